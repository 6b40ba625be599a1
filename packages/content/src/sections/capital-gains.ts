import type { Step } from '@taxguide/tax-engine';
import { calc } from '../examples/calculations';
import { inr, pct } from '../claims';
import { formatINR } from '../format';
import type { SectionContent } from '../types';
import { INDIA_CODE_1961, LAST_REVIEWED, PLAIN_LANGUAGE_NOTE, act2025Verified, md } from './common';

const base = {
  sourceUrl: INDIA_CODE_1961,
  lastReviewed: LAST_REVIEWED,
  act2025Section: '',
} as const;

/** The engine's note on its indexed-cost step, e.g. "CII 376 / 200 (FY 2025-26 / 2012-13)". */
function indexNote(steps: readonly Step[]): string {
  const note = steps.find((s) => s.label === 'Indexed cost of acquisition')?.note;
  if (!note) throw new Error('no indexed-cost step');
  return note;
}

/** The amount of the engine's working step with this label (throws if there is none). */
function stepLabelled(steps: readonly Step[], label: string): number {
  const step = steps.find((s) => s.label === label);
  if (!step) throw new Error(`no working step "${label}"`);
  return step.amount;
}

export const capitalGainsSections: SectionContent[] = [
  {
    ...base,
    sectionNumber: '45',
    act2025Section: '67',
    title: 'Capital Gains: What Is Taxed and When',
    category: 'capital_gains',
    description:
      'Profit on transferring a capital asset (shares, funds, property, gold) is taxed as capital gains in the year of transfer, short or long term.',
    summary:
      'Section 45 is the charging section for capital gains: a profit or gain from the transfer of a capital asset is taxed under the head "Capital gains" in the year of the transfer, unless an exemption such as section 54, 54EC or 54F applies. The holding period decides whether the gain is short or long term. Long-term gains and short-term gains on listed equity have special rates (sections 111A, 112 and 112A); other short-term gains are taxed at slab rates.',
    fullText: md(
      PLAIN_LANGUAGE_NOTE,
      '### What is a capital asset\nProperty of any kind you hold: shares, securities, mutual-fund units, land, buildings, gold, jewellery, paintings and other art. Not capital assets: stock-in-trade of a business, personal effects such as clothes, furniture and cars (jewellery and art are not personal effects for this purpose), agricultural land in a rural area, and deposit certificates under the Gold Monetisation Scheme.',
      "### What is a transfer\nA sale, an exchange, giving up a right, compulsory acquisition, or converting the asset into stock-in-trade, among others. A gift, an inheritance or a transfer under a will is not a transfer, so no capital gain arises then; the person who receives the asset takes over the previous owner's cost and holding period.",
      '### When the gain is taxed\nIn the year of transfer, with some special timings:\n- **Compulsory acquisition:** in the year the compensation is first received (45(5)).\n- **Asset converted into stock-in-trade:** in the year the stock is sold, taking the market value on the date of conversion as the sale price (45(2)).\n- **Insurance money for a damaged or destroyed asset:** in the year it is received (45(1A)).\n- **Joint development agreement of an individual or HUF:** in the year the completion certificate is issued (45(5A)).\n- **ULIPs that are not exempt under [10(10D)](/section/10(10D)):** taxed as capital gains (45(1B)).',
      '### Short term or long term\n| Asset | Long term if held more than |\n|---|---|\n| Listed shares, listed securities, equity-fund units | 12 months |\n| Land, building, unlisted shares | 24 months |\n| Gold, jewellery and other assets | 24 months (36 months for transfers before 23 July 2024) |\n\nDebt mutual funds bought from 1 April 2023, market-linked debentures and, for transfers from 23 July 2024, unlisted bonds and debentures are always taxed as short-term gains.',
      '### Rates\n| Gain | Transfers from 23 July 2024 (FY 2025-26, tax year 2026-27) | Before 23 July 2024 |\n|---|---|---|\n| Short term, listed equity with STT ([111A](/section/111A)) | 20% | 15% |\n| Long term, listed equity ([112A](/section/112A)) | 12.5% above ₹1,25,000 a year | 10% above ₹1,00,000 a year |\n| Long term, other assets ([112](/section/112)) | 12.5% without indexation | 20% with indexation |\n| Short term, other assets | Slab rates | Slab rates |\n\nResident individuals and HUFs selling land or a building bought before 23 July 2024 pay the lower of 12.5% without indexation and 20% with indexation (see [section 48](/section/48)). Surcharge (capped at 15% on 111A, 112 and 112A gains) and 4% cess are added.',
      '### How the gain is computed, and exemptions\nThe gain is the sale value minus transfer expenses, cost and improvement, as [section 48](/section/48) sets out. Reinvesting can exempt it: [54](/section/54) (house to house), [54EC](/section/54EC) (bonds), [54F](/section/54F) (other assets to a house) and [54B](/section/54B) (agricultural land).',
      '### Losses\nA short-term capital loss can be set off against any capital gain; a long-term loss only against long-term gains. Neither can be set off against salary or other heads. Unused losses carry forward for eight years.',
      '### Old or new regime\nCapital gains are computed and taxed the same way in both. From FY 2025-26 the new-regime [87A](/section/87A) rebate does not reduce tax on gains taxed at special rates.',
      '### Under the Income-tax Act 2025\n' + act2025Verified('67'),
    ),
    keyLimits: [
      'Taxed in the year of transfer, with special timing for some cases',
      'Long term: listed equity over 12 months; property and most other assets over 24 months',
      'Special rates: 20% (111A), 12.5% (112A above the exemption, and 112)',
      'Gifts and inheritances are not transfers',
    ],
    examples: [
      {
        title: 'Gold coins sold within a year',
        scenario:
          'Kiran bought gold coins for ₹5,00,000 on 1 August 2025 and sold them for ₹5,80,000 on 1 June 2026. Her other income puts her in the 20% slab.',
        calculation: calc(
          'capital_gains',
          {
            assetType: 'gold',
            purchasePrice: 500000,
            salePrice: 580000,
            purchaseDate: '2025-08-01',
            saleDate: '2026-06-01',
            slabRatePercent: 20,
          },
          (r) =>
            `She held the coins for ${r.holdingMonths} whole months, so the ${formatINR(r.gain)} gain is short term. No special rate applies: it is charged under section 45 and taxed with her other income at her ${r.ratePercent}% slab rate, ${formatINR(r.tax)}, or ${formatINR(r.totalTax)} with cess.`,
        ),
      },
      {
        title: 'An inherited flat',
        scenario:
          "Mahesh inherits his father's flat. An inheritance is not a transfer, so there is no capital-gains tax when he receives it. If he sells it later, his cost is his father's cost and his holding period includes the years his father owned it.",
      },
    ],
    related: ['48', '111A', '112', '112A', '54', '54EC', '54F'],
    claims: [
      pct(
        'capitalGains.111A.rate',
        20,
        '| Short term, listed equity with STT ([111A](/section/111A)) | 20% | 15% |',
      ),
      pct(
        'capitalGains.111A.rate',
        20,
        '| Short term, listed equity with STT ([111A](/section/111A)) | 20% | 15% |',
        '2025-26',
      ),
      pct(
        'capitalGains.111A.rate',
        15,
        '| Short term, listed equity with STT ([111A](/section/111A)) | 20% | 15% |',
        '2023-24',
      ),
      pct(
        'capitalGains.112A.rate',
        12.5,
        '| Long term, listed equity ([112A](/section/112A)) | 12.5% above ₹1,25,000 a year |',
      ),
      inr(
        'capitalGains.112A.exemption',
        125000,
        '| Long term, listed equity ([112A](/section/112A)) | 12.5% above ₹1,25,000 a year |',
      ),
      inr(
        'capitalGains.112A.exemption',
        125000,
        '| Long term, listed equity ([112A](/section/112A)) | 12.5% above ₹1,25,000 a year |',
        '2025-26',
      ),
      pct('capitalGains.112A.rate', 10, '| 10% above ₹1,00,000 a year |', '2023-24'),
      inr('capitalGains.112A.exemption', 100000, '| 10% above ₹1,00,000 a year |', '2023-24'),
      pct(
        'capitalGains.112.rate',
        12.5,
        '| Long term, other assets ([112](/section/112)) | 12.5% without indexation | 20% with indexation |',
      ),
      pct(
        'capitalGains.112.rate',
        12.5,
        '| Long term, other assets ([112](/section/112)) | 12.5% without indexation | 20% with indexation |',
        '2025-26',
      ),
      pct(
        'capitalGains.112.rate',
        20,
        '| Long term, other assets ([112](/section/112)) | 12.5% without indexation | 20% with indexation |',
        '2023-24',
      ),
      pct('cess.rate', 4, 'and 4% cess are added'),
      pct('capitalGains.111A.rate', 20, 'Special rates: 20% (111A), 12.5% (112A above'),
      pct('capitalGains.112A.rate', 12.5, 'Special rates: 20% (111A), 12.5% (112A above'),
      pct('capitalGains.112.rate', 12.5, '12.5% (112A above the exemption, and 112)'),
    ],
  },
  {
    ...base,
    sectionNumber: '48',
    act2025Section: '72',
    title: 'How Capital Gains Are Computed: Cost, Improvement, Transfer Expenses and Indexation',
    category: 'capital_gains',
    description:
      'Capital gain = sale value − transfer expenses − cost − improvements. Indexation only for transfers before 23 July 2024, with a property exception.',
    summary:
      'Section 48 gives the formula for a capital gain: the full value of the consideration, minus expenses incurred wholly and exclusively on the transfer, minus the cost of acquisition and the cost of any improvement. Before 23 July 2024 long-term gains on most assets could use costs indexed for inflation. For transfers from that date indexation is gone, except that resident individuals and HUFs selling land or a building bought before 23 July 2024 pay the lower of 12.5% without indexation and 20% with it.',
    fullText: md(
      PLAIN_LANGUAGE_NOTE,
      "### The formula\nCapital gain = full value of consideration − transfer expenses − cost of acquisition − cost of improvement.\n- **Full value of consideration:** what you receive or are entitled to for the asset. For land or a building, if the stamp duty value is more than 110% of the price, the stamp duty value is used instead (section 50C).\n- **Transfer expenses:** brokerage, legal fees and similar costs of the sale itself. Securities transaction tax is not deductible.\n- **Cost of acquisition:** the price paid plus the costs of buying (stamp duty, registration, brokerage). For an asset received as a gift or inheritance, the previous owner's cost. For an asset acquired before 1 April 2001 you may use its fair market value on 1 April 2001 (for land or a building, not more than its stamp duty value on that date).\n- **Cost of improvement:** capital spending on additions or alterations; improvements made before 1 April 2001 are ignored.\n- From FY 2023-24, interest already deducted under [section 24(b)](/section/24(b)) or Chapter VI-A cannot be added to the cost.\n- Listed shares and equity funds bought before 1 February 2018 have a protected cost under [112A](/section/112A).",
      '### Indexation, and its removal from 23 July 2024\nIndexation raises the cost for inflation: indexed cost = cost × Cost Inflation Index (CII) of the year of transfer ÷ CII of the year of acquisition (2001-02 for older assets).\n- **Before 23 July 2024:** long-term gains on most assets other than listed equity could use indexed cost and were taxed at 20% with indexation. Bonds and debentures (other than capital-indexed bonds and sovereign gold bonds) never had indexation.\n- **From 23 July 2024** (Finance (No. 2) Act 2024): no indexation; long-term gains under [section 112](/section/112) are taxed at 12.5% on the unindexed gain.\n- **Land or building bought before 23 July 2024:** a resident individual or HUF selling it on or after that date pays the lower of 12.5% without indexation and 20% with indexation. Non-residents, and other assets such as gold or unlisted shares, do not get this choice. Under the Income-tax Act 2025 the choice is in section 197(3).',
      '### Cost Inflation Index (base 2001-02 = 100)\n| Financial year | CII |\n|---|---|\n| 2001-02 | 100 |\n| 2012-13 | 200 |\n| 2015-16 | 254 |\n| 2020-21 | 301 |\n| 2023-24 | 348 |\n| 2024-25 | 363 |\n| 2025-26 | 376 |\n\nThe index for FY 2026-27 is not yet notified in our sources; until it is, our calculator works out only the 12.5% figure for a sale in tax year 2026-27 and says so.',
      '### Non-residents\nA non-resident selling shares or debentures of an Indian company bought in foreign currency computes the gain in that currency and converts it to rupees; indexation does not apply.',
      '### Old or new regime\nThe computation is the same in both regimes.',
      '### Under the Income-tax Act 2025\n' + act2025Verified('72'),
    ),
    keyLimits: [
      'Gain = sale value − transfer expenses − cost − improvements',
      'No indexation for transfers on or after 23 July 2024',
      'Land or building bought before 23 July 2024 (residents): lower of 12.5% without and 20% with indexation',
      'CII 2025-26: 376 (base 2001-02 = 100)',
    ],
    examples: [
      {
        title: 'A plot bought in 2012, sold in January 2026',
        scenario:
          'Ramesh, a resident, bought a plot for ₹30,00,000 on 1 June 2012 and sold it for ₹85,00,000 on 15 January 2026, paying ₹1,00,000 in brokerage.',
        calculation: calc(
          'capital_gains',
          {
            assetType: 'property',
            purchasePrice: 3000000,
            salePrice: 8500000,
            purchaseDate: '2012-06-01',
            saleDate: '2026-01-15',
            expenses: 100000,
          },
          (r) =>
            r.indexation
              ? `Without indexation the gain is ${formatINR(r.gain)} and 12.5% of it is ${formatINR(r.indexation.taxWithoutIndexation)}. With indexation, using ${indexNote(r.steps)}, the cost becomes ${formatINR(r.indexation.indexedCost)}, the gain ${formatINR(r.taxableGain)} and 20% of it ${formatINR(r.indexation.taxWithIndexation)}. He pays the lower, ${formatINR(r.tax)}, or ${formatINR(r.totalTax)} with cess.`
              : `The tax is ${formatINR(r.tax)}, or ${formatINR(r.totalTax)} with cess.`,
        ),
      },
      {
        title: 'Gold jewellery: no indexation',
        scenario:
          'Latha bought gold jewellery for ₹3,00,000 in May 2019 and sold it for ₹5,00,000 on 15 November 2025.',
        calculation: calc(
          'capital_gains',
          {
            assetType: 'gold',
            purchasePrice: 300000,
            salePrice: 500000,
            purchaseDate: '2019-05-01',
            saleDate: '2025-11-15',
          },
          (r) =>
            `The ${formatINR(r.gain)} gain is long term. Gold does not get the property choice, so it is taxed at 12.5% without indexation: ${formatINR(r.tax)}, or ${formatINR(r.totalTax)} with cess.`,
        ),
      },
    ],
    related: ['45', '112', '112A', '54', '54EC', '24(b)'],
    claims: [
      pct('capitalGains.112.rate', 20, 'and were taxed at 20% with indexation', '2023-24'),
      pct('capitalGains.112.rate', 12.5, 'are taxed at 12.5% on the unindexed gain'),
      pct('capitalGains.112.rate', 12.5, 'are taxed at 12.5% on the unindexed gain', '2025-26'),
      pct(
        'capitalGains.112.rate',
        12.5,
        'pays the lower of 12.5% without indexation and 20% with indexation',
      ),
      pct(
        'capitalGains.112.rate',
        12.5,
        'pay the lower of 12.5% without indexation and 20% with it',
      ),
      pct('capitalGains.112.rate', 12.5, 'lower of 12.5% without and 20% with indexation'),
    ],
  },
  {
    ...base,
    sectionNumber: '55',
    act2025Section: '90',
    title: 'Cost of Acquisition and Improvement: Pre-2001 Assets and the 31 January 2018 Rule',
    category: 'capital_gains',
    description:
      'What counts as cost for capital gains: value on 1 April 2001 for older assets, 31 January 2018 value for older listed shares, nil for bonus shares.',
    summary:
      'Section 55 defines the cost of acquisition and the cost of improvement used in section 48. Two rules matter most: an asset bought before 1 April 2001 may take its fair market value on that date as its cost (55(2)(b)), and listed shares and equity-fund units bought before 1 February 2018 keep the gain that had built up by 31 January 2018 out of tax (55(2)(ac), the "grandfathering" rule). Bonus shares and self-generated goodwill cost nil.',
    fullText: md(
      PLAIN_LANGUAGE_NOTE,
      '### Listed equity bought before 1 February 2018 (55(2)(ac))\nFor a long-term gain taxed under [112A](/section/112A) on listed shares, equity-oriented fund units or business-trust units acquired before 1 February 2018, the cost is the **higher** of:\n1. the actual cost; and\n2. the **lower** of the fair market value on 31 January 2018 and the sale value.\n\nThe fair market value of a listed share is its highest quoted price on a recognised stock exchange on 31 January 2018; for an unlisted fund unit, its net asset value that day. Because of the "lower of" limb, the rule can wipe out a gain but never creates a loss.',
      '### Assets acquired before 1 April 2001 (55(2)(b))\nYou may take as cost either the actual cost or the fair market value on 1 April 2001, whichever you choose (usually the higher). For land or a building, that value may not exceed its stamp-duty value on 1 April 2001. Where indexation applies (see [section 48](/section/48)), it runs from 2001-02, the base year of the Cost Inflation Index.',
      "### Other costs\n- **Bonus shares:** nil cost if allotted on or after 1 April 2001 (if before, their value on 1 April 2001).\n- **Rights:** rights shares cost what you paid for them; a rights entitlement you renounce costs nil, so its whole price is a gain.\n- **Self-generated goodwill, trade marks, tenancy rights and similar rights:** nil cost; if bought, the purchase price.\n- **Gifts and inheritances:** the previous owner's cost (section 49).",
      '### Cost of improvement\nCapital spending on additions or alterations to the asset. For an asset held since before 1 April 2001, only improvements made on or after that date count. Amounts already deducted under another head (such as house-property interest) are not added.',
      '### Old or new regime\nThe same in both regimes.',
      '### Under the Income-tax Act 2025\n' + act2025Verified('90'),
    ),
    keyLimits: [
      'Listed equity bought before 1 Feb 2018: cost = higher of actual cost and lower of 31 Jan 2018 value and sale value',
      'Assets bought before 1 April 2001: cost may be the value on 1 April 2001',
      'Land or building: the 2001 value is capped at the stamp-duty value then',
      'Bonus shares allotted from 1 April 2001: nil cost',
    ],
    examples: [
      {
        title: 'Shares bought in 2016, sold in December 2025',
        scenario:
          'Ritu bought listed shares for ₹1,00,000 in May 2016. Their highest price on 31 January 2018 valued her holding at ₹2,50,000. She sells them for ₹5,00,000 on 10 December 2025, with STT paid.',
        calculation: calc(
          'capital_gains',
          {
            assetType: 'equity',
            purchasePrice: 100000,
            salePrice: 500000,
            purchaseDate: '2016-05-10',
            saleDate: '2025-12-10',
            fmvOn31Jan2018: 250000,
          },
          (r) =>
            `Her cost is the higher of ${formatINR(stepLabelled(r.steps, 'Actual cost of acquisition'))} and the 31 January 2018 value ${formatINR(stepLabelled(r.steps, 'Fair market value on 31 January 2018'))} (lower than the sale price), so ${formatINR(stepLabelled(r.steps, 'Less: cost of acquisition'))}. The long-term gain is ${formatINR(r.gain)}; after the yearly exemption of ${formatINR(r.exemption)}, tax at ${r.ratePercent}% is ${formatINR(r.tax)}, or ${formatINR(r.totalTax)} with cess.`,
        ),
      },
      {
        title: 'A plot bought in 1995, sold in December 2025',
        scenario:
          'Gopal, a resident, bought a plot for ₹3,00,000 in August 1995. Its value on 1 April 2001 was ₹10,00,000 (not above its stamp-duty value then). He sells it for ₹60,00,000 on 10 December 2025.',
        calculation: calc(
          'capital_gains',
          {
            assetType: 'property',
            purchasePrice: 300000,
            salePrice: 6000000,
            purchaseDate: '1995-08-01',
            saleDate: '2025-12-10',
            fmvOn1Apr2001: 1000000,
          },
          (r) =>
            r.indexation
              ? `He takes the 1 April 2001 value, ${formatINR(stepLabelled(r.steps, 'Less: cost of acquisition'))}, as cost, so the gain before indexation is ${formatINR(r.gain)}. Indexed from 2001-02 the cost becomes ${formatINR(r.indexation.indexedCost)}. Tax is the lower of ${formatINR(r.indexation.taxWithoutIndexation)} (12.5% without indexation) and ${formatINR(r.indexation.taxWithIndexation)} (20% with it): ${formatINR(r.tax)}, or ${formatINR(r.totalTax)} with cess.`
              : `His cost is ${formatINR(stepLabelled(r.steps, 'Less: cost of acquisition'))} and the gain ${formatINR(r.gain)}; tax with cess is ${formatINR(r.totalTax)}.`,
        ),
      },
    ],
    related: ['48', '112A', '112', '45', '50AA'],
  },
  {
    ...base,
    sectionNumber: '50AA',
    act2025Section: '76',
    title: 'Debt Mutual Funds, Market-Linked Debentures and Unlisted Bonds: Always Short-Term',
    category: 'capital_gains',
    description:
      'Gains on debt funds bought from 1 April 2023, market-linked debentures and unlisted bonds (from 23 July 2024) are short-term at slab rates.',
    summary:
      'Section 50AA treats the gain on certain debt investments as a short-term capital gain however long they were held: units of a "specified mutual fund" bought on or after 1 April 2023, market-linked debentures, and unlisted bonds or debentures transferred, redeemed or maturing on or after 23 July 2024. The gain is sale value less cost and transfer expenses, with no indexation, taxed at slab rates.',
    fullText: md(
      PLAIN_LANGUAGE_NOTE,
      '### What it covers\n- **Units of a specified mutual fund** acquired on or after 1 April 2023.\n- **Market-linked debentures**, whenever acquired.\n- **Unlisted bonds and debentures** transferred, redeemed or maturing on or after 23 July 2024.',
      '### What is a specified mutual fund\n| Years | Specified mutual fund |\n|---|---|\n| FY 2023-24 and FY 2024-25 | A fund investing not more than 35% of its money in equity shares of Indian companies |\n| FY 2025-26 onward | A fund investing more than 65% in debt and money-market instruments, or a fund investing 65% or more in such funds |\n\nThe newer definition takes gold funds, international funds and many hybrid funds outside section 50AA, so their units follow the normal holding periods.',
      '### How the gain is taxed\n- Gain = sale or redemption value − cost − transfer expenses; no indexation, however long the holding.\n- It is a short-term capital gain, added to your income and taxed at **slab rates** in either regime.\n- A loss is a short-term capital loss: it can be set off against any capital gain ([section 70](/section/70)) and carried forward for eight years ([section 74](/section/74)).',
      '### Units bought before 1 April 2023\nThey are outside section 50AA and follow the normal holding periods: an unlisted unit held more than 24 months (36 months for transfers before 23 July 2024) gives a long-term gain, taxed under [section 112](/section/112).',
      '### Under the Income-tax Act 2025\n' + act2025Verified('76'),
    ),
    keyLimits: [
      'Debt-fund units bought from 1 April 2023: always short-term',
      'Market-linked debentures: always short-term',
      'Unlisted bonds and debentures from 23 July 2024: always short-term',
      'Slab rates, no indexation',
    ],
    examples: [
      {
        title: 'A debt fund held for almost three years',
        scenario:
          'Imran invested ₹5,00,000 in a debt mutual fund on 1 June 2023 and redeemed the units for ₹5,90,000 on 10 February 2026. His other income puts him in the 30% slab.',
        calculation: calc(
          'capital_gains',
          {
            assetType: 'specifiedMutualFund',
            purchasePrice: 500000,
            salePrice: 590000,
            purchaseDate: '2023-06-01',
            saleDate: '2026-02-10',
            slabRatePercent: 30,
          },
          (r) =>
            `He held the units for ${r.holdingMonths} months, but section 50AA makes the ${formatINR(r.gain)} gain short term. It is taxed at his ${r.ratePercent}% slab rate: ${formatINR(r.tax)}, or ${formatINR(r.totalTax)} with cess.`,
        ),
      },
    ],
    related: ['45', '48', '112', '70', '74'],
  },
  {
    ...base,
    sectionNumber: '111A',
    act2025Section: '196',
    title: 'Short-Term Capital Gains (STCG) on Listed Shares and Equity Funds',
    category: 'capital_gains',
    description:
      'Short-term gains on listed shares and equity funds (STT paid, held up to 12 months) are taxed at 20% for sales from 23 July 2024.',
    summary:
      'Short-term capital gains on listed equity shares, units of equity-oriented mutual funds and business-trust units, where securities transaction tax is paid, are taxed at a flat 20% for transfers on or after 23 July 2024 (15% before). "Short term" means held for 12 months or less. The flat rate applies in both regimes.',
    fullText: md(
      PLAIN_LANGUAGE_NOTE,
      '### What it covers\nGains on selling, within 12 months of buying:\n- equity shares listed on a recognised stock exchange, where STT is paid on the sale;\n- units of an equity-oriented mutual fund or of a business trust (REIT/InvIT), where STT is paid.\n\nShort-term gains on other assets (unlisted shares, property, gold, debt funds) are added to income and taxed at slab rates.',
      '### Rate\n| Date of transfer | Rate |\n|---|---|\n| Before 23 July 2024 | 15% |\n| On or after 23 July 2024 (FY 2025-26 and tax year 2026-27) | 20% |\n\nSurcharge (capped at 15% on this income) and 4% cess are added.',
      '### Points to note\n- **Basic exemption:** a resident individual whose other income is below the basic exemption limit can use the unused part against these gains.\n- **No deductions:** 80C, 80D and other Chapter VI-A deductions cannot reduce these gains.\n- **87A rebate:** from FY 2025-26 the new-regime rebate does not reduce tax on these gains (it is limited to tax at slab rates). In the old regime the rebate, up to ₹12,500, can be set against it when total income is within ₹5,00,000.\n- **Debt mutual funds** bought on or after 1 April 2023 are taxed at slab rates however long they are held (section 50AA).\n- Short-term losses can be set off against short- or long-term gains and carried forward for eight years.',
      '### Old or new regime\nSame 20% rate in both regimes.',
      '### Under the Income-tax Act 2025\n' + act2025Verified('196'),
      'Read the [capital gains guide](/blog/capital-gains-tax-after-july-2024) for worked cases.',
    ),
    keyLimits: [
      '20% on transfers from 23 July 2024 (15% before)',
      'Listed equity and equity funds held up to 12 months, STT paid',
      'No 80C or other deductions against it',
      'No new-regime 87A rebate on it from FY 2025-26',
    ],
    examples: [
      {
        title: 'Selling shares after eight months',
        scenario:
          'Asha bought listed shares for ₹2,00,000 on 1 October 2025 and sold them for ₹2,60,000 on 1 June 2026, with STT paid.',
        calculation: calc(
          'capital_gains',
          {
            assetType: 'equity',
            purchasePrice: 200000,
            salePrice: 260000,
            purchaseDate: '2025-10-01',
            saleDate: '2026-06-01',
          },
          (r) =>
            `The ₹60,000 gain is short term. Tax at 20% is ${formatINR(r.tax)}; ${formatINR(r.totalTax)} with cess.`,
        ),
      },
    ],
    hi: {
      title: 'सूचीबद्ध शेयरों और इक्विटी फंडों पर अल्पकालिक पूंजीगत लाभ (STCG)',
      description:
        'सूचीबद्ध शेयरों और इक्विटी फंडों (STT चुकाया, 12 महीने तक रखे) पर अल्पकालिक लाभ पर 23 जुलाई 2024 से हुई बिक्री के लिए 20% कर लगता है।',
      summary:
        'धारा 111A (आयकर अधिनियम 2025 की धारा 196) के तहत सूचीबद्ध इक्विटी शेयरों, इक्विटी-उन्मुख म्यूचुअल फंड की यूनिटों और कारोबार ट्रस्ट (business trust) की यूनिटों पर, जहां प्रतिभूति लेनदेन कर (STT) चुकाया गया हो, अल्पकालिक पूंजीगत लाभ (short-term capital gain) पर 23 जुलाई 2024 को या उसके बाद के हस्तांतरण के लिए एकसमान 20% कर लगता है (पहले 15%)। "अल्पकालिक" का मतलब है 12 महीने या उससे कम रखा गया। यह एकसमान दर दोनों कर व्यवस्थाओं में लागू है।',
      keyLimits: [
        '23 जुलाई 2024 से हस्तांतरण पर 20% (पहले 15%)',
        '12 महीने तक रखे सूचीबद्ध इक्विटी और इक्विटी फंड, STT चुकाया',
        'इसके सामने 80C या कोई और कटौती नहीं',
        'वित्तीय वर्ष 2025-26 से इस पर नई कर व्यवस्था (new tax regime) का 87A रिबेट नहीं',
      ],
      examples: [
        {
          title: 'आठ महीने बाद शेयर बेचना',
          scenario:
            'आशा ने 1 अक्टूबर 2025 को ₹2,00,000 में सूचीबद्ध शेयर खरीदे और 1 जून 2026 को ₹2,60,000 में बेचे, STT चुकाकर।',
        },
      ],
    },
    related: ['112A', '112', '87A', '115BAC', '45'],
    claims: [
      pct('capitalGains.111A.rate', 20, 'are taxed at 20% for sales from 23 July 2024'),
      pct(
        'capitalGains.111A.rate',
        20,
        'taxed at a flat 20% for transfers on or after 23 July 2024',
      ),
      pct(
        'capitalGains.111A.rate',
        20,
        '| On or after 23 July 2024 (FY 2025-26 and tax year 2026-27) | 20% |',
      ),
      pct(
        'capitalGains.111A.rate',
        20,
        '| On or after 23 July 2024 (FY 2025-26 and tax year 2026-27) | 20% |',
        '2025-26',
      ),
      pct('capitalGains.111A.rate', 20, 'Same 20% rate in both regimes'),
      pct('capitalGains.111A.rate', 20, '20% on transfers from 23 July 2024 (15% before)'),
      inr('rebate87A.old.max', 12500, 'the rebate, up to ₹12,500, can be set against it'),
      inr('rebate87A.old.threshold', 500000, 'when total income is within ₹5,00,000'),
    ],
  },
  {
    ...base,
    sectionNumber: '112A',
    act2025Section: '198',
    title: 'Long-Term Capital Gains (LTCG) on Listed Shares and Equity Funds',
    category: 'capital_gains',
    description:
      'Long-term gains on listed shares and equity funds are taxed at 12.5% on the part above ₹1,25,000 a year (sales from 23 July 2024).',
    summary:
      'Long-term capital gains (holding over 12 months) on listed equity shares, equity-oriented fund units and business-trust units, with STT paid, are tax-free up to ₹1,25,000 a year and taxed at 12.5% above that, for transfers on or after 23 July 2024. Before that date the rate was 10% above ₹1,00,000. No indexation applies, and the rate is the same in both regimes.',
    fullText: md(
      PLAIN_LANGUAGE_NOTE,
      '### What it covers\nGains on selling, after more than 12 months:\n- listed equity shares (STT paid on the sale, and generally on the purchase too);\n- units of equity-oriented mutual funds and business trusts (STT paid on the sale).',
      "### Rate and exemption\n| Date of transfer | Exempt each year | Rate on the rest |\n|---|---|---|\n| Before 23 July 2024 | ₹1,00,000 | 10% |\n| On or after 23 July 2024 | ₹1,25,000 | 12.5% |\n\nFor FY 2024-25, which straddles the change, the ₹1,25,000 exemption applies once to the year's gains taken together. Surcharge (capped at 15%) and 4% cess are added.",
      '### Shares bought before 1 February 2018\nGains up to 31 January 2018 are protected: the cost is taken as the higher of what you paid and the lower of (the price on 31 January 2018, the sale price).',
      '### Points to note\n- No indexation.\n- No 80C or other deductions against these gains.\n- The 87A rebate does not reduce tax on these gains in either regime.\n- A resident individual can use any unused basic exemption against them.\n- Long-term losses can be set off only against long-term gains, and carried forward for eight years.',
      '### Old or new regime\nSame rate in both regimes.',
      '### Under the Income-tax Act 2025\n' + act2025Verified('198'),
    ),
    keyLimits: [
      '₹1,25,000 a year exempt (transfers from 23 July 2024)',
      '12.5% on gains above the exemption',
      'Held more than 12 months; STT paid',
      'Pre-1 February 2018 gains grandfathered',
    ],
    examples: [
      {
        title: 'Redeeming an equity fund after three years',
        scenario:
          'Vivek invested ₹3,00,000 in an equity fund on 10 January 2023 and redeemed the units for ₹5,00,000 on 15 June 2026.',
        calculation: calc(
          'capital_gains',
          {
            assetType: 'equityFund',
            purchasePrice: 300000,
            salePrice: 500000,
            purchaseDate: '2023-01-10',
            saleDate: '2026-06-15',
          },
          (r) =>
            `His long-term gain is ₹2,00,000. After the ₹1,25,000 exemption, ₹75,000 is taxed at 12.5%: ${formatINR(r.tax)}, or ${formatINR(r.totalTax)} with cess.`,
        ),
      },
    ],
    hi: {
      title: 'सूचीबद्ध शेयरों और इक्विटी फंडों पर दीर्घकालिक पूंजीगत लाभ (LTCG)',
      description:
        'सूचीबद्ध शेयरों और इक्विटी फंडों पर दीर्घकालिक लाभ पर साल में ₹1,25,000 से ऊपर के हिस्से पर 12.5% कर लगता है (23 जुलाई 2024 से बिक्री)।',
      summary:
        'धारा 112A (आयकर अधिनियम 2025 की धारा 198) के तहत सूचीबद्ध इक्विटी शेयरों, इक्विटी-उन्मुख फंड की यूनिटों और कारोबार ट्रस्ट की यूनिटों पर, STT चुकाए जाने पर, दीर्घकालिक पूंजीगत लाभ (long-term capital gain) (12 महीने से अधिक रखने पर) साल में ₹1,25,000 तक कर-मुक्त है और उससे ऊपर 12.5% कर लगता है, 23 जुलाई 2024 को या उसके बाद के हस्तांतरण के लिए। उस तारीख से पहले दर ₹1,00,000 से ऊपर 10% थी। कोई सूचकांकन (indexation) नहीं मिलता, और दर दोनों कर व्यवस्थाओं में एक ही है।',
      keyLimits: [
        'साल में ₹1,25,000 पर छूट (23 जुलाई 2024 से हस्तांतरण)',
        'छूट से ऊपर के लाभ पर 12.5%',
        '12 महीने से अधिक रखा गया; STT चुकाया',
        '1 फरवरी 2018 से पहले के लाभ सुरक्षित (grandfathered)',
      ],
      examples: [
        {
          title: 'तीन साल बाद इक्विटी फंड भुनाना',
          scenario:
            'विवेक ने 10 जनवरी 2023 को एक इक्विटी फंड में ₹3,00,000 लगाए और 15 जून 2026 को यूनिटें ₹5,00,000 में भुनाईं।',
        },
      ],
    },
    related: ['111A', '112', '54F', '87A', '48'],
    claims: [
      pct('capitalGains.112A.rate', 12.5, 'taxed at 12.5% on the part above ₹1,25,000 a year'),
      inr(
        'capitalGains.112A.exemption',
        125000,
        'taxed at 12.5% on the part above ₹1,25,000 a year',
      ),
      pct(
        'capitalGains.112A.rate',
        12.5,
        'tax-free up to ₹1,25,000 a year and taxed at 12.5% above that',
      ),
      inr(
        'capitalGains.112A.exemption',
        125000,
        'tax-free up to ₹1,25,000 a year and taxed at 12.5% above that',
      ),
      pct('capitalGains.112A.rate', 12.5, '| On or after 23 July 2024 | ₹1,25,000 | 12.5% |'),
      inr(
        'capitalGains.112A.exemption',
        125000,
        '| On or after 23 July 2024 | ₹1,25,000 | 12.5% |',
      ),
      inr(
        'capitalGains.112A.exemption',
        125000,
        '| On or after 23 July 2024 | ₹1,25,000 | 12.5% |',
        '2025-26',
      ),
      pct(
        'capitalGains.112A.rate',
        12.5,
        '| On or after 23 July 2024 | ₹1,25,000 | 12.5% |',
        '2025-26',
      ),
      inr('capitalGains.112A.exemption', 125000, 'the ₹1,25,000 exemption applies once', '2024-25'),
      inr(
        'capitalGains.112A.exemption',
        125000,
        '₹1,25,000 a year exempt (transfers from 23 July 2024)',
      ),
      pct('capitalGains.112A.rate', 12.5, '12.5% on gains above the exemption'),
    ],
  },
  {
    ...base,
    sectionNumber: '112',
    act2025Section: '197',
    title: 'Long-Term Capital Gains (LTCG) on Property, Gold and Other Assets',
    category: 'capital_gains',
    description:
      'Long-term gains on property, gold, unlisted shares and other assets: 12.5% without indexation for sales from 23 July 2024.',
    summary:
      'Long-term gains on assets other than listed equity (land and buildings, unlisted shares, gold and jewellery, and others) are taxed at 12.5% without indexation for transfers on or after 23 July 2024. For land or buildings bought before that date, resident individuals and HUFs pay the lower of 12.5% without indexation and 20% with indexation. Most assets become long term after 24 months.',
    fullText: md(
      PLAIN_LANGUAGE_NOTE,
      '### Rate\n| Date of transfer | Rate |\n|---|---|\n| Before 23 July 2024 | 20% with indexation (for most assets) |\n| On or after 23 July 2024 | 12.5% without indexation |\n\nSurcharge (capped at 15% on this income) and 4% cess are added.',
      '### Land or building bought before 23 July 2024\nA resident individual or HUF selling such property on or after 23 July 2024 pays the lower of (a) 12.5% of the gain without indexation and (b) 20% of the gain with indexation. Non-residents and other assets (such as gold) do not get this choice. Indexation uses the Cost Inflation Index (376 for FY 2025-26); we will add the FY 2026-27 index when its notification is confirmed.',
      '### When is a gain long term?\n| Asset | Long term if held more than |\n|---|---|\n| Listed shares, listed securities, equity-fund units | 12 months |\n| Land, building, unlisted shares | 24 months |\n| Gold, jewellery and other assets | 24 months (36 months for transfers before 23 July 2024) |\n\nUnlisted bonds and debentures, and debt mutual funds bought from 1 April 2023, are taxed at slab rates whatever the holding period.',
      '### Saving the tax\nInvest the gain or the sale proceeds under [section 54](/section/54) (house to house), [54EC](/section/54EC) (bonds) or [54F](/section/54F) (other assets to house).',
      '### Old or new regime\nSame rate in both regimes; the capital-gains exemptions under sections 54 to 54F are available in both.',
      '### Under the Income-tax Act 2025\n' +
        act2025Verified(
          '197',
          'the choice for land and buildings bought before 23 July 2024 is in section 197(3)',
        ),
    ),
    keyLimits: [
      '12.5% without indexation (transfers from 23 July 2024)',
      'Land/building bought before 23 July 2024: lower of 12.5% and 20% with indexation (residents)',
      'Long term after 24 months for property and most assets',
      'CII FY 2025-26: 376',
    ],
    examples: [
      {
        title: 'Selling a flat bought in 2015',
        scenario:
          'Rekha, a resident, bought a flat for ₹40,00,000 on 1 June 2015 and sold it for ₹90,00,000 on 1 December 2025.',
        calculation: calc(
          'capital_gains',
          {
            assetType: 'property',
            purchasePrice: 4000000,
            salePrice: 9000000,
            purchaseDate: '2015-06-01',
            saleDate: '2025-12-01',
          },
          (r) =>
            `Her tax is the lower of 12.5% without indexation and 20% with indexation: ${formatINR(r.tax)}, or ${formatINR(r.totalTax)} with cess. She could reduce it by reinvesting under sections 54 or 54EC.`,
        ),
      },
    ],
    hi: {
      title: 'संपत्ति, सोने और अन्य परिसंपत्तियों पर दीर्घकालिक पूंजीगत लाभ (LTCG)',
      description:
        'संपत्ति, सोना, गैर-सूचीबद्ध शेयर और अन्य परिसंपत्तियों पर दीर्घकालिक लाभ: 23 जुलाई 2024 से हुई बिक्री पर सूचकांकन (indexation) के बिना 12.5%।',
      summary:
        'धारा 112 (आयकर अधिनियम 2025 की धारा 197) के तहत सूचीबद्ध इक्विटी के अलावा अन्य परिसंपत्तियों (ज़मीन और भवन, गैर-सूचीबद्ध शेयर, सोना और आभूषण, आदि) पर दीर्घकालिक लाभ पर 23 जुलाई 2024 को या उसके बाद के हस्तांतरण के लिए सूचकांकन के बिना 12.5% कर लगता है। उस तारीख से पहले खरीदी ज़मीन या भवन पर निवासी व्यक्ति और हिंदू अविभाजित कुटुंब (HUF) सूचकांकन के बिना 12.5% और सूचकांकन के साथ 20% में से कम कर देते हैं। ज़्यादातर परिसंपत्तियां 24 महीने बाद दीर्घकालिक हो जाती हैं।',
      keyLimits: [
        'सूचकांकन के बिना 12.5% (23 जुलाई 2024 से हस्तांतरण)',
        '23 जुलाई 2024 से पहले खरीदी ज़मीन/भवन: 12.5% और सूचकांकन के साथ 20% में से कम (निवासी)',
        'संपत्ति और ज़्यादातर परिसंपत्तियां 24 महीने बाद दीर्घकालिक',
        'लागत मुद्रास्फीति सूचकांक (CII) वित्तीय वर्ष 2025-26: 376',
      ],
      examples: [
        {
          title: '2015 में खरीदा फ्लैट बेचना',
          scenario:
            'निवासी रेखा ने 1 जून 2015 को ₹40,00,000 में एक फ्लैट खरीदा और 1 दिसंबर 2025 को ₹90,00,000 में बेचा।',
        },
      ],
    },
    related: ['112A', '111A', '54', '54EC', '54F', '48', '45'],
    claims: [
      pct('capitalGains.112.rate', 12.5, '12.5% without indexation for sales from 23 July 2024'),
      pct('capitalGains.112.rate', 12.5, 'are taxed at 12.5% without indexation for transfers'),
      pct('capitalGains.112.rate', 12.5, 'pay the lower of 12.5% without indexation'),
      pct('capitalGains.112.rate', 12.5, '| On or after 23 July 2024 | 12.5% without indexation |'),
      pct(
        'capitalGains.112.rate',
        12.5,
        '| On or after 23 July 2024 | 12.5% without indexation |',
        '2025-26',
      ),
      pct(
        'capitalGains.112.rate',
        12.5,
        'pays the lower of (a) 12.5% of the gain without indexation',
      ),
      pct('capitalGains.112.rate', 12.5, '12.5% without indexation (transfers from 23 July 2024)'),
      pct('capitalGains.112.rate', 12.5, 'lower of 12.5% and 20% with indexation (residents)'),
    ],
  },
  {
    ...base,
    sectionNumber: '54',
    act2025Section: '82',
    title: 'Exemption on Selling a House and Buying Another',
    category: 'capital_gains',
    description:
      'Long-term gain on selling a house is exempt if reinvested in a house in India within set time limits, up to ₹10 crore.',
    summary:
      'An individual or HUF who sells a residential house held long term can exempt the gain by buying a residential house in India within one year before or two years after the sale, or building one within three years. The exemption is the lower of the gain and the amount invested, capped at ₹10 crore. Available in both regimes.',
    fullText: md(
      PLAIN_LANGUAGE_NOTE,
      '### Who can claim\nIndividuals and HUFs selling a long-term residential house (held more than 24 months), including the land under it.',
      '### Conditions\n- Buy one residential house in India within 1 year before or 2 years after the sale, or construct one within 3 years.\n- Once in a lifetime, if the gain is up to ₹2 crore, you may buy two houses instead of one.\n- Money not invested by the return due date must be deposited in the Capital Gains Account Scheme at a bank; if it is not used in time, the unused amount is taxed in the year the period ends.\n- If the new house is sold within 3 years, the exemption is withdrawn (its cost is reduced by the exempted gain).',
      '### How much\nThe lower of the capital gain and the cost of the new house. From FY 2023-24 the exemption cannot exceed ₹10 crore.',
      '### Old or new regime\nBoth regimes.',
      '### Under the Income-tax Act 2025\n' + act2025Verified('82'),
    ),
    keyLimits: [
      'Buy within 1 year before / 2 years after, or build within 3 years',
      'Exemption capped at ₹10 crore (FY 2023-24 onward)',
      'Two houses once in a lifetime if gain ≤ ₹2 crore',
      'New house locked in for 3 years',
    ],
    examples: [
      {
        title: 'Upgrading to a bigger flat',
        scenario:
          'Naveen sells his flat in May 2026 with a long-term gain of ₹35,00,000 and buys a new flat for ₹80,00,000 in January 2027. Since he invested more than the gain, the whole ₹35,00,000 gain is exempt.',
      },
    ],
    hi: {
      title: 'घर बेचकर दूसरा घर खरीदने पर छूट',
      description:
        'घर बेचने पर हुए दीर्घकालिक लाभ पर छूट है, अगर उसे तय समय के भीतर भारत में घर में फिर से लगाया जाए, ₹10 करोड़ तक।',
      summary:
        'धारा 54 (आयकर अधिनियम 2025 की धारा 82) के तहत दीर्घकाल तक रखा आवासीय घर बेचने वाला व्यक्ति या हिंदू अविभाजित कुटुंब (HUF) बिक्री से एक साल पहले या दो साल बाद तक भारत में आवासीय घर खरीदकर, या तीन साल के भीतर बनाकर, लाभ पर छूट ले सकता है। छूट लाभ और लगाई गई राशि में से कम होती है, अधिकतम ₹10 करोड़। दोनों कर व्यवस्थाओं में उपलब्ध।',
      keyLimits: [
        '1 साल पहले / 2 साल बाद तक खरीदें, या 3 साल के भीतर बनाएं',
        'छूट की सीमा ₹10 करोड़ (वित्तीय वर्ष 2023-24 से)',
        'लाभ ≤ ₹2 करोड़ हो तो जीवन में एक बार दो घर',
        'नया घर 3 साल तक रखना होता है',
      ],
      examples: [
        {
          title: 'बड़े फ्लैट में जाना',
          scenario:
            'नवीन मई 2026 में अपना फ्लैट ₹35,00,000 के दीर्घकालिक लाभ पर बेचता है और जनवरी 2027 में ₹80,00,000 में नया फ्लैट खरीदता है। उसने लाभ से अधिक लगाया है, इसलिए पूरे ₹35,00,000 के लाभ पर छूट है।',
        },
      ],
    },
    related: ['54EC', '54F', '112', '54B', '45'],
  },
  {
    ...base,
    sectionNumber: '54EC',
    act2025Section: '85',
    title: 'Exemption by Investing in Specified Bonds (NHAI, REC, PFC, IRFC)',
    category: 'capital_gains',
    description:
      'Long-term gain on land or building is exempt if invested in notified bonds within 6 months, up to ₹50 lakh, locked in for 5 years.',
    summary:
      'Long-term gains on land or buildings can be exempted by investing them, within six months of the sale, in bonds notified under 54EC (issued by NHAI, REC, PFC and IRFC). The investment is capped at ₹50 lakh and must be held for five years. Available to all taxpayers in both regimes.',
    fullText: md(
      PLAIN_LANGUAGE_NOTE,
      '### Who can claim\nAny taxpayer with a long-term capital gain on land, a building or both. Gains on shares, gold or other assets do not qualify (look at [54F](/section/54F) instead).',
      '### Conditions\n- Invest within 6 months from the date of sale.\n- At most ₹50 lakh, counting investments in the year of sale and the next year together.\n- Hold the bonds for 5 years. Selling them, or taking a loan against them, within that time makes the exempted gain taxable.',
      '### How much\nThe lower of the capital gain and the amount invested.',
      '### Points to note\nInterest on the bonds is taxable each year, and the investment gets no 80C deduction.',
      '### Old or new regime\nBoth regimes.',
      '### Under the Income-tax Act 2025\n' + act2025Verified('85'),
    ),
    keyLimits: [
      'Only gains on land or building',
      'Invest within 6 months',
      'Maximum ₹50 lakh',
      '5-year lock-in',
    ],
    examples: [
      {
        title: 'Parking part of a property gain',
        scenario:
          'Farhan sells a plot with a long-term gain of ₹70,00,000. He puts ₹50,00,000 into REC bonds within four months; ₹50,00,000 of the gain is exempt and ₹20,00,000 remains taxable under section 112.',
      },
    ],
    hi: {
      title: 'निर्दिष्ट बॉन्ड (NHAI, REC, PFC, IRFC) में निवेश पर छूट',
      description:
        'ज़मीन या भवन पर दीर्घकालिक लाभ पर छूट है अगर उसे 6 महीने के भीतर अधिसूचित बॉन्ड में लगाया जाए, ₹50 लाख तक, 5 साल की लॉक-इन के साथ।',
      summary:
        'धारा 54EC (आयकर अधिनियम 2025 की धारा 85) के तहत ज़मीन या भवन पर दीर्घकालिक लाभ को बिक्री के छह महीने के भीतर 54EC के तहत अधिसूचित बॉन्ड (NHAI, REC, PFC और IRFC द्वारा जारी) में लगाकर छूट पाई जा सकती है। निवेश की सीमा ₹50 लाख है और उसे पांच साल रखना होता है। दोनों कर व्यवस्थाओं में सभी करदाताओं के लिए उपलब्ध।',
      keyLimits: [
        'केवल ज़मीन या भवन पर लाभ',
        '6 महीने के भीतर निवेश करें',
        'अधिकतम ₹50 लाख',
        '5 साल की लॉक-इन',
      ],
      examples: [
        {
          title: 'संपत्ति के लाभ का एक हिस्सा बॉन्ड में',
          scenario:
            'फ़रहान एक प्लॉट ₹70,00,000 के दीर्घकालिक लाभ पर बेचता है। वह चार महीने के भीतर ₹50,00,000 REC बॉन्ड में लगाता है; लाभ के ₹50,00,000 पर छूट है और ₹20,00,000 पर धारा 112 के तहत कर बना रहता है।',
        },
      ],
    },
    related: ['54', '54F', '112'],
  },
  {
    ...base,
    sectionNumber: '54F',
    act2025Section: '86',
    title: 'Exemption on Investing Sale Proceeds of Other Assets in a House',
    category: 'capital_gains',
    description:
      'Long-term gain on any asset other than a house is exempt if the net sale price is invested in one residential house, up to ₹10 crore.',
    summary:
      'When an individual or HUF sells a long-term asset other than a residential house (a plot, shares, gold) and invests the net sale consideration in a residential house in India, the gain is exempt in proportion to the amount invested. You must not own more than one other house on the sale date, and the cost counted is capped at ₹10 crore. Both regimes.',
    fullText: md(
      PLAIN_LANGUAGE_NOTE,
      '### Who can claim\nIndividuals and HUFs with a long-term gain on any asset other than a residential house.',
      '### How much\nExempt gain = capital gain × (amount invested ÷ net sale consideration). Invest the whole net consideration and the whole gain is exempt. From FY 2023-24 any cost of the new house above ₹10 crore is ignored.',
      '### Conditions\n- Buy one residential house in India within 1 year before or 2 years after the sale, or build one within 3 years.\n- On the date of sale you must not own more than one residential house besides the new one, and you must not buy another within 2 years or build another within 3 years.\n- Use the Capital Gains Account Scheme for money not invested by the return due date.\n- Selling the new house within 3 years makes the exempted gain taxable.',
      '### Old or new regime\nBoth regimes.',
      '### Under the Income-tax Act 2025\n' + act2025Verified('86'),
    ),
    keyLimits: [
      'Proportional: gain × invested ÷ net consideration',
      'Not more than one other house on the sale date',
      'Cost above ₹10 crore ignored',
      'New house locked in for 3 years',
    ],
    examples: [
      {
        title: 'Shares sold to buy a first home',
        scenario:
          'Lakshmi sells shares for a net ₹60,00,000 with a long-term gain of ₹24,00,000 and buys a flat for ₹45,00,000. Exempt gain = ₹24,00,000 × 45/60 = ₹18,00,000; ₹6,00,000 remains taxable under section 112A.',
      },
    ],
    hi: {
      title: 'अन्य परिसंपत्तियों की बिक्री की राशि घर में लगाने पर छूट',
      description:
        'घर के अलावा किसी भी परिसंपत्ति पर दीर्घकालिक लाभ पर छूट है अगर शुद्ध बिक्री मूल्य एक आवासीय घर में लगाया जाए, ₹10 करोड़ तक।',
      summary:
        'धारा 54F (आयकर अधिनियम 2025 की धारा 86) के तहत जब कोई व्यक्ति या हिंदू अविभाजित कुटुंब (HUF) आवासीय घर के अलावा कोई दीर्घकालिक परिसंपत्ति (प्लॉट, शेयर, सोना) बेचता है और शुद्ध बिक्री प्रतिफल भारत में एक आवासीय घर में लगाता है, तो लगाई गई राशि के अनुपात में लाभ पर छूट मिलती है। बिक्री की तारीख को आपके पास एक से अधिक दूसरा घर नहीं होना चाहिए, और गिनी जाने वाली लागत की सीमा ₹10 करोड़ है। दोनों कर व्यवस्थाएं।',
      keyLimits: [
        'अनुपात में: लाभ × लगाई गई राशि ÷ शुद्ध प्रतिफल',
        'बिक्री की तारीख को एक से अधिक दूसरा घर नहीं',
        '₹10 करोड़ से ऊपर की लागत नहीं गिनी जाती',
        'नया घर 3 साल तक रखना होता है',
      ],
      examples: [
        {
          title: 'पहला घर खरीदने के लिए शेयर बेचे',
          scenario:
            'लक्ष्मी ₹24,00,000 के दीर्घकालिक लाभ के साथ शुद्ध ₹60,00,000 में शेयर बेचती है और ₹45,00,000 में एक फ्लैट खरीदती है। छूट वाला लाभ = ₹24,00,000 × 45/60 = ₹18,00,000; ₹6,00,000 पर धारा 112A के तहत कर बना रहता है।',
        },
      ],
    },
    related: ['54', '54EC', '112', '112A'],
  },
  {
    ...base,
    sectionNumber: '54B',
    act2025Section: '83',
    title: 'Exemption on Selling Agricultural Land and Buying Other Agricultural Land',
    category: 'capital_gains',
    description:
      'Gain on selling urban agricultural land used for farming is exempt if new agricultural land is bought within 2 years.',
    summary:
      'An individual or HUF that sells agricultural land (which is a capital asset when it lies in or near a town) that was used for farming by the family in the two years before the sale can exempt the gain by buying other agricultural land within two years. Applies to short- and long-term gains, in both regimes.',
    fullText: md(
      PLAIN_LANGUAGE_NOTE,
      '### Who can claim\nIndividuals and HUFs. The land must have been used for agriculture by the individual, a parent, or the HUF during the two years immediately before the sale.',
      '### Conditions\n- Buy other agricultural land (urban or rural) within 2 years of the sale.\n- Use the Capital Gains Account Scheme for money not invested by the return due date.\n- Selling the new land within 3 years withdraws the exemption.',
      '### How much\nThe lower of the capital gain and the cost of the new land.',
      '### Points to note\nAgricultural land in a rural area (outside the distance limits from a municipality) is not a capital asset at all, so its sale is not taxed in the first place.',
      '### Old or new regime\nBoth regimes.',
      '### Under the Income-tax Act 2025\n' + act2025Verified('83'),
    ),
    keyLimits: [
      'Land used for agriculture for 2 years before sale',
      'Buy new agricultural land within 2 years',
      'Short- and long-term gains both qualify',
      'New land locked in for 3 years',
    ],
    examples: [
      {
        title: 'Farm near a growing town',
        scenario:
          'Balwinder sells farmland within municipal limits with a gain of ₹30,00,000 and buys farmland further out for ₹32,00,000 within a year. The entire gain is exempt.',
      },
    ],
    related: ['54', '54EC', '112'],
  },
];
