// Every listing's place is a real one: over the whole default dataset (100,000 listings) and
// as both dialects serve it, the city and state are a place of the zipcodes package, the
// one its ZIP is in, and never an organisation that the package lists under its unique ZIP
// as if it were a town ("Spotts Inc, MN", issue 38 item 12).
import zipcodes from 'zipcodes';
import { beforeAll, describe, expect, it } from 'vitest';
import { autodevListing } from '../autodev/autodev-listing-row';
import { listingJson, type Json, type JsonObject } from '../listings/listing-json';
import type { Dataset } from '../data/dataset';
import { loadServableData } from '../data/dataset-cache';
import { TEST_CACHE_DIR } from '../data/test-support/test-dataset';

/** The app's default dataset size (start-sandbox.ts), seed 7 as in the other sandbox tests. */
const FULL_LISTINGS = 100_000;
const BASE_URL = 'http://127.0.0.1:1';

// Unique ZIPs of organisations, each named like a town in the zipcodes data.
const ORGANISATIONS = [
  'Spotts Inc|MN',
  'Cds Brm|IA',
  'Greyhound Dial Corp|AZ',
  'Wells Fargo Bank|CA',
  'First Union Bank|FL',
  'Tn Dept Of Health Environ|TN',
  'Bendix Corp|IN',
  'Parcel Return Service|DC',
  'Kansas Lottery|KS',
  'Eastern States Bkcard Assoc|NY',
];

/** "city|state", lower-cased: the package writes "Melcher-dallas", the listings "Melcher-Dallas". */
const placeKey = (city: string, state: string): string => `${city}|${state}`.toLowerCase();

// Indexed once: 42,000 ZIPs.
const US_PLACES = new Set(
  Object.values(zipcodes.codes)
    .filter((code) => code.country === 'US')
    .map((code) => placeKey(code.city, code.state)),
);

interface ServedPlace {
  city: Json | undefined;
  state: Json | undefined;
  zip: Json | undefined;
}

function retailOf(listing: JsonObject): ServedPlace {
  const retail = listing.retailListing as JsonObject;
  return { city: retail.city, state: retail.state, zip: retail.zip };
}

let dataset: Dataset;
/** Each dialect's place of every listing. */
let served: Record<'spec' | 'autodev', ServedPlace[]>;
beforeAll(async () => {
  ({ dataset } = await loadServableData(TEST_CACHE_DIR, FULL_LISTINGS, 7, () => undefined));
  served = { spec: [], autodev: [] };
  for (let row = 0; row < dataset.meta.count; row++) {
    const listing = listingJson(dataset, row, BASE_URL);
    served.spec.push(retailOf(listing));
    served.autodev.push(retailOf(autodevListing(listing)));
  }
}, 600_000);

describe.each(['spec', 'autodev'] as const)('listing places over the full dataset, %s dialect', (dialect) => {
  it('serves all 100,000 listings', () => {
    expect(served[dialect]).toHaveLength(FULL_LISTINGS);
  });

  it('every city and state is a place of the zipcodes data', () => {
    const unknown = new Set<string>();
    for (const { city, state } of served[dialect]) {
      if (typeof city !== 'string' || typeof state !== 'string' || !US_PLACES.has(placeKey(city, state)))
        unknown.add(`${String(city)}, ${String(state)}`);
    }
    expect([...unknown]).toEqual([]);
  });

  it('every city and state is the one of the listing’s ZIP', () => {
    const wrong = new Set<string>();
    for (const { city, state, zip } of served[dialect]) {
      const place = typeof zip === 'string' ? zipcodes.lookup(zip) : undefined;
      if (!place || typeof city !== 'string' || placeKey(place.city, place.state) !== placeKey(city, String(state)))
        wrong.add(`${String(zip)}: ${String(city)}, ${String(state)}`);
    }
    expect([...wrong]).toEqual([]);
  });

  it('no city is an organisation listed under its unique ZIP', () => {
    const places = new Set(served[dialect].map(({ city, state }) => placeKey(String(city), String(state))));
    const organisations = ORGANISATIONS.map((place) => place.toLowerCase());
    // Each one is in the data, so this test would see it if a dealer sat there.
    expect(organisations.filter((place) => !US_PLACES.has(place))).toEqual([]);
    expect(organisations.filter((place) => places.has(place))).toEqual([]);
    // Nor any other: these words name companies and offices, never a U.S. town.
    const companyWords = /\b(inc|corp|brm|bmc|dept|assoc|lottery|service|services)\b/;
    expect([...places].filter((place) => companyWords.test(place))).toEqual([]);
  });

  it('the places spread over the country: most states, hundreds of towns', () => {
    const places = new Set(served[dialect].map(({ city, state }) => placeKey(String(city), String(state))));
    const states = new Set(served[dialect].map(({ state }) => state));
    expect(states.size).toBeGreaterThan(45);
    expect(places.size).toBeGreaterThan(500);
  });
});
