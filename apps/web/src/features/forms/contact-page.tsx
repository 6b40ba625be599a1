import {
  CONTACT_CATEGORIES,
  EMAIL_MAX_LENGTH,
  MESSAGE_MAX_LENGTH,
  NAME_MAX_LENGTH,
  SUBJECT_MAX_LENGTH,
  type ContactCategory,
} from '@taxguide/contracts/form-fields';
import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
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
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { Select } from '../../components/ui/select';
import { Textarea } from '../../components/ui/textarea';
import { toast } from '../../components/ui/use-toast';
import { sendContactMessage } from './api/send-contact-message';
import { formErrorMessage } from '../../lib/form-error';

interface Fields {
  name: string;
  email: string;
  subject: string;
  category: ContactCategory | '';
  message: string;
}

const EMPTY: Fields = { name: '', email: '', subject: '', category: '', message: '' };

/** /contact: five required fields; a reply promised within 24 hours. */
export default function ContactPage() {
  const { contactEmail } = useSiteConfig();
  const [fields, setFields] = useState<Fields>(EMPTY);
  const ids = {
    name: useId(),
    email: useId(),
    subject: useId(),
    category: useId(),
    message: useId(),
  };
  const set = (field: keyof Fields) => (value: string) =>
    setFields((f) => ({ ...f, [field]: value }));

  const mutation = useMutation({
    mutationFn: sendContactMessage,
    onSuccess: () => {
      toast({
        title: 'Message Sent!',
        description: "Thank you for contacting us. We'll get back to you within 24 hours.",
      });
      setFields(EMPTY);
    },
    onError: (error) => {
      toast({
        title: 'Error',
        description: formErrorMessage(error, 'Failed to submit contact form'),
        variant: 'destructive',
      });
    },
  });

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (mutation.isPending) return;
    const trimmed = {
      name: fields.name.trim(),
      email: fields.email.trim(),
      subject: fields.subject.trim(),
      message: fields.message.trim(),
    };
    if (
      !trimmed.name ||
      !trimmed.email ||
      !trimmed.subject ||
      !fields.category ||
      !trimmed.message
    ) {
      toast({
        title: 'Validation Error',
        description: 'Please fill in all required fields.',
        variant: 'destructive',
      });
      return;
    }
    mutation.mutate({ ...trimmed, category: fields.category });
  }

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
                onSubmit={handleSubmit}
                aria-label="Contact form"
                aria-busy={sending}
                className="grid gap-4 sm:grid-cols-2"
              >
                <div className="flex flex-col gap-2">
                  <Label htmlFor={ids.name}>Name</Label>
                  <Input
                    id={ids.name}
                    name="name"
                    autoComplete="name"
                    required
                    maxLength={NAME_MAX_LENGTH}
                    value={fields.name}
                    onChange={(e) => set('name')(e.target.value)}
                  />
                </div>
                <div className="flex flex-col gap-2">
                  <Label htmlFor={ids.email}>Email</Label>
                  <Input
                    id={ids.email}
                    type="email"
                    name="email"
                    autoComplete="email"
                    inputMode="email"
                    required
                    maxLength={EMAIL_MAX_LENGTH}
                    value={fields.email}
                    onChange={(e) => set('email')(e.target.value)}
                  />
                </div>
                <div className="flex flex-col gap-2">
                  <Label htmlFor={ids.subject}>Subject</Label>
                  <Input
                    id={ids.subject}
                    name="subject"
                    required
                    maxLength={SUBJECT_MAX_LENGTH}
                    value={fields.subject}
                    onChange={(e) => set('subject')(e.target.value)}
                  />
                </div>
                <div className="flex flex-col gap-2">
                  <Label htmlFor={ids.category}>Category</Label>
                  <Select
                    id={ids.category}
                    name="category"
                    required
                    value={fields.category}
                    onChange={(e) => set('category')(e.target.value)}
                  >
                    <option value="" disabled>
                      Select a category
                    </option>
                    {CONTACT_CATEGORIES.map((c) => (
                      <option key={c.value} value={c.value}>
                        {c.label}
                      </option>
                    ))}
                  </Select>
                </div>
                <div className="flex flex-col gap-2 sm:col-span-2">
                  <Label htmlFor={ids.message}>Message</Label>
                  <Textarea
                    id={ids.message}
                    name="message"
                    rows={6}
                    required
                    maxLength={MESSAGE_MAX_LENGTH}
                    value={fields.message}
                    onChange={(e) => set('message')(e.target.value)}
                  />
                </div>
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
