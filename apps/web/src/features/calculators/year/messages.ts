// The contract's messages name fields by their path ("capitalGainsTransactions.0.saleDate is
// required"), which suits an API client; the form says the same in plain words next to the field.
import { zodResolver } from '@hookform/resolvers/zod';
import { setupI18n, type I18n } from '@lingui/core';
import { msg, select } from '@lingui/core/macro';
import { CompareRequestSchema, type CompareRequest } from '@taxguide/contracts/calculators';
import { get, type FieldError, type FieldErrors, type Resolver } from 'react-hook-form';
import { draftToRequest, type YearDraft } from './draft';

/** The last part of a field's path: the key the messages below choose their words by. */
const keyOf = (path: string) => path.split('.').at(-1) ?? path;

// A default for callers without the page's instance (tests, a form without one): English.
const english = setupI18n({ locale: 'en', messages: { en: {} } });

/** "Enter the …" for the field at `path`: one whole sentence per field, so each can be translated. */
function enterField(path: string, i18n: I18n): string {
  const key = keyOf(path);
  return i18n._(
    msg`${select(key, {
      annualIncome: 'Enter the gross salary or pension',
      financialYear: 'Enter the financial year',
      purchaseDate: 'Enter the purchase date',
      saleDate: 'Enter the sale date',
      purchasePrice: 'Enter the purchase price',
      salePrice: 'Enter the sale price',
      expenses: 'Enter the expenses of the sale',
      fmvOn31Jan2018: 'Enter the value on 31 January 2018',
      fmvOn1Apr2001: 'Enter the value on 1 April 2001',
      grossReceipts: 'Enter the gross receipts',
      digitalReceipts: 'Enter the receipts by bank or digital means',
      cashReceipts: 'Enter the receipts in cash',
      vehicles: 'Enter the goods vehicles',
      grossTonnes: 'Enter the gross vehicle weight in tonnes',
      months: 'Enter the months owned',
      date: 'Enter the date of payment',
      amount: 'Enter the amount',
      returnFiledOn: 'Enter the date of filing',
      returnDueDate: 'Enter the due date',
      city: 'Enter the city',
      basic: 'Enter the basic salary',
      dearnessAllowance: 'Enter the dearness allowance',
      hraReceived: 'Enter the HRA received',
      rentPaid: 'Enter the rent paid',
      annualRent: 'Enter the annual rent',
      interestOnLoan: 'Enter the interest on the loan',
      municipalTaxesPaid: 'Enter the municipal taxes paid',
      businessType: 'Enter the kind of presumptive business',
      other: 'Enter this amount',
    })}`,
  );
}

/** "Enter the … as a date" for a date field. */
function enterDate(path: string, i18n: I18n): string {
  const key = keyOf(path);
  return i18n._(
    msg`${select(key, {
      purchaseDate: 'Enter the purchase date as a date, e.g. 31/03/2027',
      saleDate: 'Enter the sale date as a date, e.g. 31/03/2027',
      date: 'Enter the date of payment as a date, e.g. 31/03/2027',
      returnFiledOn: 'Enter the date of filing as a date, e.g. 31/03/2027',
      returnDueDate: 'Enter the due date as a date, e.g. 31/03/2027',
      other: 'Enter this date as a date, e.g. 31/03/2027',
    })}`,
  );
}

/** A date that must come after the year ends; `rest` is the contract's words after "year". */
function afterYear(path: string, rest: string, i18n: I18n): string {
  const key = keyOf(path);
  const ends = /^(\S+) ends \(on or after 1 April (\d{4})\)$/.exec(rest);
  if (ends) {
    const [, year = '', nextYear = ''] = ends;
    return i18n._(
      msg`${select(key, {
        returnFiledOn: `The date of filing must be after financial year ${year} ends (on or after 1 April ${nextYear})`,
        returnDueDate: `The due date must be after financial year ${year} ends (on or after 1 April ${nextYear})`,
        other: `This amount must be after financial year ${year} ends (on or after 1 April ${nextYear})`,
      })}`,
    );
  }
  return i18n._(
    msg`${select(key, {
      returnFiledOn: `The date of filing must be after financial year ${rest}`,
      returnDueDate: `The due date must be after financial year ${rest}`,
      other: `This amount must be after financial year ${rest}`,
    })}`,
  );
}

/** A part of the receipts that is larger than the whole. */
function overReceipts(path: string, i18n: I18n): string {
  const key = keyOf(path);
  return i18n._(
    msg`${select(key, {
      digitalReceipts:
        'The receipts by bank or digital means cannot be more than the gross receipts',
      cashReceipts: 'The receipts in cash cannot be more than the gross receipts',
      other: 'This amount cannot be more than the gross receipts',
    })}`,
  );
}

