import type { CapitalGainsInput } from '@taxguide/tax-engine';
import { inr, pct } from '../claims';
import { call } from '../examples/calculations';
import { guide } from './helpers';

const cg = (input: CapitalGainsInput) => call('capital_gains', input);

const SHARES = cg({
  assetType: 'equity',
  purchasePrice: 500000,
  salePrice: 600000,
  purchaseDate: '2025-11-10',
  saleDate: '2026-05-20',
});
const FUND = cg({
  assetType: 'equityFund',
  purchasePrice: 1000000,
  salePrice: 1400000,
  purchaseDate: '2022-04-05',
  saleDate: '2026-07-10',
});
const FLAT = cg({
  assetType: 'property',
  purchasePrice: 5000000,
  salePrice: 8000000,
  purchaseDate: '2016-05-15',
  saleDate: '2026-02-10',
});
const OLD_HOUSE = cg({
  assetType: 'property',
  purchasePrice: 3000000,
  salePrice: 4500000,
  purchaseDate: '2005-08-01',
  saleDate: '2026-01-15',
});
const GOLD = cg({
  assetType: 'gold',
  purchasePrice: 300000,
  salePrice: 480000,
  purchaseDate: '2022-06-01',
  saleDate: '2026-06-01',
});
const GOLD_SHORT = cg({
  assetType: 'gold',
  purchasePrice: 300000,
  salePrice: 400000,
  purchaseDate: '2025-01-01',
  saleDate: '2026-06-01',
});

