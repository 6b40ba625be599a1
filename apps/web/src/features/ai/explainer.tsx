import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import type { ExplainResponse } from '@taxguide/contracts/ai';
import { useMutation } from '@tanstack/react-query';
import { Bookmark, BookmarkCheck, Copy, Printer, Sparkles, Trash2 } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { useSearchParams } from 'wouter';
import { Button } from '../../components/ui/button';
import { fieldClasses } from '../../components/ui/field-classes';
import { Label } from '../../components/ui/label';
import { toast } from '../../components/ui/use-toast';
import { localizedPath, type Locale } from '../../i18n/locale';
import { cn } from '../../lib/cn';
import { formatLongDate } from '../../lib/dates';
import { copyText } from '../../lib/share';
import { explainQuery } from './api/explain';
import { ASK_PARAM } from '../../lib/ask-link';
import { QUERY_MAX_LENGTH } from '../../lib/ai-limits';
import { answerAsPlainText } from './answer-text';
import { aiErrorMessage } from './error-message';
import { ExplanationBody } from './explanation-result';
import { PrintedAnswer } from './printed-answer';
import { useSavedAnswers } from '../../lib/saved-answers';

/** The popular example queries, in the order the explainer shows them. */
export const EXAMPLE_QUERIES: readonly MessageDescriptor[] = [
  msg`Section 24(b)`,
  msg`80D medical insurance`,
  msg`Long term capital gains`,
  msg`HRA exemption`,
  msg`Section 194C TDS`,
];

/**
 * The form's field name, and so the URL parameter of a question asked before the block's script
 * ran (a plain GET submit to "/?ask=...#ai-assistant"), or shared as a link: it is asked on load.
 */
export { ASK_PARAM };

export const EXPLAIN_FAILED = 'Failed to generate explanation';
const EXPLAIN_FAILED_MESSAGE = msg`Failed to generate explanation`;

interface Shown {
  query: string;
  answer: ExplainResponse;
}

/**
 * The home page's AI explainer: a query box, the popular
 * example queries, the answer panel with Copy, Save and Download PDF, and the saved answers.
 */
