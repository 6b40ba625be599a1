import { screen } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { contractSchemaFor } from './msw/handlers';
import { server } from './msw/server';

/**
 * Page tests' answers on top of the default mock API (msw/handlers.ts): a table of routes
 * ("GET /api/sections", or just the path for GET) answered first, every call recorded. A route
 * can answer with a body (200), `{ status, body }`, a function of the call (one that throws is a
 * network failure), or `'pending'` (never answers, to show a loading state). A 200 body of a
 * known route goes through its contract schema. A call the table does not name falls through to
 * the defaults, and one nobody answers fails the test.
 */
export type StubAnswer =
  | { status: number; body?: unknown }
  | 'pending'
  | ((call: StubCall) => { status: number; body?: unknown } | 'pending');

export interface StubCall {
  method: string;
  url: string;
  path: string;
  body: string | undefined;
}

export interface ApiStub {
  calls: StubCall[];
  /** Calls of one method and URL (path and query string, exactly). */
  callsTo(method: string, url: string): StubCall[];
  /** Replaces or adds a route while the test runs. */
  set(route: string, answer: StubAnswer | object): void;
}

const isAnswer = (v: unknown): v is { status: number; body?: unknown } =>
  typeof v === 'object' &&
  v !== null &&
  'status' in v &&
  typeof (v as { status: unknown }).status === 'number';

export function ok(body: unknown) {
  return { status: 200, body };
}

export function fail(status: number, message: string) {
  return {
    status,
    body: { statusCode: status, code: 'ERR', error: 'Error', message, requestId: 'test' },
  };
}

export function stubApi(routes: Record<string, StubAnswer | object>): ApiStub {
  const table = new Map<string, StubAnswer | object>(Object.entries(routes));
  const calls: StubCall[] = [];
  server.use(
    http.all('*', async ({ request }) => {
      const parsed = new URL(request.url);
      const method = request.method.toUpperCase();
      const text = method === 'GET' || method === 'HEAD' ? '' : await request.clone().text();
      const call: StubCall = {
        method,
        url: parsed.pathname + parsed.search,
        path: parsed.pathname,
        body: text === '' ? undefined : text,
      };
      calls.push(call);
      const entry =
        table.get(`${method} ${call.url}`) ??
        (method === 'GET' ? table.get(call.url) : undefined) ??
        table.get(`${method} ${call.path}`) ??
        (method === 'GET' ? table.get(call.path) : undefined);
      // Not in the table: the default handlers answer (or the test fails as unexpected).
      if (entry === undefined) return undefined;
      let answer: unknown = entry;
      if (typeof answer === 'function') {
        try {
          answer = (answer as (c: StubCall) => unknown)(call);
        } catch {
          // A route that throws stands for a network failure: fetch rejects with a TypeError.
          return HttpResponse.error();
        }
      }
      if (answer === 'pending') {
        await delay('infinite');
        return undefined;
      }
      const { status, body } = isAnswer(answer) ? answer : { status: 200, body: answer };
      const schema = status === 200 ? await contractSchemaFor(method, call.path) : undefined;
      return new Response(
        body === undefined ? null : JSON.stringify(schema ? schema.parse(body) : body),
        { status, headers: { 'content-type': 'application/json' } },
      );
    }),
  );
  return {
    calls,
    callsTo: (method, url) => calls.filter((c) => c.method === method && c.url === url),
    set(route, answer) {
      table.set(route, answer);
    },
  };
}

/** The page's alert holding this text (the toaster's empty alert region is always there). */
export async function findAlert(text: string | RegExp): Promise<HTMLElement> {
  return (await screen.findByText(text)).closest('[role="alert"]') as HTMLElement;
}
