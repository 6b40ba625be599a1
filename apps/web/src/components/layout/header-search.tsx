import { useEffect, useId, useRef, useState, type ComponentType, type FormEvent } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { SEARCH_QUERY_MAX, searchQuery } from '../../features/search/api/keys';
import { cn } from '../../lib/cn';
import type { SuggestionsProps } from './header-search-suggestions';

/** Asks the phone drawer to open with its search box focused ("/" below md). */
export const OPEN_DRAWER_SEARCH = 'taxguide:open-drawer-search';

type Suggestions = ComponentType<SuggestionsProps>;

/**
 * The header's search form: a plain GET form to /search that works without JavaScript. The
 * suggestions code loads on the first focus of the box (the home page's first JavaScript has a
 * budget); until then this is the whole of it.
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
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  // On /search the box shows the query being looked at.
  const q = pathname === '/search' ? searchQuery(params) : '';
  const [Suggest, setSuggest] = useState<Suggestions | null>(null);
  const loading = useRef(false);

  useEffect(() => {
    const input = inputRef.current;
    if (input && document.activeElement !== input) input.value = q;
  }, [q]);

  useEffect(() => {
    if (variant !== 'bar') return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey) return;
      if (event.defaultPrevented || isTyping(event.target)) return;
      event.preventDefault();
      // Below md the box is in the closed drawer: the drawer opens with its box focused.
      if (window.matchMedia?.('(min-width: 48rem)').matches) inputRef.current?.focus();
      else window.dispatchEvent(new Event(OPEN_DRAWER_SEARCH));
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [variant]);

  const load = () => {
    if (loading.current) return;
    loading.current = true;
    import('./header-search-suggestions').then(
      (module) => setSuggest(() => module.default),
      // Offline or a new deploy: no suggestions, the form still submits.
      () => (loading.current = false),
    );
  };

  const go = (url: string) => {
    inputRef.current?.blur();
    void navigate(url);
    onNavigate?.();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next = (inputRef.current?.value ?? '').trim();
    go(next ? `/search?q=${encodeURIComponent(next)}` : '/search');
  };

  return (
    <form
      role="search"
      method="get"
      action="/search"
      aria-label="Site search"
      onSubmit={onSubmit}
      className={cn('relative', variant === 'bar' ? 'h-10 w-10 shrink-0 lg:w-48' : 'w-full')}
    >
      <label htmlFor={id} className="sr-only">
        Search this site
      </label>
      <SearchGlyph className="pointer-events-none absolute top-2.5 left-2.5 z-10 size-5 text-slate-500" />
      <input
        ref={inputRef}
        id={id}
        name="q"
        type="search"
        defaultValue={q}
        maxLength={SEARCH_QUERY_MAX}
        placeholder="Search"
        autoComplete="off"
        enterKeyHint="search"
        onFocus={load}
        className={cn(
          'h-10 rounded-md border border-slate-300 bg-white pr-2 pl-9 text-sm text-slate-900 placeholder:text-slate-500 focus:border-brand-600 focus:outline-2 focus:outline-brand-600',
          // Compact in the bar (an icon at md, a short box from lg), wider while in use,
          // over the links beside it, so the header never reflows or overflows.
          variant === 'bar'
            ? 'absolute top-0 right-0 w-full transition-[width] placeholder:text-transparent focus:w-72 lg:placeholder:text-slate-500'
            : 'w-full text-base',
        )}
      />
      {Suggest && (
        <Suggest
          inputRef={inputRef}
          onGo={go}
          className={variant === 'bar' ? 'right-0 w-80' : 'inset-x-0'}
        />
      )}
    </form>
  );
}

function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName);
}

/** Lucide's "search" drawing (ISC licence), inline like the shell's other icons. */
export function SearchGlyph({ className }: { className?: string }) {
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
