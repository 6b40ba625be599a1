// Contracts of e-mail: the outbox the admin's Mail tab reads, newsletter confirmation and
// one-click unsubscribe, newsletter issues and replies to contact messages (docs/mail.md).
import { z } from 'zod';
import { EmailSchema, UNSUBSCRIBE_TOKEN_PATTERN } from './forms';
import { noControlCharacters } from './text';

const timestamp = z.iso.datetime();

// ---------------------------------------------------------------------------------------------
// Constants

/** A confirmation link works for seven days; asking again sends a new one. */
export const CONFIRM_LINK_TTL_DAYS = 7;
/** At most this many confirmation mails to one address in 24 hours, however often it is asked. */
export const CONFIRM_MAILS_PER_DAY = 3;
/** At most this many contact acknowledgements to one address in 24 hours. */
export const CONTACT_ACKS_PER_DAY = 5;
/** Outbox delivery attempts before a message is marked failed. */
export const MAIL_MAX_ATTEMPTS = 8;

export const SUBSCRIBER_STATUSES = ['pending', 'active', 'unsubscribed'] as const;
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number];

/** What a message in the outbox is. */
export const MAIL_KINDS = [
  'newsletter-confirm',
  'newsletter-issue',
  'newsletter-test',
  'contact-ack',
  'contact-notify',
  'contact-reply',
] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

/**
 * held: kept in the outbox, not sent (no SMTP configured); pending: waiting to be sent (or to be
 * retried); sending: handed to the SMTP server; sent; failed: gave up after MAIL_MAX_ATTEMPTS or
 * the server refused the address for good.
 */
