// The calculator API: tax and advance tax, then compare, HRA, capital gains and presumptive.
// Every route is one row of the shared registry (calculators.ts): the same request schema
// validates the body here, in the CLI and in the browser, the same engine function computes, and
// the result schema is the allow-list of what leaves the server.
import {
  TaxRulesSchema,
  type CalculatorName,
  type TaxRules,
} from '@taxguide/contracts/calculators';
import { ContentLanguageQuerySchema } from '@taxguide/contracts/content';
import { ErrorEnvelopeSchema } from '@taxguide/contracts/errors';
import {
  SUPPORTED_FINANCIAL_YEARS,
  isSupportedFinancialYear,
  rulesFor,
} from '@taxguide/tax-engine';
import { HI } from '@taxguide/tax-engine/hindi';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/errors';
import { calculators, type Calculator, type DeepReadonly } from './calculators';

interface CalculatorRoute {
  readonly url: string;
  readonly calculator: CalculatorName;
  readonly summary: string;
  readonly description: string;
}

/** One row per HTTP calculator: tax and advance tax first, then the others. */
export const calculatorRoutes: readonly CalculatorRoute[] = [
  {
    url: '/api/calculate/tax',
    calculator: 'income_tax',
    summary: 'Income tax for one regime',
    description:
      'A whole year for one regime. The minimal body is {annualIncome, regime, deductions:{section80C, section80D, hra, homeLoanInterest}}; optional: financialYear (default 2026-27), ageGroup, residentialStatus, taxpayerType (individual or HUF), employerType, incomeType, salaryDetails, houseProperties, capitalGainsTransactions, broughtForwardLosses, presumptive (44AD/44ADA/44AE), otherIncome, dividends, familyPension, specialRateIncome (115BB/115BBJ/115BBH), every Chapter VI-A deduction, taxesPaid, returnFiledOn and returnDueDate. The answer gives each head, the set-off and carry-forward, the slab breakdown, tax by rate class, rebate, surcharge with relief, cess, interest under ss.234A/B/C, the s.234F fee and the balance payable (negative = refund). `steps` is the working with sections of both Acts; `notes` say what was capped, assumed or ignored.',
  },
  {
    url: '/api/calculate/advance-tax',
    calculator: 'advance_tax',
    summary: 'Advance tax instalments',
    description:
      'The minimal body is {annualIncome, tdsDeducted}; optional: financialYear, regime (default new), ageGroup, residentialStatus, incomeType, estimatedTax, hasBusinessIncome, presumptive, deductions (old regime) and payments (for s.234C interest). Business or presumptive income without an incomeType is taxed as business income (no salary standard deduction).',
  },
  {
    url: '/api/calculate/compare',
    calculator: 'compare',
    summary: 'Old versus new regime',
    description:
      'Both regimes for the same whole year (the income-tax body without regime), the winner (lower tax; a tie goes to the new regime; on a return filed after the due date the old regime is unavailable), the saving and the break-even amount of old-regime deductions.',
  },
  {
    url: '/api/calculate/hra',
    calculator: 'hra',
    summary: 'HRA exemption (s.10(13A), Rule 2A)',
    description:
      'The least of actual HRA, rent minus 10 % of salary and 50 % / 40 % of salary; regime new exempts nothing (s.115BAC(2)).',
  },
  {
    url: '/api/calculate/capital-gains',
    calculator: 'capital_gains',
    summary: 'Tax on one capital gain',
    description:
      'Holding period, short or long term, rate by date of transfer (23 July 2024 split), the cost on 31 January 2018 (s.55(2)(ac)) or 1 April 2001, specified mutual funds (s.50AA) and listed bonds, the 112A exemption, the indexation option for land or building and reinvestment under ss.54, 54EC and 54F.',
  },
  {
    url: '/api/calculate/presumptive',
    calculator: 'presumptive',
    summary: 'Presumptive income (s.44AD / s.44ADA / s.44AE)',
    description:
      'Presumptive income, the rate applied and eligibility (turnover limits, assessee type, residence; 44AE: at most 10 goods carriages).',
  },
];

const TaxRulesPathSchema = z.strictObject({
  financialYear: z.string().describe(`One of ${SUPPORTED_FINANCIAL_YEARS.join(', ')}`),
});

const errorResponses = {
  400: ErrorEnvelopeSchema,
  413: ErrorEnvelopeSchema,
  415: ErrorEnvelopeSchema,
  500: ErrorEnvelopeSchema,
};

export const calculateRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const route of calculatorRoutes) {
    const calc: Calculator = calculators[route.calculator];
    app.post(
      route.url,
      {
        schema: {
          tags: ['calculators'],
          summary: route.summary,
          description: route.description,
          body: calc.request,
          // ?lang=hi: the working lines and notes in Hindi, the figures the same.
          querystring: ContentLanguageQuerySchema,
          response: { 200: calc.result, ...errorResponses },
        },
        // Pure, anonymous and high-volume: successes are counted per route, not logged one
        // by one; errors, 4xx and slow requests are still logged in full (lib/access-log.ts).
        config: { accessLog: 'summary' },
        // Sent uncompressed. An answer is 1.7 to 7 KB (the web pages call tax and advance
        // tax: about 2 KB), inside TCP's first window (about 14 KB), so compression saves no
        // round trip. It cost 100 to 170 µs of server CPU per request (gzip, brotli; 1 to 2.5
        // times the rest of the request) to save about 1 KB, 5 ms at 1.6 Mbit/s
        // (bench/RESULTS.md).
        compress: false,
      },
      // The body was parsed by the same schema (a 400 names every bad field before this runs).
      async (request) => calc.run(request.body, request.query.lang === 'hi' ? { text: HI } : {}),
    );
  }

  app.get(
    '/api/tax-rules/:financialYear',
    {
      schema: {
        tags: ['calculators'],
        summary: 'The rule table of a financial year, every value with its citation',
        params: TaxRulesPathSchema,
        response: { 200: TaxRulesSchema, 404: ErrorEnvelopeSchema, 500: ErrorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const { financialYear } = request.params;
      if (!isSupportedFinancialYear(financialYear)) {
        throw notFound(
          `No tax rules for financial year "${financialYear}": the supported years are ${SUPPORTED_FINANCIAL_YEARS.join(', ')}`,
        );
      }
      // The tables change only with a release: let browsers and caches keep them for an hour.
      reply.header('cache-control', 'public, max-age=3600');
      // The engine's table is the contract's type, read-only (a contracts test parses every year).
      const rules: DeepReadonly<TaxRules> = rulesFor(financialYear);
      return rules as TaxRules;
    },
  );
};
