// Hindi working lines and notes of presumptive.ts, following the glossary (docs/i18n.md).
import { formatInr } from '../../format';
import type { PresumptiveText } from '../en/presumptive';

export const PRESUMPTIVE_HI: PresumptiveText = {
  // The turnover limit of 44AD and 44ADA
  cashAssumed: (cash, cashLimitPercent) =>
    `नकद प्राप्तियां नहीं दी गईं: ${cashLimitPercent} % की जांच के लिए डिजिटल न दिखाई गई ${formatInr(cash)} की राशि नकद मानी गई।`,
  receiptsInCash: 'नकद प्राप्तियां',
  limitLowCash: (cashLimitPercent) => `सीमा (नकद अधिकतम ${cashLimitPercent} %)`,
  limitHighCash: (cashLimitPercent) => `सीमा (नकद ${cashLimitPercent} % से अधिक)`,
  aboveLimit: (business, gross, limit, higherLimit, cashLimitPercent) =>
    `पात्र नहीं: ${business ? 'टर्नओवर' : 'सकल प्राप्तियां'} ${formatInr(gross)} ${business ? 'है, जो' : 'हैं, जो'} ${formatInr(limit)} की सीमा से अधिक ${business ? 'है' : 'हैं'}${higherLimit === undefined ? '' : ` (${formatInr(higherLimit)} की ऊंची सीमा के लिए नकद प्राप्तियां अधिकतम ${cashLimitPercent} % होनी चाहिए)`}। सीमा पार होने पर यह योजना लागू नहीं होती; मुनाफे की गणना सामान्य प्रावधानों के तहत होती है।`,
  advanceTaxBy15March:
    'धारा 44AD/44ADA में अग्रिम कर: पूरी राशि 15 मार्च तक (धारा 211(1)(b); आयकर अधिनियम 2025 की धारा 408(2))।',

  // 44AD
  turnover: 'कुल टर्नओवर / सकल प्राप्तियां',
  notEligible44AD: 'पात्र नहीं: धारा 44AD निवासी व्यक्ति, HUF या LLP के अलावा किसी साझेदारी फर्म के लिए है।',
  digitalAt: (ratePercent) => `डिजिटल प्राप्तियां, ${ratePercent} % पर`,
  otherAt: (ratePercent) => `अन्य प्राप्तियां, ${ratePercent} % पर`,
  digitalNotGiven:
    'डिजिटल प्राप्तियां नहीं दी गईं: पूरे टर्नओवर पर 8 % लगाया गया (6 % के लिए प्राप्तियां अकाउंट पेयी चेक/ड्राफ्ट, ECS या इलेक्ट्रॉनिक माध्यम से होनी चाहिए)।',
  minimum44AD:
    'अनुमानित आय न्यूनतम है: इससे अधिक वास्तविक मुनाफा घोषित किया जा सकता है। धारा 44AD छोड़ने पर यह योजना 5 साल तक नहीं ली जा सकती।',

  // 44ADA
  professionReceipts: 'पेशे की सकल प्राप्तियां',
  notEligibleProfession:
    'पात्र नहीं: धारा 44ADA धारा 44AA(1) के पेशों (कानूनी, चिकित्सा, इंजीनियरिंग, वास्तुकला, लेखा, तकनीकी परामर्श, आंतरिक सज्जा) और अधिसूचित पेशों के लिए है।',
  notEligibleLlp:
    'पात्र नहीं: धारा 44ADA सीमित देयता भागीदारी (LLP) पर लागू नहीं होती (वित्त अधिनियम 2021); यह निवासी व्यक्ति या LLP के अलावा किसी साझेदारी फर्म के लिए है।',
  notEligibleHuf:
    'पात्र नहीं: धारा 44ADA निवासी व्यक्ति या LLP के अलावा किसी साझेदारी फर्म के लिए है; हिंदू अविभाजित कुटुंब (HUF) इसमें शामिल नहीं है।',
  rate44ADA: (ratePercent) =>
    `अनुमानित आय सकल प्राप्तियों का ${ratePercent} % है, या घोषित की गई इससे अधिक राशि।`,

  // 44AE
  weightDecides: (vehicle, kg, heavy) =>
    `वाहन ${vehicle}: सकल वाहन भार ${kg.toLocaleString('en-IN')} किलोग्राम है, इसलिए यह ${heavy ? 'भारी माल वाहन है' : 'भारी माल वाहन नहीं है'} (12,000 किलोग्राम से अधिक भारी माना जाता है); भार से तय होता है, “भारी” चुनने से नहीं।`,
  otherVehicle: (vehicle, perMonth, months) =>
    `वाहन ${vehicle}: ${formatInr(perMonth)} × ${months} महीने`,
  heavyWithoutWeight: (vehicle, perTonnePerMonth) =>
    `गणना संभव नहीं: वाहन ${vehicle} भारी माल वाहन है, पर उसका सकल वाहन भार नहीं दिया गया; इसकी आय सकल वाहन भार के हर टन पर हर महीने ${formatInr(perTonnePerMonth)} है, इसलिए grossTonnes दें।`,
  heavyVehicle: (vehicle, perTonnePerMonth, tonnes, months) =>
    `वाहन ${vehicle}: ${formatInr(perTonnePerMonth)} × ${tonnes} टन × ${months} महीने`,
  receiptsForInformation: 'सकल प्राप्तियां (जानकारी के लिए)',
  noGoodsCarriage: 'कोई माल वाहन नहीं दिया गया: धारा 44AE के तहत कोई आय नहीं।',
  tooManyCarriages: (max, given) =>
    `पात्र नहीं: धारा 44AE उस करदाता के लिए है जिसके पास वर्ष में किसी भी समय ${max} से अधिक माल वाहन न हों; ${given} दिए गए हैं (अगर एक साथ कभी ${max} से अधिक नहीं थे, तो केवल वही दें जो एक साथ आपके पास थे)।`,
  minimum44AE:
    'प्रति वाहन अनुमानित आय न्यूनतम है: वास्तव में कमाई गई इससे अधिक आय घोषित की जा सकती है (इसकी गणना यहां नहीं की गई)।',
  advanceTax44AE:
    'धारा 44AE में अग्रिम कर: सामान्य चार किस्तें (15 मार्च की एक ही किस्त केवल धारा 44AD/44ADA के लिए है)।',

  // All three
  notResident: (section) =>
    `पात्र नहीं: धारा ${section} केवल भारत में निवासी व्यक्ति के लिए है (आयकर अधिनियम 2025 की धारा 58); अनिवासी के कारोबार के मुनाफे की गणना सामान्य प्रावधानों के तहत होती है।`,
  presumptiveIncome: 'अनुमानित आय',
  presumptiveIncomeNotEligible: 'अनुमानित आय (पात्र नहीं)',
};
