import { Trans } from '@lingui/react/macro';
import { LAW_AS_ON } from '@taxguide/content/review-dates';
import { useLocale } from '../i18n/use-locale';
import { cn } from '../lib/cn';
import { formatLongDate } from '../lib/dates';

/** The date of the law the content pages state (the Income-tax Act 2025 as amended, the Rules 2026). */
export function LawAsOnDate() {
  const locale = useLocale();
  return <time dateTime={LAW_AS_ON}>{formatLongDate(LAW_AS_ON, locale)}</time>;
}

export function LastReviewedDate({ date }: { date: string }) {
  const locale = useLocale();
  return <time dateTime={date}>{formatLongDate(date, locale)}</time>;
}

/**
 * "Law as on" and "Last reviewed" for a content page: the date of the law it states and the day
 * we last checked the page against that law.
 */
export function ReviewDates({
  lastReviewed,
  className,
}: {
  /** ISO date (YYYY-MM-DD) of the page's last review. */
  lastReviewed: string;
  className?: string;
}) {
  return (
    <dl
      data-review-dates=""
      className={cn('flex flex-wrap gap-x-5 gap-y-1 text-sm text-slate-500', className)}
    >
      <div className="flex gap-1.5">
        <dt>
          <Trans>Law as on</Trans>
        </dt>
        <dd className="font-medium text-slate-700">
          <LawAsOnDate />
        </dd>
      </div>
      <div className="flex gap-1.5">
        <dt>
          <Trans>Last reviewed</Trans>
        </dt>
        <dd className="font-medium text-slate-700">
          <LastReviewedDate date={lastReviewed} />
        </dd>
      </div>
    </dl>
  );
}
