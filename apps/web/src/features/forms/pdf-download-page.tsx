import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
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
import { useLocale } from '../../i18n/use-locale';
import { cn } from '../../lib/cn';
import { contractResolver } from '../../lib/contract-form';
import { saveFile } from '../../lib/save-file';
import { downloadGuide } from './api/download-guide';
import { failureMessage, localizedResolver, showLocalizedServerErrors, withLang } from './messages';

const INSIDE = [
  msg`50 key sections of the Income-tax Act, each with its 1961 number and its 2025 number where known`,
  msg`A plain-language summary of what each section allows or requires`,
  msg`The key limits: caps, rates and thresholds in rupees`,
  msg`A worked example for most sections, with figures from our tax engine`,
  msg`A table of contents with page numbers, and links back to the full section pages`,
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
  const { i18n } = useLingui();
  const lang = useLocale();
  const form = useForm<{ email: string; name: string }, unknown, PdfDownloadRequest>({
    resolver: localizedResolver(
      contractResolver<{ email: string; name: string }, PdfDownloadRequest>(() =>
        import('@taxguide/contracts/forms').then((m) => m.PdfDownloadRequestSchema),
      ),
      i18n,
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
      const file = await downloadGuide(withLang(request, lang), siteName);
      saveFile(file);
      setSavedAs(file.filename);
      setState('done');
      toast({
        title: i18n._(msg`Download Started!`),
        description: i18n._(msg`Your PDF guide is downloading now.`),
      });
    } catch (error) {
      setState('form');
      showLocalizedServerErrors(error, form, i18n);
      toast({
        title: i18n._(msg`Download Failed`),
        description: failureMessage(error, i18n._(msg`Failed to download PDF`), i18n),
        variant: 'destructive',
      });
    }
  });

  return (
    <>
      <Head
        title={i18n._(msg`Free PDF Guide: 50 Key Tax Sections`)}
        description={i18n._(
          msg`Download a free PDF summary of 50 key sections of the Income Tax Act, with deductions, exemptions, key limits and worked examples.`,
        )}
        path="/pdf-download"
        keywords={['income tax PDF guide', 'tax sections summary', 'free tax guide', 'section 80C']}
      />
      <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6 sm:py-16">
        <div className="mx-auto max-w-3xl text-center">
          <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">
            <Trans>Free PDF guide</Trans>
          </p>
          <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
            <Trans>50 Key Income Tax Sections, in One PDF</Trans>
          </h1>
          <p className="mt-4 text-lg text-slate-700">
            <Trans>
              Join over 10,000 taxpayers who keep our guide to hand: a summary of the 50 sections of
              the Income Tax Act that matter most, from 80C to advance tax.
            </Trans>
          </p>
          {lang === 'en' ? null : (
            <p className="mt-4 rounded-md border border-amber-300 bg-amber-50 p-3 text-slate-800">
              <Trans>
                The PDF guide is in English for now: the download below is the English guide.
              </Trans>
            </p>
          )}
        </div>

        <div className="mt-10 grid gap-8 md:grid-cols-2">
          <Card>
            <CardHeader>
              <CardTitle>
                <Trans>What&apos;s inside</Trans>
              </CardTitle>
              <CardDescription>
                <Trans>A guide of 50 sections, ready to print or read offline.</Trans>
              </CardDescription>
            </CardHeader>
            <CardContent>
              <ul className="space-y-3 text-sm text-slate-700">
                {INSIDE.map((item) => (
                  <li key={item.id} className="flex gap-2">
                    <span aria-hidden="true" className="font-bold text-brand-700">
                      ✓
                    </span>
                    <span>{i18n._(item)}</span>
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
                <CardTitle className="text-emerald-900">
                  <Trans>Download Complete!</Trans>
                </CardTitle>
                <CardDescription className="text-emerald-900">
                  <Trans>
                    Your guide is saved as <strong>{savedAs}</strong>. Look in your downloads
                    folder.
                  </Trans>
                </CardDescription>
              </CardHeader>
              <CardContent className="flex flex-wrap gap-3">
                <Button variant="outline" onClick={() => setState('form')}>
                  <Trans>Download again</Trans>
                </Button>
                <Link to="/sections" className={buttonClasses({ variant: 'secondary' })}>
                  <Trans>Browse all sections</Trans>
                </Link>
                <Link to="/calculators" className={buttonClasses({ variant: 'secondary' })}>
                  <Trans>Try the calculators</Trans>
                </Link>
              </CardContent>
            </Card>
          ) : (
            <Card className={FORM_FIRST_ON_SMALL_SCREENS}>
              <CardHeader>
                <CardTitle>
                  <Trans>Get your free copy</Trans>
                </CardTitle>
                <CardDescription>
                  <Trans>Enter your e-mail address and the download starts at once.</Trans>
                </CardDescription>
              </CardHeader>
              <CardContent>
                <form
                  onSubmit={(event) => void handleSubmit(event)}
                  aria-label={i18n._(msg`Download the PDF guide`)}
                  aria-busy={state === 'downloading'}
                  className="flex flex-col gap-4"
                >
                  <FormField
                    form={form}
                    name="email"
                    label={
                      <>
                        <Trans>Email Address</Trans>{' '}
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
                    label={i18n._(msg`Name (optional)`)}
                    autoComplete="name"
                    maxLength={NAME_MAX_LENGTH}
                  />
                  <p className="text-xs text-slate-600">
                    <span aria-hidden="true" className="text-red-700">
                      *
                    </span>{' '}
                    <Trans>
                      Required. We use your address only for this guide; see our{' '}
                      <Link to="/privacy" className="underline underline-offset-2">
                        privacy policy
                      </Link>
                      .
                    </Trans>
                  </p>
                  <Button type="submit" size="lg" disabled={state === 'downloading'}>
                    {state === 'downloading' ? (
                      <Trans>Downloading...</Trans>
                    ) : (
                      <Trans>Download Free PDF</Trans>
                    )}
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
