import { sql, type Kysely } from 'kysely';

// The reader's language (docs/i18n.md): the language of the page a subscriber, lead or contact
// message came from, so every later e-mail to that person is written in it and the admin sees who
// reads Hindi. Rows from before this column read English, as every mail to them so far was.
// Applied migrations are never edited: add a new file instead (append-only).

const TABLES = ['newsletter_subscribers', 'leads', 'contact_messages'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) {
    await db.schema
      .alterTable(table)
      .addColumn('language', 'text', (c) =>
        c
          .notNull()
          .defaultTo('en')
          .check(sql`language in ('en', 'hi')`),
      )
      .execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) {
    await db.schema.alterTable(table).dropColumn('language').execute();
  }
}
