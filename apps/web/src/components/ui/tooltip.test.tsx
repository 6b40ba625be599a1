import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Tooltip, TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from './tooltip';

function Toolbar() {
  return (
    <>
      <Tooltip content="Copy the explanation">
        <button type="button">Copy</button>
      </Tooltip>
      <Tooltip content="Save for later">
        <button type="button">Save</button>
      </Tooltip>
    </>
  );
}

// fireEvent rather than user-event: Testing Library's async wrapper waits on a
// real setTimeout, which never fires under vitest's fake timers.
const button = (name: string) => screen.getByRole('button', { name });
const user = {
  hover: (el: HTMLElement) => fireEvent.pointerEnter(el, { pointerType: 'mouse' }),
  unhover: (el: HTMLElement) => fireEvent.pointerLeave(el, { pointerType: 'mouse' }),
  click: (el: HTMLElement) => {
    fireEvent.pointerDown(el, { pointerType: 'mouse' });
    act(() => el.focus());
    fireEvent.pointerUp(el, { pointerType: 'mouse' });
    fireEvent.click(el);
  },
  focus: (el: HTMLElement) => act(() => el.focus()),
  escape: () => fireEvent.keyDown(document.activeElement as Element, { key: 'Escape' }),
};
const setup = () => render(<Toolbar />);
const wait = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(async () => {
  // Let any "recently closed" skip window lapse so tests do not affect each other.
  await wait(TOOLTIP_SKIP_DELAY_MS + 1000);
  vi.useRealTimers();
});

describe('Tooltip', () => {
  it('uses the spec delays (700 ms open, 300 ms skip)', () => {
    expect(TOOLTIP_DELAY_MS).toBe(700);
    expect(TOOLTIP_SKIP_DELAY_MS).toBe(300);
  });

  it('renders nothing until opened (identical server and client HTML)', () => {
    setup();
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect(
      screen.getByRole('button', { name: 'Copy' }).getAttribute('aria-describedby'),
    ).toBeNull();
  });

  it('opens 700 ms after the pointer rests on the trigger, and describes it', async () => {
    setup();
    user.hover(button('Copy'));
    await wait(TOOLTIP_DELAY_MS - 1);
    expect(screen.queryByRole('tooltip')).toBeNull();
    await wait(1);
    const tip = screen.getByRole('tooltip');
    expect(tip.textContent).toBe('Copy the explanation');
    expect(
      screen.getByRole('button', { name: 'Copy', description: 'Copy the explanation' }),
    ).toBeDefined();
  });

  it('does not open if the pointer leaves before the delay', async () => {
    setup();
    user.hover(button('Copy'));
    await wait(400);
    user.unhover(button('Copy'));
    await wait(1000);
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('closes on leave, and the next one opens at once within 300 ms', async () => {
    setup();
    user.hover(button('Copy'));
    await wait(TOOLTIP_DELAY_MS);
    user.unhover(button('Copy'));
    expect(screen.queryByRole('tooltip')).toBeNull();
    await wait(TOOLTIP_SKIP_DELAY_MS - 50);
    user.hover(button('Save'));
    expect(screen.getByRole('tooltip').textContent).toBe('Save for later');
  });

  it('waits the full delay again once the skip window has passed', async () => {
    setup();
    user.hover(button('Copy'));
    await wait(TOOLTIP_DELAY_MS);
    user.unhover(button('Copy'));
    await wait(TOOLTIP_SKIP_DELAY_MS + 1);
    user.hover(button('Save'));
    expect(screen.queryByRole('tooltip')).toBeNull();
    await wait(TOOLTIP_DELAY_MS);
    expect(screen.getByRole('tooltip').textContent).toBe('Save for later');
  });

  it('closes on click, and the focus that follows a click does not reopen it', async () => {
    setup();
    user.hover(button('Copy'));
    await wait(TOOLTIP_DELAY_MS);
    user.click(button('Copy'));
    expect(screen.queryByRole('tooltip')).toBeNull();
    await wait(TOOLTIP_DELAY_MS);
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('ignores touch: a tap does not leave a tooltip behind', async () => {
    setup();
    fireEvent.pointerEnter(button('Copy'), { pointerType: 'touch' });
    await wait(TOOLTIP_DELAY_MS);
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('opens on keyboard focus at once, closes on Escape and on blur', async () => {
    setup();
    user.focus(button('Copy'));
    expect(screen.getByRole('tooltip').textContent).toBe('Copy the explanation');
    user.escape();
    expect(screen.queryByRole('tooltip')).toBeNull();
    user.focus(button('Save'));
    expect(screen.getByRole('tooltip').textContent).toBe('Save for later');
    act(() => button('Save').blur());
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});
