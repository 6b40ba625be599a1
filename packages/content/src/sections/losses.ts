import type { IncomeTaxResult } from '@taxguide/tax-engine';
import { calc } from '../examples/calculations';
import { inr } from '../claims';
import { formatINR } from '../format';
import type { SectionContent } from '../types';
import { INDIA_CODE_1961, LAST_REVIEWED, PLAIN_LANGUAGE_NOTE, act2025Verified, md } from './common';

const base = {
  sourceUrl: INDIA_CODE_1961,
  lastReviewed: LAST_REVIEWED,
  act2025Section: '',
} as const;

/** Total the engine set off under one section (a set-off line names its section). */
function setOffUnder(r: IncomeTaxResult, section: string): number {
  const lines = r.setOff.lines.filter((l) => l.section === section);
  if (lines.length === 0) throw new Error(`no set-off under s.${section}`);
  return lines.reduce((sum, l) => sum + l.amount, 0);
}

/** Set-off of losses within a head and between heads, and their carry-forward (Chapter VI). */
export const lossesSections: SectionContent[] = [
  {
    ...base,
    sectionNumber: '70',
    act2025Section: '108',
    title: 'Set-Off of Losses Within the Same Head of Income',
    category: 'capital_gains',
    description:
      'A loss from one source is set off against income from another source under the same head; capital losses follow stricter short- and long-term rules.',
    summary:
      'Section 70 lets a loss from one source be set off against income from another source under the same head in the same year, for example a loss on one let-out house against rent from another. Capital losses have their own rule: a short-term capital loss can be set off against any capital gain, short or long term (70(2)), but a long-term capital loss only against long-term gains (70(3)).',
    fullText: md(
      PLAIN_LANGUAGE_NOTE,
      '### The rule\nIncome is first worked out source by source under each of the five heads. Where one source under a head makes a loss, that loss is set off against the income of other sources under the **same head** in the same year. Only what is left over moves on to [section 71](/section/71) (against other heads) and then to carry-forward.',
      '### Capital losses\n| Loss of the year | Can be set off against |\n|---|---|\n| Short-term capital loss (70(2)) | Short-term or long-term capital gains |\n| Long-term capital loss (70(3)) | Long-term capital gains only |\n\nThe Act does not say which gain a loss must absorb first. Our calculator sets a loss against the gain taxed at the highest rate, so the loss saves the most tax, and against a [112A](/section/112A) gain last, because the yearly 112A exemption already shelters part of it.',
      '### Losses that stay in their own box\n- **Speculation business** losses only against speculation income; losses from owning and maintaining race horses only against income from that activity.\n- **Virtual digital assets:** a loss on crypto or an NFT cannot be set off against anything, not even a gain on another digital asset ([115BBH](/section/115BBH)).\n- **No loss at all** can be set off against lottery, betting or online-game winnings ([115BB](/section/115BB), [115BBJ](/section/115BBJ)).\n- A loss from a source whose income would be exempt cannot be set off against taxable income.',
      '### Old or new regime\nSection 70 works the same way in both regimes. The new regime restricts only the set-off of a house-property loss against other heads ([section 71](/section/71)).',
      '### What changed\nNothing from FY 2023-24 to tax year 2026-27. From 23 July 2024 more gains are long term sooner (12 or 24 months), which changes which column a loss falls in, not the rule.',
      '### Under the Income-tax Act 2025\n' +
        act2025Verified(
          '108',
          'the short-term and long-term capital-loss rules are section 108(2)(a) and (b)',
        ),
    ),
    keyLimits: [
      'A loss is first set off within its own head, in the same year',
      'Short-term capital loss: against any capital gain',
      'Long-term capital loss: against long-term capital gains only',
      'Never against lottery, online-game or crypto income',
    ],
    examples: [
      {
        title: 'A share loss and a gold gain in the same year',
        scenario:
          'Neha earns a salary of ₹16,00,000 in FY 2025-26. In September 2025 she sells for ₹3,80,000 listed shares that she bought in March 2025 for ₹5,00,000. In November 2025 she sells for ₹7,00,000 gold jewellery that she bought in 2019 for ₹4,00,000.',
        calculation: calc(
          'income_tax',
          {
            financialYear: '2025-26',
            regime: 'new',
            annualIncome: 1600000,
            capitalGainsTransactions: [
              {
                assetType: 'equity',
                purchasePrice: 500000,
                salePrice: 380000,
                purchaseDate: '2025-03-10',
                saleDate: '2025-09-15',
              },
              {
                assetType: 'gold',
                purchasePrice: 400000,
                salePrice: 700000,
                purchaseDate: '2019-05-01',
                saleDate: '2025-11-20',
              },
            ],
          },
          (r) =>
            `The shares were held under 12 months, so she has a short-term loss of ${formatINR(setOffUnder(r, '70(2)'))}. Under 70(2) it is set off against the long-term gain on the gold, leaving ${formatINR(r.heads.capitalGains)} taxed at 12.5%. Her total tax for the year is ${formatINR(r.totalTax)}.`,
        ),
      },
    ],
    related: ['71', '74', '45', '112A', '115BBH'],
  },
  {
    ...base,
    sectionNumber: '71',
    act2025Section: '109',
    title: 'Set-Off of a Loss Against Other Heads of Income',
    category: 'income',
    description:
      'A loss left after same-head set-off can reduce other heads; house-property loss only ₹2,00,000 a year, capital loss never.',
    summary:
      'After section 70, a loss still left under one head can be set off against income under other heads in the same year. There are limits: a capital loss can never reduce other income; a business loss cannot reduce salary; and a house-property loss can reduce other income by at most ₹2,00,000 a year (71(3A)), the rest being carried forward. In the new regime a house-property loss cannot be set off against any other head.',
    fullText: md(
      PLAIN_LANGUAGE_NOTE,
      '### The rule\nA loss under one head that [section 70](/section/70) could not absorb may be set off against income under any other head of the same year, with these exceptions:\n- **Capital gains:** a capital loss cannot be set off against any other head (71(3)); it is carried forward under [section 74](/section/74).\n- **Business or profession:** a business loss cannot be set off against salary (71(2A)). Speculation losses stay within speculation income.\n- **House property:** a loss can be set off against other heads only up to ₹2,00,000 in a year (71(3A)). The rest is carried forward under [section 71B](/section/71B).',
      '### Where a house-property loss comes from\nMostly from interest on a home loan: on a let-out house the whole interest is deductible under [24(b)](/section/24(b)), so the interest can exceed the rent left after the 30% deduction. Interest on a self-occupied home also produces a loss (capped at ₹2,00,000 in the old regime).',
      '### Old or new regime\n- **Old regime:** the rules above apply.\n- **New regime ([115BAC](/section/115BAC)):** a house-property loss cannot be set off against salary or any other head. It can still reduce rent from another let-out house (that is within the same head). Whether the unabsorbed loss may be carried forward is not settled; our calculator does not carry it forward and says so.',
      '### Never against flat-rate income\nNo loss of any head can be set off against lottery, betting or online-game winnings, or income from virtual digital assets.',
      '### What changed\nThe ₹2,00,000 limit applies since FY 2017-18 and is unchanged from FY 2023-24 to tax year 2026-27.',
      '### Under the Income-tax Act 2025\n' + act2025Verified('109'),
    ),
    keyLimits: [
      'House-property loss against other heads: up to ₹2,00,000 a year (old regime)',
      'New regime: no set-off of a house-property loss against other heads',
      'Capital loss: never against other heads',
      'Business loss: not against salary',
    ],
    examples: [
      {
        title: 'A let-out flat with a large home loan (old regime)',
        scenario:
          'Arjun earns a salary of ₹18,00,000 in FY 2025-26 and chooses the old regime. His let-out flat earns rent of ₹2,40,000; he pays ₹10,000 of municipal tax and ₹5,10,000 of interest on the loan for it.',
        calculation: calc(
          'income_tax',
          {
            financialYear: '2025-26',
            regime: 'old',
            annualIncome: 1800000,
            houseProperties: [
              {
                use: 'letOut',
                annualRent: 240000,
                municipalTaxesPaid: 10000,
                interestOnLoan: 510000,
              },
            ],
          },
          (r) =>
            `After the 30% deduction and interest his loss from the flat is ${formatINR(setOffUnder(r, '71(3A)') + r.setOff.carriedForward.houseProperty)}. Only ${formatINR(setOffUnder(r, '71(3A)'))} of it reduces his salary this year; the other ${formatINR(r.setOff.carriedForward.houseProperty)} is carried forward under section 71B. His tax is ${formatINR(r.totalTax)}.`,
        ),
      },
    ],
    related: ['70', '71B', '74', '24', '24(b)', '115BAC'],
    claims: [
      inr(
        'deduction.housePropertyLossSetOff',
        200000,
        'can reduce other income by at most ₹2,00,000 a year (71(3A))',
      ),
      inr(
        'deduction.housePropertyLossSetOff',
        200000,
        'other heads only up to ₹2,00,000 in a year (71(3A))',
      ),
      inr('deduction.housePropertyLossSetOff', 200000, 'The ₹2,00,000 limit applies since'),
      inr(
        'deduction.housePropertyLossSetOff',
        200000,
        'other heads: up to ₹2,00,000 a year (old regime)',
      ),
      inr(
        'deduction.housePropertyLossSetOff',
        200000,
        'The ₹2,00,000 limit applies since',
        '2023-24',
      ),
      inr('deduction.housePropertyLossSetOff', 200000, 'house-property loss only ₹2,00,000 a year'),
      inr('deduction.24b.selfOccupied', 200000, '(capped at ₹2,00,000 in the old regime)'),
    ],
  },
  {
    ...base,
    sectionNumber: '71B',
    act2025Section: '110',
    title: 'Carry-Forward of a House-Property Loss',
    category: 'income',
    description:
      'A house-property loss not set off in the year is carried forward for eight years, against house-property income only.',
    summary:
      'The part of a house-property loss that cannot be set off in the year (because of the ₹2,00,000 limit, or because other income was too small) is carried forward for up to eight years. In those years it can be set off only against income from house property, with no yearly limit. Unlike business and capital losses, it can be carried forward even if the return was filed late.',
    fullText: md(
      PLAIN_LANGUAGE_NOTE,
      '### The rule\n- **What is carried forward:** the house-property loss left after set-off within the head ([section 70](/section/70)) and against other heads ([section 71](/section/71)).\n- **For how long:** the eight years after the year of the loss.\n- **Against what:** only income from house property, such as rent from a let-out house once the loan interest falls. There is no yearly cap on this set-off.\n- **Use the oldest first**, so that no loss runs out of its eight years unused.',
      '### A late return does not forfeit it\nBusiness and capital losses can be carried forward only if the return of the loss year was filed by the due date under [139(1)](/section/139(1)). A house-property loss is an exception: it is carried forward even when that return was late. It must still be reported in the return (schedule CFL) each year.',
      '### Old or new regime\nIn the old regime the loss is carried forward as above. In the new regime a loss of the year cannot be set off against other heads and its carry-forward is not settled, so our calculator does not carry a new-regime loss forward. A loss brought forward from earlier years is set off against house-property income in either regime, on the footing that it does not come from self-occupied interest (which the new regime disallows).',
      '### What changed\nNothing from FY 2023-24 to tax year 2026-27.',
      '### Under the Income-tax Act 2025\n' + act2025Verified('110'),
    ),
    keyLimits: [
      'Carried forward for eight years',
      'Set off only against income from house property',
      'Allowed even if the return of the loss year was late',
      'No yearly cap on the set-off in later years',
    ],
    examples: [
      {
        title: 'Using last year’s loss against this year’s rent',
        scenario:
          'Meera, old regime, carried forward a house-property loss of ₹1,50,000 from an earlier year. In FY 2025-26 her let-out flat earns ₹3,00,000 of rent; she pays ₹20,000 of municipal tax and ₹1,00,000 of loan interest. Her salary is ₹15,00,000.',
        calculation: calc(
          'income_tax',
          {
            financialYear: '2025-26',
            regime: 'old',
            annualIncome: 1500000,
            houseProperties: [
              {
                use: 'letOut',
                annualRent: 300000,
                municipalTaxesPaid: 20000,
                interestOnLoan: 100000,
              },
            ],
            broughtForwardLosses: { houseProperty: 150000 },
          },
          (r) =>
            `This year the flat earns ${formatINR(setOffUnder(r, '71B'))} after the 30% deduction and interest. The brought-forward loss wipes that out, leaving ${formatINR(r.heads.houseProperty)} of house-property income, and the remaining ${formatINR(r.setOff.carriedForward.houseProperty)} carries forward again. It cannot touch her salary. Her tax is ${formatINR(r.totalTax)}.`,
        ),
      },
    ],
    related: ['71', '24', '24(b)', '139(1)', '74'],
    claims: [inr('deduction.housePropertyLossSetOff', 200000, 'because of the ₹2,00,000 limit')],
  },
  {
    ...base,
    sectionNumber: '74',
    act2025Section: '111',
    title: 'Carry-Forward of Capital Losses',
    category: 'capital_gains',
    description:
      'Capital losses not set off are carried forward for eight years: short-term against any capital gain, long-term only against long-term gains.',
    summary:
      'A capital loss that cannot be set off in the year it arises is carried forward for up to eight years and set off only against capital gains. A brought-forward short-term loss can absorb any capital gain; a brought-forward long-term loss only long-term gains. The loss can be carried forward only if the return of the loss year was filed by its due date.',
    fullText: md(
      PLAIN_LANGUAGE_NOTE,
      '### The rule\n| Loss carried forward | Can be set off against | For |\n|---|---|---|\n| Short-term capital loss | Short-term or long-term capital gains | 8 years |\n| Long-term capital loss | Long-term capital gains only | 8 years |\n\nLosses of the current year are set off first ([section 70](/section/70)); brought-forward losses come after them, the oldest first. A capital loss can never reduce salary, business income or any other head ([section 71](/section/71)).',
      '### File on time\nThe loss must be declared in a return filed by the due date under [139(1)](/section/139(1)) for the year in which it arose. A late return keeps the tax computation but forfeits the carry-forward of a capital loss. Carried-forward losses are listed each year in schedule CFL of the ITR.',
      '### Which gain absorbs the loss\nThe Act fixes no order. Our calculator sets a brought-forward loss against the gain taxed at the highest rate, and against a [112A](/section/112A) gain last. In the ITR you choose, and it usually pays to keep the loss off the first ₹1,25,000 of 112A gains that are exempt anyway.',
      '### Not for crypto\nA loss on a virtual digital asset is never carried forward ([115BBH](/section/115BBH)).',
      '### Old or new regime\nCapital losses are set off and carried forward the same way in both regimes.',
      '### Under the Income-tax Act 2025\n' + act2025Verified('111'),
    ),
    keyLimits: [
      'Carried forward for eight years',
      'Short-term loss: against any capital gain',
      'Long-term loss: against long-term gains only',
      'Return of the loss year must be filed by the due date',
    ],
    examples: [
      {
        title: 'Old losses against a long-term share gain',
        scenario:
          'Vikram brings forward a short-term capital loss of ₹1,00,000 and a long-term capital loss of ₹50,000 from FY 2023-24, both declared in returns filed on time. In October 2025 he sells listed shares bought in January 2022 for ₹6,00,000 at ₹11,00,000. His salary is ₹14,00,000 and he uses the new regime.',
        calculation: calc(
          'income_tax',
          {
            financialYear: '2025-26',
            regime: 'new',
            annualIncome: 1400000,
            capitalGainsTransactions: [
              {
                assetType: 'equity',
                purchasePrice: 600000,
                salePrice: 1100000,
                purchaseDate: '2022-01-10',
                saleDate: '2025-10-15',
              },
            ],
            broughtForwardLosses: { shortTermCapitalLoss: 100000, longTermCapitalLoss: 50000 },
          },
          (r) => {
            const gain = r.capitalGainsByRate.find((l) => l.section === '112A');
            const line = r.specialRateIncome.find((l) => l.section === '112A');
            return `Section 74 sets ${formatINR(setOffUnder(r, '74'))} of old losses against the long-term gain, leaving ${formatINR(gain?.income ?? 0)}. After the yearly 112A exemption of ${formatINR(line?.exemption ?? 0)}, the tax on the gain is ${formatINR(line?.tax ?? 0)}, and his total tax is ${formatINR(r.totalTax)}.`;
          },
        ),
      },
    ],
    related: ['70', '71', '45', '112A', '139(1)'],
    claims: [inr('capitalGains.112A.exemption', 125000, 'first ₹1,25,000 of 112A gains')],
  },
];
