import type { GuideContent } from '../types';
import { advanceTaxGuide } from './advance-tax-guide';
import { capitalGainsGuide } from './capital-gains-tax-after-july-2024';
import { hraExemptionGuide } from './hra-exemption-guide';
import { homeLoanGuide } from './home-loan-tax-benefits';
import { incomeTaxAct2025Guide } from './income-tax-act-2025-what-changed';
import { oldVsNewTaxRegime } from './old-vs-new-tax-regime';
import { presumptiveTaxationGuide } from './presumptive-taxation-44ad-44ada';
import { section80cGuide } from './section-80c-guide';
import { section80dGuide } from './section-80d-health-insurance';
import { section87aGuide } from './section-87a-rebate-marginal-relief';
import { tdsBasicsGuide } from './tds-basics';
import { whichItrFormGuide } from './which-itr-form';

/** Curated guides (blog posts), newest first. */
export const guides: readonly GuideContent[] = [
  homeLoanGuide,
  section80dGuide,
  tdsBasicsGuide,
  whichItrFormGuide,
  presumptiveTaxationGuide,
  advanceTaxGuide,
  capitalGainsGuide,
  hraExemptionGuide,
  section87aGuide,
  section80cGuide,
  oldVsNewTaxRegime,
  incomeTaxAct2025Guide,
].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));

const bySlug = new Map(guides.map((g) => [g.slug, g]));

export function findGuide(slug: string): GuideContent | undefined {
  return bySlug.get(slug);
}
