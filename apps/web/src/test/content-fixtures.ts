// API answers built from the curated content, in the contract shapes the API sends, for page
// tests of sections, guides, FAQ and abbreviations.
import {
  ABBREVIATION_CATEGORIES,
  FAQ_CATEGORIES,
  SEARCH_VOLUME_NOTE,
  SEARCH_VOLUME_NOTE_HI,
  abbreviationText,
  abbreviations,
  faqText,
  faqs,
  guides,
  renderExamples,
  sectionText,
  sections,
} from '@taxguide/content';
import type {
  AbbreviationList,
  BlogPost,
  BlogPostSummary,
  FaqList,
  SectionDetail,
  SectionSummary,
} from '@taxguide/contracts/content';

/** As the API lists them; with 'hi', Hindi titles where a section has them, marked with their lang. */
export function sectionSummaries(lang?: 'en' | 'hi'): SectionSummary[] {
  return sections.map((s, i) => {
    const summary: SectionSummary = {
      id: i + 1,
      sectionNumber: s.sectionNumber,
      act2025Section: s.act2025Section || null,
      category: s.category,
      title: s.title,
      description: s.description,
      views: 0,
    };
    if (lang !== 'hi') return summary;
    const localized = sectionText(s, 'hi');
    return localized.fallback
      ? { ...summary, lang: 'en' }
      : {
          ...summary,
          title: localized.text.title,
          description: localized.text.description,
          lang: 'hi',
        };
  });
}

/** As the API answers ?lang=hi: the Hindi head where the section has one, marked with its lang. */
export function sectionDetail(sectionNumber: string, lang?: 'en' | 'hi'): SectionDetail {
  const english = englishSectionDetail(sectionNumber);
  if (lang !== 'hi') return english;
  const content = sections.find((s) => s.sectionNumber === english.sectionNumber);
  const localized = content && sectionText(content, 'hi');
  if (!localized || localized.fallback) return { ...english, lang: 'en' };
  const { title, description, summary, keyLimits } = localized.text;
  return {
    ...english,
    title,
    description,
    summary,
    keyLimits,
    examples: renderExamples(localized.text),
    lang: 'hi',
  };
}

function englishSectionDetail(sectionNumber: string): SectionDetail {
  const index = sections.findIndex((s) => s.sectionNumber === sectionNumber);
  const s = sections[index];
  if (!s) throw new Error(`no curated section ${sectionNumber}`);
  return {
    id: index + 1,
    sectionNumber: s.sectionNumber,
    act2025Section: s.act2025Section || null,
    category: s.category,
    title: s.title,
    description: s.description,
    views: 1234,
    summary: s.summary,
    fullText: s.fullText,
    keyLimits: [...s.keyLimits],
    examples: renderExamples(s),
    related: s.related.flatMap((n) => {
      const r = sections.find((x) => x.sectionNumber === n);
      return r
        ? [
            {
              sectionNumber: r.sectionNumber,
              title: r.title,
              category: r.category,
              description: r.description,
            },
          ]
        : [];
    }),
    sourceUrl: s.sourceUrl,
    lastReviewed: s.lastReviewed,
    updatedAt: '2026-11-20T10:00:00.000Z',
  };
}

export function postSummaries(): BlogPostSummary[] {
  return guides.map((g, i) => ({
    id: i + 1,
    slug: g.slug,
    title: g.title,
    excerpt: g.excerpt,
    category: g.category,
    imageUrl: g.imageUrl,
    imageAlt: g.imageAlt,
    publishedAt: `${g.publishedAt}T00:00:00.000Z`,
    readTime: g.readTime,
  }));
}

export function post(
  slug: string,
  relatedPosts = [
    { slug: 'hra-exemption-guide', title: 'HRA guide' },
    { slug: 'section-80c-guide', title: '80C guide' },
  ],
): BlogPost {
  const summary = postSummaries().find((p) => p.slug === slug);
  const g = guides.find((x) => x.slug === slug);
  if (!summary || !g) throw new Error(`no curated guide ${slug}`);
  return {
    ...summary,
    content: g.markdown,
    relatedSections: [...g.relatedSections],
    relatedPosts,
    updatedAt: '2026-11-20T10:00:00.000Z',
  };
}

export function faqList(lang?: 'en' | 'hi'): FaqList {
  return {
    categories: [...FAQ_CATEGORIES],
    items: faqs.map((item) => {
      const { id, category, question, answer } = item;
      if (lang !== 'hi') return { id, category, question, answer };
      const localized = faqText(item, 'hi');
      return { id, category, ...localized.text, lang: localized.lang };
    }),
  };
}

export function abbreviationList(lang?: 'en' | 'hi'): AbbreviationList {
  return {
    categories: [...ABBREVIATION_CATEGORIES],
    items: abbreviations
      .map((item) => {
        const { short, category, searchVolume } = item;
        if (lang !== 'hi') {
          return { short, full: item.full, category, description: item.description, searchVolume };
        }
        const localized = abbreviationText(item, 'hi');
        return { short, ...localized.text, category, searchVolume, lang: localized.lang };
      })
      .sort((a, b) => b.searchVolume - a.searchVolume || a.short.localeCompare(b.short)),
    volumeNote: lang === 'hi' ? SEARCH_VOLUME_NOTE_HI : SEARCH_VOLUME_NOTE,
  };
}

/** Answers for every call the home page's content blocks make (override per test). */
export function homeStubs(): Record<string, object> {
  return {
    '/api/sections/popular': sectionSummaries().slice(0, 6),
    '/api/sections': sectionSummaries(),
    '/api/blog': postSummaries(),
    '/api/faq': faqList(),
  };
}
