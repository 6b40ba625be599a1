// The calculator routes as page tests watch them: every POST /api/calculate/* is recorded, then
// answered by the default handler (the contract's schemas and the engine), or held back until
// released (to see the calculating state), or failed with a given answer.
import { http, HttpResponse } from 'msw';
import { server } from './server';

export interface CalculateCall {
  /** The path, e.g. '/api/calculate/tax'. */
  url: string;
  body: Record<string, unknown>;
}

export function watchCalculateApi(
  options: { hold?: boolean; fail?: { status: number; body: unknown } } = {},
) {
  const calls: CalculateCall[] = [];
  let release: () => void = () => {};
  const gate = options.hold ? new Promise<void>((r) => (release = r)) : Promise.resolve();
  server.use(
    http.post('/api/calculate/:calculator', async ({ request }) => {
      const body = (await request.clone().json()) as Record<string, unknown>;
      calls.push({ url: new URL(request.url).pathname, body });
      await gate;
      if (options.fail) {
        return HttpResponse.json(options.fail.body as object, { status: options.fail.status });
      }
      // Nothing returned: the default handler computes the answer.
      return undefined;
    }),
  );
  return { calls, release: () => release() };
}
