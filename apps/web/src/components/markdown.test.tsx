import { act, fireEvent, render, screen } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route, Switch, useLocation } from 'wouter';
import { visit } from '../test/location';
import { Markdown, markdownKey } from './markdown';

// Records whether the parser module (react-markdown and its plugins) was ever loaded.
const parserLoads = vi.hoisted(() => ({ count: 0 }));
vi.mock('./markdown-body', async (importOriginal) => {
  parserLoads.count++;
  return importOriginal();
});

const TEXT =
  '### Marginal relief\n\nSee [section 87A](/section/87A) or [the Act](https://example.gov.in/act).';
const CLASSES = 'text-base leading-7 text-slate-700 [&>:first-child]:mt-0';
// What the server sends for TEXT (markdown-body.tsx rendered by react-dom/server).
const SERVER_BODY =
  '<h3 class="mt-8 text-xl font-semibold text-slate-900">Marginal relief</h3>' +
  '<p class="mt-4">See <a href="/section/87A" class="x">section 87A</a> or ' +
  '<a href="https://example.gov.in/act" class="x" target="_blank" rel="noopener noreferrer">the Act</a>.</p>';

function WhereAmI() {
  const [pathname] = useLocation();
  return <output aria-label="path">{pathname}</output>;
}

/** Rendered with the window at /guide (beforeEach). */
function Page({ text }: { text: string }) {
  return (
    <>
      <WhereAmI />
      <Switch>
        <Route path="/guide">
          <Markdown>{text}</Markdown>
        </Route>
        <Route path="*">
          <p>another page</p>
        </Route>
      </Switch>
    </>
  );
}

describe('Markdown', () => {
  let errors: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    errors = vi.spyOn(console, 'error');
    visit('/guide');
  });
  afterEach(() => {
    errors.mockRestore();
    document.body.innerHTML = '';
  });

  describe('on a page the server rendered', () => {
    let root: Root | undefined;
    let container: HTMLElement;
    beforeEach(() => {
      container = document.createElement('div');
      container.innerHTML =
        '<output aria-label="path">/guide</output>' +
        `<div class="${CLASSES}" data-markdown="${markdownKey(TEXT)}" data-server-rendered="">${SERVER_BODY}</div>`;
      document.body.append(container);
    });
    afterEach(() => {
      act(() => root?.unmount());
      root = undefined;
    });

    it('adopts the server HTML as it is, without loading the parser', async () => {
      const heading = container.querySelector('h3');
      await act(async () => {
        root = hydrateRoot(container, <Page text={TEXT} />);
      });
      // The same nodes, untouched, and no hydration mismatch reported.
      expect(container.querySelector('h3')).toBe(heading);
      expect(container.querySelector('[data-markdown]')!.innerHTML).toBe(SERVER_BODY);
      expect(errors).not.toHaveBeenCalled();
      expect(parserLoads.count).toBe(0);
    });

    it('routes a click on an internal link through the app, and leaves other clicks alone', async () => {
      await act(async () => {
        root = hydrateRoot(container, <Page text={TEXT} />);
      });
      const path = () => container.querySelector('output')!.textContent;

      // A modified click (open in a new tab) and an external link are the browser's.
      const internal = container.querySelector<HTMLAnchorElement>('a[href="/section/87A"]')!;
      const external = container.querySelector<HTMLAnchorElement>('a[target="_blank"]')!;
      // (A listener on the document sees whether the app cancelled them, then stops the test
      // browser from following them.)
      const cancelled: boolean[] = [];
      const seeAndStop = (event: Event) => {
        cancelled.push(event.defaultPrevented);
        event.preventDefault();
      };
      document.addEventListener('click', seeAndStop);
      fireEvent.click(internal, { ctrlKey: true });
      fireEvent.click(external);
      document.removeEventListener('click', seeAndStop);
      expect(cancelled).toEqual([false, false]);
      expect(path()).toBe('/guide');

      let notCancelled = true;
      act(() => {
        notCancelled = fireEvent.click(internal);
      });
      expect(notCancelled).toBe(false);
      expect(path()).toBe('/section/87A');
      expect(parserLoads.count).toBe(0);
    });
  });

  it('parses text the server did not render (a client navigation) and shows the raw text meanwhile', async () => {
    render(<Page text={TEXT} />);
    // The raw text at once, then the parsed elements.
    expect(screen.getByText(/### Marginal relief/)).toBeDefined();
    const heading = await screen.findByRole('heading', { level: 3, name: 'Marginal relief' });
    expect(heading.tagName).toBe('H3');
    expect(screen.getByRole('link', { name: 'section 87A' }).getAttribute('href')).toBe(
      '/section/87A',
    );
    expect(parserLoads.count).toBe(1);

    // A click on the parser's own link navigates once, through the router.
    fireEvent.click(screen.getByRole('link', { name: 'section 87A' }));
    expect(screen.getByRole('status', { name: 'path' }).textContent).toBe('/section/87A');
  });

  it('adopts only what the server rendered for the same text', async () => {
    // A server block of another text, and a block of this text parsed in the browser (still
    // showing its raw-text placeholder): neither is adopted.
    document.body.innerHTML =
      `<div data-markdown="${markdownKey('other text')}" data-server-rendered=""><p>other text</p></div>` +
      `<div data-markdown="${markdownKey(TEXT)}"><p>${TEXT}</p></div>`;
    render(<Page text={TEXT} />);
    expect(await screen.findByRole('heading', { level: 3, name: 'Marginal relief' })).toBeDefined();
  });

  it('names a text by its content and length', () => {
    expect(markdownKey(TEXT)).toBe(markdownKey(`${TEXT}`));
    expect(markdownKey(TEXT)).not.toBe(markdownKey(`${TEXT} `));
    expect(markdownKey('ab')).not.toBe(markdownKey('ba'));
    expect(markdownKey('')).toMatch(/^[0-9a-z]+-0$/);
  });
});
