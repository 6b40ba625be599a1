/**
 * A chat keeps its thread: one-fact follow-ups rerun the engine on the last figure's inputs,
 * "it" and "the limit?" are read with the section under discussion, yes/no questions open with
 * the verdict, and omitted sections say so first. All offline, all derived from the stored turns.
 */
import { formatINR, lookupAct1961 } from '@taxguide/content';
import type { ChatMessage } from '@taxguide/contracts/ai';
import { computeIncomeTax, rulesFor } from '@taxguide/tax-engine';
import { describe, expect, it } from 'vitest';
import { createExplainer, type ExplainerChatEvent } from '../src/explainer';
import { parseCalculationChange } from '../src/follow-up';
import { refersBack } from '../src/thread';
import { isYesNoQuestion } from '../src/yes-no';

const explainer = createExplainer({ today: () => '2026-11-23' });

/** Asks each question in turn, keeping the answers as the API stores them. */
async function converse(...questions: string[]) {
  const messages: ChatMessage[] = [];
  const answers: { text: string; done: Extract<ExplainerChatEvent, { event: 'done' }>['data'] }[] =
    [];
  for (const q of questions) {
    messages.push({ role: 'user', content: q });
    let text = '';
    let done: (typeof answers)[number]['done'] | undefined;
    for await (const e of explainer.chat(messages)) {
      if (e.event === 'message') text += e.data.text;
      if (e.event === 'done') done = e.data;
    }
    messages.push({ role: 'assistant', content: text });
    answers.push({ text, done: done! });
  }
  return answers;
}

const tax = (annualIncome: number, regime: 'new' | 'old', more = {}) =>
  computeIncomeTax({ annualIncome, regime, financialYear: '2026-27', ...more }).totalTax;

describe('reading a follow-up to a figure', () => {
  it.each([
    ['and in the old regime?', [{ kind: 'regime', regime: 'old' }]],
    ['old regime?', [{ kind: 'regime', regime: 'old' }]],
    [
      'what if I add 50,000 in NPS?',
      [{ kind: 'deduction', key: 'section80CCD1B', amount: 50_000 }],
    ],
    ['with 1.5 lakh in 80C?', [{ kind: 'deduction', key: 'section80C', amount: 150_000 }]],
    ['for a senior citizen?', [{ kind: 'age', ageGroup: '60to80' }]],
    ['if I am 62?', [{ kind: 'age', ageGroup: '60to80' }]],
    ['if i am 85', [{ kind: 'age', ageGroup: '80plus' }]],
    ['what if my income is 18 lakh?', [{ kind: 'income', annualIncome: 1_800_000 }]],
    ['for FY 2025-26?', [{ kind: 'year', financialYear: '2025-26' }]],
    ['for fy 2019-20', [{ kind: 'unsupported_year', financialYear: '2019-20' }]],
  ])('%s', (question, changes) => {
    expect(parseCalculationChange(question.toLowerCase())).toEqual(changes);
  });

  it.each([
    'what is 80c',
    'can i claim 80c in new regime',
    'explain section 24(b)',
    'which mutual fund should i buy',
    'tds on salary',
  ])('%s is a question of its own', (question) => {
    expect(parseCalculationChange(question)).toBeUndefined();
  });
});

