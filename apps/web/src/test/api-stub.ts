import { screen } from '@testing-library/react';
import { vi } from 'vitest';

/**
 * A stand-in for the network in page tests: `fetch` answers from a table of routes
 * ("GET /api/sections", or just the path for GET), and records every call. A route can
 * answer with a body (200), `{ status, body }`, a function of the call, or `'pending'`
 * (never answers, to show a loading state).
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
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const parsed = new URL(url, 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const call: StubCall = {
      method,
      url: parsed.pathname + parsed.search,
      path: parsed.pathname,
      body: typeof init?.body === 'string' ? init.body : undefined,
    };
    calls.push(call);
    const entry =
      table.get(`${method} ${call.url}`) ??
      (method === 'GET' ? table.get(call.url) : undefined) ??
      table.get(`${method} ${call.path}`) ??
      (method === 'GET' ? table.get(call.path) : undefined);
    let answer: unknown = entry === undefined ? fail(404, 'Not found') : entry;
    if (typeof answer === 'function') answer = (answer as (c: StubCall) => unknown)(call);
    if (answer === 'pending') return new Promise<Response>(() => {});
    const { status, body } = isAnswer(answer) ? answer : { status: 200, body: answer };
    return new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchStub);
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
