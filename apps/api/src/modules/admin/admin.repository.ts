/**
 * SQL of the admin dashboard: the four lists (newest first, paged, searched), the summary
 * aggregates, contact-message status, batches for CSV export and erasure by e-mail address.
 * Every function takes the database (or a transaction) first.
 */
import { ADMIN_TIME_ZONE, PDF_LEAD_SOURCES, type ContactStatus } from '@taxguide/contracts/admin';
import type { AiQueryRow, ContactMessageRow, Database, LeadRow, SubscriberRow } from '@taxguide/db';
import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';

/** The lists the dashboard reads, by table. */
export type AdminListTable = 'leads' | 'newsletterSubscribers' | 'contactMessages' | 'aiQueries';

export interface RowOf {
  leads: LeadRow;
  newsletterSubscribers: SubscriberRow;
  contactMessages: ContactMessageRow;
  aiQueries: AiQueryRow;
}

export interface ListPage<T> {
  rows: T[];
  total: number;
}

/** A LIKE pattern that matches `text` anywhere, with its own % and _ taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Which column `q` searches: the e-mail address, or the question for AI queries. */
const SEARCH_COLUMN: Record<AdminListTable, 'email' | 'query'> = {
  leads: 'email',
  newsletterSubscribers: 'email',
  contactMessages: 'email',
  aiQueries: 'query',
};

function searched<O>(
  query: SelectQueryBuilder<Database, AdminListTable, O>,
  table: AdminListTable,
  q: string | undefined,
): SelectQueryBuilder<Database, AdminListTable, O> {
  if (!q) return query;
  return query.where(sql.ref(SEARCH_COLUMN[table]), 'ilike', containsPattern(q));
}

/** One page of a list, newest first, and how many rows match in all. */
export async function listPage<T extends AdminListTable>(
  db: Kysely<Database>,
  table: T,
  page: { limit: number; offset: number; q?: string | undefined },
): Promise<ListPage<RowOf[T]>> {
  const from = (): SelectQueryBuilder<Database, AdminListTable, object> =>
    searched(db.selectFrom(table as AdminListTable), table, page.q);
  const [rows, count] = await Promise.all([
    from()
      .selectAll()
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    from()
      .select(sql<number>`count(*)::int`.as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows: rows as unknown as RowOf[T][], total: count.total };
}

/**
 * Up to `size` rows with an id below `beforeId` (all when undefined), highest id first: the
 * export walks a list in batches this way, so memory stays flat however long the list is.
 */
export async function exportBatch<T extends AdminListTable>(
  db: Kysely<Database>,
  table: T,
  options: { beforeId: number | undefined; size: number; q?: string | undefined },
): Promise<RowOf[T][]> {
  let query = searched(db.selectFrom(table as AdminListTable), table, options.q);
  if (options.beforeId !== undefined) query = query.where('id', '<', options.beforeId);
  const rows = await query.selectAll().orderBy('id', 'desc').limit(options.size).execute();
  return rows as unknown as RowOf[T][];
}

export interface SummaryRow {
  todayStartsAt: Date;
  leadsTotal: number;
  leadsToday: number;
  leadsUniqueEmails: number;
  leadsPdf: number;
  subscribersTotal: number;
  subscribersToday: number;
  subscribersActive: number;
  messagesTotal: number;
  messagesToday: number;
  messagesUnread: number;
  aiQueriesTotal: number;
  aiQueriesToday: number;
}

/**
 * Every number of the dashboard in one statement of aggregates (no rows leave the database).
 * "Today" is the calendar day of `now` in India: [midnight IST, next midnight IST).
 */
export async function summaryCounts(db: Kysely<Database>, now: Date): Promise<SummaryRow> {
  const pdfSources = sql.join(PDF_LEAD_SOURCES.map((s) => sql.lit(s)));
  const today = sql`created_at >= bounds.today_start and created_at < bounds.today_start + interval '1 day'`;
  const { rows } = await sql<SummaryRow>`
    with bounds as (
      select (date_trunc('day', ${now.toISOString()}::timestamptz at time zone ${ADMIN_TIME_ZONE})
              at time zone ${ADMIN_TIME_ZONE}) as today_start
    )
    select
      bounds.today_start as today_starts_at,
      l.total as leads_total, l.today as leads_today, l.unique_emails as leads_unique_emails, l.pdf as leads_pdf,
      s.total as subscribers_total, s.today as subscribers_today, s.active as subscribers_active,
      m.total as messages_total, m.today as messages_today, m.unread as messages_unread,
      q.total as ai_queries_total, q.today as ai_queries_today
    from bounds
    cross join lateral (
      select count(*)::int as total,
             (count(*) filter (where ${today}))::int as today,
             count(distinct lower(email))::int as unique_emails,
             (count(*) filter (where source in (${pdfSources})))::int as pdf
      from leads
    ) l
    cross join lateral (
      select count(*)::int as total,
             (count(*) filter (where ${today}))::int as today,
             (count(*) filter (where status = 'active'))::int as active
      from newsletter_subscribers
    ) s
    cross join lateral (
      select count(*)::int as total,
             (count(*) filter (where ${today}))::int as today,
             (count(*) filter (where status = 'new'))::int as unread
      from contact_messages
    ) m
    cross join lateral (
      select count(*)::int as total, (count(*) filter (where ${today}))::int as today
      from ai_queries
    ) q
  `.execute(db);
  return rows[0] as SummaryRow;
}

/** Sets a message's status; undefined when there is no such message. */
export async function updateContactStatus(
  db: Kysely<Database>,
  id: number,
  status: ContactStatus,
  now: Date,
): Promise<ContactMessageRow | undefined> {
  return db
    .updateTable('contactMessages')
    .set({ status, updatedAt: now })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

export interface ErasureCounts {
  leadsDeleted: number;
  subscribersDeleted: number;
  contactMessagesDeleted: number;
}

/** Deletes every lead, subscription, contact message and mail of one address, whatever its case. */
export async function deletePersonalRecords(
  db: Kysely<Database>,
  email: string,
): Promise<ErasureCounts> {
  const address = email.toLowerCase();
  const leads = await db
    .deleteFrom('leads')
    .where(sql<string>`lower(email)`, '=', address)
    .executeTakeFirst();
  const subscribers = await db
    .deleteFrom('newsletterSubscribers')
    .where(sql<string>`lower(email)`, '=', address)
    .executeTakeFirst();
  const messages = await db
    .deleteFrom('contactMessages')
    .where(sql<string>`lower(email)`, '=', address)
    .executeTakeFirst();
  // Mails to the address go too (those about its contact messages went with them, by cascade).
  await db
    .deleteFrom('mailOutbox')
    .where(sql<string>`lower(to_address)`, '=', address)
    .execute();
  return {
    leadsDeleted: Number(leads.numDeletedRows),
    subscribersDeleted: Number(subscribers.numDeletedRows),
    contactMessagesDeleted: Number(messages.numDeletedRows),
  };
}

export async function insertErasureAudit(
  db: Kysely<Database>,
  audit: ErasureCounts & {
    subjectHash: string;
    hashKeyId: string;
    actor: string;
    requestId: string | null;
    erasedAt: Date;
  },
): Promise<{ id: number; erasedAt: Date }> {
  return db
    .insertInto('dataErasureAudit')
    .values(audit)
    .returning(['id', 'erasedAt'])
    .executeTakeFirstOrThrow();
}
