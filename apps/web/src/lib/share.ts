import { useSyncExternalStore } from 'react';

/** Copies text to the clipboard; false when the browser refuses (no permission, no API). */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (!navigator.clipboard?.writeText) return false;
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

export type ShareOutcome = 'shared' | 'cancelled' | 'copied' | 'failed';

/**
 * The system share sheet where the browser has one (phones), else the link is copied
 * (so the share buttons always do something).
 */
export async function shareOrCopy(data: {
  title: string;
  text: string;
  url: string;
}): Promise<ShareOutcome> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share(data);
      return 'shared';
    } catch (error) {
      if ((error as { name?: string }).name === 'AbortError') return 'cancelled';
      // Share refused (e.g. not allowed here): fall back to copying.
    }
  }
  return (await copyText(data.url)) ? 'copied' : 'failed';
}

const noSubscription = () => () => {};

/**
 * The origin of the page the visitor is on (what they would type to come back), for share links
 * and copied addresses: a site reached at another address than SITE_URL (a preview, a local
 * run) shares that one. The server render, which cannot know it, uses SITE_URL.
 */
export function usePageOrigin(siteUrl: string): string {
  return useSyncExternalStore(
    noSubscription,
    () => window.location.origin,
    () => siteUrl,
  );
}
