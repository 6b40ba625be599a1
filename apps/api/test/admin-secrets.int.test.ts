/**
 * The admin secrets: generated once in the embedded mode (printed once, only the hash kept,
 * files 0600), reused on later starts, never invented in production; the ADMIN_PASSWORD_HASH
 * rule; the `admin:hash` CLI; and the real server doing all of it from a cold start.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { chmod, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDb, testDatabaseUrl, type TestDb } from '@taxguide/db/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { EnvError, loadConfig } from '../src/env';
import {
  ADMIN_HASH_FILE,
  JWT_SECRET_FILE,
  passwordVersionOf,
  resolveAdminSecrets,
  SecretsError,
} from '../src/infra/secrets';
import { hashPassword, parsePasswordHash, verifyPassword } from '../src/lib/password-hash';
import { webDistDir } from './web-build';

const apiDir = join(import.meta.dirname, '..');
const cleanup: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const fn of cleanup.splice(0).reverse()) await fn();
});

async function tempDataDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'taxguide-secrets-'));
  cleanup.push(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

/** Every file under `dir` with its text. */
async function filesUnder(dir: string): Promise<Array<{ path: string; text: string }>> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
  return Promise.all(
    files.map(async (path) => ({ path, text: (await readFile(path)).toString('latin1') })),
  );
}

const embedded = (dataDir: string, extra: Record<string, string> = {}) =>
  loadConfig({ DATA_DIR: dataDir, SITE_URL: 'https://taxguide.test', ...extra }, '/');

/** The password inside a printed banner. */
const bannerPassword = (text: string) => /ADMIN PASSWORD[^\n]*\n\n {6}(\S+)\n/.exec(text)?.[1];

