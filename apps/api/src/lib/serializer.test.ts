import {
  CapitalGainsResultSchema,
  CompareResultSchema,
  IncomeTaxResultSchema,
  TaxRulesSchema,
} from '@taxguide/contracts/calculators';
import { ErrorEnvelopeSchema } from '@taxguide/contracts/errors';
import {
  compareRegimes,
  computeCapitalGains,
  computeIncomeTax,
  rulesFor,
} from '@taxguide/tax-engine';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { responseSerializerCompiler } from './serializer';

const allowListSerializer = (schema: z.ZodType) =>
  responseSerializerCompiler({ schema, method: 'GET', url: '/', httpStatus: '200' }) as (
    data: unknown,
  ) => string;

/** What the zod provider's serializer writes (the strict parse), as a value: key order aside. */
const viaZod = (schema: z.ZodType, data: unknown) =>
  JSON.parse(JSON.stringify(schema.parse(data))) as unknown;

describe('responseSerializerCompiler (fast-json-stringify from the zod schema)', () => {
  it('writes what the zod parse writes, for any engine result', () => {
    const serialize = allowListSerializer(IncomeTaxResultSchema);
    const compare = allowListSerializer(CompareResultSchema);
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 60_000_000 }),
        fc.constantFrom('old', 'new'),
        fc.constantFrom('2023-24', '2024-25', '2025-26', '2026-27'),
        fc.integer({ min: 0, max: 400_000 }),
        fc.integer({ min: 0, max: 500_000 }),
        (annualIncome, regime, financialYear, section80C, ltcg112A) => {
          const input = {
            annualIncome,
            financialYear,
            deductions: { section80C },
            capitalGains: { ltcg112A },
          } as const;
          const result = computeIncomeTax({ ...input, regime });
          expect(JSON.parse(serialize(result))).toEqual(viaZod(IncomeTaxResultSchema, result));
          const both = compareRegimes(input);
          expect(JSON.parse(compare(both))).toEqual(viaZod(CompareResultSchema, both));
        },
      ),
      { numRuns: 200 },
    );
    const gains = computeCapitalGains({
      assetType: 'property',
      purchasePrice: 2_000_000,
      salePrice: 6_000_000,
      purchaseDate: '2012-05-10',
      saleDate: '2025-05-10',
    });
    expect(JSON.parse(allowListSerializer(CapitalGainsResultSchema)(gains))).toEqual(
      viaZod(CapitalGainsResultSchema, gains),
    );
    const rules = rulesFor('2025-26');
    expect(JSON.parse(allowListSerializer(TaxRulesSchema)(rules))).toEqual(
      viaZod(TaxRulesSchema, rules),
    );
  });

  it('lets only declared fields out (an unknown field is dropped, at any depth)', () => {
    const result = computeIncomeTax({ annualIncome: 1_500_000, regime: 'new' });
    const leaky = {
      ...result,
      internalSecret: 'x',
      heads: { ...result.heads, debug: 1 },
      steps: result.steps.map((s) => ({ ...s, trace: 'y' })),
    };
    const written = JSON.parse(allowListSerializer(IncomeTaxResultSchema)(leaky)) as Record<
      string,
      unknown
    >;
    expect(written).toEqual(JSON.parse(JSON.stringify(result)));
    expect(JSON.stringify(written)).not.toMatch(/internalSecret|debug|trace/);
  });

  it('refuses a response that lacks a required field', () => {
    const serialize = allowListSerializer(IncomeTaxResultSchema);
    const result = computeIncomeTax({ annualIncome: 1_500_000, regime: 'new' });
    const withoutCess = Object.fromEntries(Object.entries(result).filter(([k]) => k !== 'cess'));
    expect(() => serialize(withoutCess)).toThrow(/cess/);
  });

  it('serializes the error envelope (optional details) like zod', () => {
    const serialize = allowListSerializer(ErrorEnvelopeSchema);
    const envelope = {
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      error: 'Bad Request',
      message: 'm',
      requestId: 'r',
    };
    expect(JSON.parse(serialize(envelope))).toEqual(viaZod(ErrorEnvelopeSchema, envelope));
    const withDetails = { ...envelope, details: [{ path: 'a', message: 'b' }] };
    expect(JSON.parse(serialize(withDetails))).toEqual(viaZod(ErrorEnvelopeSchema, withDetails));
  });
});
