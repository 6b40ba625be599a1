import { useLingui } from '@lingui/react';
import { Link } from 'wouter';
import { citation } from '../../citation';

/** Path of a section's page, the 1961 number as written: "/section/80CCD(1B)". */
export const sectionHref = (section: string) => `/section/${encodeURIComponent(section)}`;

/**
 * Every section the engine cites has a page on the site, its own or its nearest parent's (the
 * site resolves "71(3A)" to s.71): the content package's tests hold the engine to that, so every
 * reference is a link.
 */
/**
 * A section in both numberings, in the order of the year (see citation()): "s.109 (1961 Act
 * s.71(3A))" for tax year 2026-27, "s.71(3A) (ITA 2025 s.109)" before; linked to its page.
 */
export function SectionRef({
  section,
  section2025,
  financialYear,
}: {
  section: string;
  section2025?: string | undefined;
  financialYear: string;
}) {
  const { i18n } = useLingui();
  const { lead, aside } = citation(section, section2025, financialYear, i18n);
  return (
    // A Hindi citation is long ("1961 अधिनियम की धारा 87A"): it may wrap on a phone.
    <span className={i18n.locale === 'hi' ? undefined : 'whitespace-nowrap'} data-section={section}>
      <Link
        to={sectionHref(section)}
        className="rounded-sm font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
      >
        {lead}
      </Link>
      {aside && <span className="text-slate-500">{` (${aside})`}</span>}
    </span>
  );
}
