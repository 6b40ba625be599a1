import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Head } from '../../app/head';
import { useSiteConfig } from '../../app/site-config';
import { Button, buttonClasses } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { useUnsubscribe } from './api/get-unsubscribe';
import { errorStatus, formErrorMessage } from './form-error';

type Outcome =
  | { kind: 'pending' }
  | { kind: 'done'; title: string; text: string }
  | { kind: 'invalid'; text: string }
  | { kind: 'failed'; text: string };

function Panel({
  title,
  children,
  tone,
}: {
  title: string;
  children: ReactNode;
  tone: 'ok' | 'bad';
}) {
  return (
    <Card
      role={tone === 'ok' ? 'status' : 'alert'}
      className={
        tone === 'ok' ? 'border-emerald-200 bg-emerald-50' : 'border-amber-300 bg-amber-50'
      }
    >
      <CardHeader>
        <CardTitle as="h2">{title}</CardTitle>
      </CardHeader>
      <CardContent className="text-slate-800">{children}</CardContent>
    </Card>
  );
}

/**
 * /newsletter/unsubscribe?token= : the page an unsubscribe link opens. The server renders it
 * with the unsubscribe already done (the route prefetches the call), so the outcome shows
 * even before any script runs.
 */
export default function UnsubscribePage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const { contactEmail } = useSiteConfig();
  const query = useUnsubscribe(token);

  let outcome: Outcome;
  if (!token) {
    outcome = { kind: 'invalid', text: 'This link has no unsubscribe code.' };
  } else if (query.isPending) {
    outcome = { kind: 'pending' };
  } else if (query.isError) {
    const status = errorStatus(query.error);
    outcome =
      status === 404 || status === 400
        ? {
            kind: 'invalid',
            text: formErrorMessage(query.error, 'This unsubscribe link is not valid.'),
          }
        : { kind: 'failed', text: formErrorMessage(query.error, 'We could not reach the server.') };
  } else {
    outcome =
      query.data.status === 'unsubscribed'
        ? { kind: 'done', title: 'You have been unsubscribed', text: query.data.message }
        : { kind: 'done', title: 'You were already unsubscribed', text: query.data.message };
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
        <div className="mt-8">
          {outcome.kind === 'pending' && (
            <p role="status" className="text-slate-700">
              Unsubscribing…
            </p>
          )}
          {outcome.kind === 'done' && (
            <Panel title={outcome.title} tone="ok">
              <p>{outcome.text}</p>
              <p className="mt-3">
                Changed your mind?{' '}
                <Link to="/newsletter" className="underline underline-offset-2">
                  Subscribe again
                </Link>{' '}
                at any time.
              </p>
            </Panel>
          )}
          {outcome.kind === 'invalid' && (
            <Panel title="This unsubscribe link does not work" tone="bad">
              <p>{outcome.text}</p>
              <p className="mt-3">
                Open the link from the newsletter e-mail again, copying all of it, or write to{' '}
                <a href={`mailto:${contactEmail}`} className="underline underline-offset-2">
                  {contactEmail}
                </a>{' '}
                and we will take you off the list.
              </p>
            </Panel>
          )}
          {outcome.kind === 'failed' && (
            <Panel title="We could not unsubscribe you just now" tone="bad">
              <p>{outcome.text}</p>
              <Button className="mt-4" onClick={() => void query.refetch()}>
                Try again
              </Button>
            </Panel>
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
