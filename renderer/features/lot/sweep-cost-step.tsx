import { useEffect, useId, useRef } from 'react';
import type { SweepEstimate } from '../../../shared/ipc/sweep-channels';
import { formatMicros } from '../../../shared/spend/format-micros';
import { Button } from '../../ui/button';
import { sweepBudgetLine, sweepCostLine } from './sweep-cost-words';
import type { SweepActions } from './use-sweep-actions';

interface SweepCostStepProps {
  estimate: SweepEstimate;
  start: SweepActions['start'];
  /** Back to the list, nothing started. */
  onBack: () => void;
}

/**
 * What the sweep will cost, shown before any call is made; above the confirmation amount in
 * Settings the start button names the money (the vendor's guidance, docs/real-service.md row 26).
 */
export function SweepCostStep({ estimate, start, onBack }: SweepCostStepProps) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  // The step replaces the button that was pressed: focus goes to its heading, read out first.
  useEffect(() => heading.current?.focus(), []);
  const { spend } = estimate;
  const budget = sweepBudgetLine(estimate);
  const total = formatMicros(spend.totalMicros);

  return (
    <section className="sweep-cost stack" aria-labelledby={headingId}>
      <h3 id={headingId} className="sweep-cost__title" tabIndex={-1} ref={heading}>
        What this sweep costs
      </h3>
      <p className="sweep-cost__line" data-testid="sweep-cost">
        {sweepCostLine(estimate)}
      </p>
      {estimate.refusedCount > 0 && (
        <p className="muted">
          {estimate.refusedCount.toLocaleString('en-US')} other lines cannot be checked; they are listed and never sent.
        </p>
      )}
      {budget && <p>{budget}</p>}
      {spend.needsConfirmation && (
        <p role="alert">
          This is more than the {formatMicros(spend.confirmAboveMicros)} you asked to confirm in Settings. Nothing is
          spent until you start.
        </p>
      )}
      <div className="row">
        <Button variant="primary" busy={start.isPending} onClick={() => start.mutate()}>
          {spend.needsConfirmation ? `Spend ${total} and start the sweep` : 'Start sweep'}
        </Button>
        <Button variant="ghost" onClick={onBack}>
          Change the list
        </Button>
      </div>
    </section>
  );
}
