import { sql, type Kysely } from 'kysely';

// Server-side ends of admin sessions (docs/security.md, "Admin tokens"): a signed-out token's id
// stays refused until it would have expired anyway, and "sign out everywhere" moves the admin to
// a new token generation, refusing every token of the older ones. Kept in the database, not in
// Redis, so both runtime modes share one mechanism and a Redis outage ends no session early.
// Applied migrations are never edited: add a new file instead (append-only).

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('admin_token_revocations')
    .addColumn('jti', 'text', (c) => c.primaryKey())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('revoked_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('admin_token_revocations_expires_idx')
    .on('admin_token_revocations')
    .column('expires_at')
    .execute();
  await db.schema
    .createTable('admin_token_generations')
    .addColumn('subject', 'text', (c) => c.primaryKey())
    .addColumn('generation', 'integer', (c) => c.notNull().check(sql`generation >= 0`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('admin_token_generations').ifExists().execute();
  await db.schema.dropTable('admin_token_revocations').ifExists().execute();
}
