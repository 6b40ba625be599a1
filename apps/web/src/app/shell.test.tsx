import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PageFallback } from '../components/layout/page-fallback';
import { renderRoute } from '../test/render-route';

let scrollTo: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});

afterEach(() => {
  vi.restoreAllMocks();
});

const mainNav = () => screen.getByRole('navigation', { name: 'Main' });
const menuButton = (name: 'Resources' | 'Support') =>
  within(mainNav()).getByRole('button', { name });
const expectSmoothScrollToTop = () =>
  expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0, behavior: 'smooth' }));

describe('header', () => {
  it('shows the brand linking home and the four main links', async () => {
    await renderRoute('/privacy');
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: 'TaxGuide India' })).toHaveProperty(
      'href',
      expect.stringMatching(/\/$/),
    );
    const links = within(mainNav())
      .getAllByRole('link')
      .map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['Home', '/'],
      ['Tax Sections', '/sections'],
      ['Calculators', '/calculators'],
      ['AI Assistant', '/ai-assistant'],
    ]);
  });

  it('shows the configured site name in the logo', async () => {
    await renderRoute('/', { site: { siteName: 'Kar Sahayak' } });
    expect(
      within(screen.getByRole('banner')).getByRole('link', { name: 'Kar Sahayak' }),
    ).toBeDefined();
  });

  it('marks the link of the current route with aria-current="page", and only that one', async () => {
    await renderRoute('/calculators');
    const current = within(mainNav())
      .getAllByRole('link', { hidden: true })
      .filter((a) => a.getAttribute('aria-current') === 'page');
    expect(current.map((a) => a.textContent)).toEqual(['Calculators']);
  });

  it('highlights Home only on the home page', async () => {
    await renderRoute('/');
    expect(within(mainNav()).getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(
      within(mainNav()).getByRole('link', { name: 'Calculators' }).getAttribute('aria-current'),
    ).toBeNull();
  });

  it('treats a section detail page as part of Tax Sections', async () => {
    await renderRoute('/section/80C');
    expect(
      within(mainNav()).getByRole('link', { name: 'Tax Sections' }).getAttribute('aria-current'),
    ).toBe('page');
  });

  it('highlights a link inside a menu when its page is shown', async () => {
    const { user } = await renderRoute('/faq');
    await user.click(menuButton('Resources'));
    expect(within(mainNav()).getByRole('link', { name: 'FAQ' }).getAttribute('aria-current')).toBe(
      'page',
    );
  });

  it('has a skip link to the main content', async () => {
    await renderRoute('/');
    expect(screen.getByRole('link', { name: 'Skip to main content' }).getAttribute('href')).toBe(
      '#main',
    );
    expect(screen.getByRole('main').id).toBe('main');
  });
});

