/**
 * The PDF guide of key tax sections, built with pdf-lib. A pure function of its
 * input: the same sections, brand, address and date give the same bytes (fixed metadata dates,
 * fixed font subset names), which is what lets the service cache it by content.
 *
 * Layout: a title page (brand, date, disclaimer), a table of contents with page numbers and
 * links, a table of the sections' numbers in the Income-tax Act 1961 and 2025, then the sections
 * one after another (the 2025 number first with the 1961 one beside it, title, summary, key
 * limits, one example), wrapped and paged, with a footer on every page.
 * Text is set in DejaVu Sans, embedded and subset, so "₹" and other non-Latin-1 characters
 * render (the PDF standard fonts cannot draw them).
 */
import fontkit from '@pdf-lib/fontkit';
import { sectionCategories } from '@taxguide/content';
import {
  PDFArray,
  PDFDocument,
  PDFHexString,
  PDFName,
  PDFNull,
  PDFNumber,
  PDFString,
  rgb,
  type Color,
  type PDFFont,
  type PDFPage,
  type PDFRef,
} from 'pdf-lib';
import { readGuideFonts } from './fonts';
import { textUnits, unitsAtSize, widthOfText } from './text-width';
import { OTHER_SCRIPT, wordCachingFontkit } from './word-layout';

export interface PdfGuideSection {
  /** 1961 Act numbering, e.g. "80C". */
  sectionNumber: string;
  /** Income-tax Act 2025 number where verified, else null. */
  act2025Section: string | null;
  /**
   * Where the 1961 section went by the 1961 ↔ 2025 section map, for the numbers table when the
   * page has no verified 2025 number; empty when the map has no row for it.
   */
  mapped2025?: string[];
  category: string;
  title: string;
  summary: string;
  keyLimits: string[];
  /** The first worked example, if the section has one. */
  example: { title: string; text: string } | null;
}

export interface PdfGuideInput {
  sections: readonly PdfGuideSection[];
  siteName: string;
  /** The site's origin (no trailing slash); each section links to its page there. */
  siteUrl: string;
  /** The edition date printed on the title page and stored as the document's dates. */
  date: Date;
}

// A4 in points, and the text block inside the margins.
const PAGE_WIDTH = 595.28;
const PAGE_HEIGHT = 841.89;
const MARGIN_X = 56;
const MARGIN_TOP = 64;
const MARGIN_BOTTOM = 64;
const TEXT_WIDTH = PAGE_WIDTH - 2 * MARGIN_X;
const TOP_Y = PAGE_HEIGHT - MARGIN_TOP;
const FOOTER_Y = 34;

const BRAND = rgb(0x1e / 255, 0x40 / 255, 0xaf / 255);
const INK = rgb(0x0f / 255, 0x17 / 255, 0x2a / 255);
const MUTED = rgb(0x47 / 255, 0x55 / 255, 0x69 / 255);
const RULE = rgb(0xcb / 255, 0xd5 / 255, 0xe1 / 255);
const NOTE_BG = rgb(0xff / 255, 0xfb / 255, 0xeb / 255);
const NOTE_BORDER = rgb(0xfc / 255, 0xd3 / 255, 0x4d / 255);
const NOTE_INK = rgb(0x45 / 255, 0x1a / 255, 0x03 / 255);

const BODY_SIZE = 10;
const BODY_LEADING = 14;

const categoryLabels = new Map(sectionCategories.map((c) => [c.id as string, c.label]));

/** "20 June 2025", in India's time zone. */
export function formatEditionDate(date: Date): string {
  return new Intl.DateTimeFormat('en-IN', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  }).format(date);
}

/** Text fit for one drawn line: no control characters, tabs as spaces, composed form. */
// eslint-disable-next-line no-control-regex
const CONTROL_EXCEPT_NEWLINE = /[\u0000-\u0009\u000b-\u001f\u007f]/g;

