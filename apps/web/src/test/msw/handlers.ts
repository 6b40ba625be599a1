// The default handlers of the mock API for web tests: every route a page calls without a test
// asking about it (layout, content blocks, calculators, chat) answers as the API would
// (answers.ts, loaded on the first call). A test changes an answer with `server.use(...)`; a call
// no handler answers fails the test (setup.ts).
import { http, type HttpHandler, type HttpResponseResolver } from 'msw';
// Type-only: erased, so the answers still load only on the first call.
import type { resolvers as Resolvers } from './answers';
import type { Schema } from './respond';

const answers = () => import('./answers');

/** Loads the answers ahead of the first call (renderRoute does, so no page waits on it). */
export async function loadDefaultAnswers(): Promise<void> {
  await answers();
}

/** The route answered by the named resolver of answers.ts. */
const lazy =
  (name: keyof typeof Resolvers): HttpResponseResolver =>
  async ({ request, params }) =>
    (await answers()).resolvers[name]({ request, params });

export const handlers: HttpHandler[] = [
  http.get('/api/sections/popular', lazy('popularSections')),
  http.get('/api/sections', lazy('sections')),
  http.get('/api/sections/by-number/:sectionNumber', lazy('section')),
  http.post('/api/sections/by-number/:sectionNumber/views', lazy('sectionViews')),
  http.get('/api/blog', lazy('posts')),
  http.get('/api/blog/:slug', lazy('post')),
  http.get('/api/faq', lazy('faq')),
  http.get('/api/abbreviations', lazy('abbreviations')),
  http.get('/api/search', lazy('search')),
  http.post('/api/calculate/tax', lazy('incomeTax')),
  http.post('/api/calculate/advance-tax', lazy('advanceTax')),
  http.post('/api/calculate/compare', lazy('compare')),
  http.post('/api/ai/chat', lazy('chat')),
];

/** The response schema of a known route's 200 answer, for bodies a test supplies itself. */
export async function contractSchemaFor(
  method: string,
  path: string,
): Promise<Schema<unknown> | undefined> {
  return (await answers()).contractSchemaFor(method, path);
}