describe('resolveAdminSecrets in the embedded mode', () => {
  it('first start: generates both, prints the password once, keeps only its hash (0600 files in a 0700 directory)', async () => {
    const dataDir = await tempDataDir();
    const printed: string[] = [];
    const secrets = await resolveAdminSecrets(embedded(dataDir), {
      print: (text) => printed.push(text),
    });

    expect(printed).toHaveLength(1);
    const password = bannerPassword(printed[0]!);
    expect(password).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(printed[0]).toContain('shown only this once');
    expect(printed[0]).toContain('https://taxguide.test/admin');

    const secretsDir = join(dataDir, 'secrets');
    expect((await stat(secretsDir)).mode & 0o777).toBe(0o700);
    for (const file of [ADMIN_HASH_FILE, JWT_SECRET_FILE]) {
      expect((await stat(join(secretsDir, file))).mode & 0o777, file).toBe(0o600);
    }
    const storedHash = (await readFile(join(secretsDir, ADMIN_HASH_FILE), 'utf8')).trim();
    expect(storedHash).toBe(secrets.adminPasswordHash);
    expect(storedHash).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(await verifyPassword(password!, parsePasswordHash(storedHash))).toBe(true);
    expect(await verifyPassword(`${password}x`, parsePasswordHash(storedHash))).toBe(false);
    expect((await readFile(join(secretsDir, JWT_SECRET_FILE), 'utf8')).trim()).toBe(
      secrets.jwtSecret,
    );
    expect(secrets.jwtSecret).toMatch(/^[A-Za-z0-9_-]{64}$/);

    // The plain password is nowhere on disk.
    for (const { path, text } of await filesUnder(dataDir))
      expect(text, path).not.toContain(password);
  });

  it('second start: reuses both and prints nothing', async () => {
    const dataDir = await tempDataDir();
    const first = await resolveAdminSecrets(embedded(dataDir), { print: () => {} });
    const printed: string[] = [];
    const second = await resolveAdminSecrets(embedded(dataDir), {
      print: (text) => printed.push(text),
    });
    expect(second).toEqual(first);
    expect(printed).toEqual([]);
  });

  it('two processes starting at once agree on one password, printed by one of them', async () => {
    const dataDir = await tempDataDir();
    const printed: string[] = [];
    const [a, b] = await Promise.all([
      resolveAdminSecrets(embedded(dataDir), { print: (text) => printed.push(text) }),
      resolveAdminSecrets(embedded(dataDir), { print: (text) => printed.push(text) }),
    ]);
    expect(a).toEqual(b);
    expect(printed).toHaveLength(1);
    expect(
      await verifyPassword(bannerPassword(printed[0]!)!, parsePasswordHash(a.adminPasswordHash)),
    ).toBe(true);
  });

  it('uses ADMIN_PASSWORD (hashed) and JWT_SECRET when given, and writes no file then', async () => {
    const dataDir = await tempDataDir();
    const printed: string[] = [];
    const config = embedded(dataDir, {
      ADMIN_PASSWORD: 'a configured admin password',
      JWT_SECRET: 'j'.repeat(40),
    });
    const secrets = await resolveAdminSecrets(config, { print: (text) => printed.push(text) });
    expect(
      await verifyPassword(
        'a configured admin password',
        parsePasswordHash(secrets.adminPasswordHash),
      ),
    ).toBe(true);
    expect(secrets.jwtSecret).toBe('j'.repeat(40));
    expect(printed).toEqual([]);
    expect(await filesUnder(dataDir)).toEqual([]);
  });

  it('generates only what is missing: a JWT secret next to a configured hash', async () => {
    const dataDir = await tempDataDir();
    const hash = await hashPassword('a configured admin password', { N: 1024, r: 8, p: 1 });
    const printed: string[] = [];
    const secrets = await resolveAdminSecrets(embedded(dataDir, { ADMIN_PASSWORD_HASH: hash }), {
      print: (text) => printed.push(text),
    });
    expect(secrets.adminPasswordHash).toBe(hash);
    expect(printed).toEqual([]);
    expect((await filesUnder(dataDir)).map((f) => f.path)).toEqual([
      join(dataDir, 'secrets', JWT_SECRET_FILE),
    ]);
  });

  it('tightens a loosened file back to 0600, and names a damaged hash file', async () => {
    const dataDir = await tempDataDir();
    await resolveAdminSecrets(embedded(dataDir), { print: () => {} });
    const hashFile = join(dataDir, 'secrets', ADMIN_HASH_FILE);
    await chmod(hashFile, 0o644);
    await resolveAdminSecrets(embedded(dataDir), { print: () => {} });
    expect((await stat(hashFile)).mode & 0o777).toBe(0o600);

    await writeFile(hashFile, 'hunter2\n');
    const error = await resolveAdminSecrets(embedded(dataDir), { print: () => {} }).catch(
      (e: Error) => e,
    );
    expect(error).toBeInstanceOf(SecretsError);
    expect((error as Error).message).toContain(hashFile);
    expect((error as Error).message).toMatch(/delete it and restart/);
  });
});

describe('resolveAdminSecrets with DATABASE_URL (production)', () => {
  it('uses the given secrets and never writes to DATA_DIR', async () => {
    const dataDir = await tempDataDir();
    const hash = await hashPassword('production admin password', { N: 1024, r: 8, p: 1 });
    const config = loadConfig(
      {
        DATABASE_URL: 'postgres://db.internal/app',
        DATA_DIR: dataDir,
        ADMIN_PASSWORD_HASH: hash,
        JWT_SECRET: 's'.repeat(48),
        SITE_URL: 'https://taxguide.test',
      },
      '/',
    );
    const printed: string[] = [];
    expect(await resolveAdminSecrets(config, { print: (text) => printed.push(text) })).toEqual({
      adminPasswordHash: hash,
      jwtSecret: 's'.repeat(48),
      passwordVersion: passwordVersionOf('s'.repeat(48), { hash }),
    });
    expect(printed).toEqual([]);
    expect(await filesUnder(dataDir)).toEqual([]);
  });

  it('never generates: missing secrets are an error (env.ts refuses them first)', async () => {
    const dataDir = await tempDataDir();
    const config = { ...embedded(dataDir), databaseUrl: 'postgres://db.internal/app' };
    await expect(resolveAdminSecrets(config, { print: () => {} })).rejects.toThrow(
      /JWT_SECRET and ADMIN_PASSWORD_HASH/,
    );
    expect(await filesUnder(dataDir)).toEqual([]);
    expect(() => loadConfig({ DATABASE_URL: 'postgres://db.internal/app' }, '/')).toThrow(EnvError);
  });
});

