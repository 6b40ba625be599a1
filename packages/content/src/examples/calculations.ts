/**
 * The engine calls an example or a guide figure can make, typed by the engine's own inputs and
 * results so that a renamed field breaks the build rather than a page.
 */
import type { CalculatorId, CalculatorMap, EngineCall } from '@taxguide/tax-engine';

/** A bare engine call (used by guide figures, which are checked rather than rendered). */
export type { CalculatorId, CalculatorMap, EngineCall };

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
