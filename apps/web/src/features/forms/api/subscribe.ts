import type { FormSuccess, SubscribeRequest } from '@taxguide/contracts/forms';
import { apiRequest } from '../../../lib/api-client';

export const SUBSCRIBE_URL = '/api/newsletter/subscribe';

/**
 * Said when the answer carries no message. The contract's CHECK_INBOX_MESSAGE says the same, but
 * importing it would bring zod into the home page's bundle.
 */
export const CHECK_INBOX_FALLBACK =
  'Almost there: check your inbox and open the link we sent to confirm your subscription.';

/**
 * POST /api/newsletter/subscribe. Subscribing twice is a success. The address stays pending
 * until the link the server mails is opened; the answer's message says so.
 */
export async function subscribe(request: SubscribeRequest): Promise<FormSuccess> {
  const res = await apiRequest('POST', SUBSCRIBE_URL, request);
  const body = (await res.json().catch(() => null)) as { message?: unknown } | null;
  const message = typeof body?.message === 'string' && body.message ? body.message : '';
  return { success: true, message: message || CHECK_INBOX_FALLBACK };
}
