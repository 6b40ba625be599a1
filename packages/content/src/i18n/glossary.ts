/**
 * English → Hindi tax terms for the Hindi pages (docs/i18n.md). Hindi text uses these words and
 * nothing else for the same idea, so a reader meets one Hindi word per term across the FAQ,
 * calculators and section summaries; on first use in a text the English follows in brackets.
 *
 * Sources and what is verified: the terms follow the usage of the Income Tax Department's and
 * CBDT's Hindi material and of the Hindi text of the Income-tax Act. Of the department's Hindi site
 * we could read two pages (incometaxindia.gov.in/hindi/Pages/tps/tax-tools.aspx and the list of
 * its tax tools, read on 27 November 2026); they use आयकर, कर, धारा, छूट, वेतन, कुल आय, ब्याज,
 * नियम and गृह किराया भत्ता as we do, write करयोग्य as one word (we write कर योग्य), and use two
 * words where we keep another on purpose (see the notes on "non-resident" and "income tax
 * return"); they also write the letters of a section number in Devanagari ("धारा 10(13क)"), where
 * we keep the Latin letters readers search with ("धारा 80CCD(1B)"). Hindi press copies of CBDT
 * releases show निर्धारण वर्ष, नियत तारीख, केंद्रीय प्रत्यक्ष कर बोर्ड, आयकर रिटर्न and स्रोत पर
 * (कर) कटौती in this sense. The rest is unchecked and carries a `note` where the Act's Hindi text
 * is known to use another word. Re-check the whole list against more of the department's Hindi
 * pages before the Hindi site goes live (docs/i18n.md).
 */

export interface GlossaryTerm {
  /** The English term as our English content writes it (lower case unless a proper name). */
  en: string;
  /** The Hindi term, in Devanagari. */
  hi: string;
  /** The English short form shown in brackets instead of `en` (TDS, HRA, PAN). */
  short?: string;
  /** Usage note for writers: a variant to avoid, or a word the Act's Hindi text uses instead. */
  note?: string;
}

