/**
 * Admin authentication through the real app (Postgres when DATABASE_URL is set, else PGlite):
 * the guard on every route of the route table, login, and the brute-force limit (in memory, and
 * through Redis when REDIS_URL is set, as in production with several replicas).
 */
import { createHmac, randomInt } from 'node:crypto';
import { AdminLoginFailureSchema, AdminLoginSuccessSchema } from '@taxguide/contracts/admin';
import { ErrorEnvelopeSchema } from '@taxguide/contracts/errors';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRedisClient } from '../src/infra/redis';
import { hashPassword } from '../src/lib/password-hash';
import {
  GUARDED_ROUTE_SAMPLES,
  seedAgentFixtures,
  seedMailFixtures,
  type SampleFixtures,
} from './admin-routes';
import { createTestApp, TEST_ADMIN_PASSWORD, TEST_JWT_SECRET, type TestApp } from './helpers';

// ---------------------------------------------------------------------------------------------
// Tokens made by hand (HS256), to forge, expire and tamper with them independently of the app.

const b64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

function signToken(
  claims: Record<string, unknown>,
  secret: string,
  header: Record<string, unknown> = { alg: 'HS256', typ: 'JWT' },
) {
  const body = `${b64url(header)}.${b64url(claims)}`;
  const signature = createHmac('sha256', secret).update(body).digest('base64url');
  return `${body}.${signature}`;
}

function claimsOf(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1] as string, 'base64url').toString()) as Record<
    string,
    unknown
  >;
}

/** A random client address, so counters never meet another test's (or another run's, in Redis). */
const randomIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

function login(app: FastifyInstance, password: string, ip: string) {
  return app.inject({
    method: 'POST',
    url: '/api/admin/login',
    payload: { password },
    remoteAddress: ip,
  });
}

function expectEnvelope(body: string, statusCode: number, code: string) {
  const parsed = ErrorEnvelopeSchema.parse(JSON.parse(body));
  expect(parsed).toMatchObject({ statusCode, code });
  return parsed;
}

let t: TestApp;
let fixtures: SampleFixtures;
let validToken: string;

