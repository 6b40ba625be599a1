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

describe("the reader's language (0007)", () => {
  const tables = ['leads', 'newsletter_subscribers', 'contact_messages'] as const;

  it("turns rows written before it into 'en' and keeps later rows' language", async () => {
    const handle = await createDb({ dataDir: 'memory://', migrate: false });
    try {
      const { '0007-reader-language': _language, ...earlier } = migrations;
      const before = new Migrator({
        db: handle.db.withoutPlugins(),
        provider: { getMigrations: async () => earlier },
      });
      expect((await before.migrateToLatest()).error).toBeUndefined();
      await sql`insert into leads (email, source) values ('old@example.com', 'pdf_download')`.execute(
        handle.db,
      );
      await sql`insert into newsletter_subscribers (email, source, unsubscribe_token)
        values ('old@example.com', 'newsletter', 'tok-old')`.execute(handle.db);
      await sql`insert into contact_messages (name, email, subject, category, message)
        values ('Old', 'old@example.com', 'Hi', 'general', 'Before')`.execute(handle.db);

      expect(await migrateToLatest(handle.db)).toContain('0007-reader-language');
      for (const table of tables) {
        const rows = await sql<{
          language: string;
        }>`select language from ${sql.table(table)}`.execute(handle.db);
        expect(rows.rows, table).toEqual([{ language: 'en' }]);
      }
    } finally {
      await handle.close();
    }
  });

  it("stores 'hi', defaults to 'en' and refuses any other value on the test backend", async () => {
    const t = await createTestDb();
    try {
      await t.db
        .insertInto('leads')
        .values({ email: 'hi@example.com', source: 'pdf_download', language: 'hi' })
        .execute();
      await t.db
        .insertInto('leads')
        .values({ email: 'en@example.com', source: 'pdf_download' })
        .execute();
      const rows = await t.db
        .selectFrom('leads')
        .select(['email', 'language'])
        .orderBy('email')
        .execute();
      expect(rows).toEqual([
        { email: 'en@example.com', language: 'en' },
        { email: 'hi@example.com', language: 'hi' },
      ]);
      await expect(
        sql`update leads set language = 'fr' where email = 'hi@example.com'`.execute(t.db),
      ).rejects.toThrow(/check constraint/i);
      await expect(
        sql`insert into newsletter_subscribers (email, source, unsubscribe_token, language)
          values ('x@example.com', 'newsletter', 't', 'fr')`.execute(t.db),
      ).rejects.toThrow(/check constraint/i);
      await expect(
        sql`insert into contact_messages (name, email, subject, category, message, language)
          values ('X', 'x@example.com', 'S', 'general', 'M', 'fr')`.execute(t.db),
      ).rejects.toThrow(/check constraint/i);
    } finally {
      await t.close();
    }
  });
});
