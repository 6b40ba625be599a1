// Every rate and limit the content quotes where it overlaps the tax engine is stated twice: once
// in the text and once as a structured claim. This test checks (a) that the text really contains
// the claimed figure, formatted as readers see it, and (b) that the figure equals the engine's
// rule table for that year. Worked figures in guides are recomputed with the engine. A change to
// a figure in the text, in a claim or in the engine makes this test fail.
import { rulesFor } from '@taxguide/tax-engine';
import type { TaxRules } from '@taxguide/tax-engine';
import { describe, expect, it } from 'vitest';
import { claimFigure, occurrences } from './claim-figures';
import { explainCalculation, renderExamples, runEngine } from './examples/render';
import { faqs } from './faq';
import { formatINR } from './format';
import { guides } from './guides/index';
import { sections } from './sections/index';
import type { AnyClaim, ClaimRule, GuideFigure, SlabClaim } from './types';

function isSlabClaim(claim: AnyClaim): claim is SlabClaim {
  return claim.rule === 'slab.new.rate' || claim.rule === 'slab.old.rate';
}

function only<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`engine has no ${what}`);
  return value;
}

/** The engine's value for a claim; exhaustive over ClaimRule so a new rule must be mapped here. */
function engineValue(claim: AnyClaim): number {
  const r: TaxRules = rulesFor(claim.fy);
  const d = r.deductions;
  // Capital-gains rates of the period that covers the last day of the year (after 23-07-2024).
  const gains = () =>
    only(
      r.capitalGains.periods.find(
        (p) => p.transfersFrom <= r.period.end && r.period.end <= p.transfersTo,
      ),
      'gains period',
    );
  const instalment = (i: number) =>
    only(r.advanceTax.schedule.value[i], `instalment ${i}`).cumulativePercent;
  const rule: ClaimRule = claim.rule;
  switch (rule) {
    case 'deduction.80C.cap':
      return d.section80C.value.limit;
    case 'deduction.80CCD1B.cap':
      return d.section80CCD1B.value.limit;
    case 'deduction.80CCD2.newRegimePercent':
      return d.section80CCD2.value.newRegimePercent;
    case 'deduction.80CCD2.oldRegimePercent':
      return d.section80CCD2.value.oldRegimePercent;
    case 'deduction.80D.self':
      return d.section80D.value.selfFamily;
    case 'deduction.80D.selfSenior':
      return d.section80D.value.selfFamilySenior;
    case 'deduction.80D.parents':
      return d.section80D.value.parents;
    case 'deduction.80D.parentsSenior':
      return d.section80D.value.parentsSenior;
    case 'deduction.80TTA.cap':
      return d.section80TTA.value.limit;
    case 'deduction.80TTB.cap':
      return d.section80TTB.value.limit;
    case 'deduction.80DD.disability':
      return d.section80DD.value.disability;
    case 'deduction.80DD.severe':
      return d.section80DD.value.severe;
    case 'deduction.80DDB.limit':
      return d.section80DDB.value.limit;
    case 'deduction.80DDB.seniorLimit':
      return d.section80DDB.value.seniorLimit;
    case 'deduction.80U.disability':
      return d.section80U.value.disability;
    case 'deduction.80U.severe':
      return d.section80U.value.severe;
    case 'deduction.80GG.perMonth':
      return d.section80GG.value.perMonth;
    case 'deduction.80EE.limit':
      return d.section80EE.value.limit;
    case 'deduction.80EEA.limit':
      return d.section80EEA.value.limit;
    case 'deduction.80G.qualifyingPercent':
      return d.section80GQualifyingLimit.value.percentOfAdjustedGrossTotalIncome;
    case 'deduction.24b.selfOccupied':
      return d.selfOccupiedInterest.value.limit;
    case 'deduction.housePropertyLossSetOff':
      return d.housePropertyLossSetOff.value.limit;
    case 'standardDeduction.new':
      return r.newRegime.standardDeduction.value;
    case 'standardDeduction.old':
      return r.oldRegime.standardDeduction.value;
    case 'rebate87A.new.threshold':
      return r.newRegime.rebate87A.value.threshold;
    case 'rebate87A.new.max':
      return r.newRegime.rebate87A.value.maxRebate;
    case 'rebate87A.old.threshold':
      return r.oldRegime.rebate87A.value.threshold;
    case 'rebate87A.old.max':
      return r.oldRegime.rebate87A.value.maxRebate;
    case 'slab.new.rate':
    case 'slab.old.rate': {
      if (!isSlabClaim(claim)) throw new Error(`${rule} claim without upTo`);
      const bands =
        rule === 'slab.new.rate'
          ? r.newRegime.slabs.value
          : r.oldRegime.slabsByAge.value[claim.ageGroup ?? 'below60'];
      return only(
        bands.find((b) => b.upTo === claim.upTo),
        `${rule} band up to ${claim.upTo}`,
      ).ratePercent;
    }
    case 'cess.rate':
      return r.cess.value.ratePercent;
    case 'rounding.totalIncomeNearest':
      return r.rounding.value.totalIncomeNearest;
    case 'rounding.taxNearest':
      return r.rounding.value.taxNearest;
    case 'capitalGains.111A.rate':
      return gains().stcg111A.value.ratePercent;
    case 'capitalGains.112A.rate':
      return gains().ltcg112A.value.ratePercent;
    case 'capitalGains.112.rate':
      return gains().ltcg112.value.ratePercent;
    case 'capitalGains.112A.exemption':
      return r.capitalGains.exemption112A.value.limit;
    case 'houseProperty.standardDeductionPercent':
      return r.houseProperty.standardDeduction.value.percentOfNetAnnualValue;
    case 'familyPension.oldRegimeCap':
      return r.otherSources.familyPension.value.oldRegimeCap;
    case 'familyPension.newRegimeCap':
      return r.otherSources.familyPension.value.newRegimeCap;
    case 'specialRate.flatPercent':
      return r.otherSources.flatRateIncome.value.ratePercent;
    case 'nonResident.dividendPercent':
      return r.otherSources.nonResidentDividends.value.ratePercent;
    case 'hra.metroPercent':
      return r.hra.percentOfSalary.value.metro;
    case 'hra.nonMetroPercent':
      return r.hra.percentOfSalary.value.nonMetro;
    case 'hra.rentExcessPercent':
      return r.hra.rentExcessOverPercentOfSalary.value.percent;
    case 'presumptive.44AD.rate':
      return r.presumptive.section44AD.value.otherRatePercent;
    case 'presumptive.44AD.digitalRate':
      return r.presumptive.section44AD.value.digitalRatePercent;
    case 'presumptive.44ADA.rate':
      return r.presumptive.section44ADA.value.ratePercent;
    case 'advanceTax.threshold':
      return r.advanceTax.threshold.value.amount;
    case 'advanceTax.cumulative.june':
      return instalment(0);
    case 'advanceTax.cumulative.september':
      return instalment(1);
    case 'advanceTax.cumulative.december':
      return instalment(2);
    case 'advanceTax.cumulative.march':
      return instalment(3);
    default: {
      const unmapped: never = rule;
      throw new Error(`unmapped claim rule ${String(unmapped)}`);
    }
  }
}

