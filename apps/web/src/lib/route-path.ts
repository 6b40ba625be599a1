import type { Parser } from 'wouter';

/**
 * Compiles a route path as the app writes them: static segments, `:name` segments and `*` for
 * anything. Case-insensitive, a trailing slash allowed. The router (wouter's `parser` option)
 * and the server's matchAppRoute use this one function, so both pick the same route.
 */
export const parseRoutePath: Parser = (path) => {
  if (path === '*') return { pattern: /^(.*)$/, keys: ['*'] };
  const keys: string[] = [];
  const source = path
    .split('/')
    .map((segment) => {
      if (!segment.startsWith(':')) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      keys.push(segment.slice(1));
      return '([^/]+)';
    })
    .join('/')
    .replace(/\/$/, '');
  return { pattern: new RegExp(`^${source}/?$`, 'i'), keys };
};

/** The path as wouter matches it in the browser: percent-escapes decoded (decodeURI), or left as they are if malformed. */
export function decodePath(pathname: string): string {
  try {
    return pathname.includes('%') ? decodeURI(pathname) : pathname;
  } catch {
    return pathname;
  }
}
