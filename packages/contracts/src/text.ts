// Control characters in request text: none belong in a one-line field, a multi-line field may
// hold tabs and line breaks only, and Postgres cannot store NUL at all (a NUL reaching a query
// is a 500 instead of a 400). Every string a request carries is checked with this one helper.
import { z } from 'zod';

// eslint-disable-next-line no-control-regex
export const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;
// eslint-disable-next-line no-control-regex
export const CONTROL_EXCEPT_WHITESPACE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/**
 * A check for `.check()`: the field holds no control character (tab and line breaks allowed
 * when `multiline`); the error names the field.
 */
export function noControlCharacters(field: string, options: { multiline?: boolean } = {}) {
  const pattern = options.multiline ? CONTROL_EXCEPT_WHITESPACE : CONTROL_CHARACTERS;
  return z.refine<string>((value) => !pattern.test(value), {
    error: `${field} must not contain control characters`,
  });
}
