import { setTimeout as sleep } from 'node:timers/promises';
import { Writable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { lazyChildLogger, RequestLog } from './access-log';

interface Line {
  level: number;
  msg: string;
  reqId?: string;
  [key: string]: unknown;
}

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

/** An app with our request log and lazy request loggers, writing every line to `lines`. */
async function build(options: { summaryIntervalMs?: number; slowRequestMs?: number } = {}) {
  const lines: Line[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const text of chunk.toString().split('\n')) if (text) lines.push(JSON.parse(text));
      done();
    },
  });
  const requestLog = new RequestLog(options);
  const instance = Fastify({
    loggerInstance: pino({ level: 'info' }, sink),
    logController: requestLog,
    childLoggerFactory: lazyChildLogger,
    genReqId: (() => {
      let n = 0;
      return () => `req-${++n}`;
    })(),
  });
  instance.addHook('onClose', async () => requestLog.flush());
  const summary = { config: { accessLog: 'summary' as const } };
  instance.post('/calc', summary, async (request) => {
    const body = request.body as { fail?: boolean; invalid?: boolean; waitMs?: number };
    if (body.waitMs) await sleep(body.waitMs);
    if (body.invalid) {
      const error = Object.assign(new Error('annualIncome must be 0 or more'), { statusCode: 400 });
      throw error;
    }
    if (body.fail) throw new Error('engine fault');
    return { ok: true };
  });
  instance.get('/page', async () => 'page');
  instance.get('/talks', async (request) => {
    request.log.info({ step: 'one' }, 'handler line');
    request.log.child({ part: 'inner' }).warn('child line');
    return 'ok';
  });
  instance.get('/quiet', { logLevel: 'warn' }, async (request) => {
    request.log.info('not written at warn');
    request.log.warn('written at warn');
    return 'ok';
  });
  await instance.ready();
  app = instance as unknown as FastifyInstance;
  return { app, lines };
}

const post = (target: FastifyInstance, payload: object) =>
  target.inject({ method: 'POST', url: '/calc', payload });

describe('RequestLog', () => {
  it('writes one line per request, with its request id, on a route in the default mode', async () => {
    const { app, lines } = await build();
    await app.inject('/page');
    await app.inject('/page');
    const completed = lines.filter((l) => l.msg === 'request completed');
    expect(completed).toHaveLength(2);
    expect(completed.map((l) => l.reqId)).toEqual(['req-1', 'req-2']);
    expect(completed[0]).toMatchObject({ method: 'GET', url: '/page', statusCode: 200 });
    expect(lines.some((l) => l.msg === 'incoming request')).toBe(false);
  });

  it('counts quick successes of a summary route and writes one summary line when the app closes', async () => {
    const { app, lines } = await build();
    for (let i = 0; i < 3; i++) expect((await post(app, {})).statusCode).toBe(200);
    expect(lines.filter((l) => l.msg === 'request completed')).toEqual([]);
    await app.close();
    const summaries = lines.filter((l) => l.msg === 'requests summary');
    expect(summaries).toHaveLength(1);
    expect(summaries[0]).toMatchObject({ route: 'POST /calc', requests: 3 });
    expect(summaries[0]!.maxMs).toBeGreaterThanOrEqual(summaries[0]!.avgMs as number);
  });

  it('writes the summary every interval, then starts a new count', async () => {
    const { app, lines } = await build({ summaryIntervalMs: 50 });
    await post(app, {});
    await post(app, {});
    await sleep(120);
    await post(app, {});
    await app.close();
    const counts = lines.filter((l) => l.msg === 'requests summary').map((l) => l.requests);
    expect(counts).toEqual([2, 1]);
  });

  it('logs a 4xx, an error and a slow request of a summary route in full, with the request id', async () => {
    const { app, lines } = await build({ slowRequestMs: 30 });
    expect((await post(app, { invalid: true })).statusCode).toBe(400);
    expect((await post(app, { fail: true })).statusCode).toBe(500);
    expect((await post(app, { waitMs: 60 })).statusCode).toBe(200);
    const bad = lines.find((l) => l.msg === 'request completed' && l.statusCode === 400);
    expect(bad).toMatchObject({ reqId: 'req-1', url: '/calc', method: 'POST' });
    // The error handler's line (level error) and the request's own line, both with its id.
    expect(lines.find((l) => l.msg === 'engine fault')).toMatchObject({
      reqId: 'req-2',
      level: 50,
    });
    const failed = lines.find((l) => l.msg === 'request completed' && l.statusCode === 500);
    expect(failed).toMatchObject({ reqId: 'req-2', url: '/calc' });
    const slow = lines.find((l) => l.msg === 'request completed' && l.reqId === 'req-3');
    expect(slow).toMatchObject({ statusCode: 200 });
    expect(slow!.ms).toBeGreaterThanOrEqual(30);
    await app.close();
    // None of the three is counted in the summary.
    expect(lines.filter((l) => l.msg === 'requests summary')).toEqual([]);
  });
});

describe('lazyChildLogger', () => {
  it("binds the request id to the handler's lines and to its children's", async () => {
    const { app, lines } = await build();
    await app.inject('/talks');
    expect(lines.find((l) => l.msg === 'handler line')).toMatchObject({
      reqId: 'req-1',
      step: 'one',
    });
    expect(lines.find((l) => l.msg === 'child line')).toMatchObject({
      reqId: 'req-1',
      part: 'inner',
      level: 40,
    });
  });

  it("keeps a route's log level", async () => {
    const { app, lines } = await build();
    await app.inject('/quiet');
    expect(lines.some((l) => l.msg === 'not written at warn')).toBe(false);
    expect(lines.find((l) => l.msg === 'written at warn')).toMatchObject({ reqId: 'req-1' });
    // At warn, the route's own request line (info) is not written either.
    expect(lines.some((l) => l.msg === 'request completed')).toBe(false);
  });
});
