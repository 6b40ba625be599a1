/**
 * Reads PDFs in tests with JavaScript only (PDF.js, pdf-lib, and the canvas PDF.js draws on),
 * so `pnpm test` needs no PDF tools on the machine. The browser tests and apps/api's PDF tests
 * share it.
 *
 * The text comes out the way poppler's pdftotext prints it: one line per baseline, left to
 * right, and every page followed by a form feed, so `text.split('\f')` gives the pages.
 */
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFRef } from 'pdf-lib';
// The legacy build is PDF.js's build for Node (the other one targets current browsers).
import { getDocument, VerbosityLevel } from 'pdfjs-dist/legacy/build/pdf.mjs';

export interface PdfTextOptions {
  /** First page to read, from 1 (pdftotext -f). */
  firstPage?: number;
  /** Last page to read (pdftotext -l). */
  lastPage?: number;
  /**
   * Keep the horizontal gaps (pdftotext -layout): a wide gap becomes several spaces, so a
   * table row or a contents entry reads as columns on one line. Otherwise a gap is one space.
   */
  layout?: boolean;
}

/** A run of text on a page, in PDF units from the page's bottom-left corner. */
interface Run {
  text: string;
  x: number;
  y: number;
  width: number;
  size: number;
}

/** PDF.js may take over the bytes it is given (a worker transfer): it always gets a copy. */
const copyOf = (bytes: Uint8Array) => new Uint8Array(bytes);

function openPdf(bytes: Uint8Array) {
  return getDocument({
    data: copyOf(bytes),
    isEvalSupported: false,
    // Text and drawing come from the fonts embedded in the file, never from the machine's.
    useSystemFonts: false,
    disableFontFace: true,
    verbosity: VerbosityLevel.ERRORS,
  }).promise;
}

type PdfProxy = Awaited<ReturnType<typeof openPdf>>;
type PageProxy = Awaited<ReturnType<PdfProxy['getPage']>>;

export async function pdfPageCount(bytes: Uint8Array): Promise<number> {
  const pdf = await openPdf(bytes);
  try {
    return pdf.numPages;
  } finally {
    await pdf.destroy();
  }
}

export async function pdfText(bytes: Uint8Array, options: PdfTextOptions = {}): Promise<string> {
  const pdf = await openPdf(bytes);
  try {
    const first = Math.max(1, options.firstPage ?? 1);
    const last = Math.min(pdf.numPages, options.lastPage ?? pdf.numPages);
    let text = '';
    for (let n = first; n <= last; n++) {
      const page = await pdf.getPage(n);
      const runs = await pageRuns(page);
      text += linesOf(runs, options.layout ?? false).join('\n') + '\n\f';
    }
    return text;
  } finally {
    await pdf.destroy();
  }
}

async function pageRuns(page: PageProxy): Promise<Run[]> {
  const content = await page.getTextContent();
  const runs: Run[] = [];
  for (const item of content.items) {
    if (!('str' in item) || item.str.trim() === '') continue;
    const [a, b, , , x, y] = item.transform as number[];
    runs.push({ text: item.str, x: x!, y: y!, width: item.width, size: Math.hypot(a!, b!) || 1 });
  }
  return runs;
}

/** Groups runs into lines by baseline (top of the page first), each read left to right. */
function linesOf(runs: Run[], layout: boolean): string[] {
  const sorted = [...runs].sort((p, q) => q.y - p.y || p.x - q.x);
  const lines: Run[][] = [];
  for (const run of sorted) {
    const line = lines.at(-1);
    // Runs of one line share a baseline, give or take a rounding or a superscript.
    if (line && Math.abs(line[0]!.y - run.y) <= Math.min(line[0]!.size, run.size) * 0.4) {
      line.push(run);
    } else {
      lines.push([run]);
    }
  }
  return lines.map((line) =>
    joinRuns(
      line.sort((p, q) => p.x - q.x),
      layout,
    ),
  );
}

