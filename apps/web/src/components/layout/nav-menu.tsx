import { useLingui } from '@lingui/react';
import { lazy, Suspense, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useLocation } from 'wouter';
import { cn } from '../../lib/cn';
import { ChevronDownIcon } from '../ui/icons';
import { NavLink } from './nav-link';
import { isCurrentPath, savedName, savedText, type NavGroup } from './nav-links';

const SavedCount = lazy(() => import('./saved-count-link'));

/**
 * A desktop navigation drop-down, built as a disclosure (a button that shows a
 * list of links; https://www.w3.org/WAI/ARIA/apg/patterns/disclosure/examples/disclosure-navigation/).
 * Enter or Space toggles it; ArrowDown (or ArrowUp) opens it and moves to the
 * first (or last) link; arrows, Home and End move between links; Escape closes
 * it and returns focus to the button. A click outside, focus moving elsewhere, or
 * choosing a link closes it. The links stay in the server HTML (hidden), so
 * crawlers and no-script readers still find every page.
 */
export function NavMenu({ group }: { group: NavGroup }) {
  const { i18n } = useLingui();
  const listId = useId();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const focusOnOpen = useRef<'first' | 'last' | null>(null);
  const [pathname] = useLocation();
  const containsCurrent = group.items.some((item) => isCurrentPath(pathname, item.to));

  useEffect(() => {
    if (!open) return;
    if (focusOnOpen.current) {
      focusLink(listRef.current, focusOnOpen.current === 'first' ? 0 : -1);
      focusOnOpen.current = null;
    }
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const closeAndReturnFocus = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const edge = event.key === 'ArrowDown' ? 'first' : 'last';
      if (open) focusLink(listRef.current, edge === 'first' ? 0 : -1);
      else {
        focusOnOpen.current = edge;
        setOpen(true);
      }
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
    }
  };

  const onListKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const index = linksIn(listRef.current).indexOf(document.activeElement as HTMLAnchorElement);
    const target: Record<string, number> = {
      ArrowDown: index + 1,
      ArrowUp: index - 1,
      Home: 0,
      End: -1,
    };
    if (event.key === 'Escape') {
      event.preventDefault();
      closeAndReturnFocus();
    } else if (event.key in target) {
      event.preventDefault();
      focusLink(listRef.current, target[event.key] as number);
    }
  };

  return (
    <div
      ref={rootRef}
      className="relative"
      onBlur={(event) => {
        // Close when keyboard focus leaves the menu; a click elsewhere is handled by
        // the pointerdown listener (Safari does not focus clicked links or buttons).
        const next = event.relatedTarget as Node | null;
        if (next && !rootRef.current?.contains(next)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        className={cn(
          'inline-flex items-center gap-1 rounded-md px-2 py-2 text-sm font-medium text-slate-700 lg:px-2.5 ' +
            'hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600',
          containsCurrent && 'text-brand-700',
        )}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={onButtonKeyDown}
      >
        {i18n._(group.label)}
        <ChevronDownIcon className={cn('size-4 transition-transform', open && 'rotate-180')} />
      </button>
      <ul
        ref={listRef}
        id={listId}
        hidden={!open}
        className="absolute right-0 z-50 mt-2 w-60 rounded-lg border border-slate-200 bg-white p-1.5 shadow-lg"
        onKeyDown={onListKeyDown}
      >
        {group.items.map((item) => {
          const link = (count = 0) => (
            <NavLink
              to={item.to}
              scroll={item.scrollInDesktopMenu ?? true}
              onChoose={closeAndReturnFocus}
              ariaLabel={item.savedCount && savedName(i18n, count)}
              className="block rounded-md px-3 py-2 text-sm text-slate-700 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600"
              currentClassName="bg-brand-50 font-semibold text-brand-700"
            >
              {item.savedCount ? savedText(i18n, count) : i18n._(item.label)}
            </NavLink>
          );
          return (
            <li key={item.to}>
              {item.savedCount && open ? (
                <Suspense fallback={link()}>
                  <SavedCount>{link}</SavedCount>
                </Suspense>
              ) : (
                link()
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

function linksIn(list: HTMLElement | null): HTMLAnchorElement[] {
  return Array.from(list?.querySelectorAll<HTMLAnchorElement>('a') ?? []);
}

/** Focuses the link at `index`, wrapping around (-1 is the last). */
function focusLink(list: HTMLElement | null, index: number): void {
  const links = linksIn(list);
  links[(index + links.length) % links.length]?.focus();
}
