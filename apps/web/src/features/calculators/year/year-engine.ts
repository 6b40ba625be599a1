// The engine for the live result, in its own chunk: fetched when the year calculator opens.
import type { CompareRequest, CompareResult } from '@taxguide/contracts/calculators';
import { compareRegimes } from '@taxguide/tax-engine';

/** Both regimes for a request the contract has accepted. */
export function compareYear(request: CompareRequest): CompareResult {
  return compareRegimes(request) as CompareResult;
}
