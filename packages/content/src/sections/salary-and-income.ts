import type { Step } from '@taxguide/tax-engine';
import { calc } from '../examples/calculations';
import { inr, pct } from '../claims';
import { formatINR, percentOf } from '../format';
import type { SectionContent } from '../types';
import { INDIA_CODE_1961, LAST_REVIEWED, PLAIN_LANGUAGE_NOTE, act2025Verified, md } from './common';

const base = {
  sourceUrl: INDIA_CODE_1961,
  lastReviewed: LAST_REVIEWED,
  act2025Section: '',
} as const;

/** The amount of the engine's working step that cites `section` (throws if there is none). */
function stepAmount(steps: readonly Step[], section: string): number {
  const step = steps.find((s) => s.section === section);
  if (!step) throw new Error(`no working step cites s.${section}`);
  return step.amount;
}

/** Section 24 example: a let-out flat. 24(a) is 30% of the net annual value; 24(b) the interest. */
const LET_OUT = (() => {
  const rent = 360000;
  const municipalTax = 20000;
  const interest = 300000;
  const netAnnualValue = rent - municipalTax;
  const thirtyPercent = percentOf(netAnnualValue, 30);
  return {
    rent,
    municipalTax,
    interest,
    netAnnualValue,
    thirtyPercent,
    income: netAnnualValue - thirtyPercent - interest,
  };
})();

