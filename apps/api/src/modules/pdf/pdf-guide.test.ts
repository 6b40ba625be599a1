import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, type PDFFont } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { readGuideFonts } from './fonts';
import { buildPdfGuide, formatEditionDate, wrapText, type PdfGuideInput } from './pdf-guide';
import { editionDay, pdfGuideFilename } from './pdf.service';
import { widthOfText } from './text-width';
import { wordCachingFontkit } from './word-layout';

const input: PdfGuideInput = {
  siteName: 'TaxGuide India',
  siteUrl: 'https://taxguide.test',
  date: new Date('2025-06-20T00:00:00+05:30'),
  sections: [
    {
      sectionNumber: '80C',
      act2025Section: '123',
      category: 'deduction',
      title: 'Deduction for investments',
      summary: 'Up to ₹1,50,000 a year. '.repeat(40),
      keyLimits: ['₹1,50,000 a year', 'Old regime only'],
      example: { title: 'Full ₹1,50,000', text: 'Ankit invests.\n\nHe saves tax.' },
    },
    {
      sectionNumber: '87A',
      act2025Section: null,
      category: 'rates_rebates',
      title: 'Rebate',
      summary: 'A rebate.',
      keyLimits: [],
      example: null,
    },
  ],
};

describe('buildPdfGuide', () => {
  it('is pure: the same input gives the same bytes', async () => {
    const [a, b] = await Promise.all([buildPdfGuide(input), buildPdfGuide(input)]);
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(true);
  });

  it('changes with the content and with the date', async () => {
    const base = Buffer.from(await buildPdfGuide(input));
    const edited = Buffer.from(
      await buildPdfGuide({
        ...input,
        sections: [{ ...input.sections[0]!, title: 'Edited' }, input.sections[1]!],
      }),
    );
    const later = Buffer.from(
      await buildPdfGuide({ ...input, date: new Date('2025-06-21T00:00:00+05:30') }),
    );
    expect(edited.equals(base)).toBe(false);
    expect(later.equals(base)).toBe(false);
  });

  it('sets the document metadata from the brand and the date', async () => {
    const doc = await PDFDocument.load(await buildPdfGuide(input), { updateMetadata: false });
    expect(doc.getTitle()).toBe('TaxGuide India: 2 Key Income Tax Sections');
    expect(doc.getAuthor()).toBe('TaxGuide India');
    expect(doc.getCreationDate()?.toISOString()).toBe('2025-06-19T18:30:00.000Z');
    // Title page, one contents page, then the sections.
    expect(doc.getPageCount()).toBeGreaterThanOrEqual(3);
  });
});

describe('wrapText', () => {
  it('keeps every line within the width, keeps paragraphs and breaks over-long words', async () => {
    const doc = await PDFDocument.create();
    doc.registerFontkit(fontkit);
    const font = await doc.embedFont((await readGuideFonts()).regular, { subset: true });
    const text = `First paragraph with ₹1,50,000 and words. ${'word '.repeat(30)}\nSecond https://site.test/${'q'.repeat(200)}`;
    const lines = wrapText(text, font, 10, 200);
    for (const line of lines) expect(font.widthOfTextAtSize(line, 10)).toBeLessThanOrEqual(200);
    expect(lines.join(' ').replace(/\s+/g, ' ')).toContain(
      'First paragraph with ₹1,50,000 and words.',
    );
    expect(lines.some((l) => l.startsWith('Second'))).toBe(true);
    // The long address is split over several lines, losing no character.
    expect(lines.filter((l) => /^q+$/.test(l)).length).toBeGreaterThan(0);
    expect(lines.join('').replace(/[^q]/g, '').length).toBe(200);
  });
});

/** Regular and bold, embedded as the guide embeds them, with the given fontkit. */
async function embedFonts(kit: Parameters<PDFDocument['registerFontkit']>[0]) {
  const doc = await PDFDocument.create();
  doc.registerFontkit(kit);
  const bytes = await readGuideFonts();
  return [
    await doc.embedFont(bytes.regular, { subset: true }),
    await doc.embedFont(bytes.bold, { subset: true }),
  ];
}

/**
 * Ligatures (fi, ffi), the rupee sign, accents, a no-break space, runs of spaces, a long address
 * and mixed scripts.
 */
