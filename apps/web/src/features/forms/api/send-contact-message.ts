import type { ContactRequest } from '@taxguide/contracts/forms';
import { apiRequest } from '../../../lib/api-client';

export const CONTACT_URL = '/api/contact';

/** POST /api/contact: sends the contact form. */
export async function sendContactMessage(message: ContactRequest): Promise<void> {
  await apiRequest('POST', CONTACT_URL, message);
}
