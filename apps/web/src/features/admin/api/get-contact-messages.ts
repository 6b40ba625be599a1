import type { ContactMessageRecord } from '@taxguide/contracts/admin';
import { listUrl, useAdminList, type ListParams } from './admin-list';

/** GET /api/admin/contact-messages (admin token): the Contact Messages tab. */
export const CONTACT_MESSAGES_PATH = '/api/admin/contact-messages';
export const contactMessagesUrl = (params: ListParams) => listUrl(CONTACT_MESSAGES_PATH, params);

export const useContactMessages = (params: ListParams) =>
  useAdminList<ContactMessageRecord>(
    contactMessagesUrl(params),
    'Failed to fetch contact messages',
  );
