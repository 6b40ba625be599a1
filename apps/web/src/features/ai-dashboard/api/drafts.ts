import type {
  DeleteDraftResponse,
  Draft,
  DraftSummary,
  PublishDraftResponse,
  UpdateDraftRequest,
} from '@taxguide/contracts/agent';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminRequest } from '../../../lib/admin-fetch';
import { DRAFTS_URL, agentQueryKey, draftUrl, getAgentJson } from './keys';

/*
 * Drafts: guides the agent generated. The agent never publishes; the admin previews, edits the
 * title, publishes or deletes, so nothing reaches readers unreviewed.
 */

/** GET /api/ai-agent/drafts: drafts waiting for review, newest first. */
export const draftsQuery = () =>
  queryOptions({
    queryKey: agentQueryKey(DRAFTS_URL),
    queryFn: () => getAgentJson<DraftSummary[]>(DRAFTS_URL),
  });

export const useDrafts = () => useQuery(draftsQuery());

/** GET /api/ai-agent/drafts/:id: one draft with its markdown, for the preview. */
export const draftQuery = (id: number) =>
  queryOptions({
    queryKey: agentQueryKey(draftUrl(id)),
    queryFn: () => getAgentJson<Draft>(draftUrl(id)),
  });

export const useDraft = (id: number) => useQuery(draftQuery(id));

/** PATCH /api/ai-agent/drafts/:id {title} (the lists are refetched afterwards). */
export async function updateDraftTitle(id: number, request: UpdateDraftRequest): Promise<void> {
  await adminRequest('PATCH', draftUrl(id), request);
}

/** POST /api/ai-agent/drafts/:id/publish: the draft becomes a published guide. */
export async function publishDraft(id: number): Promise<PublishDraftResponse> {
  const res = await adminRequest('POST', `${draftUrl(id)}/publish`);
  return (await res.json()) as PublishDraftResponse;
}

/** DELETE /api/ai-agent/drafts/:id */
export async function deleteDraft(id: number): Promise<DeleteDraftResponse> {
  const res = await adminRequest('DELETE', draftUrl(id));
  return (await res.json()) as DeleteDraftResponse;
}
