// Income from other sources (s.56-58; ITA 2025 ss.92-95): interest and other income, dividends,
// a family pension less its s.57(iia) deduction, and income taxed at 30 % flat (lottery and the
// like, online games, virtual digital assets: s.115BB, 115BBJ, 115BBH).
import type { CompiledYear } from '../compiled';
import type { EngineText } from '../text/en/index';
import type { IncomeTaxInput, Step } from '../types';
import { whole } from './common';
import { type Gain, newGain } from './special-rates';

export interface OtherSourcesHead {
  /** Taxed at slab rates (after the family-pension deduction). */
  readonly income: number;
  /** Dividends inside `income` (their surcharge is capped at 15 %). */
  readonly dividends: number;
  readonly familyPensionDeduction: number;
  /** Income at 30 % flat, one entry per section given. */
  readonly flat: readonly Gain[];
  readonly flatIncome: number;
  /** Dividends, a family pension or 30 % income was given. */
  readonly wholeYearGiven: boolean;
}

const NO_FLAT: readonly Gain[] = Object.freeze([]);

export function otherSourcesHead(
  input: IncomeTaxInput,
  y: CompiledYear,
  isOld: boolean,
  resident: boolean,
  annualIsOther: boolean,
  steps: Step[],
  notes: string[],
  t: EngineText,
): OtherSourcesHead {
  const x = t.otherSources;
  // A non-resident's dividends are taxed at 20 % under s.115A, not at slab rates.
  const dividendsGiven = input.dividends;
  const pensionGiven = input.familyPension;
  const allDividends = whole(dividendsGiven);
  const dividends = resident ? allDividends : 0;
  const nrDividends = resident ? 0 : allDividends;
  const pension = whole(pensionGiven);
  let familyPensionDeduction = 0;
  if (pension > 0) {
    const cap = isOld ? y.familyPensionCapOld : y.familyPensionCapNew;
    familyPensionDeduction = Math.min(Math.floor(pension / y.familyPensionDenominator), cap);
    // A family pension falls in the residual charge of s.56(1) (ITA 2025 s.92(1)); s.56(2)(ii) is
    // hire of machinery, plant or furniture.
    steps.push({
      label: x.familyPension,
      amount: pension,
      section: '56(1)',
      section2025: '92(1)',
    });
    steps.push({
      label: x.lessFamilyPension,
      amount: familyPensionDeduction,
      section: '57(iia)',
      section2025: '93(1)(d)',
    });
  }
  const income =
    (annualIsOther ? whole(input.annualIncome) : 0) +
    whole(input.otherIncome) +
    dividends +
    pension -
    familyPensionDeduction;
  if (income > 0)
    steps.push({ label: x.otherSources, amount: income, section: '56', section2025: '92' });

  let flat = NO_FLAT;
  let flatIncome = 0;
  if (nrDividends > 0) {
    flat = [newGain('115A', false, nrDividends, y.nonResidentDividendBp)];
    steps.push({
      label: x.nrDividends,
      amount: nrDividends,
      section: '115A',
      section2025: '207(1)',
    });
    notes.push(x.nrDividendsNote);
  }
  const s = input.specialRateIncome;
  if (s) {
    const lottery = whole(s.lottery115BB);
    const games = whole(s.onlineGames115BBJ);
    const vda = whole(s.virtualDigitalAssets115BBH);
    const list: Gain[] = flat === NO_FLAT ? [] : (flat as Gain[]);
    if (lottery > 0) list.push(newGain('115BB', false, lottery, y.flatRateBp));
    if (games > 0) list.push(newGain('115BBJ', false, games, y.flatRateBp));
    if (vda > 0) list.push(newGain('115BBH', false, vda, y.flatRateBp));
    flatIncome = lottery + games + vda;
    if (flatIncome > 0) {
      flat = list;
      steps.push({ label: x.flat, amount: flatIncome, section: '115BB', section2025: '194' });
      notes.push(x.flatNote);
    }
  }
  const wholeYearGiven =
    dividendsGiven !== undefined || pensionGiven !== undefined || s !== undefined;
  return { income, dividends, familyPensionDeduction, flat, flatIncome, wholeYearGiven };
}
