/**
 * Finds the section numbers a question names, in any spelling people use: "80C", "80c",
 * "sec 80 ccd(1b)", "section 80CCD(1B)", "u/s 24(b)", "10 (13A)", "s.202 ITA 2025",
 * "section 156 of the 2025 Act". Resolution goes through the content package's own lookup
 * (findSection / findSectionsByAct2025), so the explainer and the site agree on what a number is.
 */
import {
  findSection,
  findSectionsByAct2025,
  lookupAct2025,
  sectionKey,
  sections,
  type SectionContent,
} from '@taxguide/content';
import { pagesForAct2025Row } from '@taxguide/content/act-map-pages';

export type Numbering = '1961' | '2025';

export interface SectionReference {
  section: SectionContent;
  /** Which Act's numbering the reference was read in. */
  numbering: Numbering;
  /** The text that named it, as typed (lower-cased). */
  text: string;
  /**
   * Other sections the same number covers: one Income-tax Act 2025 section holding several old
   * ones (2025 s.58: 44AD, 44ADA, 44AE), or the other clauses of a bare "section 10".
   */
  alternatives: SectionContent[];
}

/** The question speaks of the Income-tax Act 2025 ("of the 2025 Act", "ITA 2025", "new Act"). */
const ACT_2025 =
  /\b(?:(?:income[- ]?tax )?act,? (?:of )?2025|2025 (?:income[- ]?tax )?act|ita,? ?2025|itact,? ?2025|new (?:income[- ]?tax )?act|2025 numbering|new numbering)\b/;

export function mentionsAct2025(normalizedQuery: string): boolean {
  return ACT_2025.test(normalizedQuery);
}

/** Words that, right before a number, say it is a section ("under 192", "u/s 24(b)"). */
const MARKERS = new Set(['section', 'sections', 'sec', 'secs', 's', 'u/s', 'us', 'under', '§']);
/** Words that, right after a bare number, say it is an amount, an age or a period instead. */
const UNITS = new Set([
  'lakh',
  'lakhs',
  'lac',
  'lacs',
  'l',
  'crore',
  'crores',
  'cr',
  'k',
  'thousand',
  'rupees',
  'rs',
  'inr',
  '%',
  'percent',
  'per',
  'year',
  'years',
  'yr',
  'yrs',
  'month',
  'months',
  'days',
  'day',
  'children',
  'child',
  'houses',
]);
/** Attached marker prefix: "s.202", "sec.80c", "u/s80c", "section80c", "§80c". */
const ATTACHED_MARKER = /^(?:sections?|secs?|s|u\/s|§)\.?(?=\d)/;
/** The start of a section number: 1 to 3 digits, then letters and bracketed parts. */
const NUMBER_START = /^\d{1,3}(?:[a-z]{1,5})?(?:\([0-9a-z]{1,5}\))*$/;
/** A piece that may continue a number split by spaces: "ccd(1b)", "(13a)", "b", "1b", "13a". */
const CONTINUATION = /^(?:[a-z]{1,5}|\d{1,2}[a-z]{0,3})?(?:\([0-9a-z]{1,5}\))*$/;

interface Token {
  text: string;
  afterMarker: boolean;
  beforeUnit: boolean;
  /** Preceded by a rupee sign or "rs": an amount. */
  money: boolean;
  /** Preceded by "form" ("form 16", "form 26as"): a form's number, not a section. */
  form?: boolean;
}

const FORM_WORDS = new Set(['form', 'forms']);
/** Words after which a bare number is an age: "aged 78", "umar 80", "my father is 82". */
const AGE_WORDS = new Set(['aged', 'age', 'umar', 'umr', 'ages']);
const PEOPLE = new Set(
  'i he she father mother dad mom papa mummy maa pitaji mataji wife husband grandfather grandmother dada dadi nana nani parent parents uncle aunt son daughter'.split(
    ' ',
  ),
);
/** A bare number next to a month is a date ("15 june", "june 15"), not a section. */
const MONTHS = new Set(
  'jan january feb february mar march apr april may jun june jul july aug august sep sept september oct october nov november dec december'.split(
    ' ',
  ),
);

function cleanToken(raw: string): string {
  let t = raw.replace(/^[^0-9a-z(§]+/, '').replace(/[^0-9a-z)%]+$/, '');
  t = t.replace(/'s$/, '');
  // "(80c" → "80c": an unclosed opening bracket is punctuation, not a sub-section.
  if (t.startsWith('(') && !t.includes(')')) t = t.slice(1);
  while ((t.match(/\)/g) ?? []).length > (t.match(/\(/g) ?? []).length) t = t.slice(0, -1);
  // "80ccd1b" and "80ccd2", typed without brackets: the sub-section is the trailing digit part.
  t = t.replace(/^(\d{2,3}[a-z]{2,5})(\d{1,2}[a-z]?)$/, '$1($2)');
  return t;
}

function tokenize(normalizedQuery: string): Token[] {
  const words = normalizedQuery
    .replace(/u\s*\/\s*s\.?/g, ' u/s ')
    .replace(/([0-9a-z)])\s*\/\s*(?=\d)/g, '$1 ')
    // A comma between digit groups belongs to an amount ("1,54,000"); any other one separates.
    .replace(/,(?!\d{2,3}(?![0-9a-z]))|(?<!\d),/g, ' , ')
    .split(/\s+/)
    .filter(Boolean);
  const tokens: Token[] = [];
  let afterMarker = false;
  let money = false;
  let afterForm = false;
  for (const word of words) {
    if (word === ',') {
      afterMarker = false;
      money = false;
      continue;
    }
    if (/^(?:₹|rs\.?|inr)$/.test(word)) {
      money = true;
      continue;
    }
    const cleaned = cleanToken(word);
    const attached = ATTACHED_MARKER.exec(cleaned);
    if (attached && cleaned.length > attached[0].length) {
      tokens.push({
        text: cleaned.slice(attached[0].length),
        afterMarker: true,
        beforeUnit: false,
        money: false,
      });
      afterMarker = false;
      money = false;
      continue;
    }
    const isMarker = MARKERS.has(cleaned.replace(/\.$/, ''));
    const previous = tokens[tokens.length - 1];
    if (previous && (UNITS.has(cleaned) || UNITS.has(word) || MONTHS.has(cleaned)))
      previous.beforeUnit = true;
    const afterMonth = previous !== undefined && MONTHS.has(previous.text);
    const beforeAge = tokens[tokens.length - 2];
    const afterAge =
      previous !== undefined &&
      (AGE_WORDS.has(previous.text) ||
        (/^(?:is|am|was)$/.test(previous.text) && PEOPLE.has(beforeAge?.text ?? '')));
    if (!isMarker && cleaned !== '') {
      tokens.push({
        text: cleaned,
        afterMarker,
        beforeUnit: false,
        // Money, a date or an age: not a section.
        money: money || word.startsWith('₹') || ((afterMonth || afterAge) && /^\d+$/.test(cleaned)),
        ...(afterForm ? { form: true } : {}),
      });
    }
    afterMarker = isMarker;
    afterForm = FORM_WORDS.has(cleaned);
    money = false;
  }
  return tokens;
}

