// hraExemption: s.10(13A) with Rule 2A - the least of (a) HRA received, (b) rent paid less 10 %
// of salary, (c) 50 % of salary in Mumbai/Kolkata/Delhi/Chennai, 40 % elsewhere. "Salary" = basic
// + DA forming part of retirement benefits + commission at a fixed % of turnover. The amounts are
// those of the period the house was rented (run once per period for a move or a rent change).
// The new regime allows no HRA exemption (s.115BAC(2); ITA 2025 s.202(2)(a)): the limbs are then
// shown for information only.
import { divFloor } from './rounding';
import { DEFAULT_FINANCIAL_YEAR, rulesFor } from './rules/index';
import { EN, type EngineOptions, type EngineText, textOf } from './text/en/index';
import type { FinancialYear, HraInput, HraResult, Step } from './types';

function whole(value: number | undefined): number {
  return value ? Math.trunc(value) : 0;
}

function canonicalCity(city: string, aliases: Readonly<Record<string, string>>): string {
  const trimmed = city.trim().replace(/\s+/g, ' ');
  return (aliases[trimmed.toLowerCase()] ?? trimmed).toLowerCase();
}

/** The listed 50 % city a name resolves to for the year, or undefined. */
export function resolveMetroCity(
  city: string,
  financialYear = DEFAULT_FINANCIAL_YEAR,
): string | undefined {
  return cityVerdict(city.trim(), financialYear, EN).listed;
}

interface CityVerdict {
  readonly listed: string | undefined;
  /** On the draft 50 % list but not applied (the notified list is not in our sources). */
  readonly draft: string | undefined;
  /** What the result says about the city (its rate, and the draft list where it applies). */
  readonly notes: readonly string[];
}

// Few distinct cities are ever asked about; resolving one (aliases, notes) costs more than the rest
// of the exemption, so the verdict is kept per language, year and name, in bounded maps.
const CITY_CACHE = new WeakMap<EngineText, Map<string, CityVerdict>>();
const CITY_CACHE_LIMIT = 1_000;

function cityVerdict(city: string, financialYear: FinancialYear, t: EngineText): CityVerdict {
  let cache = CITY_CACHE.get(t);
  if (!cache) {
    cache = new Map();
    CITY_CACHE.set(t, cache);
  }
  const key = `${financialYear}|${city}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const rules = rulesFor(financialYear).hra;
  const canonical = canonicalCity(city, rules.cityAliases.value);
  const listed = rules.metroCities.value.find((c) => c.toLowerCase() === canonical);
  const notes = [
    listed
      ? t.hra.cityListed(listed, financialYear)
      : t.hra.cityNotListed(city, financialYear, rules.metroCities.value),
  ];
  const draft = rules.draftMetroCities?.value.find((c) => c.toLowerCase() === canonical);
  if (draft && !listed) {
    notes.push(t.hra.cityDraft(draft));
  }
  const verdict: CityVerdict = { listed, draft: listed ? undefined : draft, notes };
  if (cache.size >= CITY_CACHE_LIMIT) cache.clear();
  cache.set(key, verdict);
  return verdict;
}

export function hraExemption(input: HraInput, options: EngineOptions = {}): HraResult {
  const t = textOf(options);
  const h = t.hra;
  const financialYear = input.financialYear ?? DEFAULT_FINANCIAL_YEAR;
  const rules = rulesFor(financialYear).hra;
  const notes: string[] = [];
  if (input.financialYear === undefined)
    notes.push(t.common.financialYearAssumed(DEFAULT_FINANCIAL_YEAR));

  const basic = whole(input.basicSalary);
  const da = whole(input.dearnessAllowance);
  const commission = whole(input.commission);
  const hraReceived = whole(input.hraReceived);
  const rent = whole(input.rentPaid);
  const salary = basic + da + commission;

  let metro = input.metro === true;
  let draftCity: string | undefined;
  const city = input.city?.trim() ?? '';
  if (city !== '') {
    const verdict = cityVerdict(city, financialYear, t);
    const listed = verdict.listed;
    if (input.metro !== undefined && input.metro !== (listed !== undefined)) {
      notes.push(h.cityOverMetroFlag(city));
    }
    metro = listed !== undefined;
    draftCity = verdict.draft;
    for (const note of verdict.notes) notes.push(note);
  }
  const percent = metro ? rules.percentOfSalary.value.metro : rules.percentOfSalary.value.nonMetro;
  const rentExcessPercent = rules.rentExcessOverPercentOfSalary.value.percent;

  // Limbs in whole rupees, paise ignored (floors), from exact integer arithmetic.
  const actualHra = hraReceived;
  const rentMinusTenPercent = Math.max(0, divFloor(rent * 100 - salary * rentExcessPercent, 100));
  const percentOfSalary = divFloor(salary * percent, 100);
  const newRegime = input.regime === 'new';
  const leastOfLimbs = Math.max(0, Math.min(actualHra, rentMinusTenPercent, percentOfSalary));
  const exemptHra = newRegime ? 0 : leastOfLimbs;
  if (draftCity !== undefined && !newRegime) {
    const atFifty = Math.max(
      0,
      Math.min(
        actualHra,
        rentMinusTenPercent,
        divFloor(salary * rules.percentOfSalary.value.metro, 100),
      ),
    );
    if (atFifty > exemptHra) notes.push(h.ifDraftListed(draftCity, atFifty, exemptHra));
  }
  const taxableHra = hraReceived - exemptHra;

  if (da > 0) notes.push(h.dearnessAllowance);
  if (commission > 0) notes.push(h.commission);
  if (rent === 0) notes.push(h.noRent);
  if (newRegime) notes.push(h.newRegime(hraReceived, leastOfLimbs));
  else notes.push(h.oldRegimeOnly);

  const steps: Step[] = [
    { label: h.salaryForHra, amount: salary, note: h.salaryForHraNote },
    { label: h.actualHra, amount: actualHra, section: '10(13A)' },
    {
      label: h.rentLessTenPercent,
      amount: rentMinusTenPercent,
      section: '10(13A)',
    },
    {
      label: metro ? h.percentMetro : h.percentNonMetro,
      amount: percentOfSalary,
      section: '10(13A)',
    },
    newRegime
      ? {
          label: h.exemptNew,
          amount: 0,
          section: '115BAC(2)',
          section2025: '202(2)',
        }
      : { label: h.exemptOld, amount: exemptHra, section: '10(13A)' },
    { label: h.taxableHra, amount: taxableHra, section: '17', section2025: '16' },
  ];
  return {
    financialYear,
    exemptHra,
    taxableHra,
    salaryForHra: salary,
    percentApplied: percent,
    metro,
    limbs: { actualHra, rentMinusTenPercent, percentOfSalary },
    steps,
    notes,
  };
}
