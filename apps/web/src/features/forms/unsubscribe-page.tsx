import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'wouter';
import { Head } from '../../app/head';
import { useSiteConfig } from '../../app/site-config';
import { Button, buttonClasses } from '../../components/ui/button';
import { eraseSubscriber, unsubscribe, unsubscribePagePath } from './api/unsubscribe';
import { errorStatus, formErrorMessage } from '../../lib/form-error';
import { OutcomePanel } from './outcome-panel';

/** A 400 or 404: the link's code is malformed or unknown, and trying again will not help. */
const isBadLink = (error: unknown) => [400, 404].includes(errorStatus(error) ?? 0);

function BadLinkPanel({ text }: { text: string }) {
  const { contactEmail } = useSiteConfig();
  return (
    <OutcomePanel title="This unsubscribe link does not work" tone="bad">
      <p>{text}</p>
      <p className="mt-3">
        Open the link from the newsletter e-mail again, copying all of it, or write to{' '}
        <a href={`mailto:${contactEmail}`} className="underline underline-offset-2">
          {contactEmail}
        </a>{' '}
        and we will take you off the list.
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
  const questionId = useId();
  const erase = useMutation({
    mutationFn: () => eraseSubscriber(token),
    onSuccess: ({ message }) => onErased(message),
  });

  if (!asking) {
    return (
      <Button variant="outline" onClick={() => setAsking(true)}>
        Delete my data
      </Button>
    );
  }
  return (
    <div role="alertdialog" aria-labelledby={questionId} className="flex flex-col gap-3">
      <p id={questionId} className="text-slate-900">
        Delete your address and everything we hold about it (subscription, PDF download records,
        contact messages)? This cannot be undone.
      </p>
      {erase.isError ? (
        <p role="alert" className="text-sm text-red-800">
          {formErrorMessage(
            erase.error,
            'We could not delete your data just now. Please try again.',
          )}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button variant="destructive" disabled={erase.isPending} onClick={() => erase.mutate()}>
          {erase.isPending ? 'Deleting...' : 'Yes, delete my data'}
        </Button>
        <Button variant="outline" disabled={erase.isPending} onClick={() => setAsking(false)}>
          Cancel
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

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (token && !mutation.isPending) mutation.mutate(token);
  }

  return (
    <>
      <Head
        title="Unsubscribe from the Newsletter"
        description="Stop receiving the tax tips newsletter. One click, no questions asked."
        path="/newsletter/unsubscribe"
        noindex
      />
      <div className="mx-auto max-w-2xl px-4 py-12 sm:px-6 sm:py-16">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">Newsletter unsubscribe</h1>
        <div className="mt-8 flex flex-col gap-6">
          {!token ? (
            <BadLinkPanel text="This link has no unsubscribe code." />
          ) : erased !== null ? (
            <OutcomePanel title="Your data has been deleted" tone="ok">
              <p>{erased}</p>
            </OutcomePanel>
          ) : mutation.isSuccess ? (
            <OutcomePanel
              tone="ok"
              title={
                mutation.data.status === 'unsubscribed'
                  ? 'You have been unsubscribed'
                  : 'You were already unsubscribed'
              }
            >
              <p>{mutation.data.message}</p>
              <p className="mt-3">
                Changed your mind?{' '}
                <Link to="/newsletter" className="underline underline-offset-2">
                  Subscribe again
                </Link>{' '}
                at any time.
              </p>
            </OutcomePanel>
          ) : mutation.isError && isBadLink(mutation.error) ? (
            <BadLinkPanel
              text={formErrorMessage(mutation.error, 'This unsubscribe link is not valid.')}
            />
          ) : (
            <section aria-labelledby="unsubscribe-question" className="flex flex-col gap-4">
              <p id="unsubscribe-question" className="text-lg text-slate-800">
                Stop receiving the tax tips newsletter at this address?
              </p>
              {mutation.isError ? (
                <OutcomePanel title="We could not unsubscribe you just now" tone="bad">
                  <p>{formErrorMessage(mutation.error, 'We could not reach the server.')}</p>
                  <p className="mt-2">Press the button again in a moment.</p>
                </OutcomePanel>
              ) : null}
              <form
                method="post"
                action={unsubscribePagePath(token)}
                onSubmit={submit}
                aria-label="Unsubscribe from the newsletter"
                aria-busy={mutation.isPending}
              >
                <Button type="submit" disabled={mutation.isPending}>
                  {mutation.isPending ? 'Unsubscribing...' : 'Unsubscribe'}
                </Button>
              </form>
            </section>
          )}
          {token && erased === null && !(mutation.isError && isBadLink(mutation.error)) ? (
            <section aria-labelledby="erase-heading" className="border-t border-slate-200 pt-6">
              <h2 id="erase-heading" className="text-lg font-semibold text-slate-900">
                Delete your data
              </h2>
              <p className="mt-1 mb-3 text-sm text-slate-700">
                Unsubscribing keeps a record that you asked not to be mailed. You can instead have
                everything we hold about your address deleted.
              </p>
              <EraseData token={token} onErased={setErased} />
            </section>
          ) : null}
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
