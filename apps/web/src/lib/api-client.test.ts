import type { QueryFunctionContext } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { server } from '../test/msw/server';
import { apiRequest, errorMessage, getQueryFn } from './api-client';

/** What reached the network: the mock API's view of each request. */
interface Seen {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: string;
  credentials: RequestCredentials;
}

let seen: Seen[];

beforeEach(() => {
  seen = [];
});

/** The next request (any route) gets this answer; what it carried is kept in `seen`. */
const respond = (body: string, init: ResponseInit) =>
  server.use(
    http.all(
      '*',
      async ({ request }) => {
        seen.push({
          method: request.method,
          url: new URL(request.url).pathname,
          // Header names are case-insensitive: compare them in lower case.
          headers: Object.fromEntries([...request.headers].map(([k, v]) => [k.toLowerCase(), v])),
          body: await request.text(),
          credentials: request.credentials,
        });
        return new HttpResponse(body || null, init);
      },
      { once: true },
    ),
  );
const queryContext = (url: string) => ({ queryKey: [url] }) as unknown as QueryFunctionContext;

describe('apiRequest', () => {
  it('sends a JSON body with the JSON content type and credentials', async () => {
    respond('{"ok":true}', { status: 200 });
    const res = await apiRequest('POST', '/api/contact', { name: 'Asha' });
    expect(await res.json()).toEqual({ ok: true });
    expect(seen).toEqual([
      {
        method: 'POST',
        url: '/api/contact',
        headers: { 'content-type': 'application/json' },
        body: '{"name":"Asha"}',
        credentials: 'include',
      },
    ]);
  });

  it('sends no content type and no body without data, but still credentials', async () => {
    respond('', { status: 200 });
    await apiRequest('POST', '/api/ai-agent/run-maintenance');
    expect(seen[0]!.headers).toEqual({});
    expect(seen[0]!.body).toBe('');
    expect(seen[0]!.credentials).toBe('include');
  });

  it('keeps extra headers (the admin bearer token) next to the content type', async () => {
    respond('[]', { status: 200 });
    await apiRequest('POST', '/api/admin/x', { a: 1 }, { Authorization: 'Bearer t' });
    expect(seen[0]!.headers).toEqual({
      'content-type': 'application/json',
      authorization: 'Bearer t',
    });
  });

  it('turns a non-ok answer into "<status>: <body>"', async () => {
    respond('{"error":"Email is invalid"}', { status: 400, statusText: 'Bad Request' });
    await expect(apiRequest('POST', '/api/leads', { email: 'x' })).rejects.toThrow(
      new Error('400: {"error":"Email is invalid"}'),
    );
  });

  it('uses the status text when the body is empty', async () => {
    respond('', { status: 503, statusText: 'Service Unavailable' });
    await expect(apiRequest('GET', '/api/ready')).rejects.toThrow(
      new Error('503: Service Unavailable'),
    );
  });
});

describe('getQueryFn (default query function)', () => {
  it('fetches the first element of the query key with credentials and returns the JSON', async () => {
    respond('[{"sectionNumber":"80C"}]', { status: 200 });
    const data = await getQueryFn({ on401: 'throw' })(queryContext('/api/sections/popular'));
    expect(data).toEqual([{ sectionNumber: '80C' }]);
    expect(seen).toEqual([
      {
        method: 'GET',
        url: '/api/sections/popular',
        headers: {},
        body: '',
        credentials: 'include',
      },
    ]);
  });

  it("returns null on 401 with on401: 'returnNull'", async () => {
    respond('{"error":"Unauthorized"}', { status: 401, statusText: 'Unauthorized' });
    await expect(
      getQueryFn({ on401: 'returnNull' })(queryContext('/api/leads')),
    ).resolves.toBeNull();
  });

  it("throws on 401 with on401: 'throw'", async () => {
    respond('{"error":"Unauthorized"}', { status: 401, statusText: 'Unauthorized' });
    await expect(getQueryFn({ on401: 'throw' })(queryContext('/api/leads'))).rejects.toThrow(
      '401: {"error":"Unauthorized"}',
    );
  });

  it("still throws other errors with on401: 'returnNull'", async () => {
    respond('', { status: 500, statusText: 'Internal Server Error' });
    await expect(getQueryFn({ on401: 'returnNull' })(queryContext('/api/leads'))).rejects.toThrow(
      '500: Internal Server Error',
    );
  });

  it('sends the headers it is given (bearer token)', async () => {
    respond('[]', { status: 200 });
    await getQueryFn({ on401: 'throw', headers: () => ({ Authorization: 'Bearer abc' }) })(
      queryContext('/api/leads'),
    );
    expect(seen[0]!.url).toBe('/api/leads');
    expect(seen[0]!.headers).toEqual({ authorization: 'Bearer abc' });
    expect(seen[0]!.credentials).toBe('include');
  });
});

describe('errorMessage', () => {
  it("extracts the error envelope's message", () => {
    const body = JSON.stringify({
      statusCode: 400,
      code: 'VALIDATION',
      error: 'Bad Request',
      message: 'Email is invalid',
    });
    expect(errorMessage(new Error(`400: ${body}`), 'Failed')).toBe('Email is invalid');
  });

  it("falls back to the spec's error field", () => {
    expect(errorMessage(new Error('409: {"error":"Already subscribed"}'), 'Failed')).toBe(
      'Already subscribed',
    );
  });

  it('returns a plain-text body as it is', () => {
    expect(errorMessage(new Error('502: Bad Gateway'), 'Failed')).toBe('Bad Gateway');
  });

  it('uses the fallback for non-errors and empty messages', () => {
    expect(errorMessage('oops', 'Failed to subscribe')).toBe('Failed to subscribe');
    expect(errorMessage(new Error(''), 'Failed to subscribe')).toBe('Failed to subscribe');
    expect(errorMessage(new Error('500: '), 'Failed to subscribe')).toBe('Failed to subscribe');
  });

  it('returns the message of an error that did not come from a response', () => {
    expect(errorMessage(new TypeError('Failed to fetch'), 'Fallback')).toBe('Failed to fetch');
  });
});
