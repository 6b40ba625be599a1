import type {
  IncomeTaxResult,
  SpecialRateIncomeLine,
  SpecialRateSection,
} from '@taxguide/tax-engine';
import { calc, call } from '../examples/calculations';
import { inr, pct, slab } from '../claims';
import { formatINR } from '../format';
import type { SectionContent } from '../types';
import { INDIA_CODE_1961, LAST_REVIEWED, PLAIN_LANGUAGE_NOTE, act2025Verified, md } from './common';

const OTHER_12_10 = call('income_tax', {
  annualIncome: 1210000,
  regime: 'new',
  incomeType: 'other',
  financialYear: '2026-27',
});

const base = {
  sourceUrl: INDIA_CODE_1961,
  lastReviewed: LAST_REVIEWED,
  act2025Section: '',
} as const;

/** The engine's line for one special-rate section (throws if the run has none). */
function specialLine(r: IncomeTaxResult, section: SpecialRateSection): SpecialRateIncomeLine {
  const line = r.specialRateIncome.find((l) => l.section === section);
  if (!line) throw new Error(`no special-rate line for s.${section}`);
  return line;
}

/** Regimes and rebates (category rates_rebates) and presumptive business taxation (category business). */
export const ratesAndBusinessSections: SectionContent[] = [
  {
    ...base,
    sectionNumber: '87A',
    act2025Section: '156',
    title: 'Rebate for Resident Individuals with Lower Incomes',
    category: 'rates_rebates',
    description:
      'Resident individuals with income up to ₹12,00,000 (new regime) or ₹5,00,000 (old regime) pay no tax on normal income, thanks to this rebate.',
    summary:
      'Section 87A gives resident individuals a rebate equal to their tax, up to a cap, when total income is within a limit. For FY 2025-26 and tax year 2026-27 the new regime allows up to ₹60,000 for income up to ₹12,00,000, with marginal relief just above it; the old regime allows up to ₹12,500 for income up to ₹5,00,000, with no marginal relief. The rebate does not reduce tax on special-rate income such as capital gains in the new regime.',
    fullText: md(
      PLAIN_LANGUAGE_NOTE,
      '### Who can claim\nResident individuals only. HUFs, firms, companies and non-residents cannot.',
      '### Limits by year\n| Year | New regime: income up to | New regime: rebate up to | Old regime: income up to | Old regime: rebate up to |\n|---|---|---|---|---|\n| FY 2023-24 | ₹7,00,000 | ₹25,000 | ₹5,00,000 | ₹12,500 |\n| FY 2024-25 | ₹7,00,000 | ₹25,000 | ₹5,00,000 | ₹12,500 |\n| FY 2025-26 | ₹12,00,000 | ₹60,000 | ₹5,00,000 | ₹12,500 |\n| Tax year 2026-27 | ₹12,00,000 | ₹60,000 | ₹5,00,000 | ₹12,500 |\n\nThe rebate is the lower of the tax and the cap, so within the limit the tax becomes nil. With the ₹75,000 [standard deduction](/section/16(ia)), a salaried person in the new regime pays no tax on salary up to ₹12,75,000.',
      '### Marginal relief (new regime only)\nIf total income is a little above ₹12,00,000, the tax (before cess) cannot exceed the amount by which income exceeds ₹12,00,000. For example, on ₹12,10,000 the slab tax of ₹61,500 is cut to ₹10,000, plus cess. The relief fades out at about ₹12,70,588, where slab tax equals the excess. The old regime has no marginal relief: income of ₹5,00,010 pays the full slab tax.',
      '### Capital gains and other special-rate income\nFrom FY 2025-26 the new-regime rebate cannot exceed the tax on income taxed at slab rates. It never reduces tax on short-term gains under [111A](/section/111A), long-term gains under [112](/section/112) or [112A](/section/112A), lottery winnings and other special-rate income. The law tests the ₹12,00,000 limit on total income; some official explanations read the special-rate income as excluded from that test, so if your capital gains take you near the limit, get the computation checked. In the old regime the rebate can reduce tax on 111A gains but not on 112A gains.',
      '### Under the Income-tax Act 2025\n' +
        act2025Verified(
          '156',
          'the old-regime rebate is in section 156(1) and the new-regime rebate with marginal relief in section 156(2)',
        ),
      'See the [87A guide](/blog/section-87a-rebate-marginal-relief) for more worked cases, or try the [calculators](/calculators).',
    ),
    keyLimits: [
      'New regime: rebate up to ₹60,000 if income ≤ ₹12,00,000 (FY 2025-26 onward)',
      'Old regime: rebate up to ₹12,500 if income ≤ ₹5,00,000',
      'Marginal relief above ₹12,00,000 in the new regime only',
      'Resident individuals only; not against capital-gains tax in the new regime',
    ],
    examples: [
      {
        title: 'Income just above ₹12 lakh',
        scenario:
          'Sameer has income of ₹12,10,000 from freelance work and interest (no salary) in tax year 2026-27, in the new regime.',
        calculation: calc(
          'income_tax',
          { annualIncome: 1210000, regime: 'new', incomeType: 'other', financialYear: '2026-27' },
          (r) =>
            `Marginal relief reduces his rebate-adjusted tax to the ₹10,000 by which he exceeds ₹12,00,000 (the rebate and relief together are ${formatINR(r.rebate87A)}). With 4% cess he pays ${formatINR(r.totalTax)}.`,
        ),
      },
      {
        title: 'The old-regime cliff',
        scenario:
          "Rani's taxable income in the old regime is ₹5,10,000 for tax year 2026-27, just ₹10,000 above the rebate limit.",
        calculation: calc(
          'income_tax',
          { annualIncome: 510000, regime: 'old', incomeType: 'other', financialYear: '2026-27' },
          (r) =>
            `With no marginal relief in the old regime she pays the full ${formatINR(r.totalTax)} including cess.`,
        ),
      },
    ],
    hi: {
      title: 'कम आय वाले निवासी व्यक्तियों के लिए रिबेट',
      description:
        'इस रिबेट के कारण नई कर व्यवस्था (new tax regime) में ₹12,00,000 तक और पुरानी कर व्यवस्था (old tax regime) में ₹5,00,000 तक की आय वाले निवासी व्यक्ति सामान्य आय पर कोई कर नहीं देते।',
      summary:
        'धारा 87A (आयकर अधिनियम 2025 की धारा 156) निवासी व्यक्तियों को, कुल आय एक सीमा के भीतर होने पर, उनके कर के बराबर रिबेट देती है, एक अधिकतम राशि तक। वित्तीय वर्ष 2025-26 और कर वर्ष (tax year) 2026-27 के लिए नई कर व्यवस्था ₹12,00,000 तक की आय पर ₹60,000 तक का रिबेट देती है, और उसके ठीक ऊपर सीमांत राहत; पुरानी कर व्यवस्था ₹5,00,000 तक की आय पर ₹12,500 तक देती है, बिना सीमांत राहत के। नई कर व्यवस्था में यह रिबेट पूंजीगत लाभ (capital gains) जैसी विशेष दर वाली आय पर कर कम नहीं करता।',
      keyLimits: [
        'नई कर व्यवस्था: आय ≤ ₹12,00,000 हो तो ₹60,000 तक रिबेट (वित्तीय वर्ष 2025-26 से)',
        'पुरानी कर व्यवस्था: आय ≤ ₹5,00,000 हो तो ₹12,500 तक रिबेट',
        '₹12,00,000 से ऊपर सीमांत राहत केवल नई कर व्यवस्था में',
        'केवल निवासी व्यक्ति; नई कर व्यवस्था में पूंजीगत लाभ के कर पर नहीं',
      ],
      examples: [
        {
          title: '₹12 लाख से थोड़ी अधिक आय',
          scenario:
            'कर वर्ष 2026-27 में समीर की आय फ्रीलांस काम और ब्याज से ₹12,10,000 है (वेतन नहीं), और वह नई कर व्यवस्था में है।',
        },
        {
          title: 'पुरानी कर व्यवस्था में सीमा पार करने का झटका',
          scenario:
            'कर वर्ष 2026-27 के लिए पुरानी कर व्यवस्था में रानी की कर योग्य आय ₹5,10,000 है, रिबेट की सीमा से बस ₹10,000 अधिक।',
        },
      ],
    },
    related: ['115BAC', '16(ia)', '111A', '112A', '192'],
    figures: [
      { label: 'slab tax on 12.10 L', calculation: OTHER_12_10, field: 'slabTax', value: 61500 },
      {
        label: 'tax before cess on 12.10 L',
        calculation: OTHER_12_10,
        field: 'totalTax',
        minus: { calculation: OTHER_12_10, field: 'cess' },
        value: 10000,
      },
    ],
    claims: [
      inr(
        'rebate87A.new.threshold',
        1200000,
        'with income up to ₹12,00,000 (new regime) or ₹5,00,000 (old regime)',
      ),
      inr(
        'rebate87A.old.threshold',
        500000,
        'with income up to ₹12,00,000 (new regime) or ₹5,00,000 (old regime)',
      ),
      inr('rebate87A.new.max', 60000, 'allows up to ₹60,000 for income up to ₹12,00,000'),
      inr('rebate87A.new.threshold', 1200000, 'allows up to ₹60,000 for income up to ₹12,00,000'),
      inr('rebate87A.old.max', 12500, 'allows up to ₹12,500 for income up to ₹5,00,000'),
      inr('rebate87A.old.threshold', 500000, 'allows up to ₹12,500 for income up to ₹5,00,000'),
      inr(
        'rebate87A.new.threshold',
        700000,
        '| FY 2023-24 | ₹7,00,000 | ₹25,000 | ₹5,00,000 | ₹12,500 |',
        '2023-24',
      ),
      inr(
        'rebate87A.new.max',
        25000,
        '| FY 2023-24 | ₹7,00,000 | ₹25,000 | ₹5,00,000 | ₹12,500 |',
        '2023-24',
      ),
      inr(
        'rebate87A.old.threshold',
        500000,
        '| FY 2023-24 | ₹7,00,000 | ₹25,000 | ₹5,00,000 | ₹12,500 |',
        '2023-24',
      ),
      inr(
        'rebate87A.old.max',
        12500,
        '| FY 2023-24 | ₹7,00,000 | ₹25,000 | ₹5,00,000 | ₹12,500 |',
        '2023-24',
      ),
      inr(
        'rebate87A.new.threshold',
        700000,
        '| FY 2024-25 | ₹7,00,000 | ₹25,000 | ₹5,00,000 | ₹12,500 |',
        '2024-25',
      ),
      inr(
        'rebate87A.new.max',
        25000,
        '| FY 2024-25 | ₹7,00,000 | ₹25,000 | ₹5,00,000 | ₹12,500 |',
        '2024-25',
      ),
      inr(
        'rebate87A.old.threshold',
        500000,
        '| FY 2024-25 | ₹7,00,000 | ₹25,000 | ₹5,00,000 | ₹12,500 |',
        '2024-25',
      ),
      inr(
        'rebate87A.old.max',
        12500,
        '| FY 2024-25 | ₹7,00,000 | ₹25,000 | ₹5,00,000 | ₹12,500 |',
        '2024-25',
      ),
      inr(
        'rebate87A.new.threshold',
        1200000,
        '| FY 2025-26 | ₹12,00,000 | ₹60,000 | ₹5,00,000 | ₹12,500 |',
        '2025-26',
      ),
      inr(
        'rebate87A.new.max',
        60000,
        '| FY 2025-26 | ₹12,00,000 | ₹60,000 | ₹5,00,000 | ₹12,500 |',
        '2025-26',
      ),
      inr(
        'rebate87A.old.threshold',
        500000,
        '| FY 2025-26 | ₹12,00,000 | ₹60,000 | ₹5,00,000 | ₹12,500 |',
        '2025-26',
      ),
      inr(
        'rebate87A.old.max',
        12500,
        '| FY 2025-26 | ₹12,00,000 | ₹60,000 | ₹5,00,000 | ₹12,500 |',
        '2025-26',
      ),
      inr(
        'rebate87A.new.threshold',
        1200000,
        '| Tax year 2026-27 | ₹12,00,000 | ₹60,000 | ₹5,00,000 | ₹12,500 |',
        '2026-27',
      ),
      inr(
        'rebate87A.new.max',
        60000,
        '| Tax year 2026-27 | ₹12,00,000 | ₹60,000 | ₹5,00,000 | ₹12,500 |',
        '2026-27',
      ),
      inr(
        'rebate87A.old.threshold',
        500000,
        '| Tax year 2026-27 | ₹12,00,000 | ₹60,000 | ₹5,00,000 | ₹12,500 |',
        '2026-27',
      ),
      inr(
        'rebate87A.old.max',
        12500,
        '| Tax year 2026-27 | ₹12,00,000 | ₹60,000 | ₹5,00,000 | ₹12,500 |',
        '2026-27',
      ),
      inr('standardDeduction.new', 75000, 'With the ₹75,000 [standard deduction]'),
      inr('rebate87A.new.threshold', 1200000, 'a little above ₹12,00,000'),
      inr('rebate87A.new.threshold', 1200000, 'by which income exceeds ₹12,00,000'),
      inr('rebate87A.new.threshold', 1200000, 'The law tests the ₹12,00,000 limit'),
      inr('rebate87A.new.max', 60000, 'New regime: rebate up to ₹60,000 if income ≤ ₹12,00,000'),
      inr(
        'rebate87A.new.threshold',
        1200000,
        'New regime: rebate up to ₹60,000 if income ≤ ₹12,00,000',
      ),
      inr('rebate87A.old.max', 12500, 'Old regime: rebate up to ₹12,500 if income ≤ ₹5,00,000'),
      inr(
        'rebate87A.old.threshold',
        500000,
        'Old regime: rebate up to ₹12,500 if income ≤ ₹5,00,000',
      ),
      inr('rebate87A.new.threshold', 1200000, 'Marginal relief above ₹12,00,000'),
    ],
  },
  {
    ...base,
    sectionNumber: '115BAC',
    act2025Section: '202',
    title: 'New Tax Regime: Default Slab Rates for Individuals and HUFs',
    category: 'rates_rebates',
    description:
      'The default new regime: nil up to ₹4,00,000, then 5% to 30% in ₹4 lakh steps, with few deductions. Salaried can opt out yearly.',
    summary:
      'Section 115BAC sets the new tax regime, the default for individuals and HUFs since FY 2023-24. For FY 2025-26 and tax year 2026-27 income up to ₹4,00,000 is tax-free and rates rise by 5% for every ₹4,00,000 up to 30% above ₹24,00,000. In exchange, most deductions and exemptions (80C, 80D, HRA, LTA, home-loan interest on a self-occupied house) are not allowed. People without business income can choose the old regime each year when filing on time.',
    fullText: md(
      PLAIN_LANGUAGE_NOTE,
      '### Slab rates for FY 2025-26 and tax year 2026-27\n| Total income | Rate |\n|---|---|\n| Up to ₹4,00,000 | Nil |\n| ₹4,00,001 – ₹8,00,000 | 5% |\n| ₹8,00,001 – ₹12,00,000 | 10% |\n| ₹12,00,001 – ₹16,00,000 | 15% |\n| ₹16,00,001 – ₹20,00,000 | 20% |\n| ₹20,00,001 – ₹24,00,000 | 25% |\n| Above ₹24,00,000 | 30% |\n\nThe same rates apply at every age: the new regime has no higher exemption limit for senior citizens. Add 4% health and education cess, and surcharge above ₹50 lakh (capped at 25% in this regime). The [87A rebate](/section/87A) makes income up to ₹12,00,000 tax-free.',
      '### Earlier years\nFY 2024-25: nil up to ₹3 lakh, then 5% up to ₹7 lakh, 10% up to ₹10 lakh, 15% up to ₹12 lakh, 20% up to ₹15 lakh and 30% beyond, with a ₹75,000 standard deduction. FY 2023-24: nil up to ₹3 lakh, then 5%, 10%, 15%, 20% for each further ₹3 lakh up to ₹15 lakh and 30% beyond, with a ₹50,000 standard deduction.',
      '### What the new regime does not allow\nHRA ([10(13A)](/section/10(13A))), LTA ([10(5)](/section/10(5))), most special allowances, professional tax, interest on a self-occupied home loan ([24(b)](/section/24(b))), and the Chapter VI-A deductions such as [80C](/section/80C), [80D](/section/80D), [80E](/section/80E), [80G](/section/80G), [80TTA](/section/80TTA) and [80TTB](/section/80TTB). A loss from house property cannot be set off against other income.',
      "### What it still allows\nThe ₹75,000 [standard deduction](/section/16(ia)), the employer's NPS contribution under [80CCD(2)](/section/80CCD(2)) up to 14% of salary, the Agniveer Corpus Fund deduction, the family-pension deduction (one third of the pension, up to ₹25,000), interest on a let-out property against its rent, and exemptions such as gratuity, leave encashment and life-insurance payouts.",
      '### Choosing the old regime instead\n- **No business or professional income:** choose each year in the return, but only in a return filed by the due date; a belated return is taxed in the new regime. Tell your employer at the start of the year so TDS matches.\n- **With business or professional income:** opt out by filing Form 10-IEA before the return due date (for tax year 2026-27 the option is made in the form the Income-tax Rules 2026 prescribe; we have not confirmed its new number). You can return to the new regime later, but only once.',
      '### Under the Income-tax Act 2025\n' +
        act2025Verified(
          '202',
          'the slab table is in section 202(1); the Finance Act 2026 adjusted the list of disallowed deductions but did not change the rates',
        ),
      'Compare both regimes for your own figures on the [calculators page](/calculators), or read [old vs new regime](/blog/old-vs-new-tax-regime).',
    ),
    keyLimits: [
      'Nil up to ₹4,00,000; 30% above ₹24,00,000 (FY 2025-26 onward)',
      'Default regime since FY 2023-24',
      'Standard deduction ₹75,000 and 80CCD(2) still allowed',
      'Surcharge capped at 25%',
    ],
    examples: [
      {
        title: 'Tax on a ₹25 lakh salary',
        scenario:
          'Deepak earns a salary of ₹25,00,000 in tax year 2026-27 with no deductions other than the standard deduction.',
        calculation: calc(
          'compare',
          { annualIncome: 2500000, incomeType: 'salary', financialYear: '2026-27' },
          (r) =>
            `New regime: ${formatINR(r.new.totalTax)}. Old regime (with only the ₹50,000 standard deduction): ${formatINR(r.old.totalTax)}. Without large deductions the new regime is clearly cheaper.`,
        ),
      },
    ],
    hi: {
      title: 'नई कर व्यवस्था: व्यक्तियों और HUF के लिए डिफ़ॉल्ट स्लैब दरें',
      description:
        'डिफ़ॉल्ट नई कर व्यवस्था (new tax regime): ₹4,00,000 तक शून्य, फिर ₹4 लाख के कदमों में 5% से 30% तक, कम कटौतियों के साथ। वेतनभोगी हर साल इससे बाहर निकल सकते हैं।',
      summary:
        'धारा 115BAC (आयकर अधिनियम 2025 की धारा 202) नई कर व्यवस्था तय करती है, जो वित्तीय वर्ष 2023-24 से व्यक्तियों और हिंदू अविभाजित कुटुंब (HUF) के लिए डिफ़ॉल्ट है। वित्तीय वर्ष 2025-26 और कर वर्ष (tax year) 2026-27 के लिए ₹4,00,000 तक की आय कर-मुक्त है और हर ₹4,00,000 पर दर 5% बढ़ती है, ₹24,00,000 से ऊपर 30% तक। बदले में ज़्यादातर कटौतियां और छूट (80C, 80D, गृह किराया भत्ता (HRA), अवकाश यात्रा भत्ता (LTA), स्वयं के रहने वाले घर पर गृह ऋण का ब्याज) नहीं मिलतीं। जिनकी कारोबार से आय नहीं है, वे समय पर रिटर्न भरते समय हर साल पुरानी कर व्यवस्था (old tax regime) चुन सकते हैं।',
      keyLimits: [
        '₹4,00,000 तक शून्य; ₹24,00,000 से ऊपर 30% (वित्तीय वर्ष 2025-26 से)',
        'वित्तीय वर्ष 2023-24 से डिफ़ॉल्ट कर व्यवस्था',
        'मानक कटौती (standard deduction) ₹75,000 और 80CCD(2) अब भी मिलती हैं',
        'अधिभार की अधिकतम दर 25%',
      ],
      examples: [
        {
          title: '₹25 लाख के वेतन पर कर',
          scenario:
            'कर वर्ष 2026-27 में दीपक का वेतन ₹25,00,000 है और मानक कटौती के अलावा उसकी कोई कटौती नहीं है।',
        },
      ],
    },
    related: ['87A', '16(ia)', '80CCD(2)', '80C', '10(13A)', '24(b)'],
    claims: [
      inr('familyPension.newRegimeCap', 25000, 'one third of the pension, up to ₹25,000'),
      slab('slab.new.rate', 400000, 0, '| Up to ₹4,00,000 | Nil |'),
      slab('slab.new.rate', 800000, 5, '| ₹4,00,001 – ₹8,00,000 | 5% |'),
      slab('slab.new.rate', 1200000, 10, '| ₹8,00,001 – ₹12,00,000 | 10% |'),
      slab('slab.new.rate', 1600000, 15, '| ₹12,00,001 – ₹16,00,000 | 15% |'),
      slab('slab.new.rate', 2000000, 20, '| ₹16,00,001 – ₹20,00,000 | 20% |'),
      slab('slab.new.rate', 2400000, 25, '| ₹20,00,001 – ₹24,00,000 | 25% |'),
      slab('slab.new.rate', null, 30, '| Above ₹24,00,000 | 30% |'),
      slab('slab.new.rate', 400000, 0, '| Up to ₹4,00,000 | Nil |', { fy: '2025-26' }),
      slab('slab.new.rate', 800000, 5, '| ₹4,00,001 – ₹8,00,000 | 5% |', { fy: '2025-26' }),
      slab('slab.new.rate', 1200000, 10, '| ₹8,00,001 – ₹12,00,000 | 10% |', { fy: '2025-26' }),
      slab('slab.new.rate', 1600000, 15, '| ₹12,00,001 – ₹16,00,000 | 15% |', { fy: '2025-26' }),
      slab('slab.new.rate', 2000000, 20, '| ₹16,00,001 – ₹20,00,000 | 20% |', { fy: '2025-26' }),
      slab('slab.new.rate', 2400000, 25, '| ₹20,00,001 – ₹24,00,000 | 25% |', { fy: '2025-26' }),
      slab('slab.new.rate', null, 30, '| Above ₹24,00,000 | 30% |', { fy: '2025-26' }),
      slab('slab.new.rate', 400000, 0, 'nil up to ₹4,00,000, then 5% to 30%'),
      slab('slab.new.rate', null, 30, 'up to 30% above ₹24,00,000'),
      slab('slab.new.rate', 400000, 0, 'Nil up to ₹4,00,000; 30% above ₹24,00,000'),
      slab('slab.new.rate', null, 30, 'Nil up to ₹4,00,000; 30% above ₹24,00,000'),
      inr(
        'standardDeduction.new',
        75000,
        'and 30% beyond, with a ₹75,000 standard deduction',
        '2024-25',
      ),
      inr('standardDeduction.new', 50000, 'with a ₹50,000 standard deduction', '2023-24'),
      inr('standardDeduction.new', 75000, 'The ₹75,000 [standard deduction]'),
      inr('standardDeduction.new', 75000, 'Standard deduction ₹75,000 and 80CCD(2) still allowed'),
      pct('cess.rate', 4, 'Add 4% health and education cess'),
      pct('deduction.80CCD2.newRegimePercent', 14, 'up to 14% of salary, the Agniveer'),
      inr('rebate87A.new.threshold', 1200000, 'makes income up to ₹12,00,000 tax-free'),
    ],
  },
  {
    ...base,
    sectionNumber: '115A',
    act2025Section: '207(1)',
    title: "Non-Residents' Dividends, Interest, Royalty and Technical Fees: Flat Rates",
    category: 'rates_rebates',
    description:
      'A non-resident pays a flat 20% on dividends from Indian companies, and on royalty and technical fees; a tax treaty may give a lower rate.',
    summary:
      'Section 115A taxes certain Indian income of a non-resident (other than a company) or a foreign company at flat rates instead of slab rates: dividends from Indian companies at 20%, interest on foreign-currency loans to the government or an Indian business at 20%, and royalty and fees for technical services at 20%. No expense is deducted from such income, and a lower rate in a tax treaty (DTAA) can apply instead.',
    fullText: md(
      PLAIN_LANGUAGE_NOTE,
      '### Who it applies to\nA non-resident individual, HUF or other non-corporate person, and a foreign company. Residents pay slab rates on dividends and interest ([section 56](/section/56)).',
      '### Rates\n| Income | Rate |\n|---|---|\n| Dividends from an Indian company | 20% |\n| Dividends on units of a fund in an International Financial Services Centre | 10% |\n| Interest on money lent in foreign currency to the government or an Indian concern | 20% |\n| Income from mutual-fund units bought in foreign currency | 20% |\n| Royalty and fees for technical services (from FY 2023-24; 10% before) | 20% |\n\nSurcharge (on dividends at most 15%) and 4% cess are added. Other income of the non-resident, such as rent or capital gains, is taxed under its own rules.',
      "### Points to note\n- **No deductions:** no expense or allowance is deducted from this income, and it is taxed from the first rupee; the basic exemption does not reduce it.\n- **Tax treaties:** where India's treaty with the country of residence gives a lower rate (often 10% to 15% on dividends), that rate applies if the non-resident has a tax residency certificate and files Form 10F.\n- **TDS:** the payer deducts tax under [section 195](/section/195) at the rate in force or the treaty rate.\n- **No return needed** when the total income is only this kind of income and tax was deducted at source at not less than these rates.",
      '### Old or new regime\nThe flat rates apply whichever regime the rest of the income uses.',
      '### Under the Income-tax Act 2025\n' +
        act2025Verified('207(1)', 'royalty and fees for technical services are in section 207(2)'),
    ),
    keyLimits: [
      "Non-resident's dividends from Indian companies: 20% flat",
      'Royalty and fees for technical services: 20% (from FY 2023-24)',
      'No expenses deducted; treaty rate applies if lower',
      'No return needed if TDS covered the tax at these rates',
    ],
    examples: [
      {
        title: 'An NRI with Indian dividends',
        scenario:
          'Sanjay lives in Dubai and is a non-resident for FY 2025-26. His only Indian income is ₹8,00,000 of dividends from listed Indian companies. (The India-UAE treaty rate is not applied here.)',
        calculation: calc(
          'income_tax',
          {
            financialYear: '2025-26',
            regime: 'new',
            annualIncome: 0,
            incomeType: 'other',
            residentialStatus: 'nonResident',
            dividends: 800000,
          },
          (r) =>
            `The dividends are taxed at ${specialLine(r, '115A').ratePercent}% from the first rupee, with no basic exemption: ${formatINR(specialLine(r, '115A').tax)}. With cess his tax is ${formatINR(r.totalTax)}. A lower treaty rate, if he qualifies, would reduce this.`,
        ),
      },
    ],
    related: ['195', '56', '194', '115BAC'],
    claims: [
      pct('nonResident.dividendPercent', 20, 'pays a flat 20% on dividends from Indian companies'),
      pct('nonResident.dividendPercent', 20, 'dividends from Indian companies at 20%'),
      pct('nonResident.dividendPercent', 20, '| Dividends from an Indian company | 20% |'),
      pct(
        'nonResident.dividendPercent',
        20,
        '| Dividends from an Indian company | 20% |',
        '2023-24',
      ),
      pct('nonResident.dividendPercent', 20, 'dividends from Indian companies: 20% flat'),
      pct('cess.rate', 4, 'and 4% cess are added'),
    ],
  },
  {
    ...base,
    sectionNumber: '115BB',
    act2025Section: '194(1)',
    title: 'Lottery, Game Show, Betting and Race Winnings: 30% Flat',
    category: 'rates_rebates',
    description:
      'Winnings from lotteries, puzzles, card games, races and betting are taxed at a flat 30%, with no expenses, no basic exemption and no set-off.',
    summary:
      'Section 115BB taxes winnings from lotteries, crossword puzzles, races (including horse races), card games and other games, gambling and betting at a flat 30% on the whole amount. Nothing is deducted: no expenses, no Chapter VI-A deduction, no unused basic exemption and no losses. Online-game winnings are taxed separately under section 115BBJ from FY 2023-24.',
    fullText: md(
      PLAIN_LANGUAGE_NOTE,
      '### What it covers\nWinnings from a lottery, crossword puzzle, race including a horse race, card game or any other game, gambling or betting, including prizes on TV game shows. Income from owning and maintaining race horses is business income, not winnings. Winnings from **online** games are covered by [115BBJ](/section/115BBJ) instead.',
      '### How it is taxed\n- **Rate:** a flat 30% of the gross winnings, plus surcharge (no 15% cap) and 4% cess.\n- **Nothing deducted:** no expense (such as the ticket price or entry fee), no 80C or other Chapter VI-A deduction, and no loss of any head can be set off against it ([section 70](/section/70), [section 71](/section/71)).\n- **No basic exemption:** even if your other income is below the basic exemption limit, the unused part cannot be set against winnings.\n- **Prizes in kind:** a car or a holiday is valued and taxed the same way; the giver must make sure the tax is paid before handing it over.',
      '### TDS\nThe payer deducts 30% under [194B](/section/194B) from winnings above ₹10,000 (194BB for horse races). Declare the gross winnings in your return and claim the TDS.',
      '### Old or new regime\nThe 30% rate applies in both. From FY 2025-26 the new-regime [87A](/section/87A) rebate cannot reduce tax on these winnings. For earlier years, and in the old regime, whether the rebate can reach them is disputed: the statute reads as allowing it, but the return utility may refuse it.',
      '### Under the Income-tax Act 2025\n' +
        act2025Verified('194(1)', 'its Table, serial number 1, carries this rate'),
    ),
    keyLimits: [
      '30% flat on gross winnings, plus surcharge and cess',
      'No expenses, no Chapter VI-A deduction, no loss set off',
      'Unused basic exemption cannot be used against it',
      'TDS at 30% on winnings above ₹10,000',
    ],
    examples: [
      {
        title: 'A lottery prize with no other income',
        scenario:
          'Kavita, a homemaker with no other income, wins ₹10,00,000 in a state lottery in FY 2025-26.',
        calculation: calc(
          'income_tax',
          {
            financialYear: '2025-26',
            regime: 'new',
            annualIncome: 0,
            incomeType: 'other',
            specialRateIncome: { lottery115BB: 1000000 },
          },
          (r) =>
            `Although she has no other income, the basic exemption does not help: the whole prize is taxed at ${specialLine(r, '115BB').ratePercent}%, ${formatINR(specialLine(r, '115BB').tax)}. With cess her tax is ${formatINR(r.totalTax)}, most of which the lottery will already have deducted as TDS.`,
        ),
      },
    ],
    related: ['115BBJ', '115BBH', '194B', '56', '87A'],
    claims: [
      pct('specialRate.flatPercent', 30, 'are taxed at a flat 30%, with no expenses'),
      pct('specialRate.flatPercent', 30, 'betting at a flat 30% on the whole amount'),
      pct('specialRate.flatPercent', 30, '**Rate:** a flat 30% of the gross winnings'),
      pct('specialRate.flatPercent', 30, '**Rate:** a flat 30% of the gross winnings', '2023-24'),
      pct('specialRate.flatPercent', 30, 'The 30% rate applies in both'),
      pct('specialRate.flatPercent', 30, '30% flat on gross winnings'),
      pct('cess.rate', 4, 'and 4% cess.'),
    ],
  },
  {
    ...base,
    sectionNumber: '115BBJ',
    act2025Section: '194(1)',
    title: 'Online Game Winnings: 30% on Net Winnings',
    category: 'rates_rebates',
    description:
      'Net winnings from online games are taxed at a flat 30% from FY 2023-24, with TDS on withdrawals and no deductions or set-off.',
    summary:
      'From FY 2023-24, net winnings from online games (real-money games played over the internet) are taxed under section 115BBJ at a flat 30%, separately from other winnings under section 115BB. Net winnings are worked out for the year from what you withdraw and what is left in your account, less what you put in. No expense, deduction, basic exemption or loss can reduce them.',
    fullText: md(
      PLAIN_LANGUAGE_NOTE,
      '### What it covers\nWinnings from any game offered on the internet and played on a computer, phone or other device, such as fantasy sports, rummy or poker played for money. Winnings from offline games, lotteries and betting stay under [115BB](/section/115BB).',
      "### Net winnings\nTax is on net winnings for the year, broadly: the amounts you withdrew, plus the balance left in your game account at the end of the year, less the amounts you deposited and the balance at the start of the year. The platform's year-end statement shows the net winnings and the TDS on them.",
      '### How it is taxed\n- **Rate:** a flat 30%, plus surcharge and 4% cess.\n- No expense, Chapter VI-A deduction or unused basic exemption reduces it, and no loss can be set off against it.\n- **TDS:** the platform deducts 30% of net winnings at each withdrawal and on the balance at the end of the year, with no threshold (section 194BA). Claim it in your return.',
      '### Old or new regime\nThe 30% rate applies in both. From FY 2025-26 the new-regime [87A](/section/87A) rebate cannot reduce tax on online-game winnings; before that, and in the old regime, the point is disputed.',
      '### Under the Income-tax Act 2025\n' +
        act2025Verified('194(1)', 'its Table, serial number 5, carries this rate'),
    ),
    keyLimits: [
      '30% flat on net winnings from FY 2023-24',
      'Net winnings: withdrawals and closing balance less deposits and opening balance',
      'TDS at 30% on withdrawals, no threshold',
      'No deductions, basic exemption or loss set-off',
    ],
    examples: [
      {
        title: 'Salary plus online-game winnings (new regime)',
        scenario:
          'Rohan earns a salary of ₹9,00,000 in FY 2025-26 and has net winnings of ₹2,00,000 on a fantasy-sports app.',
        calculation: calc(
          'income_tax',
          {
            financialYear: '2025-26',
            regime: 'new',
            annualIncome: 900000,
            specialRateIncome: { onlineGames115BBJ: 200000 },
          },
          (r) =>
            `The slab tax on his salary, ${formatINR(r.slabTax)}, is wiped out by the 87A rebate of ${formatINR(r.rebate87A)}. The winnings are taxed at ${specialLine(r, '115BBJ').ratePercent}%, ${formatINR(specialLine(r, '115BBJ').tax)}, which the rebate cannot touch. His tax with cess is ${formatINR(r.totalTax)}.`,
        ),
      },
    ],
    related: ['115BB', '115BBH', '87A', '56', '70'],
    claims: [
      pct('specialRate.flatPercent', 30, 'are taxed at a flat 30% from FY 2023-24'),
      pct('specialRate.flatPercent', 30, 'section 115BBJ at a flat 30%'),
      pct('specialRate.flatPercent', 30, '**Rate:** a flat 30%, plus surcharge'),
      pct('specialRate.flatPercent', 30, '**Rate:** a flat 30%, plus surcharge', '2023-24'),
      pct('specialRate.flatPercent', 30, '30% flat on net winnings from FY 2023-24'),
      pct('cess.rate', 4, 'plus surcharge and 4% cess'),
    ],
  },
  {
    ...base,
    sectionNumber: '115BBH',
    act2025Section: '194(1)',
    title: 'Crypto and Other Virtual Digital Assets: 30% Flat',
    category: 'rates_rebates',
    description:
      'Gains on crypto, NFTs and other virtual digital assets are taxed at 30%: only cost is deducted, and a loss can never be set off or carried forward.',
    summary:
      'Section 115BBH taxes income from transferring a virtual digital asset, such as a cryptocurrency or an NFT, at a flat 30%. Only the cost of acquisition is deducted; no other expense or allowance is. A loss on one asset cannot be set off against a gain on another or against any other income, and cannot be carried forward.',
    fullText: md(
      PLAIN_LANGUAGE_NOTE,
      '### What it covers\nIncome from transferring a virtual digital asset: a cryptocurrency or other code or token generated by cryptographic means, an NFT, or any other asset the government notifies. It applies whether the income would otherwise be a capital gain or business income.',
      '### How it is taxed\n- **Rate:** a flat 30% of the gain, plus surcharge and 4% cess, in both regimes.\n- **Only cost is deducted:** sale value less cost of acquisition. Exchange fees, internet or mining costs and interest are not deductible, and there is no indexation.\n- **Losses are lost:** a loss on one asset cannot reduce a gain on another, cannot be set off against any other income ([section 70](/section/70)), and cannot be carried forward ([section 74](/section/74)).\n- No Chapter VI-A deduction and no unused basic exemption reduce it.',
      '### TDS and gifts\n- The buyer or exchange deducts 1% TDS on the sale consideration under [194S](/section/194S) (above small thresholds). Claim it in your return.\n- Receiving crypto as a gift above ₹50,000 in a year from someone who is not a relative is taxed as other income under [56(2)(x)](/section/56(2)(x)).',
      '### Old or new regime\nThe 30% rate applies in both. From FY 2025-26 the new-regime [87A](/section/87A) rebate cannot reduce this tax; before that, and in the old regime, the point is disputed.',
      '### Under the Income-tax Act 2025\n' +
        act2025Verified('194(1)', 'its Table, serial number 4, carries this rate'),
    ),
    keyLimits: [
      '30% flat on gains from crypto, NFTs and other VDAs',
      'Only the cost of acquisition is deductible',
      'Losses: no set-off against anything, no carry-forward',
      '1% TDS on transfers under 194S',
    ],
    examples: [
      {
        title: 'A crypto gain alongside salary (old regime)',
        scenario:
          'Pooja earns a salary of ₹12,00,000 in FY 2025-26 and uses the old regime. She sells bitcoin for ₹5,00,000 that cost her ₹2,00,000, a gain of ₹3,00,000. She also sold another token at a loss of ₹40,000, which she cannot set off.',
        calculation: calc(
          'income_tax',
          {
            financialYear: '2025-26',
            regime: 'old',
            annualIncome: 1200000,
            specialRateIncome: { virtualDigitalAssets115BBH: 300000 },
          },
          (r) =>
            `The ${formatINR(specialLine(r, '115BBH').income)} gain is taxed at ${specialLine(r, '115BBH').ratePercent}%: ${formatINR(specialLine(r, '115BBH').tax)}, whatever her slab. Her salary is taxed at slab rates (${formatINR(r.slabTax)}), and her total tax with cess is ${formatINR(r.totalTax)}.`,
        ),
      },
    ],
    related: ['194S', '56(2)(x)', '115BB', '70', '74'],
    claims: [
      pct('specialRate.flatPercent', 30, 'virtual digital assets are taxed at 30%'),
      pct('specialRate.flatPercent', 30, 'an NFT, at a flat 30%'),
      pct('specialRate.flatPercent', 30, '**Rate:** a flat 30% of the gain'),
      pct('specialRate.flatPercent', 30, '**Rate:** a flat 30% of the gain', '2023-24'),
      pct('specialRate.flatPercent', 30, '30% flat on gains from crypto'),
      pct('cess.rate', 4, 'plus surcharge and 4% cess, in both regimes'),
    ],
  },
  {
    ...base,
    sectionNumber: '89',
    act2025Section: '157',
    title: 'Relief for Arrears or Advance Salary',
    category: 'rates_rebates',
    description:
      'Relief when salary arrears or advance push you into a higher slab: the tax is spread as if received in the years it relates to.',
    summary:
      'When you receive salary (or family pension) arrears, or salary in advance, the lump sum can push you into a higher slab. Section 89 gives relief equal to the extra tax caused by bunching, worked out by comparing the tax with and without the arrears in each year they relate to. You must file Form 10E online before claiming it.',
    fullText: md(
      PLAIN_LANGUAGE_NOTE,
      '### How the relief is worked out (Rule 21A)\n1. Tax for the year of receipt, with the arrears, minus tax for that year without them: the extra tax now.\n2. For each earlier year the arrears belong to, tax with them minus tax without them: the extra tax then.\n3. Relief = (1) − (2), if positive.',
      '### Conditions\n- File Form 10E on the e-filing portal before filing the return; otherwise the department can deny the relief.\n- Also covers gratuity, compensation on termination and commuted pension in some cases.',
      '### Old or new regime\nAvailable in both regimes, using the rates of the regime that applied in each year.',
      '### Under the Income-tax Act 2025\n' +
        act2025Verified('157', 'the relief is still claimed in a prescribed form'),
    ),
    keyLimits: [
      'Arrears or advance salary and family-pension arrears',
      'Form 10E must be filed first',
      'Relief = extra tax now − extra tax in earlier years',
    ],
    examples: [
      {
        title: 'Pay-commission arrears',
        scenario:
          "Usha receives three years of pay-revision arrears in one year. She files Form 10E, and the relief under section 89 removes the extra tax caused by taxing all the arrears at this year's higher slab instead of spreading them over the three years.",
      },
    ],
    hi: {
      title: 'बकाया या अग्रिम वेतन पर राहत',
      description:
        'वेतन का बकाया या अग्रिम आपको ऊंचे स्लैब में ले जाए तो राहत: कर ऐसे बांटा जाता है मानो राशि उन्हीं वर्षों में मिली हो जिनसे वह जुड़ी है।',
      summary:
        'जब आपको वेतन (या पारिवारिक पेंशन) का बकाया, या अग्रिम वेतन मिलता है, तो एकमुश्त राशि आपको ऊंचे स्लैब में ले जा सकती है। धारा 89 (आयकर अधिनियम 2025 की धारा 157) एक साथ आय आने से बने अतिरिक्त कर के बराबर राहत देती है, जिसे हर संबंधित वर्ष में बकाया के साथ और उसके बिना कर की तुलना करके निकाला जाता है। दावा करने से पहले आपको Form 10E ऑनलाइन भरना होगा।',
      keyLimits: [
        'बकाया या अग्रिम वेतन और पारिवारिक पेंशन का बकाया',
        'पहले Form 10E भरना ज़रूरी',
        'राहत = अभी का अतिरिक्त कर − पहले के वर्षों का अतिरिक्त कर',
      ],
      examples: [
        {
          title: 'वेतन आयोग का बकाया',
          scenario:
            'उषा को एक ही साल में तीन साल का वेतन संशोधन बकाया मिलता है। वह Form 10E भरती है, और धारा 89 के तहत राहत उस अतिरिक्त कर को हटा देती है जो पूरा बकाया तीन वर्षों में बांटने की जगह इस साल के ऊंचे स्लैब पर लगने से बनता।',
        },
      ],
    },
    related: ['192', '10(10)', '10(10AA)'],
  },
  {
    ...base,
    sectionNumber: '28',
    act2025Section: '26',
    title: 'Profits and Gains of Business or Profession',
    category: 'business',
    description:
      "Business and professional income: trading and service profits, a partner's salary and interest from the firm, and the other receipts section 28 lists.",
    summary:
      'Section 28 is the charging section for the head "Profits and gains of business or profession". It taxes the profits of any business or profession carried on during the year, and lists receipts that count as business income even if they look like something else: a partner\'s salary, bonus, commission and interest from the firm, non-compete fees, benefits received in the course of business, export incentives and keyman insurance payouts. Profit is worked out under sections 30 to 43D, or presumptively under 44AD, 44ADA and 44AE, and taxed at slab rates.',
    fullText: md(
      PLAIN_LANGUAGE_NOTE,
      "### What is taxed\n- Profits of any business or profession: trade, manufacture, services, and professions such as law, medicine, consultancy and freelance work.\n- A partner's salary, bonus, commission or interest from the firm, to the extent the firm could deduct it.\n- The value of any benefit or perquisite arising from a business or profession, in cash or in kind (for example, goods received free from a supplier as an incentive).\n- Money received for agreeing not to carry on a business or not to share know-how (non-compete fees).\n- Export incentives such as duty drawback.\n- Sums received under a keyman insurance policy.\n- Compensation for the termination or change of a business contract.\n- The market value of inventory converted into a capital asset.",
      '### How the profit is worked out\nReceipts minus the expenses the Act allows: rent, repairs, insurance, depreciation, salaries, interest, and any other expense spent wholly and exclusively for the business (sections 30 to 37). Some items are allowed only when actually paid (section 43B), including, from FY 2023-24, payments due to micro and small enterprises not paid within the time the MSME law allows; others are disallowed if the TDS on them was not deducted or paid. Most businesses must keep books (section 44AA) and a [tax audit](/section/44AB) applies above the turnover limits.',
      '### Presumptive schemes\nSmall businesses and professionals can skip the detailed computation and declare a deemed profit: [44AD](/section/44AD) 8% of turnover (6% of digital receipts), [44ADA](/section/44ADA) 50% of professional receipts, and [44AE](/section/44AE) a fixed amount per goods vehicle.',
      '### Losses\nA business loss can be set off against any other income of the year except salary. What is left is carried forward for eight years and set off only against business income. Losses from speculative business are kept separate and carried forward for four years.',
      '### Old or new regime\nThe profit is computed the same way in both regimes (a few business incentives, such as additional depreciation, are not allowed in the new regime) and taxed at the slab rates of the regime chosen. Someone with business income who wants the old regime must opt out with Form 10-IEA (renumbered under the Income-tax Rules 2026 for tax year 2026-27; the new number is not confirmed here) before the return due date, and can come back to the new regime only once; see [section 115BAC](/section/115BAC). Advance tax is due in instalments under [section 208](/section/208) (by 15 March in one go for presumptive income).',
      '### What changed\nFrom FY 2023-24 the presumptive limits rose for businesses and professionals with little cash, and the MSME payment rule above began. Our sources show no change to section 28 itself for FY 2025-26 or tax year 2026-27.',
      '### Under the Income-tax Act 2025\n' + act2025Verified('26'),
    ),
    keyLimits: [
      'Taxed at slab rates in either regime',
      "Includes a partner's salary, bonus, commission and interest from the firm",
      'Presumptive option: 8% of turnover (6% digital) under 44AD, 50% under 44ADA',
      'Business loss not set off against salary; carried forward eight years',
    ],
    examples: [
      {
        title: 'A boutique owner in the new regime',
        scenario:
          "Rukmini's boutique makes a net profit of ₹15,00,000 in tax year 2026-27 after her business expenses, and she earns ₹50,000 of bank interest. She stays in the new regime.",
        calculation: calc(
          'income_tax',
          {
            annualIncome: 0,
            incomeType: 'other',
            businessIncome: 1500000,
            otherIncome: 50000,
            regime: 'new',
            financialYear: '2026-27',
          },
          (r) =>
            `Her business income of ${formatINR(r.heads.businessOrProfession)} and interest of ${formatINR(r.heads.otherSources)} give a total income of ${formatINR(r.taxableIncome)}. There is no standard deduction (that is only for salary), and her tax with cess is ${formatINR(r.totalTax)}.`,
        ),
      },
    ],
    related: ['44AD', '44ADA', '44AE', '44AB', '208', '115BAC'],
    claims: [
      pct(
        'presumptive.44AD.rate',
        8,
        '[44AD](/section/44AD) 8% of turnover (6% of digital receipts)',
      ),
      pct(
        'presumptive.44AD.digitalRate',
        6,
        '[44AD](/section/44AD) 8% of turnover (6% of digital receipts)',
      ),
      pct('presumptive.44ADA.rate', 50, '[44ADA](/section/44ADA) 50% of professional receipts'),
      pct('presumptive.44AD.rate', 8, 'Presumptive option: 8% of turnover (6% digital)'),
      pct('presumptive.44AD.digitalRate', 6, 'Presumptive option: 8% of turnover (6% digital)'),
      pct('presumptive.44ADA.rate', 50, '50% under 44ADA'),
      pct('presumptive.44ADA.rate', 50, '50% under 44ADA', '2025-26'),
    ],
  },
  {
    ...base,
    sectionNumber: '44AD',
    act2025Section: '58',
    title: 'Presumptive Taxation for Small Businesses',
    category: 'business',
    description:
      'Small businesses with turnover up to ₹2 crore (₹3 crore if ≤ 5% cash) can declare 8% of turnover as profit, or 6% of digital receipts.',
    summary:
      'A resident individual, HUF or partnership firm (not an LLP) with business turnover up to ₹2 crore, or up to ₹3 crore if cash receipts are no more than 5% of turnover, can declare profit at 8% of turnover (6% for receipts by bank, UPI or other digital modes) and skip detailed books and audit. Advance tax is due in one instalment by 15 March.',
    fullText: md(
      PLAIN_LANGUAGE_NOTE,
      '### Who can use it\nResident individuals, HUFs and partnership firms (not LLPs or companies) carrying on an eligible business. It is not available for the plying or leasing of goods carriages (see [44AE](/section/44AE)), for agency business, for commission or brokerage income, or for the professions covered by [44ADA](/section/44ADA).',
      '### Turnover limit\n- ₹2 crore; or\n- ₹3 crore if cash receipts are no more than 5% of turnover (from FY 2023-24). Cheques that are not account-payee count as cash.',
      '### Deemed profit\n- **8%** of turnover received in cash or otherwise;\n- **6%** of turnover received by account-payee cheque or draft, bank transfer, UPI or other electronic modes (received by the return due date).\n\nYou may declare a higher profit. No further expenses or depreciation are deducted.',
      '### Conditions\n- Advance tax in a single instalment by **15 March** (see [section 211](/section/211)).\n- If you opt for 44AD and then declare a lower profit in any of the next five years, you cannot use 44AD for the following five years, and you must keep books and get a [tax audit](/section/44AB) in any year your income exceeds the basic exemption limit.',
      '### Old or new regime\nPresumptive income works the same in both regimes; the regime choice affects the slab rates and deductions applied afterwards.',
      '### Under the Income-tax Act 2025\n' +
        act2025Verified(
          '58',
          'one table in that section covers the presumptive schemes of 44AD, 44ADA and 44AE',
        ),
      'Try the presumptive calculator on the [calculators page](/calculators) and read the [presumptive taxation guide](/blog/presumptive-taxation-44ad-44ada).',
    ),
    keyLimits: [
      'Turnover up to ₹2 crore (₹3 crore if cash ≤ 5%)',
      'Profit 8% of turnover; 6% of digital receipts',
      'Advance tax by 15 March in one go',
      '5-year lock if you opt out after opting in',
    ],
    examples: [
      {
        title: 'A shop with mostly UPI sales',
        scenario:
          "Mohan's grocery shop has turnover of ₹1,50,00,000, of which ₹1,20,00,000 came through UPI and bank transfers.",
        calculation: calc(
          'presumptive',
          { businessType: '44AD', grossReceipts: 15000000, digitalReceipts: 12000000 },
          (r) =>
            `Presumptive profit is 6% of ₹1,20,00,000 plus 8% of ₹30,00,000, that is ${formatINR(r.presumptiveIncome)}. He pays tax on this at slab rates.`,
        ),
      },
    ],
    hi: {
      title: 'छोटे कारोबार के लिए अनुमानित कराधान',
      description:
        '₹2 करोड़ तक के टर्नओवर वाले छोटे कारोबार (नकद ≤ 5% हो तो ₹3 करोड़) टर्नओवर का 8%, या डिजिटल प्राप्तियों का 6%, लाभ के रूप में घोषित कर सकते हैं।',
      summary:
        'धारा 44AD (आयकर अधिनियम 2025 की धारा 58) के तहत निवासी व्यक्ति, हिंदू अविभाजित कुटुंब (HUF) या साझेदारी फर्म (LLP नहीं), जिसका कारोबार का टर्नओवर ₹2 करोड़ तक है, या नकद प्राप्तियां टर्नओवर के 5% से अधिक न हों तो ₹3 करोड़ तक, टर्नओवर के 8% पर लाभ घोषित कर सकता है (बैंक, UPI या अन्य डिजिटल माध्यम से प्राप्तियों पर 6%) और विस्तृत लेखा बहियां और लेखापरीक्षा से बच सकता है। अग्रिम कर (advance tax) 15 मार्च तक एक ही किस्त में देय है।',
      keyLimits: [
        'टर्नओवर ₹2 करोड़ तक (नकद ≤ 5% हो तो ₹3 करोड़)',
        'लाभ टर्नओवर का 8%; डिजिटल प्राप्तियों का 6%',
        'अग्रिम कर 15 मार्च तक एक बार में',
        'अपनाने के बाद छोड़ें तो 5 साल की रोक',
      ],
      examples: [
        {
          title: 'ज़्यादातर UPI बिक्री वाली दुकान',
          scenario:
            'मोहन की किराने की दुकान का टर्नओवर ₹1,50,00,000 है, जिसमें से ₹1,20,00,000 UPI और बैंक ट्रांसफ़र से आए।',
        },
      ],
    },
    related: ['44ADA', '44AE', '44AB', '211', '208', '28'],
    claims: [
      pct(
        'presumptive.44AD.rate',
        8,
        'declare 8% of turnover as profit, or 6% of digital receipts',
      ),
      pct(
        'presumptive.44AD.digitalRate',
        6,
        'declare 8% of turnover as profit, or 6% of digital receipts',
      ),
      pct('presumptive.44AD.rate', 8, 'declare profit at 8% of turnover (6% for receipts'),
      pct('presumptive.44AD.digitalRate', 6, 'declare profit at 8% of turnover (6% for receipts'),
      pct('presumptive.44AD.rate', 8, '- **8%** of turnover received in cash'),
      pct('presumptive.44AD.digitalRate', 6, '- **6%** of turnover received by account-payee'),
      pct('presumptive.44AD.rate', 8, 'Profit 8% of turnover; 6% of digital receipts'),
      pct('presumptive.44AD.digitalRate', 6, 'Profit 8% of turnover; 6% of digital receipts'),
    ],
  },
  {
    ...base,
    sectionNumber: '44ADA',
    act2025Section: '58',
    title: 'Presumptive Taxation for Professionals',
    category: 'business',
    description:
      'Doctors, lawyers, consultants and other professionals with receipts up to ₹50 lakh (₹75 lakh if ≤ 5% cash) can declare 50% as profit.',
    summary:
      'Resident individuals and partnership firms (not LLPs) in specified professions (legal, medical, engineering, architecture, accountancy, technical consultancy, interior decoration and notified ones such as film artists and company secretaries) with gross receipts up to ₹50 lakh, or ₹75 lakh if cash receipts are no more than 5%, can declare 50% of receipts as profit without detailed books.',
    fullText: md(
      PLAIN_LANGUAGE_NOTE,
      '### Who can use it\nResident individuals and partnership firms (not LLPs) in a profession listed in section 44AA(1): legal, medical, engineering, architecture, accountancy, technical consultancy, interior decoration, and notified professions (authorised representatives, film artists, company secretaries, information technology).',
      '### Receipts limit\n- ₹50 lakh; or\n- ₹75 lakh if cash receipts are no more than 5% of gross receipts (from FY 2023-24).',
      '### Deemed profit\n**50%** of gross receipts, or more if you choose. No further expenses or depreciation are deducted.',
      '### Conditions\n- Advance tax in a single instalment by 15 March.\n- If you declare less than 50% and your income exceeds the basic exemption limit, you must keep books and get a [tax audit](/section/44AB).\n- Unlike 44AD, there is no five-year lock-out.',
      '### Old or new regime\nPresumptive income is computed the same way; the regime then decides slab rates and deductions.',
      '### Under the Income-tax Act 2025\n' + act2025Verified('58', 'shared with 44AD and 44AE'),
    ),
    keyLimits: [
      'Receipts up to ₹50 lakh (₹75 lakh if cash ≤ 5%)',
      'Profit deemed at 50% of receipts',
      'Advance tax by 15 March',
      'Specified professions only',
    ],
    examples: [
      {
        title: 'A freelance software consultant',
        scenario:
          'Ishita, a technical consultant, receives ₹40,00,000 in fees in tax year 2026-27, all by bank transfer.',
        calculation: calc(
          'presumptive',
          { businessType: '44ADA', grossReceipts: 4000000 },
          (r) =>
            `Her presumptive income is ${formatINR(r.presumptiveIncome)}, half of her receipts; she pays tax on it at slab rates after any deductions her regime allows.`,
        ),
      },
    ],
    hi: {
      title: 'पेशेवरों के लिए अनुमानित कराधान',
      description:
        '₹50 लाख तक की प्राप्तियों वाले डॉक्टर, वकील, सलाहकार और अन्य पेशेवर (नकद ≤ 5% हो तो ₹75 लाख) 50% को लाभ घोषित कर सकते हैं।',
      summary:
        'धारा 44ADA (आयकर अधिनियम 2025 की धारा 58) के तहत निर्दिष्ट पेशों (कानूनी, चिकित्सा, इंजीनियरिंग, वास्तुकला, लेखाकर्म, तकनीकी परामर्श, आंतरिक सज्जा और अधिसूचित पेशे जैसे फ़िल्म कलाकार और कंपनी सचिव) वाले निवासी व्यक्ति और साझेदारी फर्म (LLP नहीं), जिनकी सकल प्राप्तियां ₹50 लाख तक हैं, या नकद प्राप्तियां 5% से अधिक न हों तो ₹75 लाख तक, विस्तृत लेखा बहियों के बिना प्राप्तियों का 50% लाभ के रूप में घोषित कर सकते हैं।',
      keyLimits: [
        'प्राप्तियां ₹50 लाख तक (नकद ≤ 5% हो तो ₹75 लाख)',
        'लाभ प्राप्तियों का 50% माना जाता है',
        'अग्रिम कर (advance tax) 15 मार्च तक',
        'केवल निर्दिष्ट पेशे',
      ],
      examples: [
        {
          title: 'फ्रीलांस सॉफ़्टवेयर सलाहकार',
          scenario:
            'तकनीकी सलाहकार इशिता को कर वर्ष 2026-27 में ₹40,00,000 फ़ीस मिलती है, पूरी बैंक ट्रांसफ़र से।',
        },
      ],
    },
    related: ['44AD', '44AB', '194J', '211', '28'],
    claims: [
      pct('presumptive.44ADA.rate', 50, 'can declare 50% as profit'),
      pct('presumptive.44ADA.rate', 50, 'can declare 50% of receipts as profit'),
      pct('presumptive.44ADA.rate', 50, '**50%** of gross receipts'),
      pct('presumptive.44ADA.rate', 50, 'If you declare less than 50%'),
      pct('presumptive.44ADA.rate', 50, 'Profit deemed at 50% of receipts'),
    ],
  },
  {
    ...base,
    sectionNumber: '44AE',
    act2025Section: '58',
    title: 'Presumptive Taxation for Goods Transport Operators',
    category: 'business',
    description:
      'Owners of up to 10 goods vehicles declare ₹1,000 per tonne a month for heavy vehicles and ₹7,500 a month for others.',
    summary:
      'A person who owns no more than ten goods carriages at any time in the year and is in the business of plying, hiring or leasing them can declare profit at ₹1,000 per tonne of gross vehicle weight per month for each heavy goods vehicle, and ₹7,500 per month for each other goods vehicle, instead of keeping detailed books.',
    fullText: md(
      PLAIN_LANGUAGE_NOTE,
      '### Who can use it\nAny taxpayer (individual, HUF, firm or company) owning not more than ten goods carriages at any time during the year. Vehicles taken on hire purchase or instalments count as owned.',
      '### Deemed profit per vehicle\n| Vehicle | Profit per month or part of a month |\n|---|---|\n| Heavy goods vehicle (gross vehicle weight above 12,000 kg) | ₹1,000 per tonne of gross vehicle weight |\n| Other goods vehicle | ₹7,500 |\n\nYou may declare more. No other expenses or depreciation are deducted.',
      '### Old or new regime\nComputed the same way in both.',
      '### Under the Income-tax Act 2025\n' + act2025Verified('58', 'shared with 44AD and 44ADA'),
    ),
    keyLimits: [
      'Up to 10 goods carriages',
      'Heavy vehicle: ₹1,000 per tonne per month',
      'Other vehicle: ₹7,500 per month',
    ],
    examples: [
      {
        title: 'Two trucks and a tempo',
        scenario:
          'Jagdish owns two trucks of 16 tonnes gross weight and one light tempo all year. Deemed profit = 2 × 16 × ₹1,000 × 12 + ₹7,500 × 12 = ₹3,84,000 + ₹90,000 = ₹4,74,000.',
      },
    ],
    related: ['44AD', '194C', '44AB'],
  },
  {
    ...base,
    sectionNumber: '44AB',
    act2025Section: '63',
    title: 'Tax Audit',
    category: 'business',
    description:
      'Businesses with turnover above ₹1 crore (₹10 crore if nearly all digital) and professionals above ₹50 lakh need a tax audit.',
    summary:
      'A business whose turnover exceeds ₹1 crore, or ₹10 crore if cash receipts and cash payments are each no more than 5%, and a professional whose gross receipts exceed ₹50 lakh, must have accounts audited by a chartered accountant and file the audit report before the return. Presumptive taxpayers who declare less than the deemed profit may also need an audit.',
    fullText: md(
      PLAIN_LANGUAGE_NOTE,
      '### Who needs an audit\n| Case | Audit needed if |\n|---|---|\n| Business | Turnover above ₹1 crore; the limit is ₹10 crore if cash receipts and cash payments are each not more than 5% of the total |\n| Profession | Gross receipts above ₹50 lakh |\n| 44AD / 44ADA / 44AE users | Profit declared below the deemed rate and income above the basic exemption limit (with the 44AD five-year rule) |',
      '### Timing\nThe audit report (Form 3CA or 3CB with 3CD; Form 26 under the Income-tax Rules 2026 from tax year 2026-27) is due one month before the return due date, which makes it 30 September for most audit cases, with the return due by 31 October.',
      '### If you miss it\n- **Up to FY 2025-26 (1961 Act):** a penalty under section 271B of 0.5% of turnover or gross receipts, up to ₹1,50,000, unless there was reasonable cause.\n- **Tax year 2026-27 onward (Income-tax Act 2025):** the Finance Act 2026 replaced the penalty (section 446 as enacted) with a fixed fee under section 428(c): ₹75,000 if the audit report is up to one month late, and ₹1,50,000 if it is later or not furnished, whatever the turnover. A fee is not waived for reasonable cause.',
      '### Under the Income-tax Act 2025\n' +
        act2025Verified('63', 'the fee for a late audit is in section 428(c) (Finance Act 2026)'),
    ),
    keyLimits: [
      'Business: turnover above ₹1 crore (₹10 crore if cash ≤ 5%)',
      'Profession: receipts above ₹50 lakh',
      'Audit report due 30 September for most',
      'Late audit: fee ₹75,000 or ₹1,50,000 from tax year 2026-27 (s.428(c)); earlier 0.5% of turnover, max ₹1,50,000',
    ],
    examples: [
      {
        title: 'A trader with digital sales',
        scenario:
          "Rohit's trading turnover is ₹6 crore and less than 2% of his receipts and payments are in cash. Because the ₹10 crore limit applies to him, he does not need a tax audit.",
      },
    ],
    hi: {
      title: 'कर लेखापरीक्षा (tax audit)',
      description:
        '₹1 करोड़ से अधिक टर्नओवर वाले कारोबार (लगभग सब डिजिटल हो तो ₹10 करोड़) और ₹50 लाख से अधिक प्राप्तियों वाले पेशेवरों को कर लेखापरीक्षा करानी होती है।',
      summary:
        'धारा 44AB (आयकर अधिनियम 2025 की धारा 63) के तहत जिस कारोबार का टर्नओवर ₹1 करोड़ से अधिक है, या नकद प्राप्तियां और नकद भुगतान दोनों 5% से अधिक न हों तो ₹10 करोड़ से अधिक, और जिस पेशेवर की सकल प्राप्तियां ₹50 लाख से अधिक हैं, उन्हें खाते चार्टर्ड अकाउंटेंट से लेखापरीक्षित कराने होते हैं और रिटर्न से पहले लेखापरीक्षा रिपोर्ट दाखिल करनी होती है। माने गए लाभ से कम लाभ घोषित करने वाले अनुमानित कराधान वाले करदाताओं को भी लेखापरीक्षा करानी पड़ सकती है।',
      keyLimits: [
        'कारोबार: टर्नओवर ₹1 करोड़ से अधिक (नकद ≤ 5% हो तो ₹10 करोड़)',
        'पेशा: प्राप्तियां ₹50 लाख से अधिक',
        'ज़्यादातर के लिए लेखापरीक्षा रिपोर्ट 30 सितंबर तक',
        'देर से लेखापरीक्षा: कर वर्ष (tax year) 2026-27 से शुल्क ₹75,000 या ₹1,50,000 (धारा 428(c)); पहले टर्नओवर का 0.5%, अधिकतम ₹1,50,000',
      ],
      examples: [
        {
          title: 'डिजिटल बिक्री वाला व्यापारी',
          scenario:
            'रोहित का व्यापार टर्नओवर ₹6 करोड़ है और उसकी प्राप्तियों और भुगतानों का 2% से कम नकद में है। उस पर ₹10 करोड़ की सीमा लागू होती है, इसलिए उसे कर लेखापरीक्षा की ज़रूरत नहीं है।',
        },
      ],
    },
    related: ['44AD', '44ADA', '139(1)', '234F'],
  },
];
