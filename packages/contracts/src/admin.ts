// The admin API: login, the four lists the dashboard reads (arrays, as its client expects; the
// total travels in a header), the summary numbers, the contact-message status, CSV exports and
// erasure on request (DPDP Act 2023).
import { z } from 'zod';
import { ErrorEnvelopeSchema } from './errors';
import { FORM_LANGS } from './forms';
import { noControlCharacters } from './text';

// ---------------------------------------------------------------------------------------------
// Login

export const AdminLoginRequestSchema = z.strictObject({
  password: z
    .string({ error: 'password must be a string' })
    .min(1, { error: 'password is required' })
    .max(1024, { error: 'password must be at most 1024 characters' })
    .check(noControlCharacters('password')),
});
export type AdminLoginRequest = z.infer<typeof AdminLoginRequestSchema>;

/** Login response: success flag and token (plus when the token stops working). */
export const AdminLoginSuccessSchema = z.object({
  success: z.literal(true),
  token: z.string(),
  expiresAt: z.iso.datetime(),
});
export type AdminLoginSuccess = z.infer<typeof AdminLoginSuccessSchema>;

/** A refused login: `success: false` for the spec's client, and the usual error envelope. */
export const AdminLoginFailureSchema = ErrorEnvelopeSchema.extend({ success: z.literal(false) });
export type AdminLoginFailure = z.infer<typeof AdminLoginFailureSchema>;

/** POST /api/admin/logout and /logout-everywhere take no body (an empty JSON object is accepted). */
export const SignOutRequestSchema = z.strictObject({}).nullish();

/** Admin tokens last 8 hours, so a leaked token stops working the same day (docs/security.md). */
export const ADMIN_TOKEN_TTL_SECONDS = 8 * 60 * 60;
/** Failed logins allowed per client IP in one window, then 429 until the window ends. */
export const ADMIN_LOGIN_MAX_FAILURES = 10;
export const ADMIN_LOGIN_WINDOW_MS = 15 * 60 * 1000;

// ---------------------------------------------------------------------------------------------
// Lists

/** Rows per page when the client does not say; the spec's tables show the first 50. */
export const ADMIN_PAGE_SIZE = 50;
export const ADMIN_MAX_PAGE_SIZE = 500;
/** Name of the response header that carries the number of matching rows. */
export const TOTAL_COUNT_HEADER = 'x-total-count';

const integerParam = (field: string, min: number, max: number) =>
  z.coerce
    .number({ error: `${field} must be a whole number` })
    .int({ error: `${field} must be a whole number` })
    .min(min, { error: `${field} must be at least ${min}` })
    .max(max, { error: `${field} must be at most ${max}` });

/** `?limit=&offset=&q=`: newest first; `q` searches e-mail addresses (query text for AI queries). */
export const AdminListQuerySchema = z.strictObject({
  limit: integerParam('limit', 1, ADMIN_MAX_PAGE_SIZE).default(ADMIN_PAGE_SIZE),
  offset: integerParam('offset', 0, 10_000_000).default(0),
  q: z
    .string()
    .trim()
    .max(254, { error: 'q must be at most 254 characters' })
    .check(noControlCharacters('q'))
    .optional()
    .transform((v) => (v ? v : undefined)),
});
export type AdminListQuery = z.infer<typeof AdminListQuerySchema>;

const timestamp = z.iso.datetime();

/** The language of the page the person's form came from; their later e-mails use it. */
export const ReaderLanguageSchema = z.enum(FORM_LANGS);

export const LeadRecordSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  source: z.string(),
  name: z.string().nullable(),
  ipAddress: z.string().nullable(),
  userAgent: z.string().nullable(),
  language: ReaderLanguageSchema,
  createdAt: timestamp,
});
export type LeadRecord = z.infer<typeof LeadRecordSchema>;

export const SubscriberRecordSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  status: z.string(),
  source: z.string(),
  language: ReaderLanguageSchema,
  createdAt: timestamp,
});
export type SubscriberRecord = z.infer<typeof SubscriberRecordSchema>;

