import { NAME_MAX_LENGTH } from '@taxguide/contracts/form-fields';
import type { PdfDownloadRequest } from '@taxguide/contracts/forms';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'wouter';
import { Head } from '../../app/head';
import { useSiteConfig } from '../../app/site-config';
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
import { cn } from '../../lib/cn';
import { contractResolver, showServerErrors } from '../../lib/contract-form';
import { formErrorMessage } from '../../lib/form-error';
import { saveFile } from '../../lib/save-file';
import { downloadGuide } from './api/download-guide';

const INSIDE = [
  '50 key sections of the Income-tax Act, each with its 1961 number and its 2025 number where known',
  'A plain-language summary of what each section allows or requires',
  'The key limits: caps, rates and thresholds in rupees',
  'A worked example for most sections, with figures from our tax engine',
  'A table of contents with page numbers, and links back to the full section pages',
];

/**
 * On a phone the form comes before "What's inside" (one column), so it is in the first
 * screenful; from md up the two sit side by side as before.
 */
const FORM_FIRST_ON_SMALL_SCREENS = 'order-first md:order-none';

/** form → downloading → "Download Complete!" panel. */
type PageState = 'form' | 'downloading' | 'done';

/** /pdf-download: the e-mail-gated PDF guide. */
export default function PdfDownloadPage() {
  const { siteName } = useSiteConfig();
  const form = useForm<{ email: string; name: string }, unknown, PdfDownloadRequest>({
    resolver: contractResolver(() =>
      import('@taxguide/contracts/forms').then((m) => m.PdfDownloadRequestSchema),
    ),
    defaultValues: { email: '', name: '' },
  });
  const [state, setState] = useState<PageState>('form');
  const [savedAs, setSavedAs] = useState('');

  // An address the contract refuses is named under its field, and nothing is sent.
  const handleSubmit = form.handleSubmit(async (request) => {
    if (state === 'downloading') return;
    setState('downloading');
    try {
      const file = await downloadGuide(request, siteName);
      saveFile(file);
      setSavedAs(file.filename);
      setState('done');
      toast({ title: 'Download Started!', description: 'Your PDF guide is downloading now.' });
    } catch (error) {
      setState('form');
      showServerErrors(error, form);
      toast({
        title: 'Download Failed',
        description: formErrorMessage(error, 'Failed to download PDF'),
        variant: 'destructive',
      });
    }
  });

  return (
    <>
      <Head
        title="Free PDF Guide: 50 Key Tax Sections"
        description="Download a free PDF summary of 50 key sections of the Income Tax Act, with deductions, exemptions, key limits and worked examples."
        path="/pdf-download"
        keywords={['income tax PDF guide', 'tax sections summary', 'free tax guide', 'section 80C']}
      />
      <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6 sm:py-16">
        <div className="mx-auto max-w-3xl text-center">
          <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">
            Free PDF guide
          </p>
          <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
            50 Key Income Tax Sections, in One PDF
          </h1>
          <p className="mt-4 text-lg text-slate-700">
            Join over 10,000 taxpayers who keep our guide to hand: a summary of the 50 sections of
            the Income Tax Act that matter most, from 80C to advance tax.
          </p>
        </div>

        <div className="mt-10 grid gap-8 md:grid-cols-2">
          <Card>
            <CardHeader>
              <CardTitle>What&apos;s inside</CardTitle>
              <CardDescription>
                A guide of 50 sections, ready to print or read offline.
              </CardDescription>
            </CardHeader>
            <CardContent>
              <ul className="space-y-3 text-sm text-slate-700">
                {INSIDE.map((item) => (
                  <li key={item} className="flex gap-2">
                    <span aria-hidden="true" className="font-bold text-brand-700">
                      ✓
                    </span>
                    <span>{item}</span>
                  </li>
                ))}
              </ul>
            </CardContent>
          </Card>

          {state === 'done' ? (
            <Card
              role="status"
              className={cn(FORM_FIRST_ON_SMALL_SCREENS, 'border-emerald-200 bg-emerald-50')}
            >
              <CardHeader>
                <CardTitle className="text-emerald-900">Download Complete!</CardTitle>
                <CardDescription className="text-emerald-900">
                  Your guide is saved as <strong>{savedAs}</strong>. Look in your downloads folder.
                </CardDescription>
              </CardHeader>
              <CardContent className="flex flex-wrap gap-3">
                <Button variant="outline" onClick={() => setState('form')}>
                  Download again
                </Button>
                <Link to="/sections" className={buttonClasses({ variant: 'secondary' })}>
                  Browse all sections
                </Link>
                <Link to="/calculators" className={buttonClasses({ variant: 'secondary' })}>
                  Try the calculators
                </Link>
              </CardContent>
            </Card>
          ) : (
            <Card className={FORM_FIRST_ON_SMALL_SCREENS}>
              <CardHeader>
                <CardTitle>Get your free copy</CardTitle>
                <CardDescription>
                  Enter your e-mail address and the download starts at once.
                </CardDescription>
              </CardHeader>
              <CardContent>
                <form
                  onSubmit={(event) => void handleSubmit(event)}
                  aria-label="Download the PDF guide"
                  aria-busy={state === 'downloading'}
                  className="flex flex-col gap-4"
                >
                  <FormField
                    form={form}
                    name="email"
                    label={
                      <>
                        Email Address{' '}
                        <span aria-hidden="true" className="text-red-700">
                          *
                        </span>
                      </>
                    }
                    type="email"
                    autoComplete="email"
                    inputMode="email"
                    placeholder="you@example.com"
                    required
                  />
                  <FormField
                    form={form}
                    name="name"
                    label="Name (optional)"
                    autoComplete="name"
                    maxLength={NAME_MAX_LENGTH}
                  />
                  <p className="text-xs text-slate-600">
                    <span aria-hidden="true" className="text-red-700">
                      *
                    </span>{' '}
                    Required. We use your address only for this guide; see our{' '}
                    <Link to="/privacy" className="underline underline-offset-2">
                      privacy policy
                    </Link>
                    .
                  </p>
                  <Button type="submit" size="lg" disabled={state === 'downloading'}>
                    {state === 'downloading' ? 'Downloading...' : 'Download Free PDF'}
                  </Button>
                </form>
              </CardContent>
            </Card>
          )}
        </div>
      </div>
    </>
  );
}