beforeAll(async () => {
  t = await createTestApp();
  const message = await t.db.db
    .insertInto('contactMessages')
    .values({
      name: 'Asha',
      email: 'asha@example.com',
      subject: 'Hi',
      category: 'general',
      message: 'Hello',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  fixtures = {
    contactMessageId: message.id,
    ...(await seedAgentFixtures(t.db.db)),
    ...(await seedMailFixtures(t.db.db)),
  };
  validToken = await t.adminToken();
});
afterAll(async () => {
  await t?.close();
});

describe('the admin guard, over the route table', () => {
  it('the list of guarded route samples names exactly the routes the app guards', () => {
    const guarded = t.app.adminAuth.guardedRoutes.filter((route) => !route.startsWith('HEAD '));
    expect([...guarded].sort()).toEqual(GUARDED_ROUTE_SAMPLES.map((s) => s.route).sort());
  });

  it('guards every documented route under /api/admin/ and /api/ai-agent/ except login, and documents the bearer scheme', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, { security?: unknown }>>;
    };
    const routes = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => ({
        name: `${method.toUpperCase()} ${path}`,
        op,
      })),
    );
    const underPrefix = routes.filter(({ name }) => / \/api\/(admin|ai-agent)\//.test(name));
    expect(underPrefix.length).toBeGreaterThan(5);
    for (const { name, op } of underPrefix) {
      if (name === 'POST /api/admin/login') expect(op.security, name).toBeUndefined();
      else expect(op.security, name).toEqual([{ bearerAuth: [] }]);
    }
    for (const path of ['/api/leads', '/api/ai-queries', '/api/newsletter/subscribers']) {
      expect(doc.paths[path]?.get?.security, path).toEqual([{ bearerAuth: [] }]);
    }
    // The public form route on the same path stays public.
    expect(doc.paths['/api/leads']?.post?.security).toBeUndefined();
  });

  const forgedCases: Array<[string, () => Record<string, string>]> = [
    ['no Authorization header', () => ({})],
    [
      'a Basic header',
      () => ({
        authorization: `Basic ${Buffer.from(`admin:${TEST_ADMIN_PASSWORD}`).toString('base64')}`,
      }),
    ],
    ['a bearer that is not a JWT', () => ({ authorization: 'Bearer not-a-token' })],
    ['the token without "Bearer"', () => ({ authorization: validToken })],
    [
      'a token signed with another secret (forged)',
      () => ({
        authorization: `Bearer ${signToken(claimsOf(validToken), 'another-secret-another-secret-another-secret')}`,
      }),
    ],
    [
      'an expired token',
      () => {
        const now = Math.floor(Date.now() / 1000);
        return {
          authorization: `Bearer ${signToken({ ...claimsOf(validToken), iat: now - 9 * 3600, exp: now - 3600 }, TEST_JWT_SECRET)}`,
        };
      },
    ],
    [
      'a token of an older admin password',
      () => ({
        authorization: `Bearer ${signToken({ ...claimsOf(validToken), pwv: 'older-password-fp' }, TEST_JWT_SECRET)}`,
      }),
    ],
    [
      'a token without an expiry',
      () => {
        const { exp: _exp, ...rest } = claimsOf(validToken);
        return { authorization: `Bearer ${signToken(rest, TEST_JWT_SECRET)}` };
      },
    ],
    [
      'an unsigned token (alg none)',
      () => {
        const token = signToken(claimsOf(validToken), TEST_JWT_SECRET, { alg: 'none', typ: 'JWT' });
        return { authorization: `Bearer ${token.split('.').slice(0, 2).join('.')}.` };
      },
    ],
    [
      'a token for another audience',
      () => ({
        authorization: `Bearer ${signToken({ ...claimsOf(validToken), aud: 'someone-else' }, TEST_JWT_SECRET)}`,
      }),
    ],
  ];

  describe.each(GUARDED_ROUTE_SAMPLES)('$route', (sample) => {
    it.each(forgedCases)('answers 401 with the envelope to %s', async (_name, headers) => {
      const res = await t.app.inject({ ...sample.request(fixtures), headers: headers() });
      expect(res.statusCode).toBe(401);
      const body = expectEnvelope(res.body, 401, 'UNAUTHORIZED');
      expect(body.message).toMatch(/log ?in/i);
      expect(res.headers['www-authenticate']).toMatch(/^Bearer realm="admin"/);
      expect(res.headers['cache-control']).toBe('no-store');
    });

    it('answers with success to a valid token', async () => {
      const fresh = async () =>
        (await login(t.app, TEST_ADMIN_PASSWORD, randomIp())).json().token as string;
      const token = sample.endsSession ? await fresh() : validToken;
      const res = await t.app.inject({
        ...sample.request(fixtures),
        headers: { authorization: `Bearer ${token}` },
      });
      expect(res.statusCode, res.body).toBe(sample.status ?? 200);
      expect(res.headers['cache-control']).toBe('no-store');
      // Signing out everywhere ended the shared token too: the next samples get a new one.
      if (sample.endsSession) validToken = await fresh();
    });
  });

  it('checks the token before the body: a bad body without a token is 401, not 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/erasure',
      payload: { email: 42 },
    });
    expect(res.statusCode).toBe(401);
  });

  it('says the session expired for an expired token', async () => {
    const now = Math.floor(Date.now() / 1000);
    const expired = signToken(
      { ...claimsOf(validToken), iat: now - 8 * 3600 - 5, exp: now - 5 },
      TEST_JWT_SECRET,
    );
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/leads',
      headers: { authorization: `Bearer ${expired}` },
    });
    expect(res.json().message).toBe('Your admin session has expired; please log in again');
    expect(res.headers['www-authenticate']).toBe('Bearer realm="admin", error="invalid_token"');
  });

  it('guards the HEAD twin of every GET route too', async () => {
    for (const sample of GUARDED_ROUTE_SAMPLES.filter((s) => s.route.startsWith('GET '))) {
      const res = await t.app.inject({
        method: 'HEAD',
        url: sample.request(fixtures).url as string,
      });
      expect(res.statusCode, sample.route).toBe(401);
    }
  });

  it('refuses to register a public route under a protected prefix', async () => {
    let refused: unknown;
    const other = await createTestApp({
      beforeReady(app) {
        try {
          app.get('/api/ai-agent/sneaky', { config: { auth: 'public' } }, async () => ({
            ok: true,
          }));
        } catch (error) {
          refused = error;
        }
      },
    });
    await other.close();
    expect(refused).toBeInstanceOf(Error);
    expect((refused as Error).message).toMatch(/GET \/api\/ai-agent\/sneaky cannot be public/);
  });

  it('guards a route added later under /api/ai-agent/ without any opt-in', async () => {
    const other = await createTestApp({
      beforeReady(app) {
        app.get('/api/ai-agent/added-later', async () => ({ ok: true }));
      },
    });
    try {
      expect(
        (await other.app.inject({ method: 'GET', url: '/api/ai-agent/added-later' })).statusCode,
      ).toBe(401);
      const ok = await other.app.inject({
        method: 'GET',
        url: '/api/ai-agent/added-later',
        headers: await other.adminHeaders(),
      });
      expect(ok.json()).toEqual({ ok: true });
    } finally {
      await other.close();
    }
  });
});

