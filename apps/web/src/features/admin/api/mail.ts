import type { MailDetail, MailListResponse, MailStatus } from '@taxguide/contracts/mail';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminQueryKey } from '../../../lib/admin-fetch';
import { readAdminJson } from './admin-json';

export const MAIL_PATH = '/api/admin/mail';

export interface MailListParams {
  limit: number;
  offset: number;
  status: MailStatus | '';
}

/** GET /api/admin/mail?limit=&offset=&status= (the status only when one is chosen). */
export function mailListUrl({ limit, offset, status }: MailListParams): string {
  const query = new URLSearchParams({ limit: String(limit), offset: String(offset) });
  if (status) query.set('status', status);
  return `${MAIL_PATH}?${query.toString()}`;
}

/** The outbox, newest first, and whether an SMTP server is configured. */
export function useMailList(params: MailListParams) {
  const url = mailListUrl(params);
  return useQuery({
    queryKey: adminQueryKey(url),
    queryFn: () => readAdminJson<MailListResponse>(url, 'Failed to fetch the mail'),
    retry: false,
    placeholderData: keepPreviousData,
  });
}

export const mailDetailUrl = (id: number) => `${MAIL_PATH}/${id}`;

/** GET /api/admin/mail/:id: one message with its HTML, text and headers. */
export function useMailDetail(id: number | null) {
  const url = mailDetailUrl(id ?? 0);
  return useQuery({
    queryKey: adminQueryKey(url),
    queryFn: () => readAdminJson<MailDetail>(url, 'Failed to fetch the message'),
    enabled: id !== null,
    retry: false,
  });
}
