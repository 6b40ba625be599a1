import type { LeadRequest } from '@taxguide/contracts/forms';
import { apiRequest } from '../../../lib/api-client';

export const LEADS_URL = '/api/leads';

/** POST /api/leads: records the lead of the home PDF signup. */
export async function createLead(lead: LeadRequest): Promise<void> {
  await apiRequest('POST', LEADS_URL, lead);
}
