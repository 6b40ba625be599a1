/**
 * Calculation answers on a Hindi page: the same engine figures as the English answer to the
 * same question, every sentence in Hindi (ours and the engine's), lang 'hi'; the English answer
 * as it was. Hindi and Hinglish questions are read into the same engine request as English ones.
 */
import { NOT_YET_IN_HINDI, formatINR } from '@taxguide/content';
import type { ExplainAnswer } from '@taxguide/contracts/ai';
import { runCalculation } from '@taxguide/tax-engine';
import { describe, expect, it } from 'vitest';
import {
  CALCULATION_EN,
  answerCalculation,
  parseCalculation,
  type CalculationRequest,
} from '../src/calculation';
import { CALCULATION_HI } from '../src/calculation-hindi';
import { createExplainer, type ExplainerChatEvent } from '../src/explainer';
import { answerFollowUp, parseCalculationChange } from '../src/follow-up';
import { readQuestion } from '../src/hindi-query';
import { normalizeQuery } from '../src/normalize';

const TODAY = '2026-11-23';
const DEVANAGARI = /[\u0900-\u097F]/;

function parse(question: string): CalculationRequest {
  const request = parseCalculation(readQuestion(normalizeQuery(question)), TODAY);
  if (!request) throw new Error(`not read as a calculation: ${question}`);
  return request;
}

/** Every rupee figure an answer states, in order of the texts, sorted within each text. */
function rupees(answer: ExplainAnswer): string[] {
  const texts = [answer.section, answer.explanation, ...answer.keyPoints, ...answer.examples];
  return texts.flatMap((t) => (t.match(/-?₹\d+(?:,\d+)*/g) ?? []).sort());
}

function texts(answer: ExplainAnswer): string[] {
  return [answer.section, answer.explanation, ...answer.keyPoints, ...answer.examples];
}

/** Each calculator: an English question and Hindi or Hinglish ones asking the same. */
const CASES: { name: string; english: string; hindi: string[] }[] = [
  {
    name: 'income tax, both regimes',
    english: 'how much tax on 12 lakh salary',
    hindi: ['12 लाख वेतन पर कितना कर', '12 lakh salary par kitna tax'],
  },
  {
    name: 'income tax, one regime, with a deduction',
    english: 'tax on 15 lakh salary in the old regime with 80c of 1.5 lakh',
    hindi: [
      '15 लाख वेतन पर पुरानी कर व्यवस्था में कितना कर, 80C में 1.5 लाख',
      '15 lakh salary purani vyavastha me kitna tax 80c 1.5 lakh',
    ],
  },
  {
    name: 'income tax with a surcharge',
    english: 'tax on 80 lakh salary in the new regime',
    hindi: ['80 लाख वेतन पर नई कर व्यवस्था में कितना कर', '80 lakh salary nayi vyavastha tax'],
  },
  {
    name: 'income tax on other income',
    english: 'tax on 9 lakh other income',
    hindi: ['9 लाख अन्य आय पर कितना कर'],
  },
  {
    name: 'HRA, no city',
    english: 'hra exemption rent 20000 basic 50000',
    hindi: ['HRA छूट कैसे निकालें rent 20000 basic 50000', 'hra chhut rent 20000 basic 50000'],
  },
  {
    name: 'HRA, monthly, in a metro, HRA received given',
    english: 'hra exemption in mumbai basic 60000 per month rent 30000 hra received 25000',
    hindi: [
      'मुंबई में HRA छूट basic 60000 मासिक किराया 30000 hra received 25000',
      'hra chhut mumbai basic 60000 rent 30000 hra received 25000 har mahine',
    ],
  },
  {
    name: 'advance tax due',
    english: 'advance tax on 20 lakh income with tds of 1 lakh',
    hindi: ['20 लाख आय पर अग्रिम कर TDS 1 लाख'],
  },
  {
    name: 'advance tax not due',
    english: 'advance tax on 8 lakh salary',
    hindi: ['8 लाख वेतन पर अग्रिम कर'],
  },
  {
    name: 'capital gains on shares held two years',
    english: 'shares bought for 1 lakh sold for 3 lakh held 2 years',
    hindi: [
      'शेयर 1 लाख में खरीदे और 3 लाख में बेचे, 2 साल बाद',
      'shares 1 lakh me kharide 3 lakh me beche 2 saal baad',
    ],
  },
  {
    name: 'capital gains on gold held 18 months',
    english: 'gold bought for 2 lakh sold for 3 lakh held 18 months',
    hindi: ['सोना 2 लाख में खरीदा, 18 महीने बाद 3 लाख में बेचा'],
  },
  {
    name: 'capital gains on land with dates (indexation)',
    english: 'land bought for 10 lakh on 2018-04-01 sold for 30 lakh on 2024-05-01',
    hindi: ['जमीन 10 लाख में खरीदी 2018-04-01 को और 30 लाख में बेची 2024-05-01 को'],
  },
  {
    name: 'presumptive income, all digital',
    english: '44ad turnover 50 lakh all digital',
    hindi: ['44AD 50 लाख टर्नओवर सब डिजिटल'],
  },
  {
    name: 'presumptive income above the limit',
    english: '44ada gross receipts 90 lakh',
    hindi: ['44ADA 90 लाख प्राप्तियां'],
  },
  {
    name: 'a year the engine does not cover',
    english: 'tax on 10 lakh salary fy 2019-20',
    hindi: ['वित्तीय वर्ष 2019-20 में 10 लाख वेतन पर कर'],
  },
];

