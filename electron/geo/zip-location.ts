// A ZIP (5 digits or ZIP+4) to its U.S. state and coordinates, from the zipcodes package.
import zipcodes from 'zipcodes';
import { isUsStateCode, type UsStateCode } from '../../shared/domain/us-states';
import { isZip } from '../../shared/domain/zip-rule';

export interface ZipLocation {
  zip: string;
  state: UsStateCode;
  lat: number;
  lng: number;
}

export function locateZip(raw: string): ZipLocation | null {
  if (!isZip(raw)) return null;
  const zip = raw.slice(0, 5);
  const place = zipcodes.lookup(zip);
  if (!place || place.country !== 'US' || !isUsStateCode(place.state)) return null;
  return { zip, state: place.state, lat: place.latitude, lng: place.longitude };
}