function clean(text: string): string {
  return text.normalize('NFC').replace(/\t/g, ' ').replace(CONTROL_EXCEPT_NEWLINE, '');
}

/**
 * Splits text into lines no wider than `width`; paragraphs (line breaks) are kept. Widths are
 * added up a word at a time (text-width.ts): a line's width is its words' and spaces' widths.
 */
export function wrapText(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  const fits = (units: number) => unitsAtSize(units, size) <= width;
  const space = textUnits(font, ' ');
  for (const paragraph of clean(text).split('\n')) {
    const words = paragraph.split(/ +/).filter((w) => w.length > 0);
    if (words.length === 0) {
      lines.push('');
      continue;
    }
    // Measured whole first, so its new words are laid out together rather than one by one.
    textUnits(font, words.join(' '));
    // Text mixing scripts is measured a candidate line at a time, as fontkit lays it out.
    const byWords = !OTHER_SCRIPT.test(paragraph);
    let line = '';
    let lineUnits = 0;
    for (const word of words) {
      const wordUnits = textUnits(font, word);
      const candidateUnits = !line
        ? wordUnits
        : byWords
          ? lineUnits + space + wordUnits
          : textUnits(font, `${line} ${word}`);
      if (fits(candidateUnits)) {
        line = line ? `${line} ${word}` : word;
        lineUnits = candidateUnits;
        continue;
      }
      if (line) lines.push(line);
      // A word wider than the line (a long URL) is broken by characters.
      let rest = word;
      let restUnits = wordUnits;
      while (!fits(restUnits)) {
        let cut = rest.length - 1;
        while (cut > 1 && !fits(textUnits(font, rest.slice(0, cut)))) cut--;
        lines.push(rest.slice(0, cut));
        rest = rest.slice(cut);
        restUnits = textUnits(font, rest);
      }
      line = rest;
      lineUnits = restUnits;
    }
    lines.push(line);
  }
  return lines;
}

/** Shortens text with an ellipsis until it fits `width`. */
function fitLine(text: string, font: PDFFont, size: number, width: number): string {
  const line = clean(text).replace(/\n/g, ' ');
  const fits = (s: string) => widthOfText(font, s, size) <= width;
  if (fits(line)) return line;
  const cutAt = (end: number) => `${line.slice(0, end).trimEnd()}…`;
  let end = line.length;
  let measured = '';
  while (end > 1) {
    const cut = cutAt(end);
    // The whole words before the cut word are measured already (with the line): while they
    // alone are too wide the cut cannot fit, and the cut word ("Deduc…") need not be laid out.
    const before = cut.slice(0, cut.lastIndexOf(' ') + 1);
    if (fits(before)) {
      if (before !== measured) {
        // This word's shorter cuts ("Deduc…", "Dedu…", ...) are laid out together, once.
        const shorter = Array.from({ length: end - before.length }, (_, i) => cutAt(end - i));
        textUnits(font, shorter.map((c) => c.slice(before.length)).join(' '));
        measured = before;
      }
      if (fits(cut)) break;
    }
    end--;
  }
  return cutAt(end);
}

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

/** Lays text out top to bottom, starting a new page when the current one is full. */
class Flow {
  page!: PDFPage;
  y = TOP_Y;

  constructor(
    private readonly doc: PDFDocument,
    private readonly fonts: Fonts,
  ) {
    this.newPage();
  }

  newPage(): void {
    this.page = this.doc.addPage([PAGE_WIDTH, PAGE_HEIGHT]);
    this.y = TOP_Y;
  }

  /** Moves to a new page unless `height` points still fit above the bottom margin. */
  ensure(height: number): void {
    if (this.y - height < MARGIN_BOTTOM) this.newPage();
  }

  gap(points: number): void {
    this.y -= points;
  }

