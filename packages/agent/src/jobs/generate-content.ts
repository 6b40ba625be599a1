import { GenerateContentRequestSchema } from '@taxguide/contracts/agent';
import { randomUUID } from 'node:crypto';
import { defineJob } from '../job';
import { generateDraft, slugify } from '../content/generate';
import type { Database } from '@taxguide/db';
import type { Kysely } from 'kysely';

export const GENERATE_CONTENT_JOB = 'generate-content';

/** A slug no other post uses: the title's, then "-2", "-3", ... (`except`: the post itself). */
export async function freeSlug(
  db: Kysely<Database>,
  base: string,
  except?: number,
): Promise<string> {
  let query = db
    .selectFrom('blogPosts')
    .select('slug')
    .where((eb) => eb.or([eb('slug', '=', base), eb('slug', 'like', `${base}-%`)]));
  if (except !== undefined) query = query.where('id', '!=', except);
  const taken = new Set((await query.execute()).map((r) => r.slug));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

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
    const agentJobId = jobId ?? `adhoc:${randomUUID()}`;
    const existing = await db
      .selectFrom('blogPosts')
      .select(['id', 'slug'])
      .where('agentJobId', '=', agentJobId)
      .executeTakeFirst();
    const at = now();
    const fields = {
      title: draft.title,
      excerpt: draft.excerpt,
      markdown: draft.markdown,
      category: draft.category,
      readTime: draft.readTime,
      relatedSections: JSON.stringify(draft.relatedSections),
      agentTopic: topic,
      agentGenerator: draft.generator,
      updatedAt: at,
    };
    let id: number;
    let slug: string;
    if (existing) {
      await db.updateTable('blogPosts').set(fields).where('id', '=', existing.id).execute();
      ({ id, slug } = existing);
    } else {
      slug = await freeSlug(db, slugify(draft.title));
      const row = await db
        .insertInto('blogPosts')
        .values({ ...fields, slug, status: 'draft', origin: 'agent', agentJobId, createdAt: at })
        .returning('id')
        .executeTakeFirstOrThrow();
      id = row.id;
    }
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