describe('follow-ups to a figure in a chat', () => {
  it('reruns the engine in the other regime and shows both results and the difference', async () => {
    const [first, second] = await converse(
      'tax on 15 lakh in the new regime',
      'and in the old regime?',
    );
    const newTax = tax(1_500_000, 'new');
    const oldTax = tax(1_500_000, 'old');
    expect(first!.text).toContain(formatINR(newTax));
    expect(second!.done).toMatchObject({ kind: 'calculation', source: 'offline' });
    expect(second!.text).toContain(formatINR(oldTax));
    expect(second!.text).toContain(formatINR(newTax));
    expect(second!.text).toContain(`${formatINR(oldTax - newTax)} more`);
    expect(second!.text).toMatch(/\| Before: salary ₹15,00,000, new regime/);
    expect(second!.text).toMatch(/\| Now: salary ₹15,00,000, old regime/);
  });

  it('adds NPS in the old regime only, and says the new regime gives no such deduction', async () => {
    const [, nps] = await converse(
      'tax on 15 lakh in the new regime',
      'what if I add 50,000 in NPS?',
    );
    const withNps = tax(1_500_000, 'old', { deductions: { section80CCD1B: 50_000 } });
    expect(nps!.text).toContain('The new regime gives no deduction for NPS (section 80CCD(1B))');
    expect(nps!.text).toContain(formatINR(withNps));
    expect(nps!.text).toContain(`${formatINR(tax(1_500_000, 'new'))} before`);
  });

  it('chains changes: each applies to the inputs the turn before left', async () => {
    const answers = await converse(
      'tax on 15 lakh in the new regime',
      'what if my income is 18 lakh?',
      'and in the old regime?',
      'if I am 62?',
    );
    const last = answers[3]!.text;
    const before = tax(1_800_000, 'old');
    const after = tax(1_800_000, 'old', { ageGroup: '60to80' });
    expect(last).toContain(formatINR(before));
    expect(last).toContain(formatINR(after));
    expect(last).toContain(`${formatINR(before - after)} less`);
  });

  it('keeps the figure through a question on another topic', async () => {
    const answers = await converse(
      'tax on 12 lakh in the old regime',
      'what is 80D',
      'with 1.5 lakh in 80C?',
    );
    expect(answers[1]!.done.sectionNumber).toBe('80D');
    expect(answers[2]!.text).toContain(
      formatINR(tax(1_200_000, 'old', { deductions: { section80C: 150_000 } })),
    );
  });

  it('changes the year, and says so when the engine does not cover it', async () => {
    const [, year, old] = await converse(
      'tax on 15 lakh in the new regime',
      'for FY 2025-26?',
      'for fy 2019-20',
    );
    const fy26 = computeIncomeTax({
      annualIncome: 1_500_000,
      regime: 'new',
      financialYear: '2025-26',
    }).totalTax;
    expect(year!.text).toContain(formatINR(fy26));
    expect(year!.text).toContain('FY 2025-26');
    expect(old!.text).toContain('FY 2019-20 is not covered by our tax engine');
  });
});

describe('the section under discussion', () => {
  it.each(['the limit?', 'who can claim it?', 'is this allowed for parents', 'what is the limit'])(
    '%s refers back',
    (q) => expect(refersBack(q.replace(/\?$/, ''))).toBe(true),
  );
  it.each(['what is 80c', 'hra exemption', 'tds on rent limit'])('%s does not', (q) =>
    expect(refersBack(q)).toBe(false),
  );

  it('answers "the limit?" and "who can claim it?" from the previous answer\'s section', async () => {
    const answers = await converse('what is 80D', 'the limit?', 'who can claim it?');
    expect(answers.map((a) => a.done.sectionNumber)).toEqual(['80D', '80D', '80D']);
    expect(answers[1]!.text).toContain('₹25,000');
  });

  it('answers a yes/no question about "it" with the verdict first', async () => {
    const [, answer] = await converse('hra exemption', 'can I claim it in the new regime?');
    expect(answer!.done.sectionNumber).toBe('10(13A)');
    expect(answer!.text).toMatch(/^\*\*[^\n]+\*\*\n\nNo\. The new regime does not allow/);
  });

  it('re-asks a yes/no question for the other regime', async () => {
    const [first, second] = await converse(
      'Can I claim 80C in the new regime?',
      'and in the old regime?',
    );
    expect(first!.text).toMatch(/\n\nNo\. /);
    expect(second!.text).toMatch(/\n\nYes\. Section 80C .* is available in the old regime/);
    expect(second!.done.sectionNumber).toBe('80C');
  });

  it('does not let a thread turn a refusal into an answer', async () => {
    const [, product] = await converse('what is 80C', 'which mutual fund should I buy for it?');
    expect(product!.done.refused).toBe(true);
    const [, offTopic] = await converse('what is 80D', 'cricket score?');
    expect(offTopic!.done.refused).toBe(true);
  });
});

