// A question carried in a link ("?ask="), asked once the page runs: the home explainer's form
// submitted before its script ran, and the Ask AI button of a section page opening /ai-assistant.
import { QUERY_MAX_LENGTH } from './ai-limits';

/** The URL parameter holding the question. */
export const ASK_PARAM = 'ask';

/**
 * The question in a link, held to what can be typed: control characters read as spaces, trimmed,
 * at most QUERY_MAX_LENGTH characters (the API's limit). Empty when the link asks nothing.
 */
export function askedInLink(search: URLSearchParams): string {
  return (search.get(ASK_PARAM) ?? '')
    .replace(/\p{Cc}+/gu, ' ')
    .trim()
    .slice(0, QUERY_MAX_LENGTH)
    .trim();
}

/** The assistant page with a question asked on load: "/ai-assistant?ask=Explain%20Section%2080C". */
export function assistantAskUrl(question: string): string {
  return `/ai-assistant?${ASK_PARAM}=${encodeURIComponent(question.slice(0, QUERY_MAX_LENGTH))}`;
}
