// computeCapitalGains: one transfer of a capital asset. Holding period in whole months by asset
// and date of transfer; rates before / on or after 23 July 2024; the s.112A exemption once a year
// (shared with the year's other 112A gains); land or building bought before 23 July 2024 by a
// resident individual: the lower of 12.5 % without and 20 % with indexation.
import { compiledRulesFor } from './compiled';
import { addMonths, completedMonths, financialYearOf } from './dates';
import { formatInr } from './format';
import { applyRate, mulDivRoundHalfUp, percentToBasisPoints } from './rounding';
import { CII_BASE_YEAR, costInflationIndex } from './rules/cii';
import { isSupportedFinancialYear } from './rules/index';
import type {
  AssetType,
  CapitalGainsInput,
  CapitalGainsPeriod,
  CapitalGainsResult,
  Step,
} from './types';

function whole(value: number | undefined): number {
  return value ? Math.trunc(value) : 0;
}

const SECTION_2025 = { '111A': '196', '112A': '198', '112': '197' } as const;
const DEFAULT_SLAB_RATE_PERCENT = 30;
const SLAB_RATE_NOTE =
  'No special rate applies: the gain is charged under s.45 and taxed with your other income at your slab rate.';

function holdingLimit(asset: AssetType, period: CapitalGainsPeriod): number {
  const months = period.holdingMonths.value;
  if (asset === 'equity' || asset === 'equityFund') return months.listedEquity;
  if (asset === 'property' || asset === 'unlistedShares')
    return months.unlistedSharesAndImmovableProperty;
  return months.otherAssets;
}

/** CII of the year of acquisition (2001-02 for anything earlier) and of transfer, if known. */
function indexFactors(
  purchaseDate: string,
  saleFy: string,
): { acquired: number; transferred: number | undefined; acquiredFy: string } {
  const boughtFy = financialYearOf(purchaseDate);
  const acquiredFy = boughtFy < CII_BASE_YEAR ? CII_BASE_YEAR : boughtFy;
  return {
    acquired: costInflationIndex(acquiredFy) ?? 100,
    transferred: costInflationIndex(saleFy),
    acquiredFy,
  };
}

