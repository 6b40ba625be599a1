// The engine for the live result, in its own chunk: fetched when the year calculator opens.
import type { CompareRequest, CompareResult } from '@taxguide/contracts/calculators';
import { compareRegimes, type EngineText } from '@taxguide/tax-engine';

/** Both regimes for a request the contract has accepted; the working in `text`'s language. */
export function compareYear(request: CompareRequest, text?: EngineText): CompareResult {
  return compareRegimes(request, { text }) as CompareResult;
}
