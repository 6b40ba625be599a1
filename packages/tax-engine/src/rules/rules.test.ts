// The rule tables themselves: every value cited, no value applied before it took effect, the
// tables serialisable for GET /api/tax-rules/:financialYear, and the published figures the tables were checked against.
import { describe, expect, it } from 'vitest';
import type { Cited, FinancialYear, TaxRules } from '../types';
import { costInflationIndex } from './cii';
import {
  DEFAULT_FINANCIAL_YEAR,
  SUPPORTED_FINANCIAL_YEARS,
  isSupportedFinancialYear,
  rulesFor,
} from './index';

const METADATA = new Set([
  'financialYear',
  'assessmentYear',
  'governingAct',
  'period',
  'transfersFrom',
  'transfersTo',
]);

function isCited(value: unknown): value is Cited<unknown> {
  return typeof value === 'object' && value !== null && 'value' in value && 'citation' in value;
}

/** Every Cited value in a table, with its path; throws on a bare value outside a citation. */
function citedValues(
  node: unknown,
  path: string,
  out: { path: string; cited: Cited<unknown> }[] = [],
) {
  if (isCited(node)) {
    out.push({ path, cited: node });
    return out;
  }
  if (node === null) return out; // e.g. grandfathering before it existed
  if (Array.isArray(node)) node.forEach((child, i) => citedValues(child, `${path}[${i}]`, out));
  else if (typeof node === 'object') {
    for (const [key, child] of Object.entries(node)) {
      if (METADATA.has(key)) continue;
      citedValues(child, `${path}.${key}`, out);
    }
  } else {
    throw new Error(`${path} holds a bare value (${String(node)}) without a citation`);
  }
  return out;
}

// The only Income-tax Act 2025 numbers verified against the enacted text (docs/tax-sources.md).
const VERIFIED_2025 = new Set([
  '202',
  '156',
  '19',
  '196',
  '197',
  '198',
  '516',
  '403',
  '404',
  '405',
  '408',
  '425',
  '58',
  // Return due date and ss.234A, 234B, 234F: checked against the enacted text (see the citations).
  '263',
  '423',
  '424',
  '428',
  // Interest on a house loan (s.24(b)): checked against the enacted text.
  '22',
]);

