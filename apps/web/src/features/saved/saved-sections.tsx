import type { SectionSummary } from '@taxguide/contracts/content';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { act2025Name, sectionPath, sectionsUrl } from '../sections';
import { linkClasses, RemoveButton, SavedGroup } from './saved-group';

/**
 * Bookmarked sections, in the order they were bookmarked. Titles come from the section list the
 * sections page reads (one request, shared through the query cache); until it arrives, or for a
 * number no longer on the site, the number alone is shown.
 */
export function SavedSections({
  numbers,
  onRemove,
}: {
  numbers: string[];
  onRemove: (sectionNumber: string) => void;
}) {
  const sections = useQuery<SectionSummary[]>({
    queryKey: [sectionsUrl()],
    enabled: numbers.length > 0,
  });
  const byNumber = new Map((sections.data ?? []).map((s) => [s.sectionNumber, s]));
  return (
    <SavedGroup
      title="Bookmarked sections"
      count={numbers.length}
      empty={
        <>
          None yet. On a section&apos;s page, press <strong>Bookmark</strong>;{' '}
          <Link to="/sections" className={linkClasses}>
            browse the sections
          </Link>
          .
        </>
      }
    >
      {numbers.map((n) => {
        const section = byNumber.get(n);
        return (
          <li key={n} className="flex flex-wrap items-center gap-x-3 gap-y-1 p-4">
            <div className="min-w-48 flex-1">
              <Link to={sectionPath(n)} className={linkClasses}>
                {`Section ${n}`}
              </Link>
              {section && (
                <p className="mt-0.5 text-sm break-words text-slate-700">
                  {section.title}
                  {section.act2025Section && (
                    <span className="text-slate-500">
                      {` · Income-tax Act 2025: ${act2025Name(section.act2025Section)}`}
                    </span>
                  )}
                </p>
              )}
            </div>
            <RemoveButton name={`Section ${n}`} onClick={() => onRemove(n)} />
          </li>
        );
      })}
    </SavedGroup>
  );
}
