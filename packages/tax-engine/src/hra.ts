// hraExemption: s.10(13A) with Rule 2A - the least of (a) HRA received, (b) rent paid less 10 %
// of salary, (c) 50 % of salary in Mumbai/Kolkata/Delhi/Chennai, 40 % elsewhere. "Salary" = basic
// + DA forming part of retirement benefits + commission at a fixed % of turnover. The amounts are
// those of the period the house was rented (run once per period for a move or a rent change).
// The new regime allows no HRA exemption (s.115BAC(2); ITA 2025 s.202(2)(a)): the limbs are then
// shown for information only.
import { formatInr } from './format';
import { divFloor } from './rounding';
import { DEFAULT_FINANCIAL_YEAR, rulesFor } from './rules/index';
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
  return cityVerdict(city.trim(), financialYear).listed;
}

interface CityVerdict {
  readonly listed: string | undefined;
  /** On the draft 50 % list but not applied (the notified list is not in our sources). */
  readonly draft: string | undefined;
  /** What the result says about the city (its rate, and the draft list where it applies). */
  readonly notes: readonly string[];
}

// Few distinct cities are ever asked about; resolving one (aliases, notes) costs more than the rest
// of the exemption, so the verdict is kept per year and name, in a bounded map.
const CITY_CACHE = new Map<string, CityVerdict>();
const CITY_CACHE_LIMIT = 1_000;

function cityVerdict(city: string, financialYear: FinancialYear): CityVerdict {
  const key = `${financialYear}|${city}`;
  const cached = CITY_CACHE.get(key);
  if (cached) return cached;
  const rules = rulesFor(financialYear).hra;
  const canonical = canonicalCity(city, rules.cityAliases.value);
  const listed = rules.metroCities.value.find((c) => c.toLowerCase() === canonical);
  const notes = [
    listed
      ? `${listed} is a 50 % city under Rule 2A for FY ${financialYear}.`
      : `"${city}" is not among the 50 % cities for FY ${financialYear} (${rules.metroCities.value.join(', ')}): 40 % applies.`,
  ];
  const draft = rules.draftMetroCities?.value.find((c) => c.toLowerCase() === canonical);
  if (draft && !listed) {
    notes.push(
      `${draft} is on the DRAFT Income-tax Rules 2026 list of 50 % cities. The Rules were notified on 20 March 2026 (G.S.R. 198(E)) and news reports of the notification say the longer list was kept, but the notified HRA rule itself is not in our sources: 40 % kept (UNCONFIRMED).`,
    );
  }
  const verdict: CityVerdict = { listed, draft: listed ? undefined : draft, notes };
  if (CITY_CACHE.size >= CITY_CACHE_LIMIT) CITY_CACHE.clear();
  CITY_CACHE.set(key, verdict);
  return verdict;
}

export function hraExemption(input: HraInput): HraResult {
  const financialYear = input.financialYear ?? DEFAULT_FINANCIAL_YEAR;
  const rules = rulesFor(financialYear).hra;
  const notes: string[] = [];
  if (input.financialYear === undefined)
    notes.push(`Financial year not given: ${DEFAULT_FINANCIAL_YEAR} assumed.`);

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
    const verdict = cityVerdict(city, financialYear);
    const listed = verdict.listed;
    if (input.metro !== undefined && input.metro !== (listed !== undefined)) {
      notes.push(`City "${city}" decides the rate (the metro flag is ignored).`);
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
    if (atFifty > exemptHra)
      notes.push(
        `If the notified rule does list ${draftCity}, the exemption is ${formatInr(atFifty)} (50 % of salary) instead of ${formatInr(exemptHra)}.`,
      );
  }
  const taxableHra = hraReceived - exemptHra;

  if (da > 0)
    notes.push(
      'Dearness allowance counted in salary: it must form part of retirement benefits under the terms of employment (Rule 2A).',
    );
  if (commission > 0)
    notes.push(
      'Commission counted in salary: it must be a fixed percentage of turnover achieved (Rule 2A).',
    );
  if (rent === 0) notes.push('No rent paid: no HRA exemption.');
  if (newRegime)
    notes.push(
      `New regime: no HRA exemption (s.115BAC(2); ITA 2025 s.202(2)(a)); the whole HRA of ${formatInr(hraReceived)} is taxable. The limbs are shown for information (the old regime would exempt ${formatInr(leastOfLimbs)}).`,
    );
  else notes.push('The HRA exemption is allowed only in the old regime (s.115BAC(2)).');

  const steps: Step[] = [
    { label: 'Salary for HRA (basic + DA + commission)', amount: salary, note: 'Rule 2A' },
    { label: '(a) Actual HRA received', amount: actualHra, section: '10(13A)' },
    {
      label: '(b) Rent paid minus 10 % of salary',
      amount: rentMinusTenPercent,
      section: '10(13A)',
    },
    {
      label: metro ? '(c) 50 % of salary (metro)' : '(c) 40 % of salary (non-metro)',
      amount: percentOfSalary,
      section: '10(13A)',
    },
    newRegime
      ? {
          label: 'Exempt HRA (new regime: none)',
          amount: 0,
          section: '115BAC(2)',
          section2025: '202(2)',
        }
      : { label: 'Exempt HRA (least of a, b, c)', amount: exemptHra, section: '10(13A)' },
    { label: 'Taxable HRA', amount: taxableHra, section: '17', section2025: '16' },
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
