// How a step of the working cites the law: one order for every calculator, by the year worked out.

import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { isUnder2025Act } from '@taxguide/tax-engine/years';

export { isUnder2025Act };

export interface Citation {
  /** The number shown first (and linked to the section's page, whose address is the 1961 number). */
  lead: string;
  /** The other Act's number, shown after it in brackets. */
  aside: string | undefined;
}

/**
 * For tax year 2026-27 the 2025 number leads, "s.156 (1961 Act s.87A)"; where the engine has no
 * verified 2025 number the 1961 one says its Act, "1961 Act s.80C". For earlier years the 1961
 * Act applied: "s.87A (ITA 2025 s.156)".
 */
export function citation(
  section: string,
  section2025: string | undefined,
  financialYear: string,
  i18n: I18n,
): Citation {
  const s = (n: string) => i18n._(msg`s.${n}`);
  const of1961 = (n: string) => i18n._(msg`1961 Act s.${n}`);
  const of2025 = (n: string) => i18n._(msg`ITA 2025 s.${n}`);
  if (!isUnder2025Act(financialYear)) {
    return { lead: s(section), aside: section2025 ? of2025(section2025) : undefined };
  }
  if (!section2025) return { lead: of1961(section), aside: undefined };
  return { lead: s(section2025), aside: of1961(section) };
}

/**
 * A result's headline section ("12.5% (s.198 (1961 Act s.112A))") cited as its working cites it:
 * the 2025 number is the one the engine gave the same section in the steps.
 */
export function resultCitation(
  steps: readonly { section?: string | undefined; section2025?: string | undefined }[],
  section: string,
  financialYear: string,
  i18n: I18n,
): string {
  const section2025 = steps.find((s) => s.section === section && s.section2025)?.section2025;
  return citationText(section, section2025, financialYear, i18n);
}

/** The citation as plain text, for paper and labels. */
export function citationText(
  section: string,
  section2025: string | undefined,
  financialYear: string,
  i18n: I18n,
): string {
  const { lead, aside } = citation(section, section2025, financialYear, i18n);
  return aside ? `${lead} (${aside})` : lead;
}
