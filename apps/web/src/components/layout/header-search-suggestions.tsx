import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import type { SearchResult } from '@taxguide/contracts/content';
import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import { useLocation } from 'wouter';
import { apiPathIn, localeOfPath, type Locale } from '../../i18n/locale';
import { SEARCH_TYPE_LABELS } from '../../lib/search-type-labels';

/** Suggestions shown under the box, from the same index and ranking as /search. */
export const SUGGESTION_LIMIT = 6;
/** Characters typed before suggestions are asked for, and the pause after the last keystroke. */
export const MIN_CHARS = 2;
export const DEBOUNCE_MS = 150;

export interface SuggestionsProps {
  inputRef: RefObject<HTMLInputElement | null>;
  /** Called after a suggestion or a search was opened (the drawer closes). */
  onNavigate?: () => void;
  /** Where the list sits under the box. */
  className: string;
}

interface Shown {
  query: string;
  results: SearchResult[];
}

const resultsUrl = (q: string) => `/search?q=${encodeURIComponent(q)}`;

/**
 * Turns the header's search box into an ARIA combobox with a listbox of suggestions
 * (https://www.w3.org/WAI/ARIA/apg/patterns/combobox/examples/combobox-autocomplete-list/):
 * ArrowDown/ArrowUp move through them, Enter opens the highlighted one (or, with none
 * highlighted, the form submits), Escape closes the list. It attaches to the server-rendered
 * <input> rather than replacing it, so focus and what was typed survive its arrival. Only the
 * newest request may show its answer; a failed request shows no suggestions.
 */
