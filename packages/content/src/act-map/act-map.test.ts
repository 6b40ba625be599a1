import { describe, expect, it } from 'vitest';
import { sections } from '../sections/index';
import {
  act2025Sections,
  actChapters,
  lookupAct1961,
  lookupAct2025,
  omitted1961Sections,
  searchActMap,
} from './index';

const ROMAN = ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X', 'XI', 'XII'];
const roman = (n: number): string => (n <= 12 ? ROMAN[n - 1]! : `X${roman(n - 10)}`);

describe('the 2025 Act as a whole', () => {
  it('lists every section once, numbered 1 … 536 without a gap', () => {
    const numbers = act2025Sections.map((s) => Number(s.number));
    expect(numbers).toEqual(Array.from({ length: 536 }, (_, i) => i + 1));
    expect(new Set(act2025Sections.map((s) => s.number)).size).toBe(536);
  });

  it('has 23 chapters, in order, whose ranges tile 1 … 536', () => {
    expect(actChapters.map((c) => c.number)).toEqual(
      Array.from({ length: 23 }, (_, i) => roman(i + 1)),
    );
    let next = 1;
    for (const c of actChapters) {
      expect(Number(c.firstSection), c.number).toBe(next);
      expect(Number(c.lastSection)).toBeGreaterThanOrEqual(Number(c.firstSection));
      next = Number(c.lastSection) + 1;
    }
    expect(next).toBe(537);
  });

  it('puts every section in a chapter that exists and whose range holds it', () => {
    const chapters = new Map(actChapters.map((c) => [c.number, c]));
    for (const s of act2025Sections) {
      const c = chapters.get(s.chapter);
      expect(c, `section ${s.number}`).toBeDefined();
      expect(Number(s.number)).toBeGreaterThanOrEqual(Number(c!.firstSection));
      expect(Number(s.number)).toBeLessThanOrEqual(Number(c!.lastSection));
    }
  });

  it('gives every section a title of its own words and a chapter title', () => {
    for (const s of act2025Sections) expect(s.title.length, s.number).toBeGreaterThan(3);
    for (const c of actChapters) expect(c.title.length).toBeGreaterThan(3);
  });
});

describe('sources', () => {
  it('names at least one source on every row and notes every single-source row', () => {
    for (const s of act2025Sections) {
      expect(s.sources.length, s.number).toBeGreaterThan(0);
      if (s.sources.length === 1) expect(s.note, `section ${s.number}`).toBeTruthy();
      if (s.sources.includes('comparison')) expect(s.checkedAgainst?.length).toBeGreaterThan(0);
    }
    for (const o of omitted1961Sections) {
      expect(o.sources.length, o.number).toBeGreaterThan(0);
      if (o.sources.length === 1) expect(o.note, o.number).toBeTruthy();
    }
  });

  it('explains every unsettled 1961 link in the row note and keeps it out of from1961', () => {
    const rows = act2025Sections.filter((s) => s.uncertainFrom1961?.length);
    expect(rows.length).toBeGreaterThan(0);
    for (const s of rows) {
      expect(s.note, s.number).toMatch(/unsettled/i);
      for (const old of s.uncertainFrom1961!) expect(s.from1961).not.toContain(old);
    }
  });
});

describe('every 1961 number resolves', () => {
  const omitted = new Set(omitted1961Sections.map((o) => o.number));

  it('every 1961 number a row cites finds that row', () => {
    for (const s of act2025Sections) {
      for (const old of s.from1961) {
        const entry = lookupAct1961(old);
        expect(
          entry?.to2025.map((r) => r.number),
          `${old} → ${s.number}`,
        ).toContain(s.number);
      }
    }
  });

  it('every unsettled 1961 number resolves, to its rows or to another row that settles it', () => {
    for (const s of act2025Sections) {
      for (const old of s.uncertainFrom1961 ?? []) {
        const entry = lookupAct1961(old);
        expect(entry, old).toBeDefined();
        expect(entry!.to2025.length + (entry!.uncertain?.length ?? 0), old).toBeGreaterThan(0);
      }
    }
  });

  it('every curated section page number resolves through the map or is listed as omitted', () => {
    for (const page of sections) {
      const entry = lookupAct1961(page.sectionNumber);
      expect(entry, page.sectionNumber).toBeDefined();
      const resolved = entry!.to2025.length > 0 || Boolean(entry!.uncertain?.length);
      expect(resolved || Boolean(entry!.omitted), page.sectionNumber).toBe(true);
    }
  });

  it('never lists a 1961 number as both mapped and omitted', () => {
    const mapped = new Set(act2025Sections.flatMap((s) => s.from1961));
    for (const o of omitted1961Sections) expect(mapped.has(o.number), o.number).toBe(false);
    for (const o of omitted1961Sections) {
      expect(lookupAct1961(o.number)?.omitted?.number, o.number).toBe(o.number);
      expect(lookupAct1961(o.number)?.to2025, o.number).toEqual([]);
    }
    expect(omitted.size).toBe(omitted1961Sections.length);
  });

  it('does not invent a mapping for a number the 1961 Act never had', () => {
    expect(lookupAct1961('80ZZZ')).toBeUndefined();
    expect(lookupAct1961('')).toBeUndefined();
  });
});

