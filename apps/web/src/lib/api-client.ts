import type { QueryFunction } from '@tanstack/react-query';

/**
 * The fetch wrapper of every API call: credentials always sent, JSON content type when a
 * body is sent, and any non-ok answer becomes an Error whose message is
 * "<status>: <body text>" (or the status text when the body is empty).
 */
export async function throwIfResNotOk(res: Response): Promise<void> {
  if (!res.ok) {
    const text = (await res.text()) || res.statusText;
    throw new Error(`${res.status}: ${text}`);
  }
}

export async function apiRequest(
  method: string,
  url: string,
  data?: unknown,
  headers: Record<string, string> = {},
): Promise<Response> {
  const res = await fetch(url, {
    method,
    headers: data !== undefined ? { 'Content-Type': 'application/json', ...headers } : headers,
    body: data !== undefined ? JSON.stringify(data) : undefined,
    credentials: 'include',
  });
  await throwIfResNotOk(res);
  return res;
}

export type UnauthorizedBehavior = 'returnNull' | 'throw';

/** The default query function: fetches the first element of the query key as the URL. */
export function getQueryFn<T>(options: {
  on401: UnauthorizedBehavior;
  headers?: () => Record<string, string>;
}): QueryFunction<T | null> {
  return async ({ queryKey }) => {
    const res = await fetch(String(queryKey[0]), {
      credentials: 'include',
      headers: options.headers?.() ?? {},
    });
    if (options.on401 === 'returnNull' && res.status === 401) return null;
    await throwIfResNotOk(res);
    return (await res.json()) as T;
  };
}

/**
 * The human part of an error from apiRequest: the envelope's message (or the
 * spec's `error` field) when the body is JSON, else the raw text.
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (!(error instanceof Error) || !error.message) return fallback;
  const match = /^(\d{3}): ([\s\S]*)$/.exec(error.message);
  if (!match) return error.message || fallback;
  const body = match[2] ?? '';
  try {
    const parsed = JSON.parse(body) as { message?: unknown; error?: unknown };
    if (typeof parsed.message === 'string' && parsed.message) return parsed.message;
    if (typeof parsed.error === 'string' && parsed.error) return parsed.error;
  } catch {
    // Not JSON: fall through to the text.
  }
  return body || fallback;
}
