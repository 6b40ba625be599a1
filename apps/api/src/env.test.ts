import { describe, expect, it } from 'vitest';
import { EnvError, loadConfig } from './env';

function problems(env: Record<string, string>): string[] {
  try {
    loadConfig(env, '/srv/app');
  } catch (error) {
    if (error instanceof EnvError) return error.problems;
    throw error;
  }
  return [];
}

describe('loadConfig', () => {
  it('applies the documented defaults for the embedded mode', () => {
    const config = loadConfig({}, '/srv/app');
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      dataDir: '/srv/app/.data',
      databaseUrl: undefined,
      redisUrl: undefined,
      openai: undefined,
      siteName: 'TaxGuide India',
      siteUrl: 'http://localhost:3000',
      logLevel: 'info',
      trustProxy: false,
      social: {},
    });
  });

  it('TRUST_PROXY: a hop count or proxy addresses; "true" is refused with what to set', () => {
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,::1,loopback' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      '::1',
      'loopback',
    ]);
    const refused = problems({ TRUST_PROXY: 'true' });
    expect(refused).toEqual([expect.stringMatching(/^TRUST_PROXY: .*TRUST_PROXY=1.*CIDR/)]);
    expect(problems({ TRUST_PROXY: '10.0.0.0/33,proxy.local' })).toEqual([
      expect.stringMatching(/^TRUST_PROXY: .*"10\.0\.0\.0\/33", "proxy\.local"/),
    ]);
    expect(problems({ TRUST_PROXY: '99' })).toEqual([expect.stringMatching(/^TRUST_PROXY: /)]);
  });

  it('REDIS_PREFIX defaults from SITE_NAME; AGENT_QUEUE_NAME as the worker reads it', () => {
    expect(loadConfig({}).redisNaming).toEqual({
      prefix: 'taxguide-india',
      queueName: 'taxguide-agent',
    });
    expect(loadConfig({ SITE_NAME: 'Kar Guide (Pune)' }).redisNaming.prefix).toBe('kar-guide-pune');
    expect(loadConfig({ REDIS_PREFIX: 'site_b', AGENT_QUEUE_NAME: 'agent-b' }).redisNaming).toEqual(
      { prefix: 'site_b', queueName: 'agent-b' },
    );
    expect(problems({ REDIS_PREFIX: 'a:b' })).toEqual([expect.stringMatching(/^REDIS_PREFIX: /)]);
  });

  it('UNCACHED_RENDERS_PER_MINUTE: 30 by default, a whole number from 1', () => {
    expect(loadConfig({}, '/srv/app').uncachedRendersPerMinute).toBe(30);
    expect(
      loadConfig({ UNCACHED_RENDERS_PER_MINUTE: '600' }, '/srv/app').uncachedRendersPerMinute,
    ).toBe(600);
    expect(problems({ UNCACHED_RENDERS_PER_MINUTE: '0' })[0]).toMatch(
      /^UNCACHED_RENDERS_PER_MINUTE:/,
    );
  });

  it('names every bad variable at once', () => {
    const found = problems({
      PORT: 'eighty',
      DATABASE_URL: 'mysql://x',
      REDIS_URL: 'http://x',
      LOG_LEVEL: 'loud',
    });
    expect(found.map((p) => p.split(':')[0]).sort()).toEqual([
      'DATABASE_URL',
      'LOG_LEVEL',
      'PORT',
      'REDIS_URL',
    ]);
    expect(found.find((p) => p.startsWith('DATABASE_URL'))).toMatch(/postgres:\/\//);
  });

  it('refuses production (a real Postgres) without its secrets and its public address', () => {
    const found = problems({ DATABASE_URL: 'postgres://db/app' });
    expect(found).toEqual([
      expect.stringMatching(/^JWT_SECRET: is required/),
      expect.stringMatching(/^ADMIN_PASSWORD_HASH: is required/),
      expect.stringMatching(/^SITE_URL: is required when DATABASE_URL is set/),
    ]);
    const complete = {
      DATABASE_URL: 'postgres://db/app',
      JWT_SECRET: 'x'.repeat(32),
      ADMIN_PASSWORD: 'long enough password',
      SITE_URL: 'https://taxguide.example/',
    };
    expect(problems(complete)).toEqual([]);
    expect(loadConfig(complete).siteUrl).toBe('https://taxguide.example');
  });

  it('rejects weak secrets', () => {
    expect(
      problems({ JWT_SECRET: 'short', ADMIN_PASSWORD: 'short' }).map((p) => p.split(':')[0]),
    ).toEqual(['ADMIN_PASSWORD', 'JWT_SECRET']);
  });

  it('resolves DATA_DIR against the working directory and trims SITE_URL', () => {
    const config = loadConfig(
      { DATA_DIR: './scratch-data', SITE_URL: 'https://tax.example/', PORT: '4123' },
      '/srv/app',
    );
    expect(config.dataDir).toBe('/srv/app/scratch-data');
    expect(config.siteUrl).toBe('https://tax.example');
    expect(config.port).toBe(4123);
  });

  it('treats empty values as unset', () => {
    expect(
      loadConfig({ DATABASE_URL: '', REDIS_URL: ' ', OPENAI_API_KEY: '' }, '/srv/app'),
    ).toMatchObject({
      databaseUrl: undefined,
      redisUrl: undefined,
      openai: undefined,
    });
  });

  it('enables the model explainer only with an API key', () => {
    const config = loadConfig(
      { OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: 'http://127.0.0.1:9999/v1' },
      '/',
    );
    expect(config.openai).toEqual({
      apiKey: 'sk-test',
      baseUrl: 'http://127.0.0.1:9999/v1',
      model: 'gpt-4o-mini',
    });
  });
});