/** The field's name in the contract's own English words, for a message the form does not know. */
const FALLBACK_NAMES: Record<string, string> = {
  annualIncome: 'the gross salary or pension',
  financialYear: 'the financial year',
  purchaseDate: 'the purchase date',
  saleDate: 'the sale date',
  purchasePrice: 'the purchase price',
  salePrice: 'the sale price',
  expenses: 'the expenses of the sale',
  grossReceipts: 'the gross receipts',
  digitalReceipts: 'the receipts by bank or digital means',
  cashReceipts: 'the receipts in cash',
  grossTonnes: 'the gross vehicle weight in tonnes',
  months: 'the months owned',
  date: 'the date of payment',
  amount: 'the amount',
  returnFiledOn: 'the date of filing',
  returnDueDate: 'the due date',
  basic: 'the basic salary',
  dearnessAllowance: 'the dearness allowance',
  hraReceived: 'the HRA received',
};

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The contract's message for the field at `path`, in plain words (in `i18n`'s language). */
export function friendlyMessage(path: string, message: string, i18n: I18n = english): string {
  if (/ is required/.test(message)) {
    if (path.endsWith('vehicles')) return i18n._(msg`Add the goods vehicles you owned in the year`);
    return enterField(path, i18n);
  }
  if (/must be a number/.test(message)) {
    return /Date|date$/.test(path)
      ? enterField(path, i18n)
      : i18n._(msg`Enter an amount in rupees, e.g. 1,50,000`);
  }
  if (/must be 0 or more/.test(message)) return i18n._(msg`Enter an amount of 0 or more`);
  if (/must be at most 1000000000000/.test(message)) return i18n._(msg`That amount is too large`);
  if (/calendar date/.test(message)) return enterDate(path, i18n);
  if (/must be on or before .*saleDate/.test(message)) {
    return i18n._(msg`The purchase date must be on or before the sale date`);
  }
  const inYear = /must fall in financial year (\S+) \(1 April (\d{4}) to 31 March (\d{4})\)$/.exec(
    message,
  );
  if (inYear) {
    const [, year = '', start = '', end = ''] = inYear;
    return i18n._(
      msg`The sale must fall in financial year ${year} (1 April ${start} to 31 March ${end}): pick that year in About you`,
    );
  }
  const inOtherYear = /must fall in (financial year .*)$/.exec(message);
  if (inOtherYear) {
    const year = inOtherYear[1] ?? '';
    return i18n._(msg`The sale must fall in ${year}: pick that year in About you`);
  }
  if (/must be 1900-01-01 or later/.test(message)) {
    return i18n._(msg`Enter a purchase date from 1900 on`);
  }
  const after = /must be after financial year (.*)$/.exec(message);
  if (after) return afterYear(path, after[1] ?? '', i18n);
  if (/must not exceed annualIncome/.test(message)) {
    return i18n._(msg`Basic, DA and HRA received cannot add up to more than the gross salary`);
  }
  if (/digitalReceipts \+ .*cashReceipts must not exceed/.test(message)) {
    return i18n._(msg`Digital and cash receipts together cannot be more than the gross receipts`);
  }
  if (/must not exceed .*grossReceipts/.test(message)) return overReceipts(path, i18n);
  if (/required for a heavy goods vehicle/.test(message)) {
    return i18n._(msg`Enter the gross vehicle weight of a heavy vehicle`);
  }
  if (/must be more than 12 for a heavy/.test(message)) {
    return i18n._(msg`A heavy goods vehicle weighs more than 12 tonnes`);
  }
  if (/from 1 to 12|whole number of months/.test(message)) {
    return i18n._(msg`Enter the months owned, 1 to 12`);
  }
  const most = /must have at most (\d+) entries/.exec(message);
  if (most) {
    const limit = most[1] ?? '';
    return i18n._(msg`You can add at most ${limit}`);
  }
  // Anything else: the contract's own (English) words, with the field path replaced by its name.
  return capitalise(
    message.replace(/\b[\w]+(\.[\w]+)+\b|^\w+/, FALLBACK_NAMES[keyOf(path)] ?? 'this amount'),
  );
}

function rewrite(node: unknown, path: string[], draft: YearDraft, i18n: I18n): void {
  if (typeof node !== 'object' || node === null) return;
  const error = node as Partial<FieldError> & Record<string, unknown>;
  if (typeof error.message === 'string' && typeof error.type === 'string') {
    const at = path.join('.');
    const typed: unknown = get(draft, at);
    // A blank field is missing, whatever the check that caught it.
    error.message = typed === '' ? enterField(at, i18n) : friendlyMessage(at, error.message, i18n);
  }
  for (const [key, child] of Object.entries(error)) {
    if (key !== 'ref' && key !== 'message' && key !== 'type')
      rewrite(child, [...path, key], draft, i18n);
  }
}

const contractResolver = zodResolver(CompareRequestSchema);

/**
 * zod over the contract's compare schema, on the request the draft stands for. The form's
 * context is the page's i18n instance, so the messages come in the page's language.
 */
export const yearResolver: Resolver<YearDraft, unknown, CompareRequest> = async (
  draft,
  context,
  options,
) => {
  const result = await contractResolver(draftToRequest(draft), context, options as never);
  // Duck-typed: an instance from another copy of @lingui/core is an i18n all the same.
  const i18n =
    typeof (context as Partial<I18n> | undefined)?._ === 'function' ? (context as I18n) : english;
  rewrite(result.errors, [], draft, i18n);
  return result as unknown as Awaited<ReturnType<Resolver<YearDraft, unknown, CompareRequest>>>;
};

/** Every message of a form's errors, in field order (for the summary above the button). */
export function errorList(
  errors: FieldErrors,
  path: string[] = [],
): { path: string; message: string }[] {
  const out: { path: string; message: string }[] = [];
  for (const [key, value] of Object.entries(errors)) {
    if (key === 'ref' || typeof value !== 'object' || value === null) continue;
    const node = value as Partial<FieldError>;
    if (typeof node.message === 'string' && typeof node.type === 'string') {
      out.push({ path: [...path, key].join('.'), message: node.message });
    } else {
      out.push(...errorList(value as FieldErrors, [...path, key]));
    }
  }
  return out;
}
