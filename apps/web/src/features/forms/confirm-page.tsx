import type { ConfirmResponse } from '@taxguide/contracts/mail';
import { Link, useSearchParams } from 'wouter';
import { Head } from '../../app/head';
import { Button, buttonClasses } from '../../components/ui/button';
import { useConfirm } from './api/get-confirm';
import { errorStatus, formErrorMessage } from '../../lib/form-error';
import { OutcomePanel } from './outcome-panel';

export type ConfirmOutcome =
  | { kind: 'pending' }
  | { kind: 'confirmed' | 'already_confirmed'; text: string }
  | { kind: 'invalid' | 'expired' | 'failed'; text: string };

/** What the page shows for the state of the confirmation call. */
export function confirmOutcome(
  token: string | null,
  query: { isPending: boolean; isError: boolean; error: unknown; data?: ConfirmResponse },
): ConfirmOutcome {
  if (!token) return { kind: 'invalid', text: 'This link has no confirmation code.' };
  if (query.isError) {
    const status = errorStatus(query.error);
    if (status === 410) {
      return {
        kind: 'expired',
        text: formErrorMessage(query.error, 'This confirmation link has expired.'),
      };
    }
    if (status === 404 || status === 400) {
      return {
        kind: 'invalid',
        text: formErrorMessage(query.error, 'This confirmation link is not valid.'),
      };
    }
    return {
      kind: 'failed',
      text: formErrorMessage(query.error, 'We could not reach the server.'),
    };
  }
  if (query.isPending || !query.data) return { kind: 'pending' };
  return { kind: query.data.status, text: query.data.message };
}

/**
 * /newsletter/confirm?token= : the page the confirmation mail's link opens. The server renders
 * it with the confirmation already done (the route prefetches the call), so the outcome shows
 * before any script runs. Opening it twice only says so.
 */
export default function ConfirmPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const query = useConfirm(token);
  const outcome = confirmOutcome(token, query);

  return (
    <>
      <Head
        title="Confirm your Newsletter Subscription"
        description="Confirm your subscription to the tax tips newsletter."
        path="/newsletter/confirm"
        noindex
      />
      <div className="mx-auto max-w-2xl px-4 py-12 sm:px-6 sm:py-16">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">
          Newsletter confirmation
        </h1>
        <div className="mt-8">
          {outcome.kind === 'pending' && (
            <p role="status" className="text-slate-700">
              Confirming…
            </p>
          )}
          {(outcome.kind === 'confirmed' || outcome.kind === 'already_confirmed') && (
            <OutcomePanel
              tone="ok"
              title={
                outcome.kind === 'confirmed'
                  ? 'Your subscription is confirmed'
                  : 'Your subscription was already confirmed'
              }
            >
              <p>{outcome.text}</p>
              <p className="mt-3">
                Every e-mail carries a link to unsubscribe in one click. Meanwhile, try the{' '}
                <Link to="/calculators" className="underline underline-offset-2">
                  calculators
                </Link>
                .
              </p>
            </OutcomePanel>
          )}
          {outcome.kind === 'expired' && (
            <OutcomePanel tone="bad" title="This confirmation link has expired">
              <p>{outcome.text}</p>
              <p className="mt-3">
                <Link to="/newsletter" className="underline underline-offset-2">
                  Subscribe again
                </Link>{' '}
                and we will send you a new link.
              </p>
            </OutcomePanel>
          )}
          {outcome.kind === 'invalid' && (
            <OutcomePanel tone="bad" title="This confirmation link does not work">
              <p>{outcome.text}</p>
              <p className="mt-3">
                Open the link from the e-mail again, copying all of it, or{' '}
                <Link to="/newsletter" className="underline underline-offset-2">
                  subscribe again
                </Link>{' '}
                for a new one.
              </p>
            </OutcomePanel>
          )}
          {outcome.kind === 'failed' && (
            <OutcomePanel tone="bad" title="We could not confirm your subscription just now">
              <p>{outcome.text}</p>
              <Button className="mt-4" onClick={() => void query.refetch()}>
                Try again
              </Button>
            </OutcomePanel>
          )}
        </div>
        <p className="mt-8">
          <Link to="/" className={buttonClasses({ variant: 'link' })}>
            Back to the home page
          </Link>
        </p>
      </div>
    </>
  );
}