  /** Draws wrapped text; `indent` shifts every line, `hanging` is drawn before the first. */
  paragraph(
    text: string,
    options: {
      font?: PDFFont;
      size?: number;
      leading?: number;
      color?: Color;
      indent?: number;
      hanging?: string;
    } = {},
  ): void {
    const font = options.font ?? this.fonts.regular;
    const size = options.size ?? BODY_SIZE;
    const leading = options.leading ?? BODY_LEADING;
    const indent = options.indent ?? 0;
    const lines = wrapText(text, font, size, TEXT_WIDTH - indent);
    lines.forEach((line, index) => {
      this.ensure(leading);
      this.y -= leading;
      if (index === 0 && options.hanging) {
        this.page.drawText(options.hanging, {
          x: MARGIN_X + indent - 12,
          y: this.y + (leading - size) / 2,
          size,
          font,
          color: options.color ?? INK,
        });
      }
      if (line) {
        this.page.drawText(line, {
          x: MARGIN_X + indent,
          y: this.y + (leading - size) / 2,
          size,
          font,
          color: options.color ?? INK,
        });
      }
    });
  }
}

/** A link annotation over a rectangle of a page: to a page of this document or to a URL. */
function addLink(
  doc: PDFDocument,
  page: PDFPage,
  rect: [number, number, number, number],
  target: { page: PDFRef } | { url: string },
): void {
  const context = doc.context;
  const annotation = context.obj({
    Type: 'Annot',
    Subtype: 'Link',
    Rect: rect,
    Border: [0, 0, 0],
    ...('page' in target
      ? { Dest: [target.page, 'XYZ', null, PAGE_HEIGHT, null] }
      : { A: { Type: 'Action', S: 'URI', URI: PDFString.of(target.url) } }),
  });
  page.node.addAnnot(context.register(annotation));
}

/** Bookmarks (the viewer's sidebar): one per section, to its first page. */
function addOutline(doc: PDFDocument, entries: { title: string; page: PDFRef }[]): void {
  if (entries.length === 0) return;
  const context = doc.context;
  const outlinesRef = context.nextRef();
  const refs = entries.map(() => context.nextRef());
  entries.forEach((entry, i) => {
    const dest = PDFArray.withContext(context);
    dest.push(entry.page);
    dest.push(PDFName.of('XYZ'));
    dest.push(PDFNull);
    dest.push(PDFNumber.of(PAGE_HEIGHT));
    dest.push(PDFNull);
    const item = context.obj({});
    item.set(PDFName.of('Title'), PDFHexString.fromText(entry.title));
    item.set(PDFName.of('Parent'), outlinesRef);
    item.set(PDFName.of('Dest'), dest);
    if (i > 0) item.set(PDFName.of('Prev'), refs[i - 1]!);
    if (i < entries.length - 1) item.set(PDFName.of('Next'), refs[i + 1]!);
    context.assign(refs[i]!, item);
  });
  const outlines = context.obj({ Type: 'Outlines', Count: entries.length });
  outlines.set(PDFName.of('First'), refs[0]!);
  outlines.set(PDFName.of('Last'), refs[refs.length - 1]!);
  context.assign(outlinesRef, outlines);
  doc.catalog.set(PDFName.of('Outlines'), outlinesRef);
  doc.catalog.set(PDFName.of('PageMode'), PDFName.of('UseOutlines'));
}

