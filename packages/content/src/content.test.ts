// Lint of the curated content: completeness, no filler, one-line descriptions, related sections
// and internal links that resolve, verified-only Income-tax Act 2025 numbers, and the counts and
// categories the spec fixes (12 FAQ items in six categories, ~50 abbreviations, 50 PDF sections).
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ABBREVIATION_CATEGORIES, abbreviations, volumeBadge } from './abbreviations';
import { FAQ_CATEGORIES, faqs } from './faq';
import { countWords, readingTime } from './guides/helpers';
import { guides } from './guides/index';
import { trackedKeywords } from './keywords';
import { isKnownInternalPath, markdownLinkTargets } from './links';
import { SECTION_FILTERS, categoryStyle, sectionCategories } from './section-categories';
import { LAST_REVIEWED } from './sections/common';
import { KEY_SECTIONS_FOR_PDF, findSection, sections } from './sections/index';

const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const GUIDE_IMAGES = `${REPO_ROOT}apps/web/public/images/guides/`;

/**
 * The Income-tax Act 2025 number of every section page, as the Act cites it (a sub-section, a
 * Table item or a Schedule). Each was checked against the enacted text or the section-wise
 * mapping of the two Acts; the sources are listed in docs/tax-sources.md ("1961 → 2025").
 */
const ACT_2025: Readonly<Record<string, string>> = {
  '115BAC': '202',
  '87A': '156',
  '16(ia)': '19(1)',
  '111A': '196',
  '112': '197',
  '112A': '198',
  '288A': '516',
  '288B': '516',
  '207': '403',
  '211': '408',
  '44AD': '58',
  '44ADA': '58',
  '44AE': '58',
  '23': '21',
  '57': '93',
  '55': '90',
  '50AA': '76',
  '70': '108',
  '71': '109',
  '71B': '110',
  '74': '111',
  '115A': '207(1)',
  '115BB': '194(1)',
  '115BBJ': '194(1)',
  '115BBH': '194(1)',
  '209': '405',
  '10(13A)': 'Schedule III',
  '10(10D)': 'Schedule II, item 2',
  '10(14)': 'Schedule III',
  '10(5)': 'Schedule III',
  '10(10)': '19(1), Table items 3 to 6',
  '10(10AA)': '19(1), Table items 13 and 14',
  '15': '15',
  '16(iii)': '19(1), Table item 1',
  '17': '16',
  '17(2)': '17',
  '24': '22',
  '56': '92',
  '56(2)(x)': '92(2)(m)',
  '89': '157',
  '24(b)': '22(1)(b)',
  '80C': '123',
  '80CCC': '123',
  '80CCD(1)': '123',
  '80CCD(1B)': '124(3)',
  '80CCD(2)': '124(1)',
  '80D': '126',
  '80DD': '127',
  '80DDB': '128',
  '80E': '129',
  '80EE': '130',
  '80EEA': '131',
  '80G': '133',
  '80GG': '134',
  '80GGC': '137',
  '80TTA': '153',
  '80TTB': '153',
  '80U': '154',
  '45': '67',
  '48': '72',
  '54': '82',
  '54EC': '85',
  '54F': '86',
  '54B': '83',
  '28': '26',
  '44AB': '63',
  '192': '392',
  '194': '393(1), Table item 7',
  '194A': '393(1), Table item 5',
  '194B': '393(3), Table item 1',
  '194C': '393(1), Table item 6',
  '194H': '393(1), Table item 1',
  '194I': '393',
  '194IA': '393',
  '194IB': '393',
  '194J': '393',
  '194M': '393',
  '194N': '393',
  '194O': '393',
  '194P': '393',
  '194Q': '393',
  '194S': '393',
  '194T': '393',
  '195': '393',
  '206AA': '397',
  '206C': '394',
  '208': '404',
  '140A': '266',
  '234A': '423',
  '234B': '424',
  '234C': '425',
  '139(1)': '263(1)',
  '139(4)': '263(4)',
  '139(5)': '263(5)',
  '139(8A)': '263(6)',
  '143(1)': '270(1)',
  '148': '280',
  '234E': '427',
  '234F': '428(a)',
  '270A': '439',
};

/** Pages that carry no 2025 number, and why. */
const NO_ACT_2025: Readonly<Record<string, string>> = {
  '80B(5)':
    'the 2025 Act has no section 80B and we found no definition of gross total income in it',
  '206AB': 'omitted from the 1961 Act on 1 April 2025; the 2025 Act has no counterpart',
};

