import {
  CONTACT_CATEGORIES,
  type ContactCategory,
  EMAIL_MAX_LENGTH,
  MESSAGE_MAX_LENGTH,
  NAME_MAX_LENGTH,
  SUBJECT_MAX_LENGTH,
} from '@taxguide/contracts/form-fields';
import type { ContactRequest } from '@taxguide/contracts/forms';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Link } from 'wouter';
import { Head } from '../../app/head';
import { useSiteConfig } from '../../app/site-config';
import { Button } from '../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../components/ui/card';
import { FormField } from '../../components/ui/form-field';
import { toast } from '../../components/ui/use-toast';
import { contractResolver } from '../../lib/contract-form';
import { useLocale } from '../../i18n/use-locale';
import { sendContactMessage } from './api/send-contact-message';
import { failureMessage, localizedResolver, showLocalizedServerErrors, withLang } from './messages';

/** What the form holds: the category starts unchosen; the language is the page's. */
type Fields = Record<Exclude<keyof ContactRequest, 'lang'>, string>;

/** The categories' labels in the page's language (the contract's labels are the English). */
const CATEGORY_LABELS: Record<ContactCategory, MessageDescriptor> = {
  general: msg`General Question`,
  'tax-law': msg`Tax Law Inquiry`,
  calculator: msg`Calculator Issue`,
  website: msg`Website Feedback`,
  content: msg`Content Suggestion`,
  technical: msg`Technical Support`,
  partnership: msg`Partnership/Business`,
};

const EMPTY: Fields = { name: '', email: '', subject: '', category: '', message: '' };

/** /contact: five required fields; a reply promised within 24 hours. */
export default function ContactPage() {
  const { contactEmail } = useSiteConfig();
  const { i18n } = useLingui();
  const lang = useLocale();
  const form = useForm<Fields, unknown, ContactRequest>({
    resolver: localizedResolver(
      contractResolver<Fields, ContactRequest>(() =>
        import('@taxguide/contracts/forms').then((m) => m.ContactRequestSchema),
      ),
      i18n,
    ),
    defaultValues: EMPTY,
  });

  const mutation = useMutation({
    mutationFn: sendContactMessage,
    onSuccess: () => {
      toast({
        title: i18n._(msg`Message Sent!`),
        description: i18n._(
          msg`Thank you for contacting us. We'll get back to you within 24 hours.`,
        ),
      });
      form.reset(EMPTY);
    },
    onError: (error) => {
      showLocalizedServerErrors(error, form, i18n);
      toast({
        title: i18n._(msg`Error`),
        description: failureMessage(error, i18n._(msg`Failed to submit contact form`), i18n),
        variant: 'destructive',
      });
    },
  });

  const handleSubmit = form.handleSubmit(
    (request) => {
      if (!mutation.isPending) mutation.mutate(withLang(request, lang));
    },
    // Each field says what is wrong with it; the toast says the form was not sent.
    () =>
      toast({
        title: i18n._(msg`Validation Error`),
        description: i18n._(msg`Please fill in all required fields.`),
        variant: 'destructive',
      }),
  );

  const sending = mutation.isPending;
  return (
    <>
      <Head
        title={i18n._(msg`Contact Us`)}
        description={i18n._(
          msg`Questions, feedback or a correction about our Indian income tax guides and calculators? Write to us; we reply within 24 hours.`,
        )}
        path="/contact"
        keywords={['contact TaxGuide', 'income tax question', 'feedback', 'tax calculator support']}
      />
      <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6 sm:py-16">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
          <Trans>Contact Us</Trans>
        </h1>
        <p className="mt-4 max-w-3xl text-lg text-slate-700">
          <Trans>
            A question about a section, a calculator that looks wrong, or an idea for a guide? Send
            us a message and we&apos;ll get back to you within 24 hours.
          </Trans>
        </p>

        <div className="mt-10 grid gap-8 lg:grid-cols-3">
          <Card className="lg:col-span-2">
            <CardHeader>
              <CardTitle>
                <Trans>Send us a message</Trans>
              </CardTitle>
              <CardDescription>
                <Trans>All fields are required.</Trans>
              </CardDescription>
            </CardHeader>
            <CardContent>
              <form
                onSubmit={(event) => void handleSubmit(event)}
                aria-label={i18n._(msg`Contact form`)}
                aria-busy={sending}
                className="grid gap-4 sm:grid-cols-2"
              >
                <FormField
                  form={form}
                  name="name"
                  label={i18n._(msg`Name`)}
                  autoComplete="name"
                  required
                  maxLength={NAME_MAX_LENGTH}
                />
                <FormField
                  form={form}
                  name="email"
                  label={i18n._(msg`Email`)}
                  type="email"
                  autoComplete="email"
                  inputMode="email"
                  required
                  maxLength={EMAIL_MAX_LENGTH}
                />
                <FormField
                  form={form}
                  name="subject"
                  label={i18n._(msg`Subject`)}
                  required
                  maxLength={SUBJECT_MAX_LENGTH}
                />
                <FormField
                  form={form}
                  name="category"
                  label={i18n._(msg`Category`)}
                  as="select"
                  required
                >
                  <option value="" disabled>
                    {i18n._(msg`Select a category`)}
                  </option>
                  {CONTACT_CATEGORIES.map((c) => (
                    <option key={c.value} value={c.value}>
                      {i18n._(CATEGORY_LABELS[c.value])}
                    </option>
                  ))}
                </FormField>
                <FormField
                  form={form}
                  name="message"
                  label={i18n._(msg`Message`)}
                  as="textarea"
                  className="sm:col-span-2"
                  rows={6}
                  required
                  maxLength={MESSAGE_MAX_LENGTH}
                />
                <div className="sm:col-span-2">
                  <Button type="submit" size="lg" disabled={sending}>
                    {sending ? <Trans>Sending...</Trans> : <Trans>Send Message</Trans>}
                  </Button>
                </div>
              </form>
            </CardContent>
          </Card>

          <div className="flex flex-col gap-4">
            <Card>
              <CardHeader>
                <CardTitle as="h2">
                  <Trans>Reply within 24 hours</Trans>
                </CardTitle>
                <CardDescription>
                  <Trans>We read every message and answer within 24 hours, usually sooner.</Trans>
                </CardDescription>
              </CardHeader>
            </Card>
            <Card>
              <CardHeader>
                <CardTitle as="h2">
                  <Trans>Prefer e-mail?</Trans>
                </CardTitle>
                <CardDescription>
                  <Trans>
                    Write to{' '}
                    <a href={`mailto:${contactEmail}`} className="underline underline-offset-2">
                      {contactEmail}
                    </a>
                    .
                  </Trans>
                </CardDescription>
              </CardHeader>
            </Card>
            <Card>
              <CardHeader>
                <CardTitle as="h2">
                  <Trans>Looking for an answer now?</Trans>
                </CardTitle>
                <CardDescription>
                  <Trans>
                    The{' '}
                    <Link to="/faq" className="underline underline-offset-2">
                      FAQ
                    </Link>{' '}
                    and the{' '}
                    <Link to="/sections" className="underline underline-offset-2">
                      tax sections
                    </Link>{' '}
                    may already have it. We cannot give personal tax advice.
                  </Trans>
                </CardDescription>
              </CardHeader>
            </Card>
          </div>
        </div>
      </div>
    </>
  );
}
