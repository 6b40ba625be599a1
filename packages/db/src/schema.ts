import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

/**
 * Kysely table types. Columns are snake_case in SQL and camelCase here
 * (CamelCasePlugin). Timestamps come back as Date; ids are 32-bit integers.
 */
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
type Json<T> = ColumnType<T, string, string>;

/**
 * The language of the page a person's form was sent from; their later e-mails are written in it
 * (docs/i18n.md). Rows from before it was kept read 'en'.
 */
export type ReaderLanguage = 'en' | 'hi';
type Language = ColumnType<ReaderLanguage, ReaderLanguage | undefined, ReaderLanguage>;

export interface SectionExampleRow {
  title: string;
  text: string;
}

export interface SectionsTable {
  id: Generated<number>;
  sectionNumber: string;
  act2025Section: string | null;
  category: string;
  title: string;
  description: string;
  summary: string;
  fullText: string;
  keyLimits: Json<string[]>;
  examples: Json<SectionExampleRow[]>;
  related: Json<string[]>;
  sourceUrl: string;
  lastReviewed: string;
  views: ColumnType<number, number | undefined, number>;
  /** Hash of the curated content last seeded; lets the seeder skip unchanged rows. */
  contentHash: string;
  /** Set when an admin edits the row; the seeder never overwrites such rows. */
  editedByAdminAt: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export type BlogStatus = 'draft' | 'published';

export interface BlogPostsTable {
  id: Generated<number>;
  slug: string;
  title: string;
  excerpt: string;
  markdown: string;
  category: string;
  status: BlogStatus;
  publishedAt: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  readTime: number | null;
  imageUrl: string | null;
  imageAlt: string | null;
  relatedSections: Json<string[]>;
  /** 'seed' for curated guides, 'agent' for generated drafts, 'admin' for hand-written ones. */
  origin: string;
  contentHash: string | null;
  editedByAdminAt: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** The agent job that wrote this draft (unique): a retried job updates its own draft. */
  agentJobId: ColumnType<string | null, string | null | undefined, string | null>;
  /** The topic the admin asked the agent to write about. */
  agentTopic: ColumnType<string | null, string | null | undefined, string | null>;
  /** How the agent wrote it: 'model' (LLM, grounded) or 'offline' (composed from sections). */
  agentGenerator: ColumnType<
    'model' | 'offline' | null,
    'model' | 'offline' | null | undefined,
    'model' | 'offline' | null
  >;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export interface LeadsTable {
  id: Generated<number>;
  email: string;
  source: string;
  name: string | null;
  ip: string | null;
  userAgent: string | null;
  language: Language;
  createdAt: CreatedAt;
}

export interface NewsletterSubscribersTable {
  id: Generated<number>;
  email: string;
  status: ColumnType<string, string | undefined, string>;
  source: string;
  unsubscribeToken: string;
  createdAt: CreatedAt;
  unsubscribedAt: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** SHA-256 (hex) of the pending confirmation link's token; null once confirmed. */
  confirmTokenHash: ColumnType<string | null, string | null | undefined, string | null>;
  confirmExpiresAt: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  confirmedAt: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  language: Language;
}

/** A newsletter issue the admin wrote (Markdown); sent once to every active subscriber. */
export interface NewsletterIssuesTable {
  id: Generated<number>;
  subject: string;
  markdown: string;
  status: ColumnType<string, string | undefined, string>;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
  sentAt: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

type NullableDate = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

/** One e-mail we mean to send, complete (docs/mail.md): the delivery job sends it as stored. */
export interface MailOutboxTable {
  id: Generated<number>;
  idempotencyKey: string;
  kind: string;
  toAddress: string;
  fromAddress: string;
  subject: string;
  html: string;
  text: string;
  headers: Json<Record<string, string>>;
  messageId: string;
  status: string;
  attempts: ColumnType<number, number | undefined, number>;
  nextAttemptAt: ColumnType<Date, Date | string | undefined, Date | string>;
  claimedAt: NullableDate;
  sentAt: NullableDate;
  note: ColumnType<string | null, string | null | undefined, string | null>;
  issueId: ColumnType<number | null, number | null | undefined, number | null>;
  contactMessageId: ColumnType<number | null, number | null | undefined, number | null>;
  createdAt: CreatedAt;
}

/** The admin's replies to a contact message (the thread). */
export interface ContactRepliesTable {
  id: Generated<number>;
  contactMessageId: number;
  message: string;
  outboxId: number | null;
  createdAt: CreatedAt;
}

export interface ContactMessagesTable {
  id: Generated<number>;
  name: string;
  email: string;
  subject: string;
  category: string;
  message: string;
  status: ColumnType<string, string | undefined, string>;
  ip: string | null;
  userAgent: string | null;
  language: Language;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export interface AiQueriesTable {
  id: Generated<number>;
  query: string;
  normalizedQuery: string;
  answerSource: string;
  section: string | null;
  ip: string | null;
  createdAt: CreatedAt;
}

/** A chat with the AI assistant, kept on the server (bounded turns, ignored after a day). */
export interface AiConversationsTable {
  id: string;
  turns: Json<{ role: 'user' | 'assistant'; content: string }[]>;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export type AgentRunStatus = 'queued' | 'running' | 'completed' | 'failed';

export interface AgentRunsTable {
  id: Generated<number>;
  job: string;
  jobId: string | null;
  status: AgentRunStatus;
  payload: Json<unknown>;
  result: Json<unknown> | null;
  error: string | null;
  attempts: ColumnType<number, number | undefined, number>;
  startedAt: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  finishedAt: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  createdAt: CreatedAt;
}

export interface SeoReportsTable {
  id: Generated<number>;
  overallScore: number;
  report: Json<unknown>;
  createdAt: CreatedAt;
}

export interface KeywordRankingsTable {
  id: Generated<number>;
  keyword: string;
  position: number | null;
  source: string;
  /** The page the provider found at that position (path), when it found one. */
  url: ColumnType<string | null, string | null | undefined, string | null>;
  checkedAt: CreatedAt;
}

/** One row per erasure request (DPDP Act 2023): counts, time and actor; never the address. */
export interface DataErasureAuditTable {
  id: Generated<number>;
  /** HMAC-SHA256 of the lower-cased address, hex. */
  subjectHash: string;
  /** Which key made subjectHash (a fingerprint of the key, not the key). */
  hashKeyId: string;
  leadsDeleted: number;
  subscribersDeleted: number;
  contactMessagesDeleted: number;
  actor: string;
  requestId: string | null;
  erasedAt: CreatedAt;
}

/** A signed-out admin token's id, refused until its expiry (then purged). */
export interface AdminTokenRevocationsTable {
  jti: string;
  expiresAt: Date;
  revokedAt: CreatedAt;
}

/** The admin's current token generation: "sign out everywhere" moves it on. */
export interface AdminTokenGenerationsTable {
  subject: string;
  generation: number;
  updatedAt: UpdatedAt;
}

/** Small key/value store for derived state (content version, cached artefact hashes). */
export interface AppStateTable {
  key: string;
  value: Json<unknown>;
  updatedAt: UpdatedAt;
}

export interface Database {
  sections: SectionsTable;
  blogPosts: BlogPostsTable;
  leads: LeadsTable;
  newsletterSubscribers: NewsletterSubscribersTable;
  newsletterIssues: NewsletterIssuesTable;
  mailOutbox: MailOutboxTable;
  contactReplies: ContactRepliesTable;
  contactMessages: ContactMessagesTable;
  aiQueries: AiQueriesTable;
  aiConversations: AiConversationsTable;
  agentRuns: AgentRunsTable;
  seoReports: SeoReportsTable;
  keywordRankings: KeywordRankingsTable;
  appState: AppStateTable;
  dataErasureAudit: DataErasureAuditTable;
  adminTokenRevocations: AdminTokenRevocationsTable;
  adminTokenGenerations: AdminTokenGenerationsTable;
}

export type SectionRow = Selectable<SectionsTable>;
export type NewSectionRow = Insertable<SectionsTable>;
export type SectionUpdate = Updateable<SectionsTable>;
export type BlogPostRow = Selectable<BlogPostsTable>;
export type LeadRow = Selectable<LeadsTable>;
export type SubscriberRow = Selectable<NewsletterSubscribersTable>;
export type ContactMessageRow = Selectable<ContactMessagesTable>;
export type MailOutboxRow = Selectable<MailOutboxTable>;
export type NewMailOutboxRow = Insertable<MailOutboxTable>;
export type NewsletterIssueRow = Selectable<NewsletterIssuesTable>;
export type AiQueryRow = Selectable<AiQueriesTable>;
export type AgentRunRow = Selectable<AgentRunsTable>;
export type SeoReportRow = Selectable<SeoReportsTable>;
export type KeywordRankingRow = Selectable<KeywordRankingsTable>;
export type DataErasureAuditRow = Selectable<DataErasureAuditTable>;
