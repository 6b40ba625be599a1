import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
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

/**
 * What the notice says about one item, a whole sentence each: the item's name sits inside the
 * sentence, and Hindi words agree with it (धारा हटा दी गई, उत्तर हटा दिया गया).
 */
export interface RemovalMessages {
  removed: MessageDescriptor;
  restored: MessageDescriptor;
  alreadyRemoved: MessageDescriptor;
  notRemoved: MessageDescriptor;
  notRestored: MessageDescriptor;
}

export interface Removal {
  notice: Notice | undefined;
  /** Removes one item of a list, saying so, with an undo. */
  remove<T>(list: StoredList<T>, item: T, messages: RemovalMessages): void;
  dismiss(): void;
}

/** Removing saved items, one at a time, each with a status message and an undo. */
export function useRemoval(): Removal {
  const { i18n } = useLingui();
  const [notice, setNotice] = useState<Notice>();
  const counter = useRef(0);
  const show = useCallback((n: Omit<Notice, 'id'>) => {
    counter.current += 1;
    setNotice({ ...n, id: counter.current });
  }, []);

  const remove = useCallback(
    <T,>(list: StoredList<T>, item: T, messages: RemovalMessages) => {
      const index = removeStored(list, item);
      if (index === null) {
        show({ message: i18n._(messages.notRemoved), focus: 'message' });
        return;
      }
      // Already gone (removed in another tab): the list has followed; nothing to undo.
      if (index === -1) {
        show({ message: i18n._(messages.alreadyRemoved), focus: 'message' });
        return;
      }
      show({
        message: i18n._(messages.removed),
        focus: 'undo',
        undo: () =>
          show({
            message: i18n._(
              restoreStored(list, item, index) ? messages.restored : messages.notRestored,
            ),
            focus: 'message',
          }),
      });
    },
    [show, i18n],
  );
  const dismiss = useCallback(() => setNotice(undefined), []);
  return { notice, remove, dismiss };
}

/**
 * The message after a removal, kept at the foot of the screen while the lists are in view. The
 * status region is always in the page, so screen readers announce each new message.
 */
export function RemovalNotice({ notice, dismiss }: Pick<Removal, 'notice' | 'dismiss'>) {
  const { i18n } = useLingui();
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
                <Trans>Undo</Trans>
              </button>
            )}
            <Button
              variant="ghost"
              size="icon"
              aria-label={i18n._(msg`Close message`)}
              onClick={dismiss}
            >
              <X aria-hidden="true" className="size-4" />
            </Button>
          </div>
        )}
      </div>
    </div>
  );
}
