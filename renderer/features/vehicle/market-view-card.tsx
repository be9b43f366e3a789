import { useQuery } from '@tanstack/react-query';
import { marketQueries, useRefreshMarket } from '../../api/market-queries';
import { useCallPrice } from '../../api/use-call-price';
import { useEndpointAccess } from '../../api/use-endpoint-access';
import type { MarketView } from '../../../shared/market/market-view';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { PlanLock } from '../../ui/plan-lock';
import { MarketDealersTable } from './market-dealers-table';
import {
  checkCostWords,
  comparablesWords,
  countWords,
  daysWords,
  mileageMethodWords,
  rankWords,
  spreadWords,
  supplyWords,
  type MarketVehicle,
} from './market-view-words';

interface MarketViewCardProps {
  vin: string;
  /** The vehicle as listed: what the comparables are matched on. */
  vehicle: MarketVehicle;
}

/**
 * The dealer's view of the local market (issue #39): what is already stored shows for free;
 * "Check the local market" fetches it afresh, at a price named before the click.
 */
export function MarketViewCard({ vin, vehicle }: MarketViewCardProps) {
  const gate = useEndpointAccess('listings');
  const price = useCallPrice('listings');
  const stored = useQuery(marketQueries.view(vin));
  const refresh = useRefreshMarket(vin);
  const view = stored.data ?? null;
  const checked = useQuery(marketQueries.checked(vin)).data === true;
  return (
    <Card title="Local market">
      <div className="stack market-view">
        {view && view.active > 0 ? (
          <>
            {!checked && (
              <p className="muted">
                From the listings this computer has already seen. Check the local market for today’s, and to rate the
                price against them.
              </p>
            )}
            <MarketFigures view={view} vehicle={vehicle} />
          </>
        ) : (
          <p className="muted">
            {stored.isPending
              ? 'Reading what this computer has seen…'
              : checked
                ? 'No comparable listings were found near this car.'
                : 'Check the local market to compare this car with the listings around it.'}
          </p>
        )}
        {gate.state === 'locked' ? (
          <PlanLock
            feature="Local market"
            plan={gate.plan}
            currentPlan={gate.currentPlan}
            upgradeUrl={gate.upgradeUrl}
          />
        ) : (
          <div className="stack stack--sm">
            <div>
              <Button
                variant={view && view.active > 0 ? 'secondary' : 'primary'}
                busy={refresh.isPending}
                disabled={!price.ready || gate.state !== 'open'}
                onClick={() => refresh.mutate()}
              >
                {view && view.active > 0 ? 'Check the local market again' : 'Check the local market'}
              </Button>
            </div>
            {price.ready && <p className="muted">{checkCostWords(price)}</p>}
            <p className="sr-only" role="status">
              {refresh.isPending ? 'Checking the local market…' : refresh.isSuccess ? 'Local market checked.' : ''}
            </p>
          </div>
        )}
      </div>
    </Card>
  );
}

function MarketFigures({ view, vehicle }: { view: MarketView; vehicle: MarketVehicle }) {
  const adjusted = view.mileageAdjustedRank;
  return (
    <>
      <p className="muted">
        {comparablesWords(view, vehicle)} {countWords(view)}
      </p>
      <dl className="market-view__facts">
        <div>
          <dt>Price rank</dt>
          <dd>{view.priceRank ? rankWords(view.priceRank) : 'No asking price to rank'}</dd>
        </div>
        <div>
          <dt>Allowing for miles</dt>
          <dd>
            {adjusted ? (
              <details className="market-view__method">
                <summary>{rankWords(adjusted)}</summary>
                <p>{mileageMethodWords(adjusted)}</p>
              </details>
            ) : (
              'Needs this car’s miles and three comparables with theirs'
            )}
          </dd>
        </div>
        <div>
          <dt>Asking prices</dt>
          <dd>
            {view.spread ? (
              <ul className="market-view__spread">
                {spreadWords(view.spread).map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            ) : (
              'None of the comparables is priced'
            )}
          </dd>
        </div>
        <div>
          <dt>Median days on market</dt>
          <dd>{view.medianDaysOnMarket === null ? 'Not known' : daysWords(view.medianDaysOnMarket)}</dd>
        </div>
        <div>
          <dt>Supply</dt>
          <dd>{supplyWords(view.marketDaysSupply)}</dd>
        </div>
      </dl>
      <MarketDealersTable dealers={view.dealers} />
    </>
  );
}
