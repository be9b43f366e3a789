import './lot.css';
import { useEndpointAccess } from '../../api/use-endpoint-access';
import { hrefs } from '../../stores/routes';
import { useUiStore } from '../../stores/ui-store';
import { Card } from '../../ui/card';
import { PageHeader } from '../../ui/page-header';
import { PlanLock } from '../../ui/plan-lock';
import { BarcodeScanner } from './barcode-scanner';
import { PlateForm } from './plate-form';
import { PlateResult } from './plate-result';
import { RecallSweep } from './recall-sweep';
import { AlertsCard } from './alerts-card';
import { WatchlistCard } from './watchlist-card';

interface LotScreenProps {
  plate?: { state: string; plate: string } | undefined;
}

/** The lot: identify an arriving vehicle by its plate, then open its VIN detail. */
export function LotScreen({ plate }: LotScreenProps) {
  const gate = useEndpointAccess('plate');
  const recentPlates = useUiStore((store) => store.recentLookups).flatMap((item) =>
    item.kind === 'plate' ? [item] : [],
  );
  return (
    <>
      <PageHeader
        eyebrow="Lot"
        title="Lot"
        description="Identify trade-ins and arrivals by plate, and sweep your inventory for open recalls."
      />
      <div className="stack stack--lg">
        {gate.state === 'locked' ? (
          <PlanLock
            feature="Plate lookup"
            plan={gate.plan}
            currentPlan={gate.currentPlan}
            headingLevel={2}
            upgradeUrl={gate.upgradeUrl}
          />
        ) : (
          <>
            <Card title="Find a vehicle by plate">
              <PlateForm key={plate ? `${plate.state}/${plate.plate}` : 'new'} initial={plate} />
            </Card>
            {plate && <PlateResult plate={plate.plate} state={plate.state} />}
          </>
        )}
        <BarcodeScanner />
        <RecallSweep />
        <WatchlistCard />
        <AlertsCard />
        {recentPlates.length > 0 && (
          <Card title="Recent plates">
            <ul className="recent-plates">
              {recentPlates.map((item) => (
                <li key={`${item.state}/${item.plate}`}>
                  <a href={hrefs.lotPlate(item.state, item.plate)}>
                    <span className="mono">{item.plate}</span> <span className="muted">{item.state}</span>
                  </a>
                </li>
              ))}
            </ul>
          </Card>
        )}
      </div>
    </>
  );
}