export function computeCapitalGains(input: CapitalGainsInput): CapitalGainsResult {
  const { assetType, purchaseDate, saleDate } = input;
  const fy = financialYearOf(saleDate);
  if (!isSupportedFinancialYear(fy))
    throw new RangeError(`Sale date ${saleDate} falls in FY ${fy}, which is not supported`);
  if (purchaseDate > saleDate) throw new RangeError('purchaseDate is after saleDate');
  const y = compiledRulesFor(fy);
  const period = y.rules.capitalGains.periods.find(
    (p) => saleDate >= p.transfersFrom && saleDate <= p.transfersTo,
  );
  if (!period) throw new RangeError(`No capital-gains rates for a transfer on ${saleDate}`);
  const beforeJuly2024 = period.ltcg112.value.indexation;

  const notes: string[] = [];
  const steps: Step[] = [];
  const purchase = whole(input.purchasePrice);
  const sale = whole(input.salePrice);
  const expenses = whole(input.expenses);
  const residentIndividual = input.residentIndividual !== false;

  // Holding period: long-term when held MORE than the limit (s.2(42A)).
  const holdingMonths = completedMonths(purchaseDate, saleDate);
  const limitMonths = holdingLimit(assetType, period);
  const longTerm = saleDate > addMonths(purchaseDate, limitMonths);
  const term = longTerm ? 'long' : 'short';
  notes.push(
    `Held ${holdingMonths} whole month(s): ${longTerm ? 'long-term' : 'short-term'} (long-term means held more than ${limitMonths} months for this asset on a transfer ${beforeJuly2024 ? 'before' : 'on or after'} 23 July 2024; the day of purchase is excluded).`,
  );

  const gain = sale - expenses - purchase;
  steps.push({ label: 'Sale consideration', amount: sale, section: '48' });
  if (expenses > 0)
    steps.push({ label: 'Less: expenses on transfer', amount: expenses, section: '48' });
  steps.push({ label: 'Less: cost of acquisition', amount: purchase, section: '48' });
  steps.push({
    label: longTerm ? 'Long-term capital gain' : 'Short-term capital gain',
    amount: gain,
    section: '45',
  });

  const isEquity = assetType === 'equity' || assetType === 'equityFund';
  let section: CapitalGainsResult['section'];
  let rateBp: number;
  if (isEquity) {
    section = longTerm ? '112A' : '111A';
    rateBp = percentToBasisPoints(
      longTerm ? period.ltcg112A.value.ratePercent : period.stcg111A.value.ratePercent,
    );
    notes.push(
      assetType === 'equity'
        ? 'Listed equity shares with STT paid on acquisition and transfer assumed.'
        : 'Units of an equity-oriented fund with STT paid on transfer assumed.',
    );
    if (longTerm && purchaseDate < '2018-02-01') {
      notes.push(
        'Acquired before 1 February 2018: the cost may be the higher of actual cost and the fair market value on 31 January 2018 (s.112A grandfathering) - enter that figure as the purchase price.',
      );
    }
  } else if (longTerm) {
    section = '112';
    rateBp = percentToBasisPoints(period.ltcg112.value.ratePercent);
  } else {
    section = 'slab';
    const slab = input.slabRatePercent ?? DEFAULT_SLAB_RATE_PERCENT;
    rateBp = percentToBasisPoints(slab);
    notes.push(
      input.slabRatePercent === undefined
        ? `Short-term gain on a non-equity asset is taxed at your slab rate: ${DEFAULT_SLAB_RATE_PERCENT} % assumed (give slabRatePercent to change it); surcharge not included.`
        : `Short-term gain on a non-equity asset taxed at the given slab rate of ${slab} %; surcharge not included.`,
    );
  }

  let exemption = 0;
  let taxableGain = Math.max(0, gain);
  let tax = 0;
  let indexation: CapitalGainsResult['indexation'];

  if (gain <= 0) {
    taxableGain = 0;
    notes.push(
      'A loss: no tax. A capital loss can be set off only against capital gains (a long-term loss only against long-term gains) and carried forward (ss.70, 71, 74): not computed here.',
    );
  } else if (section === '112A') {
    const limit = y.exemption112A;
    const used = Math.min(whole(input.other112aGainsThisYear), limit);
    exemption = Math.min(gain, limit - used);
    taxableGain = gain - exemption;
    tax = applyRate(taxableGain, rateBp);
    steps.push({
      label: 'Less: s.112A exemption (once a year)',
      amount: exemption,
      section: '112A',
      section2025: '198',
    });
    if (used > 0)
      notes.push(
        `Other s.112A gains this year ${formatInr(whole(input.other112aGainsThisYear))} use ${formatInr(used)} of the ${formatInr(limit)} yearly exemption.`,
      );
    if (fy === '2024-25')
      notes.push(
        'FY 2024-25: one 1,25,000 exemption covers the 112A gains of the whole year, before and after 23 July 2024 (DOUBT-3, statute followed).',
      );
  } else if (section === '112' && beforeJuly2024) {
    // Before 23-07-2024: 20 % on the gain after indexing the cost (s.48 second proviso).
    const f = indexFactors(purchaseDate, fy);
    const transferred = f.transferred as number; // FY 2023-24/2024-25: CII notified
    const indexedCost = mulDivRoundHalfUp(purchase, transferred, f.acquired);
    taxableGain = Math.max(0, sale - expenses - indexedCost);
    tax = applyRate(taxableGain, rateBp);
    // The 20 % rate without indexation is shown only to measure the indexation benefit.
    indexation = {
      indexedCost,
      taxWithIndexation: tax,
      taxWithoutIndexation: applyRate(gain, rateBp),
      chosen: 'withIndexation',
    };
    steps.push({
      label: 'Indexed cost of acquisition',
      amount: indexedCost,
      section: '48',
      note: `CII ${transferred} / ${f.acquired} (FY ${fy} / ${f.acquiredFy})`,
    });
    steps.push({ label: 'Long-term gain after indexation', amount: taxableGain, section: '112' });
    if (!residentIndividual && assetType === 'unlistedShares') {
      notes.push(
        'Non-resident, unlisted shares: s.112(1)(c) (10 % without indexation or currency conversion under the first proviso to s.48) may apply instead - not modelled.',
      );
    }
    if (financialYearOf(purchaseDate) < CII_BASE_YEAR)
      notes.push(
        'Acquired before 1 April 2001: enter the fair market value on 1 April 2001 as the purchase price (CII base year 2001-02).',
      );
  } else if (section === '112') {
    const withoutIndexation = applyRate(gain, rateBp);
    const grand = y.rules.capitalGains.grandfatheringLandBuilding;
    if (
      grand &&
      assetType === 'property' &&
      residentIndividual &&
      purchaseDate < grand.value.acquiredBefore
    ) {
      const f = indexFactors(purchaseDate, fy);
      if (f.transferred === undefined) {
        // CII for the year of transfer is UNSOURCED (FY 2026-27): cannot index; say so.
        tax = withoutIndexation;
        notes.push(
          `Land/building bought before 23 July 2024: the tax is the lower of 12.5 % without and 20 % with indexation, but the Cost Inflation Index for FY ${fy} is not notified in our sources, so only 12.5 % without indexation is computed. The 20 % option could be lower: recheck once the CII is notified.`,
        );
      } else {
        const indexedCost = mulDivRoundHalfUp(purchase, f.transferred, f.acquired);
        const indexedGain = Math.max(0, sale - expenses - indexedCost);
        const withIndexation = applyRate(
          indexedGain,
          percentToBasisPoints(grand.value.withIndexationPercent),
        );
        const chooseIndexed = withIndexation < withoutIndexation;
        tax = chooseIndexed ? withIndexation : withoutIndexation;
        if (chooseIndexed) {
          taxableGain = indexedGain;
          rateBp = percentToBasisPoints(grand.value.withIndexationPercent);
        }
        indexation = {
          indexedCost,
          taxWithIndexation: withIndexation,
          taxWithoutIndexation: withoutIndexation,
          chosen: chooseIndexed ? 'withIndexation' : 'withoutIndexation',
        };
        steps.push({
          label: 'Indexed cost of acquisition',
          amount: indexedCost,
          section: '48',
          note: `CII ${f.transferred} / ${f.acquired} (FY ${fy} / ${f.acquiredFy})`,
        });
        steps.push({
          label: 'Tax at 20 % with indexation',
          amount: withIndexation,
          section: '112',
          section2025: '197(3)',
        });
        steps.push({
          label: 'Tax at 12.5 % without indexation',
          amount: withoutIndexation,
          section: '112',
          section2025: '197',
        });
        notes.push(
          'Land/building bought before 23 July 2024 by a resident individual: the lower of 12.5 % without and 20 % with indexation (s.112 proviso; ITA 2025 s.197(3)).',
        );
      }
    } else {
      tax = withoutIndexation;
      if (assetType === 'property' && !residentIndividual && purchaseDate < '2024-07-23') {
        notes.push(
          'Non-residents do not get the 20 %-with-indexation option for land/building: 12.5 % without indexation.',
        );
      } else if (assetType !== 'property' && purchaseDate < '2024-07-23') {
        notes.push(
          'The indexation option is only for land or building: 12.5 % without indexation.',
        );
      }
    }
  } else {
    tax = applyRate(taxableGain, rateBp);
  }

  const cess = applyRate(tax, y.cessBp);
  const totalTax = tax + cess;
  const ratePercent = rateBp / 100;
  if (gain > 0) {
    // A special-rate gain cites its rate section (111A/112A/112). A slab-rate gain has no rate
    // section: it is charged under s.45 (computed under s.48, shown above) and taxed with the
    // rest of the income at the slab rates, so its lines cite s.45.
    const citation =
      section === 'slab' ? { section: '45' } : { section, section2025: SECTION_2025[section] };
    steps.push({ label: 'Taxable gain', amount: taxableGain, ...citation });
    steps.push({
      label: `Tax at ${ratePercent} %`,
      amount: tax,
      ...citation,
      ...(section === 'slab' ? { note: SLAB_RATE_NOTE } : {}),
    });
  }
  steps.push({ label: 'Health and education cess (4 %)', amount: cess });
  steps.push({ label: 'Total tax on this gain', amount: totalTax });
  notes.push(
    'Surcharge, the 87A rebate and any unused basic exemption depend on your whole income: use the income-tax calculator (capitalGains fields) for the exact liability. s.288B rounding applies to the final tax payable, not to this figure.',
  );

  return {
    financialYear: fy,
    holdingMonths,
    term,
    gain,
    exemption,
    taxableGain,
    ratePercent,
    tax,
    cess,
    totalTax,
    netGain: gain - totalTax,
    section,
    ...(section === 'slab' ? {} : { section2025: SECTION_2025[section] }),
    ...(indexation ? { indexation } : {}),
    steps,
    notes,
  };
}