describe('Resources and Support menus', () => {
  it('list their links (Resources)', async () => {
    const { user } = await renderRoute('/');
    const button = menuButton('Resources');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    const list = document.getElementById(
      button.getAttribute('aria-controls') as string,
    ) as HTMLElement;
    expect(list.hidden).toBe(true);
    await user.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(list.hidden).toBe(false);
    expect(
      within(list)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Tax Guides & Blog', '/blog'],
      ['Tax Abbreviations', '/abbreviations'],
      ['Act 2025 Section Finder', '/act-2025'],
      ['FAQ', '/faq'],
      ['Download PDF Guide', '/pdf-download'],
      ['Saved', '/saved'],
    ]);
  });

  it('list their links (Support)', async () => {
    const { user } = await renderRoute('/');
    await user.click(menuButton('Support'));
    const list = document.getElementById(
      menuButton('Support').getAttribute('aria-controls') as string,
    ) as HTMLElement;
    expect(
      within(list)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Contact Us', '/contact'],
      ['Newsletter', '/newsletter'],
      ['AI Dashboard', '/ai-dashboard'],
    ]);
  });

  it('open and close with the mouse, and close on a click outside', async () => {
    const { user } = await renderRoute('/');
    const button = menuButton('Resources');
    await user.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    await user.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');
    await user.click(button);
    await user.click(screen.getByRole('heading', { level: 1 }));
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('opening one menu and clicking the other leaves only the second open', async () => {
    const { user } = await renderRoute('/');
    await user.click(menuButton('Resources'));
    await user.click(menuButton('Support'));
    expect(menuButton('Resources').getAttribute('aria-expanded')).toBe('false');
    expect(menuButton('Support').getAttribute('aria-expanded')).toBe('true');
  });

  it('open with Enter and Space on the button', async () => {
    const { user } = await renderRoute('/');
    const button = menuButton('Support');
    button.focus();
    await user.keyboard('{Enter}');
    expect(button.getAttribute('aria-expanded')).toBe('true');
    await user.keyboard('{Escape}');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    await user.keyboard(' ');
    expect(button.getAttribute('aria-expanded')).toBe('true');
  });

  it('open with ArrowDown onto the first link, move with the arrows, and Escape returns focus to the button', async () => {
    const { user } = await renderRoute('/');
    const button = menuButton('Resources');
    button.focus();
    await user.keyboard('{ArrowDown}');
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement?.textContent).toBe('Tax Guides & Blog');
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement?.textContent).toBe('Tax Abbreviations');
    await user.keyboard('{End}');
    expect(document.activeElement?.textContent).toBe('Saved');
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement?.textContent).toBe('Tax Guides & Blog');
    await user.keyboard('{ArrowUp}');
    expect(document.activeElement?.textContent).toBe('Saved');
    await user.keyboard('{Escape}');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
  });

  it('close when keyboard focus moves out of the menu', async () => {
    const { user } = await renderRoute('/');
    const button = menuButton('Resources');
    button.focus();
    await user.keyboard('{ArrowDown}');
    await user.keyboard('{End}');
    await user.tab();
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(menuButton('Support'));
  });

  it('close when a link is chosen, show that page and scroll smoothly to the top', async () => {
    const { user } = await renderRoute('/');
    await user.click(menuButton('Resources'));
    await user.click(within(mainNav()).getByRole('link', { name: 'Tax Abbreviations' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Tax Abbreviations' }),
    ).toBeDefined();
    expect(menuButton('Resources').getAttribute('aria-expanded')).toBe('false');
    expectSmoothScrollToTop();
  });

  it('do not scroll to the top when AI Dashboard is chosen in the desktop menu', async () => {
    const { user } = await renderRoute('/');
    await user.click(menuButton('Support'));
    await user.click(within(mainNav()).getByRole('link', { name: 'AI Dashboard' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'AI Agent Dashboard' }),
    ).toBeDefined();
    expect(menuButton('Support').getAttribute('aria-expanded')).toBe('false');
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('scroll to the top for the other Support links', async () => {
    const { user } = await renderRoute('/');
    await user.click(menuButton('Support'));
    await user.click(within(mainNav()).getByRole('link', { name: 'Contact Us' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact Us' })).toBeDefined();
    expectSmoothScrollToTop();
  });
});

describe('main links', () => {
  it('navigate and scroll smoothly to the top', async () => {
    const { user } = await renderRoute('/privacy');
    await user.click(within(mainNav()).getByRole('link', { name: 'Calculators' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Income Tax Calculators' }),
    ).toBeDefined();
    expectSmoothScrollToTop();
    expect(
      within(mainNav()).getByRole('link', { name: 'Calculators' }).getAttribute('aria-current'),
    ).toBe('page');
  });

  it('scroll at once, without animation, for people who prefer reduced motion', async () => {
    const matchMedia = window.matchMedia.bind(window);
    vi.spyOn(window, 'matchMedia').mockImplementation((query: string) =>
      query.includes('prefers-reduced-motion')
        ? ({ ...matchMedia(query), matches: true } as MediaQueryList)
        : matchMedia(query),
    );
    const { user } = await renderRoute('/privacy');
    await user.click(within(mainNav()).getByRole('link', { name: 'Home' }));
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0, behavior: 'auto' }));
  });

  it('announce the new page title to screen readers after a navigation', async () => {
    const { user, container } = await renderRoute('/privacy');
    const announcer = container.querySelector('[aria-live="assertive"]') as HTMLElement;
    expect(announcer.textContent).toBe('');
    await user.click(within(mainNav()).getByRole('link', { name: 'AI Assistant' }));
    await waitFor(() => expect(announcer.textContent).toBe('AI Tax Assistant | TaxGuide India'));
  });
});

describe('mobile drawer', () => {
  const openButton = () => screen.getByRole('button', { name: 'Open menu' });

  it('opens as a modal dialog with every link and moves focus into it', async () => {
    const { user } = await renderRoute('/');
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(openButton());
    // The drawer's contents arrive with its chunk on the first open (mobile-menu.tsx).
    const dialog = await screen.findByRole('dialog', { name: 'Site menu' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(openButton().getAttribute('aria-expanded')).toBe('true');
    await waitFor(() =>
      expect(document.activeElement).toBe(
        within(dialog).getByRole('button', { name: 'Close menu' }),
      ),
    );
    expect(
      within(dialog)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual([
      '/',
      '/sections',
      '/calculators',
      '/ai-assistant',
      '/blog',
      '/abbreviations',
      '/act-2025',
      '/faq',
      '/pdf-download',
      '/saved',
      '/contact',
      '/newsletter',
      '/ai-dashboard',
    ]);
    expect(within(dialog).getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBe(
      'page',
    );
  });

  it('closes on Escape and returns focus to the menu button', async () => {
    const { user } = await renderRoute('/');
    await user.click(openButton());
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(openButton().getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(openButton());
  });

  it('closes with its close button and on a tap on the backdrop', async () => {
    const { user } = await renderRoute('/');
    await user.click(openButton());
    await user.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(openButton());
    fireEvent.click(screen.getByRole('dialog'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes when a link is chosen, shows that page and scrolls to the top', async () => {
    const { user } = await renderRoute('/');
    await user.click(openButton());
    await user.click(within(screen.getByRole('dialog')).getByRole('link', { name: 'Newsletter' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Newsletter' })).toBeDefined();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(openButton());
    expectSmoothScrollToTop();
  });

  it('scrolls to the top for AI Dashboard too (the exception is the desktop menu only)', async () => {
    const { user } = await renderRoute('/');
    await user.click(openButton());
    await user.click(
      within(screen.getByRole('dialog')).getByRole('link', { name: 'AI Dashboard' }),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'AI Agent Dashboard' }),
    ).toBeDefined();
    expect(screen.queryByRole('dialog')).toBeNull();
    expectSmoothScrollToTop();
  });

  it('closes when the current page is chosen again', async () => {
    const { user } = await renderRoute('/calculators');
    await user.click(openButton());
    await user.click(within(screen.getByRole('dialog')).getByRole('link', { name: 'Calculators' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps Tab inside the drawer (native modal dialog)', async () => {
    const { user } = await renderRoute('/');
    await user.click(openButton());
    const dialog = screen.getByRole('dialog') as HTMLDialogElement;
    // The browser makes everything outside an open modal <dialog> inert.
    expect(dialog.open).toBe(true);
    await user.tab();
    expect(dialog.contains(document.activeElement)).toBe(true);
  });
});

describe('footer', () => {
  const footer = () => screen.getByRole('contentinfo');

  it('links to the abbreviations, the Act 2025 section finder, how we check, contact and the five legal pages', async () => {
    await renderRoute('/');
    const hrefs = within(footer())
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual([
      '/abbreviations',
      '/act-2025',
      '/how-we-check',
      '/contact',
      '/privacy',
      '/terms',
      '/eula',
      '/ccpa',
      '/cookies',
    ]);
  });

  it('shows no social links when none are configured', async () => {
    await renderRoute('/');
    expect(within(footer()).queryByRole('list', { name: 'Follow us' })).toBeNull();
    expect(
      within(footer()).queryByRole('link', { name: /twitter|linkedin|facebook|youtube/i }),
    ).toBeNull();
  });

  it('shows exactly the configured social links', async () => {
    await renderRoute('/', {
      site: {
        social: { twitter: 'https://x.com/taxguide', youtube: 'https://youtube.com/@taxguide' },
      },
    });
    const social = within(within(footer()).getByRole('list', { name: 'Follow us' })).getAllByRole(
      'link',
    );
    expect(social.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['X (Twitter)', 'https://x.com/taxguide'],
      ['YouTube', 'https://youtube.com/@taxguide'],
    ]);
  });

  it('shows the educational-only disclaimer and the current year', async () => {
    await renderRoute('/');
    const note = within(footer()).getByRole('note', { name: 'Disclaimer' });
    expect(note.textContent).toMatch(/not tax, legal or financial advice/);
    expect(note.textContent).toMatch(/Income Tax Department/);
    expect(note.textContent).toMatch(/chartered accountant/);
    expect(note.textContent).toMatch(/financial year you choose/);
    expect(footer().textContent).toContain(`© ${new Date().getFullYear()} TaxGuide India`);
  });

  it('footer links scroll to the top too', async () => {
    const { user } = await renderRoute('/');
    await user.click(within(footer()).getByRole('link', { name: 'Cookie Policy' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Cookie Policy' })).toBeDefined();
    expectSmoothScrollToTop();
    expect(
      within(footer()).getByRole('link', { name: 'Cookie Policy' }).getAttribute('aria-current'),
    ).toBe('page');
  });
});

describe('page loading', () => {
  it('shows a labelled loading skeleton while a page chunk loads, then the page', async () => {
    render(<PageFallback />);
    const status = screen.getByRole('status', { name: 'Loading page' });
    expect(status.textContent).toContain('Loading page');
  });
});

describe('links to a place on another page', () => {
  it('scroll to the element named by the fragment after client navigation', async () => {
    const scrollIntoView = vi
      .spyOn(Element.prototype, 'scrollIntoView')
      .mockImplementation(() => {});
    const { user } = await renderRoute('/ccpa');
    const toRights = screen
      .getAllByRole('link', { name: 'Privacy Policy' })
      .find((a) => a.getAttribute('href') === '/privacy#your-rights') as HTMLElement;
    await user.click(toRights);
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeDefined();
    await waitFor(() => expect(scrollIntoView).toHaveBeenCalled());
    expect((scrollIntoView.mock.contexts[0] as Element).id).toBe('your-rights');
    expect(scrollTo).not.toHaveBeenCalled();
  });
});

describe('scroll on navigation', () => {
  it('any in-page link to another page scrolls to the top too', async () => {
    const { user } = await renderRoute('/cookies');
    const other = within(screen.getByRole('navigation', { name: 'Other legal pages' }));
    await user.click(other.getByRole('link', { name: 'Terms of Service' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Terms of Service' }),
    ).toBeDefined();
    expectSmoothScrollToTop();
  });

  it('the logo scrolls to the top', async () => {
    const { user } = await renderRoute('/cookies');
    await user.click(
      within(screen.getByRole('banner')).getByRole('link', { name: 'TaxGuide India' }),
    );
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Complete Income Tax Guide for the Taxpayer',
      }),
    ).toBeDefined();
    expectSmoothScrollToTop();
  });

  it('the first page load does not scroll (the browser owns it)', async () => {
    await renderRoute('/privacy');
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