function drawTitlePage(doc: PDFDocument, fonts: Fonts, input: PdfGuideInput): void {
  const flow = new Flow(doc, fonts);
  const { page } = flow;
  page.drawRectangle({ x: 0, y: PAGE_HEIGHT - 10, width: PAGE_WIDTH, height: 10, color: BRAND });
  flow.gap(24);
  flow.paragraph(input.siteName, { font: fonts.bold, size: 18, leading: 24, color: BRAND });
  flow.gap(120);
  flow.paragraph(`${input.sections.length} Key Income Tax Sections`, {
    font: fonts.bold,
    size: 30,
    leading: 38,
  });
  flow.gap(8);
  flow.paragraph('A plain-language summary for Indian taxpayers', {
    size: 15,
    leading: 22,
    color: MUTED,
  });
  flow.gap(28);
  flow.paragraph(
    'Each section shows its number in the Income-tax Act, 2025 (in force from tax year 2026-27) where we have verified it, beside its number in the Income-tax Act, 1961, then a short summary, the key limits and a worked example. A table of both numbers follows the contents. Amounts are in Indian rupees (₹).',
    { size: 11, leading: 16 },
  );
  flow.gap(20);
  flow.paragraph(`Edition of ${formatEditionDate(input.date)}`, {
    font: fonts.bold,
    size: 11,
    leading: 16,
  });
  flow.paragraph(`Every section in full, with calculators: ${input.siteUrl}`, {
    size: 11,
    leading: 16,
    color: MUTED,
  });

  // The disclaimer sits in a tinted box at the foot of the page.
  const note =
    'This guide is general information to help you understand Indian income tax. It restates the law in plain language; it is not the text of the Act and it is not tax, legal or financial advice, and it does not consider your circumstances. Check the rules with the Income Tax Department (incometaxindia.gov.in) or a chartered accountant before you file a return or act on anything here.';
  const noteLines = wrapText(note, fonts.regular, 10, TEXT_WIDTH - 32);
  const boxHeight = 16 + 16 + noteLines.length * 14 + 14;
  const boxY = MARGIN_BOTTOM;
  page.drawRectangle({
    x: MARGIN_X,
    y: boxY,
    width: TEXT_WIDTH,
    height: boxHeight,
    color: NOTE_BG,
    borderColor: NOTE_BORDER,
    borderWidth: 1,
  });
  let y = boxY + boxHeight - 16 - 11;
  page.drawText('For education only.', {
    x: MARGIN_X + 16,
    y,
    size: 11,
    font: fonts.bold,
    color: NOTE_INK,
  });
  y -= 18;
  for (const line of noteLines) {
    page.drawText(line, { x: MARGIN_X + 16, y, size: 10, font: fonts.regular, color: NOTE_INK });
    y -= 14;
  }
}

const TOC_HEADING_HEIGHT = 48;
const TOC_LEADING = 16;
const TOC_NUMBER_WIDTH = 150;
const TOC_PAGE_WIDTH = 28;

function tocEntriesPerPage(): number {
  return Math.floor((TOP_Y - MARGIN_BOTTOM - TOC_HEADING_HEIGHT) / TOC_LEADING);
}

/** A 2025 reference as a heading names it: "Section 123", "Section 19(1), Table item 1", "Schedule III". */
function label2025(act2025Section: string): string {
  return /^\d/.test(act2025Section) ? `Section ${act2025Section}` : act2025Section;
}

/**
 * From tax year 2026-27 the Income-tax Act 2025 applies: its number leads, the 1961 one beside
 * it; a section without a verified 2025 number keeps its 1961 one.
 */
function sectionLabel(section: PdfGuideSection): string {
  return section.act2025Section
    ? `${label2025(section.act2025Section)} · 1961: ${section.sectionNumber}`
    : `Section ${section.sectionNumber}`;
}

/** The contents' short form: "123 · 80C", "19(1) · 10(10AA)", "Schedule III · 80G". */
function contentsLabel(section: PdfGuideSection): string {
  const short = section.act2025Section?.split(',')[0]?.trim();
  return short ? `${short} · ${section.sectionNumber}` : section.sectionNumber;
}

