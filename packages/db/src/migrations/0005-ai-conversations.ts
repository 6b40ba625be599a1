import { sql, type Kysely } from 'kysely';

// The AI assistant's conversations are kept on the server: the client sends only an id and its
// new question, so it cannot forge the assistant's earlier answers (docs/security.md, "Chat").
// Turns are bounded by the service; rows untouched for a day are ignored and purged.
// Applied migrations are never edited: add a new file instead (append-only).

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('ai_conversations')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('turns', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('ai_conversations_updated_idx')
    .on('ai_conversations')
    .column('updated_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('ai_conversations').execute();
}
