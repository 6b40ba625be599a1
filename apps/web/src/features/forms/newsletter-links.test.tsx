// The pages the newsletter's mails link to: /newsletter/confirm (confirmed on the server while
// rendering) and /newsletter/unsubscribe (a button that POSTs; opening the page changes nothing).
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { FetchJson } from '@taxguide/contracts/ssr';
import { render as renderOnServer } from '../../entry-server';
import { defaultSiteConfig } from '../../app/site-config';
import { dismissToast } from '../../components/ui/use-toast';
import { fail, ok, stubApi } from '../../test/api-stub';
import { metaContent, renderRoute } from '../../test/render-route';

const TOKEN = 'a'.repeat(43);

afterEach(() => {
  act(() => {
    dismissToast();
  });
});

/** The server render of a page, the API answering `status` and `body` to every prefetch. */
async function serverRender(url: string, status: number, body: unknown) {
  const asked: string[] = [];
  const fetchJson: FetchJson = async (path) => {
    asked.push(path);
    return { status, body: JSON.stringify(body) };
  };
  const page = await renderOnServer({ url, fetchJson, site: defaultSiteConfig });
  return { ...page, asked };
}

const envelope = (status: number, message: string) => ({
  statusCode: status,
  code: 'X',
  error: 'Reason',
  message,
  requestId: 'r1',
});

describe('/newsletter/confirm', () => {
  it('is confirmed in the server-rendered HTML, before any script runs', async () => {
    const page = await serverRender(`/newsletter/confirm?token=${TOKEN}`, 200, {
      success: true,
      status: 'confirmed',
      message: 'Thank you: you will get the next issue.',
    });
    expect(page.asked).toEqual([`/api/newsletter/confirm?token=${TOKEN}`]);
    expect(page.html).toContain('Your subscription is confirmed</h2>');
    expect(page.html).toContain('Thank you: you will get the next issue.');
    expect(page.head).toContain('content="noindex, nofollow"');
  });

  it('says an expired link has expired, with a link to subscribe again (server HTML)', async () => {
    const page = await serverRender(
      `/newsletter/confirm?token=${TOKEN}`,
      410,
      envelope(410, 'This confirmation link has expired; please subscribe again.'),
    );
    expect(page.html).toContain('This confirmation link has expired</h2>');
    expect(page.html).toContain('This confirmation link has expired; please subscribe again.');
    expect(page.html).toContain('href="/newsletter"');
  });

  it('says an unknown link does not work (server HTML)', async () => {
    const page = await serverRender(
      `/newsletter/confirm?token=${TOKEN}`,
      404,
      envelope(404, 'This confirmation link is not valid.'),
    );
    expect(page.html).toContain('This confirmation link does not work</h2>');
    expect(page.html).toContain('This confirmation link is not valid.');
  });

  it('says so when the link was opened before', async () => {
    stubApi({
      [`/api/newsletter/confirm?token=${TOKEN}`]: ok({
        success: true,
        status: 'already_confirmed',
        message: 'You had confirmed already.',
      }),
    });
    await renderRoute(`/newsletter/confirm?token=${TOKEN}`);
    expect(
      await screen.findByRole('heading', { name: 'Your subscription was already confirmed' }),
    ).toBeDefined();
    expect(screen.getByRole('main').textContent).toContain('You had confirmed already.');
    expect(metaContent('name="robots"')).toBe('noindex, nofollow');
  });

  it('explains a link without a token, without calling the server', async () => {
    const api = stubApi({});
    await renderRoute('/newsletter/confirm');
    expect(
      screen.getByRole('heading', { name: 'This confirmation link does not work' }),
    ).toBeDefined();
    expect(api.calls).toEqual([]);
  });

  it('offers to try again when the server fails, and then confirms', async () => {
    let answers = 0;
    stubApi({
      '/api/newsletter/confirm': () =>
        ++answers === 1
          ? { status: 503, body: 'upstream down' }
          : ok({ success: true, status: 'confirmed', message: 'Confirmed.' }),
    });
    const { user } = await renderRoute(`/newsletter/confirm?token=${TOKEN}`);
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { name: 'Your subscription is confirmed' }),
    ).toBeDefined();
  });
});

