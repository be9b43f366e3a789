import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import './finance.css';
import './compare.css';
import { financeZipOf } from '../../../shared/finance/finance-zip';
import { appQueries } from '../../api/app-queries';
import { useCompareStore } from '../../stores/compare-store';
import { PageHeader } from '../../ui/page-header';
import { assumptionsSentence, validateCompareAssumptions, type CompareAssumptions } from './compare-assumptions';
import { useCompareAssumptionsStore } from './compare-assumptions-store';
import { CompareControls } from './compare-controls';
import { CompareCostChart } from './compare-cost-chart';
import { CompareEmpty } from './compare-empty';
import { compareLoadStatus } from './compare-load-status';
import { rowDiffers } from './compare-rows';
import { CompareTable } from './compare-table';
import { compareTableRows } from './compare-table-rows';
import { CompareStatus } from './compare-status';
import { milesNote } from './tco-miles-note';
import { useComparedVehicles } from './use-compared-vehicles';

const sameAssumptions = (a: CompareAssumptions | null, b: CompareAssumptions | null) =>
  JSON.stringify(a) === JSON.stringify(b);

/** Up to four vehicles side by side, each priced for one buyer: price, APR, payment, out the door, five-year cost. */
export function CompareScreen() {
  const vins = useCompareStore((state) => state.vins);
  const remove = useCompareStore((state) => state.remove);
  const stored = useCompareAssumptionsStore();
  const settings = useQuery(appQueries.settings());
  const info = useQuery(appQueries.info());
  const [onlyDifferences, setOnlyDifferences] = useState(false);

  // The same rule as Finance: the ZIP typed here, else the dealership ZIP from Settings.
  const form = { ...stored, zip: stored.zip ?? financeZipOf('', settings.data?.settings.defaultZip) };
  const { values, errors } = validateCompareAssumptions(form);
  // While a field has a problem, the table stays at the last assumptions that were whole, and the
  // line above it says which those are (React's "storing information from previous renders").
  const [kept, setKept] = useState<CompareAssumptions | null>(values);
  if (values && !sameAssumptions(values, kept)) setKept(values);
  const assumptions = values ?? kept;
  // Before Settings answer, an empty ZIP is not yet the person's mistake.
  const shownErrors = stored.zip === null && !settings.data ? { ...errors, zip: undefined } : errors;
  const vehicles = useComparedVehicles(vins, assumptions);

  if (vins.length === 0) return <CompareEmpty />;

  const rows = compareTableRows(vehicles, assumptions);
  const live = info.data?.mode === 'live';
  return (
    <>
      <PageHeader
        eyebrow="Finance"
        title="Compare"
        description={`${vins.length} of 4 vehicles. Payments, taxes and five-year costs${live ? ' estimated by auto.dev' : ''}.`}
      />
      <div className="stack stack--lg compare-screen">
        <CompareControls
          form={form}
          errors={shownErrors}
          onChange={(patch) => stored.set(patch)}
          onlyDifferences={onlyDifferences}
          onOnlyDifferencesChange={setOnlyDifferences}
        />
        {assumptions && (
          <div className="compare-assumptions">
            <p className="compare-assumptions__line">
              <strong>Assumptions:</strong> {assumptionsSentence(assumptions)}
            </p>
            <p className="muted">{milesNote()}</p>
          </div>
        )}
        <CompareStatus vehicles={vehicles} />
        <CompareTable
          vehicles={vehicles}
          rows={onlyDifferences ? rows.filter(rowDiffers) : rows}
          onRemove={remove}
          busy={compareLoadStatus(vehicles).loading !== null}
        />
        <CompareCostChart vehicles={vehicles} />
      </div>
    </>
  );
}