describe.each(SUPPORTED_FINANCIAL_YEARS)('rule table FY %s', (fy) => {
  const rules: TaxRules = rulesFor(fy);
  const values = citedValues(rules, fy);

  it('cites every value', () => {
    expect(values.length).toBeGreaterThan(40);
    for (const { path, cited } of values) {
      expect(cited.citation.financeAct, path).toBeTruthy();
      expect(cited.citation.effectiveFrom, path).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(cited.citation.act1961 ?? cited.citation.financeAct, path).toBeTruthy();
    }
  });

  it('applies no value before it took effect', () => {
    for (const { path, cited } of values) {
      const { effectiveFrom, transferDateKeyed } = cited.citation;
      if (transferDateKeyed) {
        // Keyed by date of transfer: may start inside the year, never after it.
        expect(effectiveFrom > rules.period.start && effectiveFrom <= rules.period.end, path).toBe(
          true,
        );
      } else {
        expect(effectiveFrom <= rules.period.start, `${path} effective ${effectiveFrom}`).toBe(
          true,
        );
      }
    }
  });

  it('keys capital-gains periods by transfer date inside the year, without gaps', () => {
    const periods = rules.capitalGains.periods;
    expect(periods[0]?.transfersFrom).toBe(rules.period.start);
    expect(periods[periods.length - 1]?.transfersTo).toBe(rules.period.end);
    for (const p of periods) {
      for (const value of [p.stcg111A, p.ltcg112A, p.ltcg112, p.holdingMonths]) {
        // A rate may only apply to transfers on or after its effective date.
        expect(value.citation.effectiveFrom <= p.transfersFrom).toBe(true);
      }
    }
  });

  it('quotes only verified Income-tax Act 2025 section numbers', () => {
    for (const { path, cited } of values) {
      const act2025 = cited.citation.act2025;
      if (!act2025) continue;
      for (const ref of act2025.split(/,\s*/)) {
        const number = /^s{1,2}\.(\d+)/.exec(ref)?.[1];
        expect(number && VERIFIED_2025.has(number), `${path}: ${ref}`).toBe(true);
      }
    }
  });

  it('marks the doubts and the unsourced values', () => {
    const flagged = values
      .filter(({ cited }) => cited.citation.unsourced || cited.citation.doubt)
      .map(({ path }) => path);
    expect(flagged).toContain(`${fy}.deductions.housePropertyLossSetOff`);
    expect(flagged).toContain(`${fy}.advanceTax.shortfallRounding`);
    expect(flagged).toContain(`${fy}.newRegime.rebate87A`);
  });

  it('is JSON-serialisable (served by GET /api/tax-rules/:financialYear)', () => {
    expect(JSON.parse(JSON.stringify(rules))).toEqual(rules);
  });

  it('is frozen', () => {
    expect(Object.isFrozen(rules)).toBe(true);
    expect(Object.isFrozen(rules.newRegime.slabs.value)).toBe(true);
  });

  it('has one new-regime table for all ages and the statutory old-regime tables', () => {
    const old = rules.oldRegime.slabsByAge.value;
    expect(old.below60[0]).toEqual({ upTo: 250_000, ratePercent: 0 });
    expect(old['60to80'][0]).toEqual({ upTo: 300_000, ratePercent: 0 });
    expect(old['80plus'][0]).toEqual({ upTo: 500_000, ratePercent: 0 });
    expect(rules.oldRegime.standardDeduction.value).toBe(50_000);
    expect(rules.oldRegime.rebate87A.value).toEqual({
      threshold: 500_000,
      maxRebate: 12_500,
      marginalRelief: false,
      limitedToSlabTax: false,
    });
    expect(rules.oldRegime.surcharge.value.map((b) => b.ratePercent)).toEqual([10, 15, 25, 37]);
    expect(rules.newRegime.surcharge.value.map((b) => b.ratePercent)).toEqual([10, 15, 25]);
    expect(rules.cess.value.ratePercent).toBe(4);
    expect(rules.deductions.section80C.value.limit).toBe(150_000);
    expect(rules.deductions.newRegimeAllows.value).toEqual(['standardDeduction', 'section80CCD2']);
  });
});

