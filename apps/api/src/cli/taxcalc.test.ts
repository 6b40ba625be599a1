// The CLI end to end: spawned as a process, fed lines on stdin.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { processLine } from './taxcalc-line';

const CLI = fileURLToPath(new URL('./taxcalc.ts', import.meta.url));
const API_ROOT = fileURLToPath(new URL('../..', import.meta.url));

function runCli(input: string): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', CLI], {
      cwd: API_ROOT,
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(input);
  });
}

describe('taxcalc CLI', () => {
  it('answers each line in order, errors included, and exits 0', async () => {
    const input = [
      '{"calculator":"income_tax","annualIncome":1500000,"regime":"new"}',
      'not json',
      '{"calculator":"astrology","annualIncome":1}',
      '{"calculator":"income_tax","annualIncome":-5,"regime":"both"}',
      '{"calculator":"hra","basicSalary":600000,"hraReceived":300000,"rentPaid":300000,"metro":true,"financialYear":"2025-26"}',
      '{"calculator":"compare","annualIncome":1500000,"financialYear":"2025-26"}',
      '{"calculator":"advance_tax","annualIncome":2000000,"tdsDeducted":150000,"financialYear":"2025-26"}',
      '{"calculator":"capital_gains","assetType":"equity","purchasePrice":100000,"salePrice":1100000,"purchaseDate":"2024-01-10","saleDate":"2025-09-15"}',
      '{"calculator":"presumptive","businessType":"44ADA","grossReceipts":4000000,"cashReceipts":0}',
      '[1,2]',
      '',
    ].join('\n');
    const { code, stdout, stderr } = await runCli(`${input}\n`);
    expect(stderr).toBe('');
    expect(code).toBe(0);
    const out = stdout
      .trimEnd()
      .split('\n')
      .map((l) => JSON.parse(l) as Record<string, never>);
    expect(out).toHaveLength(11);
    // FY 2026-27 (default) salary 15 L new regime: TI 14,25,000 → 93,750 + cess = 97,500.
    expect(out[0]).toMatchObject({ financialYear: '2026-27', regime: 'new', totalTax: 97_500 });
    expect(out[1]).toEqual({
      error: { code: 'MALFORMED_JSON', message: 'The line is not valid JSON', details: [] },
    });
    expect(out[2]).toMatchObject({
      error: {
        code: 'UNKNOWN_CALCULATOR',
        details: [{ path: 'calculator', message: '"astrology" is not a calculator' }],
      },
    });
    expect(out[3]).toEqual({
      error: {
        code: 'VALIDATION_FAILED',
        message: 'The request has invalid fields',
        details: [
          { path: 'annualIncome', message: 'annualIncome must be 0 or more' },
          { path: 'regime', message: 'regime must be one of: old, new' },
        ],
      },
    });
    expect(out[4]).toMatchObject({ exemptHra: 240_000, taxableHra: 60_000 });
    expect(out[5]).toMatchObject({ winner: 'new', saving: 159_900 });
    expect(out[6]).toMatchObject({
      advanceTaxDue: 42_400,
      quarters: { q1: 6_360, q2: 12_720, q3: 12_720, q4: 10_600 },
    });
    expect(out[7]).toMatchObject({ section: '112A', tax: 109_375 });
    expect(out[8]).toMatchObject({ presumptiveIncome: 2_000_000, eligible: true });
    expect(out[9]).toMatchObject({ error: { code: 'VALIDATION_FAILED' } });
    expect(out[10]).toEqual({
      error: {
        code: 'MALFORMED_JSON',
        message: 'Empty line: expected one JSON object',
        details: [],
      },
    });
  }, 60_000);

  it('accepts whole-year lines (tax and compare) and names a bad whole-year field', async () => {
    const transfer = {
      assetType: 'equity',
      purchasePrice: 100_000,
      salePrice: 350_000,
      purchaseDate: '2024-01-10',
      saleDate: '2026-06-15',
    };
    const lines = [
      {
        calculator: 'income_tax',
        annualIncome: 1_200_000,
        otherIncome: 100_000,
        regime: 'new',
        financialYear: '2026-27',
        taxesPaid: { tds: 20_000, advanceTax: [] },
        returnFiledOn: '2027-07-31',
      },
      {
        calculator: 'compare',
        annualIncome: 1_000_000,
        capitalGainsTransactions: [transfer],
        houseProperties: [{ use: 'selfOccupied', interestOnLoan: 100_000 }],
        deductions: {
          section80C: 150_000,
          donations80G: [{ amount: 10_000, category: '100NoLimit' }],
        },
      },
      {
        calculator: 'income_tax',
        annualIncome: 1_000_000,
        regime: 'new',
        capitalGainsTransactions: [{ ...transfer, saleDate: '2026-03-31' }],
      },
    ];
    const { code, stdout, stderr } = await runCli(
      `${lines.map((l) => JSON.stringify(l)).join('\n')}\n`,
    );
    expect(stderr).toBe('');
    expect(code).toBe(0);
    const out = stdout
      .trimEnd()
      .split('\n')
      .map((l) => JSON.parse(l) as Record<string, never>);
    expect(out).toHaveLength(3);
    // 13,00,000 − 75,000 = 12,25,000: slab tax 63,750, marginal relief to 25,000, cess 1,000
    // → 26,000; TDS 20,000 → 6,000 to pay.
    expect(out[0]).toMatchObject({
      totalTax: 26_000,
      balancePayable: 6_000,
      regimeAvailable: true,
    });
    // New regime: 9,25,000 salary + 2,50,000 s.112A gain; rebate on the slab tax only;
    // 1,25,000 × 12.5 % = 15,625 + cess 625 = 16,250.
    expect(out[1]).toMatchObject({ new: { totalTax: 16_250 } });
    expect(out[2]).toEqual({
      error: {
        code: 'VALIDATION_FAILED',
        message: 'The request has invalid fields',
        details: [
          {
            path: 'capitalGainsTransactions.0.saleDate',
            message:
              'capitalGainsTransactions.0.saleDate must fall in financial year 2026-27 (1 April 2026 to 31 March 2027)',
          },
        ],
      },
    });
  }, 60_000);

  it('handles no input', async () => {
    const { code, stdout } = await runCli('');
    expect(code).toBe(0);
    expect(stdout).toBe('');
  }, 60_000);
});

describe('processLine', () => {
  it('refuses unknown fields of a calculator', () => {
    const out = JSON.parse(
      processLine(
        '{"calculator":"presumptive","businessType":"44AD","grossReceipts":1,"turnover":5}',
      ),
    ) as { error: { details: { path: string; message: string }[] } };
    expect(out.error.details[0]?.message).toMatch(/turnover/);
  });

  it('a missing calculator is reported as such', () => {
    expect(JSON.parse(processLine('{"annualIncome":1}'))).toMatchObject({
      error: {
        code: 'UNKNOWN_CALCULATOR',
        details: [{ path: 'calculator', message: 'calculator is required' }],
      },
    });
  });
});