const REQUIRED_SECTIONS = [
  '10(13A)',
  '10(10D)',
  '16(ia)',
  '24(b)',
  '44AD',
  '44ADA',
  '54',
  '54EC',
  '54F',
  '80C',
  '80CCC',
  '80CCD(1)',
  '80CCD(1B)',
  '80CCD(2)',
  '80D',
  '80DD',
  '80DDB',
  '80E',
  '80EE',
  '80EEA',
  '80G',
  '80GG',
  '80TTA',
  '80TTB',
  '80U',
  '87A',
  '111A',
  '112',
  '112A',
  '115BAC',
  '139(1)',
  '143(1)',
  '192',
  '194A',
  '194C',
  '194H',
  '194I',
  '194J',
  '194N',
  '194Q',
  '206AB',
  '234A',
  '234B',
  '234C',
  '234F',
  '270A',
];

const REQUIRED_ABBREVIATIONS = [
  'PAN',
  'TAN',
  'TDS',
  'TCS',
  'ITR',
  'AY',
  'FY',
  'AIS',
  'TIS',
  '26AS',
  'HRA',
  'LTA',
  'ELSS',
  'PPF',
  'NPS',
  'EPF',
  'NSC',
  'SCSS',
  'CBDT',
  'CPC',
  'DTAA',
  'HUF',
  'NRI',
  'LTCG',
  'STCG',
  'CII',
  'GST',
  'UIN',
  'DIN',
  'EVC',
  'ITD',
  'CA',
  'AO',
  'OLTAS',
  'BSR',
  'UTR',
  'SFT',
  'PY',
  'TY',
  'RNOR',
  'ROR',
  'NRO',
  'NRE',
  'FEMA',
  'SEBI',
  'STT',
  'EEE',
  'VPF',
  'SGB',
  'ULIP',
];

/** Slugs of the topics the issue requires a guide for. */
const REQUIRED_GUIDES = [
  'old-vs-new-tax-regime',
  'section-80c-guide',
  'section-87a-rebate-marginal-relief',
  'hra-exemption-guide',
  'capital-gains-tax-after-july-2024',
  'advance-tax-guide',
  'presumptive-taxation-44ad-44ada',
  'tds-basics',
  'which-itr-form',
  'income-tax-act-2025-what-changed',
  'section-80d-health-insurance',
  'home-loan-tax-benefits',
];

const FILLER = /lorem|ipsum|\bTODO\b|\bTBD\b|\bFIXME\b|coming soon|placeholder|xxx/i;
const OFFICIAL_HOSTS = [
  'www.indiacode.nic.in',
  'indiacode.nic.in',
  'incometaxindia.gov.in',
  'www.incometaxindia.gov.in',
  'www.incometax.gov.in',
  'egazette.gov.in',
];
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function expectText(value: unknown, label: string): void {
  expect(typeof value, label).toBe('string');
  expect((value as string).trim().length, `${label} is empty`).toBeGreaterThan(0);
  expect(value as string, `${label} has filler`).not.toMatch(FILLER);
}

function expectLinksResolve(markdown: string, label: string): void {
  for (const target of markdownLinkTargets(markdown)) {
    if (/^https?:\/\//.test(target)) {
      expect(new URL(target).protocol, `${label}: ${target}`).toBe('https:');
      continue;
    }
    expect(target.startsWith('/'), `${label}: relative link ${target}`).toBe(true);
    expect(isKnownInternalPath(target), `${label}: broken internal link ${target}`).toBe(true);
  }
}

