// Calculator inputs live in the form (uncontrolled fields, so what a visitor typed before the
// page's script woke up still counts) and in the URL query, so a result can be shared: a field
// of calculator `tax` named `annualIncome` is `tax.annualIncome` in both. A plain GET submit of
// the form (no script yet) therefore lands on the same share URL the script would write.

export type CalculatorId = 'tax' | 'advance' | 'hra' | 'cg' | 'presumptive';

/** The name of a field in the form and in the URL. */
export const fieldName = (calc: CalculatorId, key: string): string => `${calc}.${key}`;

/** One calculator's values from a query string (keys without the prefix). */
export function readInputs(search: URLSearchParams, calc: CalculatorId): Record<string, string> {
  const values: Record<string, string> = {};
  const prefix = `${calc}.`;
  for (const [name, value] of search) {
    if (name.startsWith(prefix) && value.trim() !== '') values[name.slice(prefix.length)] = value;
  }
  return values;
}

/** Whether the query holds a calculation of this calculator to restore. */
export const hasInputs = (search: URLSearchParams, calc: CalculatorId): boolean =>
  Object.keys(readInputs(search, calc)).length > 0;

/** The filled-in fields of a form, trimmed (blank ones left out). */
export function formValues(form: HTMLFormElement, calc: CalculatorId): Record<string, string> {
  return readInputs(
    new URLSearchParams(
      [...new FormData(form)].map(([k, v]) => [k, typeof v === 'string' ? v.trim() : '']),
    ),
    calc,
  );
}

/**
 * Writes one calculator's inputs into the address bar (replacing its previous ones, keeping
 * every other parameter), without a navigation: the page stays where it is.
 */
export function saveInputs(calc: CalculatorId, values: Record<string, string>): void {
  const url = new URL(window.location.href);
  for (const name of [...url.searchParams.keys()]) {
    if (name.startsWith(`${calc}.`)) url.searchParams.delete(name);
  }
  for (const [key, value] of Object.entries(values)) {
    if (value !== '') url.searchParams.set(fieldName(calc, key), value);
  }
  url.searchParams.set('calc', calc);
  window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
}

/**
 * A rupee amount as typed: "15,00,000", "₹ 1500000" and "1500000.50" are all accepted.
 * Blank gives undefined; anything else that is not a number gives NaN.
 */
export function parseAmount(text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  const cleaned = text.replace(/[₹,\s]/g, '').replace(/^rs\.?/i, '');
  if (cleaned === '') return undefined;
  return /^\d+(\.\d+)?$/.test(cleaned) ? Number(cleaned) : Number.NaN;
}

/** Field errors of a form: field key → message. */
export type FieldErrors = Record<string, string>;