/** Draws the table of contents on the pages reserved for it, now that page numbers are known. */
function drawContents(
  doc: PDFDocument,
  fonts: Fonts,
  pages: PDFPage[],
  entries: { section: PdfGuideSection; pageIndex: number }[],
): void {
  const perPage = tocEntriesPerPage();
  pages.forEach((page, p) => {
    page.drawText(p === 0 ? 'Contents' : 'Contents (continued)', {
      x: MARGIN_X,
      y: TOP_Y - 22,
      size: 20,
      font: fonts.bold,
      color: INK,
    });
    let y = TOP_Y - TOC_HEADING_HEIGHT;
    for (const { section, pageIndex } of entries.slice(p * perPage, (p + 1) * perPage)) {
      y -= TOC_LEADING;
      const baseline = y + 4;
      const pageLabel = String(pageIndex + 1);
      const size = 10;
      page.drawText(fitLine(contentsLabel(section), fonts.bold, size, TOC_NUMBER_WIDTH - 8), {
        x: MARGIN_X,
        y: baseline,
        size,
        font: fonts.bold,
        color: BRAND,
      });
      const titleWidth = TEXT_WIDTH - TOC_NUMBER_WIDTH - TOC_PAGE_WIDTH - 8;
      const title = fitLine(section.title, fonts.regular, size, titleWidth);
      const titleEnd = MARGIN_X + TOC_NUMBER_WIDTH + widthOfText(fonts.regular, title, size);
      page.drawText(title, {
        x: MARGIN_X + TOC_NUMBER_WIDTH,
        y: baseline,
        size,
        font: fonts.regular,
        color: INK,
      });
      const numberWidth = widthOfText(fonts.regular, pageLabel, size);
      const right = MARGIN_X + TEXT_WIDTH;
      // Dot leaders between the title and the page number.
      const unit = widthOfText(fonts.regular, '. ', size);
      const leaderEnd = right - numberWidth - 6;
      const dots = Math.floor((leaderEnd - (titleEnd + 6)) / unit);
      if (dots > 0) {
        const leader = '. '.repeat(dots).trimEnd();
        page.drawText(leader, {
          x: leaderEnd - widthOfText(fonts.regular, leader, size),
          y: baseline,
          size,
          font: fonts.regular,
          color: RULE,
        });
      }
      page.drawText(pageLabel, {
        x: right - numberWidth,
        y: baseline,
        size,
        font: fonts.regular,
        color: INK,
      });
      addLink(doc, page, [MARGIN_X, y, right, y + TOC_LEADING], {
        page: doc.getPage(pageIndex).ref,
      });
    }
  });
}

function drawSection(
  doc: PDFDocument,
  flow: Flow,
  fonts: Fonts,
  section: PdfGuideSection,
  siteUrl: string,
): number {
  // Keep the heading block with the start of the summary.
  flow.ensure(130);
  const pageIndex = doc.getPages().indexOf(flow.page);
  const category = categoryLabels.get(section.category) ?? section.category.replace(/_/g, ' ');
  flow.paragraph(category.toUpperCase(), { font: fonts.bold, size: 8, leading: 12, color: BRAND });
  flow.paragraph(sectionLabel(section), { font: fonts.bold, size: 16, leading: 22 });
  flow.paragraph(
    section.act2025Section
      ? `Income-tax Act, 2025: section ${section.act2025Section} (tax year 2026-27 on) · Income-tax Act, 1961: section ${section.sectionNumber}`
      : `Income-tax Act, 1961: section ${section.sectionNumber} · its Income-tax Act, 2025 number is not yet verified`,
    { size: 9, leading: 13, color: MUTED },
  );
  flow.gap(2);
  flow.paragraph(section.title, { font: fonts.bold, size: 12, leading: 17 });
  flow.gap(4);
  flow.paragraph(section.summary);

  if (section.keyLimits.length > 0) {
    flow.gap(6);
    flow.ensure(BODY_LEADING * 2);
    flow.paragraph('Key limits', { font: fonts.bold });
    for (const limit of section.keyLimits) flow.paragraph(limit, { indent: 14, hanging: '•' });
  }

  if (section.example) {
    flow.gap(6);
    flow.ensure(BODY_LEADING * 2);
    flow.paragraph(`Example: ${section.example.title}`, { font: fonts.bold });
    flow.paragraph(section.example.text.replace(/\n{2,}/g, '\n'));
  }

  const url = `${siteUrl}/section/${encodeURIComponent(section.sectionNumber)}`;
  flow.gap(4);
  flow.paragraph(`More on section ${section.sectionNumber}: ${url}`, {
    size: 8.5,
    leading: 12,
    color: MUTED,
  });
  addLink(doc, flow.page, [MARGIN_X, flow.y, MARGIN_X + TEXT_WIDTH, flow.y + 12], { url });

  flow.gap(12);
  if (flow.y - 18 > MARGIN_BOTTOM) {
    flow.page.drawLine({
      start: { x: MARGIN_X, y: flow.y },
      end: { x: MARGIN_X + TEXT_WIDTH, y: flow.y },
      thickness: 0.6,
      color: RULE,
    });
  }
  flow.gap(18);
  return pageIndex;
}

