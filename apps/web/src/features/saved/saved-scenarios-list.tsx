import { formatINR as inr } from '@taxguide/content/format';
import { DEFAULT_FINANCIAL_YEAR } from '@taxguide/tax-engine/years';
import { Link } from 'wouter';
import { buttonClasses } from '../../components/ui/button';
import { formatLongDate } from '../../lib/dates';
import type { Scenario } from '../../lib/scenarios';
import { yearUrl } from '../calculators';
import { linkClasses, RemoveButton, SavedGroup } from './saved-group';

/** The inputs a scenario is told apart by: its income and its year. */
export function scenarioSummary(scenario: Scenario): string {
  const { annualIncome, financialYear, incomeType } = scenario.request;
  const income =
    typeof annualIncome === 'number' && Number.isFinite(annualIncome)
      ? `${incomeType === 'other' ? 'Income' : 'Gross salary or pension'} ${inr(annualIncome)}`
      : 'No salary entered';
  const year = typeof financialYear === 'string' ? financialYear : DEFAULT_FINANCIAL_YEAR;
  return `${income} · FY ${year}`;
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
  const newestFirst = [...scenarios].reverse();
  return (
    <SavedGroup
      title="Calculator scenarios"
      count={scenarios.length}
      empty={
        <>
          None yet. In the{' '}
          <Link to="/calculators?tab=year" className={linkClasses}>
            year tax calculator
          </Link>
          , give your figures a name and press <strong>Save scenario</strong>.
        </>
      }
    >
      {newestFirst.map((s) => (
        <li key={s.name} className="flex flex-wrap items-center gap-x-3 gap-y-2 p-4">
          <div className="min-w-48 flex-1">
            <p className="font-semibold break-words text-slate-900">{s.name}</p>
            <p className="mt-0.5 text-sm text-slate-600">{scenarioSummary(s)}</p>
            {typeof s.savedAt === 'string' && (
              <p className="text-sm text-slate-500">{`Saved ${formatLongDate(s.savedAt)}`}</p>
            )}
          </div>
          <div className="flex gap-1">
            <Link
              to={yearUrl(s.request)}
              aria-label={`Open ${s.name} in the year calculator`}
              className={buttonClasses({ variant: 'outline', size: 'sm' })}
            >
              Open
            </Link>
            <RemoveButton name={`scenario ${s.name}`} onClick={() => onRemove(s)} />
          </div>
        </li>
      ))}
    </SavedGroup>
  );
}
