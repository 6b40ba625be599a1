// The forms' field messages on a page not in English. The contract and contractResolver word
// them in English ("Email is required."); here each is said again as one whole sentence per
// field and kind of fault, so a Hindi page never shows the English.
import type { I18n } from '@lingui/core';
import { msg, select } from '@lingui/core/macro';
import type { Locale } from '../../i18n/locale';
import type { FieldErrors, FieldValues, Path, Resolver, UseFormSetError } from 'react-hook-form';
import { showServerErrors } from '../../lib/contract-form';
import { fieldErrorsOf, formErrorMessage } from '../../lib/form-error';

const blank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** A field's message in the page's language, from the English the contract gave for it. */
export function fieldMessage(name: string, message: string, value: unknown, i18n: I18n): string {
  if (blank(value) || / is required\.?$/.test(message)) {
    return i18n._(
      msg`${select(name, {
        name: 'Name is required.',
        email: 'Email is required.',
        subject: 'Subject is required.',
        category: 'Category is required.',
        message: 'Message is required.',
        other: 'This field is required.',
      })}`,
    );
  }
  const tooLong = /at most (\d+) characters/.exec(message);
  if (tooLong) {
    const max = tooLong[1] ?? '';
    return i18n._(
      msg`${select(name, {
        name: `Name must be at most ${max} characters.`,
        email: `Email must be at most ${max} characters.`,
        subject: `Subject must be at most ${max} characters.`,
        message: `Message must be at most ${max} characters.`,
        other: `This field must be at most ${max} characters.`,
      })}`,
    );
  }
  if (/valid e-mail address/.test(message)) {
    return i18n._(msg`Email must be a valid e-mail address, like name@example.com.`);
  }
  if (/must be one of/.test(message)) return i18n._(msg`Choose one of the categories.`);
  if (/control characters/.test(message)) {
    return i18n._(msg`Remove the control characters from this field.`);
  }
  return i18n._(msg`Check this field.`);
}

/** The form's resolver with its field messages in the page's language (as is in English). */
export function localizedResolver<Values extends FieldValues, Output>(
  resolver: Resolver<Values, unknown, Output>,
  i18n: I18n,
): Resolver<Values, unknown, Output> {
  if (i18n.locale === 'en') return resolver;
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    const errors = result.errors as FieldErrors<FieldValues>;
    for (const [name, error] of Object.entries(errors)) {
      if (error && typeof error.message === 'string') {
        error.message = fieldMessage(name, error.message, (values as FieldValues)[name], i18n);
      }
    }
    return result;
  };
}

/** showServerErrors, with the API's field messages in the page's language. */
export function showLocalizedServerErrors<Values extends FieldValues>(
  error: unknown,
  form: { setError: UseFormSetError<Values>; getValues: () => Values },
  i18n: I18n,
): boolean {
  if (i18n.locale === 'en') return showServerErrors(error, form);
  const values = form.getValues();
  let shown = false;
  for (const { path, message } of fieldErrorsOf(error)) {
    if (!(path in values)) continue;
    form.setError(path as Path<Values>, {
      type: 'server',
      message: fieldMessage(path, message, values[path], i18n),
    });
    shown = true;
  }
  return shown;
}

/**
 * What a failed call says: the API's words on an English page; on another the form's own text
 * in the page's language, since the API answers in English.
 */
export function failureMessage(error: unknown, fallback: string, i18n: I18n): string {
  return i18n.locale === 'en' ? formErrorMessage(error, fallback) : fallback;
}

/**
 * The "check your inbox" note after a subscription: the API's words on an English page (the
 * API writes it in English), the page's own on another.
 */
export function checkInboxMessage(fromServer: string, i18n: I18n): string {
  if (i18n.locale === 'en') return fromServer;
  return i18n._(
    msg`Almost there: check your inbox and open the link we sent to confirm your subscription.`,
  );
}

/**
 * The request with the page's language. English is the API's default and is left out, so an
 * English page sends what it always has.
 */
export function withLang<T extends object>(request: T, lang: Locale): T & { lang?: Locale } {
  return lang === 'en' ? request : { ...request, lang };
}