describe('sections', () => {
  it('has at least 60 sections with unique numbers, including every required one', () => {
    expect(sections.length).toBeGreaterThanOrEqual(60);
    const numbers = sections.map((s) => s.sectionNumber);
    expect(new Set(numbers).size).toBe(numbers.length);
    for (const n of REQUIRED_SECTIONS) expect(numbers, n).toContain(n);
  });

  describe.each(sections.map((s) => [s.sectionNumber, s] as const))('section %s', (_n, s) => {
    it('has every field filled, without filler', () => {
      for (const field of [
        'sectionNumber',
        'title',
        'category',
        'description',
        'summary',
        'fullText',
        'sourceUrl',
        'lastReviewed',
      ] as const) {
        expectText(s[field], `${s.sectionNumber}.${field}`);
      }
      expect(s.keyLimits.length).toBeGreaterThanOrEqual(2);
      s.keyLimits.forEach((k, i) => expectText(k, `${s.sectionNumber}.keyLimits[${i}]`));
      expect(s.examples.length).toBeGreaterThanOrEqual(1);
      for (const e of s.examples) {
        expectText(e.title, `${s.sectionNumber} example title`);
        expectText(e.scenario, `${s.sectionNumber} example scenario`);
      }
      expect(s.related.length).toBeGreaterThanOrEqual(1);
    });

    it('has a one-line description of at most 160 characters', () => {
      expect(s.description).not.toMatch(/\n/);
      expect(s.description.length).toBeLessThanOrEqual(160);
    });

    it('says its full text is a plain-language summary, not the Act', () => {
      expect(s.fullText).toMatch(/Plain-language summary[^\n]*not the text of the Act/);
      expect(s.fullText.startsWith('> ')).toBe(true);
    });

    it('uses a known category', () => {
      expect(sectionCategories.map((c) => c.id)).toContain(s.category);
    });

    it('relates only to other existing sections', () => {
      expect(new Set(s.related).size).toBe(s.related.length);
      for (const r of s.related) {
        expect(r, 'relates to itself').not.toBe(s.sectionNumber);
        expect(findSection(r)?.sectionNumber, `related ${r}`).toBe(r);
      }
    });

    it('shows its verified Income-tax Act 2025 number, and says so in the closing paragraph', () => {
      expect(s.act2025Section).toBe(ACT_2025[s.sectionNumber] ?? '');
      if (!s.act2025Section) return;
      expect(s.fullText).not.toMatch(/not (yet )?verified|Not yet verified/i);
      const where = s.act2025Section.startsWith('Schedule')
        ? s.act2025Section
        : `section ${s.act2025Section}`;
      expect(s.fullText).toContain(`This rule is in **${where}** of the 2025 Act`);
    });

    it('links only to pages that exist, and to an official source', () => {
      expectLinksResolve(s.fullText, s.sectionNumber);
      expect(OFFICIAL_HOSTS, s.sourceUrl).toContain(new URL(s.sourceUrl).hostname);
      expect(new URL(s.sourceUrl).protocol).toBe('https:');
    });

    it('carries the review date of the tax year 2026-27 review', () => {
      expect(s.lastReviewed).toMatch(ISO_DATE);
      expect(s.lastReviewed).toBe(LAST_REVIEWED);
      expect(LAST_REVIEWED >= '2026-11-01', 'reviewed before the current rule tables').toBe(true);
    });
  });

  it('gives every page an Income-tax Act 2025 number unless it is listed, with a reason, as having none', () => {
    for (const s of sections) {
      const reason = NO_ACT_2025[s.sectionNumber];
      if (reason) {
        expect(s.act2025Section, `${s.sectionNumber} is listed as having no 2025 number`).toBe('');
        expect(reason.length).toBeGreaterThan(20);
      } else {
        expect(s.act2025Section, `${s.sectionNumber} has no 2025 number`).not.toBe('');
      }
    }
    for (const n of [...Object.keys(ACT_2025), ...Object.keys(NO_ACT_2025)]) {
      expect(findSection(n)?.sectionNumber, `listed page ${n}`).toBe(n);
    }
    for (const n of Object.keys(NO_ACT_2025)) expect(ACT_2025[n], n).toBeUndefined();
  });

  it('has exactly 50 unique, existing sections for the PDF guide', () => {
    expect(KEY_SECTIONS_FOR_PDF).toHaveLength(50);
    expect(new Set(KEY_SECTIONS_FOR_PDF).size).toBe(50);
    for (const n of KEY_SECTIONS_FOR_PDF) expect(findSection(n)?.sectionNumber, n).toBe(n);
  });
});

