// The calculators that run in the browser (HRA, capital gains and presumptive are calculated
// on the client). Loaded with a dynamic import() on first use, so neither the tax
// engine nor zod is in the JavaScript a page needs to show itself. Requests are validated with
// the same contract schemas as the API, so a message here reads exactly as the API's would.
import {
  CapitalGainsRequestSchema,
  HraRequestSchema,
  PresumptiveRequestSchema,
  type CapitalGainsResult,
  type HraResult,
  type PresumptiveResult,
} from '@taxguide/contracts/calculators';
import {
  computeCapitalGains,
  computePresumptive,
  hraExemption,
  type EngineText,
} from '@taxguide/tax-engine';
import { fieldErrorsFrom } from '@taxguide/contracts/errors';
import type { FieldErrors } from './inputs';
import { InputError } from './use-calculator';

interface Schema<T> {
  safeParse(input: unknown):
    | { success: true; data: T }
    | {
        success: false;
        error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] };
      };
}

function validate<T>(schema: Schema<T>, input: unknown): T {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const errors: FieldErrors = {};
  for (const { path, message } of fieldErrorsFrom(parsed.error.issues)) errors[path] ??= message;
  throw new InputError(parsed.error.issues[0]?.message ?? 'Please enter valid amounts', errors);
}

// `text`: the working's language (loadEngineText); English when not given.
export function calculateHraExemption(input: unknown, text?: EngineText): HraResult {
  return hraExemption(validate(HraRequestSchema, input), { text }) as HraResult;
}

export function calculateCapitalGains(input: unknown, text?: EngineText): CapitalGainsResult {
  return computeCapitalGains(validate(CapitalGainsRequestSchema, input), {
    text,
  }) as CapitalGainsResult;
}

export function calculatePresumptive(input: unknown, text?: EngineText): PresumptiveResult {
  return computePresumptive(validate(PresumptiveRequestSchema, input), {
    text,
  }) as PresumptiveResult;
}
