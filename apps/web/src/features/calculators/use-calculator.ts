import { setupI18n, type I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'wouter';
import { toast } from '../../components/ui/use-toast';
import { errorMessage } from '../../lib/api-client';
import {
  formValues,
  hasInputs,
  readInputs,
  saveInputs,
  type CalculatorId,
  type FieldErrors,
} from './inputs';
import type { CalcStatus } from './ui';

/** Bad input found before anything is computed: field errors and the toast's message. */
export class InputError extends Error {
  constructor(
    message: string,
    readonly errors: FieldErrors,
  ) {
    super(message);
    this.name = 'InputError';
  }
}

/** For a computation called without the page's instance (a test, a script): English. */
export const englishI18n: I18n = setupI18n({ locale: 'en', messages: { en: {} } });

/**
 * Runs a browser calculation whose request the contract validates. On a Hindi page the
 * contract's messages (written for API clients, in English) are said as the year form says
 * them; one it has no words for stays as the contract wrote it.
 */
export async function inPageLanguage<T>(run: () => T | Promise<T>, i18n: I18n): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (!(error instanceof InputError) || i18n.locale === 'en') throw error;
    const { friendlyMessage } = await import('./year/messages');
    const errors: FieldErrors = {};
    for (const [path, message] of Object.entries(error.errors)) {
      const friendly = friendlyMessage(path, message, i18n);
      errors[path] = /[\u0900-\u097F]/.test(friendly) ? friendly : message;
    }
    throw new InputError(Object.values(errors)[0] ?? error.message, errors);
  }
}

export interface CalculatorState<R> {
  status: CalcStatus;
  result: R | undefined;
  errors: FieldErrors;
  /** The values the form starts with (from the share URL). */
  defaults: Record<string, string>;
  /** Runs the calculation on the form's current values. */
  submit(form: HTMLFormElement): void;
}

/**
 * The life of one calculator (idle → calculating → result): validation messages as a
 * toast and next to the fields, the success toast, the failure toast ("Calculation Error" with
 * the server's message), the inputs written to the URL, and a shared URL restored and
 * recomputed on arrival.
 */
export function useCalculator<R>(
  calc: CalculatorId,
  // Given the page's i18n, so its validation messages come in the page's language.
  compute: (values: Record<string, string>, i18n: I18n) => Promise<R>,
  successTitle: string,
  describe: (result: R) => string,
): CalculatorState<R> {
  const { i18n } = useLingui();
  const [search] = useSearchParams();
  const [defaults] = useState(() => readInputs(search, calc));
  const [status, setStatus] = useState<CalcStatus>('idle');
  const [result, setResult] = useState<R>();
  const [errors, setErrors] = useState<FieldErrors>({});
  const latest = useRef(0);

  const run = async (values: Record<string, string>) => {
    const ticket = ++latest.current;
    setStatus('calculating');
    try {
      const computed = await compute(values, i18n);
      if (ticket !== latest.current) return;
      setErrors({});
      setResult(computed);
      setStatus('done');
      saveInputs(calc, values);
      toast({ title: successTitle, description: describe(computed) });
    } catch (error) {
      if (ticket !== latest.current) return;
      setStatus(result === undefined ? 'idle' : 'done');
      if (error instanceof InputError) {
        setErrors(error.errors);
        toast({
          title: i18n._(msg`Invalid Input`),
          description: error.message,
          variant: 'destructive',
        });
      } else {
        setErrors({});
        toast({
          title: i18n._(msg`Calculation Error`),
          description: errorMessage(
            error,
            i18n._(msg`The calculation could not be completed. Please try again.`),
          ),
          variant: 'destructive',
        });
      }
    }
  };

  // A shared link (or a plain form submit before the script ran): compute it once on arrival.
  const restored = useRef(false);
  useEffect(() => {
    if (restored.current) return;
    restored.current = true;
    if (hasInputs(search, calc)) queueMicrotask(() => void run(readInputs(search, calc)));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on mount
  }, []);

  return {
    status,
    result,
    errors,
    defaults,
    submit: (form) => void run(formValues(form, calc)),
  };
}
