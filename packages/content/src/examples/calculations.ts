/**
 * The engine calls an example or a guide figure can make, typed by the engine's own inputs and
 * results so that a renamed field breaks the build rather than a page.
 */
import type {
  AdvanceTaxInput,
  AdvanceTaxResult,
  CapitalGainsInput,
  CapitalGainsResult,
  CompareInput,
  CompareResult,
  HraInput,
  HraResult,
  IncomeTaxInput,
  IncomeTaxResult,
  PresumptiveInput,
  PresumptiveResult,
} from '@taxguide/tax-engine';

export interface CalculatorMap {
  income_tax: { input: IncomeTaxInput; result: IncomeTaxResult };
  compare: { input: CompareInput; result: CompareResult };
  hra: { input: HraInput; result: HraResult };
  capital_gains: { input: CapitalGainsInput; result: CapitalGainsResult };
  presumptive: { input: PresumptiveInput; result: PresumptiveResult };
  advance_tax: { input: AdvanceTaxInput; result: AdvanceTaxResult };
}

export type CalculatorId = keyof CalculatorMap;

/** A bare engine call (used by guide figures, which are checked rather than rendered). */
export type EngineCall = {
  [K in CalculatorId]: { calculator: K; input: CalculatorMap[K]['input'] };
}[CalculatorId];

export type ExampleCalculation = {
  [K in CalculatorId]: {
    calculator: K;
    input: CalculatorMap[K]['input'];
    /** Turns the engine's result into the sentence(s) shown under the scenario. */
    explain: (result: CalculatorMap[K]['result']) => string;
  };
}[CalculatorId];

/** Builds an example calculation with the input and result types tied to the calculator. */
export function calc<K extends CalculatorId>(
  calculator: K,
  input: CalculatorMap[K]['input'],
  explain: (result: CalculatorMap[K]['result']) => string,
): ExampleCalculation {
  return { calculator, input, explain } as unknown as ExampleCalculation;
}

/** Builds a bare engine call with its input type checked. */
export function call<K extends CalculatorId>(
  calculator: K,
  input: CalculatorMap[K]['input'],
): EngineCall {
  return { calculator, input } as unknown as EngineCall;
}
