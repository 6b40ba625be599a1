import type { CompareRequest } from '@taxguide/contracts/calculators';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { deleteScenario, readScenarios, saveScenario, type Scenario } from '../../../lib/scenarios';

/** Named years kept in this browser: save the current one, load or delete a saved one. */
export function SavedScenarios({
  current,
  onLoad,
}: {
  current: Partial<CompareRequest>;
  onLoad: (request: Partial<CompareRequest>) => void;
}) {
  const id = useId();
  const { i18n } = useLingui();
  const [name, setName] = useState('');
  // The year calculator renders only in the browser, so storage can be read on the first render.
  const [scenarios, setScenarios] = useState<Scenario[]>(readScenarios);
  const save = () => {
    const trimmed = name.trim();
    if (!trimmed) return;
    setScenarios(saveScenario(trimmed, current));
    setName('');
  };
  return (
    <div className="no-print mt-2 flex flex-col gap-3 rounded-lg border border-slate-200 p-3">
      <div className="flex min-w-0 flex-col gap-1.5">
        <Label htmlFor={id}>
          <Trans>Scenario name</Trans>
        </Label>
        <div className="flex gap-2">
          <Input
            id={id}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                save();
              }
            }}
            className="min-w-0 flex-1"
          />
          <Button type="button" variant="outline" onClick={save} disabled={!name.trim()}>
            <Trans>Save scenario</Trans>
          </Button>
        </div>
      </div>
      {scenarios.length > 0 && (
        <ul
          aria-label={i18n._(msg`Saved scenarios`)}
          className="flex flex-col divide-y divide-slate-100"
        >
          {scenarios.map((s) => {
            const scenario = s.name;
            return (
              <li key={s.name} className="flex flex-wrap items-center justify-between gap-2 py-1.5">
                <span className="min-w-0 text-sm font-medium break-words text-slate-900">
                  {s.name}
                </span>
                <span className="flex gap-2">
                  <Button
                    type="button"
                    size="sm"
                    variant="secondary"
                    onClick={() => onLoad(s.request)}
                    aria-label={i18n._(msg`Load ${scenario}`)}
                  >
                    <Trans>Load</Trans>
                  </Button>
                  <Button
                    type="button"
                    size="sm"
                    variant="ghost"
                    aria-label={i18n._(msg`Delete ${scenario}`)}
                    onClick={() => setScenarios(deleteScenario(s.name))}
                  >
                    <Trans>Delete</Trans>
                  </Button>
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
