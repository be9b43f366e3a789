// The spec's listing object for one dataset row, and the flat dot-keyed form `select` asks for.
import type { Dataset } from '../data/dataset';

export type Json = string | number | boolean | null | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

const VEHICLE_KEYS = [
  'vin',
  'squishVin',
  'year',
  'make',
  'model',
  'trim',
  'drivetrain',
  'engine',
  'fuel',
  'transmission',
  'confidence',
  'doors',
  'seats',
  'bodyStyle',
  'exteriorColor',
  'interiorColor',
] as const;
const RETAIL_KEYS = [
  'vdp',
  'price',
  'used',
  'cpo',
  'historyReportUrl',
  'dealer',
  'dealerId',
  'city',
  'state',
  'zip',
  'primaryImage',
  'photoCount',
  'miles',
  'daysOnMarket',
] as const;

/** Every path `select` accepts. */
export const SELECTABLE_PATHS: ReadonlySet<string> = new Set([
  '@id',
  'vin',
  'createdAt',
  'updatedAt',
  'location',
  'vehicle',
  'wholesaleListing',
  'retailListing',
  'history',
  'distance',
  ...VEHICLE_KEYS.map((k) => `vehicle.${k}`),
  ...RETAIL_KEYS.map((k) => `retailListing.${k}`),
]);

/** Positions 1–8 and 10–11: the part of a VIN that describes the vehicle, not the unit. */
export function squishVin(vin: string): string {
  return vin.slice(0, 8) + vin.slice(9, 11);
}

export function photoUrl(baseUrl: string, vin: string, n: number): string {
  return `${baseUrl}/photos/retail/${vin}-${n}.jpg`;
}

export function listingJson(dataset: Dataset, row: number, baseUrl: string, distance?: number): JsonObject {
  const c = dataset.cols;
  const d = dataset.dict;
  const vin = dataset.vins[row]!;
  const dealer = dataset.dealers[c.dealer[row]!]!;
  const pattern = dataset.patterns[c.pattern[row]!]!;
  const price = c.price[row]!;
  const photoCount = c.photoCount[row]!;
  const asOf = Date.parse(dataset.meta.asOf) / 1000;
  const listing: JsonObject = {
    '@id': `${baseUrl}/listings/${vin}`,
    vin,
    createdAt: new Date(c.createdAt[row]! * 1000).toISOString(),
    updatedAt: new Date(c.updatedAt[row]! * 1000).toISOString(),
    location: [dealer.lat, dealer.lng],
    vehicle: {
      vin,
      squishVin: squishVin(vin),
      year: c.year[row]!,
      make: d.make[c.make[row]!]!,
      model: d.model[c.model[row]!]!,
      trim: d.trim[c.trim[row]!]!,
      drivetrain: d.drivetrain[c.drivetrain[row]!]!,
      engine: d.engine[c.engine[row]!]!,
      fuel: d.fuel[c.fuel[row]!]!,
      transmission: d.transmission[c.transmission[row]!]!,
      confidence: pattern.traits.confidence,
      doors: c.doors[row]!,
      seats: c.seats[row]!,
      bodyStyle: d.body[c.body[row]!]!,
      exteriorColor: d.exteriorColor[c.exteriorColor[row]!]!,
      interiorColor: d.interiorColor[c.interiorColor[row]!]!,
    },
    wholesaleListing: null,
    retailListing: {
      vdp: `${baseUrl}/_sandbox/vdp/${vin}`,
      price: price < 0 ? null : price,
      used: c.used[row] === 1,
      cpo: c.cpo[row] === 1,
      historyReportUrl: `${baseUrl}/_sandbox/history/${vin}`,
      dealer: dealer.name,
      dealerId: dealer.id,
      city: dealer.city,
      state: dealer.state,
      zip: dealer.zip,
      primaryImage: photoCount > 0 ? photoUrl(baseUrl, vin, 1) : null,
      photoCount,
      miles: c.miles[row]!,
      daysOnMarket: Math.max(0, Math.floor((asOf - c.createdAt[row]!) / 86_400)),
    },
    history: null,
  };
  if (distance !== undefined) listing.distance = Math.round(distance * 10) / 10;
  return listing;
}

/** Flat row of the selected dot paths; a path absent from the listing maps to null. */
export function selectFields(listing: JsonObject, paths: readonly string[]): JsonObject {
  const out: JsonObject = {};
  for (const path of paths) {
    const [head, tail] = path.split('.', 2) as [string, string | undefined];
    const top = listing[head];
    if (tail === undefined) out[path] = top ?? null;
    else out[path] = top !== null && typeof top === 'object' && !Array.isArray(top) ? (top[tail] ?? null) : null;
  }
  return out;
}
