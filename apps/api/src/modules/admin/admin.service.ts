/**
 * Rules of the admin dashboard: rows become contract records before they leave, "today" is
 * India's calendar day, erasure is one transaction with an audit row that never holds the
 * address, and exports are CSV that a spreadsheet cannot run as formulas.
 */
import { createHash, createHmac, hkdfSync } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  ADMIN_TIME_ZONE,
  type AdminExportList,
  type AdminSummary,
  type AiQueryRecord,
  type ContactMessageRecord,
  type ContactStatus,
  type ErasureResult,
  type LeadRecord,
  type SubscriberRecord,
} from '@taxguide/contracts/admin';
import type { AiQueryRow, ContactMessageRow, Database, LeadRow, SubscriberRow } from '@taxguide/db';
import { stringify, type ColumnOption } from 'csv-stringify';
import type { Kysely } from 'kysely';
import {
  deletePersonalRecords,
  exportBatch,
  insertErasureAudit,
  listPage,
  summaryCounts,
  updateContactStatus,
  type AdminListTable,
  type ListPage,
  type RowOf,
} from './admin.repository';

// ---------------------------------------------------------------------------------------------
// Rows to records

export const toLeadRecord = (row: LeadRow): LeadRecord => ({
  id: row.id,
  email: row.email,
  source: row.source,
  name: row.name,
  ipAddress: row.ip,
  userAgent: row.userAgent,
  language: row.language,
  createdAt: row.createdAt.toISOString(),
});

export const toSubscriberRecord = (row: SubscriberRow): SubscriberRecord => ({
  id: row.id,
  email: row.email,
  status: row.status,
  source: row.source,
  language: row.language,
  createdAt: row.createdAt.toISOString(),
});

