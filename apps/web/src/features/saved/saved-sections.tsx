import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import type { SectionSummary } from '@taxguide/contracts/content';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { LANGUAGE_TAG, type Locale } from '../../i18n/locale';
import { act2025Name, sectionPath, sectionsUrl } from '../sections';
import type { RemovalMessages } from './removal-notice';
import { formatCount } from '../../lib/format';
import { linkClasses, RemoveButton, SavedGroup } from './saved-group';

/** What the notice says on removing a bookmark. */
export function bookmarkRemoval(sectionNumber: string): RemovalMessages {
  return {
    removed: msg`Removed Section ${sectionNumber}.`,
    restored: msg`Put Section ${sectionNumber} back.`,
    alreadyRemoved: msg`Section ${sectionNumber} was already removed.`,
    notRemoved: msg`Section ${sectionNumber} was not removed: your browser did not allow the change.`,
    notRestored: msg`Section ${sectionNumber} could not be put back: your browser did not allow the change.`,
  };
}

/**
 * Bookmarked sections, in the order they were bookmarked. Titles come from the section list the
 * sections page reads (one request, shared through the query cache, in the page's language: the
 * key sections have Hindi titles, the others stay English and are marked so); until it arrives,
 * or for a number no longer on the site, the number alone is shown.
 */
export function SavedSections({
  numbers,
  onRemove,
}: {
  numbers: string[];
  onRemove: (sectionNumber: string) => void;
}) {
  const { i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const sections = useQuery<SectionSummary[]>({
    queryKey: [sectionsUrl(null, locale)],
    enabled: numbers.length > 0,
  });
  const byNumber = new Map((sections.data ?? []).map((s) => [s.sectionNumber, s]));
  const count = formatCount(numbers.length);
  return (
    <SavedGroup
      heading={i18n._(msg`Bookmarked sections (${count})`)}
      count={numbers.length}
      empty={
        <Trans>
          None yet. On a section&apos;s page, press <strong>Bookmark</strong>;{' '}
          <Link to="/sections" className={linkClasses}>
            browse the sections
          </Link>
          .
        </Trans>
      }
    >
      {numbers.map((sectionNumber) => {
        const section = byNumber.get(sectionNumber);
        const act2025 = section?.act2025Section
          ? act2025Name(section.act2025Section, i18n)
          : undefined;
        return (
          <li key={sectionNumber} className="flex flex-wrap items-center gap-x-3 gap-y-1 p-4">
            <div className="min-w-48 flex-1">
              <Link to={sectionPath(sectionNumber)} className={linkClasses}>
                {i18n._(msg`Section ${sectionNumber}`)}
              </Link>
              {section && (
                <p className="mt-0.5 text-sm break-words text-slate-700">
                  {/* A title not yet in Hindi comes in English (lang: 'en'), marked as such. */}
                  <span lang={section.lang === undefined ? undefined : LANGUAGE_TAG[section.lang]}>
                    {section.title}
                  </span>
                  {act2025 && (
                    <span className="text-slate-500">
                      {' · '}
                      {i18n._(msg`Income-tax Act 2025: ${act2025}`)}
                    </span>
                  )}
                </p>
              )}
            </div>
            <RemoveButton
              label={i18n._(msg`Remove Section ${sectionNumber}`)}
              onClick={() => onRemove(sectionNumber)}
            />
          </li>
        );
      })}
    </SavedGroup>
  );
}
