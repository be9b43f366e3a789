import { useEffect, useId, useRef } from 'react';
import type { DealerLotEstimate } from '../../../shared/ipc/dealer-lot-channels';
import { budgetWarning } from '../../../shared/spend/estimate-words';
import { formatMicros } from '../../../shared/spend/format-micros';
import { Button } from '../../ui/button';
import { costSentence, foundSentence } from './dealer-lot-words';

interface DealerLotCostStepProps {
  estimate: DealerLotEstimate;
  busy: boolean;
  onConfirm: () => void;
  onBack: () => void;
}

/**
 * What checking the lot costs, shown before any market search is made; above the confirmation
 * amount in Settings the button names the money (docs/real-service.md row 26), as the sweep's does.
 */
export function DealerLotCostStep({ estimate, busy, onConfirm, onBack }: DealerLotCostStepProps) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const { cost } = estimate;
  const total = formatMicros(cost.totalMicros);
  const warning = budgetWarning(cost);
  return (
    <section className="card stack dealer-lot__cost" aria-labelledby={headingId}>
      <h2 id={headingId} tabIndex={-1} ref={heading}>
        What checking your lot costs
      </h2>
      <p>{foundSentence(estimate)}</p>
      <p data-testid="dealer-lot-cost">{costSentence(estimate)}</p>
      {warning && <p>{warning}</p>}
      {cost.needsConfirmation && (
        <p role="alert">
          This is more than the {formatMicros(cost.confirmAboveMicros)} you asked to confirm in Settings. Nothing is
          spent until you check.
        </p>
      )}
      <div className="row">
        <Button variant="primary" busy={busy} onClick={onConfirm}>
          {cost.needsConfirmation ? `Spend ${total} and check my lot` : 'Check my lot'}
        </Button>
        <Button variant="ghost" onClick={onBack}>
          Change the dealer
        </Button>
      </div>
    </section>
  );
}
