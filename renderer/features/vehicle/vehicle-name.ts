import { modelYearLabel } from '../../../shared/domain/model-year-label';
import type { Listing } from '../../../shared/schemas/listing-schema';
import type { VinDecode } from '../../../shared/schemas/vin-decode-schema';

/**
 * "2021 Toyota RAV4 XLE": the listing's words first, then the decode's, and for the year the
 * VIN's own model-year character (`vinModelYear`) as the last resort.
 */
export function vehicleNameOf(
  listing: Listing | null,
  decode: VinDecode | undefined,
  vinModelYear: number | null,
): string {
  const vehicle = listing?.vehicle;
  const year = vehicle?.year ?? modelYearLabel(decode?.vehicle?.year, decode?.vehicle?.yearTo) ?? vinModelYear;
  const make = vehicle?.make ?? decode?.make ?? decode?.vehicle?.make;
  const model = vehicle?.model ?? decode?.model ?? decode?.vehicle?.model;
  const trim = vehicle?.trim ?? decode?.trim;
  return [year, make, model, trim].filter(Boolean).join(' ') || 'Vehicle';
}
