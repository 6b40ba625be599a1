// Contracts of the public forms: leads, newsletter, the PDF guide and contact.
// Every request schema is strict (an unknown field is an error) and names the field in each
// message, so a 400 tells the caller exactly what to fix. E-mail addresses are trimmed and
// lower-cased while they are validated, so the server only ever sees the normalised form.
import { z } from 'zod';
import { noControlCharacters } from './text';
import {
  CONTACT_CATEGORIES,
  EMAIL_MAX_LENGTH,
  MESSAGE_MAX_LENGTH,
  NAME_MAX_LENGTH,
  SUBJECT_MAX_LENGTH,
  type ContactCategory,
} from './form-fields';

export {
  CONTACT_CATEGORIES,
  EMAIL_MAX_LENGTH,
  MESSAGE_MAX_LENGTH,
  NAME_MAX_LENGTH,
  SUBJECT_MAX_LENGTH,
  type ContactCategory,
};

/** Where a lead came from: the home PDF signup and the PDF download page. */
export const LEAD_SOURCES = ['newsletter_pdf', 'pdf_download'] as const;
export type LeadSource = (typeof LEAD_SOURCES)[number];

/** Where a subscriber signed up: the newsletter page, or the home PDF signup. */
export const SUBSCRIBER_SOURCES = ['newsletter', 'newsletter_pdf'] as const;
export type SubscriberSource = (typeof SUBSCRIBER_SOURCES)[number];

const CONTACT_CATEGORY_VALUES = CONTACT_CATEGORIES.map((c) => c.value) as [
  ContactCategory,
  ...ContactCategory[],
];

// ---------------------------------------------------------------------------------------------
// Building blocks

function text(field: string) {
  return z.string({
    error: (issue) =>
      issue.input === undefined ? `${field} is required` : `${field} must be text`,
  });
}

/** A required one-line text field: trimmed, 1 to `max` characters. */
function requiredLine(field: string, max: number) {
  return text(field)
    .trim()
    .min(1, { error: `${field} is required`, abort: true })
    .max(max, { error: `${field} must be at most ${max} characters` })
    .check(noControlCharacters(field));
}

/** An optional one-line text field; an empty value means "not given". */
function optionalLine(field: string, max: number) {
  return text(field)
    .trim()
    .max(max, { error: `${field} must be at most ${max} characters` })
    .check(noControlCharacters(field))
    .optional();
}

/** An e-mail address, trimmed and lower-cased before it is checked. */
export const EmailSchema = text('email')
  .trim()
  .toLowerCase()
  .min(1, { error: 'email is required', abort: true })
  .max(EMAIL_MAX_LENGTH, {
    error: `email must be at most ${EMAIL_MAX_LENGTH} characters`,
    abort: true,
  })
  .check(noControlCharacters('email'))
  .check(z.email({ error: 'email must be a valid e-mail address, like name@example.com' }));

function strict<T extends z.core.$ZodLooseShape>(shape: T) {
  return z.strictObject(shape, {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `unknown field${issue.keys.length > 1 ? 's' : ''}: ${issue.keys.join(', ')}`
        : 'the body must be a JSON object',
  });
}

/** The language of the page a form was sent from; its e-mail is written in it. */
export const FORM_LANGS = ['en', 'hi'] as const;
export type FormLang = (typeof FORM_LANGS)[number];

/** Optional: a caller that does not send it (an older page, an API client) gets English. */
const lang = z.enum(FORM_LANGS, { error: "lang must be 'en' or 'hi'" }).optional();

// ---------------------------------------------------------------------------------------------
// Requests

/** POST /api/leads */
export const LeadRequestSchema = strict({
  email: EmailSchema,
  source: z.enum(LEAD_SOURCES, {
    error: (issue) =>
      issue.input === undefined
        ? 'source is required'
        : `source must be one of: ${LEAD_SOURCES.join(', ')}`,
  }),
  name: optionalLine('name', NAME_MAX_LENGTH),
  lang,
});
export type LeadRequest = z.infer<typeof LeadRequestSchema>;

/** POST /api/newsletter/subscribe */
export const SubscribeRequestSchema = strict({
  email: EmailSchema,
  source: z
    .enum(SUBSCRIBER_SOURCES, {
      error: `source must be one of: ${SUBSCRIBER_SOURCES.join(', ')}`,
    })
    .optional(),
  lang,
});
export type SubscribeRequest = z.infer<typeof SubscribeRequestSchema>;

/** POST /api/pdf/download: {email} from the home signup, {email, name} from the PDF page. */
export const PdfDownloadRequestSchema = strict({
  email: EmailSchema,
  name: optionalLine('name', NAME_MAX_LENGTH),
  lang,
});
export type PdfDownloadRequest = z.infer<typeof PdfDownloadRequestSchema>;

/** POST /api/contact: all five fields required. */
export const ContactRequestSchema = strict({
  name: requiredLine('name', NAME_MAX_LENGTH),
  email: EmailSchema,
  subject: requiredLine('subject', SUBJECT_MAX_LENGTH),
  category: z.enum(CONTACT_CATEGORY_VALUES, {
    error: (issue) =>
      issue.input === undefined
        ? 'category is required'
        : `category must be one of: ${CONTACT_CATEGORY_VALUES.join(', ')}`,
  }),
  message: text('message')
    .trim()
    .min(1, { error: 'message is required', abort: true })
    .max(MESSAGE_MAX_LENGTH, { error: `message must be at most ${MESSAGE_MAX_LENGTH} characters` })
    .check(noControlCharacters('message', { multiline: true })),
  lang,
});
export type ContactRequest = z.infer<typeof ContactRequestSchema>;

/** The unsubscribe token: 32 random bytes, base64url (43 characters). */
export const UNSUBSCRIBE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** GET /api/newsletter/unsubscribe?token= */
export const UnsubscribeQuerySchema = strict({
  token: text('token').regex(UNSUBSCRIBE_TOKEN_PATTERN, {
    error: 'token must be the 43-character code from the unsubscribe link',
  }),
});
export type UnsubscribeQuery = z.infer<typeof UnsubscribeQuerySchema>;

// ---------------------------------------------------------------------------------------------
// Responses

/** The success answer of every form: the spec's pages read `success`; `message` is for people. */
export const FormSuccessSchema = z.strictObject({
  success: z.literal(true),
  message: z.string(),
});
export type FormSuccess = z.infer<typeof FormSuccessSchema>;

export const UnsubscribeResponseSchema = z.strictObject({
  success: z.literal(true),
  /** `already_unsubscribed` when the link was used before: unsubscribing is idempotent. */
  status: z.enum(['unsubscribed', 'already_unsubscribed']),
  message: z.string(),
});
export type UnsubscribeResponse = z.infer<typeof UnsubscribeResponseSchema>;
