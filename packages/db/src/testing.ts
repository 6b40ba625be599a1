/**
 * Isolated databases for tests. Each call returns a fresh database so test
 * files never share state and can run in parallel:
 *  - with TEST_DATABASE_URL / DATABASE_URL: a new Postgres database cloned from a
 *    migrated template database (CREATE DATABASE ... TEMPLATE), dropped on close;
 *  - otherwise: an in-memory PGlite loaded from a migrated PGlite dump that is
 *    built once per migration set and cached in the OS temp directory.
 */
import { randomUUID, createHash } from 'node:crypto';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { createDb, migrateToLatest, type DbHandle } from './create-db';
import { migrations } from './migrations/index';

// Keyed by the migrations' names and code, so a changed migration set gets a fresh template.
const migrationsKey = createHash('sha256')
  .update(
    Object.entries(migrations)
      .map(([name, m]) => `${name}\n${m.up.toString()}`)
      .join('\n'),
  )
  .digest('hex')
  .slice(0, 12);

export interface TestDb extends DbHandle {
  /** The connection URL (Postgres) or undefined (PGlite). */
  url: string | undefined;
}

/** Which backend the tests use: Postgres when a URL is configured, else PGlite. */
export function testDatabaseUrl(): string | undefined {
  // eslint-disable-next-line no-restricted-properties -- test configuration
  const url = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
  return url && url.length > 0 ? url : undefined;
}

export async function createTestDb(): Promise<TestDb> {
  const url = testDatabaseUrl();
  return url ? createPostgresTestDb(url) : createPgliteTestDb();
}

function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

async function adminQuery<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  try {
    await client.connect();
  } catch (error) {
    throw new Error(
      `Tests need Postgres at ${new URL(url).host} (from TEST_DATABASE_URL/DATABASE_URL) but it is not reachable: ${(error as Error).message}`,
      { cause: error },
    );
  }
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

async function ensurePostgresTemplate(url: string): Promise<string> {
  const template = `taxguide_tpl_${migrationsKey}`;
  await adminQuery(url, async (client) => {
    // Serialise template creation across parallel test workers.
    await client.query('select pg_advisory_lock(72657)');
    try {
      const exists = await client.query('select 1 from pg_database where datname = $1', [template]);
      if (exists.rowCount === 0) {
        const building = `${template}_build_${process.pid}`;
        await client.query(`drop database if exists "${building}"`);
        await client.query(`create database "${building}"`);
        const handle = await createDb({
          databaseUrl: withDatabase(url, building),
          poolSize: 1,
          migrate: false,
        });
        try {
          await migrateToLatest(handle.db);
        } finally {
          await handle.close();
        }
        await client.query(`alter database "${building}" rename to "${template}"`);
      }
    } finally {
      await client.query('select pg_advisory_unlock(72657)');
    }
  });
  return template;
}

async function createPostgresTestDb(url: string): Promise<TestDb> {
  const template = await ensurePostgresTemplate(url);
  const name = `taxguide_test_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  await adminQuery(url, async (client) => {
    await client.query(`create database "${name}" template "${template}"`);
  });
  const dbUrl = withDatabase(url, name);
  const handle = await createDb({ databaseUrl: dbUrl, poolSize: 5, migrate: false });
  return {
    ...handle,
    url: dbUrl,
    async close() {
      await handle.close();
      await adminQuery(url, (client) =>
        client.query(`drop database if exists "${name}" with (force)`),
      );
    },
  };
}

async function pgliteTemplate(): Promise<Blob> {
  const dir = join(tmpdir(), 'taxguide-test-templates');
  const file = join(dir, `pglite-${migrationsKey}.tar.gz`);
  try {
    const bytes = await readFile(file);
    return new Blob([bytes]);
  } catch {
    // Build it (several workers may race; each writes a temp file and renames atomically).
    await mkdir(dir, { recursive: true });
    const pglite = await PGlite.create('memory://');
    const handle = await createDb({ pglite, migrate: false });
    await migrateToLatest(handle.db);
    await handle.close();
    const dump = await pglite.dumpDataDir('gzip');
    await pglite.close();
    const tmp = `${file}.${process.pid}.${randomUUID()}`;
    await writeFile(tmp, Buffer.from(await dump.arrayBuffer()));
    await rename(tmp, file);
    return dump;
  }
}

async function createPgliteTestDb(): Promise<TestDb> {
  const template = await pgliteTemplate();
  const pglite = await PGlite.create({ loadDataDir: template });
  const handle = await createDb({ pglite, migrate: false });
  return {
    ...handle,
    url: undefined,
    async close() {
      await handle.close();
      await pglite.close();
    },
  };
}

/** Removes cached PGlite templates (used when migrations change during development). */
export async function clearPgliteTemplates(): Promise<void> {
  const dir = join(tmpdir(), 'taxguide-test-templates');
  if (await stat(dir).catch(() => null)) await rm(dir, { recursive: true, force: true });
}
