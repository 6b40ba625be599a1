/**
 * The general causes behind the blind set's misses (eval/blind-questions.ts), each checked on
 * wording of its own: a stated figure judged against the case the question names, figures read
 * from our pages, numbers that are dates, ages or "up to" limits, items a section's page lists,
 * TCS on cars, TDS certificates and Hinglish evasion. Expected figures come from the engine or
 * our pages, never typed in.
 */
import { findSection, formatINR, lookupAct1961 } from '@taxguide/content';
import { DEFAULT_FINANCIAL_YEAR, rulesFor } from '@taxguide/tax-engine';
import { describe, expect, it } from 'vitest';
import { parseAmounts } from '../src/amounts';
import { parseCalculation } from '../src/calculation';
import { createExplainer } from '../src/explainer';
import { normalizeQuery } from '../src/normalize';
import { findSectionReferences } from '../src/section-references';

const explainer = createExplainer({ today: () => '2026-11-23' });
const ask = async (q: string) => (await explainer.explain(q)).answer;
const rules = rulesFor(DEFAULT_FINANCIAL_YEAR);
const d = rules.deductions;

/** The first rupee amount a key limit of our page states. */
function pageAmount(section: string, startsWith: string): string {
  const line = findSection(section)!.keyLimits.find((k) => k.startsWith(startsWith))!;
  return /₹[\d,]+/.exec(line)![0];
}

describe('a stated figure is judged against the case the question names', () => {
  it('a rate of another case is a No with the right rate (professional vs technical fees)', async () => {
    const answer = await ask('my client deducted 2% tds on consultancy fees u/s 194j, correct?');
    expect(answer.sectionNumber).toBe('194J');
    expect(answer.explanation).toMatch(
      /^No\. The TDS rate on fees for professional services is 10%/,
    );
    expect(answer.explanation).toContain('2% is the TDS rate on fees for technical services');
  });

  it('the same rate for its own case is a Yes', async () => {
    const answer = await ask('194j technical services tds 2 percent right');
    expect(answer.explanation).toMatch(/^Yes\. The TDS rate on fees for technical services is 2%/);
  });

  it('80D: senior parents, parents, and a case the question leaves open', async () => {
    const { parents, parentsSenior, selfFamilySenior } = d.section80D.value;
    const yes = await ask(`80d for senior citizen parents ${parentsSenior} hai na`);
    expect(yes.explanation).toMatch(/^Yes\./);
    expect(yes.explanation).toContain(formatINR(parentsSenior));
    const yesParents = await ask(`80d limit for parents ${parents}?`);
    expect(yesParents.explanation).toMatch(/^Yes\./);
    // Parents of unknown age: the senior figure is theirs only if they are 60 or more.
    const depends = await ask(`80d for mother ${parentsSenior}?`);
    expect(depends.explanation).toMatch(/^It depends on the case\./);
    expect(depends.explanation).toContain(formatINR(parents));
    const no = await ask(`80d limit for parents 75000?`);
    expect(no.explanation).toMatch(/^No\./);
    expect(no.explanation).toContain(formatINR(parents));
    expect(selfFamilySenior).toBeGreaterThan(0);
  });

  it('a figure of another case is a No even without a limit word (80DDB for a senior)', async () => {
    const { limit, seniorLimit } = d.section80DDB.value;
    const answer = await ask(`80ddb ${limit} for a senior citizen patient?`);
    expect(answer.explanation).toMatch(/^No\./);
    expect(answer.explanation).toContain(formatINR(seniorLimit));
  });

  it('80GG per month, from the engine, and "2000 per month" is money, not a year', async () => {
    expect(parseAmounts('2000 per month').map((a) => a.value)).toEqual([2000]);
    expect(parseAmounts('fy 2000 budget')).toEqual([]);
    expect(parseAmounts('in 2024 i sold')).toEqual([]);
    const answer = await ask('rent deduction 80gg 2000 per month only?');
    expect(answer.explanation).toMatch(/^No\./);
    expect(answer.explanation).toContain(formatINR(d.section80GG.value.perMonth));
  });

  it('234F: the lower fee is It depends unless the income is named', async () => {
    const fee = rules.interest.lateFee234F.value;
    const open = await ask(`itr late fee ${fee.smallIncomeFee} only?`);
    expect(open.explanation).toMatch(/^It depends on the case\./);
    const named = await ask(`late filing fee ${fee.smallIncomeFee} if income below 5 lakh?`);
    expect(named.explanation).toMatch(/^Yes\./);
    const wrong = await ask('belated itr penalty 10k hai kya');
    expect(wrong.explanation).toMatch(/^No\./);
    expect(wrong.explanation).toContain(formatINR(fee.fee));
  });
});

