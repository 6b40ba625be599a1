import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';

/**
 * Tells screen-reader users that a client-side navigation happened, by reading
 * out the new page's title (a full page load does this by itself). The page sets
 * its title in an effect, possibly after its code has loaded, so the announcer
 * waits for document.title to change.
 */
export function RouteAnnouncer() {
  const [pathname] = useLocation();
  const [message, setMessage] = useState('');
  const lastTitle = useRef<string | null>(null);

  useEffect(() => {
    if (lastTitle.current === null) {
      // First page: the browser has announced it already.
      lastTitle.current = document.title;
      return;
    }
    const announceIfChanged = () => {
      if (!document.title || document.title === lastTitle.current) return false;
      lastTitle.current = document.title;
      setMessage(document.title);
      return true;
    };
    if (announceIfChanged()) return;
    const observer = new MutationObserver(() => {
      if (announceIfChanged()) observer.disconnect();
    });
    observer.observe(document.head, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, [pathname]);

  return (
    <div aria-live="assertive" aria-atomic="true" className="sr-only">
      {message}
    </div>
  );
}
