import type { Plan } from '../../../shared/plan/plan-access';
import type { Listing } from '../../../shared/schemas/listing-schema';
import type { VinDecode } from '../../../shared/schemas/vin-decode-schema';
import { WarningIcon } from '../../ui/icons';
import { CopyVinButton } from './copy-vin-button';
import { ListingFacts } from './listing-facts';
import { ListingFactsSkeleton } from './listing-facts-skeleton';
import { useOpenLink } from './use-open-link';
import { VehicleBadges } from './vehicle-badges';
import { VehicleDealRating } from './vehicle-deal-rating';
import { vehicleNameOf } from './vehicle-name';
import { vinAnatomy } from './vin-anatomy';

interface VehicleHeaderProps {
  vin: string;
  listing: Listing | null;
  /** false: the service says no listing is active for this VIN. */
  listed: boolean | null;
  decode: VinDecode | undefined;
  openRecallCount: number | null;
  /** The plan recalls need, when the plan in force checks none: the header then says so. */
  recallsNeedPlan: Plan | null;
  /** The listing is still on its way: its facts show as placeholders, not as absent. */
  listingPending?: boolean;
}

/** The vehicle's name, its VIN with copy and check-digit validity, and the listing's key facts. */
export function VehicleHeader({
  vin,
  listing,
  listed,
  decode,
  openRecallCount,
  recallsNeedPlan,
  listingPending = false,
}: VehicleHeaderProps) {
  const anatomy = vinAnatomy(vin);
  const name = vehicleNameOf(listing, decode, anatomy.modelYear);
  const retail = listing?.retailListing;
  const openLink = useOpenLink();

  return (
    <header className="vehicle-header">
      <div className="vehicle-header__title">
        <p className="page-header__eyebrow">Vehicle</p>
        <h1>{name}</h1>
        <div className="row vehicle-header__vin">
          <span className="mono" aria-label="VIN">
            {vin}
          </span>
          <CopyVinButton vin={vin} />
          <VehicleBadges
            openRecallCount={openRecallCount}
            recallsNeedPlan={recallsNeedPlan}
            listed={listed}
            retail={retail}
          />
        </div>
        {!anatomy.checkDigitOk && (
          <p className="vehicle-header__vin-warning">
            <WarningIcon size={16} />
            This VIN’s check digit does not match the rest of it: a character may be mistyped. Check it against the
            vehicle before you rely on this page.
          </p>
        )}
        {listing && <VehicleDealRating vin={vin} listing={listing} />}
      </div>
      {!retail && listingPending && <ListingFactsSkeleton />}
      {retail && <ListingFacts retail={retail} onOpenLink={(kind) => openLink.mutate({ kind, vin })} />}
    </header>
  );
}