/** Salary exemptions under section 10, the heads of income and the income-definition sections. */
export const salaryAndIncomeSections: SectionContent[] = [
  {
    ...base,
    sectionNumber: '10(13A)',
    act2025Section: 'Schedule III',
    title: 'House Rent Allowance (HRA) Exemption',
    category: 'exemption',
    description:
      'Part of HRA is tax-free: the least of actual HRA, rent minus 10% of salary, and 50% (metro) or 40% of salary. Old regime only.',
    summary:
      'An employee who receives house rent allowance and actually pays rent for the home they live in can treat part of the HRA as exempt: the least of the HRA received, rent paid minus 10% of salary, and 50% of salary in Mumbai, Kolkata, Delhi or Chennai (40% elsewhere). The exemption exists only in the old regime.',
    fullText: md(
      PLAIN_LANGUAGE_NOTE,
      '### Who can claim\nSalaried employees who receive HRA as part of salary and pay rent for accommodation they live in. You cannot claim it for a house you own and live in, and it cannot be combined with [80GG](/section/80GG), which is for people who receive no HRA.',
      '### How much: the least of three amounts (Rule 2A)\n1. The HRA actually received for the period you rented.\n2. Rent paid minus 10% of salary for that period (nil if the rent is lower).\n3. 50% of salary if the house is in Mumbai, Kolkata, Delhi or Chennai; 40% anywhere else.\n\nThe rest of the HRA is taxable. "Salary" means basic pay, plus dearness allowance if it counts for retirement benefits, plus commission fixed as a percentage of turnover.',
      "### Conditions and proof\n- Rent must actually be paid; receipts or a rent agreement support the claim.\n- If the rent exceeds ₹1,00,000 a year, give your employer the landlord's PAN.\n- Rent paid to a parent who owns the house can qualify if it is genuinely paid and the parent declares it as income; rent paid to a spouse is generally not accepted.\n- If you did not give proof to your employer in time, you can still claim the exemption in your return.",
      '### Old or new regime\nOld regime only. In the new regime the whole HRA is taxable.',
      '### What changed, and the 2026 city list\nThe formula is unchanged from FY 2023-24 to FY 2025-26, and Bengaluru, Hyderabad and Pune are 40% cities in those years. For tax year 2026-27 the formula moves to the Income-tax Rules 2026, notified on 20 March 2026 (G.S.R. 198(E)). The draft of those rules (rule 279, published on 7 February 2026) added Bengaluru, Hyderabad, Pune and Ahmedabad to the 50% list. Every source we found describes the draft; we could not read the city list in the notified text, so we cannot confirm that the eight-city list was kept. Our calculator therefore still treats only Mumbai, Kolkata, Delhi and Chennai as 50% cities for tax year 2026-27; if you live in one of the four added cities, check the notified rule before relying on 40%.',
      '### Under the Income-tax Act 2025\n' +
        act2025Verified(
          'Schedule III',
          'read with section 11, which keeps the incomes listed in the Schedules out of total income; the Schedule item number was not confirmed here, and the formula and city list are in the Income-tax Rules 2026',
        ),
      'Work out your own figure with the HRA calculator on the [calculators page](/calculators) or read the [HRA guide](/blog/hra-exemption-guide).',
    ),
    keyLimits: [
      'Least of: HRA received; rent − 10% of salary; 50% (metro) or 40% of salary',
      'Metros: Mumbai, Kolkata, Delhi, Chennai',
      "Landlord's PAN needed if rent exceeds ₹1,00,000 a year",
      'Old regime only',
    ],
    examples: [
      {
        title: 'Renting in Mumbai',
        scenario:
          "Kavya's basic salary is ₹6,00,000 a year, she receives HRA of ₹2,40,000 and pays rent of ₹2,40,000 (₹20,000 a month) in Mumbai.",
        calculation: calc(
          'hra',
          { basicSalary: 600000, hraReceived: 240000, rentPaid: 240000, metro: true },
          (r) =>
            `Exempt HRA is ${formatINR(r.exemptHra)}: rent minus 10% of salary is the smallest of the three limits. The other ${formatINR(240000 - r.exemptHra)} of her HRA is taxable.`,
        ),
      },
      {
        title: 'Same pay in Pune',
        scenario: 'The same figures, but the flat is in Pune (a 40% city for FY 2025-26).',
        calculation: calc(
          'hra',
          { basicSalary: 600000, hraReceived: 240000, rentPaid: 240000, metro: false },
          (r) =>
            `Exempt HRA is ${formatINR(r.exemptHra)}; here too the rent test is the binding limit, because 40% of salary is higher.`,
        ),
      },
    ],
    hi: {
      title: 'गृह किराया भत्ते पर छूट',
      description:
        'गृह किराया भत्ता (HRA) का एक हिस्सा कर-मुक्त है: वास्तविक HRA, किराया घटा वेतन का 10%, और वेतन का 50% (महानगर) या 40%, इनमें से जो सबसे कम हो। केवल पुरानी कर व्यवस्था (old tax regime) में।',
      summary:
        'धारा 10(13A) (आयकर अधिनियम 2025 की अनुसूची III) के तहत जिस कर्मचारी को गृह किराया भत्ता मिलता है और जो अपने रहने के घर का किराया सच में देता है, वह HRA के एक हिस्से पर छूट ले सकता है: मिला HRA, दिया गया किराया घटा वेतन का 10%, और मुंबई, कोलकाता, दिल्ली या चेन्नई में वेतन का 50% (अन्य जगह 40%), इनमें से जो सबसे कम हो। यह छूट केवल पुरानी कर व्यवस्था में है।',
      keyLimits: [
        'इनमें से सबसे कम: मिला HRA; किराया − वेतन का 10%; वेतन का 50% (महानगर) या 40%',
        'महानगर: मुंबई, कोलकाता, दिल्ली, चेन्नई',
        'किराया साल में ₹1,00,000 से अधिक हो तो मकान मालिक की स्थायी खाता संख्या (PAN) ज़रूरी',
        'केवल पुरानी कर व्यवस्था',
      ],
      examples: [
        {
          title: 'मुंबई में किराये पर',
          scenario:
            'काव्या का मूल वेतन साल में ₹6,00,000 है, उसे ₹2,40,000 HRA मिलता है और वह मुंबई में ₹2,40,000 (₹20,000 प्रति माह) किराया देती है।',
        },
        {
          title: 'पुणे में वही वेतन',
          scenario: 'आंकड़े वही हैं, पर फ्लैट पुणे में है (वित्तीय वर्ष 2025-26 के लिए 40% वाला शहर)।',
        },
      ],
    },
    related: ['80GG', '10(5)', '10(14)', '16(ia)', '115BAC'],
    claims: [
      pct('hra.metroPercent', 50, 'rent minus 10% of salary, and 50% (metro) or 40% of salary'),
      pct('hra.nonMetroPercent', 40, 'rent minus 10% of salary, and 50% (metro) or 40% of salary'),
      pct(
        'hra.rentExcessPercent',
        10,
        'rent minus 10% of salary, and 50% (metro) or 40% of salary',
      ),
      pct(
        'hra.metroPercent',
        50,
        'rent paid minus 10% of salary, and 50% of salary in Mumbai, Kolkata, Delhi or Chennai (40% elsewhere)',
      ),
      pct(
        'hra.nonMetroPercent',
        40,
        'rent paid minus 10% of salary, and 50% of salary in Mumbai, Kolkata, Delhi or Chennai (40% elsewhere)',
      ),
      pct(
        'hra.rentExcessPercent',
        10,
        'rent paid minus 10% of salary, and 50% of salary in Mumbai, Kolkata, Delhi or Chennai (40% elsewhere)',
      ),
      pct('hra.rentExcessPercent', 10, '2. Rent paid minus 10% of salary for that period'),
      pct(
        'hra.metroPercent',
        50,
        '3. 50% of salary if the house is in Mumbai, Kolkata, Delhi or Chennai; 40% anywhere else',
      ),
      pct(
        'hra.nonMetroPercent',
        40,
        '3. 50% of salary if the house is in Mumbai, Kolkata, Delhi or Chennai; 40% anywhere else',
      ),
      pct('hra.nonMetroPercent', 40, 'Hyderabad and Pune are 40% cities', '2025-26'),
      pct(
        'hra.metroPercent',
        50,
        'Least of: HRA received; rent − 10% of salary; 50% (metro) or 40% of salary',
      ),
      pct(
        'hra.nonMetroPercent',
        40,
        'Least of: HRA received; rent − 10% of salary; 50% (metro) or 40% of salary',
      ),
      pct(
        'hra.rentExcessPercent',
        10,
        'Least of: HRA received; rent − 10% of salary; 50% (metro) or 40% of salary',
      ),
    ],
  },
  {
    ...base,
    sectionNumber: '10(10D)',
    act2025Section: 'Schedule II, item 2',
    title: 'Life Insurance Maturity and Death Benefits',
    category: 'exemption',
    description:
      'Life-insurance payouts are tax-free, subject to premium limits: 10% of sum assured, ₹2.5 lakh for ULIPs, ₹5 lakh for other policies.',
    summary:
      'Money received under a life-insurance policy, including bonus, is exempt. A death benefit is always exempt. A maturity or surrender payout is exempt only if the premium stayed within limits: generally 10% of the sum assured, and for newer policies total yearly premiums of ₹2,50,000 (ULIPs issued from 1 February 2021) or ₹5,00,000 (other policies issued from 1 April 2023). The exemption applies in both regimes.',
    fullText: md(
      PLAIN_LANGUAGE_NOTE,
      '### Always exempt\nAny amount received on the death of the insured person.',
      '### Maturity or surrender: exempt only if\n- **Premium to sum assured:** the premium in any year did not exceed 10% of the sum assured for policies issued from 1 April 2012 (15% where the insured has a disability or specified disease under [80U](/section/80U) or [80DDB](/section/80DDB)); 20% for policies issued from 1 April 2003 to 31 March 2012.\n- **ULIPs issued from 1 February 2021:** the total annual premium across such ULIPs did not exceed ₹2,50,000.\n- **Other policies issued from 1 April 2023:** the total annual premium across such policies did not exceed ₹5,00,000.\n- Keyman insurance policies are never exempt.',
      '### If the payout is taxable\nA non-exempt ULIP is taxed as a capital gain; a non-exempt traditional policy issued from 1 April 2023 is taxed as other income on the amount received minus premiums paid. The insurer deducts TDS on the income part of a taxable payout.',
      '### Old or new regime\nBoth regimes allow this exemption. The premium deduction under [80C](/section/80C), by contrast, is old-regime only.',
      '### What changed\nThe ₹5,00,000 premium cap for traditional policies applies to policies issued from 1 April 2023 (Finance Act 2023). No change after that up to tax year 2026-27.',
      '### Under the Income-tax Act 2025\n' +
        act2025Verified('Schedule II, item 2', 'read with section 11'),
    ),
    keyLimits: [
      'Death benefit always exempt',
      'Premium ≤ 10% of sum assured (policies from 1-4-2012)',
      'ULIPs from 1-2-2021: total premium ≤ ₹2,50,000 a year',
      'Other policies from 1-4-2023: total premium ≤ ₹5,00,000 a year',
    ],
    examples: [
      {
        title: 'High-premium endowment policy',
        scenario:
          'Rakesh bought an endowment policy in June 2023 with an annual premium of ₹6,00,000. Because the total premium exceeds ₹5,00,000, the maturity amount minus premiums paid will be taxable as other income; a death claim would still be fully exempt.',
      },
    ],
    hi: {
      title: 'जीवन बीमा की परिपक्वता और मृत्यु लाभ',
      description:
        'जीवन बीमा से मिली राशि कर-मुक्त है, प्रीमियम की सीमाओं के अधीन: बीमा राशि का 10%, ULIP के लिए ₹2.5 लाख, अन्य पॉलिसियों के लिए ₹5 लाख।',
      summary:
        'धारा 10(10D) (आयकर अधिनियम 2025 की अनुसूची II, मद 2) के तहत जीवन बीमा पॉलिसी से मिली राशि, बोनस सहित, पर छूट है। मृत्यु लाभ पर हमेशा छूट है। परिपक्वता या सरेंडर पर मिली राशि पर छूट तभी है जब प्रीमियम सीमा के भीतर रहा हो: आम तौर पर बीमा राशि का 10%, और नई पॉलिसियों के लिए कुल सालाना प्रीमियम ₹2,50,000 (1 फरवरी 2021 से जारी ULIP) या ₹5,00,000 (1 अप्रैल 2023 से जारी अन्य पॉलिसियां)। यह छूट दोनों कर व्यवस्थाओं में लागू है।',
      keyLimits: [
        'मृत्यु लाभ पर हमेशा छूट',
        'प्रीमियम ≤ बीमा राशि का 10% (1-4-2012 से पॉलिसियां)',
        '1-2-2021 से ULIP: कुल प्रीमियम ≤ ₹2,50,000 प्रति वर्ष',
        '1-4-2023 से अन्य पॉलिसियां: कुल प्रीमियम ≤ ₹5,00,000 प्रति वर्ष',
      ],
      examples: [
        {
          title: 'ऊंचे प्रीमियम वाली एंडोमेंट पॉलिसी',
          scenario:
            'राकेश ने जून 2023 में ₹6,00,000 के सालाना प्रीमियम वाली एंडोमेंट पॉलिसी ली। कुल प्रीमियम ₹5,00,000 से अधिक है, इसलिए परिपक्वता राशि में से दिए गए प्रीमियम घटाकर बची राशि पर अन्य आय के रूप में कर लगेगा; मृत्यु दावे पर फिर भी पूरी छूट होगी।',
        },
      ],
    },
    related: ['80C', '56(2)(x)', '112'],
  },
  {
    ...base,
    sectionNumber: '10(14)',
    act2025Section: 'Schedule III',
    title: 'Special Allowances to Employees',
    category: 'exemption',
    description:
      'Allowances for official duty are exempt to the extent spent; some personal allowances (children, hostel) only in the old regime.',
    summary:
      "Section 10(14) exempts two kinds of allowances: those paid to meet expenses of official duties (travel, daily allowance on tour, conveyance, uniform, helper, research) to the extent actually spent, and some personal allowances with fixed limits (children's education, hostel, transport for employees with disabilities). The new regime keeps only a few of them.",
    fullText: md(
      PLAIN_LANGUAGE_NOTE,
      '### Allowances for official duties\nExempt to the extent actually spent on the job: travel on tour or transfer, daily allowance while away on duty, conveyance for official work, helper, academic or research allowance, uniform allowance.',
      "### Personal allowances with fixed limits (old regime)\n| Allowance | Exempt amount |\n|---|---|\n| Children's education allowance | ₹100 a month per child, up to two children |\n| Hostel expenditure allowance | ₹300 a month per child, up to two children |\n| Transport allowance for an employee who is blind, deaf and dumb or orthopedically disabled | ₹3,200 a month |\n\nOther region- or job-specific allowances (for example for remote or high-altitude postings) have their own limits in Rule 2BB.",
      '### Old or new regime\nThe new regime allows only: travel on tour or transfer, daily allowance on tour, conveyance for official duty, and transport allowance for an employee with disabilities. The others become taxable.',
      '### What changed\nNo change to the listed amounts from FY 2023-24 to FY 2025-26 (Rule 2BB of the 1962 Rules). For tax year 2026-27 the limits are in the Income-tax Rules 2026, notified on 20 March 2026 (G.S.R. 198(E)). Their draft proposed ₹3,000 a month per child for education and ₹9,000 for hostel expenditure; we could not confirm the notified amounts, so this page states no figure for tax year 2026-27.',
      '### Under the Income-tax Act 2025\n' +
        act2025Verified(
          'Schedule III',
          'read with section 11; the allowances and their limits are prescribed in the Income-tax Rules 2026, and the Schedule item number was not confirmed here',
        ),
    ),
    keyLimits: [
      'Official-duty allowances: exempt to the extent spent',
      "Children's education ₹100 a month per child (max 2), old regime",
      'Hostel ₹300 a month per child (max 2), old regime',
      'Transport allowance for disabled employees ₹3,200 a month (both regimes)',
    ],
    examples: [
      {
        title: 'Education allowance for two children',
        scenario:
          "Manoj receives a children's education allowance of ₹1,000 a month for his two children. In the old regime ₹200 a month (₹2,400 a year) is exempt; the rest is taxable. In the new regime the whole allowance is taxable.",
      },
    ],
    hi: {
      title: 'कर्मचारियों के विशेष भत्ते',
      description:
        'सरकारी काम के भत्तों पर खर्च की गई सीमा तक छूट है; कुछ निजी भत्ते (बच्चों की शिक्षा, छात्रावास) केवल पुरानी कर व्यवस्था (old tax regime) में।',
      summary:
        'धारा 10(14) (आयकर अधिनियम 2025 की अनुसूची III) दो तरह के भत्तों पर छूट देती है: सरकारी काम के खर्च के लिए दिए जाने वाले भत्ते (यात्रा, दौरे पर दैनिक भत्ता, वाहन, वर्दी, सहायक, शोध), जितना वास्तव में खर्च हुआ उतने तक, और तय सीमा वाले कुछ निजी भत्ते (बच्चों की शिक्षा, छात्रावास, दिव्यांग कर्मचारियों के लिए परिवहन)। नई कर व्यवस्था (new tax regime) इनमें से कुछ ही रखती है।',
      keyLimits: [
        'सरकारी काम के भत्ते: खर्च की गई सीमा तक छूट',
        'बच्चों की शिक्षा ₹100 प्रति माह प्रति बच्चा (अधिकतम 2), पुरानी कर व्यवस्था',
        'छात्रावास ₹300 प्रति माह प्रति बच्चा (अधिकतम 2), पुरानी कर व्यवस्था',
        'दिव्यांग कर्मचारियों के लिए परिवहन भत्ता ₹3,200 प्रति माह (दोनों कर व्यवस्थाएं)',
      ],
      examples: [
        {
          title: 'दो बच्चों के लिए शिक्षा भत्ता',
          scenario:
            'मनोज को अपने दो बच्चों के लिए ₹1,000 प्रति माह बाल शिक्षा भत्ता मिलता है। पुरानी कर व्यवस्था में ₹200 प्रति माह (₹2,400 प्रति वर्ष) पर छूट है; बाकी पर कर लगता है। नई कर व्यवस्था में पूरे भत्ते पर कर लगता है।',
        },
      ],
    },
    related: ['10(13A)', '10(5)', '17(2)', '115BAC'],
  },
  {
    ...base,
    sectionNumber: '10(5)',
    act2025Section: 'Schedule III',
    title: 'Leave Travel Allowance (LTA)',
    category: 'exemption',
    description:
      'LTA is exempt for two domestic journeys in a block of four calendar years (2026–2029 now), for actual travel fares only. Old regime.',
    summary:
      'Leave travel allowance or concession from an employer is exempt for the actual cost of travel within India for the employee and family, for two journeys in a block of four calendar years. Only fares count, not hotels or food, and the exemption is available only in the old regime.',
    fullText: md(
      PLAIN_LANGUAGE_NOTE,
      '### What is covered\nThe fare for travel within India while on leave, for you, your spouse, your children, and dependent parents, brothers and sisters. Foreign travel is not covered.\n\nThe children rule (Rule 2B(3) of the Income-tax Rules 1962): the exemption is not available for more than two surviving children born on or after 1 October 1998. Children born before that date are not limited, and a multiple birth after the first child counts as one. Whether the Income-tax Rules 2026 word it the same way for tax year 2026-27 was not confirmed here.',
      '### How much\nThe fare actually spent, capped by the shortest route:\n- by air: economy fare of the national carrier;\n- by rail, or to a place connected by rail: AC first-class fare;\n- elsewhere: first-class or deluxe fare of recognised public transport.\n\nHotels, food, local sightseeing and taxis at the destination are not exempt.',
      '### How often\nTwo journeys in a block of four calendar years. The 2022–2025 block has ended; the current block is **2026–2029**. If you did not use a journey in a block, one can be carried into the first calendar year of the next block.',
      '### Old or new regime\nOld regime only.',
      '### Under the Income-tax Act 2025\n' +
        act2025Verified(
          'Schedule III',
          'read with section 11; the conditions (journeys, fares, children) are prescribed in the Income-tax Rules 2026, and the Schedule item number was not confirmed here',
        ),
    ),
    keyLimits: [
      'Two journeys per block of four calendar years (current: 2026–2029)',
      'Travel within India only; fares, not hotels',
      'Not more than two children born on or after 1-10-1998 (Rule 2B(3))',
      'Old regime only',
    ],
    examples: [
      {
        title: 'A family trip by air',
        scenario:
          "Sunita's LTA entitlement is ₹60,000. She flies her family to Kochi in economy for ₹48,000. ₹48,000 is exempt and ₹12,000 is taxable; the trip uses one of her two journeys for the 2026–2029 block.",
      },
    ],
    hi: {
      title: 'अवकाश यात्रा भत्ता (LTA)',
      description:
        'अवकाश यात्रा भत्ता (LTA) पर चार कैलेंडर वर्षों के एक ब्लॉक (अभी 2026–2029) में देश के भीतर दो यात्राओं के लिए, केवल वास्तविक किराये पर छूट है। पुरानी कर व्यवस्था (old tax regime)।',
      summary:
        'धारा 10(5) (आयकर अधिनियम 2025 की अनुसूची III) के तहत नियोक्ता से मिले अवकाश यात्रा भत्ते या रियायत पर कर्मचारी और परिवार की भारत के भीतर यात्रा की वास्तविक लागत तक छूट है, चार कैलेंडर वर्षों के एक ब्लॉक में दो यात्राओं के लिए। केवल किराया गिना जाता है, होटल या खाना नहीं, और यह छूट केवल पुरानी कर व्यवस्था में है।',
      keyLimits: [
        'चार कैलेंडर वर्षों के हर ब्लॉक में दो यात्राएं (मौजूदा: 2026–2029)',
        'केवल भारत के भीतर यात्रा; किराया, होटल नहीं',
        '1-10-1998 को या उसके बाद जन्मे दो से अधिक बच्चे नहीं (नियम 2B(3))',
        'केवल पुरानी कर व्यवस्था',
      ],
      examples: [
        {
          title: 'हवाई जहाज़ से पारिवारिक यात्रा',
          scenario:
            'सुनीता का LTA हक ₹60,000 है। वह अपने परिवार को इकोनॉमी क्लास में ₹48,000 में कोच्चि ले जाती है। ₹48,000 पर छूट है और ₹12,000 पर कर लगता है; इस यात्रा से 2026–2029 ब्लॉक की उसकी दो में से एक यात्रा इस्तेमाल होती है।',
        },
      ],
    },
    related: ['10(13A)', '10(14)', '17(2)', '115BAC'],
  },
  {
    ...base,
    sectionNumber: '10(10)',
    act2025Section: '19(1), Table items 3 to 6',
    title: 'Gratuity',
    category: 'exemption',
    description:
      'Gratuity on retirement or leaving a job: fully exempt for government staff; for others exempt up to a lifetime ₹20,00,000 by formula.',
    summary:
      'Gratuity received on retirement, resignation, death or disability is exempt in full for government employees. For other employees it is exempt up to the least of the formula amount, the actual gratuity and ₹20,00,000 (a lifetime limit). The exemption applies in both regimes.',
    fullText: md(
      PLAIN_LANGUAGE_NOTE,
      '### Government employees\nGratuity of Central and State Government and local-authority employees is fully exempt.',
      "### Employees covered by the Payment of Gratuity Act: exempt up to the least of\n1. 15 days' salary for each completed year of service (a part year over six months counts as a year), where 15 days' salary is 15/26 of the last monthly basic plus DA;\n2. ₹20,00,000;\n3. the gratuity actually received.",
      "### Other employees: exempt up to the least of\n1. half a month's average salary (average of the last ten months) for each completed year of service;\n2. ₹20,00,000;\n3. the gratuity actually received.",
      '### Points to note\n- ₹20,00,000 is a lifetime limit across all employers.\n- Gratuity received while still in service is fully taxable.\n- The taxable part may qualify for relief under [section 89](/section/89).',
      '### Old or new regime\nBoth regimes allow this exemption.',
      '### Under the Income-tax Act 2025\n' +
        act2025Verified(
          '19(1), Table items 3 to 6',
          'the table of deductions from salary: death-cum-retirement gratuity, defence gratuity, gratuity under the Payment of Gratuity Act and any other gratuity',
        ),
    ),
    keyLimits: [
      'Government employees: fully exempt',
      'Others: lifetime cap ₹20,00,000',
      'Formula: 15/26 × last salary × years (Gratuity Act)',
      'Available in both regimes',
    ],
    examples: [
      {
        title: 'Private-sector retirement',
        scenario:
          'Gopal retires after 30 years and 7 months with last basic plus DA of ₹1,30,000 a month and receives gratuity of ₹25,00,000. The formula gives 15/26 × ₹1,30,000 × 31 = ₹23,25,000, so the ₹20,00,000 cap applies: ₹20,00,000 is exempt and ₹5,00,000 is taxable as salary.',
      },
    ],
    hi: {
      title: 'ग्रेच्युटी',
      description:
        'सेवानिवृत्ति या नौकरी छोड़ने पर ग्रेच्युटी: सरकारी कर्मचारियों के लिए पूरी छूट; दूसरों के लिए सूत्र से, जीवनभर में ₹20,00,000 तक छूट।',
      summary:
        'धारा 10(10) (आयकर अधिनियम 2025 की धारा 19(1), सारणी की मद 3 से 6) के तहत सेवानिवृत्ति, इस्तीफ़े, मृत्यु या अक्षमता पर मिली ग्रेच्युटी पर सरकारी कर्मचारियों के लिए पूरी छूट है। अन्य कर्मचारियों के लिए छूट सूत्र से निकली राशि, वास्तविक ग्रेच्युटी और ₹20,00,000 (जीवनभर की सीमा) में से सबसे कम तक है। यह छूट दोनों कर व्यवस्थाओं में लागू है।',
      keyLimits: [
        'सरकारी कर्मचारी: पूरी छूट',
        'अन्य: जीवनभर की सीमा ₹20,00,000',
        'सूत्र: 15/26 × अंतिम वेतन × वर्ष (ग्रेच्युटी अधिनियम)',
        'दोनों कर व्यवस्थाओं में उपलब्ध',
      ],
      examples: [
        {
          title: 'निजी क्षेत्र से सेवानिवृत्ति',
          scenario:
            'गोपाल 30 साल 7 महीने बाद सेवानिवृत्त होते हैं; उनका अंतिम मूल वेतन और महंगाई भत्ता ₹1,30,000 प्रति माह था और उन्हें ₹25,00,000 ग्रेच्युटी मिलती है। सूत्र से 15/26 × ₹1,30,000 × 31 = ₹23,25,000 आता है, इसलिए ₹20,00,000 की सीमा लागू होती है: ₹20,00,000 पर छूट है और ₹5,00,000 पर वेतन के रूप में कर लगता है।',
        },
      ],
    },
    related: ['10(10AA)', '89', '17(2)'],
  },
  {
    ...base,
    sectionNumber: '10(10AA)',
    act2025Section: '19(1), Table items 13 and 14',
    title: 'Leave Encashment on Retirement',
    category: 'exemption',
    description:
      'Cash for unused leave on retirement or resignation: fully exempt for government staff, up to ₹25,00,000 for others.',
    summary:
      "Money received for unused earned leave at retirement or on leaving a job is fully exempt for Central and State Government employees. For other employees it is exempt up to the least of ₹25,00,000 (from 1 April 2023), ten months' average salary, the cash value of leave at 30 days a year of service, and the amount received. Both regimes allow it.",
    fullText: md(
      PLAIN_LANGUAGE_NOTE,
      '### Government employees\nLeave encashment of Central and State Government employees at retirement is fully exempt.',
      "### Other employees: exempt up to the least of\n1. ₹25,00,000 (lifetime limit, for retirements from 1 April 2023; it was ₹3,00,000 before);\n2. ten months' average salary (average of the last ten months);\n3. cash equivalent of leave to your credit, counting at most 30 days for every completed year of service;\n4. the amount actually received.",
      '### Points to note\nLeave encashed while still in service is fully taxable (relief under [section 89](/section/89) may apply).',
      '### Old or new regime\nBoth regimes allow this exemption.',
      '### Under the Income-tax Act 2025\n' +
        act2025Verified(
          '19(1), Table items 13 and 14',
          'the table of deductions from salary, for Government and other employees respectively',
        ),
    ),
    keyLimits: [
      'Government employees: fully exempt',
      'Others: lifetime cap ₹25,00,000 (from 1-4-2023)',
      "Ten months' average salary",
      'Leave counted at most 30 days per year of service',
    ],
    examples: [
      {
        title: 'Resignation after 12 years',
        scenario:
          "Pooja resigns after 12 years and receives ₹8,00,000 for 330 days of unused leave; her average salary is ₹60,000 a month (₹2,000 a day). The limits are ₹25,00,000, ten months' salary of ₹6,00,000, and the value of 330 days (within 30 days × 12 years) of ₹6,60,000. The least is ₹6,00,000, which is exempt; ₹2,00,000 is taxable.",
      },
    ],
    hi: {
      title: 'सेवानिवृत्ति पर छुट्टी नकदीकरण',
      description:
        'सेवानिवृत्ति या इस्तीफ़े पर बची छुट्टियों का नकद: सरकारी कर्मचारियों के लिए पूरी छूट, दूसरों के लिए ₹25,00,000 तक।',
      summary:
        'धारा 10(10AA) (आयकर अधिनियम 2025 की धारा 19(1), सारणी की मद 13 और 14) के तहत सेवानिवृत्ति पर या नौकरी छोड़ने पर बची अर्जित छुट्टी के बदले मिली राशि पर केंद्र और राज्य सरकार के कर्मचारियों के लिए पूरी छूट है। अन्य कर्मचारियों के लिए छूट इनमें से सबसे कम तक है: ₹25,00,000 (1 अप्रैल 2023 से), दस महीने का औसत वेतन, सेवा के हर वर्ष के 30 दिन के हिसाब से छुट्टी का नकद मूल्य, और मिली राशि। दोनों कर व्यवस्थाओं में यह मिलती है।',
      keyLimits: [
        'सरकारी कर्मचारी: पूरी छूट',
        'अन्य: जीवनभर की सीमा ₹25,00,000 (1-4-2023 से)',
        'दस महीने का औसत वेतन',
        'सेवा के हर वर्ष के लिए अधिकतम 30 दिन की छुट्टी गिनी जाती है',
      ],
      examples: [
        {
          title: '12 साल बाद इस्तीफ़ा',
          scenario:
            'पूजा 12 साल बाद इस्तीफ़ा देती है और उसे 330 दिन की बची छुट्टी के लिए ₹8,00,000 मिलते हैं; उसका औसत वेतन ₹60,000 प्रति माह (₹2,000 प्रति दिन) है। सीमाएं हैं ₹25,00,000, दस महीने का वेतन ₹6,00,000, और 330 दिन (30 दिन × 12 साल के भीतर) का मूल्य ₹6,60,000। सबसे कम ₹6,00,000 है, जिस पर छूट है; ₹2,00,000 पर कर लगता है।',
        },
      ],
    },
    related: ['10(10)', '89', '17(2)'],
  },
  {
    ...base,
    sectionNumber: '15',
    act2025Section: '15',
    title: 'Salaries: What Is Taxed Under the Head "Salaries"',
    category: 'income',
    description:
      'Salary is taxed in the year it falls due or is paid, whichever is earlier: pay from a present or former employer, advance salary and arrears.',
    summary:
      'Section 15 is the charging section for the head "Salaries". It taxes salary due from an employer or former employer in the year, whether paid or not; salary paid in the year before it falls due; and arrears paid in the year that were not taxed earlier. Only pay from an employer to an employee is salary. Gross salary (section 17) minus the exempt allowances and the deductions in section 16 gives income from salary, taxed at the slab rates of your regime.',
    fullText: md(
      PLAIN_LANGUAGE_NOTE,
      '### What is taxed\n1. Salary **due** in the year from a present or former employer, whether or not it has been paid.\n2. Salary **paid** in the year before it fell due (advance salary).\n3. **Arrears** of salary paid in the year, if they were not taxed in an earlier year.\n\nSalary is taxed only once: advance salary is not taxed again in the year it falls due.',
      '### Only pay from an employer\nSalary needs an employer–employee relationship. A pension from a former employer is salary. A partner\'s "salary" from the firm is business income under [section 28](/section/28), fees for freelance work are business or professional income, and a family pension received after an employee\'s death is taxed under [other sources](/section/56).',
      '### From gross salary to income from salary\n1. Gross salary under [section 17](/section/17): pay, allowances, bonus, pension, perquisites and profits in lieu of salary.\n2. Less exempt allowances and receipts, such as [HRA](/section/10(13A)), [LTA](/section/10(5)), [gratuity](/section/10(10)) and [leave encashment](/section/10(10AA)) within their limits. The new regime keeps only a few of these (gratuity and leave encashment among them).\n3. Less the deductions in section 16: the [standard deduction](/section/16(ia)) of ₹75,000 in the new regime or ₹50,000 in the old regime, and in the old regime only, [professional tax](/section/16(iii)) and the entertainment allowance of government employees.\n\nThe result is income from salary, which joins your other heads in [gross total income](/section/80B(5)).',
      '### Arrears and TDS\nArrears are taxed in the year you receive them, but relief under [section 89](/section/89) (Form 10E) stops them being taxed at a higher rate than if they had been paid on time. Your employer deducts TDS from salary under [section 192](/section/192) according to the regime you choose and reports the year in Form 16 (Form 130 from tax year 2026-27).',
      '### What changed\nThe new regime became the default from FY 2023-24, when it first allowed a standard deduction (₹50,000); it has been ₹75,000 in the new regime from FY 2024-25. The old-regime figure has stayed ₹50,000. What section 15 charges has not changed up to tax year 2026-27.',
      '### Under the Income-tax Act 2025\n' + act2025Verified('15'),
    ),
    keyLimits: [
      'Taxed when due or when paid, whichever is earlier',
      'Covers pay from a present or former employer, advance salary and arrears',
      'Standard deduction ₹75,000 (new regime) or ₹50,000 (old regime)',
      'Arrears: relief under section 89',
    ],
    examples: [
      {
        title: 'A salary of ₹15,00,000 in the new regime',
        scenario:
          "Arjun's only income in tax year 2026-27 is a salary of ₹15,00,000 and he stays in the default new regime.",
        calculation: calc(
          'income_tax',
          { annualIncome: 1500000, regime: 'new', incomeType: 'salary', financialYear: '2026-27' },
          (r) =>
            `His income from salary is ${formatINR(r.heads.salary)} after the standard deduction. At the new-regime slab rates his tax, with cess, is ${formatINR(r.totalTax)}.`,
        ),
      },
      {
        title: 'Salary paid in advance',
        scenario:
          "Nisha's employer pays her April 2027 salary early, in March 2027. It is taxed in tax year 2026-27, the year it was paid, and not again in tax year 2027-28 when it falls due.",
      },
    ],
    related: ['17', '16(ia)', '16(iii)', '192', '89', '10(13A)'],
    claims: [
      inr('standardDeduction.new', 75000, 'standard deduction](/section/16(ia)) of ₹75,000 in'),
      inr('standardDeduction.old', 50000, 'or ₹50,000 in the old regime, and in the old regime'),
      inr(
        'standardDeduction.new',
        50000,
        'first allowed a standard deduction (₹50,000)',
        '2023-24',
      ),
      inr('standardDeduction.new', 75000, 'it has been ₹75,000 in the new regime', '2024-25'),
      inr('standardDeduction.old', 50000, 'The old-regime figure has stayed ₹50,000'),
      inr('standardDeduction.new', 75000, 'Standard deduction ₹75,000 (new regime)'),
      inr('standardDeduction.old', 50000, 'or ₹50,000 (old regime)'),
    ],
  },
  {
    ...base,
    sectionNumber: '16(iii)',
    act2025Section: '19(1), Table item 1',
    title: 'Professional Tax (Tax on Employment) Deducted from Salary',
    category: 'deduction',
    description:
      'Professional tax paid to the State on your employment (at most ₹2,500 a year) is deducted from salary income, in the old regime only.',
    summary:
      'Several States levy professional tax, a tax on employment that employers usually deduct from monthly pay. Section 16(iii) lets an employee deduct the professional tax actually paid in the year from salary income. The Constitution caps professional tax at ₹2,500 a year per person, so the deduction never exceeds that. It is allowed only in the old regime.',
    fullText: md(
      PLAIN_LANGUAGE_NOTE,
      '### What it covers\nTax on employment levied by a State under Article 276 of the Constitution and paid during the year, whether your employer deducts it from your pay or pays it for you. If the employer bears it, the amount is first added to your salary as a perquisite and then deducted.',
      '### How much\nThe amount actually paid in the year. Article 276(2) of the Constitution limits professional tax to ₹2,500 a year for one person, so that is the most anyone can deduct. Each State sets its own slabs, and some States and Union territories do not levy it at all; your payslip and Form 16 (Form 130 from tax year 2026-27) show what was deducted.',
      '### Old or new regime\nOld regime only. The new regime under [section 115BAC](/section/115BAC) does not allow it: there the [standard deduction](/section/16(ia)) is the only deduction from salary.',
      '### Self-employed people\nProfessional tax paid by someone on their own business or profession is not claimed under 16(iii), which is for salary; it is generally claimed as a business expense in the year it is paid.',
      '### What changed\nNothing from FY 2023-24 to tax year 2026-27.',
      '### Under the Income-tax Act 2025\n' +
        act2025Verified(
          '19(1), Table item 1',
          'the first item of the table of deductions from salary',
        ),
    ),
    keyLimits: [
      'Professional tax actually paid in the year',
      'At most ₹2,500 a year (Article 276 of the Constitution)',
      'Old regime only',
      'Shown on the payslip and in Form 16 (Form 130 from tax year 2026-27)',
    ],
    examples: [
      {
        title: 'The same salary in both regimes',
        scenario:
          'Sneha earns a salary of ₹10,00,000 in tax year 2026-27 and her employer deducts professional tax of ₹2,500 during the year.',
        calculation: calc(
          'compare',
          {
            annualIncome: 1000000,
            incomeType: 'salary',
            financialYear: '2026-27',
            deductions: { professionalTax: 2500 },
          },
          (r) =>
            `Old regime: after the ${formatINR(r.old.deductionsAllowed.standardDeduction)} standard deduction and ${formatINR(r.old.deductionsAllowed.professionalTax)} of professional tax her income from salary is ${formatINR(r.old.heads.salary)}, and her tax is ${formatINR(r.old.totalTax)}. New regime: professional tax is not deducted (${formatINR(r.new.deductionsAllowed.professionalTax)}), income from salary is ${formatINR(r.new.heads.salary)} and the tax is ${formatINR(r.new.totalTax)} after the 87A rebate.`,
        ),
      },
    ],
    related: ['16(ia)', '15', '17', '115BAC', '192'],
  },
  {
    ...base,
    sectionNumber: '17',
    act2025Section: '16',
    title: 'Salary, Perquisites and Profits in Lieu of Salary',
    category: 'income',
    description:
      'What "salary" includes for tax: pay, pension, bonus, taxable allowances, perquisites and profits in lieu of salary such as severance pay.',
    summary:
      'Section 17 defines what is taxed as salary: wages, pension, gratuity, fees, commission, bonus, advance salary, leave encashment, taxable allowances and retirement-fund contributions above the allowed limits (17(1)); perquisites, the benefits an employer gives in kind (17(2)); and profits in lieu of salary, such as compensation on leaving a job or a payment before joining (17(3)). Together they make gross salary, which is the same in both regimes; exemptions and deductions then reduce it.',
    fullText: md(
      PLAIN_LANGUAGE_NOTE,
      "### 17(1): salary\n- Wages, basic pay and dearness allowance.\n- Pension or annuity from a former employer.\n- Gratuity and leave encashment (exempt within limits under [10(10)](/section/10(10)) and [10(10AA)](/section/10(10AA))).\n- Fees, commission, bonus, and perquisites or profits in addition to salary.\n- Advance salary.\n- Allowances, except the part that is exempt (for example [10(13A)](/section/10(13A)) or [10(14)](/section/10(14))).\n- The taxable part of the yearly addition to a recognised provident fund: employer contributions above 12% of salary and interest credited above 9.5% a year.\n- The employer's contribution to your NPS account, which is then deducted under [80CCD(2)](/section/80CCD(2)).",
      '### 17(2): perquisites\nBenefits in kind such as rent-free housing, a car for private use, cheap loans, ESOP shares and large retirement contributions. How each is valued is explained on the [perquisites page](/section/17(2)).',
      "### 17(3): profits in lieu of salary\n- Compensation from the employer on termination of the job or on a change in its terms (severance pay). Retrenchment compensation and voluntary-retirement payments are exempt within limits under their own exemptions.\n- Payments from an unrecognised provident fund or superannuation fund, to the extent of the employer's contributions and the interest on them.\n- Sums received under a keyman insurance policy, including bonus.\n- Any amount received from any person before joining an employer or after leaving one, in connection with that employment, such as a joining bonus.",
      '### Points to note\n- Gross salary is the same in both regimes; what differs is which exemptions and deductions come off it under [section 15](/section/15).\n- Your employer reports gross salary in Form 16 (Form 130 from tax year 2026-27) and perquisites in Form 12BA, and deducts TDS on it under [section 192](/section/192).\n- Arrears and lump sums may qualify for relief under [section 89](/section/89).',
      '### What changed\nThe definition has not changed from FY 2023-24 to tax year 2026-27. Perquisite values come from the Income-tax Rules: rent-free housing was revalued from 1 September 2023, and for tax year 2026-27 the values are in the Income-tax Rules 2026, notified on 20 March 2026 (G.S.R. 198(E)); we have not confirmed the notified values.',
      '### Under the Income-tax Act 2025\n' +
        act2025Verified(
          '16',
          'salary as defined in 17(1); perquisites (17(2)) are in section 17 and profits in lieu of salary (17(3)) in section 18',
        ),
    ),
    keyLimits: [
      '17(1) salary: pay, pension, bonus, commission, taxable allowances',
      '17(2) perquisites: benefits in kind from the employer',
      '17(3) profits in lieu of salary: severance pay, joining bonus, keyman insurance',
      'Gross salary is the same in both regimes',
    ],
    examples: [
      {
        title: 'Pay plus an ESOP perquisite',
        scenario:
          "Anita's pay for tax year 2026-27 (basic, allowances and bonus) is ₹14,00,000. She also exercises ESOPs whose perquisite value is ₹3,00,000. She is in the new regime.",
        calculation: calc(
          'income_tax',
          {
            annualIncome: 1400000 + 300000,
            regime: 'new',
            incomeType: 'salary',
            financialYear: '2026-27',
          },
          (r) =>
            `Her gross salary under section 17 is ${formatINR(stepAmount(r.steps, '17'))}. After the standard deduction her income from salary is ${formatINR(r.heads.salary)}, and her tax with cess is ${formatINR(r.totalTax)}.`,
        ),
      },
    ],
    related: ['17(2)', '15', '16(ia)', '10(10)', '10(10AA)', '192', '89'],
  },
  {
    ...base,
    sectionNumber: '17(2)',
    act2025Section: '17',
    title: 'Perquisites: Taxable Benefits from the Employer',
    category: 'income',
    description:
      'Benefits in kind from an employer (housing, car, ESOPs, loans, large retirement contributions) are taxed as salary.',
    summary:
      'Perquisites are non-cash benefits from an employer that are taxed as part of salary: rent-free or concessional housing, a car used privately, interest-free loans, shares allotted under ESOPs, and employer contributions to EPF, NPS and superannuation above ₹7,50,000 a year, among others. The Income-tax Rules value them, and the employer includes them in Form 16 (Form 130 from tax year 2026-27).',
    fullText: md(
      PLAIN_LANGUAGE_NOTE,
      "### Common perquisites\n| Benefit | How it is valued (in short) |\n|---|---|\n| Rent-free accommodation (private employer) | A percentage of salary based on the city's population: 10%, 7.5% or 5% (rates revised from 1 September 2023) |\n| Employer-provided car used for private trips | Fixed monthly amounts by engine size, under Rule 3 |\n| Interest-free or cheap loans above ₹20,000 | Interest at SBI's lending rate minus what you pay; medical-treatment loans excluded |\n| ESOPs and sweat equity | Fair market value on the exercise date minus the price you pay |\n| Employer contributions to EPF, NPS and superannuation | Taxable to the extent the total exceeds ₹7,50,000 a year, with the income on that excess |\n| Free meals, gifts, club memberships | Taxable above the small limits in the Rules |",
      '### Points to note\n- Perquisites are taxable in both regimes.\n- Your employer shows them in Form 12BA and includes them in TDS under [section 192](/section/192).\n- Tax on ESOPs of eligible start-ups can be deferred by up to 48 months.',
      '### What changed\nRent-free accommodation rates were revised from 1 September 2023. For tax year 2026-27 perquisites are valued under the Income-tax Rules 2026, notified on 20 March 2026 (G.S.R. 198(E)); their draft raised several values (for example for a car used privately), and we could not confirm the notified figures, so the table above describes the 1962 Rules that apply up to FY 2025-26.',
      '### Under the Income-tax Act 2025\n' +
        act2025Verified('17', 'their values are prescribed in the Income-tax Rules 2026'),
    ),
    keyLimits: [
      'Taxed as salary in both regimes',
      'Employer EPF + NPS + superannuation above ₹7,50,000 a year is taxable',
      'ESOPs: FMV on exercise minus price paid',
      'Shown in Form 12BA',
    ],
    examples: [
      {
        title: 'ESOP exercise',
        scenario:
          "Rahul exercises 1,000 ESOPs at ₹100 each when the share's fair market value is ₹400. The perquisite is 1,000 × (₹400 − ₹100) = ₹3,00,000, added to his salary in the year of exercise. A later sale is taxed as capital gains with ₹400 as his cost.",
      },
    ],
    hi: {
      title: 'अनुलाभ (perquisites): नियोक्ता से मिले कर योग्य लाभ',
      description:
        'नियोक्ता से मिले गैर-नकद लाभ (आवास, कार, ESOP, ऋण, सेवानिवृत्ति के बड़े अंशदान) पर वेतन के रूप में कर लगता है।',
      summary:
        'धारा 17(2) (आयकर अधिनियम 2025 की धारा 17) के तहत अनुलाभ नियोक्ता से मिलने वाले वे गैर-नकद लाभ हैं जिन पर वेतन के हिस्से के रूप में कर लगता है: किराया-मुक्त या रियायती आवास, निजी उपयोग की कार, बिना ब्याज के ऋण, ESOP के तहत मिले शेयर, और साल में ₹7,50,000 से अधिक के कर्मचारी भविष्य निधि (EPF), राष्ट्रीय पेंशन प्रणाली (NPS) और सेवानिवृत्ति निधि (superannuation) में नियोक्ता के अंशदान, आदि। इनका मूल्य आयकर नियम तय करते हैं, और नियोक्ता इन्हें Form 16 में दिखाता है, जो कर वर्ष (tax year) 2026-27 से Form 130 है।',
      keyLimits: [
        'दोनों कर व्यवस्थाओं में वेतन के रूप में कर',
        'नियोक्ता का EPF + NPS + सेवानिवृत्ति निधि अंशदान साल में ₹7,50,000 से अधिक हो तो उस पर कर',
        'ESOP: प्रयोग के दिन का उचित बाज़ार मूल्य (FMV) घटा चुकाई गई कीमत',
        'Form 12BA में दिखाया जाता है',
      ],
      examples: [
        {
          title: 'ESOP का प्रयोग',
          scenario:
            'राहुल ₹100 प्रति शेयर पर 1,000 ESOP का प्रयोग करता है जब शेयर का उचित बाज़ार मूल्य ₹400 है। अनुलाभ 1,000 × (₹400 − ₹100) = ₹3,00,000 है, जो प्रयोग वाले वर्ष में उसके वेतन में जुड़ता है। बाद में बिक्री पर पूंजीगत लाभ के रूप में कर लगता है, जिसमें उसकी लागत ₹400 मानी जाती है।',
        },
      ],
    },
    related: ['16(ia)', '192', '80CCD(2)', '10(14)', '112A', '17'],
  },
  {
    ...base,
    sectionNumber: '23',
    act2025Section: '21',
    title: 'Annual Value of a House Property',
    category: 'income',
    description:
      'The starting figure for house income: the higher of a fair rent and the rent received, less municipal taxes paid; nil for up to two homes you live in.',
    summary:
      'Section 23 fixes the "annual value" on which a house is taxed. For a let-out house it is broadly the higher of the rent the house could reasonably fetch and the rent actually received, reduced by municipal taxes the owner paid in the year; the result is the net annual value, from which section 24 then deducts 30% and loan interest. A home you live in (up to two) has a nil annual value.',
    fullText: md(
      PLAIN_LANGUAGE_NOTE,
      '### Let-out house\n1. **Expected rent:** what the house might reasonably fetch if let from year to year (municipal valuation and market rent of similar houses are the usual guides; a rent-control standard rent caps it).\n2. **Actual rent:** the rent received or receivable for the year, leaving out rent that could not be realised.\n3. **Gross annual value:** the higher of 1 and 2. If the house was let but stood vacant for part of the year and the actual rent is lower only because of that, the actual rent is used.\n4. **Less municipal taxes** (property tax, water and sewerage tax) that the owner actually paid in the year, whichever year they were due for. Taxes paid by the tenant do not count.\n5. **= Net annual value.** [Section 24](/section/24) then allows 30% of it and the interest on a loan for the house.',
      '### Self-occupied homes\n- A house you live in, or cannot live in because your job or business keeps you in another city (and that is not let), has a **nil** annual value.\n- You may treat **up to two** houses this way (since FY 2019-20). Any further house is deemed let out and taxed on its expected rent, even if it is empty.\n- With a nil annual value there is nothing to take 30% of; only home-loan interest counts ([24(b)](/section/24(b)), old regime).',
      '### Unsold houses of a builder\nA house held as stock-in-trade that is not let has a nil annual value for two years from the end of the year in which its completion certificate is obtained.',
      '### Old or new regime\nThe annual value is worked out the same way in both regimes.',
      '### What changed\nNothing from FY 2023-24 to tax year 2026-27.',
      '### Under the Income-tax Act 2025\n' +
        act2025Verified('21', 'the 30% deduction and loan interest are in section 22'),
    ),
    keyLimits: [
      'Gross annual value: higher of expected rent and actual rent',
      'Less municipal taxes actually paid by the owner in the year',
      'Up to two self-occupied homes: nil annual value',
      'Then 30% of the net annual value under section 24(a)',
    ],
    examples: [
      {
        title: 'One flat let out, one lived in',
        scenario:
          'Anil earns a salary of ₹15,00,000 in tax year 2026-27. He lives in one flat (no loan) and lets out another at ₹30,000 a month, paying ₹12,000 of municipal tax on it. A similar flat would fetch about the same rent.',
        calculation: calc(
          'income_tax',
          {
            financialYear: '2026-27',
            regime: 'new',
            annualIncome: 1500000,
            houseProperties: [
              { use: 'letOut', annualRent: 360000, municipalTaxesPaid: 12000 },
              { use: 'selfOccupied' },
            ],
          },
          (r) =>
            `The flat he lives in has a nil annual value. The let-out flat's net annual value is ${formatINR(stepAmount(r.steps, '23'))} (rent less municipal tax); 30% of it, ${formatINR(stepAmount(r.steps, '24(a)'))}, is deducted under section 24(a), so his income from house property is ${formatINR(r.heads.houseProperty)}. His tax for the year is ${formatINR(r.totalTax)}.`,
        ),
      },
    ],
    related: ['24', '24(b)', '71', '71B', '56'],
    claims: [
      pct('houseProperty.standardDeductionPercent', 30, 'then deducts 30% and loan interest'),
      pct('houseProperty.standardDeductionPercent', 30, 'allows 30% of it and the interest'),
      pct('houseProperty.standardDeductionPercent', 30, 'Then 30% of the net annual value'),
      pct(
        'houseProperty.standardDeductionPercent',
        30,
        'Then 30% of the net annual value',
        '2023-24',
      ),
    ],
  },
  {
    ...base,
    sectionNumber: '24',
    act2025Section: '22',
    title: 'Deductions from House-Property Income: 30% Standard Deduction and Interest',
    category: 'deduction',
    description:
      'Only two deductions from the annual value of a house: a flat 30% for upkeep (24(a)) and interest on a loan for the house (24(b)).',
    summary:
      'Section 24 allows just two deductions from the net annual value of a house property: a flat 30% of the net annual value for repairs and upkeep, whatever you actually spend (24(a)), and interest on money borrowed to buy, build, repair or renovate the house (24(b)). A self-occupied home has a nil annual value, so only interest counts there, capped at ₹2,00,000 and only in the old regime.',
    fullText: md(
      PLAIN_LANGUAGE_NOTE,
      '### How house-property income is worked out\n1. **Gross annual value:** for a let-out house, broadly the higher of the rent it could reasonably fetch and the rent actually received (less rent lost to vacancy).\n2. **Less municipal taxes** paid by the owner during the year.\n3. **= Net annual value.**\n4. **Less 30%** of the net annual value (24(a)).\n5. **Less interest** on money borrowed for the house (24(b)).\n6. **= Income or loss from house property.**',
      '### 24(a): the 30% standard deduction\nA flat 30% of the net annual value, with no bills needed. It covers repairs, maintenance, insurance and collection costs: nothing else is deductible, whatever you actually spend. It applies to let-out and deemed let-out houses; a self-occupied house has a nil annual value, so there is nothing to take 30% of.',
      '### 24(b): interest on borrowed capital\nDetails are on the [home-loan interest page](/section/24(b)). In short:\n- **Let-out house:** the whole interest is deductible, with no cap.\n- **Self-occupied house (up to two):** interest up to ₹2,00,000 a year in total (₹30,000 for loans taken before 1 April 1999 or for repairs), in the old regime only.\n- Interest for the years before construction or purchase is completed is deducted in five equal yearly instalments.\n- Principal repayment is not deducted here; it counts under [80C](/section/80C) in the old regime.',
      '### When the result is a loss\n- **Old regime:** a house-property loss is set off against other income of the year (such as salary) up to ₹2,00,000; the rest is carried forward for eight years against house-property income only.\n- **New regime:** interest still reduces the rent of a let-out house, but a loss cannot be set off against salary or any other head.',
      '### Arrears and unrealised rent\nArrears of rent, and unpaid rent recovered later, are taxed in the year they are received, after deducting 30% of the amount (section 25A), even if you no longer own the house.',
      '### Old or new regime\nBoth regimes allow the 30% deduction and interest on a let-out house. Interest on a self-occupied home and the set-off of a loss against other income are old-regime only.',
      '### What changed\nThe 30% rate and the interest limits are the same from FY 2023-24 to tax year 2026-27.',
      '### Under the Income-tax Act 2025\n' +
        act2025Verified(
          '22',
          'the 30% deduction is section 22(1)(a) and interest on borrowed capital section 22(1)(b)',
        ),
    ),
    keyLimits: [
      '24(a): 30% of net annual value, no proof needed',
      '24(b): interest; self-occupied capped at ₹2,00,000 a year (old regime only)',
      'Let-out house: full interest in both regimes',
      'Loss set off against other income up to ₹2,00,000 (old regime)',
    ],
    examples: [
      {
        title: 'A let-out flat with a home loan',
        scenario: `Suresh earns a salary of ₹15,00,000 in tax year 2026-27. He lets out a flat for ${formatINR(LET_OUT.rent)} a year, pays municipal tax of ${formatINR(LET_OUT.municipalTax)} on it and pays ${formatINR(LET_OUT.interest)} interest on the loan he took to buy it.`,
        calculation: calc(
          'compare',
          {
            annualIncome: 1500000,
            incomeType: 'salary',
            financialYear: '2026-27',
            housePropertyIncome: LET_OUT.income,
          },
          (r) =>
            `Net annual value is ${formatINR(LET_OUT.netAnnualValue)}; the 30% deduction is ${formatINR(LET_OUT.thirtyPercent)}; after interest the loss from house property is ${formatINR(-LET_OUT.income)}. Old regime: the ${formatINR(-r.old.heads.houseProperty)} loss is set off against his salary and his tax is ${formatINR(r.old.totalTax)}. New regime: ${formatINR(r.new.housePropertyLossNotSetOff)} of loss cannot be set off against salary, and his tax is ${formatINR(r.new.totalTax)}.`,
        ),
      },
    ],
    related: ['24(b)', '80C', '80EE', '80EEA', '115BAC'],
    claims: [
      inr('deduction.24b.selfOccupied', 200000, 'capped at ₹2,00,000 and only in the old regime'),
      inr('deduction.24b.selfOccupied', 200000, 'interest up to ₹2,00,000 a year in total'),
      inr(
        'deduction.housePropertyLossSetOff',
        200000,
        'other income of the year (such as salary) up to ₹2,00,000',
      ),
      inr(
        'deduction.24b.selfOccupied',
        200000,
        'self-occupied capped at ₹2,00,000 a year (old regime only)',
      ),
      inr(
        'deduction.housePropertyLossSetOff',
        200000,
        'Loss set off against other income up to ₹2,00,000 (old regime)',
      ),
      inr(
        'deduction.24b.selfOccupied',
        200000,
        'self-occupied capped at ₹2,00,000 a year (old regime only)',
        '2025-26',
      ),
    ],
  },
  {
    ...base,
    sectionNumber: '56',
    act2025Section: '92',
    title: 'Income from Other Sources',
    category: 'income',
    description:
      'The residual head: interest, dividends, family pension, taxable gifts, lottery and game winnings, and income that fits no other head.',
    summary:
      'Section 56 taxes, under "Income from other sources", any income that is not salary, house property, business income or capital gains. It names several items: dividends, interest on deposits and bonds, family pension, gifts above the limits in 56(2)(x), winnings from lotteries, games and betting, interest on compensation, and rent from letting machinery or furniture. Most of it is taxed at slab rates in either regime; winnings are taxed at a flat 30%.',
    fullText: md(
      PLAIN_LANGUAGE_NOTE,
      "### What it covers\n- **Interest** on savings accounts, fixed and recurring deposits, bonds, debentures and post-office schemes, and interest on an income-tax refund.\n- **Dividends** from companies and income distributed by mutual funds, taxed in the hands of the investor.\n- **Family pension** received by the family after an employee's death.\n- **Gifts** of money or property from people who are not relatives, above ₹50,000 in a year ([56(2)(x)](/section/56(2)(x))).\n- **Winnings** from lotteries, crossword puzzles, card games, races, betting and online games.\n- **Interest on compensation** or enhanced compensation, for example for land acquired by the government.\n- **Rent from machinery, plant or furniture** let out, when it is not business income.\n- Anything else that is income but fits no other head.",
      '### Deductions allowed (section 57)\n- **Family pension:** one third of it or a cap, whichever is less: ₹15,000 in the old regime; ₹25,000 in the new regime from FY 2024-25 (₹15,000 before).\n- **Dividends and mutual-fund income:** up to FY 2025-26, only interest on money borrowed to earn them, at most 20% of that income, and no other expense such as commission. From tax year 2026-27 nothing at all: the Finance Act 2026 amended section 93(2) of the Income-tax Act 2025 so that no interest is deductible against dividends or mutual-fund income.\n- **Interest on compensation:** a flat 50%.\n- Other expenses spent wholly and exclusively to earn the income, such as depreciation on machinery let out.\n- **Nothing** against lottery, game or betting winnings.',
      '### Rates\n- Most of this income is added to your other income and taxed at slab rates in either regime.\n- Winnings from lotteries, puzzles, races, card games, betting and online games are taxed at a flat 30% (plus surcharge and cess), with no expenses, no basic exemption and, from FY 2025-26, no new-regime 87A rebate set against them.',
      '### Deductions for interest (old regime)\n- Savings-account interest: up to ₹10,000 under [80TTA](/section/80TTA), for those below 60.\n- Resident senior citizens: interest on deposits up to ₹50,000 under [80TTB](/section/80TTB), instead of 80TTA.\n\nNeither is allowed in the new regime.',
      '### TDS\nBanks deduct TDS on interest under [194A](/section/194A), companies on dividends under [194](/section/194), and 30% is deducted from winnings under [194B](/section/194B). Check the credits in Form 26AS (Form 168 from tax year 2026-27) and the AIS, and report the full income, not just the part after TDS.',
      '### What changed\nDividends have been taxed in the hands of investors since FY 2020-21. The new-regime family-pension deduction rose to ₹25,000 from FY 2024-25, and the tax on share premium received by closely held companies above fair value (section 56(2)(viib), "angel tax") was abolished from FY 2024-25. For tax year 2026-27 the Finance Act 2026 removed the deduction of interest against dividends and mutual-fund income (section 93(2) of the 2025 Act).',
      '### Under the Income-tax Act 2025\n' + act2025Verified('92'),
    ),
    keyLimits: [
      'Residual head: income not taxed under any other head',
      'Slab rates; lottery and game winnings at a flat 30%',
      'Dividend expenses: interest up to 20% until FY 2025-26; nothing from tax year 2026-27',
      'Old regime: 80TTA up to ₹10,000; 80TTB up to ₹50,000 for senior citizens',
    ],
    examples: [
      {
        title: 'Salary plus deposit and savings interest',
        scenario:
          'Farida earns a salary of ₹14,00,000 in tax year 2026-27, plus ₹1,00,000 of fixed-deposit interest and ₹20,000 of savings-account interest.',
        calculation: calc(
          'compare',
          {
            annualIncome: 1400000,
            incomeType: 'salary',
            otherIncome: 100000 + 20000,
            financialYear: '2026-27',
            deductions: { section80TTA: 20000 },
          },
          (r) =>
            `Her income from other sources is ${formatINR(r.old.heads.otherSources)} in both regimes. The old regime deducts ${formatINR(r.old.deductionsAllowed.section80TTA)} of the savings interest under 80TTA (fixed-deposit interest does not qualify), and her tax is ${formatINR(r.old.totalTax)}. The new regime allows no such deduction, and her tax is ${formatINR(r.new.totalTax)}.`,
        ),
      },
    ],
    related: ['56(2)(x)', '80TTA', '80TTB', '194A', '194', '194B'],
    claims: [
      inr('familyPension.oldRegimeCap', 15000, 'whichever is less: ₹15,000 in the old regime'),
      inr(
        'familyPension.newRegimeCap',
        25000,
        '₹25,000 in the new regime from FY 2024-25 (₹15,000',
      ),
      inr('familyPension.newRegimeCap', 15000, '(₹15,000 before)', '2023-24'),
      inr(
        'familyPension.newRegimeCap',
        25000,
        'deduction rose to ₹25,000 from FY 2024-25',
        '2024-25',
      ),
      inr('deduction.80TTA.cap', 10000, 'up to ₹10,000 under [80TTA]'),
      inr('deduction.80TTB.cap', 50000, 'interest on deposits up to ₹50,000 under [80TTB]'),
      inr('deduction.80TTA.cap', 10000, '80TTA up to ₹10,000; 80TTB up to ₹50,000'),
      inr('deduction.80TTB.cap', 50000, '80TTA up to ₹10,000; 80TTB up to ₹50,000'),
      inr('deduction.80TTB.cap', 50000, '80TTA up to ₹10,000; 80TTB up to ₹50,000', '2025-26'),
    ],
    incidentalFigures: ['not relatives, above ₹50,000 in a year'],
  },
  {
    ...base,
    sectionNumber: '56(2)(x)',
    act2025Section: '92(2)(m)',
    title: 'Gifts Received: When They Are Taxable',
    category: 'income',
    description:
      'Gifts from non-relatives above ₹50,000 in a year are taxed as income; gifts from relatives, on marriage or by inheritance are not.',
    summary:
      'Money, property or valuables received without adequate payment are taxed as "income from other sources" if the total value from non-relatives exceeds ₹50,000 in a year. Gifts from relatives, on your marriage, under a will or inheritance, and from certain institutions are exempt. This applies in both regimes.',
    fullText: md(
      PLAIN_LANGUAGE_NOTE,
      '### What is taxed\n- **Money:** the whole amount if the total money gifts from non-relatives in the year exceed ₹50,000 (not just the excess).\n- **Land or building received free:** its stamp duty value, if above ₹50,000.\n- **Land or building bought cheap:** the difference between stamp duty value and price, if the difference exceeds both ₹50,000 and 10% of the price.\n- **Shares, jewellery, art, bullion and other listed movables:** fair market value (or the shortfall in price paid) if above ₹50,000.',
      "### Never taxed\n- Gifts from a relative: spouse, brother or sister, brother or sister of your spouse or of either parent, any lineal ascendant or descendant of you or your spouse, and the spouses of these people.\n- Gifts on the occasion of your marriage.\n- Anything received under a will or by inheritance, or in contemplation of the donor's death.\n- From a local authority, or from registered charitable trusts and institutions.",
      '### Old or new regime\nTaxable at slab rates in both regimes.',
      '### Under the Income-tax Act 2025\n' +
        act2025Verified(
          '92(2)(m)',
          'the exempt receipts (relatives, marriage, will or inheritance and others) follow in section 92',
        ),
    ),
    keyLimits: [
      'Taxed if gifts from non-relatives exceed ₹50,000 in a year',
      'Whole amount taxed once the limit is crossed',
      'Relatives, marriage and inheritance exempt',
      'Property: stamp duty value test',
    ],
    examples: [
      {
        title: 'Cash gifts from friends',
        scenario:
          "On her birthday Tanya receives ₹30,000 from her uncle and ₹35,000 in total from two friends. The uncle is a relative, so that gift is exempt; the friends' gifts total ₹35,000, below ₹50,000, so nothing is taxable.",
      },
    ],
    hi: {
      title: 'मिले उपहार: कब कर लगता है',
      description:
        'गैर-रिश्तेदारों से साल में ₹50,000 से अधिक के उपहारों पर आय के रूप में कर लगता है; रिश्तेदारों से, विवाह पर या विरासत में मिले उपहारों पर नहीं।',
      summary:
        'धारा 56(2)(x) (आयकर अधिनियम 2025 की धारा 92(2)(m)) के तहत पर्याप्त भुगतान के बिना मिली राशि, संपत्ति या कीमती वस्तुओं पर "अन्य स्रोतों से आय" के रूप में कर लगता है, अगर गैर-रिश्तेदारों से मिला कुल मूल्य साल में ₹50,000 से अधिक हो। रिश्तेदारों से, अपने विवाह पर, वसीयत या विरासत में, और कुछ संस्थाओं से मिले उपहारों पर छूट है। यह दोनों कर व्यवस्थाओं में लागू है।',
      keyLimits: [
        'गैर-रिश्तेदारों से उपहार साल में ₹50,000 से अधिक हों तो कर',
        'सीमा पार होते ही पूरी राशि पर कर',
        'रिश्तेदार, विवाह और विरासत पर छूट',
        'संपत्ति: स्टांप शुल्क मूल्य की कसौटी',
      ],
      examples: [
        {
          title: 'दोस्तों से नकद उपहार',
          scenario:
            'जन्मदिन पर तान्या को अपने चाचा से ₹30,000 और दो दोस्तों से कुल ₹35,000 मिलते हैं। चाचा रिश्तेदार हैं, इसलिए उस उपहार पर छूट है; दोस्तों के उपहार कुल ₹35,000 हैं, जो ₹50,000 से कम है, इसलिए किसी पर कर नहीं लगता।',
        },
      ],
    },
    related: ['10(10D)', '54', '112', '56'],
  },
  {
    ...base,
    sectionNumber: '57',
    act2025Section: '93',
    title: 'Deductions from Income from Other Sources, Including Family Pension',
    category: 'deduction',
    description:
      'What may be deducted from other-sources income: one third of a family pension (capped), interest against dividends, and expenses to earn the income.',
    summary:
      'Section 57 lists what may be deducted in computing income from other sources. The one most people use is 57(iia): a family pension is reduced by one third of it or a fixed cap, whichever is less; the cap is ₹15,000 in the old regime and ₹25,000 in the new regime from FY 2024-25. Interest paid to earn dividends is allowed only up to 20% of them up to FY 2025-26 and not at all from tax year 2026-27 (Finance Act 2026), and no expense at all is allowed against winnings.',
    fullText: md(
      PLAIN_LANGUAGE_NOTE,
      "### Family pension (57(iia))\nA family pension is the regular monthly pension paid to a family member after an employee's death. It is taxed under [section 56](/section/56), less the smaller of one third of the pension and a cap:\n\n| Year | Old regime | New regime |\n|---|---|---|\n| FY 2023-24 | ₹15,000 | ₹15,000 |\n| FY 2024-25 to tax year 2026-27 | ₹15,000 | ₹25,000 |\n\nThe standard deduction for salary does not apply to a family pension, because it is not salary. A pension the retired employee receives personally is salary under [section 17](/section/17) instead.",
      '### Other deductions\n- **Dividends and mutual-fund income:** only interest on money borrowed to earn them, and at most 20% of that income; no commission or other expense. For tax year 2026-27 the Finance Act 2026 removed even this interest deduction: section 93(2) of the 2025 Act now allows none.\n- **Interest on compensation** for compulsory acquisition: a flat 50%, and nothing else.\n- **Letting machinery, plant or furniture:** repairs, insurance and depreciation.\n- **Any other expense**, not capital in nature, spent wholly and exclusively to earn the income.',
      '### What is never deductible\nPersonal expenses, and any expense against lottery, betting or online-game winnings ([115BB](/section/115BB), [115BBJ](/section/115BBJ)).',
      '### Old or new regime\nThe family-pension deduction is allowed in both regimes (with the higher new-regime cap from FY 2024-25). The other section 57 deductions are also allowed in both, as they are part of computing the income rather than Chapter VI-A deductions.',
      '### Under the Income-tax Act 2025\n' +
        act2025Verified('93', 'the family-pension deduction is section 93(1)(d)'),
    ),
    keyLimits: [
      'Family pension: one third, capped at ₹15,000 (old regime)',
      'New regime from FY 2024-25: one third, capped at ₹25,000',
      'Interest against dividends: at most 20% up to FY 2025-26; none from tax year 2026-27 (s.93(2))',
      'No deduction at all against winnings',
    ],
    examples: [
      {
        title: 'A widow with a family pension',
        scenario:
          "Lakshmi receives a family pension of ₹50,000 a month (₹6,00,000 a year) after her husband's death, and has no other income in FY 2025-26.",
        calculation: calc(
          'compare',
          { financialYear: '2025-26', annualIncome: 0, incomeType: 'other', familyPension: 600000 },
          (r) =>
            `One third of her pension is ${formatINR(600000 / 3)}, more than either cap. The old regime deducts ${formatINR(r.old.deductionsAllowed.familyPension)}, leaving ${formatINR(r.old.heads.otherSources)} taxable, and her tax is ${formatINR(r.old.totalTax)}. The new regime deducts ${formatINR(r.new.deductionsAllowed.familyPension)}, leaving ${formatINR(r.new.heads.otherSources)}, and her tax is ${formatINR(r.new.totalTax)}.`,
        ),
      },
    ],
    related: ['56', '17', '115BAC', '115BB'],
    claims: [
      inr('familyPension.oldRegimeCap', 15000, 'the cap is ₹15,000 in the old regime'),
      inr('familyPension.newRegimeCap', 25000, '₹25,000 in the new regime from FY 2024-25'),
      inr(
        'familyPension.newRegimeCap',
        25000,
        '₹25,000 in the new regime from FY 2024-25',
        '2024-25',
      ),
      inr('familyPension.oldRegimeCap', 15000, '| FY 2023-24 | ₹15,000 | ₹15,000 |', '2023-24'),
      inr('familyPension.newRegimeCap', 15000, '| FY 2023-24 | ₹15,000 | ₹15,000 |', '2023-24'),
      inr(
        'familyPension.oldRegimeCap',
        15000,
        '| FY 2024-25 to tax year 2026-27 | ₹15,000 | ₹25,000 |',
      ),
      inr(
        'familyPension.newRegimeCap',
        25000,
        '| FY 2024-25 to tax year 2026-27 | ₹15,000 | ₹25,000 |',
      ),
      inr('familyPension.oldRegimeCap', 15000, 'one third, capped at ₹15,000 (old regime)'),
      inr('familyPension.newRegimeCap', 25000, 'one third, capped at ₹25,000'),
    ],
  },
  {
    ...base,
    sectionNumber: '80B(5)',
    title: 'Gross Total Income (section 80B(5))',
    category: 'income',
    description:
      'Gross total income is your income under all five heads, after clubbing and set-off of losses, before the Chapter VI-A deductions (80C to 80U).',
    summary:
      'Section 80B(5) defines gross total income: the total income worked out under the Act before any deduction under Chapter VI-A (sections 80C to 80U). In practice it is the sum of income from salary, house property, business or profession, capital gains and other sources, after adding income clubbed with yours and setting off losses. Chapter VI-A deductions are then subtracted to arrive at total income, on which tax is charged.',
    fullText: md(
      PLAIN_LANGUAGE_NOTE,
      "### How it is built\n1. Work out each of the five heads: [salary](/section/15), [house property](/section/24), [business or profession](/section/28), [capital gains](/section/45) and [other sources](/section/56).\n2. Add income of other people that is included in yours (clubbing), such as a minor child's income.\n3. Set off the losses of the year between heads, and losses brought forward from earlier years, as the Act allows.\n4. The result is gross total income (GTI).",
      '### From gross total income to total income\nGross total income minus the Chapter VI-A deductions ([80C](/section/80C), [80CCD(1B)](/section/80CCD(1B)), [80D](/section/80D), [80E](/section/80E), [80G](/section/80G), [80TTA](/section/80TTA) and the others) is total income, which is rounded under [section 288A](/section/288A). Tax is charged on that figure.',
      '### Limits that depend on it\n- Chapter VI-A deductions together cannot exceed gross total income.\n- They cannot reduce capital gains taxed at special rates ([111A](/section/111A), [112](/section/112), [112A](/section/112A)) or winnings taxed at a flat rate, so in effect they are limited to the rest of gross total income.\n- The 10% ceiling on many [80G](/section/80G) donations is worked out on gross total income adjusted for these items.',
      '### Old or new regime\nGross total income is built the same way, but the new regime leaves out some items inside the heads (the HRA exemption, professional tax, interest on a self-occupied home, and the set-off of a house-property loss). Very few Chapter VI-A deductions remain in the new regime, mainly [80CCD(2)](/section/80CCD(2)), so there total income is usually close to gross total income.',
      '### What changed\nThe definition is the same from FY 2023-24 to tax year 2026-27.',
      '### Under the Income-tax Act 2025\nFrom 1 April 2026 the Income-tax Act 2025 replaces the 1961 Act for tax year 2026-27 onward. It has no section 80B: the section-wise mapping of the two Acts marks 80B as omitted, and we have not found where, if anywhere, the 2025 Act defines gross total income, so this page shows no 2025 section number. The deductions that used to be Chapter VI-A are in Chapter VIII (sections 122 to 154) of the 2025 Act.',
    ),
    keyLimits: [
      'Sum of the five heads after clubbing and set-off of losses',
      'Before Chapter VI-A deductions (80C to 80U)',
      'Chapter VI-A deductions cannot exceed it or reduce special-rate gains',
      'Total income = gross total income − Chapter VI-A deductions',
    ],
    examples: [
      {
        title: 'Salary, interest and an equity gain in the old regime',
        scenario:
          'Kavita earns a salary of ₹12,00,000 in tax year 2026-27, ₹60,000 of interest and a long-term gain of ₹2,00,000 on equity funds. She chooses the old regime and claims ₹1,50,000 under 80C and ₹25,000 under 80D.',
        calculation: calc(
          'income_tax',
          {
            annualIncome: 1200000,
            regime: 'old',
            incomeType: 'salary',
            otherIncome: 60000,
            capitalGains: { ltcg112A: 200000 },
            deductions: { section80C: 150000, section80D: 25000 },
            financialYear: '2026-27',
          },
          (r) =>
            `Her gross total income is ${formatINR(r.grossTotalIncome)}: salary of ${formatINR(r.heads.salary)} after the standard deduction, ${formatINR(r.heads.otherSources)} of interest and the ${formatINR(r.heads.capitalGains)} gain. Chapter VI-A deductions of ${formatINR(r.deductionsAllowed.chapterVIA)} reduce only her slab income, so total income is ${formatINR(r.taxableIncome)}; the gain keeps its 12.5% rate above the yearly exemption. Her tax is ${formatINR(r.totalTax)}.`,
        ),
      },
    ],
    related: ['288A', '80C', '80D', '15', '56', '115BAC'],
  },
];
