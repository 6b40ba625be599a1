import type { AdminLoginRequest } from '@taxguide/contracts/admin';

export const LOGIN_URL = '/api/admin/login';

export type LoginOutcome =
  | { outcome: 'granted'; token: string }
  | { outcome: 'denied' }
  | { outcome: 'throttled'; message: string };

/**
 * POST /api/admin/login: {password} -> {success, token}. A refusal is an answer
 * (`success: false`), not an error; too many failures is 429 with the wait in its message.
 * Anything else (network down, a 5xx) throws: the page says "Failed to authenticate".
 */
export async function loginAdmin(request: AdminLoginRequest): Promise<LoginOutcome> {
  const res = await fetch(LOGIN_URL, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(request),
    credentials: 'include',
  });
  const body = (await res.json().catch(() => null)) as {
    success?: unknown;
    token?: unknown;
    message?: unknown;
  } | null;
  if (res.ok && body?.success === true && typeof body.token === 'string') {
    return { outcome: 'granted', token: body.token };
  }
  if (body?.success === false) return { outcome: 'denied' };
  if (res.status === 429) {
    return {
      outcome: 'throttled',
      message: typeof body?.message === 'string' ? body.message : 'Too many failed login attempts',
    };
  }
  throw new Error(`${res.status}: login failed`);
}
