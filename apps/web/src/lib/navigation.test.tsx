import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { visit } from '../test/location';
import { useNavigationEntry } from './navigation';
import { PRESERVE_SCROLL, useNavigationScroll } from './use-navigation-scroll';

/** What the browser does on back or forward: the entry changes, then popstate fires. */
function goBackTo(path: string, state: unknown = null) {
  window.history.replaceState(state, '', path);
  window.dispatchEvent(new PopStateEvent('popstate', { state }));
}

beforeEach(() => {
  visit('/');
});

describe('useNavigationEntry', () => {
  it('starts as POP and gives every push, replace and back its own key and type', () => {
    const { result } = renderHook(() => useNavigationEntry());
    expect(result.current.type).toBe('POP');
    const first = result.current.key;

    act(() => window.history.pushState(PRESERVE_SCROLL, '', '/sections#top'));
    expect(result.current).toMatchObject({ type: 'PUSH', hash: '#top', state: PRESERVE_SCROLL });
    const pushed = result.current.key;
    expect(pushed).not.toBe(first);

    // The same address again is still a new navigation.
    act(() => window.history.pushState(null, '', '/sections#top'));
    expect(result.current.key).not.toBe(pushed);
    expect(result.current.state).toBeNull();

    act(() => window.history.replaceState(null, '', '/sections?category=deductions'));
    expect(result.current).toMatchObject({ type: 'REPLACE', hash: '' });

    act(() => goBackTo('/'));
    expect(result.current.type).toBe('POP');
  });

  it('follows a change of fragment alone', () => {
    const { result } = renderHook(() => useNavigationEntry());
    act(() => window.history.pushState(null, '', '/faq#gst'));
    expect(result.current.hash).toBe('#gst');
    act(() => window.history.pushState(null, '', '/faq#tds'));
    expect(result.current.hash).toBe('#tds');
  });

  it('counts back across fragments (popstate, then hashchange) as one navigation', () => {
    const { result } = renderHook(() => useNavigationEntry());
    act(() => window.history.pushState(null, '', '/faq#tds'));
    act(() => {
      goBackTo('/faq#gst');
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    const back = result.current.key;
    act(() => window.dispatchEvent(new HashChangeEvent('hashchange')));
    expect(result.current.key).toBe(back);
    expect(result.current).toMatchObject({ type: 'POP', hash: '#gst' });
  });
});

describe('useNavigationScroll', () => {
  let scrollTo: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  });
  afterEach(() => {
    scrollTo.mockRestore();
  });

  it('scrolls to the top after a push or a replace, but not on back or forward', () => {
    renderHook(() => useNavigationScroll());
    expect(scrollTo).not.toHaveBeenCalled();

    act(() => window.history.pushState(null, '', '/calculators'));
    expect(scrollTo).toHaveBeenCalledTimes(1);

    act(() => window.history.replaceState(null, '', '/calculators?tab=year'));
    expect(scrollTo).toHaveBeenCalledTimes(2);

    act(() => goBackTo('/'));
    expect(scrollTo).toHaveBeenCalledTimes(2);
  });

  it('keeps the position when the navigation asked to', () => {
    renderHook(() => useNavigationScroll());
    act(() => window.history.pushState(PRESERVE_SCROLL, '', '/ai-dashboard'));
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