/** The claim's quote is in the text exactly once and shows the claimed figure (and slab band). */
function expectClaimInText(claim: AnyClaim, text: string, where: string): void {
  const shown = claimFigure(claim);
  const label = `${where}: ${claim.rule} FY ${claim.fy} quote "${claim.quote}"`;
  expect(
    occurrences(text, claim.quote),
    `${label} must appear exactly once in the text`,
  ).toHaveLength(1);
  if (shown === 'Nil') expect(claim.quote, label).toMatch(/\bnil\b/i);
  else expect(claim.quote, `${label} does not show ${shown}`).toContain(shown);
  if (isSlabClaim(claim) && claim.upTo !== null)
    expect(claim.quote, `${label} does not show the band`).toContain(formatINR(claim.upTo));
}

/**
 * Every rupee figure in the text that equals one of the item's claimed rupee figures must sit
 * inside a claim quote (or a declared incidental excerpt): no statement of a limit is unchecked.
 */
function uncoveredFigures(
  text: string,
  claims: readonly AnyClaim[],
  incidental: readonly string[],
): string[] {
  const covered: Array<[number, number]> = [];
  for (const quote of [...claims.map((c) => c.quote), ...incidental]) {
    for (const at of occurrences(text, quote)) covered.push([at, at + quote.length]);
  }
  const missing: string[] = [];
  for (const figure of new Set(
    claims.filter((c) => c.unit === 'inr').map((c) => formatINR(c.value)),
  )) {
    for (const at of occurrences(text, figure)) {
      // "₹50,000" inside "₹1,50,000" is a different figure.
      if (/[\d,]/.test(text[at + figure.length] ?? '') || text[at - 1] === ',') continue;
      if (!covered.some(([from, to]) => at >= from && at + figure.length <= to)) {
        missing.push(
          `${figure} in "…${text.slice(Math.max(0, at - 40), at + figure.length + 20)}…"`,
        );
      }
    }
  }
  return missing;
}