/** Joins a line's runs, a space where the page leaves a gap (PDF text often has no space glyph). */
function joinRuns(line: Run[], layout: boolean): string {
  let text = '';
  let end = -Infinity;
  for (const run of line) {
    const gap = run.x - end;
    const charWidth = run.size * 0.5;
    if (text !== '' && gap > run.size * 0.15) {
      text += layout ? ' '.repeat(Math.max(1, Math.round(gap / charWidth))) : ' ';
    }
    text += run.text;
    end = run.x + run.width;
  }
  // Spaces inside runs are kept as they are in layout mode, collapsed to one otherwise.
  return (layout ? text : text.replace(/\s+/g, ' ')).trimEnd();
}

export interface PdfFont {
  /** The font's name as embedded, e.g. "TGDJVS+DejaVuSans". */
  name: string;
  /** The font program is in the file. */
  embedded: boolean;
  /** Only the glyphs used are embedded (a six-letter tag before the name). */
  subset: boolean;
  /** A ToUnicode map lets a reader copy and search the text. */
  unicode: boolean;
}

/** The fonts the pages use, as poppler's pdffonts lists them. */
export async function pdfFonts(bytes: Uint8Array): Promise<PdfFont[]> {
  const doc = await PDFDocument.load(copyOf(bytes), { updateMetadata: false });
  const seen = new Set<string>();
  const fonts: PdfFont[] = [];
  for (const page of doc.getPages()) {
    const resources = page.node.Resources();
    const dict = resources?.lookupMaybe(PDFName.of('Font'), PDFDict);
    if (!dict) continue;
    for (const [, value] of dict.entries()) {
      const key = value instanceof PDFRef ? value.toString() : String(fonts.length + seen.size);
      if (seen.has(key)) continue;
      seen.add(key);
      const font = doc.context.lookup(value, PDFDict);
      fonts.push(describeFont(doc, font));
    }
  }
  return fonts;
}

function describeFont(doc: PDFDocument, font: PDFDict): PdfFont {
  const name = font.lookupMaybe(PDFName.of('BaseFont'), PDFName)?.decodeText() ?? '';
  // A composite (Type0) font keeps its descriptor on its descendant font.
  const descendants = font.lookupMaybe(PDFName.of('DescendantFonts'), PDFArray);
  const described = descendants ? doc.context.lookup(descendants.get(0), PDFDict) : font;
  const descriptor = described.lookupMaybe(PDFName.of('FontDescriptor'), PDFDict);
  const embedded = ['FontFile', 'FontFile2', 'FontFile3'].some(
    (key) => descriptor?.has(PDFName.of(key)) ?? false,
  );
  return {
    name,
    embedded,
    subset: /^[A-Z]{6}\+/.test(name),
    unicode: font.has(PDFName.of('ToUnicode')),
  };
}

/** The canvas PDF.js draws on in Node (@napi-rs/canvas), which encodes PNG itself. */
interface NodeCanvas {
  toBuffer(mime: 'image/png'): Buffer;
}
/** PDF.js types its canvas factory as a plain object; in Node it makes NodeCanvas. */
interface CanvasFactory {
  create(width: number, height: number): { canvas: NodeCanvas };
}
type PageCanvas = Parameters<PageProxy['render']>[0]['canvas'];

/** One page drawn to a PNG, at `dpi` dots per inch (pdftoppm -png -r). */
export async function renderPdfPage(
  bytes: Uint8Array,
  pageNumber: number,
  dpi = 72,
): Promise<Buffer> {
  const pdf = await openPdf(bytes);
  try {
    const page = await pdf.getPage(pageNumber);
    const viewport = page.getViewport({ scale: dpi / 72 });
    const { canvas } = (pdf.canvasFactory as CanvasFactory).create(
      Math.ceil(viewport.width),
      Math.ceil(viewport.height),
    );
    await page.render({ canvas: canvas as unknown as PageCanvas, viewport }).promise;
    return canvas.toBuffer('image/png');
  } finally {
    await pdf.destroy();
  }
}
