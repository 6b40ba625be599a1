/**
 * Questions of the kinds that failed after the people's set was tuned: sections we have no page
 * for, clauses typed without brackets, narrower names (a tenant's TDS, surcharge), figures stated
 * in the question, salaries in "lpa", and product comparisons. Expected figures come from the
 * engine's rules and the section map, never typed in.
 */
import { abbreviations, formatINR, lookupAct1961, runEngine, call } from '@taxguide/content';
import { DEFAULT_FINANCIAL_YEAR, rulesFor } from '@taxguide/tax-engine';
import { describe, expect, it } from 'vitest';
import { pageSection } from '../src/citations';
import { createExplainer } from '../src/explainer';
import { findSectionReferences } from '../src/section-references';

const explainer = createExplainer({ today: () => '2026-11-23' });
const ask = async (q: string) => (await explainer.explain(q)).answer;
const rules = rulesFor(DEFAULT_FINANCIAL_YEAR);

describe('a 1961 section we have no page for, but the 2025 Act carries', () => {
  it.each([
    ['194lbc', '194LBC'],
    ['80cch', '80CCH'],
    ['agniveer', '80CCH'],
    ['agniveer corpus fund deduction', '80CCH'],
    ['192a', '192A'],
    ['pf withdrawal before 5 years tax', '192A'],
  ])('"%s" says where %s went and points at our nearest pages', async (question, number) => {
    const answer = await ask(question);
    expect(answer.refused).toBeUndefined();
    expect(answer.sectionNumber).toBeNull();
    expect(answer.section).toBe(`Section ${number} of the Income-tax Act 1961`);
    const row = lookupAct1961(number)!.to2025[0]!;
    expect(answer.explanation).toContain(`section ${row.number} (${row.title})`);
    expect(answer.explanation).toContain('We do not have a page explaining this section yet');
    expect(answer.citations.length).toBeGreaterThan(0);
    for (const c of answer.citations) expect(pageSection(c.sectionNumber)).toBeDefined();
  });

  it('offers the page that mentions the Agniveer fund first', async () => {
    expect((await ask('agniveer')).citations[0]?.sectionNumber).toBe('115BAC');
  });

  it('leads PF withdrawals to our salary-TDS page, whose 2025 section also holds 192A', async () => {
    expect((await ask('pf withdrawal before 5 years tax')).citations[0]?.sectionNumber).toBe('192');
  });

  it('does not read a form number as a section', async () => {
    const answer = await ask('10ba form rent');
    expect(answer.section).not.toMatch(/10BA/);
    expect(answer.sectionNumber).toBe('80GG');
  });
});

describe('clauses typed without brackets', () => {
  const numbers = (q: string) => findSectionReferences(q).map((r) => r.section.sectionNumber);
  it.each([
    ['10 13a', '10(13A)'],
    ['section 10 10d', '10(10D)'],
    ['section 56 2 x', '56(2)(x)'],
    ['section 139 8a', '139(8A)'],
  ])('"%s" is %s', (q, n) => expect(numbers(q)).toEqual([n]));

  it('leaves amounts alone', () => {
    expect(numbers('tax on 10 15 lakh')).toEqual([]);
  });

  it('answers "10 13a" from the HRA page instead of refusing it', async () => {
    expect((await ask('10 13a')).sectionNumber).toBe('10(13A)');
  });
});

describe('narrower names', () => {
  it.each([
    ['surcharge above 50 lakh', '115BAC'],
    ['tds on rent paid to landlord by individual', '194IB'],
    ['TDS on rent', '194I'],
    ['tds on freelancing income', '194J'],
    ['presumptive tax for freelancers', '44ADA'],
    ['paying contractor 60 lakh for house renovation, do i deduct tds', '194M'],
    ['tds on salary paid to partner of firm', '194T'],
    ['late filing of tds return fee per day', '234E'],
    ['flat becha aur naya flat liya, tax bachega', '54'],
    ['sold shares and bought my first house exemption', '54F'],
    ['handicapped son deduction', '80DD'],
    ['i have 40% disability any tax benefit', '80U'],
    ['can i show rent paid to parents', '10(13A)'],
    ['dream11 winnings tax', '115BBJ'],
  ])('"%s" → %s', async (q, n) => {
    const answer = await ask(q);
    expect(answer.refused).toBeUndefined();
    expect(answer.sectionNumber).toBe(n);
  });
});

