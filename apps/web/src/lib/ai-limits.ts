// The API's limit on AI questions (contracts/ai.ts: AI_QUERY_MAX_LENGTH), repeated here because
// that module builds its zod schemas on load and the explainer must not carry zod to the home
// page. ai-limits.test.ts checks they agree.

/** Longest question, in characters. */
export const QUERY_MAX_LENGTH = 500;
