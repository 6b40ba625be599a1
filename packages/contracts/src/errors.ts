import { z } from 'zod';

/** One field problem in a 400 answer: where, and what is wrong with it. */
export const FieldErrorSchema = z.object({
  path: z.string(),
  message: z.string(),
});
export type FieldError = z.infer<typeof FieldErrorSchema>;

/**
 * The one error envelope every non-2xx /api answer carries, so a client reads every failure alike.
 * `error` is the HTTP reason phrase; `message` is safe to show a user;
 * 5xx answers never carry internal detail.
 */
export const ErrorEnvelopeSchema = z.object({
  statusCode: z.number().int(),
  code: z.string(),
  error: z.string(),
  message: z.string(),
  requestId: z.string(),
  details: z.array(FieldErrorSchema).optional(),
});
export type ErrorEnvelope = z.infer<typeof ErrorEnvelopeSchema>;

/** Stable machine-readable codes used in the envelope's `code`. */
export const ErrorCodes = {
  validation: 'VALIDATION_FAILED',
  malformedJson: 'MALFORMED_JSON',
  unauthorized: 'UNAUTHORIZED',
  forbidden: 'FORBIDDEN',
  notFound: 'NOT_FOUND',
  conflict: 'CONFLICT',
  gone: 'GONE',
  payloadTooLarge: 'PAYLOAD_TOO_LARGE',
  unsupportedMediaType: 'UNSUPPORTED_MEDIA_TYPE',
  rateLimited: 'RATE_LIMITED',
  serviceUnavailable: 'SERVICE_UNAVAILABLE',
  internal: 'INTERNAL_ERROR',
} as const;
export type ErrorCode = (typeof ErrorCodes)[keyof typeof ErrorCodes];

/** A validation problem as zod reports it (a zod issue, or one rebuilt from a route's schema check). */
export interface ValidationIssue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
  readonly code?: string;
  /** The unknown keys of an `unrecognized_keys` issue. */
  readonly keys?: readonly unknown[];
}

/**
 * Validation issues as the error envelope's details, one `{path, message}` per bad field: the
 * one mapping of the API's routes, its calculators and the browser's own checks. An unknown field
 * is named by its own full path, one detail per key; a problem with the whole input gets `where`.
 */
export function fieldErrorsFrom(issues: readonly ValidationIssue[], where = ''): FieldError[] {
  return issues.flatMap((issue) => {
    const path = issue.path.map(String).join('.');
    if (issue.code === 'unrecognized_keys' && issue.keys && issue.keys.length > 0) {
      return issue.keys.map((key) => ({
        path: [path, String(key)].filter(Boolean).join('.'),
        message: `Unrecognized key: "${String(key)}"`,
      }));
    }
    return [{ path: path || where, message: issue.message }];
  });
}
