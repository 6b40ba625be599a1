import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { useForm, type FieldErrors, type Resolver, type ResolverError } from 'react-hook-form';
import { Link } from 'wouter';
import { useSiteConfig } from '../../app/site-config';
import { Button } from '../../components/ui/button';
import { FormField } from '../../components/ui/form-field';
import { toast } from '../../components/ui/use-toast';
import { useCatalog } from '../../i18n/i18n';
import { useLocale } from '../../i18n/use-locale';
import { contractResolver } from '../../lib/contract-form';
import { saveFile } from '../../lib/save-file';
import { createLead } from './api/create-lead';
import { downloadGuide } from './api/download-guide';
import { subscribe } from './api/subscribe';
import {
  checkInboxMessage,
  failureMessage,
  localizedResolver,
  showLocalizedServerErrors,
  withLang,
} from './messages';

interface SignupFields {
  email: string;
  consent: boolean;
}
const EMPTY: SignupFields = { email: '', consent: false };

const checkEmail = contractResolver<{ email: string }, { email: string }>(() =>
  import('@taxguide/contracts/forms').then((m) => m.PdfDownloadRequestSchema.pick({ email: true })),
);

/**
 * The address by the contract of the calls it is sent to, its message in the page's language;
 * the consent box stays in the page.
 */
const signupResolver =
  (i18n: I18n): Resolver<SignupFields, unknown, SignupFields> =>
  async ({ email, consent }, context, options) => {
    const result = await localizedResolver(checkEmail, i18n)({ email }, context, options as never);
    if ('email' in result.values) {
      return { values: { email: result.values.email, consent }, errors: {} };
    }
    const refused: ResolverError<SignupFields> = {
      values: {},
      errors: result.errors as FieldErrors<SignupFields>,
    };
    return refused;
  };

/** idle → processing (lead, subscription) → downloading → idle, reset on success. */
export type SignupState = 'idle' | 'processing' | 'downloading';

const BUTTON_LABEL = {
  idle: msg`Get the Free PDF Guide`,
  processing: msg`Processing...`,
  downloading: msg`Downloading...`,
} satisfies Record<SignupState, unknown>;

/**
 * The home page's newsletter PDF signup: e-mail and consent, then
 * in order: record the lead, subscribe (any failure ignored: treated as already subscribed),
 * download the guide and save it under the brand's file name, then reset the form.
 */