export const MAIL_STATUSES = ['held', 'pending', 'sending', 'sent', 'failed'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/** The note an outbox row carries when no SMTP server is configured (embedded mode). */
export const NO_SMTP_NOTE = 'not sent: no SMTP configured';

// ---------------------------------------------------------------------------------------------
// Public: confirmation and unsubscribe

/** The answer to a newsletter sign-up: the address is pending until the link is opened. */
export const CHECK_INBOX_MESSAGE =
  'Almost there: check your inbox and open the link we sent to confirm your subscription.';

const token = (what: string) =>
  z.string({ error: 'token is required' }).regex(UNSUBSCRIBE_TOKEN_PATTERN, {
    error: `token must be the 43-character code from the ${what} link`,
  });

/** GET /api/newsletter/confirm?token= */
export const ConfirmQuerySchema = z.strictObject({ token: token('confirmation') });
export type ConfirmQuery = z.infer<typeof ConfirmQuerySchema>;

export const ConfirmResponseSchema = z.strictObject({
  success: z.literal(true),
  status: z.enum(['confirmed', 'already_confirmed']),
  message: z.string(),
});
export type ConfirmResponse = z.infer<typeof ConfirmResponseSchema>;

/** POST /api/newsletter/erase: erase everything held about the link's address (DPDP Act 2023). */
export const SubscriberEraseRequestSchema = z.strictObject({ token: token('unsubscribe') });
export type SubscriberEraseRequest = z.infer<typeof SubscriberEraseRequestSchema>;

export const SubscriberEraseResponseSchema = z.strictObject({
  success: z.literal(true),
  message: z.string(),
});

// ---------------------------------------------------------------------------------------------
// Admin: the outbox (Mail tab)

export const MailRecordSchema = z.object({
  id: z.number().int(),
  kind: z.enum(MAIL_KINDS),
  to: z.string(),
  subject: z.string(),
  status: z.enum(MAIL_STATUSES),
  attempts: z.number().int(),
  /** Why it was not sent (yet): NO_SMTP_NOTE, or the SMTP server's last answer. */
  note: z.string().nullable(),
  issueId: z.number().int().nullable(),
  createdAt: timestamp,
  sentAt: timestamp.nullable(),
});
export type MailRecord = z.infer<typeof MailRecordSchema>;

/** One message with its body: the HTML is shown in a sandboxed frame, links clickable. */
export const MailDetailSchema = MailRecordSchema.extend({
  from: z.string(),
  html: z.string(),
  text: z.string(),
  headers: z.record(z.string(), z.string()),
});
export type MailDetail = z.infer<typeof MailDetailSchema>;

export const MailListQuerySchema = z.strictObject({
  limit: z.coerce.number().int().min(1).max(500).default(50),
  offset: z.coerce.number().int().min(0).max(10_000_000).default(0),
  status: z
    .enum(MAIL_STATUSES, { error: `status must be one of: ${MAIL_STATUSES.join(', ')}` })
    .optional(),
});
export type MailListQuery = z.infer<typeof MailListQuerySchema>;

/** GET /api/admin/mail: the list, and whether an SMTP server is configured. */
export const MailListResponseSchema = z.object({
  smtpConfigured: z.boolean(),
  items: z.array(MailRecordSchema),
  total: z.number().int(),
});
export type MailListResponse = z.infer<typeof MailListResponseSchema>;

export const IdParamsSchema = z.strictObject({
  id: z.coerce
    .number({ error: 'id must be a whole number' })
    .int({ error: 'id must be a whole number' })
    .min(1, { error: 'id must be at least 1' })
    .max(2_147_483_647, { error: 'id is too large' }),
});

// ---------------------------------------------------------------------------------------------
// Admin: newsletter issues

export const ISSUE_SUBJECT_MAX = 150;
export const ISSUE_MARKDOWN_MAX = 50_000;

export const IssueDraftSchema = z.strictObject({
  subject: z
    .string({ error: 'subject is required' })
    .trim()
    .min(1, { error: 'subject is required' })
    .max(ISSUE_SUBJECT_MAX, { error: `subject must be at most ${ISSUE_SUBJECT_MAX} characters` })
    .check(noControlCharacters('subject')),
  markdown: z
    .string({ error: 'markdown is required' })
    .trim()
    .min(1, { error: 'markdown is required' })
    .max(ISSUE_MARKDOWN_MAX, { error: `markdown must be at most ${ISSUE_MARKDOWN_MAX} characters` })
    .check(noControlCharacters('markdown', { multiline: true })),
});
export type IssueDraft = z.infer<typeof IssueDraftSchema>;

export const ISSUE_STATUSES = ['draft', 'sending', 'sent'] as const;
export type IssueStatus = (typeof ISSUE_STATUSES)[number];

export const IssueCountsSchema = z.object({
  recipients: z.number().int(),
  pending: z.number().int(),
  sent: z.number().int(),
  failed: z.number().int(),
});
export type IssueCounts = z.infer<typeof IssueCountsSchema>;

export const IssueRecordSchema = z.object({
  id: z.number().int(),
  subject: z.string(),
  markdown: z.string(),
  status: z.enum(ISSUE_STATUSES),
  counts: IssueCountsSchema,
  createdAt: timestamp,
  updatedAt: timestamp,
  sentAt: timestamp.nullable(),
});
export type IssueRecord = z.infer<typeof IssueRecordSchema>;

/** The mail as a subscriber will see it (the unsubscribe link is a sample). */
export const IssuePreviewSchema = z.object({
  subject: z.string(),
  html: z.string(),
  text: z.string(),
});
export type IssuePreview = z.infer<typeof IssuePreviewSchema>;

export const TestSendRequestSchema = z.strictObject({ email: EmailSchema });
export type TestSendRequest = z.infer<typeof TestSendRequestSchema>;

export const IssueSendResponseSchema = z.object({
  id: z.number().int(),
  status: z.enum(ISSUE_STATUSES),
  counts: IssueCountsSchema,
});
export type IssueSendResponse = z.infer<typeof IssueSendResponseSchema>;

/** Per-recipient status of an issue. */
export const IssueRecipientSchema = z.object({
  to: z.string(),
  status: z.enum(MAIL_STATUSES),
  attempts: z.number().int(),
  note: z.string().nullable(),
  sentAt: timestamp.nullable(),
});
export type IssueRecipient = z.infer<typeof IssueRecipientSchema>;

/** Guides published in the last seven days, offered as "new this week" items. */
export const NewGuideSchema = z.object({
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  url: z.string(),
  publishedAt: timestamp,
  /** A Markdown list item the composer can insert as is. */
  markdown: z.string(),
});
export type NewGuide = z.infer<typeof NewGuideSchema>;

// ---------------------------------------------------------------------------------------------
// Admin: contact replies

export const REPLY_MAX_LENGTH = 10_000;

export const ContactReplyRequestSchema = z.strictObject({
  message: z
    .string({ error: 'message is required' })
    .trim()
    .min(1, { error: 'message is required' })
    .max(REPLY_MAX_LENGTH, { error: `message must be at most ${REPLY_MAX_LENGTH} characters` })
    .check(noControlCharacters('message', { multiline: true })),
});
export type ContactReplyRequest = z.infer<typeof ContactReplyRequestSchema>;

export const ContactReplySchema = z.object({
  id: z.number().int(),
  message: z.string(),
  /** The reply's mail: held (no SMTP), pending, sent or failed. */
  mailStatus: z.enum(MAIL_STATUSES),
  createdAt: timestamp,
});
export type ContactReply = z.infer<typeof ContactReplySchema>;

export const ContactThreadSchema = z.object({
  id: z.number().int(),
  replies: z.array(ContactReplySchema),
});
export type ContactThread = z.infer<typeof ContactThreadSchema>;