const claimSources = [
  ...sections.map((s) => ({
    where: `section ${s.sectionNumber}`,
    claims: s.claims ?? [],
    incidental: s.incidentalFigures ?? [],
    text: [s.description, s.summary, s.fullText, ...s.keyLimits].join('\n'),
  })),
  ...faqs.map((f) => ({
    where: `faq ${f.id}`,
    claims: f.claims ?? [],
    incidental: f.incidentalFigures ?? [],
    text: `${f.question}\n${f.answer}`,
  })),
  ...guides.map((g) => ({
    where: `guide ${g.slug}`,
    claims: g.claims ?? [],
    incidental: g.incidentalFigures ?? [],
    text: [g.title, g.excerpt, g.markdown].join('\n'),
  })),
];

describe('claims: rates and limits quoted in the content match the engine', () => {
  it('covers the overlapping rules the issue names', () => {
    const used = new Set(claimSources.flatMap((s) => s.claims.map((c) => c.rule)));
    for (const rule of [
      'deduction.80C.cap',
      'deduction.80D.self',
      'deduction.80D.parentsSenior',
      'rebate87A.new.threshold',
      'rebate87A.new.max',
      'rebate87A.old.threshold',
      'slab.new.rate',
      'slab.old.rate',
      'capitalGains.111A.rate',
      'capitalGains.112A.rate',
      'capitalGains.112A.exemption',
      'capitalGains.112.rate',
      'standardDeduction.new',
      'standardDeduction.old',
      'deduction.80CCD1B.cap',
      'deduction.80TTA.cap',
      'deduction.80TTB.cap',
      'deduction.24b.selfOccupied',
    ] satisfies ClaimRule[]) {
      expect(used, rule).toContain(rule);
    }
  });

  const cases = claimSources.flatMap((s) =>
    s.claims.map((c) => [s.where, `${c.rule} ${c.fy}: ${c.quote}`, c, s.text] as const),
  );
  it.each(cases)('%s: %s', (where, _label, claim, text) => {
    expectClaimInText(claim, text, where);
    expect(engineValue(claim), `${where}: ${claim.rule} for FY ${claim.fy}`).toBe(claim.value);
  });

  it.each(claimSources.filter((s) => s.claims.length > 0).map((s) => [s.where, s] as const))(
    '%s: every stated limit is claimed',
    (_w, s) => {
      expect(uncoveredFigures(s.text, s.claims, s.incidental)).toEqual([]);
      for (const quote of s.incidental) expect(s.text, `incidental "${quote}"`).toContain(quote);
    },
  );

  it('would catch a changed figure in the text', () => {
    const claim = {
      rule: 'deduction.80C.cap',
      value: 150000,
      fy: '2026-27',
      unit: 'inr',
      quote: 'up to ₹1,50,000 under 80C',
    } as const;
    expect(() => expectClaimInText(claim, 'Claim up to ₹2,00,000 under 80C', 'probe')).toThrow();
    expect(
      uncoveredFigures(
        'Cap ₹1,50,000. Also ₹1,50,000 here.',
        [{ ...claim, quote: 'Cap ₹1,50,000.' }],
        [],
      ),
    ).toHaveLength(1);
    expect(engineValue({ ...claim, value: 200000 })).not.toBe(200000);
  });
});