describe('yes/no questions', () => {
  it.each([
    ['Can I claim both HRA and home loan interest?', true],
    ['Is PPF interest taxable?', true],
    ['hra and home loan both allowed?', true],
    ['ppf interest taxable or not', true],
    ['what is the 80c limit', false],
    ['how is ppf interest taxed', false],
  ])('%s is a yes/no question: %s', (q, yes) => {
    expect(isYesNoQuestion(q.toLowerCase().replace(/\?$/, ''))).toBe(yes);
  });

  it('HRA and home-loan interest: yes in the old regime, with both Acts and the engine limit', async () => {
    const { answer } = await explainer.explain('Can I claim both HRA and home loan interest?');
    const limit = rulesFor('2026-27').deductions.selfOccupiedInterest;
    expect(answer.explanation).toMatch(/^Yes, in the old regime\./);
    expect(answer.explanation).toContain('section 10(13A) (Schedule III');
    expect(answer.explanation).toContain(
      'section 24(b) (section 22(1)(b) of the Income-tax Act 2025)',
    );
    expect(answer.explanation).toContain(formatINR(limit.value.limit));
    expect(answer.explanation).toContain(limit.citation.financeAct);
    expect(answer.explanation).toContain('The new regime allows neither');
    expect(answer.citations.map((c) => c.sectionNumber)).toEqual(['10(13A)', '24(b)', '115BAC']);
  });

  it.each([
    ['Can I claim 80C in the new regime?', 'No', '80C'],
    ['is 87a rebate there in new regime', 'Yes', '87A'],
    ['standard deduction available in new regime?', 'Yes', '16(ia)'],
    ['Is PPF interest taxable?', 'No', '80C'],
    ['Do I need to pay advance tax if my tax is below 10,000?', 'No', '208'],
    ['is gift from a friend taxable', 'It depends', '56(2)(x)'],
  ])('%s → %s', async (question, opening, section) => {
    const { answer } = await explainer.explain(question);
    expect(answer.explanation.startsWith(opening)).toBe(true);
    expect(answer.sectionNumber).toBe(section);
    expect(answer.citations.length).toBeGreaterThan(0);
  });

  it('the new-regime rule cites the engine: section 115BAC(2) and section 202(2) of the 2025 Act', async () => {
    const { answer } = await explainer.explain('Can I claim 80C in the new regime?');
    const allows = rulesFor('2026-27').deductions.newRegimeAllows.citation;
    expect(answer.explanation).toContain(`${allows.act1961} of the Income-tax Act 1961`);
    expect(answer.explanation).toContain(`${allows.act2025} of the Income-tax Act 2025`);
    expect(answer.explanation).toContain('section 123 of the Income-tax Act 2025');
  });

  it("the advance-tax threshold is the engine's, and the question is not read as an income", async () => {
    const { answer } = await explainer.explain(
      'Do I need to pay advance tax if my tax is below 10,000?',
    );
    const threshold = rulesFor('2026-27').advanceTax.threshold;
    expect(answer.kind).not.toBe('calculation');
    expect(answer.explanation).toContain(`${formatINR(threshold.value.amount)} or more`);
    expect(answer.explanation).toContain(threshold.citation.act1961!);
  });
});

describe('omitted sections', () => {
  it('206AB: omitted from 1 April 2025 by the Finance Act 2025, and what applies now', async () => {
    const { answer } = await explainer.explain('is 206AB still applicable?');
    const now2025 = lookupAct1961('206AA')!.to2025[0]!.number;
    expect(answer.sectionNumber).toBe('206AB');
    expect(answer.explanation).toMatch(/^No longer in force\./);
    expect(answer.explanation).toContain('from 1 April 2025 by the Finance Act 2025');
    expect(answer.explanation).toContain('section 206AA');
    expect(answer.explanation).toContain('section 206CC');
    expect(answer.explanation).toContain(`section ${now2025} of the Income-tax Act 2025`);
  });

  it('206CCA has no page of its own: answered from the 206AB page, not refused', async () => {
    const { answer } = await explainer.explain('206cca');
    expect(answer.refused).toBeUndefined();
    expect(answer.sectionNumber).toBe('206AB');
    expect(answer.explanation).toContain('section 206CCA');
  });

  it('a 1961 section the map lists with no 2025 counterpart is said so, not answered by a near page', async () => {
    const { answer } = await explainer.explain('80ccg');
    expect(answer.sectionNumber).toBeNull();
    expect(answer.section).toBe(
      `Section 80CCG of the Income-tax Act 1961: ${lookupAct1961('80CCG')!.omitted!.title}`,
    );
    expect(answer.explanation).toContain('has no counterpart in the Income-tax Act 2025');
    // A section with a page is answered from its page as before.
    expect((await explainer.explain('section 80CCC')).answer.sectionNumber).toBe('80CCC');
  });

  it('a page that is not about an omitted rule is left as it was', async () => {
    const { answer } = await explainer.explain('section 206AA');
    expect(answer.explanation).not.toMatch(/^No longer in force/);
  });
});