describe('ADMIN_PASSWORD_HASH', () => {
  const problems = (hash: string) => {
    try {
      loadConfig({ ADMIN_PASSWORD_HASH: hash }, '/');
      return [];
    } catch (error) {
      return (error as EnvError).problems;
    }
  };

  it('accepts what admin:hash makes', async () => {
    expect(problems(await hashPassword('a long admin password'))).toEqual([]);
  });

  it.each([
    [
      '$argon2id$v=19$m=65536,t=3,p=4$c2FsdHNhbHQ$aGFzaA',
      /scrypt\$N\$r\$p\$<salt>\$<hash>.*admin:hash/,
    ],
    ['scrypt$16384$8$1$not base64!$aGFzaA==', /scrypt\$N\$r\$p/],
    ['scrypt$1000$8$1$c2FsdHNhbHQ=$aGFzaGhhc2hoYXNoaGFzaA==', /N must be a power of two/],
    ['scrypt$16384$99$1$c2FsdHNhbHQ=$aGFzaGhhc2hoYXNoaGFzaA==', /r must be between 1 and 32/],
    ['scrypt$16384$8$1$c2FsdA==$aGFzaGhhc2hoYXNoaGFzaA==', /salt must be at least 8 bytes/],
  ])('refuses %s with one message naming the variable', (hash, message) => {
    const found = problems(hash);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(/^ADMIN_PASSWORD_HASH: /);
    expect(found[0]).toMatch(message);
  });
});

function run(command: string, args: string[], input: string, env: Record<string, string> = {}) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: apiDir,
      env: { PATH: process.env.PATH, ...env },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(input);
  });
}

describe('pnpm --silent admin:hash', () => {
  const cli = (input: string) =>
    run(process.execPath, ['--import', 'tsx', 'src/cli/hash-password.ts'], input);

  it('prints the hash of the password read from stdin (one trailing newline dropped)', async () => {
    const { code, stdout, stderr } = await cli('my long admin password \n');
    expect({ code, stderr }).toEqual({ code: 0, stderr: '' });
    const hash = stdout.trim();
    expect(stdout).toBe(`${hash}\n`);
    expect(hash).toMatch(/^scrypt\$32768\$8\$1\$[A-Za-z0-9+/]+=*\$[A-Za-z0-9+/]+=*$/);
    expect(await verifyPassword('my long admin password ', parsePasswordHash(hash))).toBe(true);
    expect(await verifyPassword('my long admin password', parsePasswordHash(hash))).toBe(false);
    expect(() => loadConfig({ ADMIN_PASSWORD_HASH: hash }, '/')).not.toThrow();
  });

  it('refuses a short password with exit code 1 and a message', async () => {
    const { code, stdout, stderr } = await cli('short\n');
    expect(code).toBe(1);
    expect(stdout).toBe('');
    expect(stderr).toBe('admin:hash: the password must be 12 to 1024 characters (got 5)\n');
  });
});

// ---------------------------------------------------------------------------------------------
// The real server process

interface Started {
  child: ChildProcess;
  port: number;
  output: () => string;
  stop(): Promise<void>;
}