describe('/newsletter/unsubscribe', () => {
  it('changes nothing when opened: the server render calls no API and shows a POST form', async () => {
    const page = await serverRender(`/newsletter/unsubscribe?token=${TOKEN}`, 500, {});
    expect(page.asked).toEqual([]);
    // Without JavaScript the button is a plain form POST to the page's own address.
    const html = new DOMParser().parseFromString(page.html, 'text/html');
    const form = html.querySelector('form[aria-label="Unsubscribe from the newsletter"]');
    expect(form?.getAttribute('method')).toBe('post');
    expect(form?.getAttribute('action')).toBe(`/newsletter/unsubscribe?token=${TOKEN}`);
    expect(form?.querySelector('button[type="submit"]')?.textContent).toBe('Unsubscribe');
    expect(page.html).toContain('Delete my data');
    expect(page.head).toContain('content="noindex, nofollow"');
  });

  it('unsubscribes with a POST of {} to the API, then says so', async () => {
    const api = stubApi({
      [`POST /api/newsletter/unsubscribe?token=${TOKEN}`]: ok({
        success: true,
        status: 'unsubscribed',
        message: 'You will get no more newsletters.',
      }),
    });
    const { user } = await renderRoute(`/newsletter/unsubscribe?token=${TOKEN}`);
    expect(api.calls).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(
      await screen.findByRole('heading', { name: 'You have been unsubscribed' }),
    ).toBeDefined();
    expect(screen.getByRole('main').textContent).toContain('You will get no more newsletters.');
    expect(api.calls.map((c) => [c.method, c.url, c.body])).toEqual([
      ['POST', `/api/newsletter/unsubscribe?token=${TOKEN}`, '{}'],
    ]);
    expect(document.title).toBe('Unsubscribe from the Newsletter | TaxGuide India');
  });

  it('says so when the address was already unsubscribed', async () => {
    stubApi({
      'POST /api/newsletter/unsubscribe': ok({
        success: true,
        status: 'already_unsubscribed',
        message: 'Already.',
      }),
    });
    const { user } = await renderRoute(`/newsletter/unsubscribe?token=${TOKEN}`);
    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(
      await screen.findByRole('heading', { name: 'You were already unsubscribed' }),
    ).toBeDefined();
  });

  it('explains an unknown link with the server message', async () => {
    stubApi({
      'POST /api/newsletter/unsubscribe': fail(404, 'This unsubscribe link is not valid.'),
    });
    const { user } = await renderRoute(`/newsletter/unsubscribe?token=${TOKEN}`);
    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(
      await screen.findByRole('heading', { name: 'This unsubscribe link does not work' }),
    ).toBeDefined();
    expect(screen.getByRole('main').textContent).toContain('This unsubscribe link is not valid.');
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).toBeNull();
  });

  it('explains a link without a token, without calling the server', async () => {
    const api = stubApi({});
    await renderRoute('/newsletter/unsubscribe');
    expect(
      screen.getByRole('heading', { name: 'This unsubscribe link does not work' }),
    ).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).toBeNull();
    expect(api.calls).toEqual([]);
  });

  it('keeps the button when the server fails, and a second press succeeds', async () => {
    let answers = 0;
    stubApi({
      'POST /api/newsletter/unsubscribe': () =>
        ++answers === 1
          ? { status: 503, body: '' }
          : ok({ success: true, status: 'unsubscribed', message: 'Done.' }),
    });
    const { user } = await renderRoute(`/newsletter/unsubscribe?token=${TOKEN}`);
    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(
      await screen.findByRole('heading', { name: 'We could not unsubscribe you just now' }),
    ).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(
      await screen.findByRole('heading', { name: 'You have been unsubscribed' }),
    ).toBeDefined();
  });

  it('deletes the data after a confirmation step, and shows the answer', async () => {
    const api = stubApi({
      'POST /api/newsletter/erase': ok({ success: true, message: 'Everything is deleted.' }),
    });
    const { user } = await renderRoute(`/newsletter/unsubscribe?token=${TOKEN}`);
    await user.click(screen.getByRole('button', { name: 'Delete my data' }));
    const dialog = screen.getByRole('alertdialog');
    expect(api.calls).toEqual([]);
    // Cancel goes back without a call.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Delete my data' }));
    await user.click(screen.getByRole('button', { name: 'Yes, delete my data' }));
    expect(
      await screen.findByRole('heading', { name: 'Your data has been deleted' }),
    ).toBeDefined();
    expect(screen.getByRole('main').textContent).toContain('Everything is deleted.');
    expect(api.calls.map((c) => [c.method, c.url, c.body])).toEqual([
      ['POST', '/api/newsletter/erase', JSON.stringify({ token: TOKEN })],
    ]);
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).toBeNull();
  });

  it('shows why the deletion failed and keeps the question open', async () => {
    stubApi({ 'POST /api/newsletter/erase': fail(429, 'Too many requests; please wait.') });
    const { user } = await renderRoute(`/newsletter/unsubscribe?token=${TOKEN}`);
    await user.click(screen.getByRole('button', { name: 'Delete my data' }));
    await user.click(screen.getByRole('button', { name: 'Yes, delete my data' }));
    await waitFor(() =>
      expect(within(screen.getByRole('alertdialog')).getByRole('alert').textContent).toBe(
        'Too many requests; please wait.',
      ),
    );
  });
});
