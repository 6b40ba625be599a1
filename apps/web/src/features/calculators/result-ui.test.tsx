import { act, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissToast } from '../../components/ui/use-toast';
import { renderRoute } from '../../test/render-route';
import { Figure, ScrollRegion } from './ui';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  act(() => dismissToast());
  window.history.replaceState(null, '', '/');
});

/** HRA runs in the browser: a share URL computes its result on arrival, with no network. */
const HRA_URL =
  '/calculators?calc=hra&hra.basicSalary=600000&hra.hraReceived=300000&hra.rentPaid=240000&hra.metro=1';

async function hraResult() {
  const rendered = await renderRoute(HRA_URL);
  const result = await screen.findByRole('region', { name: 'HRA exemption result' });
  await within(result).findByText('Exempt HRA', undefined, { timeout: 10_000 });
  return { ...rendered, result };
}

// The first render loads every page chunk.
describe('a result on paper', { timeout: 20_000 }, () => {
  it('carries the inputs it was worked out from, in Indian grouping, and the date', async () => {
    const { result } = await hraResult();
    const printed = result.querySelector('[data-print-inputs]');
    expect(printed).not.toBeNull();
    const text = printed!.textContent ?? '';
    expect(text).toContain('Basic salary (yearly): ₹6,00,000');
    expect(text).toContain('HRA received (yearly): ₹3,00,000');
    expect(text).toContain('Rent paid (yearly): ₹2,40,000');
    const today = new Intl.DateTimeFormat('en-IN', { dateStyle: 'long' }).format(new Date());
    expect(text).toContain(`Worked out on ${today}`);
    // Screen-only until printed; the form it replaces is left off the paper.
    expect(printed!.className).toContain('hidden');
    expect(printed!.className).toContain('print:block');
    const form = screen.getByRole('form', { name: 'HRA exemption' });
    expect(form.className).toContain('print:hidden');
  });

  it('Print puts only this calculator on paper, and the page is whole again afterwards', async () => {
    const { result, user } = await hraResult();
    const print = vi.fn();
    vi.stubGlobal('print', print);
    await user.click(within(result).getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();
    const panel = result.closest('[role="tabpanel"]')!;
    const h1 = screen.getByRole('heading', { level: 1, name: 'Income Tax Calculators' });
    expect(h1.closest('[data-print-hidden]')).not.toBeNull();
    expect(panel.closest('[data-print-hidden]')).toBeNull();
    expect(document.querySelector('header')?.closest('[data-print-hidden]')).not.toBeNull();
    // The panel starts with the calculator's title.
    expect(panel.firstElementChild?.textContent).toBe('HRA exemption');

    act(() => {
      window.dispatchEvent(new Event('afterprint'));
    });
    expect(document.querySelectorAll('[data-print-hidden]')).toHaveLength(0);
  });

  it('links to how the figures are checked', async () => {
    const { result } = await hraResult();
    const link = within(result).getByRole('link', { name: 'How we check our figures' });
    expect(link.getAttribute('href')).toBe('/how-we-check');
  });

  it('toasts are told to keep clear of the result', async () => {
    const { result } = await hraResult();
    expect(result.hasAttribute('data-toast-avoid')).toBe(true);
  });
});

describe('Figure', () => {
  it('keeps an amount on one line, and lets words wrap', () => {
    render(
      <dl>
        <Figure label="Total tax" value="₹12,34,56,789" />
        <Figure label="Eligible" value="No: receipts above the limit" />
        <Figure label="Rate" value="30%" nowrap />
      </dl>,
    );
    const dd = (label: string) => screen.getByText(label).nextElementSibling!;
    expect(dd('Total tax').className).toContain('whitespace-nowrap');
    expect(dd('Eligible').className).not.toContain('whitespace-nowrap');
    expect(dd('Rate').className).toContain('whitespace-nowrap');
  });
});

describe('ScrollRegion', () => {
  function sizes(scrollWidth: number, clientWidth: number) {
    vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(scrollWidth);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(clientWidth);
  }

  it('a table wider than its card scrolls in a named, focusable region with a cue', async () => {
    sizes(640, 300);
    render(
      <ScrollRegion label="Slab by slab">
        <table>
          <tbody>
            <tr>
              <td>₹1,00,000</td>
            </tr>
          </tbody>
        </table>
      </ScrollRegion>,
    );
    const region = await screen.findByRole('region', { name: 'Slab by slab' });
    expect(region.tabIndex).toBe(0);
    expect(region.className).toContain('overflow-x-auto');
    expect(screen.getByText('Scroll sideways for more →')).toBeTruthy();
  });

  it('a table that fits is no tab stop and shows no cue', async () => {
    sizes(300, 300);
    render(
      <ScrollRegion label="Slab by slab">
        <p>fits</p>
      </ScrollRegion>,
    );
    await waitFor(() => expect(screen.getByText('fits')).toBeTruthy());
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.getByText('fits').parentElement?.hasAttribute('tabindex')).toBe(false);
    expect(screen.queryByText('Scroll sideways for more →')).toBeNull();
  });
});