describe('a calculation question asked in Hindi or Hinglish', () => {
  for (const c of CASES) {
    it(`is read as the English one: ${c.name}`, () => {
      const english = parse(c.english);
      for (const question of c.hindi) expect(parse(question), question).toEqual(english);
    });
  }

  it('reads everyday Hindi: हजार, सैलरी, बेसिक, किराया, टैक्स, नई/पुरानी व्यवस्था, मूल वेतन', () => {
    expect(parse('12 लाख की सैलरी पर कितना टैक्स')).toEqual(parse('tax on 12 lakh salary'));
    expect(parse('मेरा वेतन 18 लाख है पुरानी व्यवस्था में कर')).toEqual(
      parse('tax on 18 lakh salary in the old regime'),
    );
    expect(parse('मेरी आय 15 लाख है, नई व्यवस्था में कितना कर लगेगा')).toMatchObject({
      regime: 'new',
      input: { annualIncome: 1_500_000 },
    });
    expect(parse('50 हजार बेसिक, 20 हजार किराया, HRA कितना')).toEqual(
      parse('hra exemption basic 50000 rent 20000'),
    );
    expect(parse('HRA छूट: मूल वेतन 50 हजार, किराया 20 हजार मासिक, दिल्ली')).toEqual(
      parse('hra exemption basic 50000 rent 20000 per month in delhi'),
    );
  });

  it('reads the city, the regime and the holding period in Hindi words', () => {
    expect(parse('HRA छूट किराया 20000 basic 50000 दिल्ली')).toMatchObject({
      input: { city: 'delhi' },
    });
    expect(parse('HRA छूट किराया 20000 basic 50000 पुणे')).toMatchObject({
      input: { city: 'pune' },
    });
    expect(parse('12 lakh salary purani regime kitna tax')).toMatchObject({ regime: 'old' });
    expect(parse('advance tax 20 lakh income nayi vyavastha')).toMatchObject({
      input: { regime: 'new' },
    });
  });
});

