import { DRAFT_TITLE_MAX, type DraftSummary } from '@taxguide/contracts/agent';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Eye, EyeOff, Pencil, Send, Trash2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { Markdown } from '../../components/markdown';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../components/ui/card';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { Skeleton } from '../../components/ui/skeleton';
import { toast } from '../../components/ui/use-toast';
import { AdminSessionExpiredError } from '../../lib/admin-fetch';
import { formatDateTime } from '../../lib/admin-format';
import { errorMessage } from '../../lib/api-client';
import { deleteDraft, publishDraft, updateDraftTitle, useDraft, useDrafts } from './api/drafts';
import { DRAFTS_URL, STATUS_URL, agentQueryKey, draftUrl } from './api/keys';
import { failureToast } from './use-agent-actions';

/** The title rule of UpdateDraftRequestSchema, checked before sending. */
const TITLE_MIN = 5;

/**
 * Drafts the agent generated: the agent never publishes by itself. Each draft can be
 * previewed, retitled, published as a guide, or deleted after a confirmation.
 */
export function DraftsPanel() {
  const drafts = useDrafts();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Drafts</CardTitle>
        <CardDescription>
          Generated guides waiting for review. Publishing puts a draft on the blog; nothing is
          published without you.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {drafts.isPending ? (
          <div className="space-y-3" aria-hidden="true">
            <Skeleton className="h-16 w-full" />
            <Skeleton className="h-16 w-full" />
          </div>
        ) : drafts.isError ? (
          drafts.error instanceof AdminSessionExpiredError ? null : (
            <p role="alert" className="text-sm text-red-800">
              {errorMessage(drafts.error, 'Failed to fetch drafts')}
            </p>
          )
        ) : drafts.data.length === 0 ? (
          <p className="text-sm text-slate-600">
            No drafts yet. Generate content above; the draft appears here when the agent is done.
          </p>
        ) : (
          <ul className="divide-y divide-slate-200" aria-label="Drafts">
            {drafts.data.map((draft) => (
              <DraftItem key={draft.id} draft={draft} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

type Mode = 'view' | 'edit' | 'confirm-delete';

function DraftItem({ draft }: { draft: DraftSummary }) {
  const queryClient = useQueryClient();
  const [mode, setMode] = useState<Mode>('view');
  const [previewing, setPreviewing] = useState(false);
  const headingId = useId();

  // After a change: the drafts, the status (draft count, last update) and any cached guide list.
  const refresh = () =>
    queryClient.invalidateQueries({
      predicate: (query) => {
        const url = String(query.queryKey[0]);
        return url === DRAFTS_URL || url === STATUS_URL || url.startsWith('/api/blog');
      },
    });

  // A published or deleted draft is gone from the drafts API: drop its preview, never ask again.
  const forget = () => {
    setPreviewing(false);
    queryClient.removeQueries({ queryKey: agentQueryKey(draftUrl(draft.id)) });
  };

  const publish = useMutation({
    mutationFn: () => publishDraft(draft.id),
    onSuccess: async (result) => {
      toast({
        title: 'Draft Published',
        description: (
          <>
            “{draft.title}” is live at{' '}
            <Link to={result.url} className="underline">
              {result.url}
            </Link>
            .
          </>
        ),
      });
      forget();
      await refresh();
    },
    onError: failureToast('Publish Failed', 'Failed to publish the draft'),
  });

  const remove = useMutation({
    mutationFn: () => deleteDraft(draft.id),
    onSuccess: async () => {
      toast({ title: 'Draft Deleted', description: `“${draft.title}” was deleted.` });
      forget();
      await refresh();
    },
    onError: failureToast('Delete Failed', 'Failed to delete the draft'),
  });

  const busy = publish.isPending || remove.isPending;

  return (
    <li className="py-4" aria-labelledby={headingId}>
      <div className="flex flex-col gap-3">
        <div className="min-w-0">
          <h3 id={headingId} className="font-semibold text-slate-900">
            {draft.title}
          </h3>
          <p className="mt-1 text-sm text-slate-600">{draft.excerpt}</p>
          <p className="mt-2 flex flex-wrap items-center gap-2 text-xs text-slate-600">
            <time dateTime={draft.createdAt}>{formatDateTime(draft.createdAt)}</time>
            <span>· {draft.wordCount} words</span>
            {draft.topic ? <span>· Topic: {draft.topic}</span> : null}
            {draft.generator ? (
              <Badge variant="secondary">
                {draft.generator === 'model' ? 'Written by the model' : 'Composed offline'}
              </Badge>
            ) : null}
            {draft.relatedSections.length > 0 ? (
              <span>· Cites sections {draft.relatedSections.join(', ')}</span>
            ) : null}
          </p>
        </div>
        {mode === 'view' ? (
          <div className="flex flex-wrap gap-2">
            <Button
              variant="outline"
              size="sm"
              aria-expanded={previewing}
              onClick={() => setPreviewing((open) => !open)}
            >
              {previewing ? (
                <EyeOff className="size-4" aria-hidden="true" />
              ) : (
                <Eye className="size-4" aria-hidden="true" />
              )}
              {previewing ? 'Hide preview' : 'Preview'}
            </Button>
            <Button variant="outline" size="sm" onClick={() => setMode('edit')} disabled={busy}>
              <Pencil className="size-4" aria-hidden="true" />
              Edit title
            </Button>
            <Button size="sm" onClick={() => publish.mutate()} disabled={busy}>
              <Send className="size-4" aria-hidden="true" />
              {publish.isPending ? 'Publishing...' : 'Publish'}
            </Button>
            <Button
              variant="outline"
              size="sm"
              onClick={() => setMode('confirm-delete')}
              disabled={busy}
            >
              <Trash2 className="size-4" aria-hidden="true" />
              Delete
            </Button>
          </div>
        ) : null}
      </div>

      {mode === 'edit' ? (
        <EditTitleForm
          draft={draft}
          onDone={() => setMode('view')}
          onSaved={() =>
            Promise.all([
              refresh(),
              queryClient.invalidateQueries({ queryKey: agentQueryKey(draftUrl(draft.id)) }),
            ]).then(() => undefined)
          }
        />
      ) : null}

      {mode === 'confirm-delete' ? (
        <div role="alertdialog" aria-label="Confirm deletion" className="mt-3 flex flex-col gap-3">
          <p className="text-slate-900">Delete the draft “{draft.title}”? This cannot be undone.</p>
          <div className="flex gap-2">
            <Button
              variant="destructive"
              disabled={remove.isPending}
              onClick={() => remove.mutate()}
            >
              {remove.isPending ? 'Deleting...' : 'Yes, delete'}
            </Button>
            <Button variant="outline" disabled={remove.isPending} onClick={() => setMode('view')}>
              Cancel
            </Button>
          </div>
        </div>
      ) : null}

      {previewing ? <DraftPreview id={draft.id} /> : null}
    </li>
  );
}

function EditTitleForm({
  draft,
  onDone,
  onSaved,
}: {
  draft: DraftSummary;
  onDone: () => void;
  onSaved: () => Promise<void>;
}) {
  const [title, setTitle] = useState(draft.title);
  const titleId = useId();
  const save = useMutation({
    mutationFn: (value: string) => updateDraftTitle(draft.id, { title: value }),
    onSuccess: async () => {
      toast({ title: 'Title Updated', description: 'The draft has its new title.' });
      onDone();
      await onSaved();
    },
    onError: failureToast('Update Failed', 'Failed to update the title'),
  });
  const trimmed = title.trim();
  const tooShort = trimmed.length < TITLE_MIN;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (tooShort || save.isPending) return;
    save.mutate(trimmed);
  }

  return (
    <form onSubmit={submit} className="mt-3 flex flex-col gap-2" aria-label="Edit draft title">
      <Label htmlFor={titleId}>New title</Label>
      <Input
        id={titleId}
        value={title}
        maxLength={DRAFT_TITLE_MAX}
        aria-describedby={`${titleId}-hint`}
        onChange={(event) => setTitle(event.target.value)}
      />
      <p id={`${titleId}-hint`} className="text-xs text-slate-600">
        {TITLE_MIN} to {DRAFT_TITLE_MAX} characters; search results show about 60.
      </p>
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={tooShort || save.isPending}>
          {save.isPending ? 'Saving...' : 'Save title'}
        </Button>
        <Button type="button" variant="outline" size="sm" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

function DraftPreview({ id }: { id: number }) {
  const draft = useDraft(id);
  return (
    <div
      className="mt-4 max-h-[32rem] overflow-y-auto rounded-lg border border-slate-200 bg-slate-50 p-4"
      aria-label="Draft preview"
      role="region"
    >
      {draft.isPending ? (
        <Skeleton className="h-32 w-full" />
      ) : draft.isError ? (
        <p role="alert" className="text-sm text-red-800">
          {errorMessage(draft.error, 'Failed to load the draft')}
        </p>
      ) : (
        <article className="text-slate-800">
          <h4 className="text-xl font-bold text-slate-900">{draft.data.title}</h4>
          <Markdown>{draft.data.content}</Markdown>
        </article>
      )}
    </div>
  );
}
