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
import { contractResolver, showServerErrors } from '../../lib/contract-form';
import { formErrorMessage } from '../../lib/form-error';
import { subscribe } from './api/subscribe';

const BENEFITS = [
  { title: 'Budget and rule changes', text: 'What changed, from when, and who it affects.' },
  { title: 'Deadline reminders', text: 'Advance-tax instalments, return due dates, TDS dates.' },
  { title: 'Tax-saving ideas', text: 'Deductions and exemptions you may be missing.' },
];

/**
 * /newsletter: e-mail form, then the "Welcome to Our Community!" panel telling the visitor to
 * open the confirmation link the server mailed (the address is pending until then).
 */
export default function NewsletterPage() {
  const form = useForm<{ email: string }, unknown, SubscribeRequest>({
    resolver: contractResolver(() =>
      import('@taxguide/contracts/forms').then((m) => m.SubscribeRequestSchema),
    ),
    defaultValues: { email: '' },
  });
  // The server's "check your inbox" message once the address is recorded (pending until the
  // mailed link is opened); null while the form is shown.
  const [pending, setPending] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: subscribe,
    onSuccess: ({ message }) => {
      setPending(message);
      form.reset({ email: '' });
      toast({ title: 'Check your inbox', description: message });
    },
    onError: (error) => {
      showServerErrors(error, form);
      toast({
        title: 'Subscription failed',
        description: formErrorMessage(error, 'Failed to subscribe'),
        variant: 'destructive',
      });
    },
  });

  // An address the contract refuses is named under the field, and nothing is sent.
  const handleSubmit = form.handleSubmit((request) => {
    if (!mutation.isPending) mutation.mutate(request);
  });

  return (
    <>
      <Head
        title="Tax Tips Newsletter"
        description="Subscribe to a free newsletter with Indian income tax updates, deadline reminders and tax-saving tips. Unsubscribe at any time."
        path="/newsletter"
        keywords={['tax newsletter', 'income tax updates', 'tax deadlines', 'tax saving tips']}
      />
      <div className="mx-auto max-w-4xl px-4 py-12 sm:px-6 sm:py-16">
        <div className="text-center">
          <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
            Newsletter
          </h1>
          <p className="mt-3 text-xl font-medium text-slate-800">Stay ahead of tax changes</p>
          <p className="mt-3 text-lg text-slate-700">
            A short e-mail with Indian income tax updates, deadlines and tax-saving tips. Free, and
            you can unsubscribe at any time.
          </p>
        </div>

        <ul className="mt-10 grid gap-4 sm:grid-cols-3">
          {BENEFITS.map((b) => (
            <li key={b.title} className="rounded-lg border border-slate-200 bg-white p-4">
              <p className="font-semibold text-slate-900">{b.title}</p>
              <p className="mt-1 text-sm text-slate-600">{b.text}</p>
            </li>
          ))}
        </ul>

        <div className="mx-auto mt-10 max-w-xl">
          {pending !== null ? (
            <Card role="status" className="border-emerald-200 bg-emerald-50 text-center">
              <CardHeader>
                <CardTitle className="text-emerald-900">Welcome to Our Community!</CardTitle>
                <CardDescription className="text-emerald-900">
                  <strong className="block font-semibold">{pending}</strong>
                  <span className="mt-2 block">
                    No e-mail? Look in the spam folder, or subscribe again in a few minutes. Every
                    e-mail carries a link to unsubscribe in one click.
                  </span>
                </CardDescription>
              </CardHeader>
              <CardContent className="flex flex-wrap justify-center gap-3">
                <Link to="/pdf-download" className={buttonClasses({ variant: 'primary' })}>
                  Get the free PDF guide
                </Link>
                <Link to="/calculators" className={buttonClasses({ variant: 'outline' })}>
                  Try the calculators
                </Link>
              </CardContent>
            </Card>
          ) : (
            <Card>
              <CardHeader>
                <CardTitle>Subscribe</CardTitle>
                <CardDescription>We send it a few times a month at most.</CardDescription>
              </CardHeader>
              <CardContent>
                <form
                  onSubmit={(event) => void handleSubmit(event)}
                  aria-label="Subscribe to the newsletter"
                  aria-busy={mutation.isPending}
                  className="flex flex-col gap-3 sm:flex-row sm:items-start"
                >
                  <FormField
                    form={form}
                    name="email"
                    label="Email address"
                    className="flex-1"
                    type="email"
                    autoComplete="email"
                    inputMode="email"
                    placeholder="you@example.com"
                    required
                  />
                  <Button type="submit" disabled={mutation.isPending} className="sm:mt-7">
                    {mutation.isPending ? 'Subscribing...' : 'Subscribe'}
                  </Button>
                </form>
                <p className="mt-3 text-xs text-slate-600">
                  We never share your address. See our{' '}
                  <Link to="/privacy" className="underline underline-offset-2">
                    privacy policy
                  </Link>
                  .
                </p>
              </CardContent>
            </Card>
          )}
        </div>
      </div>
    </>
  );
}
