import {
  CONTACT_CATEGORIES,
  EMAIL_MAX_LENGTH,
  MESSAGE_MAX_LENGTH,
  NAME_MAX_LENGTH,
  SUBJECT_MAX_LENGTH,
} from '@taxguide/contracts/form-fields';
import type { ContactRequest } from '@taxguide/contracts/forms';
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
import { contractResolver, showServerErrors } from '../../lib/contract-form';
import { formErrorMessage } from '../../lib/form-error';
import { sendContactMessage } from './api/send-contact-message';

/** What the form holds: the category starts unchosen. */
type Fields = Record<keyof ContactRequest, string>;

const EMPTY: Fields = { name: '', email: '', subject: '', category: '', message: '' };

/** /contact: five required fields; a reply promised within 24 hours. */
export default function ContactPage() {
  const { contactEmail } = useSiteConfig();
  const form = useForm<Fields, unknown, ContactRequest>({
    resolver: contractResolver(() =>
      import('@taxguide/contracts/forms').then((m) => m.ContactRequestSchema),
    ),
    defaultValues: EMPTY,
  });

  const mutation = useMutation({
    mutationFn: sendContactMessage,
    onSuccess: () => {
      toast({
        title: 'Message Sent!',
        description: "Thank you for contacting us. We'll get back to you within 24 hours.",
      });
      form.reset(EMPTY);
    },
    onError: (error) => {
      showServerErrors(error, form);
      toast({
        title: 'Error',
        description: formErrorMessage(error, 'Failed to submit contact form'),
        variant: 'destructive',
      });
    },
  });

  const handleSubmit = form.handleSubmit(
    (request) => {
      if (!mutation.isPending) mutation.mutate(request);
    },
    // Each field says what is wrong with it; the toast says the form was not sent.
    () =>
      toast({
        title: 'Validation Error',
        description: 'Please fill in all required fields.',
        variant: 'destructive',
      }),
  );

  const sending = mutation.isPending;
  return (
    <>
      <Head
        title="Contact Us"
        description="Questions, feedback or a correction about our Indian income tax guides and calculators? Write to us; we reply within 24 hours."
        path="/contact"
        keywords={['contact TaxGuide', 'income tax question', 'feedback', 'tax calculator support']}
      />
      <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6 sm:py-16">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">Contact Us</h1>
        <p className="mt-4 max-w-3xl text-lg text-slate-700">
          A question about a section, a calculator that looks wrong, or an idea for a guide? Send us
          a message and we&apos;ll get back to you within 24 hours.
        </p>

        <div className="mt-10 grid gap-8 lg:grid-cols-3">
          <Card className="lg:col-span-2">
            <CardHeader>
              <CardTitle>Send us a message</CardTitle>
              <CardDescription>All fields are required.</CardDescription>
            </CardHeader>
            <CardContent>
              <form
                onSubmit={(event) => void handleSubmit(event)}
                aria-label="Contact form"
                aria-busy={sending}
                className="grid gap-4 sm:grid-cols-2"
              >
                <FormField
                  form={form}
                  name="name"
                  label="Name"
                  autoComplete="name"
                  required
                  maxLength={NAME_MAX_LENGTH}
                />
                <FormField
                  form={form}
                  name="email"
                  label="Email"
                  type="email"
                  autoComplete="email"
                  inputMode="email"
                  required
                  maxLength={EMAIL_MAX_LENGTH}
                />
                <FormField
                  form={form}
                  name="subject"
                  label="Subject"
                  required
                  maxLength={SUBJECT_MAX_LENGTH}
                />
                <FormField form={form} name="category" label="Category" as="select" required>
                  <option value="" disabled>
                    Select a category
                  </option>
                  {CONTACT_CATEGORIES.map((c) => (
                    <option key={c.value} value={c.value}>
                      {c.label}
                    </option>
                  ))}
                </FormField>
                <FormField
                  form={form}
                  name="message"
                  label="Message"
                  as="textarea"
                  className="sm:col-span-2"
                  rows={6}
                  required
                  maxLength={MESSAGE_MAX_LENGTH}
                />
                <div className="sm:col-span-2">
                  <Button type="submit" size="lg" disabled={sending}>
                    {sending ? 'Sending...' : 'Send Message'}
                  </Button>
                </div>
              </form>
            </CardContent>
          </Card>

          <div className="flex flex-col gap-4">
            <Card>
              <CardHeader>
                <CardTitle as="h2">Reply within 24 hours</CardTitle>
                <CardDescription>
                  We read every message and answer within 24 hours, usually sooner.
                </CardDescription>
              </CardHeader>
            </Card>
            <Card>
              <CardHeader>
                <CardTitle as="h2">Prefer e-mail?</CardTitle>
                <CardDescription>
                  Write to{' '}
                  <a href={`mailto:${contactEmail}`} className="underline underline-offset-2">
                    {contactEmail}
                  </a>
                  .
                </CardDescription>
              </CardHeader>
            </Card>
            <Card>
              <CardHeader>
                <CardTitle as="h2">Looking for an answer now?</CardTitle>
                <CardDescription>
                  The{' '}
                  <Link to="/faq" className="underline underline-offset-2">
                    FAQ
                  </Link>{' '}
                  and the{' '}
                  <Link to="/sections" className="underline underline-offset-2">
                    tax sections
                  </Link>{' '}
                  may already have it. We cannot give personal tax advice.
                </CardDescription>
              </CardHeader>
            </Card>
          </div>
        </div>
      </div>
    </>
  );
}
