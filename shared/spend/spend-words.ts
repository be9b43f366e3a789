// The Usage view's words: each billed endpoint named for what it gives a dealer, never the
// service's path or the program's key.
import type { Endpoint } from '../plan/plan-access';

/** Each billed endpoint in a dealer's words (the prices are row 26's, one per endpoint). */
export const ENDPOINT_LABELS: Readonly<Record<Endpoint, string>> = {
  listings: 'Listing searches',
  listing: 'Listing details',
  photos: 'Photos',
  vin: 'VIN decodes',
  tco: 'Cost of ownership',
  payments: 'Monthly payments',
  apr: 'Interest rates',
  specs: 'Specs',
  recalls: 'Recalls',
  openrecalls: 'Open recalls',
  plate: 'Plate lookup',
  taxes: 'Taxes and fees',
  build: 'Build sheet',
};

/** "1 call", "1,204 calls". */
export function callsLabel(calls: number): string {
  return calls === 1 ? '1 call' : `${calls.toLocaleString('en-US')} calls`;
}
