import { sql, type Kysely } from 'kysely';

// Applied migrations are never edited: add a new file instead (append-only).
// Migrations receive an untyped Kysely so they stay valid as the schema evolves.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sections')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('section_number', 'text', (c) => c.notNull().unique())
    .addColumn('act2025_section', 'text')
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('summary', 'text', (c) => c.notNull())
    .addColumn('full_text', 'text', (c) => c.notNull())
    .addColumn('key_limits', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('examples', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('related', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('source_url', 'text', (c) => c.notNull())
    .addColumn('last_reviewed', 'text', (c) => c.notNull())
    .addColumn('views', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`views >= 0`),
    )
    .addColumn('content_hash', 'text', (c) => c.notNull())
    .addColumn('edited_by_admin_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('sections_category_idx').on('sections').column('category').execute();
  await db.schema
    .createIndex('sections_views_idx')
    .on('sections')
    .columns(['views desc', 'section_number'])
    .execute();
  await db.schema
    .createIndex('sections_act2025_idx')
    .on('sections')
    .column('act2025_section')
    .execute();

  await db.schema
    .createTable('blog_posts')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('excerpt', 'text', (c) => c.notNull())
    .addColumn('markdown', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('draft')
        .check(sql`status in ('draft', 'published')`),
    )
    .addColumn('published_at', 'timestamptz')
    .addColumn('read_time', 'integer')
    .addColumn('image_url', 'text')
    .addColumn('image_alt', 'text')
    .addColumn('related_sections', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('origin', 'text', (c) => c.notNull().defaultTo('seed'))
    .addColumn('content_hash', 'text')
    .addColumn('edited_by_admin_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('blog_posts_published_idx')
    .on('blog_posts')
    .columns(['status', 'published_at desc'])
    .execute();

  await db.schema
    .createTable('leads')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('name', 'text')
    .addColumn('ip', 'text')
    .addColumn('user_agent', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('leads_created_idx').on('leads').column('created_at desc').execute();
  await db.schema.createIndex('leads_email_idx').on('leads').column('email').execute();

  await db.schema
    .createTable('newsletter_subscribers')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('active'))
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('unsubscribe_token', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('unsubscribed_at', 'timestamptz')
    .execute();
  // One row per address whatever its case.
  await sql`create unique index newsletter_subscribers_email_lower_idx on newsletter_subscribers (lower(email))`.execute(
    db,
  );
  await db.schema
    .createIndex('newsletter_subscribers_created_idx')
    .on('newsletter_subscribers')
    .column('created_at desc')
    .execute();

  await db.schema
    .createTable('contact_messages')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('new'))
    .addColumn('ip', 'text')
    .addColumn('user_agent', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('contact_messages_created_idx')
    .on('contact_messages')
    .column('created_at desc')
    .execute();

  await db.schema
    .createTable('ai_queries')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('query', 'text', (c) => c.notNull())
    .addColumn('normalized_query', 'text', (c) => c.notNull())
    .addColumn('answer_source', 'text', (c) => c.notNull())
    .addColumn('section', 'text')
    .addColumn('ip', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('ai_queries_created_idx')
    .on('ai_queries')
    .column('created_at desc')
    .execute();

  await db.schema
    .createTable('agent_runs')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('job', 'text', (c) => c.notNull())
    .addColumn('job_id', 'text')
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('queued', 'running', 'completed', 'failed')`),
    )
    .addColumn('payload', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('result', 'jsonb')
    .addColumn('error', 'text')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('started_at', 'timestamptz')
    .addColumn('finished_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('agent_runs_job_idx')
    .on('agent_runs')
    .columns(['job', 'created_at desc'])
    .execute();
  await db.schema.createIndex('agent_runs_job_id_idx').on('agent_runs').column('job_id').execute();

  await db.schema
    .createTable('seo_reports')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('overall_score', 'integer', (c) =>
      c.notNull().check(sql`overall_score between 0 and 100`),
    )
    .addColumn('report', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('seo_reports_created_idx')
    .on('seo_reports')
    .column('created_at desc')
    .execute();

  await db.schema
    .createTable('keyword_rankings')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('keyword', 'text', (c) => c.notNull())
    .addColumn('position', 'integer')
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('checked_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('keyword_rankings_keyword_idx')
    .on('keyword_rankings')
    .columns(['keyword', 'checked_at desc'])
    .execute();

  await db.schema
    .createTable('app_state')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'jsonb', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'app_state',
    'keyword_rankings',
    'seo_reports',
    'agent_runs',
    'ai_queries',
    'contact_messages',
    'newsletter_subscribers',
    'leads',
    'blog_posts',
    'sections',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
