/**
 * A tiny real HTTP site for worker tests: the pages of packages/agent/test/fake-site.ts over
 * loopback, with switches to fail or hold the home page, and a log of requests with times.
 */
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { page, robots, sitemap } from '../../../packages/agent/test/fake-site';

export interface SiteServer {
  url: string;
  requests: { path: string; at: number }[];
  /** Answer 503 to the next n requests for the home page. */
  failHome(n: number): void;
  /** Hold home-page answers until release() (answers held requests, and later ones at once). */
  holdHome(): void;
  release(): void;
  /** Resolves when the home page has been requested `count` times. */
  homeRequested(count?: number): Promise<void>;
  close(): Promise<void>;
}

export async function startSiteServer(): Promise<SiteServer> {
  const requests: SiteServer['requests'] = [];
  let failures = 0;
  let holding = false;
  const held: ServerResponse[] = [];
  const waiters: { count: number; resolve: () => void }[] = [];
  let origin = '';
  const homeCount = () => requests.filter((r) => r.path === '/').length;

  const answerHome = (res: ServerResponse) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(page('/', { links: ['/good'] }).replaceAll('https://taxguide.test', origin));
  };

  const server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0]!;
    requests.push({ path, at: Date.now() });
    for (const w of waiters.filter((w) => homeCount() >= w.count)) {
      waiters.splice(waiters.indexOf(w), 1);
      w.resolve();
    }
    if (path === '/robots.txt') {
      res.writeHead(200, { 'content-type': 'text/plain' });
      return res.end(robots);
    }
    if (path === '/sitemap.xml') {
      res.writeHead(200, { 'content-type': 'application/xml' });
      return res.end(sitemap(['/', '/good']).replaceAll('https://taxguide.test', origin));
    }
    if (path === '/api/search') {
      res.writeHead(200, { 'content-type': 'application/json' });
      return res.end(JSON.stringify({ query: '', total: 0, results: [] }));
    }
    if (path === '/') {
      if (failures > 0) {
        failures--;
        res.writeHead(503, { 'content-type': 'text/html' });
        return res.end('<html><body>busy</body></html>');
      }
      if (holding) return void held.push(res);
      return answerHome(res);
    }
    if (path === '/good') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      return res.end(page('/good', { links: ['/'] }).replaceAll('https://taxguide.test', origin));
    }
    res.writeHead(404, { 'content-type': 'text/html' });
    res.end('<html><body>not found</body></html>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: origin,
    requests,
    failHome: (n) => void (failures = n),
    holdHome: () => void (holding = true),
    release() {
      holding = false;
      for (const res of held.splice(0)) if (!res.destroyed) answerHome(res);
    },
    homeRequested: (count = 1) =>
      homeCount() >= count
        ? Promise.resolve()
        : new Promise((resolve) => waiters.push({ count, resolve })),
    async close() {
      for (const res of held.splice(0)) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
