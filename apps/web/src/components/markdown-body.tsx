import type { ComponentProps } from 'react';
import ReactMarkdown, { type Components } from 'react-markdown';
import { Link } from 'wouter';
import { localeOfPath } from '../i18n/locale';
import rehypeSanitize from 'rehype-sanitize';
import remarkGfm from 'remark-gfm';

/**
 * Markdown from our content (section full texts, guides, answers), rendered by react-markdown
 * with GitHub tables and sanitised (no raw HTML, no script URLs), styled element by element.
 * Internal links navigate in the app; external ones open in a new tab. Pages use it through
 * `Markdown` (markdown.tsx), which keeps this parser out of the browser's first JavaScript.
 */
function MarkdownLink({
  href = '',
  children,
  node: _node,
  ...props
}: ComponentProps<'a'> & { node?: unknown }) {
  const className =
    'rounded-sm font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800';
  if (href.startsWith('/') && !href.startsWith('//')) {
    return (
      // A link the text already gives in a language (`/hi/…`) is absolute ("~"); any other stays
      // in the page's language (the Hindi router adds /hi).
      <Link to={localeOfPath(href) === 'hi' ? `~${href}` : href} className={className}>
        {children}
      </Link>
    );
  }
  return (
    <a {...props} href={href} className={className} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}

const components: Components = {
  a: MarkdownLink,
  h1: ({ node: _n, ...p }) => <h2 className="mt-8 text-2xl font-bold text-slate-900" {...p} />,
  h2: ({ node: _n, ...p }) => (
    <h2 className="mt-10 text-2xl font-bold tracking-tight text-slate-900" {...p} />
  ),
  h3: ({ node: _n, ...p }) => <h3 className="mt-8 text-xl font-semibold text-slate-900" {...p} />,
  h4: ({ node: _n, ...p }) => <h4 className="mt-6 text-lg font-semibold text-slate-900" {...p} />,
  p: ({ node: _n, ...p }) => <p className="mt-4" {...p} />,
  ul: ({ node: _n, ...p }) => <ul className="mt-4 list-disc space-y-2 pl-6" {...p} />,
  ol: ({ node: _n, ...p }) => <ol className="mt-4 list-decimal space-y-2 pl-6" {...p} />,
  blockquote: ({ node: _n, ...p }) => (
    <blockquote
      className="mt-4 rounded-r-md border-l-4 border-brand-600 bg-brand-50 px-4 py-2 text-slate-800 [&>p:first-child]:mt-0"
      {...p}
    />
  ),
  strong: ({ node: _n, ...p }) => <strong className="font-semibold text-slate-900" {...p} />,
  code: ({ node: _n, ...p }) => (
    <code
      className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-[0.85em] text-slate-900"
      {...p}
    />
  ),
  hr: ({ node: _n, ...p }) => <hr className="my-8 border-slate-200" {...p} />,
  // A table wider than a phone scrolls sideways in its box, which must take focus so a keyboard
  // can scroll it too (axe: scrollable-region-focusable). A group, not a landmark: names repeat.
  table: ({ node: _n, ...p }) => (
    <div className="mt-4 overflow-x-auto" tabIndex={0} role="group" aria-label="Table">
      <table className="w-full border-collapse text-left text-sm" {...p} />
    </div>
  ),
  th: ({ node: _n, ...p }) => (
    <th className="border border-slate-200 bg-slate-50 px-3 py-2 align-top font-semibold" {...p} />
  ),
  td: ({ node: _n, ...p }) => <td className="border border-slate-200 px-3 py-2 align-top" {...p} />,
};

export function MarkdownBody({ children }: { children: string }) {
  return (
    <ReactMarkdown
      remarkPlugins={[remarkGfm]}
      rehypePlugins={[rehypeSanitize]}
      components={components}
    >
      {children}
    </ReactMarkdown>
  );
}