const NUMBERS_TABLE_TITLE = 'Section numbers: Income-tax Act, 1961 → 2025';
const NUMBERS_COLUMNS = [
  // Short labels: the title names both Acts, and a label wider than its column ran into the next.
  { label: '1961 Act', width: 105 },
  { label: '2025 Act', width: 195 },
  { label: 'What it covers', width: TEXT_WIDTH - 300 },
] as const;

/** The 2025 number(s) the table shows for a section: verified on its page, else the map's. */
function numbersIn2025(section: PdfGuideSection): string {
  if (section.act2025Section) return section.act2025Section;
  if (section.mapped2025?.length) return `${section.mapped2025.join(', ')} (map)`;
  return 'not yet verified';
}

/** The 1961 → 2025 table of the guide's sections, on pages of its own; returns its first page. */
function drawNumbersTable(
  doc: PDFDocument,
  flow: Flow,
  fonts: Fonts,
  sections: readonly PdfGuideSection[],
): number {
  const pageIndex = doc.getPages().indexOf(flow.page);
  flow.paragraph(NUMBERS_TABLE_TITLE, { font: fonts.bold, size: 16, leading: 22 });
  flow.gap(4);
  flow.paragraph(
    'From 1 April 2026 (tax year 2026-27) the Income-tax Act, 2025 replaces the Income-tax Act, 1961, and every section has a new number. The sections of this guide under both numbers; the guide leads with the 2025 number. "(map)" marks a number taken from our section map where the section page has no verified one yet.',
    { size: 9, leading: 13, color: MUTED },
  );
  flow.gap(8);
  const size = 9.5;
  const leading = 14;
  const header = () => {
    flow.ensure(leading * 2);
    flow.gap(leading);
    let x = MARGIN_X;
    for (const column of NUMBERS_COLUMNS) {
      flow.page.drawText(fitLine(column.label, fonts.bold, size, column.width - 8), {
        x,
        y: flow.y + 4,
        size,
        font: fonts.bold,
        color: INK,
      });
      x += column.width;
    }
    flow.page.drawLine({
      start: { x: MARGIN_X, y: flow.y },
      end: { x: MARGIN_X + TEXT_WIDTH, y: flow.y },
      thickness: 0.6,
      color: RULE,
    });
  };
  header();
  for (const section of sections) {
    if (flow.y - leading < MARGIN_BOTTOM) {
      flow.newPage();
      header();
    }
    flow.gap(leading);
    const cells = [section.sectionNumber, numbersIn2025(section), section.title];
    let x = MARGIN_X;
    cells.forEach((text, i) => {
      const column = NUMBERS_COLUMNS[i]!;
      flow.page.drawText(
        fitLine(text, i < 2 ? fonts.bold : fonts.regular, size, column.width - 8),
        {
          x,
          y: flow.y + 4,
          size,
          font: i < 2 ? fonts.bold : fonts.regular,
          color: i < 2 ? BRAND : INK,
        },
      );
      x += column.width;
    });
  }
  flow.newPage();
  return pageIndex;
}

