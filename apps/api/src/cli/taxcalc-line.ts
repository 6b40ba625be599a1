// One line of `pnpm taxcalc` input → one line of output: the calculator's result, or
// {"error": {code, message, details}} for a bad line. Pure, so the CLI shell stays trivial.
import { ErrorCodes } from '@taxguide/contracts/errors';
import { runCalculator } from '../modules/calculate';

export function processLine(line: string): string {
  let parsed: unknown;
  try {
    parsed = JSON.parse(line);
  } catch {
    return JSON.stringify({
      error: {
        code: ErrorCodes.malformedJson,
        message:
          line.trim() === ''
            ? 'Empty line: expected one JSON object'
            : 'The line is not valid JSON',
        details: [],
      },
    });
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    return JSON.stringify({
      error: {
        code: ErrorCodes.validation,
        message: 'Each line must be one JSON object with a "calculator" field',
        details: [{ path: '', message: 'expected a JSON object' }],
      },
    });
  }
  const { calculator, ...request } = parsed as Record<string, unknown>;
  const outcome = runCalculator(calculator, request);
  if (outcome.ok) return JSON.stringify(outcome.result);
  return JSON.stringify({ error: { ...outcome.error, details: outcome.error.details ?? [] } });
}
