/**
 * The Hindi twin of every sentence calculation.ts builds around the engine's figures, for the
 * assistant on a Hindi page. Terms follow the glossary (packages/content/src/i18n/glossary.ts);
 * amounts arrive already formatted, so the digits are the English answer's; section numbers and
 * dates stay as in English.
 */
import type { CalculationText } from './calculation';
import type { FollowUpText } from './follow-up';

const REGIME = { new: 'नई कर व्यवस्था', old: 'पुरानी कर व्यवस्था' } as const;

/** The 50% cities of rule 2A, by the names Hindi readers know; any other name as the rules give it. */
const CITY: Record<string, string> = {
  Mumbai: 'मुंबई',
  Kolkata: 'कोलकाता',
  Delhi: 'दिल्ली',
  Chennai: 'चेन्नई',
};

const ENGINE_NOTE = 'ये आंकड़े हमारे कर इंजन से हैं, जो आपके चुने हुए वर्ष के नियम लागू करता है।';

export const CALCULATION_HI: CalculationText = {
  assumption: {
    yearNotGiven: (fy) => `वर्ष नहीं दिया गया: वित्तीय वर्ष ${fy} (कर वर्ष ${fy}) माना गया।`,
    treatedAsSalary: () =>
      'आय को वेतन माना गया है, इसलिए मानक कटौती लागू है; अगर यह वेतन नहीं है तो "अन्य आय" या "कारोबार की आय" लिखें।',
    ageBelow60: () => 'आयु 60 वर्ष से कम मानी गई (यह केवल पुरानी कर व्यवस्था में मायने रखती है)।',
    resident: () => 'निवासी व्यक्ति माना गया।',
    noDeductions: () => 'कोई कटौती नहीं बताई गई: उनका असर देखने के लिए उन्हें जोड़ें (जैसे "80C में 1.5 लाख")।',
    cityNotGiven: (cities) =>
      `शहर नहीं दिया गया: गैर-महानगर की 40% सीमा ली गई (${cities.map((c) => CITY[c] ?? c).join(', ')} में 50% लागू है)।`,
    hraNotGiven: () =>
      'मिला हुआ HRA नहीं दिया गया: दिखाई गई छूट इसकी सबसे ऊंची सीमा है; यह आपको वास्तव में मिले HRA से कभी ज्यादा नहीं होती।',
    monthlyAmounts: () => 'राशियां मासिक मानी गईं, जैसा आपने लिखा।',
    periodAmounts: () =>
      'राशियां उसी अवधि की मानी गईं जिसकी आपने दीं (मासिक राशियों पर छूट भी मासिक निकलती है)।',
    newRegimeAssumed: () =>
      'नई कर व्यवस्था मानी गई (कोई व्यवस्था न चुनने पर यही लागू होती है); बदलने के लिए "पुरानी कर व्यवस्था" लिखें।',
    salaryNoBusiness: () => 'आय को वेतन माना गया, कारोबार की कोई आय नहीं।',
    monthAsFirstDay: () => 'जहां केवल महीना दिया गया, वहां उस महीने की 1 तारीख मानी गई।',
    boughtBeforeSaleDate: (months) =>
      `आपकी दी हुई बिक्री की तारीख से ${months} महीने पहले खरीदा गया माना गया।`,
    saleDateToday: (today, months) =>
      `बिक्री की तारीख आज (${today}) मानी गई, खरीद उससे ${months} महीने पहले।`,
    listedWithStt: () => 'मान्यता प्राप्त स्टॉक एक्सचेंज पर सूचीबद्ध और STT चुकाया गया माना गया।',
    receiptsAsCash: () =>
      'जिन प्राप्तियों को डिजिटल नहीं बताया गया, उन्हें नकद माना गया, जैसा इंजन अपने आप मानता है; अगर सब डिजिटल हैं तो "सब डिजिटल" लिखें।',
  },
  regimeName: REGIME,
  fy: (fy) => `वित्तीय वर्ष ${fy}`,
  engineNote: ENGINE_NOTE,
  stepLine: (label, amount, section, section2025) =>
    `${label}: ${amount}${section ? ` (धारा ${section}${section2025 ? `; आयकर अधिनियम 2025 की धारा ${section2025}` : ''})` : ''}`,
  regimePrefix: (regime) => `${REGIME[regime]}: `,
  incomeTax: {
    what: (other) => (other ? 'की आय' : 'के वेतन'),
    withDeductions: ' (आपकी बताई कटौतियों के साथ, जो केवल पुरानी कर व्यवस्था में मिलती हैं)',
    rebate: (amount) => ` इसमें धारा 87A के तहत ${amount} का रिबेट शामिल है।`,
    surcharge: (amount) => ` इसमें ${amount} का अधिभार शामिल है।`,
    title: (income, regime, fy) => `${income} पर आयकर, ${REGIME[regime]}, वित्तीय वर्ष ${fy}`,
    explanation: (p) =>
      `वित्तीय वर्ष ${p.fy} में ${p.income} ${p.what} पर ${REGIME[p.regime]} में${p.deductions} कुल कर ${p.tax} है, जो ${p.taxable} की कर योग्य आय पर बनता है।${p.rebate}${p.surcharge} ${ENGINE_NOTE} नीचे की गणना में हर चरण और उसकी धारा दी गई है।`,
    otherRegime: (regime, tax) => `यही आय ${REGIME[regime]} में: कुल कर ${tax}।`,
    sameTax: 'दोनों कर व्यवस्थाओं में कर बराबर है।',
    cheaper: (winner, saving) => `${REGIME[winner]} में ${saving} कम कर लगता है।`,
    noBreakEven: 'इस आय पर पुरानी कर व्यवस्था की कितनी भी कटौतियां पुरानी कर व्यवस्था को सस्ता नहीं बनाएंगी।',
    breakEven: (amount) =>
      `पुरानी कर व्यवस्था तभी सस्ती पड़ेगी जब उसकी कटौतियां और छूट कुल मिलाकर कम से कम ${amount} हों।`,
    compareTitle: (income, fy) => `${income} पर आयकर: नई और पुरानी कर व्यवस्था, वित्तीय वर्ष ${fy}`,
    compareExplanation: (p) =>
      `वित्तीय वर्ष ${p.fy} में ${p.income} ${p.what} पर कुल कर नई कर व्यवस्था में ${p.newTax} और पुरानी कर व्यवस्था में${p.deductions} ${p.oldTax} है। ${p.verdict} ${ENGINE_NOTE}`,
    regimeLine: (regime, tax, taxable) =>
      `${REGIME[regime]} में कुल कर: ${tax} (कर योग्य आय ${taxable})`,
  },
  hra: {
    period: (monthly) => (monthly ? ' प्रति माह' : ''),
    place: (percent, metro) => `${metro ? 'महानगर' : 'गैर-महानगर'} की ${percent}% सीमा`,
    taxable: (amount, period) => ` मिले हुए HRA में से ${amount}${period} कर योग्य रहता है।`,
    fullYear: (amount) => `इन्हीं मासिक राशियों पर पूरे साल की HRA छूट ${amount} है।`,
    title: 'धारा 10(13A): गृह किराया भत्ता (HRA) छूट',
    explanation: (p) =>
      `${p.basic}${p.period} के मूल वेतन और ${p.rent}${p.period} के किराये पर, ${p.place} लेकर, धारा 10(13A) के तहत HRA की छूट${p.atMost ? ' अधिक से अधिक' : ''} ${p.exempt}${p.period} है।${p.taxable} ${ENGINE_NOTE}`,
  },
  advanceTax: {
    due: (p) =>
      `वित्तीय वर्ष ${p.fy} में ${p.income} की आय पर साल का कर ${p.tax} है और TDS ${p.tds} है, इसलिए ${p.due} का अग्रिम कर किस्तों में देना है: 15 जून तक ${p.q1}, 15 सितंबर तक ${p.q2}, 15 दिसंबर तक ${p.q3} और 15 मार्च तक ${p.q4}। ${ENGINE_NOTE}`,
    notDue: (p) =>
      `वित्तीय वर्ष ${p.fy} में ${p.income} की आय पर TDS के बाद बचा कर ${p.balance} है, जो ${p.threshold} से कम है, जहां से अग्रिम कर लागू होता है; इसलिए कोई अग्रिम कर नहीं देना है। ${ENGINE_NOTE}`,
    title: (income, fy) => `${income} पर अग्रिम कर, वित्तीय वर्ष ${fy}`,
  },
  capitalGains: {
    term: (long) => (long ? 'दीर्घकालिक' : 'अल्पकालिक'),
    where: (section) =>
      section === 'slab'
        ? 'जिस पर आपकी स्लैब दर से कर लगता है'
        : `जिस पर धारा ${section} के तहत कर लगता है`,
    noGain: (p) =>
      `${p.purchase} में खरीदकर ${p.sale} में बेचने पर कोई लाभ नहीं है (${p.gain}), इसलिए इस बिक्री पर कोई कर नहीं। ${ENGINE_NOTE}`,
    gain: (p) =>
      `${p.purchaseDate} को ${p.purchase} में खरीदकर ${p.saleDate} को ${p.sale} में बेचा, ${p.months} महीने रखा: ${p.gain} का ${p.term} पूंजीगत लाभ, ${p.where}। इस पर उपकर सहित कर ${p.tax} है, और ${p.net} बचता है। ${ENGINE_NOTE}`,
    title: (sale, fy) => `${sale} की बिक्री पर पूंजीगत लाभ, वित्तीय वर्ष ${fy}`,
    indexation: (withIndexation, without) =>
      `सूचकांकन के साथ कर ${withIndexation}; उसके बिना ${without}। इनमें से कम वाला लिया जाता है।`,
  },
  presumptive: {
    onlyIncome: (newTax, oldTax) =>
      `अगर यही आपकी अकेली आय है, तो इस पर कर नई कर व्यवस्था में ${newTax} और पुरानी कर व्यवस्था में ${oldTax} होगा (निवासी, 60 वर्ष से कम)।`,
    title: (businessType, fy) => `धारा ${businessType} के तहत अनुमानित आय, वित्तीय वर्ष ${fy}`,
    eligible: (p) =>
      `${p.receipts} की सकल प्राप्तियों पर धारा ${p.businessType} के तहत अनुमानित आय ${p.income} है (प्राप्तियों का ${p.rate}%); लेखा बहियां रखे बिना आप इससे ज्यादा आय दिखा सकते हैं, कम नहीं। ${ENGINE_NOTE}`,
    aboveLimit: (p) =>
      `${p.receipts} की प्राप्तियां धारा ${p.businessType} की ${p.limit} की सीमा से ज्यादा हैं, इसलिए इन पर अनुमानित कराधान की योजना नहीं मिलती।`,
  },
  unsupportedYear: {
    title: (fy) => `वित्तीय वर्ष ${fy} हमारे कर इंजन में शामिल नहीं है`,
    explanation: (years, defaultYear) =>
      `हमारा कर इंजन ${years} के लिए कर की गणना करता है। इनमें से किसी वर्ष के साथ फिर से पूछें, या वर्ष छोड़ दें, तब वित्तीय वर्ष ${defaultYear} लिया जाएगा।`,
  },
};

