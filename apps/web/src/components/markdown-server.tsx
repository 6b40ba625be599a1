import { renderToStaticMarkup } from 'react-dom/server';
import { Router } from 'wouter';
import { MarkdownBody } from './markdown-body';

/**
 * Markdown rendered to HTML on the server, once per text. Parsing a section's full text was a
 * quarter of every uncached page render (bench/RESULTS.md, "Uncached renders"), and the texts
 * are our content: the same few hundred bodies again and again. The browser adopts this HTML as
 * it is (markdown.tsx), so it must be exactly what MarkdownBody renders.
 */
const MAX_BODIES = 1000;
const rendered = new Map<string, string>();

export function serverMarkdownHtml(text: string): string {
  // Keyed by the text itself: a hash could collide and show one body in place of another.
  const cached = rendered.get(text);
  if (cached !== undefined) return cached;
  // Absolute links render the same under any location; the server has no window.location to read.
  const html = renderToStaticMarkup(
    <Router ssrPath="/">
      <MarkdownBody>{text}</MarkdownBody>
    </Router>,
  );
  // The oldest body goes first (a Map keeps insertion order): texts seen once (an AI answer)
  // cannot grow the cache without bound.
  if (rendered.size >= MAX_BODIES) rendered.delete(rendered.keys().next().value as string);
  rendered.set(text, html);
  return html;
}