function field(result: unknown, path: string): number {
  let value: unknown = result;
  for (const key of path.split('.')) {
    if (value === null || typeof value !== 'object') throw new Error(`no ${path}`);
    value = (value as Record<string, unknown>)[key];
  }
  if (typeof value !== 'number') throw new Error(`${path} is not a number: ${String(value)}`);
  return value;
}

function figureValue(f: GuideFigure): number {
  let v = field(runEngine(f.calculation), f.field);
  if (f.minus) v -= field(runEngine(f.minus.calculation), f.minus.field);
  if (f.divideBy) v = Math.round(v / f.divideBy);
  return v;
}

describe('worked figures in guides and sections are recomputed by the engine', () => {
  const cases = [
    ...guides.flatMap((g) =>
      (g.figures ?? []).map((f) => [g.slug, f.label, f, g.markdown] as const),
    ),
    ...sections.flatMap((s) =>
      (s.figures ?? []).map((f) => [`section ${s.sectionNumber}`, f.label, f, s.fullText] as const),
    ),
  ];

  it('checks figures in most guides', () => {
    expect(cases.length).toBeGreaterThanOrEqual(60);
    expect(guides.filter((g) => (g.figures ?? []).length > 0).length).toBeGreaterThanOrEqual(10);
  });

  it.each(cases)('%s: %s', (slug, _label, f, markdown) => {
    expect(figureValue(f), `${slug}: engine disagrees with the guide`).toBe(f.value);
    expect(markdown, `${slug}: the guide does not print ${formatINR(f.value)}`).toContain(
      formatINR(f.value),
    );
  });

  it('prints the CBDT worked example exactly: ₹12,10,000 pays ₹10,400 with cess', () => {
    const guide = guides.find((g) => g.slug === 'section-87a-rebate-marginal-relief');
    const f = guide?.figures?.find((x) => x.value === 10400);
    expect(f && figureValue(f)).toBe(10400);
    expect(guide?.markdown).toContain('| ₹12,10,000 | ₹61,500 | ₹10,400 |');
  });
});

describe('section examples: figures come from the engine', () => {
  it.each(sections.map((s) => [s.sectionNumber, s] as const))('%s renders', (_n, s) => {
    const rendered = renderExamples(s);
    expect(rendered).toHaveLength(s.examples.length);
    rendered.forEach((r, i) => {
      const example = s.examples[i];
      expect(r.title).toBe(example?.title);
      expect(r.text.startsWith(example?.scenario ?? '')).toBe(true);
      expect(r.text).not.toMatch(/NaN|undefined|Infinity|\[object/);
      if (example?.calculation) {
        const explanation = explainCalculation(example.calculation);
        expect(explanation.trim().length).toBeGreaterThan(20);
        expect(explanation).toMatch(/₹\d/);
        expect(r.text.endsWith(explanation)).toBe(true);
      }
    });
  });

  it('uses the engine for a meaningful share of the examples', () => {
    const computed = sections.flatMap((s) => s.examples).filter((e) => e.calculation);
    expect(computed.length).toBeGreaterThanOrEqual(20);
    const calculators = new Set(computed.map((e) => e.calculation?.calculator));
    expect(calculators).toEqual(
      new Set(['income_tax', 'compare', 'hra', 'capital_gains', 'presumptive', 'advance_tax']),
    );
  });

  it('tracks the engine: the 87A example shows ₹10,400 today', () => {
    const example = sections.find((s) => s.sectionNumber === '87A')?.examples[0];
    expect(example?.calculation && explainCalculation(example.calculation)).toContain('₹10,400');
  });
});
