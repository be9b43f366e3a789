import type { MarketListing } from './market-types';

/** A stored listing for the math's tests: a 2020 Honda Civic EX, unpriced, no place, seen once at 0. */
export function listing(vin: string, fields: Partial<MarketListing> = {}): MarketListing {
  return {
    vin,
    year: 2020,
    make: 'Honda',
    model: 'Civic',
    trim: 'EX',
    price: null,
    miles: null,
    dealer: null,
    zip: null,
    lat: null,
    lng: null,
    createdAt: null,
    firstSeen: 0,
    lastSeen: 0,
    goneOn: null,
    ...fields,
  };
}