// Each row here is given the same way by the ICAI table and by a second public source (aubsp,
// eztax, greytHR) or by the Act's own text; docs/act-map.md lists them.
const KNOWN: [string, string][] = [
  ['80C', '123'],
  ['80CCD(1B)', '124'],
  ['80CCD(2)', '124'],
  ['80D', '126'],
  ['80E', '129'],
  ['80G', '133'],
  ['80GG', '134'],
  ['80TTA', '153'],
  ['80TTB', '153'],
  ['80U', '154'],
  ['87A', '156'],
  ['89', '157'],
  ['115BAC', '202'],
  ['111A', '196'],
  ['112A', '198'],
  ['24(b)', '22'],
  ['10(13A)', '11'],
  ['16(ia)', '19'],
  ['17(2)', '17'],
  ['139(1)', '263'],
  ['140A', '266'],
  ['143(1)', '270'],
  ['144B', '273'],
  ['147', '279'],
  ['148', '280'],
  ['207', '403'],
  ['208', '404'],
  ['211', '408'],
  ['234A', '423'],
  ['234B', '424'],
  ['234C', '425'],
  ['234E', '427'],
  ['44AA', '62'],
  ['44AB', '63'],
  ['44AD', '58'],
  ['44ADA', '58'],
  ['44AE', '58'],
  ['45', '67'],
  ['54', '82'],
  ['54EC', '85'],
  ['54F', '86'],
  ['192', '392'],
  ['194', '393'],
  ['194C', '393'],
  ['197', '395'],
  ['270A', '439'],
  ['271B', '446'],
  // Chapter VIII part C, checked against the Act's text or a public commentary (docs/act-map.md).
  ['80-IA', '138'],
  ['80-IAB', '139'],
  ['80-IAC', '140'],
  ['80-IB', '141'],
  ['80-IBA', '142'],
  ['80-IE', '143'],
  ['10AA', '144'],
  ['80JJAA', '146'],
  ['80LA', '147'],
  ['80M', '148'],
  ['80P', '149'],
  // Chapter IV: business deductions, capital gains and other sources (TaxTMI, bharattax.co, easevalue.com).
  ['40', '35'],
  ['43B', '37'],
  ['47', '70'],
  ['47A', '71'],
  ['48', '72'],
  ['50C', '78'],
  ['54B', '83'],
  ['56', '92'],
  ['57', '93'],
  // Assessment, TDS/TCS, interest, fees and refunds (TaxTMI, bharattax.co, it2025.incometaxinformation.in).
  ['148A', '281'],
  ['149', '282'],
  ['150', '283'],
  ['153', '286'],
  ['154', '287'],
  ['156', '289'],
  ['206C', '394'],
  ['198', '396'],
  ['201', '398'],
  ['200A', '399'],
  ['205', '401'],
  ['204', '402'],
  ['220', '411'],
  ['234D', '426'],
  ['234F', '428'],
  ['237', '431'],
  ['239', '433'],
  // Penalties and offences (TaxTMI's notes on the clauses).
  ['271FA', '454'],
  ['271FAA', '455'],
  ['271H', '461'],
  ['272AA', '466'],
  ['273B', '470'],
  ['274', '471'],
  ['275', '472'],
  ['278', '484'],
  ['278A', '485'],
  // Clubbing and losses (TaxTMI's notes on the clauses).
  ['60', '96'],
  ['63', '98'],
  ['64', '99'],
  ['74', '111'],
  ['73', '113'],
  ['73A', '114'],
  ['80', '121'],
  // More of Chapter IV and the tax on unexplained income (TaxTMI's notes, taxguru.in).
  ['43C', '40'],
  ['49', '73'],
  ['50', '74'],
  ['50A', '75'],
  ['50B', '77'],
  ['54D', '84'],
  ['55', '90'],
  ['115BBE', '195'],
  ['37', '34'],
  ['40A', '36'],
  ['41', '38'],
  ['50CA', '79'],
  ['58', '94'],
  ['13A', '12'],
  ['13B', '12'],
  ['89A', '158'],
  ['91', '160'],
  // Mode of payment and the co-operative concessional rates (TaxTMI's notes on the clauses).
  ['269SS', '185'],
  ['269ST', '186'],
  ['269SU', '187'],
  ['269T', '188'],
  ['115BAD', '203'],
  ['115BAE', '204'],
  // Powers, offences and miscellaneous provisions (TaxTMI's notes on the clauses, easevalue.com).
  ['138', '258'],
  ['278E', '490'],
  ['280A', '495'],
  ['280B', '496'],
  ['295', '533'],
  ['296', '534'],
  ['226', '416'],
  ['229', '419'],
  ['232', '421'],
  ['234G', '429'],
  ['240', '435'],
  ['245', '438'],
];