describe('POST /api/admin/login', () => {
  it('answers {success: true, token} to the right password; the token lasts 8 hours', async () => {
    const before = Math.floor(Date.now() / 1000);
    const res = await login(t.app, TEST_ADMIN_PASSWORD, randomIp());
    expect(res.statusCode).toBe(200);
    const body = AdminLoginSuccessSchema.parse(res.json());
    const claims = claimsOf(body.token);
    expect(claims.exp).toBe((claims.iat as number) + 8 * 3600);
    expect(claims.iat).toBeGreaterThanOrEqual(before);
    expect(new Date(body.expiresAt).getTime()).toBe((claims.exp as number) * 1000);
    expect(claims).toMatchObject({
      sub: 'admin',
      role: 'admin',
      iss: 'taxguide-api',
      aud: 'taxguide-admin',
    });
    expect(res.headers['cache-control']).toBe('no-store');
    const data = await t.app.inject({
      method: 'GET',
      url: '/api/leads',
      headers: { authorization: `Bearer ${body.token}` },
    });
    expect(data.statusCode).toBe(200);
  });

  it('answers 401 with success: false and the envelope to a wrong password', async () => {
    const res = await login(t.app, 'correct horse battery stapler', randomIp());
    expect(res.statusCode).toBe(401);
    const body = AdminLoginFailureSchema.parse(res.json());
    expect(body).toMatchObject({
      success: false,
      statusCode: 401,
      code: 'UNAUTHORIZED',
      error: 'Unauthorized',
      message: 'Invalid password',
    });
    expect(res.body).not.toMatch(/token/);
  });

  it.each([
    [{}, 'password'],
    [{ password: '' }, 'password'],
    [{ password: 123 }, 'password'],
    [{ password: TEST_ADMIN_PASSWORD, admin: true }, 'admin'],
  ])('answers 400 naming the field to %j', async (payload, field) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload,
      remoteAddress: randomIp(),
    });
    expect(res.statusCode).toBe(400);
    expect(
      expectEnvelope(res.body, 400, 'VALIDATION_FAILED').details?.map((d) => d.path),
    ).toContain(field);
  });

  it('works with a password given as a scrypt hash at the default cost', async () => {
    const other = await createTestApp({
      deps: {
        auth: {
          adminPasswordHash: await hashPassword('another admin password'),
          jwtSecret: TEST_JWT_SECRET,
        },
      },
    });
    try {
      expect((await login(other.app, 'another admin password', randomIp())).statusCode).toBe(200);
      expect((await login(other.app, TEST_ADMIN_PASSWORD, randomIp())).statusCode).toBe(401);
      // A token from an app with another password is refused (its password fingerprint differs).
      const res = await other.app.inject({
        method: 'GET',
        url: '/api/leads',
        headers: { authorization: `Bearer ${validToken}` },
      });
      expect(res.statusCode).toBe(401);
    } finally {
      await other.close();
    }
  });
});

// ---------------------------------------------------------------------------------------------
// Brute force: in memory always; through Redis too when REDIS_URL is set.

let redis: Redis | undefined;
beforeAll(async () => {
  if (process.env.REDIS_URL) {
    redis = createRedisClient(process.env.REDIS_URL);
    await new Promise<void>((resolve, reject) => {
      redis!.once('ready', () => resolve());
      setTimeout(
        () => reject(new Error(`Redis at ${process.env.REDIS_URL} is not reachable`)),
        5_000,
      );
    });
  }
});
afterAll(async () => {
  await redis?.quit();
});

