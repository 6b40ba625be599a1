// English working lines and notes of hra.ts (docs/i18n.md, "The engine's text").
import { formatInr } from '../../format';

export const HRA_EN = {
  cityListed: (city: string, financialYear: string) =>
    `${city} is a 50 % city under Rule 2A for FY ${financialYear}.`,
  cityNotListed: (city: string, financialYear: string, listed: readonly string[]) =>
    `"${city}" is not among the 50 % cities for FY ${financialYear} (${listed.join(', ')}): 40 % applies.`,
  cityDraft: (city: string) =>
    `${city} is on the DRAFT Income-tax Rules 2026 list of 50 % cities. The Rules were notified on 20 March 2026 (G.S.R. 198(E)) and news reports of the notification say the longer list was kept, but the notified HRA rule itself is not in our sources: 40 % kept (UNCONFIRMED).`,
  cityOverMetroFlag: (city: string) =>
    `City "${city}" decides the rate (the metro flag is ignored).`,
  ifDraftListed: (city: string, atFifty: number, exempt: number) =>
    `If the notified rule does list ${city}, the exemption is ${formatInr(atFifty)} (50 % of salary) instead of ${formatInr(exempt)}.`,
  dearnessAllowance:
    'Dearness allowance counted in salary: it must form part of retirement benefits under the terms of employment (Rule 2A).',
  commission:
    'Commission counted in salary: it must be a fixed percentage of turnover achieved (Rule 2A).',
  noRent: 'No rent paid: no HRA exemption.',
  newRegime: (received: number, oldExempt: number) =>
    `New regime: no HRA exemption (s.115BAC(2); ITA 2025 s.202(2)(a)); the whole HRA of ${formatInr(received)} is taxable. The limbs are shown for information (the old regime would exempt ${formatInr(oldExempt)}).`,
  oldRegimeOnly: 'The HRA exemption is allowed only in the old regime (s.115BAC(2)).',

  salaryForHra: 'Salary for HRA (basic + DA + commission)',
  salaryForHraNote: 'Rule 2A',
  actualHra: '(a) Actual HRA received',
  rentLessTenPercent: '(b) Rent paid minus 10 % of salary',
  percentMetro: '(c) 50 % of salary (metro)',
  percentNonMetro: '(c) 40 % of salary (non-metro)',
  exemptNew: 'Exempt HRA (new regime: none)',
  exemptOld: 'Exempt HRA (least of a, b, c)',
  taxableHra: 'Taxable HRA',
};

export type HraText = typeof HRA_EN;