/** The Hindi twin of a follow-up answer's sentences (follow-up.ts): before, now and the difference. */
export const FOLLOW_UP_HI: FollowUpText = {
  regimeName: REGIME,
  bothRegimes: 'नई और पुरानी कर व्यवस्था',
  ageName: {
    below60: '60 वर्ष से कम',
    '60to80': '60 से 79 वर्ष आयु',
    '80plus': '80 वर्ष या अधिक आयु',
  },
  deductionName: {
    section80CCD1B: 'NPS (धारा 80CCD(1B))',
    section80C: 'धारा 80C',
    section80D: 'स्वास्थ्य बीमा (धारा 80D)',
    homeLoanInterest: 'गृह ऋण का ब्याज (धारा 24(b))',
    hra: 'HRA की छूट (धारा 10(13A))',
    section80E: 'शिक्षा ऋण का ब्याज (धारा 80E)',
    section80G: 'दान (धारा 80G)',
    section80TTA: 'बचत खाते का ब्याज (धारा 80TTA)',
    professionalTax: 'पेशा कर',
  },
  income: (other, amount) => `${other ? 'आय' : 'वेतन'} ${amount}`,
  fy: (fy) => `वित्तीय वर्ष ${fy}`,
  noChange: 'कोई बदलाव नहीं',
  more: (amount) => `${amount} ज्यादा`,
  less: (amount) => `${amount} कम`,
  before: (described) => `पहले: ${described}`,
  now: (described) => `अब: ${described}`,
  pair: (p) =>
    `${REGIME[p.regime]} में ${p.tax}, जबकि पहले ${REGIME[p.beforeRegime]} में ${p.before} था: ${p.difference}`,
  and: ' और ',
  noDeductionInNew: (names, old) =>
    `नई कर व्यवस्था में ${names} की कोई कटौती नहीं मिलती (आयकर अधिनियम 1961 की धारा 115BAC(2); आयकर अधिनियम 2025 की धारा 202(2)), इसलिए नई कर व्यवस्था का कर नहीं बदलता।${old}`,
  oldWith: (withIt, without) =>
    ` पुरानी कर व्यवस्था में इसके साथ कर ${withIt} होता (इसके बिना ${without})।`,
  sameSlabsAtEveryAge:
    'नई कर व्यवस्था में हर आयु के लिए स्लैब एक जैसे हैं; आयु से केवल पुरानी कर व्यवस्था की छूट सीमा बदलती है।',
  tableHead: '| | कुल कर |',
  explanation: (pairs) =>
    `आपके पिछले प्रश्न वाली ही जानकारी, आपके बताए बदलाव के साथ। कुल कर: ${pairs}। ${ENGINE_NOTE}`,
  title: (regime, fy) => `आपके बदलाव के बाद आयकर: ${regime}, वित्तीय वर्ष ${fy}`,
  rowPoint: (label, tax) => `${label}: कुल कर ${tax}`,
  differencePoint: (pair) => `अंतर: ${pair}`,
};
