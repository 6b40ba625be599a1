/**
 * fontkit for the guide, with each font's text layout remembered a word at a time.
 *
 * pdf-lib lays a string out with fontkit (`font.layout`) on every width it measures and on
 * every line it draws, and only reads the glyphs of the result. fontkit's OpenType layout is
 * slow (script and feature set-up, lookups run glyph by glyph), and the guide's text is made of
 * a few thousand distinct words used over and over. The layout never substitutes glyphs across
 * a space (ligatures such as "fi" form inside a word), so the glyphs of "a b" are those of "a",
 * of " " and of "b" one after another: here each distinct word is laid out once per font and a
 * string's glyphs are put together from its words'. Same glyphs, so the same widths and the
 * same drawn text (docs/pdf-guide.md has the measurements).
 */
import type { PDFDocument } from 'pdf-lib';

type Fontkit = Parameters<PDFDocument['registerFontkit']>[0];
type Font = ReturnType<Fontkit['create']>;
type GlyphRun = ReturnType<Font['layout']>;
type Glyph = GlyphRun['glyphs'][number];

const SPACE = ' ';
/**
 * A letter of a script other than Latin. fontkit shapes a string by the first script it finds
 * in it, so a word's glyphs depend on its neighbours once scripts mix: such text is laid out
 * whole, as fontkit would. Latin with digits, punctuation and signs (₹) is laid out by words.
 */
export const OTHER_SCRIPT = /[^\p{Script=Latin}\p{Script=Common}\p{Script=Inherited}]/u;
/**
 * The features that only move glyphs (GPOS kerning and mark placement): pdf-lib reads no
 * positions, so they are left out of the layout. The glyphs chosen are the same.
 */
const GLYPHS_ONLY = { kern: false, mark: false, mkmk: false };

/** The words of `text` (runs between single spaces), in order, with empty runs dropped. */
function wordsOf(text: string): string[] {
  return text.split(SPACE).filter((w) => w.length > 0);
}

/** Replaces `font.layout` with one that lays out each distinct word once. */
function cacheWordLayout(font: Font): Font {
  const fontkitLayout = font.layout.bind(font);
  // A new object each time: fontkit writes the features it applied into the one it is given.
  const layout = (text: string) => fontkitLayout(text, { ...GLYPHS_ONLY });
  const words = new Map<string, Glyph[]>();
  const space = layout(SPACE).glyphs;
  const spaceId = space.length === 1 ? space[0]!.id : undefined;
  words.set(SPACE, space);

  /**
   * Lays out the words not seen yet in one call (fontkit's set-up per call costs about as much
   * as a short word's lookups) and cuts the glyphs at the space glyphs. When the spaces do not
   * come out one glyph each, every word is laid out on its own instead.
   */
  const learn = (text: string) => {
    const fresh = [...new Set(wordsOf(text))].filter((w) => !words.has(w));
    if (fresh.length > 1 && spaceId !== undefined) {
      const glyphs = layout(fresh.join(SPACE)).glyphs;
      const cuts = glyphs.flatMap((g, i) => (g.id === spaceId ? [i] : []));
      if (cuts.length === fresh.length - 1) {
        let from = 0;
        fresh.forEach((word, i) => {
          const to = cuts[i] ?? glyphs.length;
          words.set(word, glyphs.slice(from, to));
          from = to + 1;
        });
        return;
      }
    }
    for (const word of fresh) words.set(word, layout(word).glyphs);
  };

  const cached = (text: string, ...options: unknown[]): GlyphRun => {
    // pdf-lib passes no features unless asked to; anything else goes to fontkit as it is.
    if (options.some((o) => o !== undefined) || OTHER_SCRIPT.test(text))
      return (fontkitLayout as (text: string, ...rest: unknown[]) => GlyphRun)(text, ...options);
    learn(text);
    const glyphs: Glyph[] = [];
    let start = 0;
    for (;;) {
      const at = text.indexOf(SPACE, start);
      const end = at === -1 ? text.length : at;
      if (end > start) glyphs.push(...words.get(text.slice(start, end))!);
      if (at === -1) break;
      glyphs.push(...space);
      start = at + 1;
    }
    // pdf-lib reads only the glyphs of a run (their advance widths and ids).
    return { glyphs } as GlyphRun;
  };
  font.layout = cached;
  return font;
}

/** A fontkit whose fonts lay text out through the word cache; register it on the document. */
export function wordCachingFontkit(fontkit: Fontkit): Fontkit {
  return {
    create: (buffer, postscriptName) => cacheWordLayout(fontkit.create(buffer, postscriptName)),
  };
}
