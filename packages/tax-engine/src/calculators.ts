// The calculators by name: the one list the API (with its schemas, packages/contracts), the CLI,
// the content's worked examples and the assistant run calculations through.
import { computeAdvanceTax } from './advance-tax';
import { computeCapitalGains } from './capital-gains';
import { compareRegimes } from './compare';
import { hraExemption } from './hra';
import { computeIncomeTax } from './income-tax';
import { computePresumptive } from './presumptive';
import type { EngineOptions } from './text/en/index';

export const CALCULATORS = {
  income_tax: computeIncomeTax,
  compare: compareRegimes,
  hra: hraExemption,
  capital_gains: computeCapitalGains,
  presumptive: computePresumptive,
  advance_tax: computeAdvanceTax,
} as const;

export type CalculatorId = keyof typeof CALCULATORS;

/** Each calculator's input and result, by name. */
export type CalculatorMap = {
  [K in CalculatorId]: {
    input: Parameters<(typeof CALCULATORS)[K]>[0];
    result: ReturnType<(typeof CALCULATORS)[K]>;
  };
};

/** A calculation by name: the input must be the one that calculator takes. */
export type EngineCall = {
  [K in CalculatorId]: { calculator: K; input: CalculatorMap[K]['input'] };
}[CalculatorId];

/** Runs a calculation by name; `options.text` gives its working lines and notes in another language. */
export function runCalculation<K extends CalculatorId>(
  calculator: K,
  input: CalculatorMap[K]['input'],
  options: EngineOptions = {},
): CalculatorMap[K]['result'] {
  return (
    CALCULATORS[calculator] as (
      input: unknown,
      options: EngineOptions,
    ) => CalculatorMap[K]['result']
  )(input, options);
}
