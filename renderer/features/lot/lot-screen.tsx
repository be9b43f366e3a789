import { useQuery } from '@tanstack/react-query';
import { planIncludes } from '../../../shared/plan/plan-access';
import { appQueries } from '../../api/app-queries';
import { useUiStore } from '../../stores/ui-store';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { EmptyState } from '../../ui/empty-state';
import { FeaturePreview } from '../../ui/feature-preview';
import { LotIcon, PlateIcon, ScanIcon, ShieldIcon } from '../../ui/icons';
import { Kbd } from '../../ui/kbd';
import { PageHeader } from '../../ui/page-header';
import { PlanLock } from '../../ui/plan-lock';
import { modifierLabel } from '../../ui/shortcut';

interface LotScreenProps {
  plate?: { state: string; plate: string } | undefined;
}

/** The lot: vehicles arriving at the dealership, identified by plate or by scanning their VIN. */
export function LotScreen({ plate }: LotScreenProps) {
  const openCommandBar = useUiStore((state) => state.openCommandBar);
  const info = useQuery(appQueries.info());
  const currentPlan = info.data?.plan;
  const plateLocked = currentPlan !== undefined && currentPlan !== 'unknown' && !planIncludes(currentPlan, 'plate');
  return (
    <>
      <PageHeader
        eyebrow="Lot"
        title={
          plate ? (
            <span className="vin-heading">
              <span className="vin-heading__vin">{plate.plate}</span>
              <Badge tone="accent">{plate.state}</Badge>
            </span>
          ) : (
            'Lot check-in'
          )
        }
        description="Identify trade-ins and arrivals by licence plate or VIN, and check them for open recalls."
      />
      <div className="stack stack--lg">
        {plate && plateLocked && currentPlan ? (
          <PlanLock feature="Plate lookup" plan="scale" currentPlan={currentPlan} headingLevel={2} />
        ) : (
          <Card>
            {plate ? (
              <EmptyState icon={<PlateIcon size={26} />} title="Plate lookup is not loaded in this build yet">
                <p>
                  The vehicle registered to {plate.state} plate {plate.plate} will appear here, with a link to its full
                  vehicle page.
                </p>
              </EmptyState>
            ) : (
              <EmptyState
                icon={<LotIcon size={28} />}
                title="Check in a vehicle"
                actions={
                  <Button variant="primary" onClick={openCommandBar}>
                    Look up a plate or VIN
                  </Button>
                }
              >
                <p>
                  Press <Kbd keys={[modifierLabel(), 'K']} /> and type the plate (you will be asked for the state) or
                  the VIN. The vehicle appears here.
                </p>
              </EmptyState>
            )}
          </Card>
        )}
        <div className="grid-3">
          <FeaturePreview icon={<PlateIcon />} title="Plate to VIN" endpoint="plate" currentPlan={currentPlan}>
            Turn a U.S. plate and state into the vehicle and its VIN.
          </FeaturePreview>
          <FeaturePreview icon={<ScanIcon />} title="VIN entry" endpoint="vin" currentPlan={currentPlan}>
            Type or scan a VIN; VinDesk checks it before anything is sent.
          </FeaturePreview>
          <FeaturePreview icon={<ShieldIcon />} title="Open recalls" endpoint="openrecalls" currentPlan={currentPlan}>
            Flag unrepaired recalls before a vehicle goes on the line.
          </FeaturePreview>
        </div>
      </div>
    </>
  );
}
