/**
 * The offline explainer never invents: every sentence it writes is a sentence of our content,
 * an engine figure, or one of a few fixed connecting templates over our own data.
 */
import {
  abbreviations,
  faqs,
  formatINR,
  guides,
  renderExamples,
  sections,
} from '@taxguide/content';
import { compareRegimes, computeIncomeTax, hraExemption } from '@taxguide/tax-engine';
import { describe, expect, it } from 'vitest';
import { sentences } from '../src/content-text';
import { createExplainer } from '../src/explainer';
import { guideStatements, sectionStatements } from '../src/knowledge-index';
import { questions } from '../eval/questions';

const explainer = createExplainer({ today: () => '2026-11-23' });

const flat = (s: string) => s.replace(/\s+/g, ' ').trim();
const corpus = flat(
  [
    ...sections.flatMap((s) => [
      s.title,
      s.description,
      s.summary,
      ...s.keyLimits,
      ...sectionStatements(s).map((st) => st.text),
      ...renderExamples(s).map((e) => `${e.title}: ${e.text}`),
    ]),
    ...faqs.flatMap((f) => [f.question, f.answer]),
    ...abbreviations.flatMap((a) => [a.full, a.description]),
    ...guides.flatMap((g) => [g.title, g.excerpt, ...guideStatements(g).map((st) => st.text)]),
  ].join('\n'),
);

// A 2025 number as the Act cites it: "section 393(1), Table item 7", "Schedule II, item 2".
const WHERE_2025 = String.raw`(?:[Ss]ection [\w()]+(?:, Table items? [\w ]+?)?|Schedule [IVX]+(?:, item \d+)?)`;

/** Our connecting sentences: statements of our own data, never a rule of tax. */
const TEMPLATES = [
  new RegExp(
    `^${WHERE_2025} of the Income-tax Act 2025 is the rule of section [\\w()]+ of the 1961 Act\\.$`,
  ),
  /^It also holds sections [\w() and]+\.$/,
  new RegExp(`^From 1 April 2026 this rule is in ${WHERE_2025} of the Income-tax Act 2025\\.$`),
  /^Section [\w()]+ \([^)]*(?:\([^)]*\)[^)]*)*\): /,
  /^[A-Z0-9()-]+ stands for .+\.$/,
  // The opening of a yes/no question the explainer cannot decide (src/yes-no.ts).
  /^It depends on the conditions below\.$/,
  // "Is ELSS eligible for 80C?": the page's own list names the item (src/yes-no.ts).
  /^Our page for section [\w()]+ \([^)]*\) names .+ among what it covers, within the section's limit and conditions below\.$/,
  // The engine's cited rule of what the new regime allows.
  /^It counts only in the old regime: the new regime does not allow section [\w()]+ \([^)]*\) \(s\.115BAC.*\)\.$/,
];

function grounded(sentence: string): boolean {
  const s = flat(sentence).replace(/\.$/, '');
  if (TEMPLATES.some((t) => t.test(flat(sentence)))) return true;
  return corpus.includes(s);
}

describe('offline answers come from our content', () => {
  const lookups = questions.filter((q) => !['calculation', 'refusal'].includes(q.category));
  it.each(lookups.map((q) => [q.id, q.question] as const))('%s: %s', async (_id, question) => {
    const { answer } = await explainer.explain(question);
    expect(answer.source === 'offline' || answer.source === 'cache').toBe(true);
    if (answer.kind === 'refusal') return;
    for (const paragraph of answer.explanation.split('\n\n')) {
      // A template line ("Section 112 (title): description") carries a sentence of the content.
      const body = paragraph.replace(/^Section [\w()]+ \((?:[^()]|\([^()]*\))*\): /, '');
      for (const sentence of sentences(body)) expect(grounded(sentence), sentence).toBe(true);
    }
    for (const point of answer.keyPoints) {
      expect(grounded(point.replace(/^Section [\w()]+: /, '')), point).toBe(true);
    }
    for (const example of answer.examples)
      expect(corpus.includes(flat(example)), example).toBe(true);
    for (const c of answer.citations) expect(c.url).toBe(`/section/${c.sectionNumber}`);
    for (const n of answer.relatedSections)
      expect(sections.some((s) => s.sectionNumber === n)).toBe(true);
  });

  it('shows both numberings: asked by the 2025 number, it names the 1961 section, and back', async () => {
    const by2025 = (await explainer.explain('section 156 of the 2025 Act')).answer;
    expect(by2025.sectionNumber).toBe('87A');
    expect(by2025.explanation).toMatch(
      /^Section 156 of the Income-tax Act 2025 is the rule of section 87A/,
    );
    expect(by2025.citations[0]).toMatchObject({
      sectionNumber: '87A',
      act2025Section: '156',
      url: '/section/87A',
    });
    const by1961 = (await explainer.explain('Section 87A')).answer;
    expect(by1961.explanation).toContain(
      'From 1 April 2026 this rule is in section 156 of the Income-tax Act 2025.',
    );
  });

  it('puts the statements a limit question asks about into the explanation', async () => {
    const { answer } = await explainer.explain('80D limit for senior parents');
    expect(answer.explanation).toContain(
      'Parents: Limit ₹25,000; If that person is a senior citizen (60+) ₹50,000.',
    );
  });

  it('says when nothing matches well and suggests close sections instead of guessing', async () => {
    const { answer } = await explainer.explain('tax treatment of zorblax vouchers');
    expect(answer.kind).toBe('no_match');
    expect(answer.sectionNumber).toBeNull();
    expect(answer.explanation).toMatch(
      /could not find a section, guide or FAQ that answers this closely/,
    );
    expect(answer.relatedSections.length).toBeGreaterThan(0);
    expect(answer.keyPoints[0]).toMatch(/^Section \S+: /);
  });
});

