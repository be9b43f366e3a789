import { financeQueries } from '../../api/finance-queries';
import { useClickToLoad } from '../../api/use-click-to-load';
import { useEndpointAccess } from '../../api/use-endpoint-access';
import { CallPriceNote } from '../../ui/call-price-note';
import { Card } from '../../ui/card';
import { LoadOnClick } from '../../ui/load-on-click';
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
 * $0.06 a lookup on Growth (docs/real-service.md row 26): past the click-to-load price it
 * waits for a click that names the price (use-click-to-load.ts).
 */
export function TcoPanel({ vin, zip, deal }: { vin: string; zip: string | null; deal: TcoDeal | null }) {
  const gate = useEndpointAccess('tco');
  const {
    query: tco,
    held,
    priceMicros,
    price,
    load,
  } = useClickToLoad('tco', (how) => financeQueries.tco(zip ? { vin, zip } : { vin }, how), gate.state === 'open');
  return (
    <Card
      title="Five-year cost of ownership"
      className="tco-card"
      actions={
        <>
          {gate.state === 'open' && <CallPriceNote price={price} />}
          {tco.data && <StaleNote stale={tco.data.stale} fetchedAt={tco.data.fetchedAt} />}
        </>
      }
    >
      <PanelBody
        feature="Cost of ownership"
        gate={gate}
        query={tco}
        lines={6}
        context="finance"
        held={
          held && (
            <LoadOnClick
              what="cost of ownership"
              priceMicros={priceMicros}
              negotiated={price.negotiated}
              onLoad={load}
            />
          )
        }
      >
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
