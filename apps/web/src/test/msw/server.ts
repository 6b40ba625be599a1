// The one mock API of the web tests: MSW's Node interceptor answers every fetch the code under
// test makes (happy-dom's fetch included: MSW patches globalThis.fetch when it starts listening).
// Relative URLs ('/api/...') resolve against the test page's location (http://localhost:3000).
import { setupServer } from 'msw/node';
import { handlers } from './handlers';

export const server = setupServer(...handlers);

const problems: string[] = [];

/** Called once by setup.ts: starts answering and notes every request that went wrong. */
export function startServer(): void {
  // 'error': fetch rejects for a request nobody expected, and the test is failed after it (below),
  // even when the page under test swallows the rejection as a network error.
  server.listen({ onUnhandledRequest: 'error' });
  server.events.on('request:unhandled', ({ request }) => {
    problems.push(`no handler answers ${describe(request)}`);
  });
  // A handler that threw (e.g. a body that no longer fits its contract schema): MSW answers 500.
  server.events.on('unhandledException', ({ request, error }) => {
    problems.push(`the handler of ${describe(request)} threw: ${error.message.split('\n')[0]}`);
  });
}

function describe(request: Request): string {
  const url = new URL(request.url);
  return `${request.method} ${url.pathname}${url.search}`;
}

/** Throws (failing the test) if a request went wrong since the last call; clears the list. */
export function assertNoMockApiProblems(): void {
  const seen = problems.splice(0);
  if (seen.length > 0) {
    throw new Error(`mock API (test/msw): ${seen.join('; ')} (add or fix a handler)`);
  }
}
