import { sql, type Kysely } from 'kysely';

// Admin dashboard: the erasure audit, the contact-message status rule, and
// case-insensitive e-mail indexes for erasure by address.
// Applied migrations are never edited: add a new file instead (append-only).

export async function up(db: Kysely<unknown>): Promise<void> {
  // One row per erasure request (DPDP Act 2023, s.12: the right to erasure). The address itself
  // is never kept: only a keyed hash of it (HMAC-SHA256), so a later "was this address erased?"
  // can be answered by whoever holds the key, and the table alone reveals nothing.
  await db.schema
    .createTable('data_erasure_audit')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('subject_hash', 'text', (c) => c.notNull())
    .addColumn('hash_key_id', 'text', (c) => c.notNull())
    .addColumn('leads_deleted', 'integer', (c) => c.notNull().check(sql`leads_deleted >= 0`))
    .addColumn('subscribers_deleted', 'integer', (c) =>
      c.notNull().check(sql`subscribers_deleted >= 0`),
    )
    .addColumn('contact_messages_deleted', 'integer', (c) =>
      c.notNull().check(sql`contact_messages_deleted >= 0`),
    )
    .addColumn('actor', 'text', (c) => c.notNull())
    .addColumn('request_id', 'text')
    .addColumn('erased_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('data_erasure_audit_subject_idx')
    .on('data_erasure_audit')
    .column('subject_hash')
    .execute();

  // Contact messages move between new, read and replied; nothing else is a status.
  await sql`update contact_messages set status = 'new' where status not in ('new', 'read', 'replied')`.execute(
    db,
  );
  await sql`alter table contact_messages add constraint contact_messages_status_check check (status in ('new', 'read', 'replied'))`.execute(
    db,
  );

  await sql`create index leads_email_lower_idx on leads (lower(email))`.execute(db);
  await sql`create index contact_messages_email_lower_idx on contact_messages (lower(email))`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists contact_messages_email_lower_idx`.execute(db);
  await sql`drop index if exists leads_email_lower_idx`.execute(db);
  await sql`alter table contact_messages drop constraint if exists contact_messages_status_check`.execute(
    db,
  );
  await db.schema.dropTable('data_erasure_audit').ifExists().execute();
}
