/** Shared constants for section entries. */

/**
 * Date the whole section set was last read against the Acts, the Finance Act 2026 and the
 * Income-tax Rules 2026 (sources in docs/tax-sources.md).
 */
export const LAST_REVIEWED = '2026-11-26';

/**
 * The law our pages state: the Income-tax Act 2025 as amended by the Finance Act 2026 (in force
 * 1 April 2026; its 1961 Act amendments from 1 March 2026), the Income-tax Rules 2026 (notified
 * 20 March 2026, in force 1 April 2026), and the 1961 Act for years before tax year 2026-27. No
 * later amendment is reflected. Shown as "Law as on" beside each page's "Last reviewed" date.
 */
export const LAW_AS_ON = '2026-04-01';

/** The Income-tax Act 1961 on India Code (the official legislative repository). */
export const INDIA_CODE_1961 = 'https://www.indiacode.nic.in/handle/123456789/2435';

/** The Income-tax Act 2025 (No. 30 of 2025) as published in the Gazette of India. */
export const GAZETTE_ACT_2025 = 'https://egazette.gov.in/WriteReadData/2025/265620.pdf';

/** Opening line of every full text: it is our restatement, not the Act. */
export const PLAIN_LANGUAGE_NOTE =
  '> **Plain-language summary by TaxGuide India, not the text of the Act.** It restates the rule in simple words for FY 2025-26 and tax year 2026-27. For the legal wording, follow the official source link on this page.';

/**
 * Closing paragraph for sections whose 2025 number is verified. `newNumber` is written as the Act
 * cites it: "123", "263(6)", "19(1), Table item 1", or a Schedule ("Schedule III").
 */
export function act2025Verified(newNumber: string, extra = ''): string {
  const where = newNumber.startsWith('Schedule') ? newNumber : `section ${newNumber}`;
  return `From 1 April 2026 the Income-tax Act 2025 replaces the 1961 Act for tax year 2026-27 onward. This rule is in **${where}** of the 2025 Act ([official Gazette copy](${GAZETTE_ACT_2025}))${extra ? `; ${extra}` : ''}.`;
}

/** Joins markdown blocks with blank lines. */
export function md(...blocks: string[]): string {
  return blocks.map((b) => b.trim()).join('\n\n');
}
