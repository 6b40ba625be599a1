// Hindi working lines and notes of year/salary.ts, following the glossary (docs/i18n.md).
import { formatInr } from '../../format';
import type { SalaryText } from '../en/salary';

export const SALARY_HI: SalaryText = {
  grossSalary: 'सकल वेतन',
  lessHra: 'घटाएं: गृह किराया भत्ते (HRA) की छूट',
  lessStandardDeduction: 'घटाएं: मानक कटौती',
  lessProfessionalTax: 'घटाएं: पेशा कर',
  salaryIncome: 'वेतन से आय',
  hufSalary: 'हिंदू अविभाजित कुटुंब वेतन नहीं कमा सकता: वार्षिक आय को अन्य स्रोतों से आय माना गया है।',
  hraTwice:
    'HRA की छूट वेतन के ब्योरे से निकाली गई है (नियम 2A); कटौतियों में दर्ज HRA छोड़ दिया गया है ताकि वह दो बार न गिना जाए।',
  professionalTaxTwice:
    'पेशा कर वेतन के ब्योरे से लिया गया है; कटौतियों में दर्ज पेशा कर छोड़ दिया गया है ताकि वह दो बार न गिना जाए।',
  exemptHra: (exempt, received, rentLess, percent, ofSalary) =>
    `HRA की छूट ${formatInr(exempt)}: इनमें से सबसे कम: मिला HRA ${formatInr(received)}, किराये में से वेतन का 10 % घटाकर ${formatInr(rentLess)}, और वेतन का ${percent} % ${formatInr(ofSalary)} (धारा 10(13A), नियम 2A)।`,
  capWhatHra: 'HRA की छूट',
  capHra: 'धारा 10(13A): वेतन से अधिक नहीं',
  capWhatProfessionalTax: 'पेशा कर',
  capProfessionalTax: 'संविधान का अनुच्छेद 276(2)',
};