export function Explainer() {
  const { i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const [searchParams] = useSearchParams();
  const asked = (searchParams.get(ASK_PARAM) ?? '').trim().slice(0, QUERY_MAX_LENGTH);
  const inputId = useId();
  const hintId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const resultRef = useRef<HTMLDivElement>(null);
  const [query, setQuery] = useState(asked);
  const [shown, setShown] = useState<Shown | null>(null);
  const [printing, setPrinting] = useState(false);
  const { saved, isSaved, save, remove } = useSavedAnswers();

  const mutation = useMutation({
    // A Hindi page asks for a Hindi answer (English requests stay exactly as they were).
    mutationFn: (asked: string) => explainQuery(asked, locale === 'hi' ? locale : undefined),
    onSuccess: (answer, askedQuery) => {
      setShown({ query: askedQuery, answer });
      toast({ title: i18n._(msg`Explanation Generated`), description: answer.section });
    },
    onError: (error) => {
      toast({
        title: i18n._(msg`Error`),
        description: aiErrorMessage(error, i18n._(EXPLAIN_FAILED_MESSAGE)),
        variant: 'destructive',
      });
    },
  });
  const pending = mutation.isPending;
  const ask = mutation.mutate;

  // Once the script runs: keep what was typed into the server's field before it did, mark the
  // form live (browser tests wait for it), and answer a question that came in the URL.
  const askedOnLoad = useRef(false);
  useEffect(() => {
    formRef.current?.setAttribute('data-ready', 'true');
    if (asked && !askedOnLoad.current) {
      askedOnLoad.current = true;
      if (inputRef.current) inputRef.current.value = asked;
      setQuery(asked);
      ask(asked);
    } else {
      setQuery(inputRef.current?.value ?? '');
    }
  }, [asked, ask]);

  // A new answer (or a reopened one) takes the focus, so it is read out and scrolled into view.
  useEffect(() => {
    if (shown && !pending) resultRef.current?.focus();
  }, [shown, pending]);

  useEffect(() => {
    const after = () => setPrinting(false);
    window.addEventListener('afterprint', after);
    return () => window.removeEventListener('afterprint', after);
  }, []);

  const fill = (text: string) => {
    if (inputRef.current) inputRef.current.value = text;
    setQuery(text);
    inputRef.current?.focus();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = query.trim();
    if (!trimmed || pending) return;
    ask(trimmed);
  };

  const onCopy = async () => {
    if (!shown) return;
    if (await copyText(answerAsPlainText(shown.answer, window.location.origin))) {
      toast({
        title: i18n._(msg`Copied`),
        description: i18n._(msg`The explanation is on your clipboard.`),
      });
    } else {
      toast({
        title: i18n._(msg`Copy failed`),
        description: i18n._(
          msg`Your browser did not allow copying. Select the text and copy it instead.`,
        ),
        variant: 'destructive',
      });
    }
  };

  const shownSaved = shown ? isSaved(shown.query) : false;
  const onSave = () => {
    if (!shown) return;
    if (shownSaved) {
      if (remove(shown.query)) toast({ title: i18n._(msg`Removed from saved answers`) });
      return;
    }
    if (save(shown.query, shown.answer)) {
      toast({
        title: i18n._(msg`Saved`),
        description: i18n._(msg`Find it under "Saved answers" below this one.`),
      });
    } else {
      toast({
        title: i18n._(msg`Not saved`),
        description: i18n._(msg`Your browser does not allow saving here.`),
        variant: 'destructive',
      });
    }
  };

  const onPrint = () => {
    // The printed page is in the document before the dialog opens; afterprint removes it.
    flushSync(() => setPrinting(true));
    window.print();
  };

  const blank = query.trim() === '';
  return (
    <div className="mx-auto mt-10 max-w-4xl">
      <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
        <form
          ref={formRef}
          method="get"
          action={`${localizedPath('/', locale)}#ai-assistant`}
          aria-label={i18n._(msg`AI tax law explainer`)}
          onSubmit={onSubmit}
          className="no-print"
        >
          <Label htmlFor={inputId}>
            <Trans>Your question</Trans>
          </Label>
          <div className="mt-2 flex flex-col gap-3 sm:flex-row">
            <input
              ref={inputRef}
              type="text"
              id={inputId}
              name={ASK_PARAM}
              defaultValue={asked}
              maxLength={QUERY_MAX_LENGTH}
              autoComplete="off"
              enterKeyHint="send"
              placeholder={i18n._(msg`Ask about a section or rule, e.g. What is Section 80C?`)}
              aria-describedby={hintId}
              onInput={(event) => setQuery(event.currentTarget.value)}
              className={cn(fieldClasses, 'h-12 sm:flex-1')}
            />
            <Button
              type="submit"
              size="lg"
              disabled={blank || pending}
              aria-busy={pending || undefined}
              className="sm:w-auto"
            >
              <Sparkles aria-hidden="true" className="size-4" />
              {pending ? i18n._(msg`Generating Explanation...`) : i18n._(msg`Explain`)}
            </Button>
          </div>
          <p id={hintId} className="mt-2 text-sm text-slate-600">
            <Trans>
              Answers come from our section pages, in both the 1961 and 2025 Act numbering; figures
              come from our tax engine.
            </Trans>
          </p>
          <div className="mt-5">
            <p id={`${hintId}-examples`} className="text-sm font-medium text-slate-800">
              <Trans>Popular questions</Trans>
            </p>
            <ul aria-labelledby={`${hintId}-examples`} className="mt-2 flex flex-wrap gap-2">
              {EXAMPLE_QUERIES.map((descriptor) => i18n._(descriptor)).map((example) => (
                <li key={example}>
                  <button
                    type="button"
                    onClick={() => fill(example)}
                    className="rounded-full border border-slate-300 bg-white px-3 py-1.5 text-sm text-slate-800 hover:border-brand-600 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
                  >
                    {example}
                  </button>
                </li>
              ))}
            </ul>
          </div>
        </form>

        {pending && (
          <div
            role="status"
            className="no-print mt-8 space-y-3"
            aria-label={i18n._(msg`Generating explanation`)}
          >
            <span className="sr-only">
              <Trans>Generating Explanation...</Trans>
            </span>
            <div
              aria-hidden="true"
              className="h-6 w-2/3 animate-pulse rounded bg-slate-200 motion-reduce:animate-none"
            />
            <div
              aria-hidden="true"
              className="h-4 w-full animate-pulse rounded bg-slate-100 motion-reduce:animate-none"
            />
            <div
              aria-hidden="true"
              className="h-4 w-5/6 animate-pulse rounded bg-slate-100 motion-reduce:animate-none"
            />
          </div>
        )}

        {shown && !pending && (
          <div
            ref={resultRef}
            tabIndex={-1}
            role="region"
            aria-label={i18n._(msg`Explanation`)}
            className="mt-8 scroll-mt-24 border-t border-slate-200 pt-6 outline-none"
          >
            <p className="text-sm text-slate-500">
              <Trans>
                You asked: <span className="text-slate-800">“{shown.query}”</span>
              </Trans>
            </p>
            <div className="mt-3">
              <ExplanationBody answer={shown.answer} />
            </div>
            <div className="no-print mt-6 flex flex-wrap gap-2">
              <Button variant="outline" size="sm" onClick={() => void onCopy()}>
                <Copy aria-hidden="true" className="size-4" />
                <Trans>Copy</Trans>
              </Button>
              <Button
                variant={shownSaved ? 'secondary' : 'outline'}
                size="sm"
                aria-pressed={shownSaved}
                onClick={onSave}
              >
                {shownSaved ? (
                  <BookmarkCheck aria-hidden="true" className="size-4" />
                ) : (
                  <Bookmark aria-hidden="true" className="size-4" />
                )}
                {shownSaved ? i18n._(msg`Saved`) : i18n._(msg`Save`)}
              </Button>
              <Button variant="outline" size="sm" onClick={onPrint}>
                <Printer aria-hidden="true" className="size-4" />
                <Trans>Download PDF</Trans>
              </Button>
            </div>
          </div>
        )}
      </div>

      {saved.length > 0 && (
        <div className="no-print mt-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
          <h3 id={`${hintId}-saved`} className="text-lg font-semibold text-slate-900">
            <Trans>Saved answers ({saved.length})</Trans>
          </h3>
          <p className="mt-1 text-sm text-slate-600">
            <Trans>Kept in this browser only.</Trans>
          </p>
          <ul aria-labelledby={`${hintId}-saved`} className="mt-3 divide-y divide-slate-100">
            {saved.map((item) => (
              <li key={item.query} className="flex flex-wrap items-center gap-3 py-3">
                <div className="min-w-0 flex-1">
                  <p className="truncate font-medium text-slate-900">{item.query}</p>
                  <p className="truncate text-sm text-slate-600">
                    {i18n._(
                      msg`${item.answer.section} · saved ${formatLongDate(item.savedAt, locale)}`,
                    )}
                  </p>
                </div>
                <Button
                  variant="outline"
                  size="sm"
                  aria-label={i18n._(msg`Open saved answer: ${item.query}`)}
                  onClick={() => {
                    fill(item.query);
                    setShown({ query: item.query, answer: item.answer });
                  }}
                >
                  <Trans>Open</Trans>
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={i18n._(msg`Remove saved answer: ${item.query}`)}
                  onClick={() => {
                    if (!remove(item.query)) {
                      toast({
                        title: i18n._(msg`Not removed`),
                        description: i18n._(
                          msg`Your browser does not allow changing saved answers here.`,
                        ),
                        variant: 'destructive',
                      });
                    }
                  }}
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                  <Trans>Remove</Trans>
                </Button>
              </li>
            ))}
          </ul>
        </div>
      )}

      {printing && shown && <PrintedAnswer query={shown.query} answer={shown.answer} />}
    </div>
  );
}
