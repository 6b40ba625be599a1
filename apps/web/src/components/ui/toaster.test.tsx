import { act, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from './toaster';
import {
  dismissToast,
  toast,
  TOAST_DURATION,
  TOAST_LIMIT,
  TOAST_REMOVE_DELAY,
  useToast,
} from './use-toast';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  // The store is shared by the page: empty it between tests.
  act(() => {
    dismissToast();
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY);
  });
  vi.useRealTimers();
});

describe('toast constants', () => {
  it('shows one toast at a time for 5 s and drops a dismissed one after 1,000,000 ms', () => {
    expect(TOAST_LIMIT).toBe(1);
    expect(TOAST_DURATION).toBe(5000);
    expect(TOAST_REMOVE_DELAY).toBe(1_000_000);
  });
});

describe('Toaster', () => {
  it('announces an ordinary toast politely (role="status") with its title and description', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Tax Calculated', description: 'The new regime saves you ₹12,500.' });
    });
    const status = screen.getByRole('status');
    expect(status.getAttribute('aria-live')).toBe('polite');
    expect(status.textContent).toContain('Tax Calculated');
    expect(status.textContent).toContain('The new regime saves you ₹12,500.');
    expect(screen.getByRole('alert').textContent).toBe('');
  });

  it('announces a destructive toast assertively (role="alert")', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Calculation Error', description: '400: bad input', variant: 'destructive' });
    });
    expect(screen.getByRole('alert').textContent).toContain('Calculation Error');
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('shows at most one toast: a new one replaces the one on screen', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'First' });
      toast({ title: 'Second' });
    });
    expect(screen.queryByText('First')).toBeNull();
    expect(screen.getByText('Second')).toBeDefined();
    act(() => {
      toast({ title: 'Third', variant: 'destructive' });
    });
    expect(screen.queryByText('Second')).toBeNull();
    expect(screen.getAllByRole('button', { name: 'Dismiss notification' })).toHaveLength(1);
  });

  it('dismisses itself after 5 seconds', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Copied' });
    });
    act(() => {
      vi.advanceTimersByTime(TOAST_DURATION - 1);
    });
    expect(screen.getByText('Copied')).toBeDefined();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByText('Copied')).toBeNull();
  });

  it('keeps the toast while the pointer is over it, then finishes the countdown', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Message Sent!' });
    });
    act(() => {
      vi.advanceTimersByTime(3000);
    });
    const text = screen.getByText('Message Sent!');
    fireEvent.pointerEnter(text);
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(screen.getByText('Message Sent!')).toBeDefined();
    fireEvent.pointerLeave(text);
    act(() => {
      vi.advanceTimersByTime(1999);
    });
    expect(screen.getByText('Message Sent!')).toBeDefined();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByText('Message Sent!')).toBeNull();
  });

  it('closes with its dismiss button', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Logged Out' });
    });
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(screen.queryByText('Logged Out')).toBeNull();
  });

  it('closes on Escape when focus is inside it', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Access Granted' });
    });
    const dismiss = screen.getByRole('button', { name: 'Dismiss notification' });
    dismiss.focus();
    fireEvent.keyDown(dismiss, { key: 'Escape' });
    expect(screen.queryByText('Access Granted')).toBeNull();
  });
});

describe('toast store', () => {
  it('can be called from anywhere and returns a handle that dismisses it', () => {
    const { result } = renderHook(() => useToast());
    let handle: ReturnType<typeof toast> | undefined;
    act(() => {
      handle = toast({ title: 'Saved' });
    });
    expect(result.current.toasts).toEqual([
      expect.objectContaining({ title: 'Saved', open: true, variant: 'default' }),
    ]);
    act(() => handle?.dismiss());
    expect(result.current.toasts).toEqual([
      expect.objectContaining({ title: 'Saved', open: false }),
    ]);
  });

  it('removes a dismissed toast TOAST_REMOVE_DELAY after it closed', () => {
    const { result } = renderHook(() => useToast());
    act(() => {
      result.current.toast({ title: 'Bye' });
      result.current.dismiss();
    });
    act(() => {
      vi.advanceTimersByTime(TOAST_REMOVE_DELAY - 1);
    });
    expect(result.current.toasts).toHaveLength(1);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(result.current.toasts).toHaveLength(0);
  });

  it('honours a custom duration', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Long', duration: 10_000 });
    });
    act(() => {
      vi.advanceTimersByTime(TOAST_DURATION);
    });
    expect(screen.getByText('Long')).toBeDefined();
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(screen.queryByText('Long')).toBeNull();
  });
});
