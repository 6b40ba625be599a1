import {
  cloneElement,
  useEffect,
  useId,
  useRef,
  useState,
  type ReactElement,
  type ReactNode,
} from 'react';
import { cn } from '../../lib/cn';

/** A tooltip opens after 700 ms of hover, so passing over a control does not flash it... */
export const TOOLTIP_DELAY_MS = 700;
/** ...but at once if another tooltip closed less than 300 ms ago (moving along a toolbar). */
export const TOOLTIP_SKIP_DELAY_MS = 300;

// Shared by every tooltip on the page, like one provider around the app.
let lastClosedAt = Number.NEGATIVE_INFINITY;

interface TriggerProps {
  'aria-describedby'?: string;
}

export interface TooltipProps {
  content: ReactNode;
  /** One focusable element (a button or link); it gets aria-describedby while open. */
  children: ReactElement<TriggerProps>;
  side?: 'top' | 'bottom';
  className?: string;
}

/**
 * A hover/focus hint: opens after a delay, closes on leave or click.
 * Keyboard focus opens it at once; Escape, blur, pointer leave and click close
 * it. The bubble is a child of the wrapper, so the pointer can move onto it
 * without closing it (WCAG 1.4.13). Nothing renders on the server while closed,
 * so server and client HTML always agree.
 */
export function Tooltip({ content, children, side = 'top', className }: TooltipProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const pointerDown = useRef(false);

  const cancel = () => {
    clearTimeout(timer.current);
    timer.current = undefined;
  };
  const show = (immediately: boolean) => {
    cancel();
    if (immediately || Date.now() - lastClosedAt < TOOLTIP_SKIP_DELAY_MS) setOpen(true);
    else timer.current = setTimeout(() => setOpen(true), TOOLTIP_DELAY_MS);
  };
  const hide = () => {
    cancel();
    if (open) lastClosedAt = Date.now();
    setOpen(false);
  };

  useEffect(() => cancel, []);

  const describedBy = [children.props['aria-describedby'], open ? id : undefined]
    .filter(Boolean)
    .join(' ');

  return (
    <span
      className="relative inline-flex"
      onPointerEnter={(event) => {
        if (event.pointerType !== 'touch') show(false);
      }}
      onPointerLeave={hide}
      onPointerDown={() => {
        pointerDown.current = true;
        hide();
      }}
      onPointerUp={() => {
        pointerDown.current = false;
      }}
      onClick={hide}
      onFocus={() => {
        // Focus that follows a click is not keyboard focus: the click already closed it.
        if (!pointerDown.current) show(true);
        pointerDown.current = false;
      }}
      onBlur={hide}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          hide();
        }
      }}
    >
      {cloneElement(children, { 'aria-describedby': describedBy || undefined })}
      {open && (
        <span
          role="tooltip"
          id={id}
          className={cn(
            'absolute left-1/2 z-50 w-max max-w-xs -translate-x-1/2 rounded-md bg-slate-900 px-3 py-1.5 ' +
              'text-xs font-medium text-white shadow-md',
            side === 'top' ? 'bottom-full mb-2' : 'top-full mt-2',
            className,
          )}
        >
          {content}
        </span>
      )}
    </span>
  );
}
