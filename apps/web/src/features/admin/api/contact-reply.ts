import type { ContactReply, ContactReplyRequest, ContactThread } from '@taxguide/contracts/mail';
import { useQuery } from '@tanstack/react-query';
import { adminQueryKey, adminRequest } from '../../../lib/admin-fetch';
import { readAdminJson } from './admin-json';

const contactPath = (id: number) => `/api/admin/contact/${id}`;
export const threadUrl = (id: number) => `${contactPath(id)}/thread`;

/** POST /api/admin/contact/:id/reply: mails the reply; the message becomes "replied". */
export async function replyToContact(
  id: number,
  request: ContactReplyRequest,
): Promise<ContactReply> {
  const res = await adminRequest('POST', `${contactPath(id)}/reply`, request);
  return (await res.json()) as ContactReply;
}

/** GET /api/admin/contact/:id/thread: the replies sent so far, with their mail's status. */
export function useContactThread(id: number, enabled: boolean) {
  const url = threadUrl(id);
  return useQuery({
    queryKey: adminQueryKey(url),
    queryFn: () => readAdminJson<ContactThread>(url, 'Failed to fetch the replies'),
    enabled,
    retry: false,
  });
}
