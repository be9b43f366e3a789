import { useUiStore } from '../../stores/ui-store';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { EmptyState } from '../../ui/empty-state';
import { CarIcon } from '../../ui/icons';
import { Kbd } from '../../ui/kbd';
import { PageHeader } from '../../ui/page-header';
import { modifierLabel } from '../../ui/shortcut';
import { RecentVins } from './recent-vins';

/** The vehicle screen with no VIN in the address: how to open one, and the VINs opened lately. */
export function NoVehicle() {
  const openCommandBar = useUiStore((state) => state.openCommandBar);
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
        <div className="card__footer">
          <RecentVins />
        </div>
      </Card>
    </>
  );
}
