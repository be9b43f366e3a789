// A ZIP (5 digits or ZIP+4) to its U.S. state and coordinates, from the zipcodes package.
import { createRequire } from 'node:module';
import type * as ZipcodesModule from 'zipcodes';
import { isUsStateCode, type UsStateCode } from '../../shared/domain/us-states';
import { isZip } from '../../shared/domain/zip-rule';

type ZipcodesPackage = typeof ZipcodesModule;
let zipcodes: ZipcodesPackage | null = null;

/**
 * The zipcodes package, loaded on first use: requiring it parses a 5 MB table (a quarter
 * of a second), which a start that never looks up a ZIP should not pay.
 * __filename exists in every way this file runs: CommonJS builds, tsx and Vitest.
 */
export function zipcodesPackage(): ZipcodesPackage {
  zipcodes ??= createRequire(__filename)('zipcodes') as ZipcodesPackage;
  return zipcodes;
}

export interface ZipLocation {
  zip: string;
  state: UsStateCode;
  lat: number;
  lng: number;
}

export function locateZip(raw: string): ZipLocation | null {
  if (!isZip(raw)) return null;
  const zip = raw.slice(0, 5);
  const place = zipcodesPackage().lookup(zip);
  if (!place || place.country !== 'US' || !isUsStateCode(place.state)) return null;
  return { zip, state: place.state, lat: place.latitude, lng: place.longitude };
}
