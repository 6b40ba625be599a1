import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'wouter';
import { Button } from '../../components/ui/button';
import { formatLongDate } from '../../lib/dates';
import { ExplanationBody } from '../ai';
import type { SavedAnswer } from '../../lib/saved-answers';
import { linkClasses, RemoveButton, SavedGroup } from './saved-group';

/** Saved AI answers, newest first; each opens in place (the saved text, no new request). */
export function SavedAnswersList({
  answers,
  onRemove,
}: {
  answers: SavedAnswer[];
  onRemove: (answer: SavedAnswer) => void;
}) {
  return (
    <SavedGroup
      title="Saved AI answers"
      count={answers.length}
      empty={
        <>
          None yet. Ask the{' '}
          <Link to="/#ai-assistant" className={linkClasses}>
            AI explainer
          </Link>{' '}
          a question and press <strong>Save</strong> under its answer.
        </>
      }
    >
      {answers.map((a) => (
        <SavedAnswerItem key={a.query} saved={a} onRemove={() => onRemove(a)} />
      ))}
    </SavedGroup>
  );
}

function SavedAnswerItem({ saved, onRemove }: { saved: SavedAnswer; onRemove: () => void }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <li className="p-4">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <div className="min-w-48 flex-1">
          <p className="font-semibold break-words text-slate-900">{`“${saved.query}”`}</p>
          <p className="mt-0.5 text-sm break-words text-slate-600">
            {`${saved.answer.section} · saved ${formatLongDate(saved.savedAt)}`}
          </p>
        </div>
        <div className="flex gap-1">
          <Button
            variant="outline"
            size="sm"
            aria-expanded={open}
            aria-controls={panelId}
            aria-label={`${open ? 'Hide' : 'Read'} the answer to: ${saved.query}`}
            onClick={() => setOpen(!open)}
          >
            <ChevronDown
              aria-hidden="true"
              className={open ? 'size-4 rotate-180 motion-safe:transition-transform' : 'size-4'}
            />
            {open ? 'Hide' : 'Read'}
          </Button>
          <RemoveButton name={`saved answer: ${saved.query}`} onClick={onRemove} />
        </div>
      </div>
      <div
        id={panelId}
        hidden={!open}
        role="region"
        aria-label={`Answer to: ${saved.query}`}
        className="mt-4 min-w-0 overflow-x-auto border-t border-slate-100 pt-4"
      >
        {open && <ExplanationBody answer={saved.answer} />}
      </div>
    </li>
  );
}
