import { Undo2, X } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Button, buttonClasses } from '../../components/ui/button';
import { removeStored, restoreStored, type StoredList } from './stored-lists';

interface Notice {
  id: number;
  message: string;
  /** Puts the removed item back; absent once undone or when nothing can be undone. */
  undo?: () => void;
  /** Where the focus goes when the notice shows (the removed item's button is gone). */
  focus: 'undo' | 'message';
}

export interface Removal {
  notice: Notice | undefined;
  /** Removes one item of a list, saying so, with an undo. `label` names it: "Section 80C". */
  remove<T>(list: StoredList<T>, item: T, label: string): void;
  dismiss(): void;
}

/** Removing saved items, one at a time, each with a status message and an undo. */
export function useRemoval(): Removal {
  const [notice, setNotice] = useState<Notice>();
  const counter = useRef(0);
  const show = useCallback((n: Omit<Notice, 'id'>) => {
    counter.current += 1;
    setNotice({ ...n, id: counter.current });
  }, []);

  const remove = useCallback(
    <T,>(list: StoredList<T>, item: T, label: string) => {
      const index = removeStored(list, item);
      if (index === null) {
        show({
          message: `${label} was not removed: your browser did not allow the change.`,
          focus: 'message',
        });
        return;
      }
      // Already gone (removed in another tab): the list has followed; nothing to undo.
      if (index === -1) {
        show({ message: `${label} was already removed.`, focus: 'message' });
        return;
      }
      show({
        message: `Removed ${label}.`,
        focus: 'undo',
        undo: () =>
          show({
            message: restoreStored(list, item, index)
              ? `Put ${label} back.`
              : `${label} could not be put back: your browser did not allow the change.`,
            focus: 'message',
          }),
      });
    },
    [show],
  );
  const dismiss = useCallback(() => setNotice(undefined), []);
  return { notice, remove, dismiss };
}

/**
 * The message after a removal, kept at the foot of the screen while the lists are in view. The
 * status region is always in the page, so screen readers announce each new message.
 */
export function RemovalNotice({ notice, dismiss }: Pick<Removal, 'notice' | 'dismiss'>) {
  const undoRef = useRef<HTMLButtonElement>(null);
  const messageRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (!notice) return;
    (notice.focus === 'undo' ? undoRef.current : messageRef.current)?.focus();
  }, [notice]);
  return (
    <div className="sticky bottom-4 z-10 mt-8">
      <div
        className={
          notice
            ? 'flex flex-wrap items-center gap-2 rounded-xl border border-slate-200 bg-white p-3 shadow-lg'
            : 'sr-only'
        }
      >
        <p
          ref={messageRef}
          role="status"
          tabIndex={-1}
          className="min-w-40 flex-1 text-sm text-slate-800 outline-none"
        >
          {notice?.message}
        </p>
        {notice && (
          // Undo and Close wrap together, below a message too long to share the line.
          <div className="ml-auto flex items-center gap-1">
            {notice.undo && (
              <button
                ref={undoRef}
                type="button"
                className={buttonClasses({ variant: 'outline', size: 'sm' })}
                onClick={notice.undo}
              >
                <Undo2 aria-hidden="true" className="size-4" />
                Undo
              </button>
            )}
            <Button variant="ghost" size="icon" aria-label="Close message" onClick={dismiss}>
              <X aria-hidden="true" className="size-4" />
            </Button>
          </div>
        )}
      </div>
    </div>
  );
}