describe('what counts as the stated figure', () => {
  it('a stated percentage is a rate to check even without the word "rate"', async () => {
    const answer = await ask('equity ltcg 10 percent');
    expect(answer.explanation).toMatch(/^No\. The rate is 12\.5%/);
  });

  it('an income condition ("income below 5 lakh") is not the figure asked about', async () => {
    const answer = await ask('234f fee when income below 5 lakh');
    expect(answer.explanation).not.toMatch(/^(?:Yes|No)\b/);
  });

  it("the employer's NPS share, in either word order, is 80CCD(2)", async () => {
    const answer = await ask('nps employer contribution limit 10% in new regime');
    expect(answer.sectionNumber).toBe('80CCD(2)');
    expect(answer.explanation).toMatch(/^No\./);
    expect(answer.explanation).toContain(`${d.section80CCD2.value.newRegimePercent}%`);
  });
});

describe('a figure is not confirmed for a case it does not cover', () => {
  it("44AD's rate follows the receipts the question names, and is It depends when it names none", async () => {
    const { digitalRatePercent, otherRatePercent } = rules.presumptive.section44AD.value;
    const cash = await ask(`44ad ${digitalRatePercent}% on cash sales?`);
    expect(cash.explanation).toMatch(/^No\./);
    expect(cash.explanation).toContain(`${otherRatePercent}%`);
    expect((await ask(`44ad ${digitalRatePercent}% upi receipts`)).explanation).toMatch(/^Yes\./);
    expect((await ask(`44ad presumed profit ${digitalRatePercent}%?`)).explanation).toMatch(
      /^It depends on the case\./,
    );
  });

  it('a presumptive limit stated in the question is checked, not computed as a turnover', async () => {
    const { limit, enhancedLimit } = rules.presumptive.section44AD.value;
    const answer = await ask(`44ad turnover limit ${enhancedLimit / 10_000_000} crore?`);
    expect(answer.kind).not.toBe('calculation');
    expect(answer.explanation).toMatch(/^It depends on the case\./);
    expect(answer.explanation).toContain(formatINR(limit));
  });

  it('no gratuity limit is confirmed for a government employee (fully exempt)', async () => {
    const answer = await ask(`gratuity ${pageAmount('10(10)', 'Others')} limit for govt employee?`);
    expect(answer.explanation).not.toMatch(/^Yes\b/);
  });

  it('a deduction limit stated for the new regime, which does not allow it, is a No', async () => {
    const answer = await ask(`80c ${d.section80C.value.limit} in new regime?`);
    expect(answer.explanation).toMatch(/^No\. The new regime does not allow section 80C/);
    expect(answer.explanation).toContain(formatINR(d.section80C.value.limit));
  });

  it('a holding period under a year means short term; RSUs are perquisites', async () => {
    expect((await ask('equity shares sold within 8 months tax')).sectionNumber).toBe('111A');
    expect((await ask('rsus vest hone par tax')).sectionNumber).toBe('17(2)');
  });

  it('Hinglish "... le sakte hai" is a yes/no question; "kitna tax ... 12 lakh pe" a calculation', async () => {
    expect((await ask('hra aur home loan dono claim kar sakte hai')).explanation).toMatch(/^Yes\b/);
    expect((await ask('12 lakh pe kitna tax lagega')).kind).toBe('calculation');
  });

  it('"std deduction" and "hp loss" are read as the full words', async () => {
    expect((await ask('std deduction 75k both regimes?')).sectionNumber).toBe('16(ia)');
    expect((await ask('hp loss set off limit?')).sectionNumber).toBe('71');
  });
});

describe('figures read from our pages, cited to both Acts', () => {
  it.each([
    ['10(10)', 'Others: lifetime cap', 'gratuity exemption max 5 lakh?'],
    ['10(10AA)', 'Others: lifetime cap', 'leave encashment tax free limit 3 lakh hai kya'],
    ['56(2)(x)', 'Taxed if gifts', 'cash gift from friend exempt up to 2 lakh?'],
  ])('%s: a wrong figure is a No with the page figure', async (section, line, question) => {
    const answer = await ask(question);
    const page = findSection(section)!;
    expect(answer.sectionNumber).toBe(section);
    expect(answer.explanation).toMatch(/^No\./);
    expect(answer.explanation).toContain(pageAmount(section, line));
    expect(answer.explanation).toContain(`section ${section} of the Income-tax Act 1961`);
    expect(answer.explanation).toContain(`${page.act2025Section} of the Income-tax Act 2025`);
  });

  it('the page figure itself is a Yes', async () => {
    const answer = await ask(`gratuity exemption ${pageAmount('10(10)', 'Others')} right?`);
    expect(answer.explanation).toMatch(/^Yes\./);
  });
});

