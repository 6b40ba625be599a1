// For tests of stateful API areas (admin, agent dashboard): an in-memory fake answers every /api
// call it knows; a call it does not know falls through to the default handlers (and one nobody
// answers fails the test).
import { http } from 'msw';
import { server } from './server';

export interface FakeApiRequest {
  method: string;
  url: URL;
  /** The bearer token header as sent, or null. */
  authorization: string | null;
  /** The JSON body, parsed (undefined without one). */
  body: unknown;
}

export type FakeApiAnswer = Response | undefined;

export function serveFakeApi(
  answer: (request: FakeApiRequest) => FakeApiAnswer | Promise<FakeApiAnswer>,
): void {
  server.use(
    http.all('/api/*', async ({ request }) => {
      const text = await request.text();
      return answer({
        method: request.method,
        url: new URL(request.url),
        authorization: request.headers.get('authorization'),
        body: text ? (JSON.parse(text) as unknown) : undefined,
      });
    }),
  );
}
