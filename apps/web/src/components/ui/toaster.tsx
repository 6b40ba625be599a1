import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { cn } from '../../lib/cn';
import { CloseIcon } from './icons';
import { chooseToastPlacement, type ToastPosition } from './toast-placement';
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
  const hasError = shown.some((t) => t.variant === 'destructive');
  const [stackRef, placement] = useClearPlacement(shown.map((t) => t.id).join(' '), hasError);
  return (
    <div
      ref={stackRef}
      data-placement={placement}
      className={cn(
        'no-print pointer-events-none fixed inset-x-0 z-[100] flex flex-col items-end gap-2 p-4 sm:inset-x-auto sm:w-full sm:max-w-sm',
        placement.startsWith('top') ? 'top-0' : 'bottom-0',
        placement.endsWith('left') ? 'sm:left-0' : 'sm:right-0',
        // Out of sight but still in the live regions, so it is announced (see toast-placement).
        placement === 'held' && 'opacity-0 [&_*]:pointer-events-none',
      )}
    >
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

/**
 * Keeps the toasts off a calculator's result (regions marked `data-toast-avoid`): measured when
 * a toast appears and again as the page scrolls or resizes while one is shown.
 */
function useClearPlacement(shownIds: string, mustShow: boolean) {
  const ref = useRef<HTMLDivElement>(null);
  const [value, setValue] = useState<ToastPosition>('bottom-right');
  useLayoutEffect(() => {
    if (!shownIds) return;
    const place = () => {
      const stack = ref.current?.getBoundingClientRect();
      if (!stack) return;
      const avoid = [...document.querySelectorAll('[data-toast-avoid]')]
        .map((element) => element.getBoundingClientRect())
        .filter((box) => box.width > 0 && box.height > 0);
      setValue(
        chooseToastPlacement(
          { width: stack.width, height: stack.height },
          { width: window.innerWidth, height: window.innerHeight },
          avoid,
          mustShow,
        ),
      );
    };
    let frame = 0;
    const schedule = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(place);
    };
    place();
    // The result may still be laying out when its toast appears.
    schedule();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    // A result that grows or moves (a chart, an opened working) is measured again.
    const observer =
      typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(schedule);
    observer?.observe(document.body);
    document
      .querySelectorAll('[data-toast-avoid]')
      .forEach((element) => observer?.observe(element));
    return () => {
      observer?.disconnect();
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, [shownIds, mustShow]);
  return [ref, value] as const;
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
