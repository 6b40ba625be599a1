import { useEffect, useRef, useState } from 'react';
import { cn } from '../../lib/cn';
import { CloseIcon } from './icons';
import { dismissToast, TOAST_DURATION, useToast, type Toast } from './use-toast';

/**
 * Where toasts appear. Both live regions are always in the document, so a screen
 * reader announces a toast when it is inserted: role="status" (polite) for
 * ordinary news, role="alert" (assertive) for errors.
 */
export function Toaster() {
  const { toasts } = useToast();
  const shown = toasts.filter((t) => t.open);
  const regionClass = 'flex flex-col gap-2';
  return (
    <div className="pointer-events-none fixed inset-x-0 bottom-0 z-[100] flex flex-col items-end gap-2 p-4 sm:inset-x-auto sm:right-0 sm:w-full sm:max-w-sm">
      <div role="status" aria-live="polite" aria-atomic="true" className={regionClass}>
        {shown
          .filter((t) => t.variant !== 'destructive')
          .map((t) => (
            <ToastView key={t.id} toast={t} />
          ))}
      </div>
      <div role="alert" aria-live="assertive" aria-atomic="true" className={regionClass}>
        {shown
          .filter((t) => t.variant === 'destructive')
          .map((t) => (
            <ToastView key={t.id} toast={t} />
          ))}
      </div>
    </div>
  );
}

function ToastView({ toast }: { toast: Toast }) {
  const duration = toast.duration ?? TOAST_DURATION;
  // The countdown pauses while the pointer is over the toast or focus is inside
  // it, so nobody loses a message they are reading (WCAG 2.2.1).
  const [paused, setPaused] = useState(false);
  const remaining = useRef(duration);

  useEffect(() => {
    if (paused || !Number.isFinite(remaining.current)) return;
    const startedAt = Date.now();
    const timer = setTimeout(() => dismissToast(toast.id), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current -= Date.now() - startedAt;
    };
  }, [paused, toast.id]);

  const destructive = toast.variant === 'destructive';
  return (
    <div
      className={cn(
        'pointer-events-auto flex w-full items-start gap-3 rounded-lg border p-4 pr-10 shadow-lg relative',
        destructive
          ? 'border-red-700 bg-red-700 text-white'
          : 'border-slate-200 bg-white text-slate-900',
      )}
      onPointerEnter={() => setPaused(true)}
      onPointerLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      onKeyDown={(event) => {
        if (event.key === 'Escape') dismissToast(toast.id);
      }}
    >
      <div className="grid gap-1">
        {toast.title && <p className="text-sm font-semibold">{toast.title}</p>}
        {toast.description && (
          <div className={cn('text-sm', destructive ? 'text-red-50' : 'text-slate-700')}>
            {toast.description}
          </div>
        )}
      </div>
      <button
        type="button"
        aria-label="Dismiss notification"
        className={cn(
          'absolute top-2 right-2 rounded-md p-1 focus-visible:outline-2 focus-visible:outline-current',
          destructive
            ? 'text-red-50 hover:bg-red-800'
            : 'text-slate-500 hover:bg-slate-100 hover:text-slate-900',
        )}
        onClick={() => dismissToast(toast.id)}
      >
        <CloseIcon className="size-4" />
      </button>
    </div>
  );
}
