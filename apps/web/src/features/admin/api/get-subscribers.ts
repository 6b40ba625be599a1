import type { SubscriberRecord } from '@taxguide/contracts/admin';
import { listUrl, useAdminList, type ListParams } from './admin-list';

/** GET /api/newsletter/subscribers (admin token): the Newsletter tab. */
export const subscribersUrl = (params: ListParams) =>
  listUrl('/api/newsletter/subscribers', params);

export const useSubscribers = (params: ListParams) =>
  useAdminList<SubscriberRecord>(subscribersUrl(params), 'Failed to fetch subscribers');
