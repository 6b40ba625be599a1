// English working lines and notes of year/other-sources.ts (docs/i18n.md, "The engine's text").
export const OTHER_SOURCES_EN = {
  otherSources: 'Income from other sources',
  familyPension: 'Family pension',
  lessFamilyPension: 'Less: one third of family pension (capped)',
  flat: 'Lottery, online-game and virtual-digital-asset income (30 %)',
  nrDividends: 'Dividends of a non-resident (taxed at 20 %)',
  nrDividendsNote:
    'Non-resident: dividends are taxed at 20 % (s.115A(1)(a)(i)) with no deduction against them; Chapter VI-A deductions are not set against them here. A lower treaty (DTAA) rate is not applied: claim it in the return with a tax residency certificate.',
  flatNote:
    'Lottery and similar winnings, online-game winnings and virtual-digital-asset income are taxed at 30 % with no deduction, no loss set off against them and no unused basic exemption (s.115BB, 115BBJ, 115BBH).',
};

export type OtherSourcesText = typeof OTHER_SOURCES_EN;
