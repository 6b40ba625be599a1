import { GenerateContentRequestSchema } from '@taxguide/contracts/agent';
import { randomUUID } from 'node:crypto';
import { defineJob } from '../job';
import { generateDraft, slugify } from '../content/generate';
import { saveGeneratedDraft } from '../repository/drafts';

export const GENERATE_CONTENT_JOB = 'generate-content';

/**
 * Writes a draft guide on the topic (never published: the admin reviews it). The draft is keyed
 * by the job's id, so a retried or recovered job updates its own draft instead of adding one.
 */
export const generateContentJob = defineJob({
  name: GENERATE_CONTENT_JOB,
  payload: GenerateContentRequestSchema,
  async process({ topic }, { db, llm, jobId, now, log }) {
    const draft = await generateDraft({ db, topic, llm });
    if (draft.modelProblem)
      log.warn(
        { job: GENERATE_CONTENT_JOB, problem: draft.modelProblem },
        'model draft unusable: composed offline',
      );
    const { id, slug } = await saveGeneratedDraft(
      db,
      jobId ?? `adhoc:${randomUUID()}`,
      { ...draft, topic, slugFor: slugify },
      now(),
    );
    return {
      draftId: id,
      slug,
      title: draft.title,
      generator: draft.generator,
      relatedSections: draft.relatedSections,
      ...(draft.modelProblem ? { modelProblem: draft.modelProblem } : {}),
    };
  },
});