export function HomePdfSignup() {
  // The island's messages load with its code, not with the home page.
  useCatalog('forms');
  const { siteName } = useSiteConfig();
  const { i18n } = useLingui();
  const lang = useLocale();
  // The form is an island (home-island.tsx): it hydrates when its code arrives, which can be
  // after the visitor has typed an address or ticked the box in the server's HTML; each control
  // has its default in the HTML, so react-hook-form sees the change and keeps it.
  const form = useForm<SignupFields, unknown, SignupFields>({
    resolver: signupResolver(i18n),
    defaultValues: EMPTY,
  });
  // The button follows the box: enabled once it is ticked.
  const [agreed, setAgreed] = useState(false);
  useEffect(
    () =>
      form.subscribe({
        name: 'consent',
        formState: { values: true },
        callback: ({ values }) => setAgreed(values.consent === true),
      }),
    [form],
  );
  const formRef = useRef<HTMLFormElement>(null);
  // Hydration keeps what the server's HTML holds (an address typed, the box ticked) on screen
  // without telling the form: read both once into it, so the button enables.
  useEffect(() => {
    const fields = formRef.current?.elements;
    const typed = fields?.namedItem('email');
    const ticked = fields?.namedItem('consent');
    if (typed instanceof HTMLInputElement && typed.value) form.setValue('email', typed.value);
    if (ticked instanceof HTMLInputElement && ticked.checked) {
      form.setValue('consent', true);
      setAgreed(true);
    }
  }, [form]);
  const [state, setState] = useState<SignupState>('idle');
  // The server's "check your inbox" answer: the subscription waits for the mailed link.
  const [inboxNote, setInboxNote] = useState<string | null>(null);
  const busy = state !== 'idle';

  async function signUp({ email: address, consent }: SignupFields) {
    if (busy) return;
    if (!consent) {
      toast({
        title: i18n._(msg`Agreement Required`),
        description: i18n._(msg`Please agree to receive tax tips and updates via email`),
        variant: 'destructive',
      });
      return;
    }

    setState('processing');
    setInboxNote(null);
    try {
      await createLead(withLang({ email: address, source: 'newsletter_pdf' as const }, lang));
    } catch (error) {
      showLocalizedServerErrors(error, form, i18n);
      toast({
        title: i18n._(msg`Error`),
        description: failureMessage(
          error,
          i18n._(msg`Failed to process request. Please try again.`),
          i18n,
        ),
        variant: 'destructive',
      });
      setState('idle');
      return;
    }
    let note: string | null = null;
    try {
      note = checkInboxMessage(
        (await subscribe(withLang({ email: address, source: 'newsletter_pdf' as const }, lang)))
          .message,
        i18n,
      );
    } catch {
      // A failed subscription here is treated as "already subscribed"; the lead is saved.
    }

    setState('downloading');
    try {
      saveFile(await downloadGuide(withLang({ email: address }, lang), siteName));
    } catch {
      toast({
        title: i18n._(msg`Download Failed`),
        description: i18n._(msg`Please contact support or try again later.`),
        variant: 'destructive',
      });
      setState('idle');
      setInboxNote(note);
      return;
    }
    toast({
      title: i18n._(msg`Success!`),
      description:
        lang === 'en'
          ? i18n._(msg`Your PDF guide is downloading now. Welcome to our tax-smart community!`)
          : i18n._(
              msg`Your PDF guide is downloading now; the guide is in English for now. Welcome to our tax-smart community!`,
            ),
    });
    form.reset(EMPTY);
    setState('idle');
    setInboxNote(note);
  }

  const handleSubmit = form.handleSubmit(signUp, (errors) => {
    // A blank address is said in a toast too (as before the field's own message).
    if (errors.email && !form.getValues('email').trim()) {
      toast({
        title: i18n._(msg`Email Required`),
        description: i18n._(msg`Please enter your email address`),
        variant: 'destructive',
      });
    }
  });

  return (
    <form
      ref={formRef}
      onSubmit={(event) => void handleSubmit(event)}
      aria-label={i18n._(msg`Get the free PDF guide`)}
      aria-busy={busy}
      className="mx-auto mt-8 max-w-xl rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <ul className="mb-5 grid gap-1.5 text-sm text-slate-700 sm:grid-cols-2">
        <li>
          <Trans>✓ 50 key sections in plain language</Trans>
        </li>
        <li>
          <Trans>✓ Key limits and worked examples</Trans>
        </li>
        <li>
          <Trans>✓ Old and new Act numbers</Trans>
        </li>
        <li>
          <Trans>✓ Tax tips and deadline reminders</Trans>
        </li>
      </ul>
      <FormField
        form={form}
        name="email"
        label={i18n._(msg`Email address`)}
        type="email"
        autoComplete="email"
        inputMode="email"
        placeholder="you@example.com"
        disabled={busy}
      />
      <FormField
        form={form}
        name="consent"
        type="checkbox"
        className="mt-4"
        label={i18n._(
          msg`I agree to receive tax tips and updates via email. You can unsubscribe at any time with the link in every e-mail.`,
        )}
        disabled={busy}
      />
      <Button type="submit" size="lg" className="mt-5 w-full" disabled={!agreed || busy}>
        {i18n._(BUTTON_LABEL[state])}
      </Button>
      {inboxNote ? (
        <p
          role="status"
          className="mt-4 rounded-md border border-emerald-200 bg-emerald-50 p-3 text-sm text-emerald-900"
        >
          {inboxNote}
        </p>
      ) : null}
      <p className="mt-3 text-center text-xs text-slate-500">
        <Trans>
          We never share your address. See our{' '}
          <Link to="/privacy" className="underline underline-offset-2">
            privacy policy
          </Link>
          .
        </Trans>
      </p>
    </form>
  );
}
