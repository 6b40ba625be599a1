// The engine's calculators (packages/tax-engine/src/calculators.ts) with their request and
// result schemas: one contract for the CLI (cli/taxcalc.ts) and the HTTP routes.
import {
  AdvanceTaxRequestSchema,
  AdvanceTaxResultSchema,
  CapitalGainsRequestSchema,
  CapitalGainsResultSchema,
  CompareRequestSchema,
  CompareResultSchema,
  HraRequestSchema,
  HraResultSchema,
  IncomeTaxRequestSchema,
  IncomeTaxResultSchema,
  PresumptiveRequestSchema,
  PresumptiveResultSchema,
  type CalculatorName,
} from '@taxguide/contracts/calculators';
import { ErrorCodes, fieldErrorsFrom, type FieldError } from '@taxguide/contracts/errors';
import { CALCULATORS, type CalculatorId, type EngineOptions } from '@taxguide/tax-engine';
import type { z } from 'zod';

/** The engine returns readonly arrays; the contract's inferred types are their mutable twins. */
export type DeepReadonly<T> = T extends readonly (infer U)[]
  ? readonly DeepReadonly<U>[]
  : T extends object
    ? { readonly [K in keyof T]: DeepReadonly<T[K]> }
    : T;

export interface Calculator<
  Request extends z.ZodType = z.ZodType,
  Result extends z.ZodType = z.ZodType,
> {
  readonly request: Request;
  readonly result: Result;
  /** `options.text`: the working's language (English when not given). */
  readonly run: (
    input: z.output<Request>,
    options?: EngineOptions,
  ) => DeepReadonly<z.output<Result>>;
}

function calculator<Request extends z.ZodType, Result extends z.ZodType>(
  request: Request,
  result: Result,
  run: (input: z.output<Request>, options?: EngineOptions) => DeepReadonly<z.output<Result>>,
): Calculator<Request, Result> {
  return { request, result, run };
}

/** The engine's calculators (CALCULATORS) with their request and result schemas. */
export const calculators = {
  income_tax: calculator(IncomeTaxRequestSchema, IncomeTaxResultSchema, CALCULATORS.income_tax),
  compare: calculator(CompareRequestSchema, CompareResultSchema, CALCULATORS.compare),
  advance_tax: calculator(AdvanceTaxRequestSchema, AdvanceTaxResultSchema, CALCULATORS.advance_tax),
  hra: calculator(HraRequestSchema, HraResultSchema, CALCULATORS.hra),
  capital_gains: calculator(
    CapitalGainsRequestSchema,
    CapitalGainsResultSchema,
    CALCULATORS.capital_gains,
  ),
  presumptive: calculator(
    PresumptiveRequestSchema,
    PresumptiveResultSchema,
    CALCULATORS.presumptive,
  ),
} as const satisfies Record<CalculatorName & CalculatorId, Calculator>;

export function isCalculatorName(name: unknown): name is CalculatorName {
  return typeof name === 'string' && Object.prototype.hasOwnProperty.call(calculators, name);
}

export const UNKNOWN_CALCULATOR = 'UNKNOWN_CALCULATOR';

export interface CalculatorError {
  readonly code: string;
  readonly message: string;
  readonly details?: readonly FieldError[];
}

export type CalculatorOutcome =
  | { readonly ok: true; readonly result: unknown }
  | { readonly ok: false; readonly error: CalculatorError };

/** zod issues as the error envelope's details: one `{path, message}` per bad field. */
export function fieldErrors(error: z.ZodError): FieldError[] {
  return fieldErrorsFrom(error.issues);
}

/** Validates `input` against the calculator's request schema and runs it. */
export function runCalculator(name: unknown, input: unknown): CalculatorOutcome {
  if (!isCalculatorName(name)) {
    return {
      ok: false,
      error: {
        code: UNKNOWN_CALCULATOR,
        message: `Unknown calculator: choose one of ${Object.keys(calculators).join(', ')}`,
        details: [
          {
            path: 'calculator',
            message:
              typeof name === 'string' ? `"${name}" is not a calculator` : 'calculator is required',
          },
        ],
      },
    };
  }
  const calc: Calculator = calculators[name];
  const parsed = calc.request.safeParse(input);
  if (!parsed.success) {
    return {
      ok: false,
      error: {
        code: ErrorCodes.validation,
        message: 'The request has invalid fields',
        details: fieldErrors(parsed.error),
      },
    };
  }
  try {
    return { ok: true, result: calc.run(parsed.data) };
  } catch {
    return {
      ok: false,
      error: { code: ErrorCodes.internal, message: 'The calculation could not be completed' },
    };
  }
}
