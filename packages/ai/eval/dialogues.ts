/**
 * Multi-turn chats as people have them: a figure then a one-fact change ("and in the old
 * regime?"), a section then "the limit?" or "who can claim it?", yes/no questions and an
 * omitted section. Each checked turn names what a right answer shows: the engine's exact figure,
 * the section, the opening word, facts, or a refusal. Scored by eval/evaluate.ts
 * (evaluateDialogues): a dialogue counts only when every checked turn is right.
 */
import { call } from '@taxguide/content';
import type { AgeGroup, DeductionClaims, FinancialYear, Regime } from '@taxguide/tax-engine';
import type { ExpectedFigure } from './questions';

export interface TurnExpectation {
  /** The answer's main section is one of these. */
  sections?: string[];
  /** Engine results the answer must show, to the rupee. */
  figures?: ExpectedFigure[];
  /** Exact strings the answer must contain. */
  facts?: string[];
  /** The word the answer (after its heading) must open with. */
  opening?: 'Yes' | 'No' | 'It depends';
  refuse?: boolean;
}

export interface DialogueTurn {
  user: string;
  /** Absent: the turn only sets the scene. */
  expect?: TurnExpectation;
}

export interface Dialogue {
  id: string;
  turns: DialogueTurn[];
}

function tax(
  annualIncome: number,
  regime: Regime,
  more: {
    deductions?: DeductionClaims;
    ageGroup?: AgeGroup;
    financialYear?: FinancialYear;
  } = {},
): ExpectedFigure {
  return {
    calculation: call('income_tax', {
      annualIncome,
      regime,
      financialYear: more.financialYear ?? '2026-27',
      ...(more.deductions ? { deductions: more.deductions } : {}),
      ...(more.ageGroup ? { ageGroup: more.ageGroup } : {}),
    }),
    field: 'totalTax',
  };
}

const L = 100_000;