const backends = process.env.REDIS_URL ? (['memory', 'redis'] as const) : (['memory'] as const);

describe.each(backends)('the login failure limit (%s)', (backend) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({ deps: { redis: backend === 'redis' ? redis : undefined } });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('allows 10 failures per IP, then answers 429 with Retry-After, even to the right password', async () => {
    const ip = randomIp();
    for (let i = 1; i <= 10; i += 1) {
      expect((await login(app.app, `wrong guess ${i} here`, ip)).statusCode, `failure ${i}`).toBe(
        401,
      );
    }
    const blocked = await login(app.app, 'wrong guess 11 here', ip);
    expect(blocked.statusCode).toBe(429);
    expectEnvelope(blocked.body, 429, 'RATE_LIMITED');
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(850);
    expect(retryAfter).toBeLessThanOrEqual(900);
    expect(blocked.json().message).toBe('Too many failed login attempts; try again in 15 minutes');
    expect((await login(app.app, TEST_ADMIN_PASSWORD, ip)).statusCode).toBe(429);
    // Another address is not affected.
    expect((await login(app.app, TEST_ADMIN_PASSWORD, randomIp())).statusCode).toBe(200);
  });

  it('does not count successful logins', async () => {
    const ip = randomIp();
    for (let i = 1; i <= 9; i += 1)
      expect((await login(app.app, `wrong guess ${i} here`, ip)).statusCode).toBe(401);
    for (let i = 1; i <= 5; i += 1)
      expect((await login(app.app, TEST_ADMIN_PASSWORD, ip)).statusCode).toBe(200);
    expect((await login(app.app, 'wrong guess 10 here', ip)).statusCode).toBe(401);
    expect((await login(app.app, TEST_ADMIN_PASSWORD, ip)).statusCode).toBe(429);
  });

  it('lets exactly 10 of 40 parallel wrong guesses be checked (no race past the limit)', async () => {
    const ip = randomIp();
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => login(app.app, `parallel guess ${i}`, ip)),
    );
    const statuses = answers.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(30);
  });

  it('opens again when the window ends', async () => {
    const short = await createTestApp({
      deps: {
        redis: backend === 'redis' ? redis : undefined,
        adminLoginLimit: { maxFailures: 2, windowMs: 1_200 },
      },
    });
    try {
      const ip = randomIp();
      expect((await login(short.app, 'wrong guess one', ip)).statusCode).toBe(401);
      expect((await login(short.app, 'wrong guess two', ip)).statusCode).toBe(401);
      const blocked = await login(short.app, 'wrong guess three', ip);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.headers['retry-after']).toMatch(/^[12]$/);
      await new Promise((r) => setTimeout(r, 1_400));
      expect((await login(short.app, TEST_ADMIN_PASSWORD, ip)).statusCode).toBe(200);
      expect((await login(short.app, 'wrong guess four', ip)).statusCode).toBe(401);
    } finally {
      await short.close();
    }
  });

  if (backend === 'redis') {
    it('shares the count between replicas', async () => {
      const replica = await createTestApp({ deps: { redis } });
      try {
        const ip = randomIp();
        for (let i = 1; i <= 5; i += 1)
          expect((await login(app.app, `wrong guess ${i} here`, ip)).statusCode).toBe(401);
        for (let i = 6; i <= 10; i += 1)
          expect((await login(replica.app, `wrong guess ${i} here`, ip)).statusCode).toBe(401);
        expect((await login(app.app, TEST_ADMIN_PASSWORD, ip)).statusCode).toBe(429);
        expect((await login(replica.app, TEST_ADMIN_PASSWORD, ip)).statusCode).toBe(429);
      } finally {
        await replica.close();
      }
    });

    it('refuses logins (503) rather than counting nothing when Redis is unreachable', async () => {
      const down = createRedisClient('redis://127.0.0.1:9');
      const broken = await createTestApp({ deps: { redis: down } });
      try {
        const res = await login(broken.app, TEST_ADMIN_PASSWORD, randomIp());
        expect(res.statusCode).toBe(503);
        expectEnvelope(res.body, 503, 'SERVICE_UNAVAILABLE');
      } finally {
        await broken.close();
        down.disconnect();
      }
    });
  }
});
