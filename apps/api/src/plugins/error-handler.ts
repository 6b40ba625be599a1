import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import {
  ErrorCodes,
  fieldErrorsFrom,
  type ErrorEnvelope,
  type FieldError,
} from '@taxguide/contracts/errors';
import { STATUS_CODES } from 'node:http';
import { AppError } from '../lib/errors';

/** Postgres/network failures that mean "the database is down", not "the request is bad". */
export function isDatabaseUnavailable(error: unknown): boolean {
  const e = error as { code?: string; message?: string } | undefined;
  if (!e) return false;
  const code = e.code ?? '';
  if (
    ['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EHOSTUNREACH'].includes(code)
  )
    return true;
  // 08xxx connection exceptions, 57P01-57P03 admin shutdown / cannot connect now, 53300 too many connections.
  if (/^08|^57P0[123]$|^53300$/.test(code)) return true;
  const message = e.message ?? '';
  // 55000 is a broad code; only its "closed to connections" form (ALLOW_CONNECTIONS false) counts.
  return /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|database ping timed out|is not currently accepting connections|the database system is (starting up|shutting down|in recovery mode|not yet accepting connections)/i.test(
    message,
  );
}

/**
 * Postgres refusing a value's characters: 22021 (a NUL byte or an invalid byte sequence in
 * text), 22P05 (a character with no equivalent, e.g. \u0000 in jsonb). The input was bad.
 */
export function isUnstorableText(error: unknown): boolean {
  const code = (error as { code?: unknown } | undefined)?.code;
  return code === '22021' || code === '22P05';
}

export function envelope(
  request: FastifyRequest,
  statusCode: number,
  code: string,
  message: string,
  details?: FieldError[],
): ErrorEnvelope {
  const body: ErrorEnvelope = {
    statusCode,
    code,
    error: STATUS_CODES[statusCode] ?? 'Error',
    message,
    requestId: String(request.id),
  };
  if (details && details.length > 0) body.details = details;
  return body;
}

function zodDetails(error: FastifyError): FieldError[] {
  if (!hasZodFastifySchemaValidationErrors(error)) return [];
  const where = error.validationContext ?? 'body';
  // fastify-type-provider-zod puts the zod issue's own fields (here `keys`) in params.
  const issues = error.validation.map((issue) => {
    const keys = (issue.params as { keys?: unknown }).keys;
    return {
      path: issue.instancePath.split('/').filter(Boolean),
      message: issue.message ?? 'is invalid',
      code: issue.keyword,
      keys: Array.isArray(keys) ? keys : undefined,
    };
  });
  return fieldErrorsFrom(issues, where);
}

function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof AppError) {
    if (error.headers) reply.headers(error.headers);
    if (error.statusCode >= 500) request.log.error({ err: error }, 'request failed');
    return reply
      .code(error.statusCode)
      .send(envelope(request, error.statusCode, error.code, error.message, error.details));
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const details = zodDetails(error);
    const fields = [...new Set(details.map((d) => d.path))].join(', ');
    return reply
      .code(400)
      .send(
        envelope(
          request,
          400,
          ErrorCodes.validation,
          `Invalid request: check ${fields || 'the input'}`,
          details,
        ),
      );
  }
  if (isResponseSerializationError(error)) {
    request.log.error({ err: error }, 'response did not match its schema');
    return reply
      .code(500)
      .send(envelope(request, 500, ErrorCodes.internal, 'Something went wrong on our side'));
  }
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return reply
        .code(400)
        .send(
          envelope(request, 400, ErrorCodes.malformedJson, 'The request body is not valid JSON'),
        );
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return reply
        .code(413)
        .send(envelope(request, 413, ErrorCodes.payloadTooLarge, 'The request body is too large'));
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return reply
        .code(415)
        .send(
          envelope(
            request,
            415,
            ErrorCodes.unsupportedMediaType,
            'Send the body as application/json',
          ),
        );
  }
  if (error instanceof SyntaxError && error.statusCode === 400) {
    return reply
      .code(400)
      .send(envelope(request, 400, ErrorCodes.malformedJson, 'The request body is not valid JSON'));
  }
  if (isUnstorableText(error)) {
    // The schemas refuse control characters; this catches any text field they do not cover.
    return reply
      .code(400)
      .send(
        envelope(
          request,
          400,
          ErrorCodes.validation,
          'The request holds a character that cannot be stored (a NUL byte or a broken encoding)',
        ),
      );
  }
  if (isDatabaseUnavailable(error)) {
    request.log.error({ err: error }, 'database unavailable');
    reply.header('retry-after', '5');
    return reply
      .code(503)
      .send(
        envelope(
          request,
          503,
          ErrorCodes.serviceUnavailable,
          'The service is temporarily unavailable; please try again shortly',
        ),
      );
  }
  const status = error.statusCode ?? 500;
  if (status === 429) {
    return reply
      .code(429)
      .send(
        envelope(
          request,
          429,
          ErrorCodes.rateLimited,
          'Too many requests; please wait and try again',
        ),
      );
  }
  if (status >= 400 && status < 500) {
    // Framework 4xx (bad headers, method issues): the message names the problem and holds no secrets.
    return reply.code(status).send(envelope(request, status, `HTTP_${status}`, error.message));
  }
  request.log.error({ err: error }, 'unhandled error');
  return reply
    .code(500)
    .send(envelope(request, 500, ErrorCodes.internal, 'Something went wrong on our side'));
}

/**
 * Errors the router raises before any hook runs (Fastify's `frameworkErrors`): a path with
 * broken percent-encoding, or a path parameter over the router's length limit. They get the
 * envelope, the request id and the given headers (the JSON security headers: no hook adds them here).
 */
export function frameworkErrorHandler(headers: Record<string, string>) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    reply.headers(headers).header('x-request-id', String(request.id));
    if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
      return reply
        .code(414)
        .send(envelope(request, 414, 'HTTP_414', 'A part of the address is too long'));
    }
    if (error.code === 'FST_ERR_BAD_URL') {
      return reply
        .code(400)
        .send(
          envelope(
            request,
            400,
            ErrorCodes.validation,
            'The address is not valid (broken percent-encoding)',
          ),
        );
    }
    request.log.error({ err: error }, 'router error');
    return reply
      .code(500)
      .send(envelope(request, 500, ErrorCodes.internal, 'Something went wrong on our side'));
  };
}

/** One error handler for the whole API: 4xx explain, 5xx never leak. */
export const errorHandlerPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler(handleError);
  },
  { name: 'error-handler' },
);
