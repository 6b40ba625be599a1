// Public API of @taxguide/ai: the explainer (offline and with an OpenAI-compatible model), its
// knowledge index and query parsing, and the LLM client other packages may reuse.
export { createExplainer, indiaToday } from './explainer';
export type {
  AnswerOptions,
  Explainer,
  ExplainerChatEvent,
  ExplainerOptions,
  ExplainOutcome,
} from './explainer';
export { CHAT_HISTORY_MAX_CHARS, CHAT_MAX_TOKENS, boundedHistory } from './explainer';
export { createLlmClient, LlmFailure } from './llm';
export type { LlmClient, LlmFailureKind, LlmMessage, LlmSettings } from './llm';
export { buildKnowledgeIndex } from './knowledge-index';
export type { KnowledgeIndex, KnowledgeDoc, SearchHit } from './knowledge-index';
export { findSectionReferences, mentionsAct2025 } from './section-references';
export type { SectionReference } from './section-references';
export { SECTION_ALIASES, matchAliases } from './aliases';
export type { SectionAlias, AliasMatch } from './aliases';
export { normalizeQuery, redactPersonalData } from './normalize';
export { answerAsText } from './compose';
export { AnswerCache } from './answer-cache';
