import { sql, type Kysely } from 'kysely';

// E-mail (docs/mail.md): every message is a row of mail_outbox, written in the same transaction
// as the change that caused it and sent later by the delivery job; newsletter subscriptions are
// confirmed by a link (double opt-in); newsletter issues and replies to contact messages are kept.
// Subscribers who were active before double opt-in existed stay active.
// Applied migrations are never edited: add a new file instead (append-only).

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('newsletter_subscribers')
    .addColumn('confirm_token_hash', 'text')
    .addColumn('confirm_expires_at', 'timestamptz')
    .addColumn('confirmed_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('newsletter_subscribers_confirm_token_idx')
    .unique()
    .on('newsletter_subscribers')
    .column('confirm_token_hash')
    .where(sql.ref('confirm_token_hash'), 'is not', null)
    .execute();

  await db.schema
    .createTable('newsletter_issues')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('markdown', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('draft'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('sent_at', 'timestamptz')
    .execute();

  await db.schema
    .createTable('mail_outbox')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    // One row per message we mean to send: a retried request or job finds its row, never a second.
    .addColumn('idempotency_key', 'text', (c) => c.notNull().unique())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('to_address', 'text', (c) => c.notNull())
    .addColumn('from_address', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('html', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('headers', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('message_id', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('claimed_at', 'timestamptz')
    .addColumn('sent_at', 'timestamptz')
    .addColumn('note', 'text')
    .addColumn('issue_id', 'integer', (c) =>
      c.references('newsletter_issues.id').onDelete('set null'),
    )
    .addColumn('contact_message_id', 'integer', (c) =>
      c.references('contact_messages.id').onDelete('cascade'),
    )
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // The delivery job's claim: due messages, oldest first.
  await db.schema
    .createIndex('mail_outbox_due_idx')
    .on('mail_outbox')
    .columns(['status', 'next_attempt_at', 'id'])
    .where(sql.ref('status'), 'in', sql`('pending', 'sending')`)
    .execute();
  await db.schema
    .createIndex('mail_outbox_issue_idx')
    .on('mail_outbox')
    .columns(['issue_id', 'status'])
    .where(sql.ref('issue_id'), 'is not', null)
    .execute();
  // Per-address limits ("at most 3 confirmation mails a day") and erasure by address.
  await db.schema
    .createIndex('mail_outbox_to_idx')
    .on('mail_outbox')
    .expression(sql`lower(to_address), kind, created_at`)
    .execute();
  await db.schema
    .createIndex('mail_outbox_created_idx')
    .on('mail_outbox')
    .column('created_at')
    .execute();

  await db.schema
    .createTable('contact_replies')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('contact_message_id', 'integer', (c) =>
      c.notNull().references('contact_messages.id').onDelete('cascade'),
    )
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('outbox_id', 'integer', (c) => c.references('mail_outbox.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('contact_replies_message_idx')
    .on('contact_replies')
    .columns(['contact_message_id', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('contact_replies').execute();
  await db.schema.dropTable('mail_outbox').execute();
  await db.schema.dropTable('newsletter_issues').execute();
  await db.schema
    .alterTable('newsletter_subscribers')
    .dropColumn('confirm_token_hash')
    .dropColumn('confirm_expires_at')
    .dropColumn('confirmed_at')
    .execute();
}