export const dialogues: Dialogue[] = [
  // A figure, then one fact changed: both results are shown.
  {
    id: 'd-regime-switch',
    turns: [
      { user: 'tax on 15 lakh in the new regime', expect: { figures: [tax(15 * L, 'new')] } },
      {
        user: 'and in the old regime?',
        expect: { sections: ['115BAC'], figures: [tax(15 * L, 'old'), tax(15 * L, 'new')] },
      },
    ],
  },
  {
    id: 'd-nps-new-regime',
    turns: [
      { user: 'tax on 15 lakh in the new regime' },
      {
        user: 'what if I add 50,000 in NPS?',
        expect: {
          figures: [
            tax(15 * L, 'new'),
            tax(15 * L, 'old', { deductions: { section80CCD1B: 50_000 } }),
          ],
          facts: ['new regime gives no deduction'],
        },
      },
    ],
  },
  {
    id: 'd-nps-old-regime',
    turns: [
      { user: 'tax on 15 lakh in the old regime' },
      {
        user: 'what if I add 50,000 in NPS?',
        expect: {
          figures: [
            tax(15 * L, 'old'),
            tax(15 * L, 'old', { deductions: { section80CCD1B: 50_000 } }),
          ],
        },
      },
    ],
  },
  {
    id: 'd-senior',
    turns: [
      { user: 'income tax on 9 lakh salary in old regime' },
      {
        user: 'for a senior citizen?',
        expect: { figures: [tax(9 * L, 'old'), tax(9 * L, 'old', { ageGroup: '60to80' })] },
      },
    ],
  },
  {
    id: 'd-age-62',
    turns: [
      { user: 'tax on 11 lakh in the old regime' },
      {
        user: 'if I am 62?',
        expect: { figures: [tax(11 * L, 'old', { ageGroup: '60to80' })] },
      },
    ],
  },
  {
    id: 'd-income-change',
    turns: [
      { user: 'tax on 15 lakh in the new regime' },
      {
        user: 'what if my income is 18 lakh?',
        expect: { figures: [tax(18 * L, 'new'), tax(15 * L, 'new')] },
      },
    ],
  },
  {
    id: 'd-80c-added',
    turns: [
      { user: 'how much tax on 12 lakh in the old regime' },
      {
        user: 'with 1.5 lakh in 80C?',
        expect: {
          figures: [
            tax(12 * L, 'old'),
            tax(12 * L, 'old', { deductions: { section80C: 150_000 } }),
          ],
        },
      },
    ],
  },
  {
    id: 'd-year-change',
    turns: [
      { user: 'tax on 15 lakh in the new regime' },
      {
        user: 'for FY 2025-26?',
        expect: { figures: [tax(15 * L, 'new', { financialYear: '2025-26' })] },
      },
    ],
  },
  {
    id: 'd-year-unsupported',
    turns: [
      { user: 'tax on 15 lakh in the new regime' },
      { user: 'for fy 2019-20?', expect: { facts: ['is not covered by our tax engine'] } },
    ],
  },
  {
    id: 'd-three-changes',
    turns: [
      { user: 'tax on 15 lakh in the new regime' },
      { user: 'and in the old regime?', expect: { figures: [tax(15 * L, 'old')] } },
      {
        user: 'what if I add 50,000 in NPS?',
        expect: { figures: [tax(15 * L, 'old', { deductions: { section80CCD1B: 50_000 } })] },
      },
    ],
  },
  {
    id: 'd-four-turns',
    turns: [
      {
        user: 'tax on 20 lakh',
        expect: { figures: [tax(20 * L, 'new'), tax(20 * L, 'old')] },
      },
      {
        user: 'what if my income is 25 lakh?',
        expect: { figures: [tax(25 * L, 'new'), tax(25 * L, 'old')] },
      },
      { user: 'and in the old regime?', expect: { figures: [tax(25 * L, 'old')] } },
      {
        user: 'with 1.5 lakh in 80C?',
        expect: { figures: [tax(25 * L, 'old', { deductions: { section80C: 150_000 } })] },
      },
    ],
  },
  {
    id: 'd-80d-added',
    turns: [
      { user: 'tax on 10 lakh salary old regime' },
      {
        user: 'and 80d of 25000?',
        expect: { figures: [tax(10 * L, 'old', { deductions: { section80D: 25_000 } })] },
      },
    ],
  },
  {
    id: 'd-bare-regime',
    turns: [
      { user: 'how much tax on 9 lakh in the new regime' },
      { user: 'old regime?', expect: { figures: [tax(9 * L, 'old'), tax(9 * L, 'new')] } },
    ],
  },
  {
    id: 'd-hinglish',
    turns: [
      { user: '18 lakh salary pe kitna tax lagega old regime' },
      { user: 'aur new regime mein?', expect: { figures: [tax(18 * L, 'new')] } },
    ],
  },
  {
    id: 'd-topic-between',
    turns: [
      { user: 'tax on 15 lakh in the new regime' },
      { user: 'what is 80C', expect: { sections: ['80C'] } },
      { user: 'and in the old regime?', expect: { figures: [tax(15 * L, 'old')] } },
    ],
  },
  // The section under discussion.
  {
    id: 'd-80d-limit',
    turns: [
      { user: 'what is 80D', expect: { sections: ['80D'] } },
      { user: 'the limit?', expect: { sections: ['80D'], facts: ['₹25,000'] } },
    ],
  },
  {
    id: 'd-80d-who',
    turns: [{ user: 'what is 80D' }, { user: 'who can claim it?', expect: { sections: ['80D'] } }],
  },
  {
    id: 'd-24b-limit',
    turns: [
      { user: 'tell me about section 24(b)' },
      { user: 'what is the limit?', expect: { sections: ['24(b)'], facts: ['₹2,00,000'] } },
    ],
  },
  {
    id: 'd-hra-new-regime',
    turns: [
      { user: 'hra exemption' },
      {
        user: 'can I claim it in the new regime?',
        expect: { sections: ['10(13A)'], opening: 'No' },
      },
    ],
  },
  {
    id: 'd-80c-old-regime',
    turns: [
      { user: 'explain 80C' },
      { user: 'is it allowed in old regime', expect: { sections: ['80C'], opening: 'Yes' } },
    ],
  },
  {
    id: 'd-54-that-section',
    turns: [
      { user: 'section 54' },
      { user: 'time limit under that section', expect: { sections: ['54'] } },
    ],
  },
  {
    id: 'd-80ttb-this',
    turns: [
      { user: 'what is section 80TTB' },
      { user: 'is this only for senior citizens', expect: { sections: ['80TTB'] } },
    ],
  },
  {
    id: 'd-ltcg-limit',
    turns: [
      { user: 'ltcg on shares' },
      { user: 'the exemption limit?', expect: { sections: ['112A'], facts: ['₹1,25,000'] } },
    ],
  },
  // Yes/no questions.
  {
    id: 'd-yn-hra-homeloan',
    turns: [
      {
        user: 'Can I claim both HRA and home loan interest?',
        expect: { sections: ['10(13A)', '24(b)'], opening: 'Yes', facts: ['₹2,00,000'] },
      },
      {
        user: 'and in the new regime?',
        expect: { sections: ['10(13A)', '24(b)', '115BAC'], opening: 'No' },
      },
    ],
  },
  {
    id: 'd-yn-ppf',
    turns: [{ user: 'Is PPF interest taxable?', expect: { sections: ['80C'], opening: 'No' } }],
  },
  {
    id: 'd-yn-advance',
    turns: [
      {
        user: 'Do I need to pay advance tax if my tax is below 10,000?',
        expect: { sections: ['208'], opening: 'No', facts: ['₹10,000'] },
      },
    ],
  },
  {
    id: 'd-yn-80c-new',
    turns: [
      { user: 'Can I claim 80C in the new regime?', expect: { sections: ['80C'], opening: 'No' } },
    ],
  },
  // Omitted sections.
  {
    id: 'd-206ab',
    turns: [
      {
        user: 'is 206AB still applicable?',
        expect: { sections: ['206AB'], facts: ['1 April 2025', 'Finance Act 2025'] },
      },
      { user: 'what applies now then?', expect: { sections: ['206AB'], facts: ['206AA'] } },
    ],
  },
  {
    id: 'd-206cca',
    turns: [
      { user: 'tds on salary', expect: { sections: ['192'] } },
      { user: 'what about 206cca?', expect: { sections: ['206AB'], facts: ['1 April 2025'] } },
    ],
  },
  // Refusals stay refusals inside a thread.
  {
    id: 'd-refuse-product',
    turns: [
      { user: 'what is 80C' },
      { user: 'which mutual fund should I buy for it?', expect: { refuse: true } },
    ],
  },
  {
    id: 'd-refuse-off-topic',
    turns: [{ user: 'what is 80D' }, { user: 'cricket score?', expect: { refuse: true } }],
  },
];