async function startServer(env: Record<string, string>): Promise<Started> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(apiDir, 'src/server.ts')], {
    env: {
      PATH: process.env.PATH,
      PORT: '0',
      LOG_LEVEL: 'info',
      NODE_ENV: 'production',
      WEB_DIST_DIR: webDistDir(),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
  const stop = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 8_000))]);
    child.kill('SIGKILL');
  };
  cleanup.push(stop);
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 60_000);
    child.stdout!.on('data', () => {
      const m = /is ready at http:\/\/[^:]+:(\d+)/.exec(output);
      if (m) {
        clearTimeout(timer);
        resolve(Number(m[1]));
      }
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(Object.assign(new Error(`server exited (${code}):\n${output}`), { output }));
    });
  });
  return { child, port, output: () => output, stop };
}

async function loginStatus(port: number, password: string): Promise<number> {
  const res = await fetch(`http://127.0.0.1:${port}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ password }),
  });
  return res.status;
}

const occurrences = (text: string, needle: string) => text.split(needle).length - 1;

describe('the server, from a cold start', () => {
  it('embedded mode: the first start prints a password once (not through the logger), the second reuses it', async () => {
    const dataDir = await tempDataDir();
    const first = await startServer({ DATA_DIR: dataDir });
    const password = bannerPassword(first.output());
    expect(password, first.output()).toBeDefined();
    expect(occurrences(first.output(), password!)).toBe(1);
    // The banner is plain text on stdout, not a JSON log line.
    const line = first
      .output()
      .split('\n')
      .find((l) => l.includes(password!))!;
    expect(line.trim()).toBe(password);
    expect(await loginStatus(first.port, password!)).toBe(200);
    expect(await loginStatus(first.port, 'not the password at all')).toBe(401);
    await first.stop();

    const second = await startServer({ DATA_DIR: dataDir });
    expect(second.output()).not.toContain('ADMIN PASSWORD');
    expect(await loginStatus(second.port, password!)).toBe(200);
    await second.stop();
    for (const { path, text } of await filesUnder(dataDir))
      expect(text, path).not.toContain(password);
  }, 120_000);

  it('production mode refuses to start without JWT_SECRET, an admin password and SITE_URL, naming each', async () => {
    const dataDir = await tempDataDir();
    const error = await startServer({
      DATA_DIR: dataDir,
      DATABASE_URL: 'postgres://nobody@127.0.0.1:9/none',
    }).catch((e: Error & { output?: string }) => e);
    expect((error as { output?: string }).output).toMatch(
      /JWT_SECRET: is required when DATABASE_URL is set/,
    );
    expect((error as { output?: string }).output).toMatch(
      /ADMIN_PASSWORD_HASH: is required when DATABASE_URL is set/,
    );
    expect((error as { output?: string }).output).toMatch(
      /SITE_URL: is required when DATABASE_URL is set/,
    );
    expect(await filesUnder(dataDir)).toEqual([]);
  }, 60_000);

  // The Postgres pass (DATABASE_URL set, as in CI's first pass) starts a real production-mode server.
  if (testDatabaseUrl()) {
    it('production mode (Postgres) uses the given hash and writes no secret', async () => {
      const dataDir = await tempDataDir();
      const database: TestDb = await createTestDb();
      cleanup.push(() => database.close());
      const server = await startServer({
        DATA_DIR: dataDir,
        DATABASE_URL: database.url!,
        ADMIN_PASSWORD_HASH: await hashPassword('the production admin password'),
        JWT_SECRET: 'p'.repeat(48),
        SITE_URL: 'https://taxguide.test',
      });
      expect(server.output()).not.toContain('ADMIN PASSWORD');
      // CONTACT_EMAIL was left at its example value: the operator is told.
      expect(server.output()).toContain('CONTACT_EMAIL is the example address');
      expect(await loginStatus(server.port, 'the production admin password')).toBe(200);
      await server.stop();
      expect((await filesUnder(dataDir)).filter((f) => f.path.includes('secrets'))).toEqual([]);
    }, 120_000);
  }
});
