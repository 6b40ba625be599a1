// The API's limits on AI questions (contracts/ai.ts: AI_QUERY_MAX_LENGTH, AI_CHAT_MAX_MESSAGES,
// AI_CHAT_ASSISTANT_MAX_LENGTH), repeated here because that module builds its zod schemas on
// load and the explainer must not carry zod to the home page. limits.test.ts checks they agree.

/** Longest question, in characters. */
export const QUERY_MAX_LENGTH = 500;
/** Turns of history a chat request may carry, the new question included. */
export const CHAT_MAX_MESSAGES = 20;
/** Longest assistant turn sent back as history. */
export const CHAT_ASSISTANT_MAX_LENGTH = 8000;
