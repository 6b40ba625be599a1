import { Link } from 'react-router';

/** Path of a section's page, the 1961 number as written: "/section/80CCD(1B)". */
export const sectionHref = (section: string) => `/section/${encodeURIComponent(section)}`;

/**
 * The sections this view names outside the working that have a page on the site; the others
 * (70, 71, 74, 115A, 115BB…) are shown unlinked. The tests check this against the site's
 * content, which is too large to ship with the calculator.
 */
const SECTION_PAGES: ReadonlySet<string> = new Set(['111A', '112', '112A']);
export const hasSectionPage = (section: string) => SECTION_PAGES.has(section);

/**
 * A section in both numberings: "s.71(3A) (ITA 2025 s.109)". Linked to its page when it has one.
 */
export function SectionRef({
  section,
  section2025,
}: {
  section: string;
  section2025?: string | undefined;
}) {
  const linked = hasSectionPage(section);
  return (
    <span className="whitespace-nowrap" data-section={section}>
      {linked ? (
        <Link
          to={sectionHref(section)}
          className="rounded-sm font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
        >
          s.{section}
        </Link>
      ) : (
        <>s.{section}</>
      )}
      {section2025 && <span className="text-slate-500"> (ITA 2025 s.{section2025})</span>}
    </span>
  );
}
