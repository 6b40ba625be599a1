// Saved scenarios: named years kept in this browser only (localStorage), never sent anywhere.
import type { CompareRequest } from '@taxguide/contracts/calculators';

export interface Scenario {
  name: string;
  savedAt: string;
  request: Partial<CompareRequest>;
}

export const SCENARIOS_KEY = 'taxguide.year-scenarios';
export const SCENARIOS_CHANGED = 'taxguide:year-scenarios-changed';

export function readScenarios(): Scenario[] {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(SCENARIOS_KEY) ?? '[]');
    return Array.isArray(parsed)
      ? parsed.filter(
          (s): s is Scenario =>
            typeof s === 'object' &&
            s !== null &&
            typeof (s as Scenario).name === 'string' &&
            typeof (s as Scenario).request === 'object',
        )
      : [];
  } catch {
    return [];
  }
}

function write(scenarios: Scenario[]): Scenario[] {
  try {
    window.localStorage.setItem(SCENARIOS_KEY, JSON.stringify(scenarios));
  } catch {
    // Storage full or blocked (private mode): the list lives on for this visit only.
  }
  window.dispatchEvent(new Event(SCENARIOS_CHANGED));
  return scenarios;
}

/** Saves under a name; a scenario of the same name is replaced. */
export function saveScenario(name: string, request: Partial<CompareRequest>): Scenario[] {
  const others = readScenarios().filter((s) => s.name !== name);
  return write([...others, { name, savedAt: new Date().toISOString(), request }]);
}

export function deleteScenario(name: string): Scenario[] {
  return write(readScenarios().filter((s) => s.name !== name));
}
