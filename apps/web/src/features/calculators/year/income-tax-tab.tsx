import { Trans } from '@lingui/react/macro';
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { useSearchParams } from 'wouter';
import { TaxCalculator } from '../tax-calculator';
import { LANGUAGE_TAG } from '../../../i18n/locale';
import { useLocale } from '../../../i18n/use-locale';
import { YEAR_TAB } from './url-state';

// The whole-year form, zod and the engine are fetched only when the year is opened.
const YearCalculator = lazy(() => import('./year-calculator'));

const noSubscription = () => () => {};

function Loading() {
  return (
    <p className="text-sm text-slate-600">
      <Trans>Loading the year calculator...</Trans>
    </p>
  );
}

/**
 * The income-tax tab: the quick four-field calculator first; the whole year when asked for
 * (`?tab=year`), rendered in the browser only, where its chunk is loaded.
 */
export function IncomeTaxTab({ onFirstUse }: { onFirstUse?: () => void }) {
  const [search] = useSearchParams();
  const locale = useLocale();
  const inBrowser = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  if (search.get('tab') !== YEAR_TAB) return <TaxCalculator onFirstUse={onFirstUse} />;
  if (!inBrowser) return <Loading />;
  // The year form is translated: on a Hindi page it says so, inside a page still marked English.
  return (
    <div lang={LANGUAGE_TAG[locale]}>
      <Suspense fallback={<Loading />}>
        <YearCalculator />
      </Suspense>
    </div>
  );
}
