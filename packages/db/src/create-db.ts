import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import {
  CamelCasePlugin,
  Kysely,
  Migrator,
  PostgresDialect,
  sql,
  type MigrationProvider,
} from 'kysely';
import pg from 'pg';
import { migrations } from './migrations/index';
import type { Database } from './schema';

export type DbKind = 'postgres' | 'pglite';

export interface DbConfig {
  /** A postgres:// URL. When absent, an embedded PGlite database is used. */
  databaseUrl?: string | undefined;
  /** Where PGlite keeps its files. `memory://` keeps it in memory. Ignored with databaseUrl. */
  dataDir?: string | undefined;
  /** An already-open PGlite (tests load one from a migrated template). */
  pglite?: PGlite | undefined;
  /** Postgres pool size. PGlite is always a single connection. */
  poolSize?: number | undefined;
  /** Run pending migrations before returning (default true). */
  migrate?: boolean | undefined;
}

export interface DbHandle {
  db: Kysely<Database>;
  kind: DbKind;
  /** Resolves when the database answers a trivial query; rejects otherwise. */
  ping(timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

// int8 (counts, sums) would otherwise come back as strings; our counts fit a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (value: string) => Number(value));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value: string) => Number(value));

class StaticMigrationProvider implements MigrationProvider {
  async getMigrations() {
    return migrations;
  }
}

export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  // The migrator runs on an untransformed instance so migration SQL stays snake_case.
  const raw = db.withoutPlugins();
  // Unordered: 0004-admin-sessions was added after 0005-ai-conversations had been applied in
  // some databases; migrations are independent of each other, so a late lower number still runs.
  const migrator = new Migrator({
    db: raw,
    provider: new StaticMigrationProvider(),
    allowUnorderedMigrations: true,
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName ?? 'unknown';
    throw new Error(
      `Database migration ${failed} failed: ${(error as Error).message ?? String(error)}`,
      {
        cause: error,
      },
    );
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/**
 * Opens the database: Postgres through a pg Pool when a URL is given, otherwise
 * PGlite (Postgres compiled to WASM) through the same pg driver, so the whole
 * app speaks one dialect. Migrates on open unless told not to.
 */
export async function createDb(config: DbConfig): Promise<DbHandle> {
  let pool: pg.Pool;
  let kind: DbKind;
  let ownedPglite: PGlite | undefined;

  if (config.databaseUrl) {
    kind = 'postgres';
    pool = new pg.Pool({
      connectionString: config.databaseUrl,
      max: config.poolSize ?? 10,
      connectionTimeoutMillis: 5_000,
      idleTimeoutMillis: 30_000,
    });
  } else {
    kind = 'pglite';
    let pglite = config.pglite;
    if (!pglite) {
      const dataDir = config.dataDir ?? 'memory://';
      if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
      pglite = await PGlite.create(dataDir);
      ownedPglite = pglite;
    }
    // PGlite has one backend session: a pool of one serialises transactions correctly.
    pool = new pg.Pool({ ...createPgConfig(pglite), max: 1 });
  }
  // A dropped idle connection must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  // Nor may one that is checked out between two queries (pg emits 'error' on the client, and
  // the pool listens only while the client is idle): the query in flight, if any, fails with
  // the error, and the pool discards the dead client when it is released.
  pool.on('connect', (client) => {
    client.on('error', () => {});
  });

  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool }),
    plugins: [new CamelCasePlugin()],
  });

  const handle: DbHandle = {
    db,
    kind,
    async ping(timeoutMs = 2_000) {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('database ping timed out')), timeoutMs);
      });
      try {
        await Promise.race([sql`select 1`.execute(db), timeout]);
      } finally {
        clearTimeout(timer);
      }
    },
    async close() {
      await db.destroy();
      if (ownedPglite) await ownedPglite.close();
    },
  };

  if (config.migrate !== false) {
    try {
      await migrateToLatest(db);
    } catch (error) {
      await handle.close();
      throw error;
    }
  }
  return handle;
}
