import type { Abbreviation, AbbreviationCategory } from './types';

/** The abbreviation filter categories the page shows, in filter order after "All". */
export const ABBREVIATION_CATEGORIES: readonly AbbreviationCategory[] = [
  'Forms',
  'Documents',
  'Tax Types',
  'Deductions',
  'Investments',
  'Income',
  'Authorities',
  'Sections',
  'Banking',
];

/** Shown next to every volume figure: the numbers are our estimates, not measured data. */
export const SEARCH_VOLUME_NOTE =
  'Search volumes are estimates of monthly searches in India, made by TaxGuide India from public keyword-planning tools; treat them as a rough guide to popularity, not measured data.';

/** SEARCH_VOLUME_NOTE in Hindi, for the Hindi abbreviations page. */
export const SEARCH_VOLUME_NOTE_HI =
  'खोज की संख्याएं भारत में हर महीने होने वाली खोजों का अनुमान हैं, जो TaxGuide India ने सार्वजनिक कीवर्ड-योजना टूल से लगाया है; इन्हें लोकप्रियता का मोटा संकेत मानें, मापा गया आंकड़ा नहीं।';

/** Badge thresholds for estimated monthly search volume, shown beside each abbreviation. */
export type VolumeBadge = 'High Volume' | 'Popular' | 'Common' | 'Standard';

export function volumeBadge(searchVolume: number): VolumeBadge {
  if (searchVolume >= 50000) return 'High Volume';
  if (searchVolume >= 25000) return 'Popular';
  if (searchVolume >= 15000) return 'Common';
  return 'Standard';
}

