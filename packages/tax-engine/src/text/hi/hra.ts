// Hindi working lines and notes of hra.ts, following the glossary (docs/i18n.md).
import { formatInr } from '../../format';
import type { HraText } from '../en/hra';

// The listed and draft cities as a Hindi reader writes them; a name typed by the user stays as typed.
const CITY_HI: Readonly<Record<string, string>> = {
  Mumbai: 'मुंबई',
  Kolkata: 'कोलकाता',
  Delhi: 'दिल्ली',
  Chennai: 'चेन्नई',
  Bengaluru: 'बेंगलुरु',
  Hyderabad: 'हैदराबाद',
  Pune: 'पुणे',
  Ahmedabad: 'अहमदाबाद',
};

function cityHi(name: string): string {
  return CITY_HI[name] ?? name;
}

export const HRA_HI: HraText = {
  cityListed: (city, financialYear) =>
    `वित्तीय वर्ष ${financialYear} के लिए ${cityHi(city)} नियम 2A के तहत 50 % वाला शहर है।`,
  cityNotListed: (city, financialYear, listed) =>
    `"${city}" वित्तीय वर्ष ${financialYear} के 50 % वाले शहरों (${listed.map(cityHi).join(', ')}) में नहीं है: 40 % लागू है।`,
  cityDraft: (city) =>
    `${cityHi(city)} आयकर नियम 2026 के मसौदे में 50 % वाले शहरों की सूची में है। नियम 20 मार्च 2026 को अधिसूचित हुए (G.S.R. 198(E)) और अधिसूचना की खबरों के अनुसार लंबी सूची बनी रही, पर अधिसूचित HRA नियम स्वयं हमारे स्रोतों में नहीं है: 40 % ही रखा गया है (पुष्टि नहीं हुई)।`,
  cityOverMetroFlag: (city) => `दर शहर "${city}" से तय होती है (महानगर वाला विकल्प अनदेखा किया गया)।`,
  ifDraftListed: (city, atFifty, exempt) =>
    `यदि अधिसूचित नियम में ${cityHi(city)} है, तो छूट ${formatInr(exempt)} के बजाय ${formatInr(atFifty)} (वेतन का 50 %) होगी।`,
  dearnessAllowance:
    'महंगाई भत्ता (DA) वेतन में गिना गया है: रोजगार की शर्तों के अनुसार यह सेवानिवृत्ति लाभों का हिस्सा होना चाहिए (नियम 2A)।',
  commission: 'कमीशन वेतन में गिना गया है: यह प्राप्त टर्नओवर का एक तय प्रतिशत होना चाहिए (नियम 2A)।',
  noRent: 'कोई किराया नहीं दिया गया: HRA की छूट नहीं।',
  newRegime: (received, oldExempt) =>
    `नई कर व्यवस्था: HRA की कोई छूट नहीं (धारा 115BAC(2); आयकर अधिनियम 2025 की धारा 202(2)(a)); पूरा HRA ${formatInr(received)} कर योग्य है। तीनों सीमाएं केवल जानकारी के लिए दिखाई गई हैं (पुरानी कर व्यवस्था में ${formatInr(oldExempt)} की छूट मिलती)।`,
  oldRegimeOnly: 'HRA की छूट केवल पुरानी कर व्यवस्था में मिलती है (धारा 115BAC(2))।',

  salaryForHra: 'HRA के लिए वेतन (मूल वेतन + DA + कमीशन)',
  salaryForHraNote: 'नियम 2A',
  actualHra: '(a) वास्तव में मिला HRA',
  rentLessTenPercent: '(b) दिया गया किराया, वेतन का 10 % घटाकर',
  percentMetro: '(c) वेतन का 50 % (महानगर)',
  percentNonMetro: '(c) वेतन का 40 % (गैर-महानगर)',
  exemptNew: 'HRA की छूट (नई कर व्यवस्था: कोई नहीं)',
  exemptOld: 'HRA की छूट (a, b, c में से सबसे कम)',
  taxableHra: 'कर योग्य HRA',
};
