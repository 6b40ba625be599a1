import type { SubscribeRequest } from '@taxguide/contracts/forms';
import { apiRequest } from '../../../lib/api-client';

export const SUBSCRIBE_URL = '/api/newsletter/subscribe';

/** POST /api/newsletter/subscribe (spec §7). Subscribing twice is a success. */
export async function subscribe(request: SubscribeRequest): Promise<void> {
  await apiRequest('POST', SUBSCRIBE_URL, request);
}