describe('section categories', () => {
  it("keeps the spec's five filters, in spec order, after All Sections", () => {
    expect(SECTION_FILTERS.slice(0, 6)).toEqual([
      { category: null, label: 'All Sections' },
      { category: 'deduction', label: 'Deductions' },
      { category: 'exemption', label: 'Exemptions' },
      { category: 'capital_gains', label: 'Capital Gains' },
      { category: 'tds', label: 'TDS' },
      { category: 'penalty', label: 'Penalties' },
    ]);
    expect(SECTION_FILTERS).toHaveLength(sectionCategories.length + 1);
  });

  it('gives every category a unique label, icon and colour, and uses each one', () => {
    for (const key of ['id', 'label', 'icon'] as const) {
      expect(new Set(sectionCategories.map((c) => c[key])).size).toBe(sectionCategories.length);
    }
    expect(new Set(sectionCategories.map((c) => c.colour.bg)).size).toBe(sectionCategories.length);
    for (const c of sectionCategories) {
      expect(c.colour.bg).toMatch(/^bg-/);
      expect(c.colour.text).toMatch(/^text-/);
      expect(c.colour.border).toMatch(/^border-/);
      expectText(c.blurb, `${c.id}.blurb`);
      expect(
        sections.some((s) => s.category === c.id),
        `${c.id} is unused`,
      ).toBe(true);
    }
  });

  it('falls back to the deduction style for an unknown category', () => {
    expect(categoryStyle('something_else').id).toBe('deduction');
    expect(categoryStyle('tds').id).toBe('tds');
  });

  it("names icons that lucide-react (the web app's icon set) exports", () => {
    const requireFromWeb = createRequire(`${REPO_ROOT}apps/web/package.json`);
    const typings = readFileSync(
      requireFromWeb
        .resolve('lucide-react')
        .replace(/dist\/cjs\/lucide-react\.js$/, 'dist/lucide-react.d.ts'),
      'utf8',
    );
    for (const c of sectionCategories)
      expect(typings, c.icon).toContain(`declare const ${c.icon}:`);
  });
});

describe('FAQ', () => {
  it('has exactly 12 items using exactly the six spec categories', () => {
    expect(faqs).toHaveLength(12);
    expect(FAQ_CATEGORIES).toEqual([
      'General Tax',
      'Deductions',
      'TDS',
      'Capital Gains',
      'Advance Tax',
      'ITR Filing',
    ]);
    expect(new Set(faqs.map((f) => f.category))).toEqual(new Set(FAQ_CATEGORIES));
    expect(new Set(faqs.map((f) => f.id)).size).toBe(12);
  });

  it('has complete answers without filler', () => {
    for (const f of faqs) {
      expectText(f.question, `${f.id}.question`);
      expectText(f.answer, `${f.id}.answer`);
      expect(f.question.endsWith('?'), f.id).toBe(true);
      expect(f.id).toMatch(/^[a-z0-9-]+$/);
      expectLinksResolve(f.answer, f.id);
    }
  });

  it('states the advance-tax facts as the law words them', () => {
    const advance = faqs
      .filter((f) => f.category === 'Advance Tax')
      .map((f) => f.answer)
      .join('\n');
    expect(advance).toContain('₹10,000 or more');
    for (const fact of [
      '15% of the year',
      '45% by 15 September',
      '75% by 15 December',
      '100% by 15 March',
      '15 June',
    ]) {
      expect(advance).toContain(fact);
    }
  });
});

describe('abbreviations', () => {
  it('has at least 50 entries with unique short forms, including the common ones', () => {
    expect(abbreviations.length).toBeGreaterThanOrEqual(50);
    const shorts = abbreviations.map((a) => a.short);
    expect(new Set(shorts.map((s) => s.toUpperCase())).size).toBe(shorts.length);
    for (const s of REQUIRED_ABBREVIATIONS) expect(shorts, s).toContain(s);
  });

  it("uses only the spec's categories and fills every field", () => {
    expect(ABBREVIATION_CATEGORIES).toEqual([
      'Forms',
      'Documents',
      'Tax Types',
      'Deductions',
      'Investments',
      'Income',
      'Authorities',
      'Sections',
      'Banking',
    ]);
    for (const a of abbreviations) {
      expect(ABBREVIATION_CATEGORIES, a.short).toContain(a.category);
      expectText(a.full, `${a.short}.full`);
      expectText(a.description, `${a.short}.description`);
      expect(Number.isInteger(a.searchVolume) && a.searchVolume > 0, a.short).toBe(true);
    }
    for (const category of ABBREVIATION_CATEGORIES)
      expect(
        abbreviations.some((a) => a.category === category),
        category,
      ).toBe(true);
  });

  it('has varied volumes so every spec badge occurs', () => {
    const badges = new Set(abbreviations.map((a) => volumeBadge(a.searchVolume)));
    expect(badges).toEqual(new Set(['High Volume', 'Popular', 'Common', 'Standard']));
    expect(volumeBadge(50000)).toBe('High Volume');
    expect(volumeBadge(49999)).toBe('Popular');
    expect(volumeBadge(25000)).toBe('Popular');
    expect(volumeBadge(15000)).toBe('Common');
    expect(volumeBadge(14999)).toBe('Standard');
  });
});

