import type { ConfirmResponse } from '@taxguide/contracts/mail';
import { useQuery } from '@tanstack/react-query';
import { confirmUrl } from './keys';

/**
 * GET /api/newsletter/confirm?token=. The server renders the page with this call done, so the
 * outcome is in the HTML (and works without JavaScript). Confirming twice is harmless: the
 * second answer is `already_confirmed`.
 */
export function useConfirm(token: string | null) {
  return useQuery<ConfirmResponse>({
    queryKey: [confirmUrl(token ?? '')],
    enabled: Boolean(token),
  });
}
