import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import type { SubscribeRequest } from '@taxguide/contracts/forms';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'wouter';
import { Head } from '../../app/head';
import { Button, buttonClasses } from '../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../components/ui/card';
import { FormField } from '../../components/ui/form-field';
import { toast } from '../../components/ui/use-toast';
import { useLocale } from '../../i18n/use-locale';
import { contractResolver } from '../../lib/contract-form';
import { subscribe } from './api/subscribe';
import {
  checkInboxMessage,
  failureMessage,
  localizedResolver,
  showLocalizedServerErrors,
  withLang,
} from './messages';

const BENEFITS = [
  {
    title: msg`Budget and rule changes`,
    text: msg`What changed, from when, and who it affects.`,
  },
  {
    title: msg`Deadline reminders`,
    text: msg`Advance-tax instalments, return due dates, TDS dates.`,
  },
  { title: msg`Tax-saving ideas`, text: msg`Deductions and exemptions you may be missing.` },
];

/**
 * /newsletter: e-mail form, then the "Welcome to Our Community!" panel telling the visitor to
 * open the confirmation link the server mailed (the address is pending until then).
 */
export default function NewsletterPage() {
  const { i18n } = useLingui();
  const lang = useLocale();
  const form = useForm<{ email: string }, unknown, SubscribeRequest>({
    resolver: localizedResolver(
      contractResolver<{ email: string }, SubscribeRequest>(() =>
        import('@taxguide/contracts/forms').then((m) => m.SubscribeRequestSchema),
      ),
      i18n,
    ),
    defaultValues: { email: '' },
  });
  // The server's "check your inbox" message once the address is recorded (pending until the
  // mailed link is opened); null while the form is shown.
  const [pending, setPending] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: subscribe,
    onSuccess: (answer) => {
      const message = checkInboxMessage(answer.message, i18n);
      setPending(message);
      form.reset({ email: '' });
      toast({ title: i18n._(msg`Check your inbox`), description: message });
    },
    onError: (error) => {
      showLocalizedServerErrors(error, form, i18n);
      toast({
        title: i18n._(msg`Subscription failed`),
        description: failureMessage(error, i18n._(msg`Failed to subscribe`), i18n),
        variant: 'destructive',
      });
    },
  });

  // An address the contract refuses is named under the field, and nothing is sent.
  const handleSubmit = form.handleSubmit((request) => {
    if (!mutation.isPending) mutation.mutate(withLang(request, lang));
  });

  return (
    <>
      <Head
        title={i18n._(msg`Tax Tips Newsletter`)}
        description={i18n._(
          msg`Subscribe to a free newsletter with Indian income tax updates, deadline reminders and tax-saving tips. Unsubscribe at any time.`,
        )}
        path="/newsletter"
        keywords={['tax newsletter', 'income tax updates', 'tax deadlines', 'tax saving tips']}
      />
      <div className="mx-auto max-w-4xl px-4 py-12 sm:px-6 sm:py-16">
        <div className="text-center">
          <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
            <Trans>Newsletter</Trans>
          </h1>
          <p className="mt-3 text-xl font-medium text-slate-800">
            <Trans>Stay ahead of tax changes</Trans>
          </p>
          <p className="mt-3 text-lg text-slate-700">
            <Trans>
              A short e-mail with Indian income tax updates, deadlines and tax-saving tips. Free,
              and you can unsubscribe at any time.
            </Trans>
          </p>
        </div>

        <ul className="mt-10 grid gap-4 sm:grid-cols-3">
          {BENEFITS.map((b) => (
            <li key={b.title.id} className="rounded-lg border border-slate-200 bg-white p-4">
              <p className="font-semibold text-slate-900">{i18n._(b.title)}</p>
              <p className="mt-1 text-sm text-slate-600">{i18n._(b.text)}</p>
            </li>
          ))}
        </ul>

        <div className="mx-auto mt-10 max-w-xl">
          {pending !== null ? (
            <Card role="status" className="border-emerald-200 bg-emerald-50 text-center">
              <CardHeader>
                <CardTitle className="text-emerald-900">
                  <Trans>Welcome to Our Community!</Trans>
                </CardTitle>
                <CardDescription className="text-emerald-900">
                  <strong className="block font-semibold">{pending}</strong>
                  <span className="mt-2 block">
                    <Trans>
                      No e-mail? Look in the spam folder, or subscribe again in a few minutes. Every
                      e-mail carries a link to unsubscribe in one click.
                    </Trans>
                  </span>
                </CardDescription>
              </CardHeader>
              <CardContent className="flex flex-wrap justify-center gap-3">
                <Link to="/pdf-download" className={buttonClasses({ variant: 'primary' })}>
                  <Trans>Get the free PDF guide</Trans>
                </Link>
                <Link to="/calculators" className={buttonClasses({ variant: 'outline' })}>
                  <Trans>Try the calculators</Trans>
                </Link>
              </CardContent>
            </Card>
          ) : (
            <Card>
              <CardHeader>
                <CardTitle>
                  <Trans>Subscribe</Trans>
                </CardTitle>
                <CardDescription>
                  <Trans>We send it a few times a month at most.</Trans>
                </CardDescription>
              </CardHeader>
              <CardContent>
                <form
                  onSubmit={(event) => void handleSubmit(event)}
                  aria-label={i18n._(msg`Subscribe to the newsletter`)}
                  aria-busy={mutation.isPending}
                  className="flex flex-col gap-3 sm:flex-row sm:items-start"
                >
                  <FormField
                    form={form}
                    name="email"
                    label={i18n._(msg`Email address`)}
                    className="flex-1"
                    type="email"
                    autoComplete="email"
                    inputMode="email"
                    placeholder="you@example.com"
                    required
                  />
                  <Button type="submit" disabled={mutation.isPending} className="sm:mt-7">
                    {mutation.isPending ? <Trans>Subscribing...</Trans> : <Trans>Subscribe</Trans>}
                  </Button>
                </form>
                <p className="mt-3 text-xs text-slate-600">
                  <Trans>
                    We never share your address. See our{' '}
                    <Link to="/privacy" className="underline underline-offset-2">
                      privacy policy
                    </Link>
                    .
                  </Trans>
                </p>
              </CardContent>
            </Card>
          )}
        </div>
      </div>
    </>
  );
}