export const capitalGainsGuide = guide({
  slug: 'capital-gains-tax-after-july-2024',
  title: 'Capital Gains Tax After 23 July 2024: New Rates for Shares, Funds, Property and Gold',
  excerpt:
    'Budget 2024 reset capital-gains tax: 20% on short-term equity gains, 12.5% on long-term gains with a ₹1.25 lakh equity exemption, no indexation, and shorter holding periods. Here is how it works in FY 2025-26 and tax year 2026-27, with worked examples.',
  category: 'updates',
  publishedAt: '2026-05-18',
  imageAlt:
    'A rising line chart with icons for shares, a house and gold, under the title Capital Gains Tax After July 2024',
  relatedSections: ['111A', '112A', '112', '54', '54EC', '54F'],
  markdown: `The Finance (No. 2) Act 2024 changed capital-gains tax for every transfer made on or after **23 July 2024**. The same rules apply to FY 2025-26 and, under the Income-tax Act 2025 (sections 196, 197 and 198), to tax year 2026-27.

## The rates

| Gain | Section | Before 23 July 2024 | On or after 23 July 2024 |
|---|---|---|---|
| Short-term, listed shares and equity funds (STT paid) | [111A](/section/111A) | 15% | 20% |
| Long-term, listed shares and equity funds | [112A](/section/112A) | 10% above ₹1,00,000 | 12.5% above ₹1,25,000 |
| Long-term, other assets (property, gold, unlisted shares) | [112](/section/112) | 20% with indexation | 12.5% without indexation |
| Short-term, other assets | — | Slab rates | Slab rates |

Add 4% cess (and surcharge for high incomes, capped at 15% on these gains).

## Holding periods

| Asset | Long term if held more than |
|---|---|
| Listed shares, equity-fund units, other listed securities | 12 months |
| Land, buildings, unlisted shares | 24 months |
| Gold, jewellery, other assets | 24 months (36 months before 23 July 2024) |

Debt mutual funds bought on or after 1 April 2023, and unlisted bonds and debentures, are taxed at slab rates however long you hold them.

## Worked examples

**Shares sold within a year.** Bought for ₹5,00,000 in November 2025, sold for ₹6,00,000 in May 2026. The ₹1,00,000 gain is short term: tax at 20% is ₹20,000, or ₹20,800 with cess.

**Equity fund held four years.** Invested ₹10,00,000 in April 2022, redeemed for ₹14,00,000 in July 2026. After the ₹1,25,000 exemption, ₹2,75,000 is taxed at 12.5%: ₹34,375, or ₹35,750 with cess.

**Flat bought in 2016.** A resident bought for ₹50,00,000 in May 2016 and sold for ₹80,00,000 in February 2026. Because the flat was bought before 23 July 2024, the tax is the lower of:

- 12.5% of the ₹30,00,000 gain without indexation: ₹3,75,000; and
- 20% of the indexed gain: the cost indexed with the Cost Inflation Index (264 for 2016-17, 376 for 2025-26) becomes ₹71,21,212, leaving a gain of ₹8,78,788 and tax of ₹1,75,758.

She pays ₹1,75,758, or ₹1,82,788 with cess. This choice is open only to resident individuals and HUFs selling land or buildings bought before 23 July 2024.

**House bought in 2005.** Bought for ₹30,00,000, sold for ₹45,00,000 in January 2026. The indexed cost, ₹96,41,026, exceeds the sale price, so with indexation there is no gain and the tax is ₹0.

**Gold.** Gold bought for ₹3,00,000 in June 2022 and sold for ₹4,80,000 in June 2026 has been held more than 24 months: 12.5% on ₹1,80,000 is ₹22,500, or ₹23,400 with cess. Gold bought in January 2025 and sold in June 2026 (17 months) is short term and taxed at your slab rate; at 30% a ₹1,00,000 gain costs ₹31,200 with cess.

The Cost Inflation Index for FY 2026-27 had not been confirmed in our sources when this guide was last reviewed, so the indexed examples use sales in FY 2025-26.

## Reducing the tax

- **House to house:** reinvest in a residential house under [section 54](/section/54) (section 82 of the 2025 Act; up to ₹10 crore).
- **Land or building to bonds:** up to ₹50 lakh in NHAI, REC, PFC or IRFC bonds within six months under [section 54EC](/section/54EC) (section 85 of the 2025 Act).
- **Any other asset to a house:** [section 54F](/section/54F) (section 86 of the 2025 Act), in proportion to the amount invested.
- **Harvest the equity exemption:** long-term equity gains up to ₹1,25,000 a year are tax-free, so booking gains each year can use it.

## Rebate and basic exemption

The new-regime 87A rebate does not reduce tax on these special-rate gains (see the [87A guide](/blog/section-87a-rebate-marginal-relief)). But a resident whose other income is below the basic exemption limit can use the unused part against the gains.

Estimate your own tax with the capital gains calculator on the [calculators page](/calculators).`,
  claims: [
    pct('capitalGains.111A.rate', 20, '| 15% | 20% |'),
    pct('capitalGains.111A.rate', 20, '| 15% | 20% |', '2025-26'),
    pct('capitalGains.112A.rate', 12.5, '| 10% above ₹1,00,000 | 12.5% above ₹1,25,000 |'),
    inr('capitalGains.112A.exemption', 125000, '| 10% above ₹1,00,000 | 12.5% above ₹1,25,000 |'),
    inr(
      'capitalGains.112A.exemption',
      125000,
      '| 10% above ₹1,00,000 | 12.5% above ₹1,25,000 |',
      '2025-26',
    ),
    pct('capitalGains.112.rate', 12.5, '| 20% with indexation | 12.5% without indexation |'),
    pct(
      'capitalGains.112.rate',
      12.5,
      '| 20% with indexation | 12.5% without indexation |',
      '2025-26',
    ),
    pct('cess.rate', 4, 'Add 4% cess'),
    pct('capitalGains.111A.rate', 20, 'tax at 20% is ₹20,000'),
    inr('capitalGains.112A.exemption', 125000, 'After the ₹1,25,000 exemption'),
    pct('capitalGains.112A.rate', 12.5, '₹2,75,000 is taxed at 12.5%'),
    pct('capitalGains.112.rate', 12.5, '- 12.5% of the ₹30,00,000 gain'),
    pct('capitalGains.112.rate', 12.5, '24 months: 12.5% on ₹1,80,000'),
    inr('capitalGains.112A.exemption', 125000, 'gains up to ₹1,25,000 a year are tax-free'),
  ],
  figures: [
    { label: 'shares tax', calculation: SHARES, field: 'tax', value: 20000 },
    { label: 'shares total', calculation: SHARES, field: 'totalTax', value: 20800 },
    { label: 'fund taxable', calculation: FUND, field: 'taxableGain', value: 275000 },
    { label: 'fund tax', calculation: FUND, field: 'tax', value: 34375 },
    { label: 'fund total', calculation: FUND, field: 'totalTax', value: 35750 },
    {
      label: 'flat without indexation',
      calculation: FLAT,
      field: 'indexation.taxWithoutIndexation',
      value: 375000,
    },
    {
      label: 'flat indexed cost',
      calculation: FLAT,
      field: 'indexation.indexedCost',
      value: 7121212,
    },
    { label: 'flat indexed gain', calculation: FLAT, field: 'taxableGain', value: 878788 },
    { label: 'flat tax', calculation: FLAT, field: 'tax', value: 175758 },
    { label: 'flat total', calculation: FLAT, field: 'totalTax', value: 182788 },
    {
      label: 'old house indexed cost',
      calculation: OLD_HOUSE,
      field: 'indexation.indexedCost',
      value: 9641026,
    },
    { label: 'old house tax', calculation: OLD_HOUSE, field: 'totalTax', value: 0 },
    { label: 'gold tax', calculation: GOLD, field: 'tax', value: 22500 },
    { label: 'gold total', calculation: GOLD, field: 'totalTax', value: 23400 },
    { label: 'short gold total at 30%', calculation: GOLD_SHORT, field: 'totalTax', value: 31200 },
  ],
});