describe('year-specific values', () => {
  const bands = (fy: FinancialYear) =>
    rulesFor(fy)
      .newRegime.slabs.value.map((b) => `${b.upTo ?? 'inf'}@${b.ratePercent}`)
      .join(' ');

  it('new-regime slabs', () => {
    expect(bands('2023-24')).toBe('300000@0 600000@5 900000@10 1200000@15 1500000@20 inf@30');
    expect(bands('2024-25')).toBe('300000@0 700000@5 1000000@10 1200000@15 1500000@20 inf@30');
    expect(bands('2025-26')).toBe(
      '400000@0 800000@5 1200000@10 1600000@15 2000000@20 2400000@25 inf@30',
    );
    expect(bands('2026-27')).toBe(bands('2025-26'));
  });

  it('standard deduction, rebate and 80CCD(2) by year', () => {
    const row = (fy: FinancialYear) => {
      const r = rulesFor(fy);
      return [
        r.newRegime.standardDeduction.value,
        r.newRegime.rebate87A.value.threshold,
        r.newRegime.rebate87A.value.maxRebate,
        r.newRegime.rebate87A.value.limitedToSlabTax,
        r.deductions.section80CCD2.value.newRegimePercent,
      ];
    };
    expect(row('2023-24')).toEqual([50_000, 700_000, 25_000, false, 10]);
    expect(row('2024-25')).toEqual([75_000, 700_000, 25_000, false, 14]);
    expect(row('2025-26')).toEqual([75_000, 1_200_000, 60_000, true, 14]);
    expect(row('2026-27')).toEqual([75_000, 1_200_000, 60_000, true, 14]);
  });

  it('capital gains split at 23 July 2024', () => {
    const fy24 = rulesFor('2024-25').capitalGains;
    expect(
      fy24.periods.map((p) => [
        p.transfersFrom,
        p.transfersTo,
        p.stcg111A.value.ratePercent,
        p.ltcg112A.value.ratePercent,
        p.ltcg112.value.ratePercent,
        p.holdingMonths.value.otherAssets,
      ]),
    ).toEqual([
      ['2024-04-01', '2024-07-22', 15, 10, 20, 36],
      ['2024-07-23', '2025-03-31', 20, 12.5, 12.5, 24],
    ]);
    expect(fy24.exemption112A.value.limit).toBe(125_000); // DOUBT-3: statute, aggregate
    expect(fy24.exemption112A.citation.doubt).toBe('DOUBT-3');
    expect(rulesFor('2023-24').capitalGains.exemption112A.value.limit).toBe(100_000);
    expect(rulesFor('2023-24').capitalGains.grandfatheringLandBuilding).toBeNull();
    expect(rulesFor('2025-26').capitalGains.periods).toHaveLength(1);
  });

  it('CII to 2025-26; 2026-27 not sourced', () => {
    const cii = rulesFor('2026-27').costInflationIndex.value;
    expect(cii[0]).toEqual({ financialYear: '2001-02', index: 100 });
    expect(cii[cii.length - 1]).toEqual({ financialYear: '2025-26', index: 376 });
    expect(costInflationIndex('2024-25')).toBe(363);
    expect(costInflationIndex('2023-24')).toBe(348);
    expect(costInflationIndex('2026-27')).toBeUndefined();
    expect(rulesFor('2023-24').costInflationIndex.value.at(-1)).toEqual({
      financialYear: '2023-24',
      index: 348,
    });
  });

  it('advance-tax dates move with the year', () => {
    expect(rulesFor('2026-27').advanceTax.schedule.value).toEqual([
      { dueDate: '2026-06-15', cumulativePercent: 15 },
      { dueDate: '2026-09-15', cumulativePercent: 45 },
      { dueDate: '2026-12-15', cumulativePercent: 75 },
      { dueDate: '2027-03-15', cumulativePercent: 100 },
    ]);
    expect(rulesFor('2023-24').advanceTax.presumptiveDueDate.value.dueDate).toBe('2024-03-15');
  });

  it('HRA: four 50 % cities in every year; the FY 2026-27 eight-city list is only a draft', () => {
    for (const fy of SUPPORTED_FINANCIAL_YEARS)
      expect(rulesFor(fy).hra.metroCities.value).toEqual(['Mumbai', 'Kolkata', 'Delhi', 'Chennai']);
    expect(rulesFor('2026-27').hra.draftMetroCities?.value).toEqual([
      'Bengaluru',
      'Hyderabad',
      'Pune',
      'Ahmedabad',
    ]);
    expect(rulesFor('2026-27').hra.draftMetroCities?.citation.unsourced).toBe(true);
    expect(rulesFor('2025-26').hra.draftMetroCities).toBeNull();
  });

  it('presumptive limits', () => {
    const p = rulesFor('2025-26').presumptive;
    expect(p.section44AD.value).toMatchObject({
      digitalRatePercent: 6,
      otherRatePercent: 8,
      limit: 20_000_000,
      enhancedLimit: 30_000_000,
    });
    expect(p.section44ADA.value).toMatchObject({
      ratePercent: 50,
      limit: 5_000_000,
      enhancedLimit: 7_500_000,
    });
  });
});

describe('rulesFor', () => {
  it('defaults and guards', () => {
    expect(DEFAULT_FINANCIAL_YEAR).toBe('2026-27');
    expect(isSupportedFinancialYear('2022-23')).toBe(false);
    expect(isSupportedFinancialYear('2025-26')).toBe(true);
    expect(() => rulesFor('2022-23' as FinancialYear)).toThrow(RangeError);
  });
});
