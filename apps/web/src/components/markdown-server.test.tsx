import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { Router } from 'wouter';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { markdownKey } from './markdown';
import { MarkdownBody } from './markdown-body';
import { serverMarkdownHtml } from './markdown-server';

const TEXT =
  '## Limits\n\nSee [section 80D](/section/80D) and [the Act](https://example.org/act).\n\n| a | b |\n|---|---|\n| 1 | 2 |';

const parsed = (text: string) =>
  renderToStaticMarkup(
    <Router ssrPath="/">
      <MarkdownBody>{text}</MarkdownBody>
    </Router>,
  );

describe('serverMarkdownHtml', () => {
  it('is exactly what the parser renders, internal and external links included', () => {
    const html = serverMarkdownHtml(TEXT);
    expect(html).toBe(parsed(TEXT));
    expect(html).toContain('href="/section/80D"');
    expect(html).toContain('target="_blank"');
    expect(html).toContain('<table');
  });

  it('keys by the text, so two texts never share a body', () => {
    expect(serverMarkdownHtml('first **text**')).toContain('first');
    expect(serverMarkdownHtml('second **text**')).toContain('second');
    expect(serverMarkdownHtml('second **text**')).not.toContain('first');
  });

  it('keeps answering right after more texts than it holds', () => {
    for (let i = 0; i < 1100; i++) serverMarkdownHtml(`text number ${i}`);
    expect(serverMarkdownHtml('text number 3')).toBe(parsed('text number 3'));
    expect(serverMarkdownHtml(TEXT)).toBe(parsed(TEXT));
  });
});

describe('Markdown on the server', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it('sends the parsed HTML in the block the browser adopts', async () => {
    // markdown.tsx picks its server path when the module loads, as the server bundle does.
    vi.stubEnv('SSR', true);
    vi.resetModules();
    const { Markdown } = await import('./markdown');
    const page = renderToString(
      <Router ssrPath="/section/80C">
        <Markdown>{TEXT}</Markdown>
      </Router>,
    );
    expect(page).toContain(`data-markdown="${markdownKey(TEXT)}"`);
    expect(page).toContain('data-server-rendered=""');
    expect(page).toContain(parsed(TEXT));
  });
});
