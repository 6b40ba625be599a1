import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Migrator, sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { createDb, migrateToLatest } from './create-db';
import { migrations } from './migrations/index';
import { createTestDb, testDatabaseUrl } from './testing';

const expectedTables = [
  'admin_token_generations',
  'admin_token_revocations',
  'agent_runs',
  'ai_conversations',
  'ai_queries',
  'app_state',
  'blog_posts',
  'contact_messages',
  'contact_replies',
  'data_erasure_audit',
  'keyword_rankings',
  'leads',
  'mail_outbox',
  'newsletter_issues',
  'newsletter_subscribers',
  'sections',
  'seo_reports',
];

async function tableNames(handle: Awaited<ReturnType<typeof createDb>>): Promise<string[]> {
  const rows = await sql<{ tablename: string }>`
    select tablename from pg_tables where schemaname = current_schema() and tablename not like 'kysely_%'
    order by tablename`.execute(handle.db);
  return rows.rows.map((r) => r.tablename);
}

describe('a migration added below one already applied', () => {
  it('still runs (0004-admin-sessions came after some databases had run 0005)', async () => {
    const handle = await createDb({ dataDir: 'memory://', migrate: false });
    try {
      // A database migrated before 0004 existed: every migration but that one.
      const { '0004-admin-sessions': _late, ...earlier } = migrations;
      const before = new Migrator({
        db: handle.db.withoutPlugins(),
        provider: { getMigrations: async () => earlier },
      });
      expect((await before.migrateToLatest()).error).toBeUndefined();
      expect(await tableNames(handle)).not.toContain('admin_token_revocations');
      const ran = await migrateToLatest(handle.db);
      expect(ran).toContain('0004-admin-sessions');
      expect(await tableNames(handle)).toContain('admin_token_revocations');
    } finally {
      await handle.close();
    }
  });
});

describe('migrations on embedded PGlite', () => {
  const dirs: string[] = [];
  afterAll(async () => {
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  });

  it('creates every table and keeps data across a reopen of the data directory', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'taxguide-pglite-'));
    dirs.push(dir);
    const first = await createDb({ dataDir: dir });
    expect(first.kind).toBe('pglite');
    expect(await tableNames(first)).toEqual(expectedTables);
    await first.db
      .insertInto('leads')
      .values({ email: 'a@example.com', source: 'pdf_download' })
      .execute();
    await first.close();

    const second = await createDb({ dataDir: dir });
    // Already migrated: nothing left to apply.
    expect(await migrateToLatest(second.db)).toEqual([]);
    const leads = await second.db.selectFrom('leads').select(['email', 'source']).execute();
    expect(leads).toEqual([{ email: 'a@example.com', source: 'pdf_download' }]);
    await second.close();
  }, 60_000);
});

// Runs on Postgres when TEST_DATABASE_URL/DATABASE_URL is set (CI's first pass) and on
// PGlite otherwise (CI's second pass), so both engines are proven on every submission.
describe(`migrations on the test backend (${testDatabaseUrl() ? 'Postgres' : 'PGlite'})`, () => {
  it('applies every migration and is idempotent', async () => {
    const test = await createTestDb();
    try {
      expect(test.kind).toBe(testDatabaseUrl() ? 'postgres' : 'pglite');
      expect(await tableNames(test)).toEqual(expectedTables);
      // The template already carries every migration.
      expect(await migrateToLatest(test.db)).toEqual([]);
      const applied = await sql<{
        name: string;
      }>`select name from kysely_migration order by name`.execute(test.db);
      expect(applied.rows.map((r) => r.name)).toEqual(Object.keys(migrations));
    } finally {
      await test.close();
    }
  });
});

describe('isolated test databases', () => {
  it('gives each caller its own database', async () => {
    const [a, b] = await Promise.all([createTestDb(), createTestDb()]);
    try {
      await a.db
        .insertInto('leads')
        .values({ email: 'only-in-a@example.com', source: 'x' })
        .execute();
      const inB = await b.db.selectFrom('leads').selectAll().execute();
      expect(inB).toHaveLength(0);
      const inA = await a.db.selectFrom('leads').select('email').execute();
      expect(inA).toEqual([{ email: 'only-in-a@example.com' }]);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });

  it('enforces one newsletter row per address whatever its case', async () => {
    const t = await createTestDb();
    try {
      await t.db
        .insertInto('newsletterSubscribers')
        .values({ email: 'Same@Example.com', source: 'newsletter', unsubscribeToken: 't1' })
        .execute();
      await expect(
        t.db
          .insertInto('newsletterSubscribers')
          .values({ email: 'same@example.com', source: 'newsletter', unsubscribeToken: 't2' })
          .execute(),
      ).rejects.toThrow(/unique|duplicate/i);
    } finally {
      await t.close();
    }
  });
});