describe('guides', () => {
  it('has at least 12 guides with unique slugs covering the required topics', () => {
    expect(guides.length).toBeGreaterThanOrEqual(12);
    const slugs = guides.map((g) => g.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of REQUIRED_GUIDES) expect(slugs, slug).toContain(slug);
  });

  describe.each(guides.map((g) => [g.slug, g] as const))('guide %s', (_slug, g) => {
    it('has every field filled, without filler', () => {
      for (const field of [
        'slug',
        'title',
        'excerpt',
        'category',
        'publishedAt',
        'imageUrl',
        'imageAlt',
        'markdown',
      ] as const) {
        expectText(g[field], `${g.slug}.${field}`);
      }
      expect(g.slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
      expect([
        'tax planning',
        'updates',
        'strategy',
        'guide',
        'compliance',
        'tools',
        'others',
      ]).toContain(g.category);
      expect(g.publishedAt).toMatch(ISO_DATE);
      expect(g.publishedAt <= LAST_REVIEWED).toBe(true);
      expect(g.excerpt).not.toMatch(/\n/);
    });

    it('has a read time computed from its word count at 200 words a minute', () => {
      expect(g.readTime).toBe(readingTime(g.markdown));
      expect(g.readTime).toBeGreaterThanOrEqual(2);
      expect(countWords(g.markdown)).toBeGreaterThan(300);
    });

    it('has headings and links only to pages that exist', () => {
      expect(g.markdown).toMatch(/^## /m);
      expect(g.markdown).not.toMatch(/^# /m);
      expectLinksResolve(g.markdown, g.slug);
      for (const r of g.relatedSections) expect(findSection(r)?.sectionNumber, r).toBe(r);
      expect(g.relatedSections.length).toBeGreaterThanOrEqual(2);
    });

    it('has a small, accessible, original SVG image on disk', () => {
      expect(g.imageUrl).toBe(`/images/guides/${g.slug}.svg`);
      const file = `${GUIDE_IMAGES}${g.slug}.svg`;
      expect(existsSync(file), file).toBe(true);
      expect(statSync(file).size).toBeLessThan(8 * 1024);
      const svg = readFileSync(file, 'utf8');
      expect(svg).toContain('viewBox="0 0 1200 630"');
      expect(svg).toContain('role="img"');
      expect(svg).toMatch(/<title[^>]*>[^<]+<\/title>/);
      expect(svg).not.toMatch(/<image|<script|xlink:href|href="http/);
    });
  });
});

describe('tracked keywords', () => {
  it('tracks 25 to 40 unique keywords with sane estimates and real target pages', () => {
    expect(trackedKeywords.length).toBeGreaterThanOrEqual(25);
    expect(trackedKeywords.length).toBeLessThanOrEqual(40);
    expect(new Set(trackedKeywords.map((k) => k.keyword.toLowerCase())).size).toBe(
      trackedKeywords.length,
    );
    for (const k of trackedKeywords) {
      expectText(k.keyword, 'keyword');
      expect(k.keyword).toBe(k.keyword.toLowerCase());
      expect(Number.isInteger(k.searchVolume) && k.searchVolume > 0, k.keyword).toBe(true);
      expect(k.difficulty).toBeGreaterThanOrEqual(0);
      expect(k.difficulty).toBeLessThanOrEqual(100);
      if (k.targetPath !== null)
        expect(isKnownInternalPath(k.targetPath), `${k.keyword} → ${k.targetPath}`).toBe(true);
    }
    expect(trackedKeywords.filter((k) => k.targetPath === null).length).toBeLessThanOrEqual(3);
  });
});

describe('reading time and links', () => {
  it('counts words, not markdown syntax or link targets', () => {
    expect(
      countWords('## Two words\n\n| a | b |\n|---|---|\n\n[one link](/section/80CCD(1B))'),
    ).toBe(6);
    expect(readingTime('word '.repeat(200))).toBe(1);
    expect(readingTime('word '.repeat(201))).toBe(2);
    expect(readingTime('')).toBe(1);
  });

  it('extracts link targets with balanced parentheses and checks them', () => {
    expect(markdownLinkTargets('[a](/section/56(2)(x)) and [b](/blog/tds-basics#x)')).toEqual([
      '/section/56(2)(x)',
      '/blog/tds-basics#x',
    ]);
    expect(isKnownInternalPath('/section/56(2)(x)')).toBe(true);
    expect(isKnownInternalPath('/section/80c')).toBe(false);
    expect(isKnownInternalPath('/blog/no-such-post')).toBe(false);
    expect(isKnownInternalPath('/#calculators')).toBe(true);
    expect(isKnownInternalPath('/admin')).toBe(false);
  });
});