function drawFooters(doc: PDFDocument, fonts: Fonts, siteName: string, count: number): void {
  const pages = doc.getPages();
  const left = `${siteName} · ${count} Key Income Tax Sections`;
  pages.forEach((page, index) => {
    if (index === 0) return; // the title page carries the brand already
    const label = `Page ${index + 1} of ${pages.length}`;
    const size = 8;
    page.drawLine({
      start: { x: MARGIN_X, y: FOOTER_Y + 12 },
      end: { x: MARGIN_X + TEXT_WIDTH, y: FOOTER_Y + 12 },
      thickness: 0.5,
      color: RULE,
    });
    page.drawText(fitLine(left, fonts.regular, size, TEXT_WIDTH - 80), {
      x: MARGIN_X,
      y: FOOTER_Y,
      size,
      font: fonts.regular,
      color: MUTED,
    });
    page.drawText(label, {
      x: MARGIN_X + TEXT_WIDTH - widthOfText(fonts.regular, label, size),
      y: FOOTER_Y,
      size,
      font: fonts.regular,
      color: MUTED,
    });
  });
}

/** Sections drawn between two turns of the event loop (a few tens of milliseconds at most). */
const SECTIONS_PER_TURN = 5;
const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Builds the guide. Same input, same bytes. */
export async function buildPdfGuide(input: PdfGuideInput): Promise<Uint8Array> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.registerFontkit(wordCachingFontkit(fontkit));
  const fontBytes = await readGuideFonts();
  // Fixed subset names (six-letter tag + name): pdf-lib would otherwise add a random suffix.
  const fonts: Fonts = {
    regular: await doc.embedFont(fontBytes.regular, {
      subset: true,
      customName: 'TGDJVS+DejaVuSans',
    }),
    bold: await doc.embedFont(fontBytes.bold, {
      subset: true,
      customName: 'TGDJVB+DejaVuSans-Bold',
    }),
  };
  const title = `${input.siteName}: ${input.sections.length} Key Income Tax Sections`;
  doc.setTitle(title, { showInWindowTitleBar: true });
  doc.setAuthor(input.siteName);
  doc.setSubject('A plain-language summary of key sections of the Income-tax Act, 1961 and 2025');
  doc.setKeywords(['income tax', 'India', 'Income-tax Act', 'tax sections', 'deductions']);
  doc.setCreator(input.siteName);
  doc.setProducer('pdf-lib');
  doc.setLanguage('en-IN');
  doc.setCreationDate(input.date);
  doc.setModificationDate(input.date);

  drawTitlePage(doc, fonts, input);

  // Reserve the contents pages, lay out the sections, then fill the contents in.
  const tocPageCount = Math.max(1, Math.ceil(input.sections.length / tocEntriesPerPage()));
  const tocPages = Array.from({ length: tocPageCount }, () =>
    doc.addPage([PAGE_WIDTH, PAGE_HEIGHT]),
  );
  const flow = new Flow(doc, fonts);
  const tablePage = drawNumbersTable(doc, flow, fonts, input.sections);
  const entries: { section: PdfGuideSection; pageIndex: number }[] = [];
  for (const section of input.sections) {
    entries.push({ section, pageIndex: drawSection(doc, flow, fonts, section, input.siteUrl) });
    // The guide is built in the server's background: let requests in between sections.
    if (entries.length % SECTIONS_PER_TURN === 0) await yieldToEventLoop();
  }
  drawContents(doc, fonts, tocPages, entries);
  addOutline(doc, [
    { title: NUMBERS_TABLE_TITLE, page: doc.getPage(tablePage).ref },
    ...entries.map(({ section, pageIndex }) => ({
      title: `${sectionLabel(section)}: ${section.title}`,
      page: doc.getPage(pageIndex).ref,
    })),
  ]);
  drawFooters(doc, fonts, input.siteName, input.sections.length);
  return doc.save();
}
