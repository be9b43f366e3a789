import { useQuery } from '@tanstack/react-query';
import { appQueries } from '../../api/app-queries';
import { hrefs } from '../../stores/routes';
import { useUiStore } from '../../stores/ui-store';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { EmptyState } from '../../ui/empty-state';
import { FeaturePreview } from '../../ui/feature-preview';
import { CarIcon, ChartIcon, GaugeIcon, ListIcon, ShieldIcon, WarningIcon } from '../../ui/icons';
import { Kbd } from '../../ui/kbd';
import { PageHeader } from '../../ui/page-header';
import { modifierLabel } from '../../ui/shortcut';
import { vinAnatomy } from './vin-anatomy';

export function VehicleScreen({ vin }: { vin?: string | undefined }) {
  return vin ? <VehicleWithVin vin={vin} /> : <NoVehicle />;
}

function NoVehicle() {
  const openCommandBar = useUiStore((state) => state.openCommandBar);
  const recent = useUiStore((state) => state.recentLookups).filter((item) => item.kind === 'vin');
  return (
    <>
      <PageHeader
        eyebrow="Vehicle"
        title="No vehicle open"
        description="Decode a VIN, check its recalls and read its specs and build sheet."
      />
      <Card>
        <EmptyState
          icon={<CarIcon size={28} />}
          title="Open a vehicle by its VIN"
          actions={
            <Button variant="primary" onClick={openCommandBar}>
              Look up a VIN
            </Button>
          }
        >
          <p>
            Press <Kbd keys={[modifierLabel(), 'K']} /> and enter a VIN: 17 letters and digits, found at the base of the
            windshield or on the driver’s door jamb.
          </p>
        </EmptyState>
        {recent.length > 0 && (
          <nav aria-label="Recent vehicles" className="card__footer card__footer--between">
            <span className="muted">Recent</span>
            <div className="row">
              {recent.slice(0, 4).map((item) => (
                <a key={item.vin} className="badge mono" href={hrefs.vehicle(item.vin)}>
                  {item.vin}
                </a>
              ))}
            </div>
          </nav>
        )}
      </Card>
    </>
  );
}

function VehicleWithVin({ vin }: { vin: string }) {
  const info = useQuery(appQueries.info());
  const plan = info.data?.plan;
  const anatomy = vinAnatomy(vin);
  return (
    <>
      <PageHeader
        eyebrow="Vehicle"
        title={<span className="vin-heading__vin">{vin}</span>}
        description={
          anatomy.modelYear
            ? `Model year ${anatomy.modelYear}, read from the VIN. Make, model and trim come from the decode.`
            : 'Make, model and trim come from the decode.'
        }
        actions={
          <a className="btn btn--secondary" href={hrefs.finance(vin)}>
            Price this vehicle
          </a>
        }
      />
      <div className="stack stack--lg">
        <Card
          title="What the VIN says"
          description="Read from the characters alone, without asking the service."
          actions={
            anatomy.checkDigitOk ? (
              <Badge tone="success" dot>
                Check digit valid
              </Badge>
            ) : (
              <Badge tone="warning" dot title="Normal for VINs from outside North America; otherwise a likely typo">
                Check digit does not match
              </Badge>
            )
          }
        >
          <dl className="facts facts--3">
            {anatomy.parts.map((part) => (
              <div key={part.label}>
                <dt>{part.label}</dt>
                <dd className="mono">{part.value}</dd>
                <dd className="facts__note">{part.description}</dd>
              </div>
            ))}
          </dl>
        </Card>
        {!anatomy.checkDigitOk && (
          <div className="callout callout--warning">
            <WarningIcon />
            <p>
              The check digit does not match. Vehicles built for North America always have a correct one, so compare the
              VIN with the vehicle before relying on it.
            </p>
          </div>
        )}
        <Card>
          <EmptyState icon={<CarIcon size={26} />} title="Vehicle data is not loaded in this build yet" level={2}>
            <p>The decoded description, recalls, specs and build sheet for this VIN will appear here.</p>
          </EmptyState>
        </Card>
        <div className="grid-3">
          <FeaturePreview icon={<CarIcon />} title="Decode" endpoint="vin" currentPlan={plan}>
            Make, model, trim, body, engine and drivetrain.
          </FeaturePreview>
          <FeaturePreview icon={<ShieldIcon />} title="Recalls" endpoint="recalls" currentPlan={plan}>
            Every safety recall on record for this VIN.
          </FeaturePreview>
          <FeaturePreview icon={<WarningIcon />} title="Open recalls" endpoint="openrecalls" currentPlan={plan}>
            Only recalls not yet repaired: what to fix before delivery.
          </FeaturePreview>
          <FeaturePreview icon={<GaugeIcon />} title="Specifications" endpoint="specs" currentPlan={plan}>
            Dimensions, capacities, performance and equipment by category.
          </FeaturePreview>
          <FeaturePreview icon={<ListIcon />} title="Build sheet" endpoint="build" currentPlan={plan}>
            Factory trim, colours and options with their MSRP.
          </FeaturePreview>
          <FeaturePreview icon={<ChartIcon />} title="Listing and photos" endpoint="photos" currentPlan={plan}>
            The current retail listing of this VIN and its photos.
          </FeaturePreview>
        </div>
        <p className="muted">
          Looking up another vehicle? Press <Kbd keys={[modifierLabel(), 'K']} />.
        </p>
      </div>
    </>
  );
}