/** Sections whose number is this one plus a bracketed part: "24" → 24(b), "139" → 139(1)... */
function sectionsUnder(number: string): SectionContent[] {
  const key = sectionKey(number);
  return sections.filter((s) => sectionKey(s.sectionNumber.split('(')[0] ?? '') === key);
}

interface Resolved {
  sections: SectionContent[];
  numbering: Numbering;
}

function resolve(candidate: string, act2025: boolean, marked: boolean): Resolved | undefined {
  if (act2025) {
    const by2025 = findSectionsByAct2025(candidate);
    if (by2025.length > 0) return { sections: by2025, numbering: '2025' };
    // A 2025 number our pages do not carry themselves: the pages the 1961 ↔ 2025 map leads to.
    const row = lookupAct2025(candidate);
    const mapped = row ? pagesForAct2025Row(row) : [];
    if (mapped.length > 0) return { sections: mapped, numbering: '2025' };
    // The 2025 Act has this section and we have no page for it: not the 1961 section of the
    // same number (the explainer answers from the section map instead).
    if (row && marked) return undefined;
  }
  const found = findSection(candidate);
  if (found) {
    const numbering: Numbering =
      sectionKey(found.sectionNumber) === sectionKey(candidate) ? '1961' : '2025';
    return {
      sections: numbering === '2025' ? findSectionsByAct2025(candidate) : [found],
      numbering,
    };
  }
  // "section 24" means 24(b) when that is the only clause we have under 24.
  if (marked && /^\d{1,3}[a-z]{0,5}$/.test(candidate)) {
    const under = sectionsUnder(candidate);
    if (under.length > 0) return { sections: under, numbering: '1961' };
  }
  return undefined;
}

/**
 * Every section the question names, in the order they appear, without repeats. A bare number
 * with no letters ("192") counts only after a marker ("section", "u/s", "under"), in a question
 * about the 2025 Act, or when it is a section and not followed by a unit ("15 lakh" and
 * "5 years" are not sections).
 */
export function findSectionReferences(normalizedQuery: string): SectionReference[] {
  const act2025 = mentionsAct2025(normalizedQuery);
  const tokens = tokenize(normalizedQuery);
  const found: SectionReference[] = [];
  const seen = new Set<string>();
  for (let i = 0; i < tokens.length; i++) {
    const first = tokens[i]!;
    // "(80d)": brackets around a whole number are punctuation.
    if (!NUMBER_START.test(first.text) && /^\(.+\)$/.test(first.text))
      first.text = first.text.slice(1, -1);
    if (first.money || first.form || !NUMBER_START.test(first.text)) continue;
    // The longest run of tokens that still names a section: "80 ccd(1b)", "10 (13a)", "54 ec".
    let match: { resolved: Resolved; end: number; text: string } | undefined;
    let joined = '';
    for (let j = i; j < Math.min(tokens.length, i + 4); j++) {
      const next = tokens[j]!;
      if (j > i && (next.text === '' || next.afterMarker || !CONTINUATION.test(next.text))) break;
      // "10 13a", "10 10d": a clause typed without its brackets, read as "10(13a)".
      const bracketed =
        j > i && /^(?:\d+|.*\))$/.test(joined) && /^\d{1,2}[a-z]{0,3}$/.test(next.text)
          ? `${joined}(${next.text})`
          : undefined;
      joined += next.text;
      const bare = /^\d+$/.test(joined);
      if (bare && !first.afterMarker && !act2025 && next.beforeUnit) continue;
      let resolved = resolve(joined, act2025, first.afterMarker);
      if (!resolved && bracketed) {
        resolved = resolve(bracketed, act2025, first.afterMarker);
        if (resolved) joined = bracketed;
      }
      if (resolved)
        match = {
          resolved,
          end: j,
          text: tokens
            .slice(i, j + 1)
            .map((t) => t.text)
            .join(' '),
        };
    }
    if (!match) continue;
    i = match.end;
    const [primary, ...others] = match.resolved.sections;
    if (!primary || seen.has(primary.sectionNumber)) continue;
    seen.add(primary.sectionNumber);
    found.push({
      section: primary,
      numbering: match.resolved.numbering,
      text: match.text,
      alternatives: others,
    });
  }
  return found;
}
