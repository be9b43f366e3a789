import type { TaxFeeBreakdown } from '../../../shared/finance/tax-fee-lines';
import { Card } from '../../ui/card';
import { TaxFeeTable } from './tax-fee-table';

/** The taxes and fees /payments applied to the deal, as lines that add up to its total. */
export function FeesTable({ breakdown }: { breakdown: TaxFeeBreakdown | null }) {
  return (
    <Card title="Taxes and fees">
      {!breakdown ? (
        <p className="muted">Appears with the service’s quote.</p>
      ) : (
        <TaxFeeTable breakdown={breakdown} caption="Taxes and fees of the deal" />
      )}
    </Card>
  );
}
