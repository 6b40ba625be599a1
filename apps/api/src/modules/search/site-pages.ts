/**
 * The site's tools and pages as search entries: each calculator tab at the URL that opens it
 * (apps/web/src/app/routes.tsx and features/calculators: `?calc=` picks the tab, `?tab=year`
 * the whole-year calculator, `presumptive.businessType=` the presumptive scheme) and the pages
 * people look for by name. Keywords are the words people type for them, typos left to the index.
 */
export interface SitePage {
  /** Unique among the entries; the result's id. */
  id: string;
  type: 'calculator' | 'page';
  title: string;
  url: string;
  keywords: string[];
  /** One line saying what the page does. */
  description: string;
}

export const SITE_PAGES: readonly SitePage[] = [
  {
    id: 'income-tax-calculator',
    type: 'calculator',
    title: 'Income tax calculator: old versus new regime',
    url: '/calculators',
    keywords: [
      'income tax calculator',
      'tax calculator',
      'calculate income tax',
      'old vs new regime calculator',
      'regime comparison',
      'salary tax calculator',
      'tax on salary calculator',
      'take home',
      'slab calculator',
      'how much tax',
    ],
    description:
      'Your tax under both regimes side by side, with the verdict, the saving and every step of the working.',
  },
  {
    id: 'year-calculator',
    type: 'calculator',
    title:
      'Whole-year income tax calculator: salary, house property, capital gains and other income',
    url: '/calculators?tab=year',
    keywords: [
      'full year',
      'whole year',
      'detailed calculator',
      'all income',
      'other income',
      'total income',
      'computation',
      'itr computation',
    ],
    description:
      'Every head of income for the year, the deductions and both regimes, with a link you can save and share.',
  },
  {
    id: 'hra-calculator',
    type: 'calculator',
    title: 'HRA exemption calculator',
    url: '/calculators?calc=hra',
    keywords: ['hra calculator', 'house rent allowance calculator', 'rent exemption', '10(13a)'],
    description:
      'The exempt part of your house rent allowance under s.10(13A) and Rule 2A, metro or not.',
  },
  {
    id: 'capital-gains-calculator',
    type: 'calculator',
    title: 'Capital gains tax calculator',
    url: '/calculators?calc=cg',
    keywords: [
      'capital gains calculator',
      'cg calculator',
      'ltcg calculator',
      'stcg calculator',
      'indexation calculator',
      'property sale',
      'share sale',
    ],
    description:
      'Short- or long-term, the rate by the date of sale, the s.112A exemption and indexation.',
  },
  {
    id: 'advance-tax-calculator',
    type: 'calculator',
    title: 'Advance tax calculator',
    url: '/calculators?calc=advance',
    keywords: ['advance tax calculator', 'instalments', 'installments', 'quarterly tax'],
    description: 'What to pay by 15 June, 15 September, 15 December and 15 March after TDS.',
  },
  {
    id: 'presumptive-calculator',
    type: 'calculator',
    title: 'Presumptive tax calculator (44AD / 44ADA)',
    url: '/calculators?calc=presumptive',
    keywords: [
      'presumptive calculator',
      '44ad calculator',
      '44ada calculator',
      'business income calculator',
      'professional income calculator',
      'freelancer',
    ],
    description:
      'Presumptive income for small businesses (44AD) and professionals (44ADA), and whether you qualify.',
  },
  {
    id: 'presumptive-44ae-calculator',
    type: 'calculator',
    title: 'Presumptive tax calculator for goods carriages (44AE)',
    url: '/calculators?calc=presumptive&presumptive.businessType=44AE',
    keywords: ['44ae calculator', 'truck', 'lorry', 'goods vehicle', 'transporter calculator'],
    description:
      'Presumptive income per goods carriage per month under s.44AE, up to ten vehicles.',
  },
  {
    id: 'pdf-guide',
    type: 'page',
    title: 'Free PDF guide: 50 key tax sections',
    url: '/pdf-download',
    keywords: ['pdf', 'download', 'ebook', 'free guide', 'printable', 'offline'],
    description: 'A free PDF of the 50 sections most people need, with both Act numberings.',
  },
  {
    id: 'newsletter',
    type: 'page',
    title: 'Tax tips newsletter',
    url: '/newsletter',
    keywords: ['newsletter', 'subscribe', 'email updates', 'mailing list', 'tax tips'],
    description: 'Tax changes and deadlines by e-mail; unsubscribe with one click.',
  },
  {
    id: 'contact',
    type: 'page',
    title: 'Contact us',
    url: '/contact',
    keywords: ['contact', 'contact us', 'support', 'help', 'feedback', 'reach us'],
    description: 'Send us a question, a correction or feedback.',
  },
  {
    id: 'how-we-check',
    type: 'page',
    title: 'How we check our figures',
    url: '/how-we-check',
    keywords: [
      'how we check',
      'accuracy',
      'are your figures right',
      'report an error',
      'mistake',
      'sources',
      'citations',
    ],
    description:
      'What the tax engine is tested against, how rules are cited, and how to report an error.',
  },
  {
    id: 'act-2025-finder',
    type: 'page',
    title: 'Income-tax Act 2025 ↔ 1961 section finder',
    url: '/act-2025',
    keywords: [
      'new act',
      'act 2025',
      'new section number',
      'old section number',
      'section mapping',
      'old to new',
      'new to old',
      'finder',
      'converter',
      'comparison table',
    ],
    description:
      'Every section of the Income-tax Act 2025 with the 1961 section it replaces, both ways.',
  },
  {
    id: 'sections',
    type: 'page',
    title: 'All Income Tax Act sections',
    url: '/sections',
    keywords: ['all sections', 'section list', 'browse sections', 'index of sections'],
    description: 'Every section we explain, by topic, with both Act numberings.',
  },
  {
    id: 'guides',
    type: 'page',
    title: 'Tax guides and blog',
    url: '/blog',
    keywords: ['blog', 'guides', 'articles'],
    description: 'Longer guides on tax topics, kept up to date with the law.',
  },
  {
    id: 'faq',
    type: 'page',
    title: 'Income tax FAQ',
    url: '/faq',
    keywords: ['faq', 'faqs', 'frequently asked questions', 'common questions'],
    description: 'Short answers to the questions people ask most.',
  },
  {
    id: 'abbreviations',
    type: 'page',
    title: 'Income tax abbreviations',
    url: '/abbreviations',
    keywords: ['abbreviations', 'full forms', 'full form', 'acronyms', 'glossary', 'dictionary'],
    description: 'What PAN, AIS, TDS, LTCG and other short forms stand for.',
  },
  {
    id: 'ai-assistant',
    type: 'page',
    title: 'AI tax assistant',
    url: '/ai-assistant',
    keywords: ['ai', 'assistant', 'chat', 'chatbot', 'ask a question', 'gpt', 'bot'],
    description: 'Ask a tax question in your own words and get an answer that cites the sections.',
  },
  {
    id: 'privacy',
    type: 'page',
    title: 'Privacy policy',
    url: '/privacy',
    keywords: ['privacy', 'personal data', 'data protection'],
    description: 'What we collect, why we collect it, and your choices.',
  },
  {
    id: 'terms',
    type: 'page',
    title: 'Terms of service',
    url: '/terms',
    keywords: ['terms', 'terms and conditions', 'terms of use', 'disclaimer'],
    description: 'The terms of using this site.',
  },
  {
    id: 'eula',
    type: 'page',
    title: 'End-user licence agreement',
    url: '/eula',
    keywords: ['eula', 'licence', 'license'],
    description: 'The licence under which you use the site and its tools.',
  },
  {
    id: 'ccpa',
    type: 'page',
    title: 'California privacy notice (CCPA)',
    url: '/ccpa',
    keywords: ['ccpa', 'california'],
    description: 'Your rights under the California Consumer Privacy Act.',
  },
  {
    id: 'cookies',
    type: 'page',
    title: 'Cookie policy',
    url: '/cookies',
    keywords: ['cookies', 'cookie'],
    description: 'The cookies the site sets and what each is for.',
  },
];
