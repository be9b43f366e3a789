// Dealers at real U.S. ZIP codes of real towns (coordinates from the zipcodes package),
// spread over the states by population so radius searches around cities find inventory.
import type { ZipCode } from 'zipcodes';
import { zipcodesPackage } from '../../node/geo/zip-location';
import type { UsStateCode } from '../../shared/domain/us-states';
import type { Rng } from '../random/rng';

export interface Dealer {
  id: string;
  name: string;
  zip: string;
  city: string;
  state: UsStateCode;
  lat: number;
  lng: number;
  /** The make a franchise dealer sells new; null for an independent used-car lot. */
  franchise: string | null;
}

// 2024 Census estimates, millions (rounded).
const POPULATION: Readonly<Record<UsStateCode, number>> = {
  AL: 5.2,
  AK: 0.7,
  AZ: 7.6,
  AR: 3.1,
  CA: 39.4,
  CO: 6.0,
  CT: 3.7,
  DE: 1.1,
  DC: 0.7,
  FL: 23.4,
  GA: 11.2,
  HI: 1.4,
  ID: 2.0,
  IL: 12.7,
  IN: 6.9,
  IA: 3.2,
  KS: 3.0,
  KY: 4.6,
  LA: 4.6,
  ME: 1.4,
  MD: 6.3,
  MA: 7.1,
  MI: 10.1,
  MN: 5.8,
  MS: 2.9,
  MO: 6.2,
  MT: 1.1,
  NE: 2.0,
  NV: 3.3,
  NH: 1.4,
  NJ: 9.5,
  NM: 2.1,
  NY: 19.9,
  NC: 11.0,
  ND: 0.8,
  OH: 11.9,
  OK: 4.1,
  OR: 4.3,
  PA: 13.1,
  RI: 1.1,
  SC: 5.5,
  SD: 0.9,
  TN: 7.2,
  TX: 31.3,
  UT: 3.5,
  VT: 0.6,
  VA: 8.8,
  WA: 8.0,
  WV: 1.8,
  WI: 6.0,
  WY: 0.6,
};

const SURNAMES = [
  'Anderson',
  'Baker',
  'Carter',
  'Dalton',
  'Ellis',
  'Fletcher',
  'Garcia',
  'Hughes',
  'Iverson',
  'Jackson',
  'Keller',
  'Lopez',
  'Morgan',
  'Nguyen',
  'Owens',
  'Patel',
  'Quinn',
  'Reyes',
  'Sullivan',
  'Turner',
  'Underwood',
  'Vasquez',
  'Walker',
  'Young',
  'Zimmerman',
  'Bennett',
  'Hendrick',
  'Larson',
  'Mitchell',
  'Parker',
];
const INDEPENDENT_SUFFIXES = ['Auto Sales', 'Motors', 'Pre-Owned', 'Auto Group', 'Car Company', 'Autoplex'];

// The zipcodes package (federalgovernmentzipcodes.us data, first row of each ZIP; see its
// scripts/process.js) drops the USPS ZIP type, so a unique ZIP, one given to a single
// organisation, carries that organisation as its "city": 55177 "Spotts Inc, MN", 50347
// "Cds Brm, IA", 94138 "Wells Fargo Bank, CA". Such a name has one ZIP, while a town that
// has dealerships is big enough for more than one, so dealers sit only in towns the data
// names at two ZIPs or more. The names with several ZIPs in zipcodes 8.0.0 that are still no
// town (reviewed by hand, military post offices aside) are organisations and facilities, and
// the USPS's abbreviations of a town's name ("Atl, GA"), kept out below.
const ORGANISATION_WORDS =
  /\b(Inc|Corp|Co|Brm|Bmc|Dept|Assoc|Bkcard|Natl|Svc|Lottery|Service|Services|Fulfill|Systems|Facility|Afb|Navy Yard|Academy)\b/;
const NOT_TOWNS: ReadonlySet<string> = new Set([
  // Mail processing centers.
  'North Metro|GA',
  'Southeastern|PA',
  'Mid Florida|FL',
  'Lehigh Valley|PA',
  'Fox Valley|IL',
  // Joint bases: Elmendorf-Richardson, Pearl Harbor-Hickam.
  'Jber|AK',
  'J B P H H|HI',
  // Abbreviated: Atlanta, Birmingham, Honolulu, Corpus Christi, Apache Junction, Nashville, Incline Village.
  'Atl|GA',
  'Bham|AL',
  'Hon|HI',
  'Crp Christi|TX',
  'Apache Jct|AZ',
  'Nashvl|TN',
  'Incline Villag|NV',
]);

/** The ZIPs of towns a dealer can sit in (see above), by state. */
function zipsByState(): Map<string, ZipCode[]> {
  const us = Object.values(zipcodesPackage().codes).filter((code) => code.country === 'US');
  const placeOf = (code: ZipCode): string => `${code.city}|${code.state}`;
  const zipsNamed = new Map<string, number>();
  for (const code of us) zipsNamed.set(placeOf(code), (zipsNamed.get(placeOf(code)) ?? 0) + 1);
  const isTown = (code: ZipCode): boolean =>
    zipsNamed.get(placeOf(code))! >= 2 && !ORGANISATION_WORDS.test(code.city) && !NOT_TOWNS.has(placeOf(code));
  const byState = new Map<string, ZipCode[]>();
  for (const code of us) {
    if (!isTown(code)) continue;
    const list = byState.get(code.state) ?? [];
    list.push(code);
    byState.set(code.state, list);
  }
  // Object key order of the package is not something to rely on for determinism.
  for (const list of byState.values()) list.sort((a, b) => a.zip.localeCompare(b.zip));
  return byState;
}

function titleCase(text: string): string {
  return text.toLowerCase().replace(/\b[a-z]/g, (c) => c.toUpperCase());
}

export function generateDealers(count: number, makes: readonly { make: string; weight: number }[], rng: Rng): Dealer[] {
  const byState = zipsByState();
  const states = (Object.keys(POPULATION) as UsStateCode[]).filter((s) => (byState.get(s)?.length ?? 0) > 0);
  const names = new Set<string>();
  const dealers: Dealer[] = [];
  for (let i = 0; i < count; i++) {
    const state = rng.weighted(states, (s) => POPULATION[s]);
    const place = rng.pick(byState.get(state)!);
    const city = titleCase(place.city);
    const franchise = rng.next() < 0.65 ? rng.weighted(makes, (m) => m.weight).make : null;
    const surname = rng.pick(SURNAMES);
    let name = franchise
      ? rng.next() < 0.5
        ? `${city} ${franchise}`
        : `${surname} ${franchise}`
      : rng.next() < 0.5
        ? `${surname} ${rng.pick(INDEPENDENT_SUFFIXES)}`
        : `${city} ${rng.pick(INDEPENDENT_SUFFIXES)}`;
    if (names.has(name)) name = `${name} of ${city}`;
    if (names.has(name)) name = `${name} #${i + 1}`;
    names.add(name);
    dealers.push({
      id: String(10_001 + i),
      name,
      zip: place.zip,
      city,
      state,
      lat: place.latitude,
      lng: place.longitude,
      franchise,
    });
  }
  return dealers;
}
