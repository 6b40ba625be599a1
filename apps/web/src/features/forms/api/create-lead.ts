import type { LeadRequest } from '@taxguide/contracts/forms';
import { apiRequest } from '../../../lib/api-client';

export const LEADS_URL = '/api/leads';

/** POST /api/leads (spec §7). */
export async function createLead(lead: LeadRequest): Promise<void> {
  await apiRequest('POST', LEADS_URL, lead);
}