/**
 * A contact message's place in the admin's work: new (unread), read, replied. Any status may be
 * set from any other: it is the admin's own triage label (like "mark as unread" in a mail
 * client), the reply itself happens outside this system, and a mis-click must be undoable.
 */
export const CONTACT_STATUSES = ['new', 'read', 'replied'] as const;
export const ContactStatusSchema = z.enum(CONTACT_STATUSES, {
  error: `status must be one of: ${CONTACT_STATUSES.join(', ')}`,
});
export type ContactStatus = z.infer<typeof ContactStatusSchema>;

export const ContactMessageRecordSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  category: z.string(),
  message: z.string(),
  status: ContactStatusSchema,
  language: ReaderLanguageSchema,
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type ContactMessageRecord = z.infer<typeof ContactMessageRecordSchema>;

export const AiQueryRecordSchema = z.object({
  id: z.number().int(),
  query: z.string(),
  section: z.string().nullable(),
  createdAt: timestamp,
});
export type AiQueryRecord = z.infer<typeof AiQueryRecordSchema>;

export const ContactMessageParamsSchema = z.strictObject({
  id: integerParam('id', 1, 2_147_483_647),
});

export const UpdateContactStatusRequestSchema = z.strictObject({ status: ContactStatusSchema });
export type UpdateContactStatusRequest = z.infer<typeof UpdateContactStatusRequestSchema>;

// ---------------------------------------------------------------------------------------------
// Summary (the dashboard's four cards and each tab's numbers), from SQL aggregates

/** "Today" on the dashboard is the calendar day in India. */
export const ADMIN_TIME_ZONE = 'Asia/Kolkata';

/** Lead sources that released the PDF guide: the home PDF signup and the PDF download page. */
export const PDF_LEAD_SOURCES = ['pdf_download', 'newsletter_pdf'] as const;

export const AdminSummarySchema = z.object({
  timeZone: z.literal(ADMIN_TIME_ZONE),
  /** Start of "today" in that zone, as an instant. */
  todayStartsAt: timestamp,
  leads: z.object({
    total: z.number().int(),
    today: z.number().int(),
    uniqueEmails: z.number().int(),
    pdfDownloads: z.number().int(),
  }),
  newsletter: z.object({
    total: z.number().int(),
    today: z.number().int(),
    active: z.number().int(),
  }),
  contactMessages: z.object({
    total: z.number().int(),
    today: z.number().int(),
    unread: z.number().int(),
  }),
  aiQueries: z.object({
    total: z.number().int(),
    today: z.number().int(),
  }),
});
export type AdminSummary = z.infer<typeof AdminSummarySchema>;

// ---------------------------------------------------------------------------------------------
// CSV export and erasure

export const ADMIN_EXPORT_LISTS = [
  'leads',
  'newsletter-subscribers',
  'contact-messages',
  'ai-queries',
] as const;
export type AdminExportList = (typeof ADMIN_EXPORT_LISTS)[number];

export const AdminExportQuerySchema = z.strictObject({
  q: AdminListQuerySchema.shape.q,
});

export const ErasureRequestSchema = z.strictObject({
  email: z
    .string({ error: 'email must be a string' })
    .trim()
    .min(1, { error: 'email is required' })
    .max(254, { error: 'email must be at most 254 characters' })
    .check(noControlCharacters('email'))
    .pipe(z.email({ error: 'email must be a valid e-mail address' })),
});
export type ErasureRequest = z.infer<typeof ErasureRequestSchema>;

export const ErasureResultSchema = z.object({
  auditId: z.number().int(),
  erasedAt: timestamp,
  leadsDeleted: z.number().int(),
  subscribersDeleted: z.number().int(),
  contactMessagesDeleted: z.number().int(),
});
export type ErasureResult = z.infer<typeof ErasureResultSchema>;
