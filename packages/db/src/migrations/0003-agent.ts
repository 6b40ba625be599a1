import { sql, type Kysely } from 'kysely';

// AI agent: generated drafts remember the job that wrote them (so a retried or
// recovered job updates its draft instead of writing a second one), the topic asked for and
// how they were written; a keyword ranking remembers the page it found.
// Applied migrations are never edited: add a new file instead (append-only).

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('blog_posts')
    .addColumn('agent_job_id', 'text')
    .addColumn('agent_topic', 'text')
    .addColumn('agent_generator', 'text', (c) =>
      c.check(sql`agent_generator is null or agent_generator in ('model', 'offline')`),
    )
    .execute();
  await db.schema
    .createIndex('blog_posts_agent_job_idx')
    .on('blog_posts')
    .column('agent_job_id')
    .unique()
    .where(sql.ref('agent_job_id'), 'is not', null)
    .execute();
  await db.schema.alterTable('keyword_rankings').addColumn('url', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('keyword_rankings').dropColumn('url').execute();
  await db.schema.dropIndex('blog_posts_agent_job_idx').execute();
  await db.schema
    .alterTable('blog_posts')
    .dropColumn('agent_generator')
    .dropColumn('agent_topic')
    .dropColumn('agent_job_id')
    .execute();
}
