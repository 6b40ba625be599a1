import type { UnsubscribeResponse } from '@taxguide/contracts/forms';
import { apiRequest } from '../../../lib/api-client';

/**
 * The unsubscribe link's address: the page, and the form's plain POST target when no script
 * runs (the server answers that POST itself, as it does the one-click header of the mail).
 */
export function unsubscribePagePath(token: string): string {
  return `/newsletter/unsubscribe?token=${encodeURIComponent(token)}`;
}

/**
 * POST /api/newsletter/unsubscribe?token= with an empty body. A POST, never a GET: mail
 * scanners open every link of a message, and must not unsubscribe anybody.
 */
export async function unsubscribe(token: string): Promise<UnsubscribeResponse> {
  const res = await apiRequest(
    'POST',
    `/api/newsletter/unsubscribe?token=${encodeURIComponent(token)}`,
    {},
  );
  return (await res.json()) as UnsubscribeResponse;
}

/** POST /api/newsletter/erase {token}: deletes everything held about the link's address. */
export async function eraseSubscriber(token: string): Promise<{ success: true; message: string }> {
  const res = await apiRequest('POST', '/api/newsletter/erase', { token });
  return (await res.json()) as { success: true; message: string };
}
