import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldErrorsFrom } from './errors';

const Schema = z.strictObject({
  income: z.number({ error: 'income must be a number' }),
  deductions: z.strictObject({ section80C: z.number().max(150000, 'at most 1,50,000') }),
});

describe('fieldErrorsFrom: zod issues as the error envelope’s details', () => {
  it('names each bad field by its dotted path, and each unknown key by its own path', () => {
    const parsed = Schema.safeParse({
      income: 'ten',
      deductions: { section80C: 200000, sectionX: 1, sectionY: 2 },
      extra: true,
    });
    expect(fieldErrorsFrom(parsed.error!.issues)).toEqual(
      expect.arrayContaining([
        { path: 'income', message: 'income must be a number' },
        { path: 'deductions.section80C', message: 'at most 1,50,000' },
        { path: 'deductions.sectionX', message: 'Unrecognized key: "sectionX"' },
        { path: 'deductions.sectionY', message: 'Unrecognized key: "sectionY"' },
        { path: 'extra', message: 'Unrecognized key: "extra"' },
      ]),
    );
    expect(fieldErrorsFrom(parsed.error!.issues)).toHaveLength(5);
  });

  it('gives a problem with the whole input the place it came from', () => {
    const parsed = Schema.safeParse('not an object');
    expect(fieldErrorsFrom(parsed.error!.issues, 'body')).toEqual([
      { path: 'body', message: expect.any(String) },
    ]);
  });
});