export const toContactMessageRecord = (row: ContactMessageRow): ContactMessageRecord => ({
  id: row.id,
  name: row.name,
  email: row.email,
  subject: row.subject,
  category: row.category,
  message: row.message,
  // The column's check constraint allows only these three.
  status: row.status as ContactStatus,
  language: row.language,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export const toAiQueryRecord = (row: AiQueryRow): AiQueryRecord => ({
  id: row.id,
  query: row.query,
  section: row.section,
  createdAt: row.createdAt.toISOString(),
});

const mapPage = <R, T>(page: ListPage<R>, map: (row: R) => T): ListPage<T> => ({
  rows: page.rows.map(map),
  total: page.total,
});

export interface ListParams {
  limit: number;
  offset: number;
  q?: string | undefined;
}

export const listLeads = async (db: Kysely<Database>, params: ListParams) =>
  mapPage(await listPage(db, 'leads', params), toLeadRecord);
export const listSubscribers = async (db: Kysely<Database>, params: ListParams) =>
  mapPage(await listPage(db, 'newsletterSubscribers', params), toSubscriberRecord);
export const listContactMessages = async (db: Kysely<Database>, params: ListParams) =>
  mapPage(await listPage(db, 'contactMessages', params), toContactMessageRecord);
export const listAiQueries = async (db: Kysely<Database>, params: ListParams) =>
  mapPage(await listPage(db, 'aiQueries', params), toAiQueryRecord);

// ---------------------------------------------------------------------------------------------
// Summary and status

export async function adminSummary(db: Kysely<Database>, now: Date): Promise<AdminSummary> {
  const c = await summaryCounts(db, now);
  return {
    timeZone: ADMIN_TIME_ZONE,
    todayStartsAt: new Date(c.todayStartsAt).toISOString(),
    leads: {
      total: c.leadsTotal,
      today: c.leadsToday,
      uniqueEmails: c.leadsUniqueEmails,
      pdfDownloads: c.leadsPdf,
    },
    newsletter: {
      total: c.subscribersTotal,
      today: c.subscribersToday,
      active: c.subscribersActive,
    },
    contactMessages: { total: c.messagesTotal, today: c.messagesToday, unread: c.messagesUnread },
    aiQueries: { total: c.aiQueriesTotal, today: c.aiQueriesToday },
  };
}

/** Sets a contact message's status (any of the three, from any: see ContactStatusSchema). */
export async function setContactStatus(
  db: Kysely<Database>,
  id: number,
  status: ContactStatus,
  now: Date,
): Promise<ContactMessageRecord | undefined> {
  const row = await updateContactStatus(db, id, status, now);
  return row && toContactMessageRecord(row);
}

// ---------------------------------------------------------------------------------------------
// Erasure (DPDP Act 2023, s.12)

export interface ErasureKey {
  key: Buffer;
  /** A short fingerprint of the key, stored with each audit row (says which key hashed it). */
  id: string;
}

/**
 * The key of the audit's address hashes, derived from the JWT secret (HKDF-SHA256 with its own
 * label, so it is never the signing key itself). Rotating JWT_SECRET starts a new key; rows keep
 * the id of the key that hashed them.
 */
export function erasureKeyFrom(jwtSecret: string): ErasureKey {
  const key = Buffer.from(
    hkdfSync('sha256', jwtSecret, 'taxguide', 'erasure-audit-subject-v1', 32),
  );
  return { key, id: createHash('sha256').update(key).digest('hex').slice(0, 12) };
}

/** The keyed hash an audit row keeps instead of the address. */
export function subjectHash(key: ErasureKey, email: string): string {
  return createHmac('sha256', key.key).update(email.trim().toLowerCase()).digest('hex');
}

/**
 * Deletes every lead, subscription and contact message of `email` (any case) and records the
 * request (keyed hash, counts, time, actor) in the same transaction: both happen or neither.
 */
export async function erasePerson(
  db: Kysely<Database>,
  input: { email: string; actor: string; requestId: string | null; key: ErasureKey; now: Date },
): Promise<ErasureResult> {
  return db.transaction().execute(async (trx) => {
    const counts = await deletePersonalRecords(trx, input.email);
    const audit = await insertErasureAudit(trx, {
      ...counts,
      subjectHash: subjectHash(input.key, input.email),
      hashKeyId: input.key.id,
      actor: input.actor,
      requestId: input.requestId,
      erasedAt: input.now,
    });
    return { auditId: audit.id, erasedAt: audit.erasedAt.toISOString(), ...counts };
  });
}

// ---------------------------------------------------------------------------------------------
// CSV export

interface ExportSpec<T extends AdminListTable> {
  table: T;
  columns: ColumnOption[];
  toRecord(row: RowOf[T]): Record<string, unknown>;
}

const iso = (date: Date | null) => (date ? date.toISOString() : '');

const EXPORTS: { [L in AdminExportList]: ExportSpec<AdminListTable> } = {
  leads: {
    table: 'leads',
    columns: [
      { key: 'id', header: 'ID' },
      { key: 'createdAt', header: 'Date (UTC)' },
      { key: 'email', header: 'Email' },
      { key: 'name', header: 'Name' },
      { key: 'source', header: 'Source' },
      { key: 'ipAddress', header: 'IP Address' },
      { key: 'userAgent', header: 'User Agent' },
      // Last, so the columns before it keep their places for existing spreadsheets.
      { key: 'language', header: 'Language' },
    ],
    toRecord: (row) => toLeadRecord(row as LeadRow),
  },
  'newsletter-subscribers': {
    table: 'newsletterSubscribers',
    columns: [
      { key: 'id', header: 'ID' },
      { key: 'createdAt', header: 'Date (UTC)' },
      { key: 'email', header: 'Email' },
      { key: 'status', header: 'Status' },
      { key: 'source', header: 'Source' },
      { key: 'unsubscribedAt', header: 'Unsubscribed (UTC)' },
      { key: 'language', header: 'Language' },
    ],
    toRecord: (row) => {
      const subscriber = row as SubscriberRow;
      return { ...toSubscriberRecord(subscriber), unsubscribedAt: iso(subscriber.unsubscribedAt) };
    },
  },
  'contact-messages': {
    table: 'contactMessages',
    columns: [
      { key: 'id', header: 'ID' },
      { key: 'createdAt', header: 'Date (UTC)' },
      { key: 'status', header: 'Status' },
      { key: 'name', header: 'Name' },
      { key: 'email', header: 'Email' },
      { key: 'category', header: 'Category' },
      { key: 'subject', header: 'Subject' },
      { key: 'message', header: 'Message' },
      { key: 'updatedAt', header: 'Updated (UTC)' },
      { key: 'language', header: 'Language' },
    ],
    toRecord: (row) => toContactMessageRecord(row as ContactMessageRow),
  },
  'ai-queries': {
    table: 'aiQueries',
    columns: [
      { key: 'id', header: 'ID' },
      { key: 'createdAt', header: 'Date (UTC)' },
      { key: 'query', header: 'Query' },
      { key: 'section', header: 'Section' },
    ],
    toRecord: (row) => toAiQueryRecord(row as AiQueryRow),
  },
};

export const EXPORT_BATCH_SIZE = 1000;

// Fullwidth = + - @ are read as formulas by some spreadsheets too; csv-stringify's
// escape_formulas covers the ASCII ones (= + - @ tab CR).
const FULLWIDTH_FORMULA_START = /^[\uFF1D\uFF0B\uFF0D\uFF20]/;

/** CSV options: a header row, every text cell quoted, formula starts neutralised with a quote. */
export function csvOptions(columns: ColumnOption[]) {
  return {
    header: true,
    columns,
    bom: true,
    quoted_string: true,
    escape_formulas: true,
    record_delimiter: 'windows' as const,
    cast: {
      string: (value: string) => (FULLWIDTH_FORMULA_START.test(value) ? `'${value}` : value),
    },
  };
}

/**
 * The whole list as CSV, newest first, read in batches. The first batch is read before this
 * returns, so a database failure is a normal error response rather than a cut-off download.
 */
export async function exportCsv(
  db: Kysely<Database>,
  list: AdminExportList,
  q: string | undefined,
): Promise<Readable> {
  const spec = EXPORTS[list];
  const first = await exportBatch(db, spec.table, {
    beforeId: undefined,
    size: EXPORT_BATCH_SIZE,
    q,
  });
  async function* records() {
    let batch = first;
    while (batch.length > 0) {
      for (const row of batch) yield spec.toRecord(row);
      if (batch.length < EXPORT_BATCH_SIZE) return;
      const last = batch[batch.length - 1] as { id: number };
      batch = await exportBatch(db, spec.table, { beforeId: last.id, size: EXPORT_BATCH_SIZE, q });
    }
  }
  const csv = stringify(csvOptions(spec.columns));
  const source = Readable.from(records());
  source.on('error', (error) => csv.destroy(error));
  return source.pipe(csv);
}
