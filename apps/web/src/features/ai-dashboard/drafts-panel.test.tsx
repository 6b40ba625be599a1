import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dismissToast } from '../../components/ui/use-toast';
import { ADMIN_FLAG_KEY, ADMIN_TOKEN_KEY, endAdminSession } from '../../lib/admin-session';
import { renderRoute } from '../../test/render-route';
import { DRAFTS_URL, STATUS_URL } from './api/keys';
import { TOKEN, envelope, installFakeAgentApi, type FakeAgentApi } from './testing/fake-agent-api';

let api: FakeAgentApi;

beforeEach(() => {
  api = installFakeAgentApi();
  window.sessionStorage.setItem(ADMIN_FLAG_KEY, 'true');
  window.sessionStorage.setItem(ADMIN_TOKEN_KEY, TOKEN);
});

afterEach(() => {
  act(() => dismissToast());
  endAdminSession();
});

async function openDrafts() {
  const view = await renderRoute('/ai-dashboard');
  await view.user.click(await screen.findByRole('tab', { name: 'Content' }));
  const list = await screen.findByRole('list', { name: 'Drafts' });
  return { view, list };
}

const item = (title: string) =>
  screen.getByRole('heading', { level: 3, name: title }).closest('li') as HTMLElement;

describe('/ai-dashboard: drafts', { timeout: 20_000 }, () => {
  it('lists the drafts with their topic, size, generator and cited sections', async () => {
    const { list } = await openDrafts();
    const items = within(list).getAllByRole('listitem');
    expect(items.map((li) => within(li).getByRole('heading').textContent)).toEqual([
      'Draft guide number 2',
      'Draft guide number 1',
    ]);
    const first = within(item('Draft guide number 2'));
    expect(first.getByText('What draft 2 is about.')).toBeDefined();
    expect(first.getByText('· 640 words')).toBeDefined();
    expect(first.getByText('· Topic: topic 2')).toBeDefined();
    expect(first.getByText('Composed offline')).toBeDefined();
    expect(first.getByText('· Cites sections 80C, 80D')).toBeDefined();
  });

  it('says when there are no drafts', async () => {
    api.drafts = [];
    const view = await renderRoute('/ai-dashboard');
    await view.user.click(await screen.findByRole('tab', { name: 'Content' }));
    expect(await screen.findByText(/No drafts yet/)).toBeDefined();
  });

  it('previews a draft (its markdown, fetched on demand) and hides it again', async () => {
    const { view } = await openDrafts();
    const row = item('Draft guide number 1');
    expect(api.callsTo('GET', `${DRAFTS_URL}/1`)).toHaveLength(0);
    await view.user.click(within(row).getByRole('button', { name: 'Preview' }));
    const preview = await within(row).findByRole('region', { name: 'Draft preview' });
    expect(
      await within(preview).findByRole('heading', { name: 'Heading of draft 1' }),
    ).toBeDefined();
    expect(within(preview).getByText(/Body text of draft 1/)).toBeDefined();
    expect(api.callsTo('GET', `${DRAFTS_URL}/1`)[0]?.authorization).toBe(`Bearer ${TOKEN}`);
    await view.user.click(within(row).getByRole('button', { name: 'Hide preview' }));
    expect(within(row).queryByRole('region', { name: 'Draft preview' })).toBeNull();
  });

  it('edits the title: at least 5 characters, saved with PATCH, the list refreshed', async () => {
    const { view } = await openDrafts();
    const row = item('Draft guide number 1');
    await view.user.click(within(row).getByRole('button', { name: 'Edit title' }));
    const input = within(row).getByLabelText('New title');
    const save = within(row).getByRole('button', { name: 'Save title' }) as HTMLButtonElement;
    await view.user.clear(input);
    await view.user.type(input, ' 80C ');
    expect(save.disabled).toBe(true);
    await view.user.clear(input);
    await view.user.type(input, '  Section 80C in ten minutes ');
    expect(save.disabled).toBe(false);
    await view.user.click(save);
    expect(await screen.findByText('Title Updated')).toBeDefined();
    expect(api.callsTo('PATCH', `${DRAFTS_URL}/1`)[0]?.body).toEqual({
      title: 'Section 80C in ten minutes',
    });
    expect(
      await screen.findByRole('heading', { level: 3, name: 'Section 80C in ten minutes' }),
    ).toBeDefined();
  });

  it('"Update Failed" with the server message when the title is refused', async () => {
    api.fail.set(`PATCH ${DRAFTS_URL}/1`, {
      status: 400,
      body: envelope(400, 'title must be at most 150 characters'),
    });
    const { view } = await openDrafts();
    const row = item('Draft guide number 1');
    await view.user.click(within(row).getByRole('button', { name: 'Edit title' }));
    await view.user.click(within(row).getByRole('button', { name: 'Save title' }));
    expect(await screen.findByText('Update Failed')).toBeDefined();
    expect(screen.getByText('title must be at most 150 characters')).toBeDefined();
    expect(within(row).getByLabelText('New title')).toBeDefined();
  });

  it('publishes a draft: "Draft Published" with its address, gone from the list, status asked again', async () => {
    const { view, list } = await openDrafts();
    const before = api.callsTo('GET', STATUS_URL).length;
    const row = item('Draft guide number 2');
    await view.user.click(within(row).getByRole('button', { name: 'Preview' }));
    await within(row).findByRole('heading', { name: 'Heading of draft 2' });
    await view.user.click(within(row).getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Draft Published')).toBeDefined();
    expect(screen.getByRole('link', { name: '/blog/draft-2' }).getAttribute('href')).toBe(
      '/blog/draft-2',
    );
    expect(api.callsTo('POST', `${DRAFTS_URL}/2/publish`)).toHaveLength(1);
    // The published draft's preview is not asked for again (it would be a 404 now).
    const previewCalls = () => api.callsTo('GET', `${DRAFTS_URL}/2`).length;
    await waitFor(() =>
      expect(within(list).queryByRole('heading', { name: 'Draft guide number 2' })).toBeNull(),
    );
    await waitFor(() => expect(api.callsTo('GET', STATUS_URL).length).toBeGreaterThan(before));
    expect(previewCalls()).toBe(1);
    // The status's last content update is now the publication.
    const lastUpdate = screen
      .getByRole('heading', { level: 2, name: 'Last Update' })
      .closest('li') as HTMLElement;
    await waitFor(() =>
      expect(lastUpdate.querySelector('time')?.dateTime).toBe('2026-11-23T05:30:00.000Z'),
    );
  });

  it('"Publish Failed" with the server message', async () => {
    api.fail.set(`POST ${DRAFTS_URL}/2/publish`, {
      status: 409,
      body: envelope(409, 'A guide with this slug is already published'),
    });
    const { view } = await openDrafts();
    await view.user.click(
      within(item('Draft guide number 2')).getByRole('button', { name: 'Publish' }),
    );
    expect(await screen.findByText('Publish Failed')).toBeDefined();
    expect(screen.getByText('A guide with this slug is already published')).toBeDefined();
    expect(item('Draft guide number 2')).toBeDefined();
  });

  it('deletes a draft only after a confirmation', async () => {
    const { view, list } = await openDrafts();
    const row = item('Draft guide number 1');
    await view.user.click(within(row).getByRole('button', { name: 'Delete' }));
    const confirm = within(row).getByRole('alertdialog', { name: 'Confirm deletion' });
    await view.user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo('DELETE', `${DRAFTS_URL}/1`)).toHaveLength(0);
    await view.user.click(within(row).getByRole('button', { name: 'Delete' }));
    await view.user.click(within(row).getByRole('button', { name: 'Yes, delete' }));
    expect(await screen.findByText('Draft Deleted')).toBeDefined();
    expect(api.callsTo('DELETE', `${DRAFTS_URL}/1`)).toHaveLength(1);
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
  });

  it('says so when the drafts cannot be fetched', async () => {
    api.fail.set(DRAFTS_URL, { status: 503, body: envelope(503, 'Database unavailable') });
    const view = await renderRoute('/ai-dashboard');
    await view.user.click(await screen.findByRole('tab', { name: 'Content' }));
    expect(await screen.findByText('Database unavailable')).toBeDefined();
  });
});
