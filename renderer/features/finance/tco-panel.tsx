import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import './tco.css';
import { DEFAULT_MILES_PER_YEAR, parseMilesPerYear } from '../../../shared/finance/miles-per-year';
import { tcoAtMiles } from '../../../shared/finance/tco-at-miles';
import { appQueries } from '../../api/app-queries';
import { financeQueries } from '../../api/finance-queries';
import { useClickToLoad } from '../../api/use-click-to-load';
import { useEndpointAccess } from '../../api/use-endpoint-access';
import { CallPriceNote } from '../../ui/call-price-note';
import { Card } from '../../ui/card';
import { LoadOnClick } from '../../ui/load-on-click';
import { formatDollars } from '../../ui/format-money';
import { PanelBody } from '../../ui/panel-body';
import { StaleNote } from '../../ui/stale-note';
import { TextField } from '../../ui/text-field';
import { TcoAssumptions } from './tco-assumptions';
import { TcoChart } from './tco-chart';
import { tcoView, type TcoDeal } from './tco-rows';
import { TcoTable } from './tco-table';

/**
 * Five years of ownership cost: stacked by category per year, the running total as a line,
 * and the table. The finance interest is the entered deal's; fuel, maintenance and repairs
 * follow the miles a year typed here (tco-at-miles.ts); the assumptions sit under the chart.
 * $0.06 a lookup on Growth (docs/real-service.md row 26): past the click-to-load price it
 * waits for a click that names the price (use-click-to-load.ts).
 */
export function TcoPanel({ vin, zip, deal }: { vin: string; zip: string | null; deal: TcoDeal | null }) {
  const gate = useEndpointAccess('tco');
  const info = useQuery(appQueries.info());
  const [milesText, setMilesText] = useState(DEFAULT_MILES_PER_YEAR.toLocaleString('en-US'));
  const typed = parseMilesPerYear(milesText);
  // While the field has a problem, the figures stay at the last miles that were whole.
  const [miles, setMiles] = useState(DEFAULT_MILES_PER_YEAR);
  if (typed.miles !== null && typed.miles !== miles) setMiles(typed.miles);
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
          const atMiles = tcoAtMiles(data.tco, miles);
          const view = tcoView(atMiles.tco, deal, atMiles.milesPerYear);
          const total = data.tco.total;
          return (
            <div className="stack">
              <div className="tco-miles">
                <TextField
                  label="Miles a year"
                  inputMode="numeric"
                  value={milesText}
                  error={typed.problem ?? undefined}
                  hint={
                    atMiles.scaled
                      ? 'Fuel, maintenance and repairs follow the miles.'
                      : 'This estimate does not say its miles, so no line can follow them.'
                  }
                  onChange={(event) => setMilesText(event.target.value)}
                />
              </div>
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
              <TcoAssumptions
                milesPerYear={view.milesPerYear}
                zip={data.zip ?? zip}
                deal={deal}
                live={info.data?.mode === 'live'}
              />
              <TcoTable view={view} />
            </div>
          );
        }}
      </PanelBody>
    </Card>
  );
}
