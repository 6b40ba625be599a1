import { runCalculation } from '@taxguide/tax-engine';
import type { SectionContent } from '../types';
import type { CalculatorMap, EngineCall, ExampleCalculation } from './calculations';

type AnyResult = CalculatorMap[keyof CalculatorMap]['result'];

/** Runs one engine call. Every computed figure in examples and guides goes through here. */
export function runEngine(call: EngineCall): AnyResult {
  // EngineCall pairs each calculator with its own input; TypeScript cannot follow the pairing
  // through the union, so the input is passed on unchecked here.
  return runCalculation(call.calculator, call.input as never);
}

/** The sentence(s) an example's calculation produces from a fresh engine run. */
export function explainCalculation(calculation: ExampleCalculation): string {
  const result = runEngine(calculation);
  // The pairing of input, result and explain is fixed by `calc()`; TypeScript cannot follow it
  // through the union, so the explain function is widened here.
  return (calculation.explain as (r: AnyResult) => string)(result);
}

export interface RenderedExample {
  title: string;
  text: string;
}

/** A section's examples as plain text (the shape stored in the database), figures from the engine. */
export function renderExamples(section: Pick<SectionContent, 'examples'>): RenderedExample[] {
  return section.examples.map((example) => ({
    title: example.title,
    text: example.calculation
      ? `${example.scenario}\n\n${explainCalculation(example.calculation)}`
      : example.scenario,
  }));
}