describe('numbers that are not section numbers or incomes', () => {
  it('a number next to a month is a date', () => {
    expect(findSectionReferences(normalizeQuery('due on 15 june'))).toEqual([]);
    expect(findSectionReferences(normalizeQuery('by march 15 pay'))).toEqual([]);
    expect(findSectionReferences(normalizeQuery('section 15 salary')).length).toBe(1);
  });

  it('a number after an age word is an age', async () => {
    expect(findSectionReferences(normalizeQuery('my mother is 82 years'))).toEqual([]);
    expect(findSectionReferences(normalizeQuery('father aged 76'))).toEqual([]);
    expect(findSectionReferences(normalizeQuery('what is 192')).length).toBe(1);
    const answer = await ask('my dad is 80, 80d limit');
    expect(answer.sectionNumber).toBe('80D');
  });

  it('"7 lakh tak" is a limit asked about, not an income to compute', async () => {
    expect(parseCalculation(normalizeQuery('5 lakh tak tax free hai kya'), '2026-11-23')).toBe(
      undefined,
    );
    const answer = await ask('new regime me 10 lakh tak koi tax nahi lagta, tax free hai?');
    expect(answer.explanation).toMatch(/^No\./);
    expect(answer.explanation).toContain(formatINR(rules.newRegime.rebate87A.value.threshold));
  });

  it('an age of 75 or more with a return question finds 194P', async () => {
    expect(
      (await ask('mummy is 77 with pension and bank interest, itr file karna hai?')).sectionNumber,
    ).toBe('194P');
  });
});

describe('topics the blind set showed', () => {
  it('an item our page lists under the named section is a Yes', async () => {
    const answer = await ask('does nsc qualify for 80c');
    expect(answer.sectionNumber).toBe('80C');
    expect(answer.explanation).toMatch(/^Yes\. Our page for section 80C/);
  });

  it('an item of another section is not given that Yes', async () => {
    const answer = await ask('is nps eligible for 80c');
    expect(answer.explanation).not.toMatch(/^Yes\. Our page for section 80C/);
  });

  it('tax on a car purchase is TCS (206C), whatever the asker calls it', async () => {
    expect((await ask('tds on purchase of new car')).sectionNumber).toBe('206C');
  });

  it('TDS certificates (Form 16A) point to section 203 and its 2025 section', async () => {
    const answer = await ask('bank ne 16a certificate nahi diya');
    const row = lookupAct1961('203')!.to2025[0]!;
    expect(answer.refused).toBeUndefined();
    expect(answer.explanation).toContain('Section 203 of the Income-tax Act 1961');
    expect(answer.explanation).toContain(`section ${row.number}`);
    expect(answer.relatedSections).toContain('192');
  });

  it('a non-resident asking the rate on dividends finds 115A, not the TDS section', async () => {
    expect((await ask('nri interest income tax rate india')).sectionNumber).toBe('115A');
  });

  it('a question naming an abbreviation that nothing else answers gets the abbreviation', async () => {
    const answer = await ask('ais me entry galat hai kya karu');
    expect(answer.explanation).toMatch(/^AIS stands for Annual Information Statement/);
  });

  it('a non-resident asking whether to file finds the filing rule, not TDS on paying one', async () => {
    expect((await ask('do nris need to file itr in india')).sectionNumber).toBe('139(1)');
    expect((await ask('tds when paying rent to an nri')).sectionNumber).toBe('195');
  });

  it("a creator's earnings are business income (28)", async () => {
    expect((await ask('influencer income pe tax')).sectionNumber).toBe('28');
  });

  it('Hinglish product picks are refused; which product qualifies is answered', async () => {
    expect((await ask('konsa share khareedu 2027 ke liye')).refused).toBe(true);
    expect((await ask('kaunsi elss fund best hai')).refused).toBe(true);
    const answered = await ask('konsa elss fund 80c me aata hai');
    expect(answered.refused).toBeUndefined();
    expect(answered.sectionNumber).toBe('80C');
  });

  it('hiding an FD or claiming a fake HRA is refused', async () => {
    for (const q of ['how to hide fd interest from income tax', 'claim fake hra without rent'])
      expect((await ask(q)).refused, q).toBe(true);
  });

  it('Hinglish asks to hide income are refused', async () => {
    for (const q of [
      'rent income kaise chhupaye',
      'tax chori ke tarike',
      'business income chupani hai',
    ])
      expect((await ask(q)).refused, q).toBe(true);
  });
});

describe('a figure stated as a follow-up in a chat', () => {
  async function lastTurn(turns: string[]): Promise<string> {
    const messages: { role: 'user' | 'assistant'; content: string }[] = [];
    let text = '';
    for (const content of turns) {
      messages.push({ role: 'user', content });
      text = '';
      for await (const event of explainer.chat(messages))
        if (event.event === 'message') text += event.data.text;
      messages.push({ role: 'assistant', content: text });
    }
    return text.replace(/^\*\*[^\n]*\*\*\s*/, '');
  }

  it('is checked against the section under discussion', async () => {
    const limit = d.section80TTB.value.limit;
    const no = await lastTurn(['80ttb kya hai', '40000 hi hai na?']);
    expect(no).toMatch(/^No\./);
    expect(no).toContain(formatINR(limit));
    const depends = await lastTurn(['80d limit kitna hai', 'parents ke liye 50000?']);
    expect(depends).toMatch(/^It depends on the case\./);
  });

  it('an unrelated message with a number is still refused', async () => {
    const text = await lastTurn(['80ttb kya hai', 'virat kohli 2000 runs kab banaye']);
    expect(text).toMatch(/Indian income tax only|does not look like one about Indian income tax/);
  });
});
