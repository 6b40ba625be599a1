// English working lines and notes of income-tax.ts (docs/i18n.md, "The engine's text").
export const INCOME_TAX_EN = {
  // Working lines
  business: 'Profits and gains of business or profession',
  gains: 'Capital gains taxed at special rates',
  grossTotalIncome: 'Gross total income',
  totalIncome: 'Total income (rounded to nearest 10)',
  slabTax: 'Tax at slab rates',
  tax111A: 'Tax on short-term gains (s.111A)',
  tax112A: 'Tax on long-term equity gains (s.112A)',
  tax112: 'Tax on other long-term gains (s.112)',
  flatTax: 'Tax on lottery, online games and virtual digital assets (30 %)',
  tax115A: 'Tax on dividends of a non-resident (20 %)',
  taxBeforeRebate: 'Tax before rebate',
  lessRebate: 'Less: rebate u/s 87A',
  surcharge: 'Surcharge',
  lessSurchargeRelief: 'Less: marginal relief on surcharge',
  cess: 'Health and education cess (4 %)',
  totalTax: 'Total tax payable (rounded to nearest 10)',
  totalUnrounded: 'Tax + surcharge + cess',
  // Citations and explanations on the working lines
  gainsCitation: 's.111A, 112, 112A (ITA 2025 ss.196-198)',
  rebateRelief:
    'Marginal relief (first proviso): the tax is limited to the total income above the rebate threshold.',
  surchargeRelief:
    'Income-tax + surcharge may not exceed that on the threshold income plus the income above it.',
  slabCitationOld: 'Finance Act, First Schedule Part I Para A',
  surchargeCitation: 'Finance Act, First Schedule Part I (surcharge and marginal relief)',

  // Notes
  newDisallows:
    'The new regime (s.115BAC(2)) disallows the exempt HRA, professional tax, self-occupied home-loan interest (s.24(b)) and Chapter VI-A deductions other than 80CCD(2): ignored.',
  nonResident:
    'Non-resident: no rebate u/s 87A, below-60 slabs at any age, and no basic-exemption adjustment against special-rate gains.',
  huf: 'Hindu undivided family: one slab table for all (no age bands), no standard deduction, no rebate u/s 87A; the unused basic exemption still goes against capital gains of a resident HUF.',
  statutorySpecial:
    'Special-rate gains: the s.112A exemption and any unused basic exemption are set against the highest-taxed gains first.',
  doubt1:
    'DOUBT-1: the 87A threshold is tested on total income including special-rate gains (the statute), and the rebate never reduces tax on those gains.',
  doubt2:
    'DOUBT-2: rebate u/s 87A allowed against s.111A/112 tax (not s.112A tax) as the statute then read; the ITR utility may disallow the 111A part.',
  flatRebate:
    'Rebate u/s 87A allowed against the 30 % tax on lottery, online-game or virtual-digital-asset income as the statute reads for this year and regime ("income-tax on his total income"); this is contested, and the ITR utility may refuse it. From FY 2025-26 the new regime bars it by statute (second proviso; ITA 2025 s.156(3)).',
  dividendSurcharge:
    'Surcharge on the tax on dividends is capped at 15 %: the slab tax is apportioned to dividends in proportion to their share of slab income.',
  oldRegimeLate:
    'Old regime not available: a return filed after the due date cannot opt out of the new regime (s.115BAC(6); ITA 2025 s.202(6)) for an individual or HUF without business income. Shown for information.',
  noTaxesPaid:
    'Taxes paid and the filing date not given: interest under s.234A/234B/234C is not worked out and the balance is the whole tax.',
};

export type IncomeTaxText = typeof INCOME_TAX_EN;
