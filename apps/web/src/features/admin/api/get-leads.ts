import type { LeadRecord } from '@taxguide/contracts/admin';
import { listUrl, useAdminList, type ListParams } from './admin-list';

/** GET /api/leads (admin token): the PDF Downloads tab. */
export const leadsUrl = (params: ListParams) => listUrl('/api/leads', params);

export const useLeads = (params: ListParams) =>
  useAdminList<LeadRecord>(leadsUrl(params), 'Failed to fetch leads');