describe('known rows', () => {
  // The first hit is the section given over to the provision; a group citation may follow it.
  it.each(KNOWN)('1961 s. %s is 2025 s. %s', (old, expected) => {
    expect(lookupAct1961(old)?.to2025[0]?.number).toBe(expected);
  });

  it.each(KNOWN)('the row for 1961 s. %s (2025 s. %s) names two sources', (_old, expected) => {
    const row = lookupAct2025(expected)!;
    expect(row.sources.length).toBeGreaterThanOrEqual(2);
    expect(row.note ?? '').not.toMatch(/single source/i);
  });

  it('puts 194J in the TDS table of section 393 (ICAI; aubsp gives 393 for every TDS rate section)', () => {
    expect(lookupAct1961('194J')?.to2025[0]?.number).toBe('393');
  });

  it('reads citations the way people write them', () => {
    expect(lookupAct1961('Section 80C')?.to2025[0]?.number).toBe('123');
    expect(lookupAct1961('u/s 80-IAC')?.to2025[0]?.number).toBe('140');
    expect(lookupAct1961('194-IA')?.to2025[0]?.number).toBe('393');
    expect(lookupAct1961('sec. 80CCD (1B)')?.to2025[0]?.number).toBe('124');
    expect(lookupAct2025('Section 123')?.title).toMatch(/provident fund/i);
  });

  it('keeps a bracketed sub-section apart from a section with the same digits', () => {
    // 17(2) is perquisites (2025 s. 17), 172 is non-resident shipping (2025 s. 316).
    expect(lookupAct1961('172')?.to2025.map((s) => s.number)).toEqual(['316']);
    expect(lookupAct1961('17')?.to2025.map((s) => s.number)).toEqual(['16', '17', '18']);
  });

  it('lists a section that carries a 1961 provision alone before a group citation of it', () => {
    const to = lookupAct1961('139')!.to2025.map((s) => s.number);
    expect(to[0]).toBe('263');
    expect(to).toContain('349');
  });

  it('returns an unsettled 1961 number as uncertain, not as mapped', () => {
    const entry = lookupAct1961('80B(5)');
    expect(entry?.to2025).toEqual([]);
    expect(entry?.uncertain?.map((s) => s.number)).toEqual(['122']);
  });

  it('reports an unsettled link beside the settled rows, not instead of them', () => {
    const ownNps = lookupAct1961('80CCD(1)');
    expect(ownNps?.to2025.map((s) => s.number)).toEqual(['124']);
    expect(ownNps?.uncertain?.map((s) => s.number)).toEqual(['123']);
    const seniors = lookupAct1961('194P');
    expect(seniors?.to2025.map((s) => s.number)).toEqual(['263', '393']);
    expect(seniors?.uncertain?.map((s) => s.number)).toEqual(['392']);
  });

  it('reports an omitted 1961 section as omitted', () => {
    expect(lookupAct1961('80CCG')?.omitted?.title).toMatch(/equity savings/i);
    expect(lookupAct1961('206AB')?.to2025).toEqual([]);
  });

  it('lists the long-dead sections of Chapters XX-A and XX-C that a source names as omitted', () => {
    for (const old of ['269B', '269C', '269E', '269J', '269UH', '269UK', '269UM']) {
      expect(lookupAct1961(old)?.omitted?.number, old).toBe(old);
      expect(lookupAct1961(old)?.to2025, old).toEqual([]);
    }
  });
});

describe('searchActMap', () => {
  it('finds 2025 s. 123 first for the 1961 number "80C"', () => {
    const hits = searchActMap('80C');
    expect(hits[0]?.section.number).toBe('123');
    expect(hits[0]?.matchedBy).toBe('act1961');
  });

  it('finds 2025 s. 123 first for "123"', () => {
    const hits = searchActMap('123');
    expect(hits[0]?.section.number).toBe('123');
    expect(hits[0]?.matchedBy).toBe('act2025');
  });

  it('finds the advance-tax sections for "advance tax"', () => {
    const numbers = searchActMap('advance tax').map((h) => h.section.number);
    for (const n of ['403', '404', '405', '406', '407', '408', '409', '410', '424', '425'])
      expect(numbers).toContain(n);
    expect(numbers.every((n) => Number(n) >= 390 && Number(n) <= 430)).toBe(true);
  });

  it('tolerates word forms in titles', () => {
    const singular = searchActMap('penalty').map((h) => h.section.number);
    expect(searchActMap('penalties').map((h) => h.section.number)).toEqual(singular);
    expect(searchActMap('deductions salary').map((h) => h.section.number)).toContain('19');
    expect(searchActMap('losses').map((h) => h.section.number)).toContain('111');
  });

  it('narrows to a chapter', () => {
    const all = searchActMap('interest');
    const inXix = searchActMap('interest', { chapter: 'XIX' });
    expect(inXix.length).toBeGreaterThan(0);
    expect(inXix.length).toBeLessThan(all.length);
    expect(inXix.every((h) => h.section.chapter === 'XIX')).toBe(true);
    expect(searchActMap('80C', { chapter: 'XIX' })).toEqual([]);
    expect(searchActMap('', { chapter: 'I' }).map((h) => h.section.number)).toEqual([
      '1',
      '2',
      '3',
    ]);
  });
});
