import { useQuery } from '@tanstack/react-query';
import { financeQueries } from '../../api/finance-queries';
import { useEndpointAccess } from '../../api/use-endpoint-access';
import { Card } from '../../ui/card';
import { formatDollars } from '../../ui/format-money';
import { PanelBody } from '../../ui/panel-body';
import { StaleNote } from '../../ui/stale-note';
import { TcoAssumptions } from './tco-assumptions';
import { TcoChart } from './tco-chart';
import { tcoView, type TcoDeal } from './tco-rows';
import { TcoTable } from './tco-table';

/**
 * Five years of ownership cost: stacked by category per year, the running total as a line,
 * and the table. The finance interest is the entered deal's; the assumptions sit under the chart.
 */
export function TcoPanel({ vin, zip, deal }: { vin: string; zip: string | null; deal: TcoDeal | null }) {
  const gate = useEndpointAccess('tco');
  const tco = useQuery({ ...financeQueries.tco(zip ? { vin, zip } : { vin }), enabled: gate.state === 'open' });
  return (
    <Card
      title="Five-year cost of ownership"
      className="tco-card"
      actions={tco.data && <StaleNote stale={tco.data.stale} fetchedAt={tco.data.fetchedAt} />}
    >
      <PanelBody feature="Cost of ownership" gate={gate} query={tco} lines={6} context="finance">
        {({ data }) => {
          const view = tcoView(data.tco, deal);
          const total = data.tco.total;
          return (
            <div className="stack">
              <dl className="facts">
                <div>
                  <dt>Five-year total</dt>
                  <dd>{formatDollars(view.fiveYearTotal)}</dd>
                </div>
                <div>
                  <dt>Cost per mile</dt>
                  <dd>{view.costPerMile === null ? '—' : `$${view.costPerMile.toFixed(2)}`}</dd>
                </div>
                {total.federalTaxCredit > 0 && (
                  <div>
                    <dt>Federal tax credit</dt>
                    <dd>−{formatDollars(total.federalTaxCredit)}</dd>
                  </div>
                )}
              </dl>
              <TcoChart rows={view.rows} />
              <TcoAssumptions milesPerYear={view.milesPerYear} zip={data.zip ?? zip} deal={deal} />
              <TcoTable view={view} />
            </div>
          );
        }}
      </PanelBody>
    </Card>
  );
}
