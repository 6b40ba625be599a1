import { faqs } from '@taxguide/content';
import { OptimizeContentRequestSchema } from '@taxguide/contracts/agent';
import { defineJob } from '../job';
import { optimizeContent } from '../content/optimize';

export const OPTIMIZE_CONTENT_JOB = 'optimize-content';

/** The optimisations of a text for a keyword, against our sections (as stored) and FAQ. */
export const optimizeContentJob = defineJob({
  name: OPTIMIZE_CONTENT_JOB,
  payload: OptimizeContentRequestSchema,
  async process({ content, targetKeyword }, { db }) {
    const sections = await db.selectFrom('sections').select(['sectionNumber', 'title']).execute();
    return optimizeContent({ content, targetKeyword, sections, faqs });
  },
});
