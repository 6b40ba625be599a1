// Hindi working lines and notes of advance-tax.ts, following the glossary (docs/i18n.md).
import { formatInr } from '../../format';
import type { AdvanceTaxText } from '../en/advance-tax';

export const ADVANCE_TAX_HI: AdvanceTaxText = {
  quarters: ['15 जून', '15 सितंबर', '15 दिसंबर', '15 मार्च'],
  estimatedTax: 'वर्ष का अनुमानित कर (दिया गया, उपकर सहित)',
  regimeAssumed: 'कर व्यवस्था नहीं दी गई: नई कर व्यवस्था (जो अपने आप लागू होती है) मानी गई।',
  businessIncomeAssumed:
    'कारोबार या अनुमानित आय के साथ आय का प्रकार नहीं दिया गया: आय को कारोबार या पेशे का मुनाफा माना गया (वेतन वाली मानक कटौती नहीं)।',
  taxNewRegime: 'वर्ष का कर (नई कर व्यवस्था, उपकर सहित)',
  taxOldRegime: 'वर्ष का कर (पुरानी कर व्यवस्था, उपकर सहित)',
  lessTds: 'घटाएं: TDS / TCS',
  payableAfterTds: 'TDS के बाद देय कर',
  seniorExempt:
    'कारोबार या पेशे की आय के बिना निवासी वरिष्ठ नागरिक: अग्रिम कर नहीं (धारा 207(2); आयकर अधिनियम 2025 की धारा 403(3)); बाकी कर रिटर्न दाखिल करने से पहले चुकाएं।',
  belowThreshold: (threshold) =>
    `TDS के बाद कर ${formatInr(threshold)} से कम है: अग्रिम कर नहीं (धारा 208; आयकर अधिनियम 2025 की धारा 404); कुछ कर बाकी हो तो रिटर्न दाखिल करने से पहले चुकाएं।`,
  refund: (amount) => `TDS कर से ${formatInr(amount)} अधिक है: रिटर्न दाखिल करने पर यह रिफंड होगा।`,
  presumptiveBy15March:
    'अनुमानित आय (धारा 44AD/44ADA): पूरा अग्रिम कर 15 मार्च तक देय है (धारा 211(1)(b); आयकर अधिनियम 2025 की धारा 408(2))।',
  instalment: (dueBy, cumulativePercent) =>
    `${dueBy} तक की किस्त (कुल मिलाकर ${cumulativePercent} %)`,
  interest234C: (dueBy, months) =>
    `धारा 234C के तहत ब्याज: ${dueBy} तक की कमी × 1 % × ${months} महीने`,
  shortfall: (amount) => `कमी ${formatInr(amount)}`,
  interestNote:
    'धारा 234C का ब्याज: कमी को 100 के गुणज तक नीचे पूर्णांकित किया गया (आयकर नियम 1962 का नियम 119A(b), जैसा आम तौर पर लागू किया जाता है; हमारे किसी संग्रहीत स्रोत से इसकी पुष्टि नहीं); अप्रत्याशित पूंजीगत लाभ और कारोबार के पहले वर्ष की आय वाले अपवादों की गणना नहीं की गई; धारा 234B का ब्याज (आयकर अधिनियम 2025 की धारा 424) नहीं जोड़ा गया।',
  notLiableNoInterest: 'अग्रिम कर देय नहीं: धारा 234C के तहत कोई ब्याज नहीं।',
};
