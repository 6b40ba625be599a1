import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'wouter';
import { Head } from '../../app/head';
import { useSiteConfig } from '../../app/site-config';
import { Button, buttonClasses } from '../../components/ui/button';
import { eraseSubscriber, unsubscribe, unsubscribePagePath } from './api/unsubscribe';
import { errorStatus } from '../../lib/form-error';
import { failureMessage } from './messages';
import { OutcomePanel } from './outcome-panel';

/** A 400 or 404: the link's code is malformed or unknown, and trying again will not help. */
const isBadLink = (error: unknown) => [400, 404].includes(errorStatus(error) ?? 0);

function BadLinkPanel({ text }: { text: string }) {
  const { contactEmail } = useSiteConfig();
  const { i18n } = useLingui();
  return (
    <OutcomePanel title={i18n._(msg`This unsubscribe link does not work`)} tone="bad">
      <p>{text}</p>
      <p className="mt-3">
        <Trans>
          Open the link from the newsletter e-mail again, copying all of it, or write to{' '}
          <a href={`mailto:${contactEmail}`} className="underline underline-offset-2">
            {contactEmail}
          </a>{' '}
          and we will take you off the list.
        </Trans>
      </p>
    </OutcomePanel>
  );
}

/**
 * "Delete my data": a confirmation step, then POST /api/newsletter/erase. Afterwards the link
 * no longer works, so the page shows only the server's answer.
 */
function EraseData({ token, onErased }: { token: string; onErased(message: string): void }) {
  const [asking, setAsking] = useState(false);
  const { i18n } = useLingui();
  const questionId = useId();
  const erase = useMutation({
    mutationFn: () => eraseSubscriber(token),
    onSuccess: ({ message }) => onErased(message),
  });

  if (!asking) {
    return (
      <Button variant="outline" onClick={() => setAsking(true)}>
        <Trans>Delete my data</Trans>
      </Button>
    );
  }
  return (
    <div role="alertdialog" aria-labelledby={questionId} className="flex flex-col gap-3">
      <p id={questionId} className="text-slate-900">
        <Trans>
          Delete your address and everything we hold about it (subscription, PDF download records,
          contact messages)? This cannot be undone.
        </Trans>
      </p>
      {erase.isError ? (
        <p role="alert" className="text-sm text-red-800">
          {failureMessage(
            erase.error,
            i18n._(msg`We could not delete your data just now. Please try again.`),
            i18n,
          )}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button variant="destructive" disabled={erase.isPending} onClick={() => erase.mutate()}>
          {erase.isPending ? <Trans>Deleting...</Trans> : <Trans>Yes, delete my data</Trans>}
        </Button>
        <Button variant="outline" disabled={erase.isPending} onClick={() => setAsking(false)}>
          <Trans>Cancel</Trans>
        </Button>
      </div>
    </div>
  );
}

/**
 * /newsletter/unsubscribe?token= : the page an unsubscribe link opens. Opening it changes
 * nothing (mail scanners open links); the button does. Without JavaScript the button is a plain
 * form POST to this address, which the server answers itself; with it, the POST goes to the API
 * and the outcome shows here.
 */
export default function UnsubscribePage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const [erased, setErased] = useState<string | null>(null);
  const mutation = useMutation({ mutationFn: unsubscribe });
  const { i18n } = useLingui();
  // The API answers in English; a page in another language says the outcome in its own words.
  const english = i18n.locale === 'en';

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (token && !mutation.isPending) mutation.mutate(token);
  }

  return (
    <>
      <Head
        title={i18n._(msg`Unsubscribe from the Newsletter`)}
        description={i18n._(
          msg`Stop receiving the tax tips newsletter. One click, no questions asked.`,
        )}
        path="/newsletter/unsubscribe"
        noindex
      />
      <div className="mx-auto max-w-2xl px-4 py-12 sm:px-6 sm:py-16">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">
          <Trans>Newsletter unsubscribe</Trans>
        </h1>
        <div className="mt-8 flex flex-col gap-6">
          {!token ? (
            <BadLinkPanel text={i18n._(msg`This link has no unsubscribe code.`)} />
          ) : erased !== null ? (
            <OutcomePanel title={i18n._(msg`Your data has been deleted`)} tone="ok">
              <p>
                {english
                  ? erased
                  : i18n._(msg`Your address and everything we held about it have been deleted.`)}
              </p>
            </OutcomePanel>
          ) : mutation.isSuccess ? (
            <OutcomePanel
              tone="ok"
              title={
                mutation.data.status === 'unsubscribed'
                  ? i18n._(msg`You have been unsubscribed`)
                  : i18n._(msg`You were already unsubscribed`)
              }
            >
              <p>
                {english
                  ? mutation.data.message
                  : mutation.data.status === 'unsubscribed'
                    ? i18n._(msg`You have been unsubscribed and will receive no more newsletters.`)
                    : i18n._(
                        msg`This address was already unsubscribed; you will receive no more newsletters.`,
                      )}
              </p>
              <p className="mt-3">
                <Trans>
                  Changed your mind?{' '}
                  <Link to="/newsletter" className="underline underline-offset-2">
                    Subscribe again
                  </Link>{' '}
                  at any time.
                </Trans>
              </p>
            </OutcomePanel>
          ) : mutation.isError && isBadLink(mutation.error) ? (
            <BadLinkPanel
              text={failureMessage(
                mutation.error,
                i18n._(msg`This unsubscribe link is not valid.`),
                i18n,
              )}
            />
          ) : (
            <section aria-labelledby="unsubscribe-question" className="flex flex-col gap-4">
              <p id="unsubscribe-question" className="text-lg text-slate-800">
                <Trans>Stop receiving the tax tips newsletter at this address?</Trans>
              </p>
              {mutation.isError ? (
                <OutcomePanel title={i18n._(msg`We could not unsubscribe you just now`)} tone="bad">
                  <p>
                    {failureMessage(
                      mutation.error,
                      i18n._(msg`We could not reach the server.`),
                      i18n,
                    )}
                  </p>
                  <p className="mt-2">
                    <Trans>Press the button again in a moment.</Trans>
                  </p>
                </OutcomePanel>
              ) : null}
              <form
                method="post"
                action={unsubscribePagePath(token)}
                onSubmit={submit}
                aria-label={i18n._(msg`Unsubscribe from the newsletter`)}
                aria-busy={mutation.isPending}
              >
                <Button type="submit" disabled={mutation.isPending}>
                  {mutation.isPending ? (
                    <Trans>Unsubscribing...</Trans>
                  ) : (
                    <Trans>Unsubscribe</Trans>
                  )}
                </Button>
              </form>
            </section>
          )}
          {token && erased === null && !(mutation.isError && isBadLink(mutation.error)) ? (
            <section aria-labelledby="erase-heading" className="border-t border-slate-200 pt-6">
              <h2 id="erase-heading" className="text-lg font-semibold text-slate-900">
                <Trans>Delete your data</Trans>
              </h2>
              <p className="mt-1 mb-3 text-sm text-slate-700">
                <Trans>
                  Unsubscribing keeps a record that you asked not to be mailed. You can instead have
                  everything we hold about your address deleted.
                </Trans>
              </p>
              <EraseData token={token} onErased={setErased} />
            </section>
          ) : null}
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
