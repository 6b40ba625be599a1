import type { ExplainResponse } from '@taxguide/contracts/ai';
import { formatRupees } from '@taxguide/tax-engine/format';

/** Whole rupees in Indian grouping: ₹1,50,000. */
export { formatRupees };

/** "/section/80CCD(1B)": the page of a section (1961 numbering). */
export function sectionHref(sectionNumber: string): string {
  return `/section/${encodeURIComponent(sectionNumber)}`;
}

/**
 * The answer as plain text, for the clipboard: what the panel shows, in its order, with the
 * addresses of the pages it cites (so a pasted answer still says where it comes from).
 */
export function answerAsPlainText(answer: ExplainResponse, siteUrl: string): string {
  const parts = [answer.section, answer.explanation];
  if (answer.keyPoints.length > 0) {
    parts.push(['Key points:', ...answer.keyPoints.map((k) => `- ${k}`)].join('\n'));
  }
  if (answer.examples.length > 0) {
    parts.push(['Examples:', ...answer.examples.map((e) => `- ${e}`)].join('\n'));
  }
  if (answer.working && answer.working.length > 0) {
    parts.push(
      [
        `Working${answer.financialYear ? ` (FY ${answer.financialYear})` : ''}:`,
        ...answer.working.map((w) => `- ${w.label}: ${formatRupees(w.amount)}`),
      ].join('\n'),
    );
  }
  if (answer.citations.length > 0) {
    parts.push(
      [
        'Sources:',
        ...answer.citations.map(
          (c) =>
            `- Section ${c.sectionNumber}: ${c.title} (${siteUrl}${sectionHref(c.sectionNumber)})`,
        ),
      ].join('\n'),
    );
  }
  return parts.join('\n\n');
}
