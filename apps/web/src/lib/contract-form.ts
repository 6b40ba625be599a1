// A form checked by its request's zod schema from the contracts package, so the browser refuses
// exactly what the API would. The contract's messages name the field by its key ("email is
// required"); the form says the same with the field's label, as a sentence. The API's own field
// errors (the 400's details) go to the same fields by the same words.
import type { FieldValues, Path, Resolver, ResolverResult, UseFormSetError } from 'react-hook-form';
import { fieldErrorsOf, sentence } from './form-error';

/** A zod schema of the contracts package, as the resolver sees it (web does not import zod). */
interface ContractSchema<Output> {
  _zod: { output: Output };
}

/** What each field is called in a message, when not its key with a capital ("targetKeyword"). */
export type FieldLabels = Readonly<Record<string, string>>;

const blank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/**
 * A contract's message in plain words: the field's key becomes its label, and a field left blank
 * is "required" whatever the check that caught it (a blank category is not "one of: …").
 */
export function plainMessage(
  name: string,
  message: string,
  value: unknown,
  labels: FieldLabels = {},
): string {
  const label = labels[name] ?? name.charAt(0).toUpperCase() + name.slice(1);
  if (blank(value)) return `${label} is required.`;
  const named = message.startsWith(`${name} `) ? `${label}${message.slice(name.length)}` : message;
  return sentence(named);
}

/**
 * zodResolver over a contract's schema, with its messages in plain words. `Values` is what the
 * form holds (a select may start blank where the contract takes only its options). The schema
 * and zod (some 40 KB gzipped) are loaded at the first check, not with the page; should that
 * load fail (offline), the values go as typed and the API's own check answers.
 */
export function contractResolver<Values extends FieldValues, Output>(
  loadSchema: () => Promise<ContractSchema<Output>>,
  labels: FieldLabels = {},
): Resolver<Values, unknown, Output> {
  let loading: Promise<Resolver<Values, unknown, Output> | undefined> | undefined;
  const load = () =>
    (loading ??= Promise.all([loadSchema(), import('@hookform/resolvers/zod')]).then(
      ([schema, { zodResolver }]) =>
        zodResolver(schema as never) as unknown as Resolver<Values, unknown, Output>,
      () => {
        loading = undefined;
        return undefined;
      },
    ));
  return async (values, context, options) => {
    const resolve = await load();
    if (!resolve) return { values: values as unknown as Output, errors: {} };
    const result: ResolverResult<Values, Output> = await resolve(values, context, options);
    for (const [name, error] of Object.entries(result.errors)) {
      if (error && typeof error.message === 'string') {
        error.message = plainMessage(name, error.message, values[name], labels);
      }
    }
    return result;
  };
}

/**
 * The API's field errors of a failed submit, each shown under its own field (those of fields the
 * form does not have are left to the toast). Returns whether any was shown.
 */
export function showServerErrors<Values extends FieldValues>(
  error: unknown,
  form: { setError: UseFormSetError<Values>; getValues: () => Values },
  labels: FieldLabels = {},
): boolean {
  const values = form.getValues();
  let shown = false;
  for (const { path, message } of fieldErrorsOf(error)) {
    if (!(path in values)) continue;
    form.setError(path as Path<Values>, {
      type: 'server',
      message: plainMessage(path, message, values[path], labels),
    });
    shown = true;
  }
  return shown;
}
