// Plain data of the public forms, without zod, so pages can use the labels and
// limits without loading the validation library; forms.ts builds the schemas from them.

/** RFC 5321: a forward path holds at most 254 characters of address. */
export const EMAIL_MAX_LENGTH = 254;
export const NAME_MAX_LENGTH = 100;
export const SUBJECT_MAX_LENGTH = 200;
export const MESSAGE_MAX_LENGTH = 5000;

/** Contact category values with the labels the form shows, in the form's order. */
export const CONTACT_CATEGORIES = [
  { value: 'general', label: 'General Question' },
  { value: 'tax-law', label: 'Tax Law Inquiry' },
  { value: 'calculator', label: 'Calculator Issue' },
  { value: 'website', label: 'Website Feedback' },
  { value: 'content', label: 'Content Suggestion' },
  { value: 'technical', label: 'Technical Support' },
  { value: 'partnership', label: 'Partnership/Business' },
] as const;

export type ContactCategory = (typeof CONTACT_CATEGORIES)[number]['value'];
