import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useSiteConfig } from '../../app/site-config';
import { Button } from '../../components/ui/button';
import { Checkbox } from '../../components/ui/checkbox';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { toast } from '../../components/ui/use-toast';
import { createLead } from './api/create-lead';
import { saveFile } from '../../lib/save-file';
import { downloadGuide } from './api/download-guide';
import { subscribe } from './api/subscribe';
import { formErrorMessage } from '../../lib/form-error';

/** idle → processing (lead, subscription) → downloading → idle, reset on success. */
export type SignupState = 'idle' | 'processing' | 'downloading';

const BUTTON_LABEL: Record<SignupState, string> = {
  idle: 'Get the Free PDF Guide',
  processing: 'Processing...',
  downloading: 'Downloading...',
};

/**
 * The home page's newsletter PDF signup: e-mail and consent, then
 * in order: record the lead, subscribe (any failure ignored: treated as already subscribed),
 * download the guide and save it under the brand's file name, then reset the form.
 */
export function HomePdfSignup() {
  const { siteName } = useSiteConfig();
  const [email, setEmail] = useState('');
  const [agreed, setAgreed] = useState(false);
  const [state, setState] = useState<SignupState>('idle');
  // The server's "check your inbox" answer: the subscription waits for the mailed link.
  const [inboxNote, setInboxNote] = useState<string | null>(null);
  const emailId = useId();
  const consentId = useId();
  const busy = state !== 'idle';
  const formRef = useRef<HTMLFormElement>(null);

  // The form is an island (home-island.tsx): it hydrates when its code arrives, which can be
  // after the visitor has typed an address or ticked the box in the server's HTML. Keep both.
  useEffect(() => {
    const fields = formRef.current?.elements;
    const typed = fields?.namedItem('email');
    const ticked = fields?.namedItem('consent');
    if (typed instanceof HTMLInputElement && typed.value) setEmail(typed.value);
    if (ticked instanceof HTMLInputElement && ticked.checked) setAgreed(true);
  }, []);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const address = email.trim();
    if (!address) {
      toast({
        title: 'Email Required',
        description: 'Please enter your email address',
        variant: 'destructive',
      });
      return;
    }
    if (!agreed) {
      toast({
        title: 'Agreement Required',
        description: 'Please agree to receive tax tips and updates via email',
        variant: 'destructive',
      });
      return;
    }

    setState('processing');
    setInboxNote(null);
    try {
      await createLead({ email: address, source: 'newsletter_pdf' });
    } catch (error) {
      toast({
        title: 'Error',
        description: formErrorMessage(error, 'Failed to process request. Please try again.'),
        variant: 'destructive',
      });
      setState('idle');
      return;
    }
    let note: string | null = null;
    try {
      note = (await subscribe({ email: address, source: 'newsletter_pdf' })).message;
    } catch {
      // A failed subscription here is treated as "already subscribed"; the lead is saved.
    }

    setState('downloading');
    try {
      saveFile(await downloadGuide({ email: address }, siteName));
    } catch {
      toast({
        title: 'Download Failed',
        description: 'Please contact support or try again later.',
        variant: 'destructive',
      });
      setState('idle');
      setInboxNote(note);
      return;
    }
    toast({
      title: 'Success!',
      description: 'Your PDF guide is downloading now. Welcome to our tax-smart community!',
    });
    setEmail('');
    setAgreed(false);
    setState('idle');
    setInboxNote(note);
  }

  return (
    <form
      ref={formRef}
      onSubmit={handleSubmit}
      aria-label="Get the free PDF guide"
      aria-busy={busy}
      className="mx-auto mt-8 max-w-xl rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <ul className="mb-5 grid gap-1.5 text-sm text-slate-700 sm:grid-cols-2">
        <li>✓ 50 key sections in plain language</li>
        <li>✓ Key limits and worked examples</li>
        <li>✓ Old and new Act numbers</li>
        <li>✓ Tax tips and deadline reminders</li>
      </ul>
      <div className="flex flex-col gap-2">
        <Label htmlFor={emailId}>Email address</Label>
        <Input
          id={emailId}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          placeholder="you@example.com"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          disabled={busy}
        />
      </div>
      <div className="mt-4 flex items-start gap-3">
        <Checkbox
          id={consentId}
          name="consent"
          checked={agreed}
          onChange={(e) => setAgreed(e.target.checked)}
          disabled={busy}
          className="mt-0.5"
        />
        <Label htmlFor={consentId} className="font-normal text-slate-700">
          I agree to receive tax tips and updates via email. You can unsubscribe at any time with
          the link in every e-mail.
        </Label>
      </div>
      <Button type="submit" size="lg" className="mt-5 w-full" disabled={!agreed || busy}>
        {BUTTON_LABEL[state]}
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
        We never share your address. See our{' '}
        <Link to="/privacy" className="underline underline-offset-2">
          privacy policy
        </Link>
        .
      </p>
    </form>
  );
}
