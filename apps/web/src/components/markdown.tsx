import { lazy, Suspense, useState, type MouseEvent } from 'react';
import { useLocation } from 'wouter';
import { cn } from '../lib/cn';

/**
 * Markdown from our content (section full texts, guides, AI answers) without making the
 * browser parse it again to hydrate the page.
 *
 * The server renders the body with react-markdown (markdown-body.tsx). In the browser, the
 * first render of a page that came from the server adopts that HTML as it is, untouched: the
 * parser (react-markdown, remark, rehype: about 50 KB gzipped) is neither downloaded nor run,
 * which was most of the blocking time of the section and guide pages on a slow phone
 * (bench/RESULTS.md, Lighthouse). Only Markdown the server did not render (a client
 * navigation, a new AI answer) loads the parser, on demand; the raw text shows meanwhile.
 *
 * The adopted HTML holds plain links, so a click on an internal one is routed here to the app's
 * router, as the parser's own links (wouter `Link`) are.
 */
const MarkdownBody = lazy(() =>
  import('./markdown-body').then((m) => ({ default: m.MarkdownBody })),
);
const serverMarkdownHtml = import.meta.env.SSR
  ? (await import('./markdown-server')).serverMarkdownHtml
  : undefined;

/** Starts loading the parser before it is needed (a chat about to show its first answer). */
export function preloadMarkdown(): void {
  if (!import.meta.env.SSR) void import('./markdown-body');
}

/** FNV-1a over the UTF-16 code units, with the length: names one body of text on the page. */
export function markdownKey(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return `${(hash >>> 0).toString(36)}-${text.length.toString(36)}`;
}

/**
 * The HTML the server rendered for this text, if the page holds it. Only a block the server
 * rendered is marked `data-server-rendered` (adopted blocks keep the mark: their HTML is the
 * server's); a block parsed in the browser is not, so a raw-text placeholder is never adopted.
 * The check does not depend on when hydration ends: React hydrates each Suspense boundary of
 * the page in its own pass, after the shell.
 */
function serverRenderedHtml(key: string): string | undefined {
  if (import.meta.env.SSR || typeof document === 'undefined') return undefined;
  return document.querySelector(`[data-markdown="${key}"][data-server-rendered]`)?.innerHTML;
}

/** Sends a plain click on an internal link through the router; anything else is left alone. */
export function useInternalLinkRouting() {
  const [, navigate] = useLocation();
  return (event: MouseEvent<HTMLElement>) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = (event.target as Element | null)?.closest?.('a');
    if (!anchor || !event.currentTarget.contains(anchor)) return;
    const href = anchor.getAttribute('href') ?? '';
    if (!href.startsWith('/') || href.startsWith('//')) return;
    if (anchor.target && anchor.target !== '_self') return;
    if (anchor.hasAttribute('download')) return;
    event.preventDefault();
    // The anchor's address is final (a Hindi page's links carry /hi already): "~" keeps the
    // router from adding its base again.
    void navigate(`~${href}`);
  };
}

export function Markdown({ children, className }: { children: string; className?: string }) {
  const key = markdownKey(children);
  // Read once, on the first render: later renders of the same text keep the adopted HTML.
  const [adopted] = useState(() => ({ key, html: serverRenderedHtml(key) }));
  const onClick = useInternalLinkRouting();
  const classes = cn('text-base leading-7 text-slate-700 [&>:first-child]:mt-0', className);

  if (adopted.html !== undefined && adopted.key === key) {
    return (
      // Clicks bubble up from the links inside, which are focusable and keyboard-operable.
      <div
        className={classes}
        data-markdown={key}
        data-server-rendered=""
        onClick={onClick}
        dangerouslySetInnerHTML={{ __html: adopted.html }}
      />
    );
  }
  if (serverMarkdownHtml) {
    return (
      <div
        className={classes}
        data-markdown={key}
        data-server-rendered=""
        onClick={onClick}
        dangerouslySetInnerHTML={{ __html: serverMarkdownHtml(children) }}
      />
    );
  }
  return (
    <div className={classes} data-markdown={key} onClick={onClick}>
      <Suspense fallback={<p className="whitespace-pre-line">{children}</p>}>
        <MarkdownBody>{children}</MarkdownBody>
      </Suspense>
    </div>
  );
}
