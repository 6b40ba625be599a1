// Hindi working lines and notes of deductions.ts, following the glossary (docs/i18n.md).
import { formatInr } from '../../format';
import type { DeductionsText } from '../en/deductions';

export const DEDUCTIONS_HI: DeductionsText = {
  less80C: 'घटाएं: 80C + 80CCC + 80CCD(1)',
  less80CCD1B: 'घटाएं: NPS में अपना अंशदान',
  less80CCD2: 'घटाएं: NPS में नियोक्ता का अंशदान',
  less80D: 'घटाएं: स्वास्थ्य बीमा (स्वयं और परिवार)',
  less80DParents: 'घटाएं: स्वास्थ्य बीमा (माता-पिता)',
  less80DD: 'घटाएं: दिव्यांग आश्रित का भरण-पोषण',
  less80DDB: 'घटाएं: निर्दिष्ट रोग का इलाज',
  less80TTA: 'घटाएं: बचत खाते का ब्याज',
  less80TTB: 'घटाएं: जमा पर ब्याज (वरिष्ठ नागरिक)',
  less80E: 'घटाएं: शिक्षा ऋण का ब्याज',
  less80EE: 'घटाएं: पहले घर के ऋण का ब्याज',
  less80EEA: 'घटाएं: किफायती आवास ऋण का ब्याज',
  less80G: 'घटाएं: दान',
  less80GG: 'घटाएं: HRA के बिना दिया गया किराया',
  less80U: 'घटाएं: स्वयं की दिव्यांगता',

  employerNpsOnGross:
    'मूल वेतन + DA नहीं दिया गया: 80CCD(2) की सीमा सकल वेतन पर निकाली गई है, जो एक ऊपरी सीमा है (कानून मूल वेतन + DA लेता है), और इसे वेतन से आय के भीतर रखा गया है।',
  employerNpsNoSalary:
    'NPS में नियोक्ता के अंशदान (80CCD(2)) के लिए वेतन या मूल वेतन + DA चाहिए: अनुमति नहीं।',
  tta80Senior:
    'निवासी वरिष्ठ नागरिक 80TTA का दावा नहीं कर सकते (धारा 80TTA(2)); जमा पर ब्याज का दावा 80TTB के तहत करें।',
  ttb80NotSenior: '80TTB केवल निवासी वरिष्ठ नागरिकों (60 या अधिक आयु) के लिए है: अनुमति नहीं।',
  ee80Conditions:
    '80EE: केवल 1 अप्रैल 2016 से 31 मार्च 2017 के बीच स्वीकृत ऋण के ब्याज के लिए (ऋण 35 लाख तक, घर 50 लाख तक, उस समय कोई दूसरा घर अपने नाम न हो): इन शर्तों की जांच नहीं की गई है।',
  eea80Conditions:
    '80EEA: केवल 1 अप्रैल 2019 से 31 मार्च 2022 के बीच स्वीकृत ऋण के ब्याज के लिए (स्टांप शुल्क मूल्य 45 लाख तक, उस समय कोई दूसरा घर अपने नाम न हो): इन शर्तों की जांच नहीं की गई है।',
  eea80With80EE:
    '80EE के पात्र किसी भी व्यक्ति को 80EEA की अनुमति नहीं है (धारा 80EEA(1)): केवल 80EE की अनुमति है।',
  gg80WithHra: 'HRA मिलने पर 80GG की अनुमति नहीं है (धारा 80GG): अनुमति नहीं।',
  gg80And80G:
    'संदेह: 80GG और 80G दोनों अपनी सीमा दूसरे के बाद बची आय से तय करते हैं। हमारी गणना पहले 80GG निकालती है, 80G से पहले की कुल आय पर, और 80G की पात्रता सीमा 80GG के बाद, क्योंकि धारा 80G(4) उसके आधार से अध्याय VI-A की हर दूसरी कटौती घटाती है; अधिनियम कोई क्रम तय नहीं करता और ITR यूटिलिटी से इसकी जांच नहीं की गई है।',

  capWhat80CGroup: '80C + 80CCC + 80CCD(1)',
  capWhat80D: '80D (स्वयं और परिवार)',
  capWhat80DParents: '80D (माता-पिता)',
  cap80CGroup: 'धारा 80C/80CCE',
  cap80CCD1B: 'धारा 80CCD(1B)',
  cap80D: 'धारा 80D',
  cap80TTA: 'धारा 80TTA',
  cap80TTB: 'धारा 80TTB',
  cap80DDB: 'धारा 80DDB',
  cap80EE: 'धारा 80EE',
  cap80EEA: 'धारा 80EEA',
  cap80CCD2: (percent, onBasicPlusDa) =>
    `धारा 80CCD(2): ${onBasicPlusDa ? 'मूल वेतन + DA' : 'सकल वेतन'} का ${percent} %`,
  cap80CCD1: (percent, base) =>
    `धारा 80CCD(1): ${
      base === 'income'
        ? 'विशेष दर वाली आय के अलावा सकल कुल आय'
        : base === 'basicPlusDa'
          ? 'मूल वेतन + DA'
          : 'सकल वेतन (मूल वेतन + DA नहीं दिया गया: एक ऊपरी सीमा)'
    } का ${percent} %`,

  notForHuf: (names) =>
    `हिंदू अविभाजित कुटुंब ${names.join(', ')} का दावा नहीं कर सकता (केवल व्यक्तियों के लिए): अनुमति नहीं।`,
  notForNonResident: (names) => `${names.join(', ')}: केवल निवासियों के लिए: अनिवासी को अनुमति नहीं।`,

  rent80GG: (
    yearLimit,
    percentOfIncome,
    adjustedTotalIncome,
    quarter,
    rent,
    percentRentExcess,
    excess,
    allowed,
  ) =>
    `80GG: इनमें से सबसे कम: ${formatInr(yearLimit)} प्रति वर्ष, समायोजित कुल आय ${formatInr(adjustedTotalIncome)} का ${percentOfIncome} % (${formatInr(quarter)}), और किराया ${formatInr(rent)} में से उस आय का ${percentRentExcess} % घटाकर (${formatInr(excess)}): ${formatInr(allowed)}।`,
  donations80GLimited: (limited, percentQualifying, adjustedGross, qualifying) =>
    `80G: पात्रता सीमा वाले दान (${formatInr(limited)}) समायोजित सकल कुल आय ${formatInr(adjustedGross)} के ${percentQualifying} % (${formatInr(qualifying)}) तक ही गिने जाते हैं; पहले 100 % वाले दान लिए जाते हैं (धारा 80G(4))।`,
  grossTotalIncomeLimit: (claimed, total) =>
    `अध्याय VI-A की कटौतियां ${formatInr(claimed)} के बजाय ${formatInr(total)} तक सीमित: ये विशेष दर वाले लाभ के अलावा सकल कुल आय से अधिक नहीं हो सकतीं (धारा 80A(2), धारा 111A/112/112A)।`,
};
