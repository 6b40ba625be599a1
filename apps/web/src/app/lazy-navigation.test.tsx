import { act, fireEvent, screen, within } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { renderRoute } from '../test/render-route';

// The terms page's chunk arrives only when the test says so, like on a slow network.
const chunk = vi.hoisted(() => {
  let release: () => void = () => {};
  const arrived = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { arrived, release: () => release() };
});

vi.mock('../features/legal/terms-page', async (importOriginal) => {
  await chunk.arrived;
  return importOriginal();
});

it('shows the loading skeleton while a page chunk loads on client navigation, then the page, without React errors', async () => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  const consoleError = vi.spyOn(console, 'error');
  await renderRoute('/', { preload: 'route' });
  // fireEvent, not user-event: user-event runs its clicks inside Testing Library's
  // async wrapper, which switches React's act environment off while it waits, and
  // an act() that lands in that window warns "not configured to support act(...)"
  // depending on timing alone.
  await act(async () => {
    fireEvent.click(
      within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Terms of Service' }),
    );
  });
  expect(await screen.findByRole('status', { name: 'Loading page' })).toBeDefined();
  expect(
    screen.queryByRole('heading', { level: 1, name: 'Complete Income Tax Guide for the Taxpayer' }),
  ).toBeNull();

  await act(async () => {
    chunk.release();
    await chunk.arrived;
  });
  expect(await screen.findByRole('heading', { level: 1, name: 'Terms of Service' })).toBeDefined();
  expect(screen.queryByRole('status', { name: 'Loading page' })).toBeNull();
  expect(consoleError).not.toHaveBeenCalled();
});