describe('figures come from the engine', () => {
  it('words a single-regime tax with the engine result and its working', async () => {
    const { answer } = await explainer.explain(
      'how much tax on 12.5 lakh salary FY 2025-26 old regime',
    );
    const engine = computeIncomeTax({
      annualIncome: 1_250_000,
      regime: 'old',
      financialYear: '2025-26',
      incomeType: 'salary',
    });
    expect(answer.kind).toBe('calculation');
    expect(answer.financialYear).toBe('2025-26');
    expect(answer.explanation).toContain(
      `the total tax in the old regime is ${formatINR(engine.totalTax)}`,
    );
    expect(answer.working).toEqual(
      engine.steps.map((s) => ({
        label: s.label,
        amount: s.amount,
        section: s.section ?? null,
        section2025: s.section2025 ?? null,
      })),
    );
    expect(answer.citations.map((c) => c.sectionNumber)).toEqual(
      expect.arrayContaining(['115BAC', '16(ia)']),
    );
  });

  it('compares both regimes when the question names neither', async () => {
    const { answer } = await explainer.explain('tax on 15 lakh');
    const engine = compareRegimes({
      annualIncome: 1_500_000,
      financialYear: '2026-27',
      incomeType: 'salary',
    });
    expect(answer.explanation).toContain(
      `${formatINR(engine.new.totalTax)} in the new regime and ${formatINR(engine.old.totalTax)} in the old regime`,
    );
    expect(answer.explanation).toContain(`costs less, by ${formatINR(engine.saving)}`);
    expect(answer.keyPoints).toContain('Year not given: FY 2026-27 (tax year 2026-27) assumed.');
  });

  it('computes the HRA exemption, naming the limb without the HRA received as the most it can be', async () => {
    const { answer } = await explainer.explain(
      'HRA exemption for basic 50000 rent 25000 in Mumbai',
    );
    const engine = hraExemption({
      basicSalary: 50_000,
      hraReceived: 25_000,
      rentPaid: 25_000,
      city: 'Mumbai',
      financialYear: '2026-27',
    });
    expect(answer.sectionNumber).toBe('10(13A)');
    expect(answer.explanation).toContain(`is ${formatINR(engine.exemptHra)} at most`);
    expect(answer.working?.some((w) => w.label.startsWith('(a)'))).toBe(false);
  });

  it('says which years it covers when asked about another', async () => {
    const { answer } = await explainer.explain('tax on 10 lakh for fy 2019-20');
    expect(answer.section).toBe('FY 2019-20 is not covered by our tax engine');
    expect(answer.working).toBeUndefined();
  });

  it('does not read the amount of another topic as a salary', async () => {
    expect(
      (await explainer.explain('tax on a gift of 1 lakh from a friend')).answer.sectionNumber,
    ).toBe('56(2)(x)');
  });
});

describe('refusals', () => {
  it('refuse politely in the same shape, pointing to the tax question inside', async () => {
    const { answer } = await explainer.explain(
      'Recommend a good ELSS fund with the highest returns',
    );
    expect(answer.refused).toBe(true);
    expect(answer.kind).toBe('refusal');
    expect(answer.section).toBe('Personal investment advice is outside what this explainer does');
    expect(answer.relatedSections).toEqual(['80C']);
    expect(answer.keyPoints.length).toBeGreaterThan(0);
    expect(answer.examples.length).toBeGreaterThan(0);
  });

  it('name the reason: evasion and non-tax questions differ', async () => {
    expect((await explainer.explain('how to hide my cash income')).answer.section).toBe(
      'We can only explain lawful ways to reduce tax',
    );
    expect((await explainer.explain('who won the cricket world cup')).answer.section).toBe(
      'This explainer answers questions about Indian income tax only',
    );
  });
});

describe('caching', () => {
  it('serves the same normalised question from the cache', async () => {
    const e = createExplainer();
    expect((await e.explain('What is 80C?')).answer.source).toBe('offline');
    const again = await e.explain('what is 80c');
    expect(again.answer.source).toBe('cache');
    expect(again.normalizedQuery).toBe('what is 80c');
  });

  it('redacts e-mail addresses and PANs from what may be stored', async () => {
    const outcome = await createExplainer().explain(
      'my pan ABCDE1234F and mail a.b@example.com: what is 80C',
    );
    expect(outcome.storedQuery).toBe('my pan [pan] and mail [email]: what is 80C');
    expect(outcome.normalizedQuery).not.toContain('example.com');
  });
});