describe('a figure stated in the question is checked against the engine', () => {
  const limit80C = formatINR(rules.deductions.section80C.value.limit);
  const stdNew = formatINR(rules.newRegime.standardDeduction.value);
  const stdOld = formatINR(rules.oldRegime.standardDeduction.value);

  it('says Yes when it is our figure, with the figure and its citation', async () => {
    const answer = await ask('is 80c limit 1.5 lakh');
    expect(answer.explanation).toMatch(/^Yes\. /);
    expect(answer.explanation).toContain(limit80C);
    expect(answer.explanation).toContain('s.80C');
    expect(answer.explanation).toContain('section 123 of the Income-tax Act 2025');
  });

  it('says No and gives our figure when it is not', async () => {
    const answer = await ask('80c limit 2 lakh?');
    expect(answer.explanation).toMatch(/^No\. /);
    expect(answer.explanation).toContain(`${limit80C}`);
    expect(answer.explanation).toContain('not ₹2,00,000');
  });

  it('reads the regime: the old figure asked for the new regime is a No', async () => {
    const answer = await ask('standard deduction 50000 hai new regime me?');
    expect(answer.explanation).toMatch(/^No\. /);
    expect(answer.explanation).toContain(`${stdNew} in the new regime`);
  });

  it('says It depends when the figure holds in one regime and no regime is named', async () => {
    const answer = await ask('standard deduction 50000');
    expect(answer.explanation).toMatch(/^It depends on the regime\. /);
    expect(answer.explanation).toContain(`${stdOld} in the old regime`);
    expect(answer.explanation).toContain(`${stdNew} in the new regime`);
  });

  it('checks rates too', async () => {
    const rate = rules.capitalGains.periods.at(-1)!.stcg111A.value.ratePercent;
    const answer = await ask(`short term gain on shares ${rate}% now?`);
    expect(answer.explanation).toMatch(/^Yes\. /);
    const wrong = await ask(`stcg on shares still ${rate - 5}%?`);
    expect(wrong.explanation).toMatch(/^No\. /);
    expect(wrong.explanation).toContain(`${rate}%`);
  });

  it('does not take the reader own amount for a limit', async () => {
    const answer = await ask('home loan interest deduction for 40 lakh loan');
    expect(answer.explanation).not.toMatch(/^(?:Yes|No)\b/);
  });

  it('gives no verdict to an open question ("kaunse section"), Hindi question words included', async () => {
    const answer = await ask('nps me 50k extra kaunse section me');
    expect(answer.sectionNumber).toBe('80CCD(1B)');
    expect(answer.explanation).not.toMatch(/^(?:Yes|No|It depends)\b/);
  });

  it('says It depends when the figure is the section figure for a case the question does not name', async () => {
    // ₹1,00,000 is 80D's most in all (self and parents all senior citizens), not its general limit.
    const answer = await ask('is 80d limit 1 lakh');
    expect(answer.explanation).toMatch(/^It depends on the case\./);
    expect(answer.explanation).toContain('₹1,00,000');
    expect(answer.explanation).toContain('₹25,000');
  });
});

describe('other fixes', () => {
  it('reads "14 lpa" as a salary of 14 lakh', async () => {
    const answer = await ask('14 lpa old regime tax kitna');
    expect(answer.kind).toBe('calculation');
    const tax = runEngine(
      call('income_tax', { annualIncome: 1_400_000, regime: 'old', financialYear: '2026-27' }),
    ) as { totalTax: number };
    expect(answer.explanation).toContain(formatINR(tax.totalTax));
  });

  it('refuses to compare products by their returns', async () => {
    const answer = await ask('gold etf or sgb which gives more return');
    expect(answer.refused).toBe(true);
    expect(answer.section).toMatch(/investment advice/i);
  });

  it('answers PPF interest from our PPF entry, with the section map for section 10', async () => {
    const answer = await ask('ppf interest taxable or not');
    expect(answer.explanation).toMatch(/^No\. /);
    const ppf = abbreviations.find((a) => a.short === 'PPF')!;
    expect(answer.explanation).toContain(ppf.description);
    const row = lookupAct1961('10')!.to2025[0]!;
    expect(answer.explanation).toContain(`section ${row.number} of the Income-tax Act 2025`);
    expect(answer.explanation).toContain('our pages do not yet explain');
  });
});