export const glossary: readonly GlossaryTerm[] = [
  // Tax and the Acts
  { en: 'income tax', hi: 'आयकर' },
  { en: 'tax', hi: 'कर', note: 'Not "टैक्स" in running text.' },
  { en: 'Income Tax Department', hi: 'आयकर विभाग' },
  { en: 'Central Board of Direct Taxes', hi: 'केंद्रीय प्रत्यक्ष कर बोर्ड', short: 'CBDT' },
  { en: 'Income-tax Act', hi: 'आयकर अधिनियम' },
  { en: 'Income-tax Rules', hi: 'आयकर नियम' },
  { en: 'Finance Act', hi: 'वित्त अधिनियम' },
  {
    en: 'section',
    hi: 'धारा',
    note: 'Section numbers stay exactly as in English: धारा 80CCD(1B).',
  },
  { en: 'sub-section', hi: 'उपधारा' },
  { en: 'taxpayer', hi: 'करदाता' },
  // Years
  { en: 'tax year', hi: 'कर वर्ष', note: 'The single year of the Income-tax Act 2025.' },
  { en: 'assessment year', hi: 'निर्धारण वर्ष', short: 'AY' },
  { en: 'previous year', hi: 'पूर्ववर्ष' },
  { en: 'financial year', hi: 'वित्तीय वर्ष', short: 'FY' },
  // Regimes, rates and rebate
  { en: 'tax regime', hi: 'कर व्यवस्था' },
  { en: 'new tax regime', hi: 'नई कर व्यवस्था', note: 'Also for "new regime".' },
  { en: 'old tax regime', hi: 'पुरानी कर व्यवस्था', note: 'Also for "old regime".' },
  { en: 'slab', hi: 'स्लैब' },
  { en: 'tax rate', hi: 'कर की दर' },
  { en: 'surcharge', hi: 'अधिभार' },
  { en: 'cess', hi: 'उपकर', note: 'Health and Education Cess: स्वास्थ्य और शिक्षा उपकर.' },
  { en: 'rebate', hi: 'रिबेट', note: 'Section 87A rebate: धारा 87A के तहत रिबेट.' },
  { en: 'marginal relief', hi: 'सीमांत राहत' },
  { en: 'special rate', hi: 'विशेष दर' },
  // Income
  { en: 'income', hi: 'आय' },
  { en: 'total income', hi: 'कुल आय' },
  { en: 'gross total income', hi: 'सकल कुल आय' },
  { en: 'taxable income', hi: 'कर योग्य आय' },
  { en: 'salary', hi: 'वेतन', note: 'Salaried people: वेतनभोगी.' },
  { en: 'basic pay', hi: 'मूल वेतन' },
  { en: 'dearness allowance', hi: 'महंगाई भत्ता', short: 'DA' },
  { en: 'pension', hi: 'पेंशन' },
  { en: 'family pension', hi: 'पारिवारिक पेंशन' },
  { en: 'interest', hi: 'ब्याज' },
  { en: 'dividend', hi: 'लाभांश' },
  { en: 'rent', hi: 'किराया' },
  { en: 'house property', hi: 'गृह संपत्ति' },
  {
    en: 'business',
    hi: 'कारोबार',
    note: 'The Act\'s Hindi text says "कारबार"; plain Hindi कारोबार.',
  },
  {
    en: 'profession',
    hi: 'पेशा',
    note: 'The Act\'s Hindi text says "वृत्ति"; we use the plain word.',
  },
  { en: 'presumptive taxation', hi: 'अनुमानित कराधान' },
  { en: 'books of account', hi: 'लेखा बहियां' },
  { en: 'audit', hi: 'लेखापरीक्षा', note: 'ऑडिट is understood; prefer लेखापरीक्षा.' },
  // Deductions and exemptions
  { en: 'deduction', hi: 'कटौती' },
  { en: 'standard deduction', hi: 'मानक कटौती' },
  { en: 'exemption', hi: 'छूट', note: 'Also for "exempt": छूट मिलती है / छूट है.' },
  {
    en: 'house rent allowance',
    hi: 'गृह किराया भत्ता',
    short: 'HRA',
    note: 'As the department\'s Hindi calculator page writes it; payslips often say "मकान किराया भत्ता", which search also reads.',
  },
  { en: 'leave travel allowance', hi: 'अवकाश यात्रा भत्ता', short: 'LTA' },
  { en: 'home loan', hi: 'गृह ऋण' },
  { en: 'life insurance premium', hi: 'जीवन बीमा प्रीमियम' },
  { en: 'health insurance', hi: 'स्वास्थ्य बीमा' },
  { en: 'donation', hi: 'दान' },
  { en: 'National Pension System', hi: 'राष्ट्रीय पेंशन प्रणाली', short: 'NPS' },
  { en: 'Public Provident Fund', hi: 'लोक भविष्य निधि', short: 'PPF' },
  { en: "Employees' Provident Fund", hi: 'कर्मचारी भविष्य निधि', short: 'EPF' },
  // Capital gains
  { en: 'capital gains', hi: 'पूंजीगत लाभ', note: 'Singular and plural alike.' },
  { en: 'short-term capital gain', hi: 'अल्पकालिक पूंजीगत लाभ' },
  { en: 'long-term capital gain', hi: 'दीर्घकालिक पूंजीगत लाभ' },
  { en: 'indexation', hi: 'सूचकांकन' },
  { en: 'listed shares', hi: 'सूचीबद्ध शेयर' },
  { en: 'mutual fund', hi: 'म्यूचुअल फंड' },
  // Paying tax
  { en: 'advance tax', hi: 'अग्रिम कर' },
  { en: 'instalment', hi: 'किस्त' },
  { en: 'tax deducted at source', hi: 'स्रोत पर कर कटौती', short: 'TDS' },
  { en: 'tax collected at source', hi: 'स्रोत पर कर संग्रहण', short: 'TCS' },
  { en: 'deductor', hi: 'कटौतीकर्ता' },
  { en: 'employer', hi: 'नियोक्ता' },
  { en: 'tax credit statement', hi: 'कर क्रेडिट विवरण' },
  { en: 'Annual Information Statement', hi: 'वार्षिक सूचना विवरण', short: 'AIS' },
  { en: 'refund', hi: 'रिफंड' },
  { en: 'fixed deposit', hi: 'सावधि जमा', short: 'FD' },
  { en: 'savings account', hi: 'बचत खाता' },
  // Returns
  { en: 'return', hi: 'रिटर्न', note: 'The income-tax return, in running text.' },
  {
    en: 'income tax return',
    hi: 'आयकर रिटर्न',
    short: 'ITR',
    note: 'CBDT releases say आयकर रिटर्न; the department\'s tax-tools page also says "आयकर विवरणी".',
  },
  { en: 'due date', hi: 'नियत तारीख' },
  { en: 'belated return', hi: 'विलंबित रिटर्न' },
  { en: 'revised return', hi: 'संशोधित रिटर्न' },
  { en: 'updated return', hi: 'अद्यतन रिटर्न' },
  { en: 'late fee', hi: 'विलंब शुल्क' },
  { en: 'penalty', hi: 'जुर्माना', note: 'The Act\'s Hindi text says "शास्ति".' },
  { en: 'e-filing portal', hi: 'ई-फाइलिंग पोर्टल' },
  // People
  { en: 'individual', hi: 'व्यक्ति', note: 'The Act\'s Hindi text says "व्यष्टि".' },
  { en: 'Hindu undivided family', hi: 'हिंदू अविभाजित कुटुंब', short: 'HUF' },
  { en: 'resident', hi: 'निवासी' },
  {
    en: 'non-resident',
    hi: 'अनिवासी',
    note: 'As the Act\'s Hindi text; the department\'s tax-tools page also writes "गैर निवासी".',
  },
  { en: 'senior citizen', hi: 'वरिष्ठ नागरिक', note: 'Aged 60 or more.' },
  { en: 'very senior citizen', hi: 'अति वरिष्ठ नागरिक', note: 'Aged 80 or more.' },
  { en: 'permanent account number', hi: 'स्थायी खाता संख्या', short: 'PAN' },
];

const byEnglish = new Map(glossary.map((t) => [t.en.toLowerCase(), t]));

/** The glossary entry for an English term (any case); throws on a term the glossary lacks. */
export function glossaryTerm(en: string): GlossaryTerm {
  const term = byEnglish.get(en.toLowerCase());
  if (!term) throw new Error(`"${en}" is not in the Hindi glossary`);
  return term;
}

/** The Hindi word for an English term. */
export function hindiTerm(en: string): string {
  return glossaryTerm(en).hi;
}

/** The form for a term's first use in a Hindi text: "मानक कटौती (standard deduction)", "स्रोत पर कर कटौती (TDS)". */
export function firstUse(en: string): string {
  const term = glossaryTerm(en);
  return `${term.hi} (${term.short ?? term.en})`;
}
