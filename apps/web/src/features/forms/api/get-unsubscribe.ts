import type { UnsubscribeResponse } from '@taxguide/contracts/forms';
import { useQuery } from '@tanstack/react-query';
import { unsubscribeUrl } from './keys';

/**
 * GET /api/newsletter/unsubscribe?token=. The server renders the page with this call
 * done, so the outcome is in the HTML (and works without JavaScript).
 */
export function useUnsubscribe(token: string | null) {
  return useQuery<UnsubscribeResponse>({
    queryKey: [unsubscribeUrl(token ?? '')],
    enabled: Boolean(token),
  });
}
