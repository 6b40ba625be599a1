import type { ContactMessageRecord, ContactStatus } from '@taxguide/contracts/admin';
import { adminRequest } from '../../../lib/admin-fetch';
import { CONTACT_MESSAGES_PATH } from './get-contact-messages';

/** PATCH /api/admin/contact-messages/:id {status}: new, read or replied (any to any). */
export async function updateContactStatus(
  id: number,
  status: ContactStatus,
): Promise<ContactMessageRecord> {
  const res = await adminRequest('PATCH', `${CONTACT_MESSAGES_PATH}/${id}`, { status });
  return (await res.json()) as ContactMessageRecord;
}
