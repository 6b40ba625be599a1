// English working lines and notes of capital-gains.ts (docs/i18n.md, "The engine's text").
import { formatInr } from '../../format';

export const CAPITAL_GAINS_EN = {
  // Working lines
  saleConsideration: 'Sale consideration',
  lessExpenses: 'Less: expenses on transfer',
  actualCost: 'Actual cost of acquisition',
  fmv2018Value: 'Fair market value on 31 January 2018',
  fmv2001Value: 'Fair market value on 1 April 2001',
  lessCost: 'Less: cost of acquisition',
  longTermGain: 'Long-term capital gain',
  shortTermGain: 'Short-term capital gain',
  indexedCost: 'Indexed cost of acquisition',
  /** The step note of the indexed cost: the two cost inflation indices. */
  ciiRatio: (transferred: number, acquired: number) => `CII ${transferred} / ${acquired}`,
  gainAfterIndexation: 'Long-term gain after indexation',
  taxWithIndexation: 'Tax at 20 % with indexation',
  taxWithoutIndexation: 'Tax at 12.5 % without indexation',
  less54: 'Less: exemption, new residential house',
  less54F: 'Less: exemption, net consideration in a residential house',
  less54EC: 'Less: exemption, specified bonds',
  gainAfterExemptions: 'Long-term gain after exemptions',
  less112A: 'Less: s.112A exemption (once a year)',
  taxableGain: 'Taxable gain',
  taxAt: (ratePercent: number) => `Tax at ${ratePercent} %`,
  cess: 'Health and education cess (4 %)',
  totalTax: 'Total tax on this gain',
  slabRateStep:
    'No special rate applies: the gain is charged under s.45 and taxed with your other income at your slab rate.',

  // Notes of the calculator
  heldDeemedShort: (months: number) =>
    `Held ${months} whole month(s): short-term whatever the holding (s.50AA).`,
  held: (months: number, longTerm: boolean, limitMonths: number, before23July2024: boolean) =>
    `Held ${months} whole month(s): ${longTerm ? 'long-term' : 'short-term'} (long-term means held more than ${limitMonths} months for this asset on a transfer ${before23July2024 ? 'before' : 'on or after'} 23 July 2024; the day of purchase is excluded).`,
  slabRateAssumed: (ratePercent: number) =>
    `Short-term gain on a non-equity asset is taxed at your slab rate: ${ratePercent} % assumed (give slabRatePercent to change it); surcharge not included.`,
  slabRateGiven: (ratePercent: number) =>
    `Short-term gain on a non-equity asset taxed at the given slab rate of ${ratePercent} %; surcharge not included.`,
  loss: 'A loss: no tax. A capital loss can be set off only against capital gains (a long-term loss only against long-term gains) and carried forward (ss.70, 71, 74): not computed here.',
  other112A: (other: number, used: number, limit: number) =>
    `Other s.112A gains this year ${formatInr(other)} use ${formatInr(used)} of the ${formatInr(limit)} yearly exemption.`,
  exemption112AOneYear:
    'FY 2024-25: one 1,25,000 exemption covers the 112A gains of the whole year, before and after 23 July 2024 (DOUBT-3, statute followed).',
  wholeIncome:
    'Surcharge, the 87A rebate and any unused basic exemption depend on your whole income: work out the whole year with this transfer in capitalGainsTransactions for the exact liability. s.288B rounding applies to the final tax payable, not to this figure.',

  // Notes of one transfer (also in the year engine's working)
  equity: 'Listed equity shares with STT paid on acquisition and transfer assumed.',
  equityFund: 'Units of an equity-oriented fund with STT paid on transfer assumed.',
  grandfathered:
    'Acquired before 1 February 2018: cost is the higher of the actual cost and the lower of the fair market value on 31 January 2018 and the sale value (s.55(2)(ac); ITA 2025 s.90). The FMV can remove a gain but never creates a loss.',
  grandfatherMissing:
    'Acquired before 1 February 2018: give the fair market value on 31 January 2018 (fmvOn31Jan2018) to use the s.55(2)(ac) grandfathered cost; the actual cost is used.',
  fmv2001NotFor112A:
    'The 1 April 2001 value does not apply to listed equity or equity-fund units: their cost is fixed by s.55(2)(ac) (31 January 2018 value).',
  fmv2001:
    'Acquired before 1 April 2001: cost is the fair market value on 1 April 2001 or the actual cost, at your option; the higher is taken (s.55(2)(b); ITA 2025 s.90). Indexation, where it applies, runs from 2001-02 (CII 100).',
  fmv2001Land:
    'Land or building: the 1 April 2001 value may not exceed the stamp-duty value on that date. The engine cannot check this (not an input): enter the lower of the two.',
  fmv2001Missing:
    'Acquired before 1 April 2001: give the fair market value on that date (fmvOn1Apr2001) to use it as cost; the actual cost is used. Indexation runs from 2001-02 (CII 100).',
  specifiedFund:
    'Units of a specified mutual fund acquired on or after 1 April 2023: the gain is always short-term, whatever the holding, and taxed at slab rates (s.50AA; ITA 2025 s.76). Unlisted bonds and debentures transferred or redeemed from 23 July 2024 are treated the same way.',
  specifiedFundOld:
    'Specified mutual fund here means one investing not more than 35 % of its proceeds in equity shares of domestic companies (s.50AA definition to FY 2024-25).',
  specifiedFundNew:
    'From FY 2025-26 a specified mutual fund is one investing more than 65 % of its proceeds in debt and money-market instruments, or 65 % or more in such funds (Finance (No. 2) Act 2024).',
  specifiedFundBefore2023:
    'Mutual fund units acquired before 1 April 2023 are outside s.50AA: the normal holding periods and rates apply (unlisted units assumed).',
  listedBondBefore:
    'Listed bond or debenture before 23 July 2024: no indexation for bonds (s.48 third proviso) and tax capped at 10 % of the gain (s.112(1) proviso): 10 % without indexation.',
  listedBondAfter: 'Listed bond or debenture: 12.5 % without indexation (s.112; ITA 2025 s.197).',
  nonResidentUnlisted:
    'Non-resident, unlisted shares, transfer before 23 July 2024: 10 % on the gain without indexation and without the foreign-currency computation of the first proviso to s.48 (s.112(1)(c)(iii); ITA 2025 s.197(4)).',
  indexedBefore:
    'Before 23 July 2024: 20 % on the gain after indexing the cost (s.48 second proviso).',
  landChoice:
    'Land/building bought before 23 July 2024 by a resident individual: the lower of 12.5 % without and 20 % with indexation (s.112 proviso; ITA 2025 s.197(3)).',
  landChoseIndexed:
    'The 20 % with indexation gives the lower tax on this transfer, so its gain and rate are used.',
  landChoseUnindexed:
    'The 12.5 % without indexation gives the lower (or equal) tax on this transfer, so its gain and rate are used.',
  landNoCii:
    'Land/building bought before 23 July 2024: the tax is the lower of 12.5 % without and 20 % with indexation, but the Cost Inflation Index for this year is not notified in our sources, so only 12.5 % without indexation is computed. The 20 % option could be lower: recheck once the CII is notified.',
  nonResidentLand:
    'Non-residents do not get the 20 %-with-indexation option for land/building: 12.5 % without indexation.',
  noIndexationOption:
    'The indexation option is only for land or building: 12.5 % without indexation.',
  s54: 'Exemption u/s 54 (ITA 2025 s.82): the engine treats this property as a residential house; the gain reinvested in one residential house in India is exempt, cost above 10 crore ignored. A plot of land or commercial building would get s.54F instead (not modelled for this asset).',
  s54Capped:
    's.54: the new house costs more than 10 crore; only 10 crore counts (Finance Act 2023).',
  s54F: 'Exemption u/s 54F (ITA 2025 s.86): gain × amount invested in a residential house / net consideration (all of it when the investment is at least the net consideration), investment above 10 crore ignored. Condition not checked: you own at most one residential house besides the new one on the date of transfer.',
  s54FCapped:
    's.54F: the new house costs more than 10 crore; only 10 crore counts (Finance Act 2023).',
  s54EC:
    'Exemption u/s 54EC (ITA 2025 s.85): gain invested within 6 months in specified bonds (5-year lock-in), at most 50 lakh.',
  s54ECCapped: 's.54EC: investment above 50 lakh is ignored.',
  exemptionOrder:
    'ss.54/54F and 54EC are independent exemptions of the same gain: s.54/54F is applied first and s.54EC to what is left, so together they never exceed the gain.',
  s54NotApplicable:
    's.54 is only for a long-term gain on a residential house (asset type property): not allowed here.',
  s54FNotApplicable:
    's.54F is for a long-term gain on an asset other than a residential house; the engine treats property as a house (use s.54): not allowed here.',
  s54ECNotApplicable: 's.54EC is only for a long-term gain on land or building: not allowed here.',
  exemptionNeedsLongTerm:
    'ss.54, 54EC and 54F exempt only long-term gains: the reinvestment claim is not allowed on this short-term gain.',
};

export type CapitalGainsText = typeof CAPITAL_GAINS_EN;
