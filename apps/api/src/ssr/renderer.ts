import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { FetchJson, SiteConfig, WebServerEntry } from '@taxguide/contracts/ssr';
import type { ViteDevServer } from 'vite';

export interface RenderedPage {
  status: number;
  html: string;
}

/**
 * Renders web pages on the server. Production loads apps/web's built bundle; dev
 * mode runs Vite in middleware mode with hot reload.
 */
export interface PageRenderer {
  readonly mode: 'production' | 'dev';
  /** Directory of built static files (production only). */
  readonly staticRoot: string | undefined;
  /** Vite's connect middlewares (dev only). */
  readonly devServer: ViteDevServer | undefined;
  render(url: string, fetchJson: FetchJson): Promise<RenderedPage>;
  close(): Promise<void>;
}

/** Finds the monorepo root (the folder holding pnpm-workspace.yaml) above this file. */
export function findRepoRoot(from = dirname(fileURLToPath(import.meta.url))): string {
  let dir = from;
  for (;;) {
    if (existsSync(join(dir, 'pnpm-workspace.yaml'))) return dir;
    const parent = dirname(dir);
    if (parent === dir) throw new Error('Cannot find the repository root (pnpm-workspace.yaml)');
    dir = parent;
  }
}

export function defaultWebDir(): string {
  return join(findRepoRoot(), 'apps', 'web');
}

function assemble(
  template: string,
  page: { lang: string; head: string; html: string; state: string },
): string {
  return template
    .replace('<html lang="en-IN">', `<html lang="${page.lang}">`)
    .replace('<!--app-head-->', page.head)
    .replace('<!--app-html-->', page.html)
    .replace('<!--app-state-->', page.state);
}

export async function createProductionRenderer(
  site: SiteConfig,
  webDistDir = join(defaultWebDir(), 'dist'),
): Promise<PageRenderer> {
  const dist = resolve(webDistDir);
  const templatePath = join(dist, 'client', 'index.html');
  const entryPath = join(dist, 'server', 'entry-server.js');
  if (!existsSync(templatePath) || !existsSync(entryPath)) {
    throw new Error(
      `The web build is missing under ${dist} (run "pnpm build", or set WEB_DIST_DIR to the folder holding client/ and server/)`,
    );
  }
  const template = await readFile(templatePath, 'utf8');
  const entry = (await import(pathToFileURL(entryPath).href)) as WebServerEntry;
  return {
    mode: 'production',
    staticRoot: join(dist, 'client'),
    devServer: undefined,
    async render(url, fetchJson) {
      const page = await entry.render({ url, fetchJson, site });
      return { status: page.status, html: assemble(template, page) };
    },
    async close() {},
  };
}

export async function createDevRenderer(
  site: SiteConfig,
  webDir = defaultWebDir(),
): Promise<PageRenderer> {
  const { createServer } = await import('vite');
  const vite = await createServer({
    root: webDir,
    configFile: join(webDir, 'vite.config.ts'),
    server: { middlewareMode: true },
    appType: 'custom',
  });
  const templatePath = join(webDir, 'index.html');
  return {
    mode: 'dev',
    staticRoot: undefined,
    devServer: vite,
    async render(url, fetchJson) {
      const template = await vite.transformIndexHtml(url, await readFile(templatePath, 'utf8'));
      const entry = (await vite.ssrLoadModule('/src/entry-server.tsx')) as WebServerEntry;
      try {
        const page = await entry.render({ url, fetchJson, site });
        return { status: page.status, html: assemble(template, page) };
      } catch (error) {
        vite.ssrFixStacktrace(error as Error);
        throw error;
      }
    },
    async close() {
      await vite.close();
    },
  };
}
