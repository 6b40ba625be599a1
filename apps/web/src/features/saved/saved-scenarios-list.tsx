import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { formatINR as inr } from '@taxguide/content/format';
import { DEFAULT_FINANCIAL_YEAR } from '@taxguide/tax-engine/years';
import { Link } from 'wouter';
import { buttonClasses } from '../../components/ui/button';
import type { Locale } from '../../i18n/locale';
import { formatLongDate } from '../../lib/dates';
import type { Scenario } from '../../lib/scenarios';
import { yearUrl } from '../calculators';
import type { RemovalMessages } from './removal-notice';
import { formatCount } from '../../lib/format';
import { linkClasses, RemoveButton, SavedGroup } from './saved-group';

/** The inputs a scenario is told apart by: its income and its year. */
export function scenarioSummary(scenario: Scenario, i18n: I18n): string {
  const { annualIncome, financialYear, incomeType } = scenario.request;
  const year = typeof financialYear === 'string' ? financialYear : DEFAULT_FINANCIAL_YEAR;
  if (typeof annualIncome !== 'number' || !Number.isFinite(annualIncome))
    return i18n._(msg`No salary entered · FY ${year}`);
  const amount = inr(annualIncome);
  return i18n._(
    incomeType === 'other'
      ? msg`Income ${amount} · FY ${year}`
      : msg`Gross salary or pension ${amount} · FY ${year}`,
  );
}

/** What the notice says on removing a scenario. */
export function scenarioRemoval(scenario: Scenario): RemovalMessages {
  const name = scenario.name;
  return {
    removed: msg`Removed the scenario “${name}”.`,
    restored: msg`Put the scenario “${name}” back.`,
    alreadyRemoved: msg`The scenario “${name}” was already removed.`,
    notRemoved: msg`The scenario “${name}” was not removed: your browser did not allow the change.`,
    notRestored: msg`The scenario “${name}” could not be put back: your browser did not allow the change.`,
  };
}

/**
 * The year calculator's saved scenarios, newest first. "Open" is the calculator's own share
 * link (`/calculators?tab=year&s=...`), which fills the whole year in from the address.
 */
export function SavedScenariosList({
  scenarios,
  onRemove,
}: {
  scenarios: Scenario[];
  onRemove: (scenario: Scenario) => void;
}) {
  const { i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const newestFirst = [...scenarios].reverse();
  const count = formatCount(scenarios.length);
  return (
    <SavedGroup
      heading={i18n._(msg`Calculator scenarios (${count})`)}
      count={scenarios.length}
      empty={
        <Trans>
          None yet. In the{' '}
          <Link to="/calculators?tab=year" className={linkClasses}>
            year tax calculator
          </Link>
          , give your figures a name and press <strong>Save scenario</strong>.
        </Trans>
      }
    >
      {newestFirst.map((s) => {
        const name = s.name;
        const date = typeof s.savedAt === 'string' ? formatLongDate(s.savedAt, locale) : null;
        return (
          <li key={name} className="flex flex-wrap items-center gap-x-3 gap-y-2 p-4">
            <div className="min-w-48 flex-1">
              <p className="font-semibold break-words text-slate-900">{name}</p>
              <p className="mt-0.5 text-sm text-slate-600">{scenarioSummary(s, i18n)}</p>
              {date !== null && (
                <p className="text-sm text-slate-500">{i18n._(msg`Saved ${date}`)}</p>
              )}
            </div>
            <div className="flex gap-1">
              <Link
                to={yearUrl(s.request)}
                aria-label={i18n._(msg`Open ${name} in the year calculator`)}
                className={buttonClasses({ variant: 'outline', size: 'sm' })}
              >
                <Trans>Open</Trans>
              </Link>
              <RemoveButton
                label={i18n._(msg`Remove scenario ${name}`)}
                onClick={() => onRemove(s)}
              />
            </div>
          </li>
        );
      })}
    </SavedGroup>
  );
}
