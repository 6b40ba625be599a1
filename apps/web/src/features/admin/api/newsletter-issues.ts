import type {
  IssueDraft,
  IssuePreview,
  IssueRecipient,
  IssueRecord,
  IssueSendResponse,
  NewGuide,
  TestSendRequest,
} from '@taxguide/contracts/mail';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminQueryKey, adminRequest } from '../../../lib/admin-fetch';
import { readAdminJson } from './admin-json';

export const ISSUES_PATH = '/api/admin/newsletter/issues';
const NEW_GUIDES_URL = '/api/admin/newsletter/new-guides';
const PREVIEW_URL = '/api/admin/newsletter/preview';

/** How often the lists are read again while an issue is being sent. */
export const SENDING_POLL_MS = 3000;

/** Is this query key one of the issue list, an issue's recipients, or the outbox? */
export const isIssueQuery = ({ queryKey }: { queryKey: readonly unknown[] }) =>
  String(queryKey[0]).startsWith(ISSUES_PATH) || String(queryKey[0]).startsWith('/api/admin/mail');

/** GET /api/admin/newsletter/issues; read again every few seconds while one is sending. */
export function useIssues() {
  return useQuery({
    queryKey: adminQueryKey(ISSUES_PATH),
    queryFn: () => readAdminJson<IssueRecord[]>(ISSUES_PATH, 'Failed to fetch the issues'),
    retry: false,
    refetchInterval: (query) =>
      query.state.data?.some((issue) => issue.status === 'sending') ? SENDING_POLL_MS : false,
  });
}

/** GET /api/admin/newsletter/new-guides: guides of the last seven days, as Markdown items. */
export function useNewGuides() {
  return useQuery({
    queryKey: adminQueryKey(NEW_GUIDES_URL),
    queryFn: () => readAdminJson<NewGuide[]>(NEW_GUIDES_URL, 'Failed to fetch the new guides'),
    retry: false,
  });
}

export const recipientsUrl = (id: number, limit: number, offset: number) =>
  `${ISSUES_PATH}/${id}/recipients?${new URLSearchParams({
    limit: String(limit),
    offset: String(offset),
  }).toString()}`;

/** Per-recipient status of an issue; polled while it is sending. */
export function useIssueRecipients(id: number, limit: number, offset: number, polling: boolean) {
  const url = recipientsUrl(id, limit, offset);
  return useQuery({
    queryKey: adminQueryKey(url),
    queryFn: () =>
      readAdminJson<{ items: IssueRecipient[]; total: number }>(
        url,
        'Failed to fetch the recipients',
      ),
    retry: false,
    placeholderData: keepPreviousData,
    refetchInterval: polling ? SENDING_POLL_MS : false,
  });
}

async function json<T>(res: Response): Promise<T> {
  return (await res.json()) as T;
}

/** POST /api/admin/newsletter/issues: a new draft (201). */
export async function createIssue(draft: IssueDraft): Promise<IssueRecord> {
  return json(await adminRequest('POST', ISSUES_PATH, draft));
}

/** PUT /api/admin/newsletter/issues/:id: only a draft can change (409 otherwise). */
export async function updateIssue(id: number, draft: IssueDraft): Promise<IssueRecord> {
  return json(await adminRequest('PUT', `${ISSUES_PATH}/${id}`, draft));
}

/** POST /api/admin/newsletter/preview: the mail as a subscriber will see it. */
export async function previewIssue(draft: IssueDraft): Promise<IssuePreview> {
  return json(await adminRequest('POST', PREVIEW_URL, draft));
}

/** POST /api/admin/newsletter/issues/:id/test: the saved issue to one address (202). */
export async function testSendIssue(
  id: number,
  request: TestSendRequest,
): Promise<{ success: boolean; message: string }> {
  return json(await adminRequest('POST', `${ISSUES_PATH}/${id}/test`, request));
}

/** POST /api/admin/newsletter/issues/:id/send: to every active subscriber (202). */
export async function sendIssue(id: number): Promise<IssueSendResponse> {
  return json(await adminRequest('POST', `${ISSUES_PATH}/${id}/send`, {}));
}
