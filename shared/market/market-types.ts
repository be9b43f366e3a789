// What VinDesk keeps of the listings it receives, and what the market view is built from
// (issue #39). The service has no history endpoint, so every figure here comes from VinDesk's
// own sightings on this computer.

/** One listing as received in one answer, at one time. */
export interface ListingSighting {
  vin: string;
  price: number | null;
  miles: number | null;
  dealer: string | null;
  dealerId?: string | null;
  year: number;
  make: string;
  model: string;
  trim: string | null;
  zip: string | null;
  lat: number | null;
  lng: number | null;
  /** The service's createdAt, as sent ("2025-09-14 14:04:06", UTC; docs/real-service.md row 16). */
  createdAt: string | null;
  /** When the answer carrying it was sent (ms since the epoch). */
  seenAt: number;
}

/** One change of a listing: a row is kept only when price, miles or dealer changed. */
interface PricePoint {
  at: number;
  price: number | null;
  miles: number | null;
  dealer: string | null;
}

/** Where a listing's days on market are counted from. */
export type DaysFrom = 'service' | 'this-computer';

export interface PriceHistory {
  vin: string;
  /** Ascending by time, one per change. */
  points: PricePoint[];
  firstSeen: number;
  lastSeen: number;
  /** The day it was last seen, once a complete search that would include it no longer did. */
  goneOn: number | null;
  createdAt: string | null;
  daysOnMarket: number;
  daysFrom: DaysFrom;
}

/** A stored listing as the market math reads it: its latest state. */
export interface MarketListing {
  vin: string;
  year: number;
  make: string;
  model: string;
  trim: string | null;
  price: number | null;
  miles: number | null;
  dealer: string | null;
  zip: string | null;
  lat: number | null;
  lng: number | null;
  createdAt: string | null;
  firstSeen: number;
  lastSeen: number;
  goneOn: number | null;
}
