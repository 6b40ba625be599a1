import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { Link } from 'wouter';
import { buttonClasses } from '../../components/ui/button';
import { SectionsBrowser } from './sections-browser';

/** The home page's sections browser shows this many cards; the rest are on /sections. */
export const HOME_SECTIONS_LIMIT = 6;

/** The home sections browser: the list with search and filters, six cards, "Load More Sections". */
export function HomeSectionsBrowser() {
  const [category, setCategory] = useState<string | null>(null);
  const [query, setQuery] = useState('');
  const more = new URLSearchParams();
  if (category) more.set('category', category);
  if (query.trim()) more.set('q', query.trim());
  const moreQuery = more.toString();
  return (
    <div className="mt-10">
      <SectionsBrowser
        category={category}
        onCategoryChange={setCategory}
        query={query}
        onQueryChange={setQuery}
        limit={HOME_SECTIONS_LIMIT}
      />
      <div className="mt-8 text-center">
        <Link
          to={moreQuery ? `/sections?${moreQuery}` : '/sections'}
          className={buttonClasses({ variant: 'outline', size: 'lg' })}
        >
          <Trans>Load More Sections</Trans>
        </Link>
      </div>
    </div>
  );
}
