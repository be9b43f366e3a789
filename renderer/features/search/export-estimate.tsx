import { useEffect, useRef } from 'react';
import type { SpendEstimate } from '../../../shared/spend/spend-estimate';
import { formatMicros } from '../../../shared/spend/format-micros';
import { budgetWarning, estimateSentence } from '../../../shared/spend/estimate-words';
import { Button } from '../../ui/button';

const PAGE_WORDS = ['page of results', 'pages of results'] as const;

/** What the export will cost, under its button: the vendor asks to show it before any batch (docs/real-service.md row 26). */
export function ExportCostLine({ estimate, id }: { estimate: SpendEstimate | undefined; id: string }) {
  if (!estimate) return null;
  return (
    <p id={id} className="export-cost">
      {estimateSentence(estimate, PAGE_WORDS)}
    </p>
  );
}

interface ExportConfirmProps {
  estimate: SpendEstimate;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asked before an export above the confirmation amount in Settings ($1 by default). */
export function ExportConfirm({ estimate, onConfirm, onCancel }: ExportConfirmProps) {
  const confirm = useRef<HTMLButtonElement>(null);
  useEffect(() => confirm.current?.focus(), []);
  const warning = budgetWarning(estimate);
  return (
    <div className="export-confirm" role="group" aria-labelledby="export-confirm-question">
      <p id="export-confirm-question">
        This export costs {formatMicros(estimate.totalMicros)}: {estimateSentence(estimate, PAGE_WORDS)}
        {warning ? ` ${warning}` : ''}
      </p>
      <Button ref={confirm} variant="primary" size="sm" onClick={onConfirm}>
        Export for {formatMicros(estimate.totalMicros)}
      </Button>
      <Button size="sm" onClick={onCancel}>
        Don’t export
      </Button>
    </div>
  );
}