const SAMPLES = [
  'office affidavit fluffy ﬁ first',
  'Up to ₹1,50,000 a year (section 80C) — Kar Sahāyak',
  '  leading and trailing  ',
  'two  spaces\u00a0and a no-break space',
  `https://taxguide.test/section/${'q'.repeat(80)}`,
  'Deduc… Deductions…',
  'कर धारा 80C — mixed scripts, Ελληνικά too',
  // Shaped as Arabic on its own, but not after a Latin word (fontkit takes the first script).
  'Latin first, then مرحبا بالعالم',
  '',
];

/** The wrapping as it was, measuring every candidate line with pdf-lib: the reference. */
function referenceWrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const fits = (s: string) => font.widthOfTextAtSize(s, size) <= width;
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    const words = paragraph.split(/ +/).filter((w) => w.length > 0);
    if (words.length === 0) {
      lines.push('');
      continue;
    }
    let line = '';
    for (const word of words) {
      const candidate = line ? `${line} ${word}` : word;
      if (fits(candidate)) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      let rest = word;
      while (!fits(rest)) {
        let cut = rest.length - 1;
        while (cut > 1 && !fits(rest.slice(0, cut))) cut--;
        lines.push(rest.slice(0, cut));
        rest = rest.slice(cut);
      }
      line = rest;
    }
    lines.push(line);
  }
  return lines;
}

describe('measuring and laying out a word at a time', () => {
  it('gives the same glyphs as fontkit laying out the whole string', async () => {
    const plain = await embedFonts(fontkit);
    const cached = await embedFonts(wordCachingFontkit(fontkit));
    for (const [i, font] of cached.entries()) {
      // Batches of new words, then words seen before, then single new words.
      for (const text of [SAMPLES.join(' '), ...SAMPLES, 'ﬂuffy', 'fit']) {
        expect(font.encodeText(text).toString(), text).toBe(plain[i]!.encodeText(text).toString());
      }
    }
  });

  it('gives exactly the widths pdf-lib measures', async () => {
    const [regular, bold] = await embedFonts(wordCachingFontkit(fontkit));
    const [plainRegular] = await embedFonts(fontkit);
    for (const font of [regular!, bold!, plainRegular!]) {
      for (const text of SAMPLES) {
        for (const size of [8, 9.5, 10, 16]) {
          expect(widthOfText(font, text, size), `${text} at ${size}`).toBe(
            font.widthOfTextAtSize(text, size),
          );
        }
      }
    }
  });

  it('wraps text into the same lines as measuring every candidate line with pdf-lib', async () => {
    const [plain] = await embedFonts(fontkit);
    const [cached] = await embedFonts(wordCachingFontkit(fontkit));
    const text = `${input.sections[0]!.summary}\n${SAMPLES.join(' ')}\n\nAn office affidavit: ${'fluffy '.repeat(30)}`;
    for (const width of [60, 200, 483.28]) {
      const expected = referenceWrap(text, plain!, 10, width);
      expect(wrapText(text, cached!, 10, width)).toEqual(expected);
      expect(wrapText(text, plain!, 10, width)).toEqual(expected);
    }
  });
});

describe('names and dates', () => {
  it.each([
    ['TaxGuide India', 'TaxGuide-India-50-Key-Tax-Sections.pdf'],
    ['Kar Sahāyak "Pro"', 'Kar-Sahayak-Pro-50-Key-Tax-Sections.pdf'],
    ['  My/Tax\\Site: v2  ', 'My-Tax-Site-v2-50-Key-Tax-Sections.pdf'],
    ['₹₹₹', 'Tax-Guide-50-Key-Tax-Sections.pdf'],
  ])('the file name for %j is %s', (siteName, filename) => {
    expect(pdfGuideFilename(siteName)).toBe(filename);
  });

  it('dates the edition by the day in India', () => {
    // 20:00 UTC on 19 June is 01:30 on 20 June in India.
    expect(editionDay(new Date('2025-06-19T20:00:00Z'))).toBe('2025-06-20');
    expect(formatEditionDate(new Date('2025-06-20T00:00:00+05:30'))).toBe('20 June 2025');
  });
});
