import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'wouter';
import { Button } from '../../components/ui/button';
import { LANGUAGE_TAG, type Locale } from '../../i18n/locale';
import { formatLongDate } from '../../lib/dates';
import { ExplanationBody } from '../ai';
import type { SavedAnswer } from '../../lib/saved-answers';
import type { RemovalMessages } from './removal-notice';
import { formatCount } from '../../lib/format';
import { linkClasses, RemoveButton, SavedGroup } from './saved-group';

/** What the notice says on removing a saved answer. */
export function answerRemoval(saved: SavedAnswer): RemovalMessages {
  const query = saved.query;
  return {
    removed: msg`Removed the saved answer to “${query}”.`,
    restored: msg`Put the saved answer to “${query}” back.`,
    alreadyRemoved: msg`The saved answer to “${query}” was already removed.`,
    notRemoved: msg`The saved answer to “${query}” was not removed: your browser did not allow the change.`,
    notRestored: msg`The saved answer to “${query}” could not be put back: your browser did not allow the change.`,
  };
}

/** Saved AI answers, newest first; each opens in place (the saved text, no new request). */
export function SavedAnswersList({
  answers,
  onRemove,
}: {
  answers: SavedAnswer[];
  onRemove: (answer: SavedAnswer) => void;
}) {
  const { i18n } = useLingui();
  const count = formatCount(answers.length);
  return (
    <SavedGroup
      heading={i18n._(msg`Saved AI answers (${count})`)}
      count={answers.length}
      empty={
        <Trans>
          None yet. Ask the{' '}
          <Link to="/#ai-assistant" className={linkClasses}>
            AI explainer
          </Link>{' '}
          a question and press <strong>Save</strong> under its answer.
        </Trans>
      }
    >
      {answers.map((a) => (
        <SavedAnswerItem key={a.query} saved={a} onRemove={() => onRemove(a)} />
      ))}
    </SavedGroup>
  );
}

function SavedAnswerItem({ saved, onRemove }: { saved: SavedAnswer; onRemove: () => void }) {
  const { i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const query = saved.query;
  const section = saved.answer.section;
  const date = formatLongDate(saved.savedAt, locale);
  // An answer is in the language of the page that asked (English when it says none); where that
  // is not this page's, its text is marked.
  const answerLang = saved.answer.lang ?? 'en';
  const lang = answerLang === locale ? undefined : LANGUAGE_TAG[answerLang];
  return (
    <li className="p-4">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <div className="min-w-48 flex-1">
          <p className="font-semibold break-words text-slate-900">{`“${query}”`}</p>
          <p className="mt-0.5 text-sm break-words text-slate-600">
            <Trans>
              <span lang={lang}>{section}</span> · saved {date}
            </Trans>
          </p>
        </div>
        <div className="flex gap-1">
          <Button
            variant="outline"
            size="sm"
            aria-expanded={open}
            aria-controls={panelId}
            aria-label={i18n._(
              open ? msg`Hide the answer to: ${query}` : msg`Read the answer to: ${query}`,
            )}
            onClick={() => setOpen(!open)}
          >
            <ChevronDown
              aria-hidden="true"
              className={open ? 'size-4 rotate-180 motion-safe:transition-transform' : 'size-4'}
            />
            {open ? <Trans>Hide</Trans> : <Trans>Read</Trans>}
          </Button>
          <RemoveButton label={i18n._(msg`Remove saved answer: ${query}`)} onClick={onRemove} />
        </div>
      </div>
      <div
        id={panelId}
        hidden={!open}
        role="region"
        aria-label={i18n._(msg`Answer to: ${query}`)}
        className="mt-4 min-w-0 overflow-x-auto border-t border-slate-100 pt-4"
      >
        {open && (
          <div lang={lang}>
            <ExplanationBody answer={saved.answer} />
          </div>
        )}
      </div>
    </li>
  );
}
