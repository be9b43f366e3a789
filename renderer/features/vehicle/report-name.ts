import type { Listing } from '../../../shared/schemas/listing-schema';
import type { VinDecode } from '../../../shared/schemas/vin-decode-schema';

/** The printed report's title: the listing's full name, else the decode's, else "Vehicle". */
export function reportNameOf(listing: Listing | null, decode: VinDecode | undefined): string {
  return listing
    ? [listing.vehicle.year, listing.vehicle.make, listing.vehicle.model, listing.vehicle.trim]
        .filter(Boolean)
        .join(' ')
    : [decode?.vehicle?.year, decode?.make, decode?.model].filter(Boolean).join(' ') || 'Vehicle';
}
