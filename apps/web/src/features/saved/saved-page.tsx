import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { Link } from 'wouter';
import { Head } from '../../app/head';
import { Skeleton } from '../../components/ui/skeleton';
import { RemovalNotice, useRemoval } from './removal-notice';
import { linkClasses } from './saved-group';
import { answerRemoval, SavedAnswersList } from './saved-answers-list';
import { SavedScenariosList, scenarioRemoval } from './saved-scenarios-list';
import { bookmarkRemoval, SavedSections } from './saved-sections';
import {
  answersList,
  bookmarksList,
  scenariosList,
  useInBrowser,
  useStoredList,
} from './stored-lists';

/**
 * /saved: what this browser kept (bookmarked sections, saved AI answers, calculator scenarios).
 * It all lives in localStorage, so the server renders the page's frame and a loading state, the
 * same as the first browser render; the lists follow once the page runs.
 */
export default function SavedPage() {
  const { i18n } = useLingui();
  const inBrowser = useInBrowser();
  return (
    <>
      <Head
        title={i18n._(msg`Saved Items`)}
        description={i18n._(
          msg`Your bookmarked sections, saved AI answers and calculator scenarios, kept in this browser only.`,
        )}
        path="/saved"
        noindex
      />
      <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
          <Trans>Saved items</Trans>
        </h1>
        <p className="mt-4 text-lg text-slate-700">
          <Trans>
            Kept in this browser only: nothing here is sent to us, and another browser or device
            will not show it. Clearing your browsing data removes it.
          </Trans>
        </p>
        {inBrowser ? <SavedLists /> : <Loading />}
      </div>
    </>
  );
}

function Loading() {
  const { i18n } = useLingui();
  return (
    <div
      role="status"
      aria-label={i18n._(msg`Loading your saved items`)}
      className="mt-10 space-y-4"
    >
      <span className="sr-only">
        <Trans>Loading your saved items…</Trans>
      </span>
      <Skeleton className="h-7 w-1/2" />
      <Skeleton className="h-16" />
      <Skeleton className="h-16" />
    </div>
  );
}

function SavedLists() {
  const bookmarks = useStoredList(bookmarksList);
  const answers = useStoredList(answersList);
  const scenarios = useStoredList(scenariosList);
  const { notice, remove, dismiss } = useRemoval();
  const nothing = bookmarks.length + answers.length + scenarios.length === 0;
  return (
    <>
      {nothing ? (
        <NothingSaved />
      ) : (
        <>
          <SavedSections
            numbers={bookmarks}
            onRemove={(n) => remove(bookmarksList, n, bookmarkRemoval(n))}
          />
          <SavedAnswersList
            answers={answers}
            onRemove={(a) => remove(answersList, a, answerRemoval(a))}
          />
          <SavedScenariosList
            scenarios={scenarios}
            onRemove={(s) => remove(scenariosList, s, scenarioRemoval(s))}
          />
        </>
      )}
      <RemovalNotice notice={notice} dismiss={dismiss} />
    </>
  );
}

function NothingSaved() {
  return (
    <section
      aria-labelledby="nothing-saved"
      className="mt-10 rounded-2xl border border-slate-200 bg-white p-5 sm:p-8"
    >
      <h2 id="nothing-saved" className="text-xl font-bold tracking-tight text-slate-900">
        <Trans>You have not saved anything yet</Trans>
      </h2>
      <p className="mt-2 text-slate-700">
        <Trans>What you save appears here:</Trans>
      </p>
      <ul className="mt-3 list-disc space-y-2 pl-5 text-slate-700">
        <li>
          <Trans>
            <strong>Bookmark a section</strong>: on any{' '}
            <Link to="/sections" className={linkClasses}>
              section&apos;s page
            </Link>
            , press Bookmark.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>Save an answer</strong>: ask the{' '}
            <Link to="/#ai-assistant" className={linkClasses}>
              AI explainer
            </Link>{' '}
            a question and press Save under its answer.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>Save a scenario</strong>: in the{' '}
            <Link to="/calculators?tab=year" className={linkClasses}>
              year tax calculator
            </Link>
            , name your figures and press Save scenario.
          </Trans>
        </li>
      </ul>
    </section>
  );
}
