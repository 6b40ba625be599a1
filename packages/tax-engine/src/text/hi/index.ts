// The engine's Hindi text, kept out of the English bundle: import it from
// `@taxguide/tax-engine/hindi` on a Hindi page only (docs/i18n.md).
import type { EngineText } from '../en/index';
import { COMMON_HI } from './common';
import { INCOME_TAX_HI } from './income-tax';
import { COMPARE_HI } from './compare';
import { INTEREST_HI } from './interest';
import { CAPITAL_GAINS_HEAD_HI } from './capital-gains-head';
import { OTHER_SOURCES_HI } from './other-sources';
import { DEDUCTIONS_HI } from './deductions';
import { SALARY_HI } from './salary';
import { HOUSE_PROPERTY_HI } from './house-property';
import { HRA_HI } from './hra';
import { CAPITAL_GAINS_HI } from './capital-gains';
import { PRESUMPTIVE_HI } from './presumptive';
import { ADVANCE_TAX_HI } from './advance-tax';

export const HI: EngineText = {
  common: COMMON_HI,
  incomeTax: INCOME_TAX_HI,
  compare: COMPARE_HI,
  interest: INTEREST_HI,
  capitalGainsHead: CAPITAL_GAINS_HEAD_HI,
  otherSources: OTHER_SOURCES_HI,
  deductions: DEDUCTIONS_HI,
  salary: SALARY_HI,
  houseProperty: HOUSE_PROPERTY_HI,
  hra: HRA_HI,
  capitalGains: CAPITAL_GAINS_HI,
  presumptive: PRESUMPTIVE_HI,
  advanceTax: ADVANCE_TAX_HI,
};
