// Adding a financial year is adding its rule file: the year list (in years.ts) and the table of
// rule files are generated from the rule files (scripts/gen-years.ts); this test fails while stale.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  COMMAND,
  SRC_DIR,
  pathsUnder,
  staleFiles,
  writeGenerated,
  yearsOf,
} from '../scripts/gen-years';
import { SUPPORTED_FINANCIAL_YEARS } from '../src/years';

describe('the generated year list and rule-file table', () => {
  it('match the rule files in src/rules', async () => {
    const stale = await staleFiles();
    expect(
      stale,
      `stale: run \`${COMMAND}\` (rule files and ${stale.join(', ')} disagree)`,
    ).toEqual([]);
    expect(SUPPORTED_FINANCIAL_YEARS).toEqual(['2023-24', '2024-25', '2025-26', '2026-27']);
  });

  it('take the rule files only, oldest first, and refuse a gap or a misnamed year', () => {
    expect(yearsOf(['shared.ts', 'fy-2024-25.ts', 'cite.ts', 'fy-2023-24.ts', 'index.ts'])).toEqual(
      ['2023-24', '2024-25'],
    );
    expect(() => yearsOf(['fy-2023-24.ts', 'fy-2025-26.ts'])).toThrow('skip FY 2024-25');
    expect(() => yearsOf(['fy-2023-25.ts'])).toThrow('YYYY-YY');
    expect(() => yearsOf(['cite.ts'])).toThrow('no rule files');
  });

  describe('a new rule file, and nothing else, adds its year', () => {
    const copy = mkdtempSync(join(tmpdir(), 'tax-engine-'));
    afterAll(() => rmSync(copy, { recursive: true, force: true }));

    it('to the year list, the rule lookup and the calculators', async () => {
      cpSync(SRC_DIR, copy, { recursive: true });
      const { rulesDir, yearsFile } = pathsUnder(copy);
      // FY 2027-28 as a copy of 2026-27's table under its own year.
      const source = readFileSync(join(rulesDir, 'fy-2026-27.ts'), 'utf8')
        .replace('export const FY_2026_27', 'export const FY_2027_28')
        .replace("financialYear: '2026-27'", "financialYear: '2027-28'");
      writeFileSync(join(rulesDir, 'fy-2027-28.ts'), source);
      expect(await staleFiles(copy)).toHaveLength(2);

      await writeGenerated(copy);
      expect(await staleFiles(copy)).toEqual([]);
      // The list stays free of rule data (browsers load it first).
      expect(readFileSync(yearsFile, 'utf8')).not.toMatch(/^import /m);

      const years = await import(join(copy, 'years.ts'));
      expect(years.SUPPORTED_FINANCIAL_YEARS).toEqual([
        '2023-24',
        '2024-25',
        '2025-26',
        '2026-27',
        '2027-28',
      ]);
      const engine = await import(join(copy, 'index.ts'));
      expect(engine.isSupportedFinancialYear('2027-28')).toBe(true);
      expect(engine.rulesFor('2027-28').financialYear).toBe('2027-28');
      const result = engine.computeIncomeTax({
        annualIncome: 1_500_000,
        regime: 'new',
        financialYear: '2027-28',
      });
      expect(result.financialYear).toBe('2027-28');
      expect(result.totalTax).toBe(97_500);
    });
  });

  describe('the command the site scripts run first', () => {
    const copy = mkdtempSync(join(tmpdir(), 'tax-engine-cli-'));
    afterAll(() => rmSync(copy, { recursive: true, force: true }));
    const script = join(SRC_DIR, '..', 'scripts', 'gen-years.ts');
    const run = (...args: string[]) =>
      spawnSync(process.execPath, ['--import', 'tsx', script, '--src', copy, ...args], {
        cwd: join(SRC_DIR, '..'),
        encoding: 'utf8',
        env: { ...process.env, CI: '' },
      });

    it('stops under --check while the list is stale, and brings it up to date otherwise', () => {
      cpSync(SRC_DIR, copy, { recursive: true });
      const { rulesDir, yearsFile } = pathsUnder(copy);
      const source = readFileSync(join(rulesDir, 'fy-2026-27.ts'), 'utf8')
        .replace('export const FY_2026_27', 'export const FY_2027_28')
        .replace("financialYear: '2026-27'", "financialYear: '2027-28'");
      writeFileSync(join(rulesDir, 'fy-2027-28.ts'), source);
      const before = readFileSync(yearsFile, 'utf8');

      const checked = run('--check');
      expect(checked.status).toBe(1);
      expect(checked.stderr).toContain(COMMAND);
      expect(checked.stderr).toContain(yearsFile);
      expect(readFileSync(yearsFile, 'utf8')).toBe(before);

      const written = run();
      expect(written.status).toBe(0);
      expect(readFileSync(yearsFile, 'utf8')).toContain("'2027-28'");
      expect(run('--check').status).toBe(0);
    }, 30_000);
  });
});
