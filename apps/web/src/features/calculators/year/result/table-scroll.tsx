import { Trans } from '@lingui/react/macro';
import { useEffect, useRef, useState, type ReactNode } from 'react';

// Shadows at the edges that scroll with the content: a cue that more of the table is off-screen.
const SCROLL_SHADOWS = {
  background: [
    'linear-gradient(to right, #fff 30%, rgb(255 255 255 / 0)) left center / 2.5rem 100% no-repeat local',
    'linear-gradient(to left, #fff 30%, rgb(255 255 255 / 0)) right center / 2.5rem 100% no-repeat local',
    'radial-gradient(farthest-side at 0 50%, rgb(0 0 0 / 0.18), transparent) left center / 0.75rem 100% no-repeat scroll',
    'radial-gradient(farthest-side at 100% 50%, rgb(0 0 0 / 0.18), transparent) right center / 0.75rem 100% no-repeat scroll',
  ].join(', '),
};

/**
 * A table that scrolls sideways inside its card instead of widening the page. When it does
 * overflow it can be focused (arrow keys scroll it) and says so in words as well as shadows.
 */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setOverflows(element.scrollWidth > element.clientWidth + 1);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    // The content grows without the box changing size (a working opened): watch both.
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    for (const child of element.children) observer.observe(child);
    return () => observer.disconnect();
  }, []);
  return (
    <div className="min-w-0 print:break-inside-avoid">
      <div
        ref={ref}
        role="region"
        aria-label={label}
        tabIndex={overflows ? 0 : undefined}
        data-overflows={overflows || undefined}
        className="max-w-full overflow-x-auto rounded-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 print:overflow-visible"
        style={SCROLL_SHADOWS}
      >
        {children}
      </div>
      {overflows && (
        <p className="no-print mt-1 text-xs text-slate-500" aria-hidden="true">
          <Trans>Scroll the table sideways for more →</Trans>
        </p>
      )}
    </div>
  );
}
