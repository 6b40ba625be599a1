// Answers in the API's shapes: a body goes through its contract schema first, so a handler whose
// body no longer fits the contract fails the test instead of feeding the page a stale shape.
import {
  ErrorEnvelopeSchema,
  fieldErrorsFrom,
  type ValidationIssue,
} from '@taxguide/contracts/errors';
import { HttpResponse, type JsonBodyType } from 'msw';

/** What a zod schema offers here (apps/web does not depend on zod itself). */
export interface Schema<T> {
  parse(input: unknown): T;
}

/** A JSON answer whose body is checked against (and shaped by) its response schema. */
export function contractJson<T extends JsonBodyType>(
  schema: Schema<T>,
  body: NoInfer<T>,
  init?: ResponseInit,
) {
  return HttpResponse.json(schema.parse(body), init);
}

/** The API's one error envelope for a non-2xx answer. */
export function envelope(status: number, message: string, code = 'ERR', extra = {}) {
  return contractJson(
    ErrorEnvelopeSchema,
    { statusCode: status, code, error: reason(status), message, requestId: 'test', ...extra },
    { status },
  );
}

/** A 400 with one detail per bad field, as the API reports a body that fails its schema. */
export function validationError(issues: readonly ValidationIssue[]) {
  return envelope(400, 'Request validation failed', 'VALIDATION', {
    details: fieldErrorsFrom(issues),
  });
}

function reason(status: number): string {
  const reasons: Record<number, string> = {
    400: 'Bad Request',
    401: 'Unauthorized',
    403: 'Forbidden',
    404: 'Not Found',
    409: 'Conflict',
    429: 'Too Many Requests',
    500: 'Internal Server Error',
    503: 'Service Unavailable',
  };
  return reasons[status] ?? 'Error';
}

const encoder = new TextEncoder();

/** One server-sent event as the chat route writes it. */
export function sseEvent(event: string, data: unknown): Uint8Array {
  return encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
}

/** A streamed text/event-stream answer whose events the caller writes (and closes) when it likes. */
export function eventStream(signal?: AbortSignal) {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
    },
  });
  // The page's Stop aborts its fetch: the body then breaks off, as a real connection's does.
  signal?.addEventListener('abort', () => {
    controller.error(new DOMException('aborted', 'AbortError'));
  });
  return {
    response: new HttpResponse(body, {
      status: 200,
      headers: { 'content-type': 'text/event-stream' },
    }),
    send: (event: string, data: unknown) => controller.enqueue(sseEvent(event, data)),
    close: () => controller.close(),
  };
}
