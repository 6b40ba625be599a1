import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { formatter } from '@lingui/format-po';
import { missingCoreTerms } from '@taxguide/content/i18n/hindi-checks';
import { afterAll, describe, expect, it } from 'vitest';
import { CATALOG_NAMES } from './i18n';

const webRoot = join(import.meta.dirname, '..', '..');
const po = formatter();
const FILES: Record<string, string> = {
  main: 'messages',
  pages: 'pages',
  calculators: 'calculators',
  year: 'year',
  forms: 'forms',
  more: 'more',
  legal: 'legal',
};

/**
 * Messages deliberately the same in Hindi (none yet). A message listed here may keep an empty
 * Hindi translation; every other one must have Hindi.
 */
const ENGLISH_ONLY: readonly string[] = [];

/**
 * Messages whose English uses a glossary word in another sense, with the reason: the check would
 * otherwise ask for the tax term.
 */
const GLOSSARY_EXCEPTIONS: Readonly<Record<string, string>> = {
  'No section matches. Try a number such as 80C or 123, or a word such as “rebate”.':
    'asks the reader to type the English word, which the act map searches',
  'The licence ends automatically if you break this agreement. You may stop using the site at any time. The sections on warranty, liability and governing law continue to apply after the licence ends.':
    "the agreement's own sections, not the Act's धारा",
  'We confirm receipt within 10 business days and <0>answer within {RESPONSE_DAYS} days</0>. If we need more time we will tell you why within those {RESPONSE_DAYS} days, and the period may be <1>extended to {EXTENDED_RESPONSE_DAYS} days</1> in total. Requests are free of charge.':
    'business days are working days (कार्य दिवस), not business income',
};

async function read(locale: 'en' | 'hi', name: string, dir = join(webRoot, 'src/locales')) {
  const file = join(dir, locale, `${FILES[name]}.po`);
  return po.parse(readFileSync(file, 'utf8'), { locale, sourceLocale: 'en', filename: file });
}

/** The placeholders of an ICU message: `{name}`, `{0}` and the tags `<0>`, `</0>`, `<1/>`. */
const placeholders = (message: string) =>
  [...message.matchAll(/\{(\w+)[,}]|<\/?\d+\/?>/g)].map((m) => m[1] ?? m[0]).sort();

describe('the message catalogs', () => {
  it('list every part the app loads', () => {
    expect(Object.keys(FILES).sort()).toEqual([...CATALOG_NAMES].sort());
  });

  it.each(CATALOG_NAMES)(
    '%s: every English message has its Hindi, with the same placeholders',
    async (name) => {
      const english = await read('en', name);
      const hindi = await read('hi', name);
      expect(Object.keys(hindi).sort()).toEqual(Object.keys(english).sort());
      const missing: string[] = [];
      for (const [id, entry] of Object.entries(english)) {
        const source = entry.message ?? id;
        const translation = hindi[id]?.translation ?? '';
        if (!translation) {
          if (!ENGLISH_ONLY.includes(source)) missing.push(source);
          continue;
        }
        expect(placeholders(translation), source).toEqual(placeholders(source));
        // Hindi text is Devanagari (a message of only a name, number or short form may be Latin).
        if (/[a-z]{4,}/i.test(source.replace(/\{[^}]*\}|<[^>]*>/g, ''))) {
          expect(translation, source).toMatch(/[\u0900-\u097F]/);
        }
      }
      expect(missing).toEqual([]);
    },
  );

  it.each(CATALOG_NAMES)(
    "%s: every Hindi message uses the glossary's word for a tax term its English uses",
    async (name) => {
      const english = await read('en', name);
      const hindi = await read('hi', name);
      const problems: string[] = [];
      for (const [id, entry] of Object.entries(english)) {
        const source = entry.message ?? id;
        const translation = hindi[id]?.translation ?? '';
        if (!translation || GLOSSARY_EXCEPTIONS[source]) continue;
        for (const problem of missingCoreTerms(source, translation))
          problems.push(`${problem}: "${source}" → "${translation}"`);
      }
      expect(problems).toEqual([]);
    },
  );

  it('give a message the same Hindi in every catalog that holds it', async () => {
    // The server loads every catalog into one instance and the browser only the page's: two
    // translations of one message would render differently on each (a hydration mismatch).
    const seen = new Map<string, { name: string; translation: string }>();
    const clashes: string[] = [];
    for (const name of CATALOG_NAMES) {
      for (const [id, entry] of Object.entries(await read('hi', name))) {
        const translation = entry.translation ?? '';
        const first = seen.get(id);
        if (!first) seen.set(id, { name, translation });
        else if (first.translation !== translation) {
          clashes.push(
            `${entry.message ?? id}: ${first.name} "${first.translation}", ${name} "${translation}"`,
          );
        }
      }
    }
    expect(clashes).toEqual([]);
  });

  describe('match the code', () => {
    const out = mkdtempSync(join(tmpdir(), 'taxguide-lingui-'));
    afterAll(() => rmSync(out, { recursive: true, force: true }));

    it('a fresh extraction finds exactly the messages in the committed catalogs', async () => {
      const config = join(out, 'lingui.config.ts');
      writeFileSync(
        config,
        `import base from ${JSON.stringify(join(webRoot, 'lingui.config.ts'))};
export default {
  ...base,
  rootDir: ${JSON.stringify(webRoot)},
  catalogs: base.catalogs.map((c) => ({ ...c, path: c.path.replace('<rootDir>/src/locales', ${JSON.stringify(out)}) })),
};
`,
      );
      execFileSync('pnpm', ['exec', 'lingui', 'extract', '--config', config], {
        cwd: webRoot,
        stdio: 'pipe',
      });
      for (const name of CATALOG_NAMES) {
        const fresh = await read('en', name, out);
        const committed = await read('en', name);
        expect(
          Object.keys(committed).sort(),
          `${name}: run pnpm --filter @taxguide/web i18n:extract`,
        ).toEqual(Object.keys(fresh).sort());
      }
    }, 120_000);
  });
});
