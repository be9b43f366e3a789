import { useState, type ChangeEvent } from 'react';
import type { SweepEstimate } from '../../../shared/ipc/sweep-channels';
import { appErrorOf } from '../../api/app-error-of';
import { Button } from '../../ui/button';
import { ErrorPanel } from '../../ui/error-panel';
import { SweepCostStep } from './sweep-cost-step';
import type { SweepActions } from './use-sweep-actions';

/**
 * Below this many VINs a sweep may start without showing its cost first (the vendor asks for an
 * estimate before batches of 10 or more, docs/real-service.md row 26), unless the cost is above
 * the confirmation amount: that is always asked.
 */
const ESTIMATE_FROM_VINS = 10;

interface SweepInputProps {
  text: string;
  onTextChange: (text: string) => void;
  actions: Pick<SweepActions, 'start' | 'estimate'>;
}

/** The VINs to sweep, pasted or imported from a file, what sweeping them costs, and the button that starts it. */
export function SweepInput({ text, onTextChange, actions: { start, estimate } }: SweepInputProps) {
  // The cost shown is for the list it was worked out for: any edit takes the person back a step.
  const [priced, setPriced] = useState<{ text: string; estimate: SweepEstimate } | null>(null);
  const shown = priced?.text === text ? priced.estimate : null;

  async function importFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (file) onTextChange(await file.text());
  }

  function checkCost() {
    estimate.mutate(undefined, {
      onSuccess: (answer) => {
        if (answer.vins < ESTIMATE_FROM_VINS && !answer.spend.needsConfirmation) start.mutate();
        else setPriced({ text, estimate: answer });
      },
    });
  }

  return (
    <div className="stack">
      <label className="field__label" htmlFor="sweep-vins">
        VINs, one a line, or a CSV with a VIN column
      </label>
      <textarea
        id="sweep-vins"
        className="input sweep-input"
        rows={5}
        value={text}
        onChange={(event) => onTextChange(event.target.value)}
        spellCheck={false}
      />
      {shown ? (
        <SweepCostStep estimate={shown} start={start} onBack={() => setPriced(null)} />
      ) : (
        <div className="row">
          <label className="btn btn--secondary">
            Import CSV or TXT
            <input
              type="file"
              accept=".csv,.txt,text/csv,text/plain"
              className="sr-only"
              onChange={(event) => void importFile(event)}
            />
          </label>
          <Button
            variant="primary"
            busy={estimate.isPending || start.isPending}
            disabled={!text.trim()}
            onClick={checkCost}
          >
            Start sweep
          </Button>
        </div>
      )}
      {estimate.isError && <ErrorPanel error={appErrorOf(estimate.error)} title="The sweep did not start" />}
      {start.isError && <ErrorPanel error={appErrorOf(start.error)} title="The sweep did not start" />}
    </div>
  );
}
