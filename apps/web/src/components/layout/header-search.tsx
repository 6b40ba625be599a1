import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState, type ComponentType } from 'react';
import { localizedPath, type Locale } from '../../i18n/locale';
import { SEARCH_QUERY_MAX } from '../../lib/search-keys';
import type { SuggestionsProps } from './header-search-suggestions';
import { SITE_SEARCH_ID } from './nav-links';

type Suggestions = ComponentType<SuggestionsProps>;

/**
 * The header's search form: a plain GET form to /search that works without JavaScript. The
 * suggestions code (which also makes the search a client-side navigation) loads on the first
 * focus of the box. This module is itself loaded on demand (header-search-island.tsx, and the
 * drawer's panel): the home page's first JavaScript has a budget.
 */
export function HeaderSearch({
  variant,
  onNavigate,
}: {
  /** "bar": the compact box in the desktop header; "drawer": full width in the phone menu. */
  variant: 'bar' | 'drawer';
  /** Called after a search or suggestion was chosen (the drawer closes). */
  onNavigate?: () => void;
}) {
  const ownId = useId();
  // The bar's box has a fixed id: the "/" key (mobile-menu.tsx) finds it before this code loads.
  const id = variant === 'bar' ? SITE_SEARCH_ID : ownId;
  const inputRef = useRef<HTMLInputElement>(null);
  const [Suggest, setSuggest] = useState<Suggestions | null>(null);
  const bar = variant === 'bar';
  const { i18n } = useLingui();

  // Offline or a new deploy: no suggestions, and the form still submits as a plain GET.
  const load = () =>
    Suggest ||
    void import('./header-search-suggestions').then(
      (m) => setSuggest(() => m.default),
      () => {},
    );

  // Focused before this code arrived (the focus is what loaded it): load the suggestions now.
  useEffect(() => {
    if (document.activeElement === inputRef.current) load();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on arrival
  }, []);

  return (
    <form
      role="search"
      method="get"
      action={localizedPath('/search', i18n.locale as Locale)}
      aria-label={i18n._(msg`Site search`)}
      // The bar's box shows from md up; below, the drawer has its own.
      className={bar ? 'relative hidden h-10 w-10 shrink-0 md:block lg:w-48' : 'relative w-full'}
    >
      <label htmlFor={id} className="sr-only">
        <Trans>Search this site</Trans>
      </label>
      <SearchGlyph className="pointer-events-none absolute top-2.5 left-2.5 z-10 size-5 text-slate-500" />
      <input
        ref={inputRef}
        id={id}
        name="q"
        type="search"
        maxLength={SEARCH_QUERY_MAX}
        placeholder={i18n._(msg`Search`)}
        autoComplete="off"
        onFocus={load}
        // Compact in the bar (an icon at md, a short box from lg), wider while in use, over
        // the links beside it, so the header never reflows or overflows.
        className={`h-10 w-full rounded-md border border-slate-300 bg-white pr-2 pl-9 text-slate-900 placeholder:text-slate-500 focus:outline-2 focus:outline-brand-600 ${
          bar
            ? 'absolute top-0 right-0 text-sm placeholder:text-transparent focus:w-72 lg:placeholder:text-slate-500'
            : ''
        }`}
      />
      {Suggest && (
        <Suggest
          inputRef={inputRef}
          onNavigate={onNavigate}
          className={bar ? 'right-0 w-80' : 'inset-x-0'}
        />
      )}
    </form>
  );
}

/** The desktop header's box (site-header.tsx renders it as an island). */
export function HeaderBarSearch() {
  return <HeaderSearch variant="bar" />;
}

/** Lucide's "search" drawing (ISC licence), inline like the shell's other icons. */
function SearchGlyph({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      <path d="m21 21-4.34-4.34" />
      <circle cx="11" cy="11" r="8" />
    </svg>
  );
}