describe('the Hindi calculation answer', () => {
  for (const c of CASES) {
    it(`has the English answer's figures, in Hindi: ${c.name}`, () => {
      const request = parse(c.english);
      const en = answerCalculation(request);
      const hi = answerCalculation(request, 'hi');
      expect(hi.lang).toBe('hi');
      expect(hi.kind).toBe(en.kind);
      expect(hi.sectionNumber).toBe(en.sectionNumber);
      expect(hi.relatedSections).toEqual(en.relatedSections);
      expect(hi.financialYear).toBe(en.financialYear);
      // Every rupee figure, text by text, and the engine's working step by step.
      expect(rupees(hi)).toEqual(rupees(en));
      expect(hi.keyPoints).toHaveLength(en.keyPoints.length);
      expect(hi.examples).toHaveLength(en.examples.length);
      expect(hi.working?.map((s) => [s.amount, s.section, s.section2025])).toEqual(
        en.working?.map((s) => [s.amount, s.section, s.section2025]),
      );
      // Ours and the engine's: every text is Hindi.
      for (const text of texts(hi)) expect(text, text).toMatch(DEVANAGARI);
      for (const step of hi.working ?? []) expect(step.label, step.label).toMatch(DEVANAGARI);
      expect(hi.explanation).not.toContain(NOT_YET_IN_HINDI);
      // A cited section with a Hindi page is linked there.
      for (const [i, citation] of hi.citations.entries()) {
        expect(citation.sectionNumber).toBe(en.citations[i]!.sectionNumber);
        if (citation.title !== en.citations[i]!.title) expect(citation.url).toMatch(/^\/hi\//);
      }
    });
  }

  it('words the figures the engine computes, with the Hindi regime names and years', () => {
    const request = parse('how much tax on 12 lakh salary');
    const hi = answerCalculation(request, 'hi');
    const result = runCalculation('compare', { annualIncome: 1_200_000, incomeType: 'salary' });
    expect(hi.section).toBe(
      `${formatINR(1_200_000)} पर आयकर: नई और पुरानी कर व्यवस्था, वित्तीय वर्ष ${result.financialYear}`,
    );
    expect(hi.keyPoints[0]).toBe(
      `नई कर व्यवस्था में कुल कर: ${formatINR(result.new.totalTax)} (कर योग्य आय ${formatINR(result.new.taxableIncome)})`,
    );
    expect(hi.keyPoints[1]).toContain(`पुरानी कर व्यवस्था में कुल कर: ${formatINR(result.old.totalTax)}`);
    expect(hi.working?.[0]?.label.startsWith('नई कर व्यवस्था: ')).toBe(true);
  });

  it('cites a rebate and a step by both Acts as धारा', () => {
    const hi = answerCalculation(parse('tax on 12 lakh salary in the new regime'), 'hi');
    expect(hi.explanation).toContain('धारा 87A के तहत');
    const withBoth = hi.keyPoints.find((k) => k.includes('आयकर अधिनियम 2025 की धारा'));
    expect(withBoth).toMatch(/\(धारा [0-9A-Z()]+; आयकर अधिनियम 2025 की धारा [0-9A-Z()]+\)$/);
    expect(hi.keyPoints.join(' ')).not.toMatch(/\bsection\b|\bFY\b/);
  });

  it('leaves the English answer as it was', () => {
    for (const c of CASES) {
      const request = parse(c.english);
      const en = answerCalculation(request);
      expect(answerCalculation(request, 'en')).toEqual(en);
      expect(en.lang).toBeUndefined();
      for (const text of texts(en)) expect(text).not.toMatch(DEVANAGARI);
    }
    const en = answerCalculation(parse('how much tax on 12 lakh salary'));
    expect(en.keyPoints).toContain(
      'Treated as salary income, so the standard deduction applies; say "other income" or "business income" if it is not salary.',
    );
    expect(en.explanation).toMatch(/^For a salary of ₹12,00,000 in FY 2026-27, the total tax is /);
  });

  it('gives every English assumption a Hindi twin that keeps its figures', () => {
    const samples: Record<string, unknown[]> = {
      yearNotGiven: ['2026-27'],
      cityNotGiven: [['Mumbai', 'Kolkata', 'Delhi', 'Chennai']],
      boughtBeforeSaleDate: [18],
      saleDateToday: ['2026-11-23', 24],
    };
    for (const key of Object.keys(
      CALCULATION_EN.assumption,
    ) as (keyof typeof CALCULATION_EN.assumption)[]) {
      const args = samples[key] ?? [];
      const say = (t: typeof CALCULATION_EN) =>
        (t.assumption[key] as (...a: unknown[]) => string)(...args);
      const en = say(CALCULATION_EN);
      const hi = say(CALCULATION_HI);
      expect(hi, key).toMatch(DEVANAGARI);
      for (const n of en.match(/\d+(?:[.-]\d+)*/g) ?? []) expect(hi, key).toContain(n);
    }
  });
});

describe('the assistant on a Hindi page', () => {
  const explainer = createExplainer({ today: () => TODAY });

  it('answers a figure in Hindi with the English answer figures', async () => {
    for (const [hindi, english] of [
      ['12 लाख वेतन पर कितना कर', 'tax on 12 lakh salary'],
      ['HRA छूट कैसे निकालें rent 20000 basic 50000', 'hra exemption rent 20000 basic 50000'],
      ['20 लाख आय पर अग्रिम कर', 'advance tax on 20 lakh income'],
    ] as const) {
      const hi = (await explainer.explain(hindi, { lang: 'hi' })).answer;
      const en = (await explainer.explain(english)).answer;
      expect(hi).toMatchObject({ kind: 'calculation', lang: 'hi', source: 'offline' });
      expect(hi.explanation).not.toContain(NOT_YET_IN_HINDI);
      expect(hi.explanation).toMatch(DEVANAGARI);
      expect(rupees(hi)).toEqual(rupees(en));
      expect(hi.working?.map((s) => s.amount)).toEqual(en.working?.map((s) => s.amount));
    }
  });

  it('answers an English question on a Hindi page in Hindi too', async () => {
    const { answer } = await explainer.explain('tax on 12 lakh salary', { lang: 'hi' });
    expect(answer).toMatchObject({ kind: 'calculation', lang: 'hi' });
    expect(answer.section).toContain('आयकर');
  });

  it('answers in the chat in Hindi', async () => {
    const events: ExplainerChatEvent[] = [];
    for await (const e of explainer.chat(
      [{ role: 'user', content: '12 लाख वेतन पर कितना कर' }],
      undefined,
      { lang: 'hi' },
    ))
      events.push(e);
    const message = events.find((e) => e.event === 'message');
    const text = message?.event === 'message' ? message.data.text : '';
    expect(text).toContain('**₹12,00,000 पर आयकर: नई और पुरानी कर व्यवस्था');
    expect(text).not.toContain(NOT_YET_IN_HINDI);
    expect(events.find((e) => e.event === 'done')).toMatchObject({
      data: { kind: 'calculation', source: 'offline' },
    });
  });

  it('keeps the English page English', async () => {
    const { answer } = await explainer.explain('12 लाख वेतन पर कितना कर');
    expect(answer.lang).toBeUndefined();
    expect(answer.section).toBe(answerCalculation(parse('12 lakh salary par kitna tax')).section);
    expect(answer.explanation).not.toMatch(DEVANAGARI);
  });
});

describe('a follow-up to a figure on a Hindi page', () => {
  const FOLLOW_UPS: [string, string, string][] = [
    ['tax on 12 lakh salary', 'and in the old regime?', 'और पुरानी कर व्यवस्था में?'],
    [
      'tax on 12 lakh salary in the new regime',
      'what if i add 80c of 1.5 lakh',
      'अगर 80C में 1.5 लाख जोड़ूं?',
    ],
    ['tax on 15 lakh salary', 'what if i am 65', 'what if i am 65'],
    ['tax on 15 lakh salary in the new regime', 'for fy 2025-26', 'अगर वित्तीय वर्ष 2025-26 हो?'],
  ];

  for (const [first, english, hindi] of FOLLOW_UPS) {
    it(`has the English figures in Hindi: "${english}"`, () => {
      const previous = parse(first);
      if (previous.calculator !== 'income_tax') throw new Error('not an income-tax figure');
      const changes = parseCalculationChange(normalizeQuery(english))!;
      expect(parseCalculationChange(readQuestion(normalizeQuery(hindi)))).toEqual(changes);
      const en = answerFollowUp(previous, changes);
      const hi = answerFollowUp(previous, changes, 'hi');
      expect(hi.next).toEqual(en.next);
      expect(hi.answer.lang).toBe('hi');
      expect(en.answer.lang).toBeUndefined();
      expect(rupees(hi.answer)).toEqual(rupees(en.answer));
      expect(hi.answer.working?.map((s) => s.amount)).toEqual(
        en.answer.working?.map((s) => s.amount),
      );
      for (const text of texts(hi.answer)) expect(text, text).toMatch(DEVANAGARI);
      for (const text of texts(en.answer)) expect(text, text).not.toMatch(DEVANAGARI);
    });
  }

  it('is answered in Hindi in the chat, the thread read as in English', async () => {
    const explainer = createExplainer({ today: () => TODAY });
    const say = async (questions: string[], lang: 'en' | 'hi') => {
      const messages = questions.flatMap((content, i) =>
        i === 0
          ? [{ role: 'user' as const, content }]
          : [
              { role: 'assistant' as const, content: '…' },
              { role: 'user' as const, content },
            ],
      );
      const events: ExplainerChatEvent[] = [];
      for await (const e of explainer.chat(messages, undefined, { lang })) events.push(e);
      const message = events.find((e) => e.event === 'message');
      return message?.event === 'message' ? message.data.text : '';
    };
    const hi = await say(['12 लाख वेतन पर कितना कर', 'और पुरानी कर व्यवस्था में?'], 'hi');
    const en = await say(['tax on 12 lakh salary', 'and in the old regime?'], 'en');
    expect(hi).toContain('**आपके बदलाव के बाद आयकर: पुरानी कर व्यवस्था');
    expect(hi).not.toContain(NOT_YET_IN_HINDI);
    expect(en).toContain('**Income tax after your change: old regime');
    const figures = (text: string) => (text.match(/₹\d+(?:,\d+)*/g) ?? []).sort();
    expect(figures(hi)).toEqual(figures(en));
  });
});
