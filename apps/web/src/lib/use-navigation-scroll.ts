import { useEffect } from 'react';
import { useNavigationEntry } from './navigation';

/** Navigation state that asks to keep the scroll position (AI Dashboard in the desktop menu). */
export interface PreserveScrollState {
  preserveScroll: true;
}

export const PRESERVE_SCROLL: PreserveScrollState = { preserveScroll: true };

/**
 * Scrolls the window to the top: smoothly, or at once for people who
 * asked their system for reduced motion.
 */
export function scrollToTop(): void {
  const reduceMotion =
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  window.scrollTo({ top: 0, left: 0, behavior: reduceMotion ? 'auto' : 'smooth' });
}

/**
 * Where the window scrolls after a client navigation, so every link behaves like
 * a page load: to the element named by the fragment (/#calculators,
 * /privacy#your-rights), waiting briefly for a page whose code is still loading;
 * otherwise to the top (choosing a link scrolls smoothly to the top),
 * unless the link asked to keep the position. Back and forward (POP) are left to
 * the browser, and so is the first page.
 */
export function useNavigationScroll(): void {
  const { type, key, hash, state } = useNavigationEntry();
  const preserve = (state as Partial<PreserveScrollState> | null)?.preserveScroll === true;

  useEffect(() => {
    if (type === 'POP') return;
    const id = decodeURIComponent(hash.slice(1));
    if (!id) {
      if (!preserve) scrollToTop();
      return;
    }
    const scrollToTarget = () => {
      const target = document.getElementById(id);
      target?.scrollIntoView({ block: 'start' });
      return Boolean(target);
    };
    if (scrollToTarget()) return;
    const observer = new MutationObserver(() => {
      if (scrollToTarget()) observer.disconnect();
    });
    observer.observe(document.body, { childList: true, subtree: true });
    const timeout = setTimeout(() => observer.disconnect(), 5000);
    return () => {
      observer.disconnect();
      clearTimeout(timeout);
    };
    // The key changes on every navigation, even to the same address.
  }, [key, hash, type, preserve]);
}