export const abbreviations: readonly Abbreviation[] = [
  // Documents
  {
    short: 'PAN',
    full: 'Permanent Account Number',
    category: 'Documents',
    searchVolume: 90500,
    description:
      'Ten-character alphanumeric identity issued by the Income Tax Department; needed to file returns, open bank accounts and for most high-value transactions. It must be linked with Aadhaar to stay operative.',
    hi: {
      full: 'स्थायी खाता संख्या',
      description:
        'आयकर विभाग (Income Tax Department) द्वारा जारी दस वर्णों की अक्षरांकीय पहचान; रिटर्न (return) दाखिल करने, बैंक खाता खोलने और ज़्यादातर बड़ी राशि के लेन-देन के लिए ज़रूरी। सक्रिय बने रहने के लिए इसका आधार से जुड़ा होना ज़रूरी है।',
    },
  },
  {
    short: 'TAN',
    full: 'Tax Deduction and Collection Account Number',
    category: 'Documents',
    searchVolume: 18100,
    description:
      'Ten-character number that anyone deducting or collecting tax at source must obtain and quote in TDS/TCS payments and statements. Individuals paying TDS on property or rent through the challan-cum-statement (Forms 26QB/26QC under the 1962 Rules; their Rules 2026 numbers are not confirmed in our sources) do not need one.',
    hi: {
      full: 'कर कटौती और संग्रहण खाता संख्या',
      description:
        'दस वर्णों की संख्या, जो स्रोत पर कर काटने या वसूलने वाले हर व्यक्ति को लेनी होती है और स्रोत पर कर कटौती (TDS) या स्रोत पर कर संग्रहण (TCS) के भुगतानों और विवरणों में लिखनी होती है। चालान-सह-विवरण से संपत्ति या किराये पर TDS चुकाने वाले व्यक्तियों को इसकी ज़रूरत नहीं है; 1962 के नियमों के तहत ये Form 26QB/26QC हैं, और नियम 2026 के तहत इनके नंबर हमारे स्रोतों में अभी पक्के नहीं हैं।',
    },
  },
  {
    short: 'AIS',
    full: 'Annual Information Statement',
    category: 'Documents',
    searchVolume: 33100,
    description:
      'Statement on the e-filing portal listing income and transactions reported about you: salary, interest, dividends, securities trades, property deals, TDS and TCS. Check it before filing and give feedback on wrong entries.',
    hi: {
      full: 'वार्षिक सूचना विवरण',
      description:
        'ई-फाइलिंग पोर्टल (e-filing portal) पर एक विवरण, जिसमें आपके बारे में सूचित आय और लेन-देन दर्ज होते हैं: वेतन (salary), ब्याज (interest), लाभांश (dividend), प्रतिभूतियों की खरीद-बिक्री, संपत्ति के सौदे, स्रोत पर कर कटौती (TDS) और स्रोत पर कर संग्रहण (TCS)। रिटर्न दाखिल करने से पहले इसे जांचें और गलत प्रविष्टियों पर फ़ीडबैक दें।',
    },
  },
  {
    short: 'TIS',
    full: 'Taxpayer Information Summary',
    category: 'Documents',
    searchVolume: 6600,
    description:
      'A category-wise summary of the AIS (salary, interest, dividend and so on) with values adjusted for your feedback; used to pre-fill the return.',
    hi: {
      full: 'करदाता सूचना सारांश',
      description:
        'वार्षिक सूचना विवरण (AIS) का श्रेणीवार सारांश, जैसे वेतन (salary), ब्याज (interest), लाभांश (dividend) आदि, जिसमें राशियां आपके फ़ीडबैक के अनुसार समायोजित होती हैं; इससे रिटर्न (return) पहले से भरा जाता है।',
    },
  },
  {
    short: 'UIN',
    full: 'Unique Identification Number (Form 121; Form 15G/15H before)',
    category: 'Documents',
    searchVolume: 2400,
    description:
      'Number a bank or other payer allots to each no-TDS declaration it receives, and reports in its TDS statement. From tax year 2026-27 the declaration is Form 121 under the Income-tax Rules 2026, one form replacing Forms 15G and 15H.',
    hi: {
      full: 'विशिष्ट पहचान संख्या (Form 121; पहले Form 15G/15H)',
      description:
        'बैंक या कोई अन्य भुगतानकर्ता स्रोत पर कर कटौती (TDS) न करने की जो भी घोषणा पाता है, उसे वह यह संख्या देता है और अपने TDS विवरण में इसकी सूचना देता है। कर वर्ष (tax year) 2026-27 से यह घोषणा आयकर नियम (Income-tax Rules) 2026 के तहत Form 121 है, एक ही फ़ॉर्म जो Form 15G और Form 15H की जगह लेता है।',
    },
  },
  {
    short: 'DIN',
    full: 'Document Identification Number',
    category: 'Documents',
    searchVolume: 5400,
    description:
      'Computer-generated number that every notice, order or letter from the Income Tax Department must carry; a communication without a valid DIN is treated as invalid.',
    hi: {
      full: 'दस्तावेज़ पहचान संख्या',
      description:
        'कंप्यूटर से बनी संख्या, जो आयकर विभाग (Income Tax Department) के हर नोटिस, आदेश या पत्र पर होनी चाहिए; वैध DIN के बिना कोई भी पत्राचार अमान्य माना जाता है।',
    },
  },
  {
    short: 'UDIN',
    full: 'Unique Document Identification Number',
    category: 'Documents',
    searchVolume: 9900,
    description:
      'Number generated by a chartered accountant for every certificate or audit report they sign, such as a tax audit report or Form 15CB, so its authenticity can be checked.',
    hi: {
      full: 'विशिष्ट दस्तावेज़ पहचान संख्या',
      description:
        'सनदी लेखाकार (चार्टर्ड अकाउंटेंट) अपने हस्ताक्षर वाले हर प्रमाणपत्र या लेखापरीक्षा (audit) रिपोर्ट के लिए, जैसे कर लेखापरीक्षा रिपोर्ट या Form 15CB, यह संख्या बनाता है, ताकि उसकी प्रामाणिकता जांची जा सके।',
    },
  },

  // Forms
  {
    short: 'ITR',
    full: 'Income Tax Return',
    category: 'Forms',
    searchVolume: 135000,
    description:
      'The return in which you report income, deductions and taxes paid for a year. Individuals use ITR-1 to ITR-4 depending on their income.',
    hi: {
      full: 'आयकर रिटर्न',
      description:
        'वह रिटर्न (return) जिसमें आप किसी वर्ष की आय, कटौती (deduction) और चुकाए गए कर का ब्योरा देते हैं। व्यक्ति अपनी आय के अनुसार ITR-1 से ITR-4 तक के फ़ॉर्म इस्तेमाल करते हैं।',
    },
  },
  {
    short: 'ITR-U',
    full: 'Updated Income Tax Return',
    category: 'Forms',
    searchVolume: 8100,
    description:
      'Return under section 139(8A) (section 263(6) of the Income-tax Act 2025 from tax year 2026-27) to report missed income up to 48 months after the end of the assessment year, with additional tax of 25% to 70%.',
    hi: {
      full: 'अद्यतन आयकर रिटर्न',
      description:
        'धारा 139(8A) के तहत रिटर्न (return), जिसमें पहले बताने से रह गई आय निर्धारण वर्ष (assessment year) की समाप्ति के 48 महीने बाद तक बताई जा सकती है, 25% से 70% के अतिरिक्त कर के साथ; कर वर्ष (tax year) 2026-27 से यह आयकर अधिनियम 2025 की धारा 263(6) है।',
    },
  },
  {
    short: '26AS',
    full: 'Form 26AS (Annual Tax Statement); Form 168 from tax year 2026-27',
    category: 'Forms',
    searchVolume: 49500,
    description:
      'Statement showing TDS and TCS credited against your PAN, advance and self-assessment tax paid, and refunds. Under the Income-tax Rules 2026 (notified 20 March 2026, G.S.R. 198(E)) it is Form 168 for tax year 2026-27. Match it with your TDS certificates (Form 130, formerly Form 16, for salary) before filing.',
    hi: {
      full: 'वार्षिक कर विवरण, Form 26AS; कर वर्ष 2026-27 से Form 168',
      description:
        'वह विवरण जो आपकी स्थायी खाता संख्या (PAN) के सामने जमा स्रोत पर कर कटौती (TDS) और स्रोत पर कर संग्रहण (TCS), चुकाया गया अग्रिम कर (advance tax) और स्व-निर्धारण कर, और रिफंड (refund) दिखाता है। आयकर नियम (Income-tax Rules) 2026 के तहत, जो 20 मार्च 2026 को G.S.R. 198(E) से अधिसूचित हुए, कर वर्ष (tax year) 2026-27 के लिए यह Form 168 है। रिटर्न दाखिल करने से पहले इसे अपने TDS प्रमाणपत्रों से मिलाएं; वेतन (salary) के लिए यह प्रमाणपत्र Form 130 है, पहले Form 16।',
    },
  },
  {
    short: 'EVC',
    full: 'Electronic Verification Code',
    category: 'Forms',
    searchVolume: 4400,
    description:
      'One-time code (through Aadhaar OTP, net banking, bank or demat account) used to e-verify a return; verification is due within 30 days of filing.',
    hi: {
      full: 'इलेक्ट्रॉनिक सत्यापन कोड',
      description:
        'रिटर्न (return) का ई-सत्यापन करने के लिए एक बार इस्तेमाल होने वाला कोड, जो आधार OTP, नेट बैंकिंग, बैंक खाते या डीमैट खाते से मिलता है; सत्यापन रिटर्न दाखिल करने के 30 दिन के भीतर करना होता है।',
    },
  },
  {
    short: 'SFT',
    full: 'Statement of Specified Financial Transactions',
    category: 'Forms',
    searchVolume: 3600,
    description:
      'Report that banks, registrars, mutual funds and others file about high-value transactions such as large cash deposits, property purchases and investments; it feeds your AIS.',
    hi: {
      full: 'निर्दिष्ट वित्तीय लेन-देन का विवरण',
      description:
        'बड़ी राशि के लेन-देन, जैसे बड़ी नकद जमा, संपत्ति की खरीद और निवेश, के बारे में बैंक, रजिस्ट्रार, म्यूचुअल फंड (mutual fund) और अन्य संस्थाएं जो रिपोर्ट दाखिल करती हैं; इसी से आपके वार्षिक सूचना विवरण (AIS) में जानकारी आती है।',
    },
  },

  // Tax types
  {
    short: 'TDS',
    full: 'Tax Deducted at Source',
    category: 'Tax Types',
    searchVolume: 74000,
    description:
      "Tax that the payer deducts from salary, interest, rent, fees and other payments and deposits against the recipient's PAN; the recipient claims it in the return.",
    hi: {
      full: 'स्रोत पर कर कटौती',
      description:
        'वह कर जो भुगतान करने वाला वेतन (salary), ब्याज (interest), किराया (rent), फ़ीस और अन्य भुगतानों से काटता है और पाने वाले की स्थायी खाता संख्या (PAN) के सामने जमा करता है; पाने वाला अपने रिटर्न (return) में इसका दावा करता है।',
    },
  },
  {
    short: 'TCS',
    full: 'Tax Collected at Source',
    category: 'Tax Types',
    searchVolume: 27100,
    description:
      'Tax that a seller or bank collects on top of the price for specified transactions, such as foreign remittances, overseas tour packages and cars above ₹10 lakh; claimed as a credit in the return.',
    hi: {
      full: 'स्रोत पर कर संग्रहण',
      description:
        'वह कर जो विक्रेता या बैंक कुछ निर्दिष्ट लेन-देन पर कीमत के ऊपर वसूलता है, जैसे विदेश भेजी जाने वाली राशि, विदेश यात्रा के टूर पैकेज और ₹10 लाख से अधिक की कारें; इसका क्रेडिट रिटर्न (return) में लिया जाता है।',
    },
  },
  {
    short: 'GST',
    full: 'Goods and Services Tax',
    category: 'Tax Types',
    searchVolume: 110000,
    description:
      'Indirect tax on supplies of goods and services, separate from income tax. When GST is shown separately on an invoice, TDS is generally worked out on the amount excluding GST.',
    hi: {
      full: 'वस्तु एवं सेवा कर',
      description:
        'वस्तुओं और सेवाओं की आपूर्ति पर लगने वाला अप्रत्यक्ष कर, जो आयकर (income tax) से अलग है। जब बिल में GST अलग से दिखाया गया हो, तो स्रोत पर कर कटौती (TDS) आम तौर पर GST को छोड़कर बाकी राशि पर गिनी जाती है।',
    },
  },
  {
    short: 'STT',
    full: 'Securities Transaction Tax',
    category: 'Tax Types',
    searchVolume: 12100,
    description:
      'Tax charged on buying and selling listed shares, equity-fund units and derivatives on a stock exchange; paying it is a condition for the special capital-gains rates of sections 111A and 112A (sections 196 and 198 of the Income-tax Act 2025).',
    hi: {
      full: 'प्रतिभूति लेन-देन कर',
      description:
        'स्टॉक एक्सचेंज पर सूचीबद्ध शेयर (listed shares), इक्विटी फंड की यूनिट और डेरिवेटिव की खरीद-बिक्री पर लगने वाला कर; धारा 111A और 112A की पूंजीगत लाभ (capital gains) की विशेष दरों के लिए इसका चुकाया जाना एक शर्त है (आयकर अधिनियम 2025 की धारा 196 और 198)।',
    },
  },
  {
    short: 'LTCG',
    full: 'Long-Term Capital Gains',
    category: 'Tax Types',
    searchVolume: 40500,
    description:
      'Gain on an asset held beyond its holding period (over 12 months for listed shares, over 24 months for property and most others); taxed at 12.5% for sales from 23 July 2024.',
    hi: {
      full: 'दीर्घकालिक पूंजीगत लाभ',
      description:
        'धारण अवधि से अधिक समय तक रखी गई परिसंपत्ति पर लाभ: सूचीबद्ध शेयर (listed shares) के लिए 12 महीने से अधिक, अचल संपत्ति और ज़्यादातर अन्य परिसंपत्तियों के लिए 24 महीने से अधिक; 23 जुलाई 2024 से हुई बिक्री पर 12.5% की दर से कर लगता है।',
    },
  },
  {
    short: 'STCG',
    full: 'Short-Term Capital Gains',
    category: 'Tax Types',
    searchVolume: 22200,
    description:
      'Gain on an asset sold within its holding period. On listed shares and equity funds it is taxed at 20% (from 23 July 2024); on other assets at slab rates.',
    hi: {
      full: 'अल्पकालिक पूंजीगत लाभ',
      description:
        'धारण अवधि के भीतर बेची गई परिसंपत्ति पर लाभ। सूचीबद्ध शेयर (listed shares) और इक्विटी फंड पर 23 जुलाई 2024 से 20% की दर से कर लगता है; अन्य परिसंपत्तियों पर स्लैब (slab) दरों से।',
    },
  },
  {
    short: 'SAT',
    full: 'Self-Assessment Tax',
    category: 'Tax Types',
    searchVolume: 2900,
    description:
      'Balance tax (with interest and fees) that you pay yourself before filing the return, under section 140A (section 266 of the Income-tax Act 2025).',
    hi: {
      full: 'स्व-निर्धारण कर',
      description:
        'बचा हुआ कर, ब्याज (interest) और शुल्क सहित, जो आप रिटर्न (return) दाखिल करने से पहले खुद चुकाते हैं; धारा 140A के तहत, जो आयकर अधिनियम 2025 की धारा 266 है।',
    },
  },
  {
    short: 'MAT',
    full: 'Minimum Alternate Tax',
    category: 'Tax Types',
    searchVolume: 6600,
    description:
      'Minimum tax on the book profits of companies that pay little regular tax because of exemptions; not applicable to individuals.',
    hi: {
      full: 'न्यूनतम वैकल्पिक कर',
      description:
        'उन कंपनियों के बही लाभ पर न्यूनतम कर, जो छूट (exemption) के कारण सामान्य कर बहुत कम चुकाती हैं; व्यक्ति (individual) पर लागू नहीं।',
    },
  },
  {
    short: 'DDT',
    full: 'Dividend Distribution Tax',
    category: 'Tax Types',
    searchVolume: 3600,
    description:
      "Tax that companies used to pay on dividends; abolished from 1 April 2020. Dividends are now taxed in the shareholder's hands at slab rates.",
    hi: {
      full: 'लाभांश वितरण कर',
      description:
        'वह कर जो कंपनियां लाभांश (dividend) पर चुकाती थीं; 1 अप्रैल 2020 से समाप्त। अब लाभांश पर शेयरधारक के हाथ में स्लैब (slab) दरों से कर लगता है।',
    },
  },

  // Deductions
  {
    short: 'SD',
    full: 'Standard Deduction',
    category: 'Deductions',
    searchVolume: 14800,
    description:
      'Flat deduction from salary or pension under section 16(ia) (section 19(1) of the Income-tax Act 2025): ₹75,000 in the new regime and ₹50,000 in the old regime.',
    hi: {
      full: 'मानक कटौती',
      description:
        'वेतन (salary) या पेंशन (pension) से एक तय राशि की कटौती (deduction), धारा 16(ia) के तहत, जो आयकर अधिनियम 2025 की धारा 19(1) है: नई कर व्यवस्था (new tax regime) में ₹75,000 और पुरानी कर व्यवस्था (old tax regime) में ₹50,000।',
    },
  },
  {
    short: 'HRA',
    full: 'House Rent Allowance',
    category: 'Deductions',
    searchVolume: 60500,
    description:
      'Allowance for rent paid by an employee; partly exempt under section 10(13A) (Schedule III of the Income-tax Act 2025) in the old regime (least of HRA, rent minus 10% of salary, and 50% or 40% of salary).',
    hi: {
      full: 'गृह किराया भत्ता',
      description:
        'कर्मचारी द्वारा चुकाए गए किराये के लिए भत्ता; पुरानी कर व्यवस्था (old tax regime) में धारा 10(13A) के तहत, जो आयकर अधिनियम 2025 की अनुसूची III है, इस पर आंशिक छूट (exemption) मिलती है: गृह किराया भत्ता (HRA), किराये में से वेतन (salary) का 10% घटाकर बची राशि, और वेतन का 50% या 40%, इन तीनों में से जो सबसे कम हो।',
    },
  },
  {
    short: 'LTA',
    full: 'Leave Travel Allowance',
    category: 'Deductions',
    searchVolume: 18100,
    description:
      'Allowance for domestic travel on leave, exempt under section 10(5) (Schedule III of the Income-tax Act 2025) for actual fares for two journeys in a block of four calendar years (current block 2026–2029); old regime only.',
    hi: {
      full: 'अवकाश यात्रा भत्ता',
      description:
        'छुट्टी पर देश के भीतर यात्रा के लिए भत्ता; धारा 10(5) के तहत, जो आयकर अधिनियम 2025 की अनुसूची III है, चार कैलेंडर वर्षों के एक ब्लॉक में दो यात्राओं के वास्तविक किराये पर छूट (exemption) मिलती है (मौजूदा ब्लॉक 2026–2029); केवल पुरानी कर व्यवस्था (old tax regime) में।',
    },
  },
  {
    short: 'CII',
    full: 'Cost Inflation Index',
    category: 'Deductions',
    searchVolume: 27100,
    description:
      'Index notified by the CBDT each year (376 for FY 2025-26) to inflate the cost of an asset for indexation, now relevant mainly for land and buildings bought before 23 July 2024.',
    hi: {
      full: 'लागत मुद्रास्फीति सूचकांक',
      description:
        'केंद्रीय प्रत्यक्ष कर बोर्ड (CBDT) द्वारा हर साल अधिसूचित सूचकांक, जिससे सूचकांकन (indexation) के लिए परिसंपत्ति की लागत बढ़ाई जाती है; वित्तीय वर्ष 2025-26 के लिए यह 376 है। अब यह मुख्य रूप से 23 जुलाई 2024 से पहले खरीदी गई ज़मीन और भवनों के लिए काम का है।',
    },
  },

  // Investments
  {
    short: 'ELSS',
    full: 'Equity Linked Savings Scheme',
    category: 'Investments',
    searchVolume: 33100,
    description:
      'Equity mutual fund with a three-year lock-in whose investments qualify for section 80C (old regime); gains on redemption are taxed as equity capital gains.',
    hi: {
      full: 'इक्विटी लिंक्ड बचत योजना',
      description:
        'तीन साल की लॉक-इन अवधि वाला इक्विटी म्यूचुअल फंड (mutual fund), जिसमें निवेश पर पुरानी कर व्यवस्था (old tax regime) में धारा 80C की कटौती मिलती है; भुनाने पर हुए लाभ पर इक्विटी पूंजीगत लाभ (capital gains) की तरह कर लगता है।',
    },
  },
  {
    short: 'PPF',
    full: 'Public Provident Fund',
    category: 'Investments',
    searchVolume: 165000,
    description:
      'Government-backed 15-year savings scheme: deposits qualify under 80C (old regime), and interest and maturity are tax-free.',
    hi: {
      full: 'लोक भविष्य निधि',
      description:
        'सरकार समर्थित 15 साल की बचत योजना: जमा राशि पर पुरानी कर व्यवस्था (old tax regime) में 80C के तहत कटौती मिलती है, और ब्याज (interest) और परिपक्वता राशि कर-मुक्त हैं।',
    },
  },
  {
    short: 'NPS',
    full: 'National Pension System',
    category: 'Investments',
    searchVolume: 90500,
    description:
      'Market-linked pension scheme regulated by PFRDA. Own contributions qualify under 80CCD(1) and 80CCD(1B) in the old regime; employer contributions under 80CCD(2) in both regimes. From tax year 2026-27 these are in section 124 of the Income-tax Act 2025.',
    hi: {
      full: 'राष्ट्रीय पेंशन प्रणाली',
      description:
        'बाज़ार से जुड़ी पेंशन (pension) योजना, जिसका नियामक PFRDA है। अपने योगदान पर पुरानी कर व्यवस्था (old tax regime) में 80CCD(1) और 80CCD(1B) के तहत कटौती मिलती है; नियोक्ता (employer) के योगदान पर दोनों व्यवस्थाओं में 80CCD(2) के तहत। कर वर्ष (tax year) 2026-27 से ये आयकर अधिनियम 2025 की धारा 124 में हैं।',
    },
  },
  {
    short: 'EPF',
    full: "Employees' Provident Fund",
    category: 'Investments',
    searchVolume: 110000,
    description:
      "Retirement fund run by the EPFO with contributions from employer and employee; the employee's share qualifies under 80C. Interest on employee contributions above ₹2.5 lakh a year is taxable.",
    hi: {
      full: 'कर्मचारी भविष्य निधि',
      description:
        'कर्मचारी भविष्य निधि संगठन (EPFO) द्वारा चलाया जाने वाला सेवानिवृत्ति कोष, जिसमें नियोक्ता (employer) और कर्मचारी दोनों योगदान देते हैं; कर्मचारी के हिस्से पर 80C के तहत कटौती मिलती है। साल में ₹2.5 लाख से अधिक के कर्मचारी योगदान पर मिलने वाला ब्याज (interest) कर योग्य है।',
    },
  },
  {
    short: 'VPF',
    full: 'Voluntary Provident Fund',
    category: 'Investments',
    searchVolume: 9900,
    description:
      'Extra contribution an employee chooses to make to the EPF account beyond the mandatory 12%; it qualifies under 80C.',
    hi: {
      full: 'स्वैच्छिक भविष्य निधि',
      description:
        'अनिवार्य 12% से अधिक वह अतिरिक्त योगदान, जो कर्मचारी अपनी मर्ज़ी से अपने कर्मचारी भविष्य निधि (EPF) खाते में करता है; इस पर 80C के तहत कटौती मिलती है।',
    },
  },
  {
    short: 'NSC',
    full: 'National Savings Certificate',
    category: 'Investments',
    searchVolume: 27100,
    description:
      'Five-year post-office savings certificate; the investment qualifies under 80C and the interest, though taxable, is treated as reinvested and deductible for the first four years.',
    hi: {
      full: 'राष्ट्रीय बचत पत्र',
      description:
        'डाकघर का पांच साल का बचत पत्र; निवेश पर 80C के तहत कटौती मिलती है, और ब्याज (interest) कर योग्य होते हुए भी पहले चार वर्षों तक दोबारा निवेश किया हुआ माना जाता है, इसलिए उस पर भी कटौती मिलती है।',
    },
  },
  {
    short: 'SCSS',
    full: "Senior Citizens' Savings Scheme",
    category: 'Investments',
    searchVolume: 22200,
    description:
      'Government savings scheme for people aged 60 or more with quarterly interest; deposits qualify under 80C, interest is taxable and counts for 80TTB.',
    hi: {
      full: 'वरिष्ठ नागरिक बचत योजना',
      description:
        '60 वर्ष या उससे अधिक आयु के लोगों के लिए सरकारी बचत योजना, जिसमें ब्याज (interest) हर तिमाही मिलता है; जमा पर 80C के तहत कटौती मिलती है, ब्याज कर योग्य है और 80TTB की कटौती में गिना जाता है।',
    },
  },
  {
    short: 'SSY',
    full: 'Sukanya Samriddhi Yojana',
    category: 'Investments',
    searchVolume: 49500,
    description:
      'Savings scheme for a girl child; deposits qualify under 80C and interest and maturity are tax-free.',
    hi: {
      full: 'सुकन्या समृद्धि योजना',
      description:
        'बालिका के लिए बचत योजना; जमा पर 80C के तहत कटौती मिलती है, और ब्याज (interest) और परिपक्वता राशि कर-मुक्त हैं।',
    },
  },
  {
    short: 'SGB',
    full: 'Sovereign Gold Bond',
    category: 'Investments',
    searchVolume: 40500,
    description:
      'Government bond denominated in grams of gold, paying 2.5% interest (taxable). From 1 April 2026 the gain on redemption is exempt only for an individual who subscribed at the original issue and held the bond continuously until redemption at maturity (Income-tax Act 2025 s.70(1)(x) as substituted by the Finance Act 2026); bonds bought on an exchange, or redeemed early, give a taxable capital gain.',
    hi: {
      full: 'सॉवरेन स्वर्ण बॉन्ड',
      description:
        'सोने के ग्राम में मूल्यांकित सरकारी बॉन्ड, जिस पर 2.5% ब्याज (interest) मिलता है, जो कर योग्य है। 1 अप्रैल 2026 से परिपक्वता पर भुनाने के लाभ पर छूट (exemption) केवल उस व्यक्ति (individual) को मिलती है जिसने मूल निर्गम के समय इसे खरीदा और परिपक्वता पर भुनाने तक लगातार अपने पास रखा (आयकर अधिनियम 2025 की धारा 70(1)(x), वित्त अधिनियम 2026 द्वारा प्रतिस्थापित); एक्सचेंज पर खरीदे गए या समय से पहले भुनाए गए बॉन्ड पर कर योग्य पूंजीगत लाभ (capital gains) होता है।',
    },
  },
  {
    short: 'ULIP',
    full: 'Unit Linked Insurance Plan',
    category: 'Investments',
    searchVolume: 14800,
    description:
      'Insurance-cum-investment policy. Maturity proceeds are exempt under 10(10D) only if annual premiums do not exceed ₹2.5 lakh (policies issued from 1 February 2021).',
    hi: {
      full: 'यूनिट लिंक्ड बीमा योजना',
      description:
        'बीमा और निवेश को जोड़ने वाली पॉलिसी। परिपक्वता राशि पर 10(10D) के तहत छूट (exemption) तभी मिलती है जब सालाना प्रीमियम ₹2.5 लाख से अधिक न हो; यह शर्त 1 फ़रवरी 2021 से जारी पॉलिसियों पर है।',
    },
  },
  {
    short: 'EEE',
    full: 'Exempt-Exempt-Exempt',
    category: 'Investments',
    searchVolume: 1900,
    description:
      'Tax treatment where the contribution is deductible, the returns are tax-free and the withdrawal is tax-free, as in PPF and Sukanya Samriddhi.',
    hi: {
      full: 'छूट-छूट-छूट',
      description:
        'ऐसा कर व्यवहार जिसमें योगदान पर कटौती मिलती है, निवेश पर मिलने वाला रिटर्न कर-मुक्त है और निकासी भी कर-मुक्त है, जैसे लोक भविष्य निधि (PPF) और सुकन्या समृद्धि में।',
    },
  },
  {
    short: 'MF',
    full: 'Mutual Fund',
    category: 'Investments',
    searchVolume: 74000,
    description:
      'Pooled investment scheme. Equity-oriented funds get equity capital-gains rates; debt funds bought from 1 April 2023 are taxed at slab rates.',
    hi: {
      full: 'म्यूचुअल फंड',
      description:
        'कई निवेशकों का पैसा मिलाकर निवेश करने वाली योजना। इक्विटी-उन्मुख फंडों पर इक्विटी पूंजीगत लाभ (capital gains) की दरें लगती हैं; 1 अप्रैल 2023 से खरीदे गए डेट फंडों पर स्लैब (slab) दरों से कर लगता है।',
    },
  },
  {
    short: 'SIP',
    full: 'Systematic Investment Plan',
    category: 'Investments',
    searchVolume: 201000,
    description:
      'Regular fixed investment in a mutual fund. Each instalment is a separate purchase, so its holding period and capital gain are counted separately (first in, first out).',
    hi: {
      full: 'व्यवस्थित निवेश योजना',
      description:
        'म्यूचुअल फंड (mutual fund) में नियमित रूप से तय राशि का निवेश। हर किस्त (instalment) एक अलग खरीद है, इसलिए उसकी धारण अवधि और पूंजीगत लाभ (capital gains) अलग-अलग गिने जाते हैं: जो यूनिट पहले खरीदी गई, वह पहले बिकी मानी जाती है (first in, first out)।',
    },
  },
  {
    short: 'FD',
    full: 'Fixed Deposit',
    category: 'Investments',
    searchVolume: 135000,
    description:
      'Term deposit with a bank or post office; interest is taxable at slab rates, with TDS above ₹50,000 a year (₹1,00,000 for seniors). Five-year tax-saver FDs qualify under 80C.',
    hi: {
      full: 'सावधि जमा',
      description:
        'बैंक या डाकघर में तय अवधि की जमा; ब्याज (interest) पर स्लैब (slab) दरों से कर लगता है, और साल में ₹50,000 से अधिक ब्याज पर स्रोत पर कर कटौती (TDS) होती है, वरिष्ठ नागरिक (senior citizen) के लिए ₹1,00,000 से अधिक पर। पांच साल की कर-बचत सावधि जमा पर 80C के तहत कटौती मिलती है।',
    },
  },

  // Income
  {
    short: 'GTI',
    full: 'Gross Total Income',
    category: 'Income',
    searchVolume: 4400,
    description:
      'Total of income under all five heads after set-offs, before Chapter VI-A deductions such as 80C and 80D.',
    hi: {
      full: 'सकल कुल आय',
      description:
        'आय के पांचों शीर्षों के तहत आय का जोड़, घाटों के समायोजन (set-off) के बाद और अध्याय VI-A की 80C और 80D जैसी कटौती (deduction) से पहले।',
    },
  },
  {
    short: 'IFOS',
    full: 'Income from Other Sources',
    category: 'Income',
    searchVolume: 5400,
    description:
      'Residual head of income: interest, dividends, family pension, gifts above ₹50,000 and winnings.',
    hi: {
      full: 'अन्य स्रोतों से आय',
      description:
        'आय का अवशिष्ट शीर्ष: ब्याज (interest), लाभांश (dividend), पारिवारिक पेंशन (family pension), ₹50,000 से अधिक के उपहार और इनाम में जीती गई राशि।',
    },
  },
  {
    short: 'PGBP',
    full: 'Profits and Gains of Business or Profession',
    category: 'Income',
    searchVolume: 3600,
    description:
      'Head of income for business and professional earnings, including presumptive income under 44AD and 44ADA.',
    hi: {
      full: 'कारोबार या पेशे के लाभ और अभिलाभ',
      description:
        'कारोबार (business) और पेशे (profession) की कमाई के लिए आय का शीर्ष, जिसमें 44AD और 44ADA के तहत अनुमानित आय भी शामिल है।',
    },
  },
  {
    short: 'VDA',
    full: 'Virtual Digital Asset',
    category: 'Income',
    searchVolume: 6600,
    description:
      'Crypto-currencies, NFTs and similar assets; gains are taxed at 30% with no set-off of losses, and 1% TDS applies on transfers under 194S.',
    hi: {
      full: 'आभासी डिजिटल परिसंपत्ति',
      description:
        'क्रिप्टोकरेंसी, NFT और इसी तरह की परिसंपत्तियां; इनके लाभ पर 30% की दर से कर लगता है और घाटे का समायोजन नहीं होता, और इनके हस्तांतरण पर 194S के तहत 1% स्रोत पर कर कटौती (TDS) लागू होती है।',
    },
  },
  {
    short: 'ESOP',
    full: 'Employee Stock Option Plan',
    category: 'Income',
    searchVolume: 22200,
    description:
      'Shares offered to employees; the difference between market value and price paid is a taxable perquisite on exercise, and later gains are capital gains.',
    hi: {
      full: 'कर्मचारी स्टॉक विकल्प योजना',
      description:
        'कर्मचारियों को दिए जाने वाले शेयर; विकल्प का प्रयोग करने पर बाज़ार मूल्य और चुकाई गई कीमत का अंतर कर योग्य अनुलाभ (perquisite) है, और बाद का लाभ पूंजीगत लाभ (capital gains) है।',
    },
  },
  {
    short: 'DA',
    full: 'Dearness Allowance',
    category: 'Income',
    searchVolume: 49500,
    description:
      'Cost-of-living allowance, fully taxable. Where it counts for retirement benefits it forms part of "salary" for HRA, gratuity and 80CCD limits.',
    hi: {
      full: 'महंगाई भत्ता',
      description:
        'जीवन-यापन की लागत के लिए भत्ता, पूरी तरह कर योग्य। जहां यह सेवानिवृत्ति लाभों में गिना जाता है, वहां गृह किराया भत्ता (HRA), ग्रेच्युटी और 80CCD की सीमाओं के लिए यह "वेतन" (salary) का हिस्सा है।',
    },
  },
  {
    short: 'FMV',
    full: 'Fair Market Value',
    category: 'Income',
    searchVolume: 8100,
    description:
      'Price an asset would fetch in the open market; used for perquisites, gifts, and the 31 January 2018 grandfathering of equity gains.',
    hi: {
      full: 'उचित बाज़ार मूल्य',
      description:
        'वह कीमत जो किसी परिसंपत्ति को खुले बाज़ार में मिलेगी; इसका उपयोग अनुलाभ, उपहार और 31 जनवरी 2018 तक के इक्विटी लाभ को कर से बाहर रखने वाले ग्रैंडफादरिंग नियम में होता है।',
    },
  },

  // Authorities
  {
    short: 'CBDT',
    full: 'Central Board of Direct Taxes',
    category: 'Authorities',
    searchVolume: 33100,
    description:
      'Statutory body under the Ministry of Finance that administers income tax: it frames rules, issues circulars and notifications, and heads the Income Tax Department.',
    hi: {
      full: 'केंद्रीय प्रत्यक्ष कर बोर्ड',
      description:
        'वित्त मंत्रालय के अधीन वैधानिक निकाय, जो आयकर (income tax) का प्रशासन करता है: यह नियम बनाता है, परिपत्र और अधिसूचनाएं जारी करता है, और आयकर विभाग (Income Tax Department) का प्रमुख है।',
    },
  },
  {
    short: 'CPC',
    full: 'Centralised Processing Centre',
    category: 'Authorities',
    searchVolume: 14800,
    description:
      "The department's Bengaluru centre that processes returns under section 143(1) (section 270(1) of the Income-tax Act 2025), issues intimations and refunds; a separate CPC-TDS handles TDS statements.",
    hi: {
      full: 'केंद्रीकृत प्रसंस्करण केंद्र',
      description:
        'आयकर विभाग का बेंगलुरु स्थित केंद्र, जो धारा 143(1) के तहत रिटर्न (return) की प्रोसेसिंग करता है, जो आयकर अधिनियम 2025 की धारा 270(1) है, और सूचनाएं और रिफंड (refund) जारी करता है; स्रोत पर कर कटौती (TDS) के विवरण एक अलग केंद्र, CPC-TDS, संभालता है।',
    },
  },
  {
    short: 'ITD',
    full: 'Income Tax Department',
    category: 'Authorities',
    searchVolume: 18100,
    description:
      'The government department, under the CBDT, that collects income tax and runs the e-filing portal.',
    hi: {
      full: 'आयकर विभाग',
      description:
        'केंद्रीय प्रत्यक्ष कर बोर्ड (CBDT) के अधीन सरकारी विभाग, जो आयकर (income tax) वसूलता है और ई-फाइलिंग पोर्टल (e-filing portal) चलाता है।',
    },
  },
  {
    short: 'AO',
    full: 'Assessing Officer',
    category: 'Authorities',
    searchVolume: 6600,
    description:
      'The income-tax officer with jurisdiction over your PAN who makes assessments and issues notices; most assessments are now faceless.',
    hi: {
      full: 'निर्धारण अधिकारी',
      description:
        'वह आयकर अधिकारी जिसका आपकी स्थायी खाता संख्या (PAN) पर क्षेत्राधिकार है, जो निर्धारण करता है और नोटिस जारी करता है; अब ज़्यादातर निर्धारण फेसलेस होते हैं, यानी अधिकारी से आमने-सामने मिले बिना।',
    },
  },
  {
    short: 'CA',
    full: 'Chartered Accountant',
    category: 'Authorities',
    searchVolume: 60500,
    description:
      'Member of the Institute of Chartered Accountants of India; only a CA can sign tax audit reports and Form 15CB certificates.',
    hi: {
      full: 'सनदी लेखाकार (चार्टर्ड अकाउंटेंट)',
      description:
        'भारतीय सनदी लेखाकार संस्थान (Institute of Chartered Accountants of India) का सदस्य; कर लेखापरीक्षा (audit) रिपोर्ट और Form 15CB प्रमाणपत्र पर केवल CA ही हस्ताक्षर कर सकता है।',
    },
  },
  {
    short: 'ITAT',
    full: 'Income Tax Appellate Tribunal',
    category: 'Authorities',
    searchVolume: 12100,
    description:
      'Second appellate authority on facts, hearing appeals against orders of the Commissioner (Appeals).',
    hi: {
      full: 'आयकर अपीलीय अधिकरण',
      description:
        'तथ्यों के मामलों में दूसरा अपीलीय प्राधिकारी, जो आयुक्त (अपील) के आदेशों के विरुद्ध अपीलें सुनता है।',
    },
  },
  {
    short: 'CIT(A)',
    full: 'Commissioner of Income Tax (Appeals)',
    category: 'Authorities',
    searchVolume: 2900,
    description:
      'First appellate authority for disputes over assessments, now largely handled through the faceless appeal scheme.',
    hi: {
      full: 'आयकर आयुक्त (अपील)',
      description:
        'निर्धारण से जुड़े विवादों के लिए पहला अपीलीय प्राधिकारी; अब ज़्यादातर अपीलें फेसलेस अपील योजना से निपटाई जाती हैं।',
    },
  },
  {
    short: 'TRACES',
    full: 'TDS Reconciliation Analysis and Correction Enabling System',
    category: 'Authorities',
    searchVolume: 27100,
    description:
      "The department's TDS portal where deductors file corrections and download TDS certificates (for salary, Form 130 from tax year 2026-27, formerly Form 16), and taxpayers can view their tax-credit statement (Form 168, formerly Form 26AS).",
    hi: {
      full: 'स्रोत पर कर कटौती (TDS) मिलान, विश्लेषण और सुधार सक्षम करने वाली प्रणाली',
      description:
        'आयकर विभाग का स्रोत पर कर कटौती (TDS) पोर्टल, जहां कटौतीकर्ता (deductor) सुधार दाखिल करते हैं और TDS प्रमाणपत्र डाउनलोड करते हैं; वेतन (salary) के लिए यह प्रमाणपत्र कर वर्ष (tax year) 2026-27 से Form 130 है, पहले Form 16। करदाता (taxpayer) यहां अपना कर क्रेडिट विवरण (tax credit statement) देख सकते हैं, जो Form 168 है, पहले Form 26AS।',
    },
  },
  {
    short: 'SEBI',
    full: 'Securities and Exchange Board of India',
    category: 'Authorities',
    searchVolume: 49500,
    description:
      'Regulator of the securities markets and mutual funds; not a tax authority, but its rules define many instruments taxed under capital-gains sections.',
    hi: {
      full: 'भारतीय प्रतिभूति और विनिमय बोर्ड',
      description:
        'प्रतिभूति बाज़ारों और म्यूचुअल फंड (mutual fund) का नियामक; यह कर प्राधिकारी नहीं है, पर इसके नियम ऐसे कई साधनों को परिभाषित करते हैं जिन पर पूंजीगत लाभ (capital gains) की धाराओं के तहत कर लगता है।',
    },
  },

  // Sections (legal terms and statuses)
  {
    short: 'FY',
    full: 'Financial Year',
    category: 'Sections',
    searchVolume: 27100,
    description:
      'The year from 1 April to 31 March in which income is earned. Under the Income-tax Act 2025 it is also the "tax year".',
    hi: {
      full: 'वित्तीय वर्ष',
      description:
        '1 अप्रैल से 31 मार्च तक का वर्ष, जिसमें आय कमाई जाती है। आयकर अधिनियम (Income-tax Act) 2025 में यही कर वर्ष (tax year) भी है।',
    },
  },
  {
    short: 'AY',
    full: 'Assessment Year',
    category: 'Sections',
    searchVolume: 22200,
    description:
      'Under the 1961 Act, the year after the financial year in which income is assessed (FY 2025-26 = AY 2026-27). Replaced by "tax year" from 1 April 2026.',
    hi: {
      full: 'निर्धारण वर्ष',
      description:
        '1961 के अधिनियम के तहत, वित्तीय वर्ष (FY) के बाद का वह वर्ष जिसमें उस वर्ष की आय का निर्धारण होता है; जैसे वित्तीय वर्ष 2025-26 का निर्धारण वर्ष (AY) 2026-27 है। 1 अप्रैल 2026 से इसकी जगह कर वर्ष (tax year) ने ले ली है।',
    },
  },
  {
    short: 'PY',
    full: 'Previous Year',
    category: 'Sections',
    searchVolume: 2400,
    description:
      'The 1961 Act\'s term for the financial year in which income is earned; replaced by "tax year" under the Income-tax Act 2025.',
    hi: {
      full: 'पूर्ववर्ष',
      description:
        '1961 के अधिनियम में उस वित्तीय वर्ष (financial year) के लिए शब्द, जिसमें आय कमाई जाती है; आयकर अधिनियम 2025 में इसकी जगह कर वर्ष (tax year) ने ले ली है।',
    },
  },
  {
    short: 'TY',
    full: 'Tax Year',
    category: 'Sections',
    searchVolume: 5400,
    description:
      "The Income-tax Act 2025's single term for the financial year of the income, replacing previous year and assessment year from tax year 2026-27.",
    hi: {
      full: 'कर वर्ष',
      description:
        'आयकर अधिनियम 2025 में आय के वित्तीय वर्ष (financial year) के लिए एक ही शब्द, जो कर वर्ष (tax year) 2026-27 से पूर्ववर्ष (previous year) और निर्धारण वर्ष (assessment year) की जगह लेता है।',
    },
  },
  {
    short: 'HUF',
    full: 'Hindu Undivided Family',
    category: 'Sections',
    searchVolume: 22200,
    description:
      'A family taxed as a separate person with its own PAN, slabs and deductions such as 80C and 80D.',
    hi: {
      full: 'हिंदू अविभाजित कुटुंब',
      description:
        'ऐसा परिवार जिस पर एक अलग करदाता (taxpayer) के रूप में कर लगता है, अपनी स्थायी खाता संख्या (PAN), स्लैब (slab) और 80C और 80D जैसी कटौती (deduction) के साथ।',
    },
  },
  {
    short: 'NRI',
    full: 'Non-Resident Indian',
    category: 'Sections',
    searchVolume: 60500,
    description:
      'An Indian citizen or person of Indian origin who is not resident in India under the day-count tests; taxed only on income earned or received in India.',
    hi: {
      full: 'अनिवासी भारतीय',
      description:
        'भारत का नागरिक या भारतीय मूल का व्यक्ति, जो दिनों की गिनती वाली कसौटियों के अनुसार भारत में निवासी (resident) नहीं है; उस पर केवल भारत में कमाई गई या प्राप्त आय पर कर लगता है।',
    },
  },
  {
    short: 'ROR',
    full: 'Resident and Ordinarily Resident',
    category: 'Sections',
    searchVolume: 1900,
    description:
      'The fullest residential status: taxed on worldwide income and required to report foreign assets in the return.',
    hi: {
      full: 'निवासी और साधारण निवासी',
      description:
        'सबसे पूर्ण निवास स्थिति: दुनिया भर की आय पर कर लगता है और रिटर्न (return) में विदेशी परिसंपत्तियों की जानकारी देनी होती है।',
    },
  },
  {
    short: 'RNOR',
    full: 'Resident but Not Ordinarily Resident',
    category: 'Sections',
    searchVolume: 2900,
    description:
      'A transitional status, often for returning NRIs, under which most foreign income stays outside Indian tax.',
    hi: {
      full: 'निवासी पर साधारण निवासी नहीं',
      description:
        'एक संक्रमणकालीन स्थिति, अक्सर भारत लौटने वाले अनिवासी भारतीयों (NRI) के लिए, जिसमें ज़्यादातर विदेशी आय भारतीय कर से बाहर रहती है।',
    },
  },
  {
    short: 'DTAA',
    full: 'Double Taxation Avoidance Agreement',
    category: 'Sections',
    searchVolume: 14800,
    description:
      'Tax treaty between India and another country that decides which country taxes an income and caps rates; claiming it needs a tax residency certificate and Form 10F.',
    hi: {
      full: 'दोहरा कराधान परिहार समझौता',
      description:
        'भारत और किसी दूसरे देश के बीच कर संधि, जो तय करती है कि किसी आय पर कौन-सा देश कर लगाएगा और दरों की ऊपरी सीमा तय करती है; इसका लाभ लेने के लिए कर निवास प्रमाणपत्र और Form 10F चाहिए।',
    },
  },
  {
    short: 'FEMA',
    full: 'Foreign Exchange Management Act, 1999',
    category: 'Sections',
    searchVolume: 18100,
    description:
      'Law governing foreign-exchange transactions, NRI accounts and the Liberalised Remittance Scheme; separate from income tax, but it shapes how NRIs hold and move money.',
    hi: {
      full: 'विदेशी मुद्रा प्रबंध अधिनियम, 1999',
      description:
        'विदेशी मुद्रा के लेन-देन, अनिवासी भारतीयों (NRI) के खातों और उदारीकृत विप्रेषण योजना को नियंत्रित करने वाला कानून; यह आयकर (income tax) से अलग है, पर इससे तय होता है कि अनिवासी भारतीय पैसा कैसे रखें और भेजें।',
    },
  },
  {
    short: 'LRS',
    full: 'Liberalised Remittance Scheme',
    category: 'Sections',
    searchVolume: 9900,
    description:
      'RBI scheme letting residents send up to USD 2,50,000 a year abroad; remittances above ₹10 lakh a year attract TCS (2% for education and medical purposes from tax year 2026-27, 20% for most others).',
    hi: {
      full: 'उदारीकृत विप्रेषण योजना',
      description:
        'भारतीय रिज़र्व बैंक (RBI) की योजना, जिसके तहत निवासी (resident) साल में USD 2,50,000 तक विदेश भेज सकते हैं; साल में ₹10 लाख से अधिक भेजी गई राशि पर स्रोत पर कर संग्रहण (TCS) लगता है: कर वर्ष (tax year) 2026-27 से शिक्षा और चिकित्सा के लिए 2%, ज़्यादातर अन्य उद्देश्यों के लिए 20%।',
    },
  },

  // Banking
  {
    short: 'BSR',
    full: 'Basic Statistical Return (bank branch code)',
    category: 'Banking',
    searchVolume: 5400,
    description:
      'Seven-digit code of the bank branch that received a tax payment; quoted with the challan date and serial number in your return.',
    hi: {
      full: 'मूल सांख्यिकीय रिटर्न (बैंक शाखा कोड)',
      description:
        'कर भुगतान प्राप्त करने वाली बैंक शाखा का सात अंकों का कोड; रिटर्न (return) में इसे चालान की तारीख और क्रम संख्या के साथ लिखा जाता है।',
    },
  },
  {
    short: 'CIN',
    full: 'Challan Identification Number',
    category: 'Banking',
    searchVolume: 3600,
    description:
      'Combination of BSR code, payment date and challan serial number that identifies a tax payment.',
    hi: {
      full: 'चालान पहचान संख्या',
      description:
        'किसी कर भुगतान की पहचान करने वाला मेल: BSR कोड, भुगतान की तारीख और चालान की क्रम संख्या।',
    },
  },
  {
    short: 'UTR',
    full: 'Unique Transaction Reference',
    category: 'Banking',
    searchVolume: 8100,
    description:
      'Reference number of an NEFT or RTGS transfer, shown when tax is paid through those modes.',
    hi: {
      full: 'विशिष्ट लेन-देन संदर्भ',
      description: 'किसी NEFT या RTGS अंतरण की संदर्भ संख्या, जो इन माध्यमों से कर चुकाने पर दिखाई जाती है।',
    },
  },
  {
    short: 'OLTAS',
    full: 'Online Tax Accounting System',
    category: 'Banking',
    searchVolume: 1300,
    description:
      'The system through which banks report tax payments to the department, so challans show up in your tax-credit statement (Form 168 from tax year 2026-27, formerly Form 26AS).',
    hi: {
      full: 'ऑनलाइन कर लेखा प्रणाली',
      description:
        'वह प्रणाली जिसके ज़रिये बैंक कर भुगतानों की सूचना आयकर विभाग को देते हैं, ताकि चालान आपके कर क्रेडिट विवरण (tax credit statement) में दिखें; कर वर्ष (tax year) 2026-27 से यह Form 168 है, पहले Form 26AS।',
    },
  },
  {
    short: 'NRE',
    full: 'Non-Resident External account',
    category: 'Banking',
    searchVolume: 22200,
    description:
      'Rupee account for NRIs funded from abroad; interest is exempt under section 10(4)(ii) while the holder is non-resident, and balances are fully repatriable.',
    hi: {
      full: 'अनिवासी बाह्य खाता',
      description:
        'अनिवासी भारतीयों (NRI) के लिए विदेश से भरा जाने वाला रुपया खाता; जब तक खाताधारक अनिवासी (non-resident) है, ब्याज (interest) पर धारा 10(4)(ii) के तहत छूट (exemption) मिलती है, और पूरी जमा राशि विदेश वापस भेजी जा सकती है।',
    },
  },
  {
    short: 'NRO',
    full: 'Non-Resident Ordinary account',
    category: 'Banking',
    searchVolume: 18100,
    description:
      'Rupee account for NRIs to manage Indian income such as rent and dividends; interest is taxable and TDS applies under section 195.',
    hi: {
      full: 'अनिवासी साधारण खाता',
      description:
        'अनिवासी भारतीयों (NRI) के लिए रुपया खाता, जिसमें किराया (rent) और लाभांश (dividend) जैसी भारतीय आय संभाली जाती है; ब्याज (interest) कर योग्य है और उस पर धारा 195 के तहत स्रोत पर कर कटौती (TDS) लागू होती है।',
    },
  },
  {
    short: 'IFSC',
    full: 'Indian Financial System Code',
    category: 'Banking',
    searchVolume: 246000,
    description:
      'Eleven-character bank branch code; your refund account in the return must be pre-validated with the correct IFSC.',
    hi: {
      full: 'भारतीय वित्तीय प्रणाली कोड',
      description:
        'बैंक शाखा का ग्यारह वर्णों का कोड; रिटर्न (return) में दिया गया आपका रिफंड (refund) खाता सही IFSC के साथ पहले से सत्यापित (pre-validated) होना चाहिए।',
    },
  },
  {
    short: 'KYC',
    full: 'Know Your Customer',
    category: 'Banking',
    searchVolume: 90500,
    description:
      'Identity verification by banks and investment platforms using PAN and Aadhaar; a PAN not linked with Aadhaar can block KYC and raise TDS.',
    hi: {
      full: 'अपने ग्राहक को जानिए',
      description:
        'बैंकों और निवेश प्लेटफ़ॉर्मों द्वारा स्थायी खाता संख्या (PAN) और आधार से पहचान का सत्यापन; आधार से न जुड़ा PAN, KYC को रोक सकता है और स्रोत पर कर कटौती (TDS) बढ़ा सकता है।',
    },
  },
];