export default function HeaderSearchSuggestions({
  inputRef,
  onNavigate,
  className,
}: SuggestionsProps) {
  const listId = useId();
  const { i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const [, navigate] = useLocation();
  const [shown, setShown] = useState<Shown | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const latest = useRef(0);
  const pending = useRef<AbortController | null>(null);

  const shownQuery = shown?.query ?? '';
  const options = shown
    ? [
        ...shown.results.slice(0, SUGGESTION_LIMIT).map((r) => ({
          key: `${r.type}:${r.id}`,
          url: r.url,
          title: r.title,
          type: i18n._(SEARCH_TYPE_LABELS[r.type] ?? SEARCH_TYPE_LABELS.page),
        })),
        {
          key: 'all',
          url: resultsUrl(shown.query),
          title: i18n._(msg`See all results for “${shownQuery}”`),
          type: '',
        },
      ]
    : [];
  const expanded = open && options.length > 0;
  const suggestions = options.length - 1;
  const optionId = (i: number) => `${listId}-${i}`;

  // Asks for suggestions for what the box holds now; every call makes earlier answers stale.
  const request = useRef((q: string) => {
    const n = ++latest.current;
    pending.current?.abort();
    pending.current = null;
    if (q.length < MIN_CHARS) {
      setShown(null);
      return;
    }
    const controller = new AbortController();
    pending.current = controller;
    fetch(apiPathIn(`/api/search?q=${encodeURIComponent(q)}&limit=${SUGGESTION_LIMIT}`, locale), {
      signal: controller.signal,
      headers: { accept: 'application/json' },
    })
      .then((res) => (res.ok ? (res.json() as Promise<{ results?: unknown }>) : null))
      .then((body) => {
        if (n !== latest.current) return;
        const results = Array.isArray(body?.results) ? (body.results as SearchResult[]) : null;
        setShown(results ? { query: q, results } : null);
        setActive(-1);
        setOpen(true);
      })
      .catch(() => {
        if (n === latest.current) setShown(null);
      });
  });

  const onGo = (url: string) => {
    setOpen(false);
    inputRef.current?.blur();
    // A Hindi result's address is /hi/… already: "~" keeps the router from adding /hi again.
    void navigate(localeOfPath(url) === 'hi' ? `~${url}` : url);
    onNavigate?.();
  };

  // With this code here, a search is a client-side navigation too (a blank one opens /search).
  useEffect(() => {
    const form = inputRef.current?.form;
    if (!form) return;
    const onSubmit = (event: SubmitEvent) => {
      event.preventDefault();
      const q = inputRef.current?.value.trim() ?? '';
      onGo(q ? resultsUrl(q) : '/search');
    };
    form.addEventListener('submit', onSubmit);
    return () => form.removeEventListener('submit', onSubmit);
  });

  // The box's combobox attributes, kept in step with the list.
  useEffect(() => {
    const input = inputRef.current;
    if (!input) return;
    input.setAttribute('role', 'combobox');
    input.setAttribute('aria-autocomplete', 'list');
    input.setAttribute('aria-controls', listId);
    input.setAttribute('aria-expanded', String(expanded));
    if (expanded && active >= 0) input.setAttribute('aria-activedescendant', optionId(active));
    else input.removeAttribute('aria-activedescendant');
  });

  // Typing: ask again after a short pause (the newest keystroke wins at once).
  useEffect(() => {
    const input = inputRef.current;
    if (!input) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onInput = () => {
      clearTimeout(timer);
      latest.current++;
      pending.current?.abort();
      const q = input.value.trim();
      if (q.length < MIN_CHARS) {
        setShown(null);
        return;
      }
      timer = setTimeout(() => request.current(q), DEBOUNCE_MS);
    };
    const onFocus = () => setOpen(true);
    const onBlur = () => setOpen(false);
    input.addEventListener('input', onInput);
    input.addEventListener('focus', onFocus);
    input.addEventListener('blur', onBlur);
    // Text typed before this code arrived.
    if (input.value.trim().length >= MIN_CHARS && document.activeElement === input) {
      request.current(input.value.trim());
    }
    // Unmounted: no answer in flight may set state any more.
    const requests = latest;
    return () => {
      clearTimeout(timer);
      input.removeEventListener('input', onInput);
      input.removeEventListener('focus', onFocus);
      input.removeEventListener('blur', onBlur);
      requests.current++;
      pending.current?.abort();
    };
  }, [inputRef]);

  // The keys, bound again on each render so they see the current list.
  useEffect(() => {
    const input = inputRef.current;
    if (!input) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.isComposing) return;
      const last = options.length - 1;
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        if (!expanded) {
          setOpen(true);
          if (!shown) request.current(input.value.trim());
          setActive(event.key === 'ArrowDown' ? 0 : last);
          return;
        }
        const step = event.key === 'ArrowDown' ? 1 : -1;
        // Past either end the highlight leaves the list (back to the typed text).
        setActive((i) => {
          if (i === -1) return step > 0 ? 0 : last;
          const next = i + step;
          return next > last ? -1 : next;
        });
      } else if (event.key === 'Enter') {
        const chosen = expanded && active >= 0 ? options[active] : undefined;
        setOpen(false);
        // Nothing highlighted: the form submits (to the results page).
        if (chosen) {
          event.preventDefault();
          onGo(chosen.url);
        }
      } else if (event.key === 'Escape' && expanded) {
        // Closes the list; a second Escape clears the box (the browser's own behaviour).
        event.preventDefault();
        setOpen(false);
        setActive(-1);
      }
    };
    input.addEventListener('keydown', onKeyDown);
    return () => input.removeEventListener('keydown', onKeyDown);
  });

  return (
    <>
      <ul
        id={listId}
        role="listbox"
        aria-label={i18n._(msg`Search suggestions`)}
        hidden={!expanded}
        className={`absolute top-full z-50 mt-2 max-w-[calc(100vw-2rem)] rounded-lg border border-slate-200 bg-white p-1.5 text-left shadow-lg ${className}`}
      >
        {options.map((option, i) => (
          <li
            key={option.key}
            id={optionId(i)}
            role="option"
            aria-selected={i === active}
            // Keeps focus in the box, so the list stays open until the click lands.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => onGo(option.url)}
            onMouseMove={() => setActive(i)}
            className={[
              'flex cursor-pointer items-baseline justify-between gap-3 rounded-md px-3 py-2 text-sm',
              i === active ? 'bg-brand-50 text-brand-800' : 'text-slate-800',
              option.type === '' ? 'border-t border-slate-100 font-medium text-brand-700' : '',
            ].join(' ')}
          >
            <span className="min-w-0 break-words">{option.title}</span>
            {option.type && (
              <span className="shrink-0 text-xs font-semibold text-slate-500">{option.type}</span>
            )}
          </li>
        ))}
      </ul>
      <p role="status" className="sr-only">
        {expanded
          ? i18n._(
              msg`${plural(suggestions, { one: '# suggestion', other: '# suggestions' })}; use the arrow keys to choose`,
            )
          : ''}
      </p>
    </>
  );
}
