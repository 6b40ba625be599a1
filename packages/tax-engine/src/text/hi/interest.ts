// Hindi working lines and notes of interest.ts, following the glossary (docs/i18n.md).
import { formatInr } from '../../format';
import type { InterestText } from '../en/interest';

/** A citation of the rule tables in Hindi: "s.211(1)(a)" → "धारा 211(1)(a)". */
function section(citation: string): string {
  return citation
    .replace(/\bss?\.\s?/g, 'धारा ')
    .replace(/\bExplanation\b/g, 'स्पष्टीकरण')
    .replace(/\(less TDS\/TCS\)/g, '(TDS/TCS घटाकर)');
}

export const INTEREST_HI: InterestText = {
  cite: (c) =>
    c.act2025
      ? `${section(c.act1961 ?? '')}; आयकर अधिनियम 2025 की ${section(c.act2025)}`
      : c.act1961
        ? section(c.act1961)
        : c.financeAct.replace(/\bFinance Act\b/g, 'वित्त अधिनियम'),
  line234A: 'धारा 234A के तहत ब्याज (नियत तारीख के बाद रिटर्न)',
  line234B: 'धारा 234B के तहत ब्याज (अग्रिम कर 90 % से कम)',
  line234C: 'धारा 234C के तहत ब्याज (किस्तें देर से)',
  line234F: 'धारा 234F के तहत विलंब शुल्क (नियत तारीख के बाद रिटर्न)',
  lessTds: 'घटाएं: TDS',
  lessTcs: 'घटाएं: TCS',
  lessAdvanceTax: 'घटाएं: अग्रिम कर',
  lessSelfAssessment: 'घटाएं: स्व-निर्धारण कर',
  balancePayable: 'बकाया देय कर',
  refundDue: 'मिलने वाला रिफंड',
  interestPart: (ratePercent, months, base) =>
    `${formatInr(base)} पर ${ratePercent} % × ${months} महीने`,
  instalmentPart: (dueDate, ratePercent, months, shortfall) =>
    `${dueDate}: ${formatInr(shortfall)} पर ${ratePercent} % × ${months} महीने`,
  // The rule table's note on the due date is in English only: the Hindi line gives the date, its
  // citation and what the reader must do, without it.
  dueDateLate: (dueDate, cite) =>
    // The rule table's note on the date's sources and doubts is English only: the reader is told so.
    `नियत तारीख ${dueDate} (${cite})। लेखापरीक्षा (ऑडिट) और ट्रांसफर प्राइसिंग वाले मामलों में नियत तारीख अलग होती है: उसे स्वयं दें। यह तारीख किन स्रोतों से ली गई है और उस पर क्या संदेह है, यह टिप्पणी अभी केवल इसी गणना के अंग्रेज़ी पेज पर है।`,
  dueDate: (dueDate, cite) =>
    `नियत तारीख ${dueDate} (${cite}); लेखापरीक्षा (ऑडिट) या ट्रांसफर प्राइसिंग वाले मामलों में नियत तारीख स्वयं दें।`,
  filedOnDueDate: (dueDate) => `रिटर्न नियत तारीख, ${dueDate}, को भरा गया माना गया है।`,
  updatedReturnOnly: (limit) =>
    `${limit} के बाद केवल अद्यतन रिटर्न भरा जा सकता है (धारा 139(8A); आयकर अधिनियम 2025 की धारा 263(6)), अतिरिक्त कर के साथ: इसकी गणना यहां नहीं की गई।`,
  paidBeforeYear: (amount, date, financialYear) =>
    `${date} को चुकाई गई राशि ${formatInr(amount)} वित्तीय वर्ष ${financialYear} शुरू होने से पहले चुकाई गई थी: यह इस वर्ष का अग्रिम कर नहीं है (धारा 207) और इसे गिना नहीं गया।`,
  paidAfterYear: (amount, date, cite) =>
    `${date} को, 31 मार्च के बाद, चुकाई गई राशि ${formatInr(amount)} अग्रिम कर नहीं है (${cite}): इसे स्व-निर्धारण कर माना गया है।`,
  paidAfterFiling: (amount) =>
    `राशि ${formatInr(amount)} रिटर्न भरने के बाद चुकाई गई: इसे चुकाया हुआ गिना गया है; ब्याज केवल रिटर्न भरने की तारीख तक निकाला गया है (तब भी बकाया कर पर रिटर्न की प्रोसेसिंग के समय लगने वाला ब्याज यहां नहीं गिना गया)।`,
  seniorNotLiable: (cite) =>
    `बिना कारोबारी आय वाले निवासी वरिष्ठ नागरिक: अग्रिम कर की देनदारी नहीं (${cite}), इसलिए धारा 234B या 234C का ब्याज नहीं।`,
  belowThreshold: (threshold, cite) =>
    `TDS और TCS घटाकर कर ${formatInr(threshold)} से कम है: अग्रिम कर की देनदारी नहीं (${cite}), इसलिए धारा 234B या 234C का ब्याज नहीं।`,
  noReturnRequired:
    'आय मूल छूट सीमा से अधिक नहीं: रिटर्न भरना ज़रूरी नहीं, इसलिए धारा 234F का विलंब शुल्क नहीं।',
  months234A:
    'धारा 234A के महीने नियत तारीख के अगले दिन से गिने गए हैं, हर महीना अगले महीने की उसी तारीख से एक दिन पहले खत्म होता है; विभाग कैलेंडर महीने गिन सकता है।',
  interest234BToFiling:
    'धारा 234B का ब्याज रिटर्न भरने की तारीख तक गिना गया है, स्व-निर्धारण कर को रिटर्न के साथ चुकाया माना गया है; रिटर्न भरने के बाद भी बकाया कर पर रिटर्न की प्रोसेसिंग तक ब्याज लगता है (यहां नहीं गिना गया)।',
};
