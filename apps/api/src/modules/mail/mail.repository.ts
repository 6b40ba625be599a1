import type { IssueCounts, MailStatus } from '@taxguide/contracts/mail';
import type { Database } from '@taxguide/db';
import { sql, type Kysely } from 'kysely';

const LIST_COLUMNS = [
  'id',
  'kind',
  'toAddress',
  'subject',
  'status',
  'attempts',
  'note',
  'issueId',
  'createdAt',
  'sentAt',
] as const;

/** The outbox, newest first. */
export async function listOutbox(
  db: Kysely<Database>,
  query: { limit: number; offset: number; status?: MailStatus | undefined },
) {
  let base = db.selectFrom('mailOutbox');
  if (query.status) base = base.where('status', '=', query.status);
  const [rows, total] = await Promise.all([
    base
      .select(LIST_COLUMNS)
      .orderBy('id', 'desc')
      .limit(query.limit)
      .offset(query.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.count) };
}

export async function findOutboxMessage(db: Kysely<Database>, id: number) {
  return db.selectFrom('mailOutbox').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Recipients and delivery counts of an issue (from its outbox rows). */
export async function issueCounts(
  db: Kysely<Database>,
  issueIds: number[],
): Promise<Map<number, IssueCounts>> {
  const counts = new Map<number, IssueCounts>();
  if (issueIds.length === 0) return counts;
  const rows = await db
    .selectFrom('mailOutbox')
    .select(['issueId', 'status', (eb) => eb.fn.countAll<number>().as('count')])
    .where('issueId', 'in', issueIds)
    .where('kind', '=', 'newsletter-issue')
    .groupBy(['issueId', 'status'])
    .execute();
  for (const id of issueIds) counts.set(id, { recipients: 0, pending: 0, sent: 0, failed: 0 });
  for (const row of rows) {
    const c = counts.get(row.issueId!)!;
    const n = Number(row.count);
    c.recipients += n;
    if (row.status === 'sent') c.sent += n;
    else if (row.status === 'failed') c.failed += n;
    else c.pending += n;
  }
  return counts;
}

export async function issueRecipients(
  db: Kysely<Database>,
  issueId: number,
  page: { limit: number; offset: number },
) {
  const base = db
    .selectFrom('mailOutbox')
    .where('issueId', '=', issueId)
    .where('kind', '=', 'newsletter-issue');
  const [rows, total] = await Promise.all([
    base
      .select(['toAddress', 'status', 'attempts', 'note', 'sentAt'])
      .orderBy('id')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.count) };
}

/** Active subscribers, in id order, a page at a time (for sending an issue). */
export async function activeSubscribersAfter(db: Kysely<Database>, afterId: number, limit: number) {
  return db
    .selectFrom('newsletterSubscribers')
    .select(['id', 'email', 'unsubscribeToken', 'language'])
    .where('status', '=', 'active')
    .where('id', '>', afterId)
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** Guides published in the last seven days. */
export async function guidesPublishedSince(db: Kysely<Database>, days: number) {
  return db
    .selectFrom('blogPosts')
    .select(['slug', 'title', 'excerpt', 'publishedAt'])
    .where('status', '=', 'published')
    .where('publishedAt', '>', sql<Date>`now() - ${days}::int * interval '1 day'`)
    .orderBy('publishedAt', 'desc')
    .limit(20)
    .execute();
}

/** How many mails of a kind went to an address in the last 24 hours (per-address limits). */
export async function mailsToAddressToday(
  db: Kysely<Database>,
  email: string,
  kind: string,
): Promise<number> {
  const row = await db
    .selectFrom('mailOutbox')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where(sql<string>`lower(to_address)`, '=', email.toLowerCase())
    .where('kind', '=', kind)
    .where('createdAt', '>', sql<Date>`now() - interval '1 day'`)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
