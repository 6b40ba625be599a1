// The engine's English text, one object per calculator part (docs/i18n.md, "The engine's text").
import { COMMON_EN } from './common';
import { INCOME_TAX_EN } from './income-tax';
import { COMPARE_EN } from './compare';
import { INTEREST_EN } from './interest';
import { CAPITAL_GAINS_HEAD_EN } from './capital-gains-head';
import { OTHER_SOURCES_EN } from './other-sources';
import { DEDUCTIONS_EN } from './deductions';
import { SALARY_EN } from './salary';
import { HOUSE_PROPERTY_EN } from './house-property';
import { HRA_EN } from './hra';
import { CAPITAL_GAINS_EN } from './capital-gains';
import { PRESUMPTIVE_EN } from './presumptive';
import { ADVANCE_TAX_EN } from './advance-tax';

export const EN = {
  common: COMMON_EN,
  incomeTax: INCOME_TAX_EN,
  compare: COMPARE_EN,
  interest: INTEREST_EN,
  capitalGainsHead: CAPITAL_GAINS_HEAD_EN,
  otherSources: OTHER_SOURCES_EN,
  deductions: DEDUCTIONS_EN,
  salary: SALARY_EN,
  houseProperty: HOUSE_PROPERTY_EN,
  hra: HRA_EN,
  capitalGains: CAPITAL_GAINS_EN,
  presumptive: PRESUMPTIVE_EN,
  advanceTax: ADVANCE_TAX_EN,
};

/** Every working line and note the engine writes; a language is one value of this type. */
export type EngineText = typeof EN;

/** How a caller asks for the engine's text in another language; English when not given. */
export interface EngineOptions {
  readonly text?: EngineText | undefined;
}

export function textOf(options: EngineOptions | undefined): EngineText {
  return options?.text ?? EN;
}
