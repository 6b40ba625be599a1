import { setupI18n, type I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import type { ConfirmResponse } from '@taxguide/contracts/mail';
import { Link, useSearchParams } from 'wouter';
import { Head } from '../../app/head';
import { Button, buttonClasses } from '../../components/ui/button';
import { useConfirm } from './api/get-confirm';
import { errorStatus } from '../../lib/form-error';
import { failureMessage } from './messages';
import { OutcomePanel } from './outcome-panel';

// For callers without the page's instance (tests): English.
const english = setupI18n({ locale: 'en', messages: { en: {} } });

export type ConfirmOutcome =
  | { kind: 'pending' }
  | { kind: 'confirmed' | 'already_confirmed'; text: string }
  | { kind: 'invalid' | 'expired' | 'failed'; text: string };

/**
 * What the page shows for the state of the confirmation call. The API answers in English: a page
 * in another language says the outcome in its own words.
 */
export function confirmOutcome(
  token: string | null,
  query: { isPending: boolean; isError: boolean; error: unknown; data?: ConfirmResponse },
  i18n: I18n = english,
): ConfirmOutcome {
  if (!token) return { kind: 'invalid', text: i18n._(msg`This link has no confirmation code.`) };
  if (query.isError) {
    const status = errorStatus(query.error);
    if (status === 410) {
      return {
        kind: 'expired',
        text: failureMessage(query.error, i18n._(msg`This confirmation link has expired.`), i18n),
      };
    }
    if (status === 404 || status === 400) {
      return {
        kind: 'invalid',
        text: failureMessage(query.error, i18n._(msg`This confirmation link is not valid.`), i18n),
      };
    }
    return {
      kind: 'failed',
      text: failureMessage(query.error, i18n._(msg`We could not reach the server.`), i18n),
    };
  }
  if (query.isPending || !query.data) return { kind: 'pending' };
  if (i18n.locale === 'en') return { kind: query.data.status, text: query.data.message };
  return {
    kind: query.data.status,
    text:
      query.data.status === 'confirmed'
        ? i18n._(msg`Thank you: you will now receive the newsletter at this address.`)
        : i18n._(msg`This address already receives the newsletter; nothing has changed.`),
  };
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
  const { i18n } = useLingui();
  const outcome = confirmOutcome(token, query, i18n);

  return (
    <>
      <Head
        title={i18n._(msg`Confirm your Newsletter Subscription`)}
        description={i18n._(msg`Confirm your subscription to the tax tips newsletter.`)}
        path="/newsletter/confirm"
        noindex
      />
      <div className="mx-auto max-w-2xl px-4 py-12 sm:px-6 sm:py-16">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">
          <Trans>Newsletter confirmation</Trans>
        </h1>
        <div className="mt-8">
          {outcome.kind === 'pending' && (
            <p role="status" className="text-slate-700">
              <Trans>Confirming…</Trans>
            </p>
          )}
          {(outcome.kind === 'confirmed' || outcome.kind === 'already_confirmed') && (
            <OutcomePanel
              tone="ok"
              title={
                outcome.kind === 'confirmed'
                  ? i18n._(msg`Your subscription is confirmed`)
                  : i18n._(msg`Your subscription was already confirmed`)
              }
            >
              <p>{outcome.text}</p>
              <p className="mt-3">
                <Trans>
                  Every e-mail carries a link to unsubscribe in one click. Meanwhile, try the{' '}
                  <Link to="/calculators" className="underline underline-offset-2">
                    calculators
                  </Link>
                  .
                </Trans>
              </p>
            </OutcomePanel>
          )}
          {outcome.kind === 'expired' && (
            <OutcomePanel tone="bad" title={i18n._(msg`This confirmation link has expired`)}>
              <p>{outcome.text}</p>
              <p className="mt-3">
                <Trans>
                  <Link to="/newsletter" className="underline underline-offset-2">
                    Subscribe again
                  </Link>{' '}
                  and we will send you a new link.
                </Trans>
              </p>
            </OutcomePanel>
          )}
          {outcome.kind === 'invalid' && (
            <OutcomePanel tone="bad" title={i18n._(msg`This confirmation link does not work`)}>
              <p>{outcome.text}</p>
              <p className="mt-3">
                <Trans>
                  Open the link from the e-mail again, copying all of it, or{' '}
                  <Link to="/newsletter" className="underline underline-offset-2">
                    subscribe again
                  </Link>{' '}
                  for a new one.
                </Trans>
              </p>
            </OutcomePanel>
          )}
          {outcome.kind === 'failed' && (
            <OutcomePanel
              tone="bad"
              title={i18n._(msg`We could not confirm your subscription just now`)}
            >
              <p>{outcome.text}</p>
              <Button className="mt-4" onClick={() => void query.refetch()}>
                <Trans>Try again</Trans>
              </Button>
            </OutcomePanel>
          )}
        </div>
        <p className="mt-8">
          <Link to="/" className={buttonClasses({ variant: 'link' })}>
            <Trans>Back to the home page</Trans>
          </Link>
        </p>
      </div>
    </>
  );
}
