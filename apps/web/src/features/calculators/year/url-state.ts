// The year calculator's input in a share link: `/calculators?tab=year&s=<state>`, where the state
// is the request (only the fields filled in) as JSON, compressed by lz-string into characters that
// need no escaping in a URL, so a whole year stays short enough to send in a chat message.
import type { CompareRequest } from '@taxguide/contracts/calculators';
import LZString from 'lz-string';

export const YEAR_TAB = 'year';
export const YEAR_PATH = '/calculators';

export function encodeYearState(request: Partial<CompareRequest>): string {
  return LZString.compressToEncodedURIComponent(JSON.stringify(request));
}

/**
 * The request in a link, or undefined when it cannot be read. Only its shape is checked here (a
 * JSON object); the calculator validates the fields with the contract before using them, so this
 * module stays free of zod for pages that only build links.
 */
export function decodeYearState(s: string): CompareRequest | undefined {
  let json: string | null;
  try {
    json = LZString.decompressFromEncodedURIComponent(s);
  } catch {
    return undefined;
  }
  if (!json) return undefined;
  try {
    const parsed: unknown = JSON.parse(json);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as CompareRequest)
      : undefined;
  } catch {
    return undefined;
  }
}

export function yearUrl(request: Partial<CompareRequest>): string {
  return `${YEAR_PATH}?tab=${YEAR_TAB}&s=${encodeYearState(request)}`;
}
