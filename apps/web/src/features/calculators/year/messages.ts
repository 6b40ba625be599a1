// The contract's messages name fields by their path ("capitalGainsTransactions.0.saleDate is
// required"), which suits an API client; the form says the same in plain words next to the field.
import { zodResolver } from '@hookform/resolvers/zod';
import { CompareRequestSchema, type CompareRequest } from '@taxguide/contracts/calculators';
import { get, type FieldError, type FieldErrors, type Resolver } from 'react-hook-form';
import { draftToRequest, type YearDraft } from './draft';

/** What each field is called in a sentence. */
const NAMES: Record<string, string> = {
  annualIncome: 'the gross salary or pension',
  financialYear: 'the financial year',
  purchaseDate: 'the purchase date',
  saleDate: 'the sale date',
  purchasePrice: 'the purchase price',
  salePrice: 'the sale price',
  expenses: 'the expenses of the sale',
  fmvOn31Jan2018: 'the value on 31 January 2018',
  fmvOn1Apr2001: 'the value on 1 April 2001',
  grossReceipts: 'the gross receipts',
  digitalReceipts: 'the receipts by bank or digital means',
  cashReceipts: 'the receipts in cash',
  vehicles: 'the goods vehicles',
  grossTonnes: 'the gross vehicle weight in tonnes',
  months: 'the months owned',
  date: 'the date of payment',
  amount: 'the amount',
  returnFiledOn: 'the date of filing',
  returnDueDate: 'the due date',
  city: 'the city',
  basic: 'the basic salary',
  dearnessAllowance: 'the dearness allowance',
  hraReceived: 'the HRA received',
  rentPaid: 'the rent paid',
  annualRent: 'the annual rent',
  interestOnLoan: 'the interest on the loan',
  municipalTaxesPaid: 'the municipal taxes paid',
  businessType: 'the kind of presumptive business',
};

function nameOf(path: string): string {
  const key = path.split('.').at(-1) ?? path;
  return NAMES[key] ?? 'this amount';
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The contract's message for the field at `path`, in plain words. */
export function friendlyMessage(path: string, message: string): string {
  const name = nameOf(path);
  if (/ is required/.test(message)) {
    if (path.endsWith('vehicles')) return 'Add the goods vehicles you owned in the year';
    return `Enter ${name}`;
  }
  if (/must be a number/.test(message)) {
    return /Date|date$/.test(path) ? `Enter ${name}` : 'Enter an amount in rupees, e.g. 1,50,000';
  }
  if (/must be 0 or more/.test(message)) return 'Enter an amount of 0 or more';
  if (/must be at most 1000000000000/.test(message)) return 'That amount is too large';
  if (/calendar date/.test(message)) return `Enter ${name} as a date, e.g. 31/03/2027`;
  if (/must be on or before .*saleDate/.test(message)) {
    return 'The purchase date must be on or before the sale date';
  }
  const inYear = /must fall in (financial year .*)$/.exec(message);
  if (inYear) return `The sale must fall in ${inYear[1]}: pick that year in About you`;
  if (/must be 1900-01-01 or later/.test(message)) return 'Enter a purchase date from 1900 on';
  const afterYear = /must be after financial year (.*)$/.exec(message);
  if (afterYear) return `${capitalise(name)} must be after financial year ${afterYear[1]}`;
  if (/must not exceed annualIncome/.test(message)) {
    return 'Basic, DA and HRA received cannot add up to more than the gross salary';
  }
  if (/digitalReceipts \+ .*cashReceipts must not exceed/.test(message)) {
    return 'Digital and cash receipts together cannot be more than the gross receipts';
  }
  if (/must not exceed .*grossReceipts/.test(message)) {
    return `${capitalise(name)} cannot be more than the gross receipts`;
  }
  if (/required for a heavy goods vehicle/.test(message)) {
    return 'Enter the gross vehicle weight of a heavy vehicle';
  }
  if (/must be more than 12 for a heavy/.test(message)) {
    return 'A heavy goods vehicle weighs more than 12 tonnes';
  }
  if (/from 1 to 12|whole number of months/.test(message)) return 'Enter the months owned, 1 to 12';
  if (/must have at most (\d+) entries/.test(message)) {
    return `You can add at most ${/at most (\d+)/.exec(message)?.[1]}`;
  }
  // Anything else: the contract's words, with the field path replaced by its name.
  return capitalise(message.replace(/\b[\w]+(\.[\w]+)+\b|^\w+/, name));
}

function rewrite(node: unknown, path: string[], draft: YearDraft): void {
  if (typeof node !== 'object' || node === null) return;
  const error = node as Partial<FieldError> & Record<string, unknown>;
  if (typeof error.message === 'string' && typeof error.type === 'string') {
    const at = path.join('.');
    const typed: unknown = get(draft, at);
    // A blank field is missing, whatever the check that caught it.
    error.message = typed === '' ? `Enter ${nameOf(at)}` : friendlyMessage(at, error.message);
  }
  for (const [key, child] of Object.entries(error)) {
    if (key !== 'ref' && key !== 'message' && key !== 'type') rewrite(child, [...path, key], draft);
  }
}

const contractResolver = zodResolver(CompareRequestSchema);

/** zod over the contract's compare schema, on the request the draft stands for. */
export const yearResolver: Resolver<YearDraft, unknown, CompareRequest> = async (
  draft,
  context,
  options,
) => {
  const result = await contractResolver(draftToRequest(draft), context, options as never);
  rewrite(result.errors, [], draft);
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
