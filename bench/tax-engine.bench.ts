// Single-core throughput of computeIncomeTax WITH the working (steps and notes): the simple mix
// (target: at least 1,000,000 calls/s) and a whole year with ten transfers, two houses and taxes
// paid (target: at least 300,000 calls/s). Not run in CI:
//   npx tsx bench/tax-engine.bench.ts [seconds per case, default 2]
import { computeIncomeTax, type IncomeTaxInput } from '../packages/tax-engine/src/index';

const seconds = Number(process.argv[2] ?? 2);

// A realistic mix: salaried, both regimes, several years, with and without deductions, a few
// high incomes (surcharge with marginal relief) and capital gains.
const MIX: IncomeTaxInput[] = [
  { annualIncome: 1_500_000, regime: 'new' },
  { annualIncome: 1_285_000, regime: 'new', financialYear: '2025-26' },
  {
    annualIncome: 900_000,
    regime: 'old',
    deductions: { section80C: 150_000, section80D: 25_000, hra: 120_000, homeLoanInterest: 0 },
  },
  {
    annualIncome: 2_400_000,
    regime: 'old',
    financialYear: '2024-25',
    deductions: {
      section80C: 200_000,
      section80D: 30_000,
      hra: 240_000,
      homeLoanInterest: 250_000,
    },
  },
  { annualIncome: 750_000, regime: 'new', financialYear: '2023-24' },
  { annualIncome: 5_200_000, regime: 'new', financialYear: '2025-26' },
  {
    annualIncome: 1_000_000,
    regime: 'old',
    capitalGains: { ltcg112A: 300_000, stcg111A: 100_000 },
  },
  { annualIncome: 600_000, regime: 'old', ageGroup: '60to80', incomeType: 'other' },
];

// A salaried landlord and investor, FY 2026-27: salary with HRA, one let-out and one
// self-occupied house, ten transfers of five kinds (gains and losses), dividends, interest, a
// family pension, losses brought forward, and TDS, advance tax and a late return.
const WHOLE_YEAR: IncomeTaxInput = {
  annualIncome: 2_400_000,
  regime: 'old',
  financialYear: '2026-27',
  salaryDetails: {
    basic: 1_000_000,
    dearnessAllowance: 100_000,
    hraReceived: 400_000,
    rentPaid: 360_000,
    city: 'Pune',
    professionalTax: 2_500,
  },
  otherIncome: 85_000,
  dividends: 40_000,
  familyPension: 90_000,
  houseProperties: [
    { use: 'letOut', annualRent: 360_000, municipalTaxesPaid: 12_000, interestOnLoan: 280_000 },
    { use: 'selfOccupied', interestOnLoan: 240_000 },
  ],
  capitalGainsTransactions: [
    {
      assetType: 'equity',
      purchasePrice: 200_000,
      salePrice: 340_000,
      purchaseDate: '2023-05-10',
      saleDate: '2026-06-12',
    },
    {
      assetType: 'equity',
      purchasePrice: 150_000,
      salePrice: 120_000,
      purchaseDate: '2026-01-05',
      saleDate: '2026-08-20',
    },
    {
      assetType: 'equityFund',
      purchasePrice: 300_000,
      salePrice: 390_000,
      purchaseDate: '2024-02-01',
      saleDate: '2026-09-15',
    },
    {
      assetType: 'equityFund',
      purchasePrice: 80_000,
      salePrice: 95_000,
      purchaseDate: '2026-05-01',
      saleDate: '2026-10-01',
    },
    {
      assetType: 'equity',
      purchasePrice: 50_000,
      salePrice: 150_000,
      purchaseDate: '2016-03-01',
      saleDate: '2026-11-11',
      fmvOn31Jan2018: 90_000,
    },
    {
      assetType: 'gold',
      purchasePrice: 400_000,
      salePrice: 520_000,
      purchaseDate: '2020-07-01',
      saleDate: '2026-12-01',
    },
    {
      assetType: 'specifiedMutualFund',
      purchasePrice: 500_000,
      salePrice: 540_000,
      purchaseDate: '2023-06-01',
      saleDate: '2027-01-10',
    },
    {
      assetType: 'listedBond',
      purchasePrice: 100_000,
      salePrice: 96_000,
      purchaseDate: '2022-04-01',
      saleDate: '2027-02-01',
    },
    {
      assetType: 'unlistedShares',
      purchasePrice: 250_000,
      salePrice: 410_000,
      purchaseDate: '2021-09-01',
      saleDate: '2027-03-01',
    },
    {
      assetType: 'property',
      purchasePrice: 3_000_000,
      salePrice: 4_200_000,
      purchaseDate: '2015-06-01',
      saleDate: '2027-03-20',
      expenses: 60_000,
      exemptions: { section54EC: 500_000 },
    },
  ],
  broughtForwardLosses: { shortTermCapitalLoss: 20_000, longTermCapitalLoss: 30_000 },
  deductions: { section80C: 150_000, section80D: 25_000, section80CCD1B: 50_000 },
  taxesPaid: {
    tds: 350_000,
    advanceTax: [
      { date: '2026-09-14', amount: 50_000 },
      { date: '2026-12-15', amount: 50_000 },
      { date: '2027-03-15', amount: 100_000 },
    ],
    selfAssessmentTax: 20_000,
  },
  returnFiledOn: '2027-09-20',
};

function measure(name: string, inputs: readonly IncomeTaxInput[]): number {
  let sink = 0;
  // Warm up (JIT).
  for (let i = 0; i < 200_000; i++)
    sink += computeIncomeTax(inputs[i % inputs.length] as IncomeTaxInput).totalTax;
  let calls = 0;
  const start = process.hrtime.bigint();
  const budget = BigInt(Math.round(seconds * 1e9));
  let elapsed = 0n;
  while (elapsed < budget) {
    for (let i = 0; i < 10_000; i++)
      sink += computeIncomeTax(inputs[(calls + i) % inputs.length] as IncomeTaxInput).steps.length;
    calls += 10_000;
    elapsed = process.hrtime.bigint() - start;
  }
  const perSecond = calls / (Number(elapsed) / 1e9);
  console.log(
    `${name.padEnd(44)} ${Math.round(perSecond).toLocaleString('en-IN').padStart(12)} calls/s  (${(1e9 / perSecond).toFixed(0)} ns/call; sink ${sink % 7})`,
  );
  return perSecond;
}

console.log(
  `computeIncomeTax, with steps and notes; Node ${process.version}; ${seconds} s per case`,
);
measure('typical salaried, new regime (FY 2026-27)', [MIX[0] as IncomeTaxInput]);
measure('old regime with four deductions', [MIX[2] as IncomeTaxInput]);
measure('surcharge with marginal relief (52 lakh)', [MIX[5] as IncomeTaxInput]);
measure('capital gains (111A + 112A)', [MIX[6] as IncomeTaxInput]);
const mixed = measure('realistic mix of 8 inputs', MIX);
const year = measure('whole year: 10 transfers, 2 houses, taxes paid', [WHOLE_YEAR]);
for (const [what, figure, target] of [
  ['simple mix', mixed, 1_000_000],
  ['whole year', year, 300_000],
] as const) {
  const shown = Math.round(figure).toLocaleString('en-IN');
  const goal = target.toLocaleString('en-IN');
  console.log(
    figure >= target
      ? `PASS (${what}): ${shown} calls/s >= ${goal}`
      : `BELOW TARGET (${what}): ${shown} calls/s < ${goal}`,
  );
}
