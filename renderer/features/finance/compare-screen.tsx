import { useState } from 'react';
import './finance.css';
import './compare.css';
import type { LoanTermMonths } from '../../../shared/finance/quote-form';
import { useCompareStore } from '../../stores/compare-store';
import { PageHeader } from '../../ui/page-header';
import { CompareControls } from './compare-controls';
import { CompareCostChart } from './compare-cost-chart';
import { CompareEmpty } from './compare-empty';
import { rowDiffers } from './compare-rows';
import { CompareTable } from './compare-table';
import { compareTableRows } from './compare-table-rows';
import { useComparedVehicles } from './use-compared-vehicles';

/** Up to four vehicles side by side: price, payment at one term, five-year cost by category, cost per mile. */
export function CompareScreen() {
  const vins = useCompareStore((state) => state.vins);
  const remove = useCompareStore((state) => state.remove);
  const [term, setTerm] = useState<LoanTermMonths>(60);
  const [onlyDifferences, setOnlyDifferences] = useState(false);
  const vehicles = useComparedVehicles(vins, term);

  if (vins.length === 0) return <CompareEmpty />;

  const rows = compareTableRows(vehicles, term);
  return (
    <>
      <PageHeader
        eyebrow="Finance"
        title="Compare"
        description={`${vins.length} of 4 vehicles. Costs are five-year estimates from the service.`}
      />
      <div className="stack stack--lg compare-screen">
        <CompareControls
          term={term}
          onTermChange={setTerm}
          onlyDifferences={onlyDifferences}
          onOnlyDifferencesChange={setOnlyDifferences}
        />
        <CompareTable vehicles={vehicles} rows={onlyDifferences ? rows.filter(rowDiffers) : rows} onRemove={remove} />
        <CompareCostChart vehicles={vehicles} />
      </div>
    </>
  );
}
