import type { ListingsSearchInput } from '../../../shared/schemas/listings-query-schema';

/** What a search asked, in the fields the market store keeps: the listings it must have returned. */
export interface AbsenceCriteria {
  makes: string[];
  models: string[];
  trims: string[];
  yearFrom: number | null;
  yearTo: number | null;
  priceFrom: number | null;
  priceTo: number | null;
  milesFrom: number | null;
  milesTo: number | null;
  /** The service leaves unpriced rows out unless includeUnpriced (docs/real-service.md, GET /listings). */
  pricedOnly: boolean;
  near: { lat: number; lng: number; radiusMiles: number } | null;
}

/** Parameters that narrow nothing, or only the order and paging of the answer. */
const NOT_FILTERS = new Set(['page', 'limit', 'sort', 'includes', 'includeUnpriced']);
const STORED_FILTERS = new Set([
  'vehicle.make',
  'vehicle.model',
  'vehicle.trim',
  'vehicle.year',
  'retailListing.price',
  'retailListing.miles',
  'zip',
  'distance',
]);

const list = (csv: string | undefined) =>
  (csv ?? '')
    .split(',')
    .map((value) => value.trim())
    .filter((value) => value !== '');

function range(text: string | undefined): [number | null, number | null] | null {
  if (text === undefined) return [null, null];
  const match = /^\s*(\d+(?:\.\d+)?)?\s*-?\s*(\d+(?:\.\d+)?)?\s*$/.exec(text);
  if (!match) return null;
  const from = match[1] === undefined ? null : Number(match[1]);
  // "2021" is the one year; "2018-2022" a range; "10000-" open above.
  const to = match[2] === undefined ? (text.includes('-') ? null : from) : Number(match[2]);
  return [from, to];
}

/**
 * The criteria of a search whose every filter is one the store can check, else null: a stored
 * listing the answer left out may have been left out by a filter the store cannot see (a state,
 * a colour, used or new), so absence is read only from searches it can fully repeat. A ZIP
 * without a distance is not read either: the service's default radius is not documented.
 */
export function absenceCriteria(
  input: ListingsSearchInput,
  locateZip: (zip: string) => { lat: number; lng: number } | null,
): AbsenceCriteria | null {
  for (const [key, value] of Object.entries(input)) {
    if (value === undefined || NOT_FILTERS.has(key)) continue;
    if (!STORED_FILTERS.has(key)) return null;
  }
  const years = range(input['vehicle.year']);
  const prices = range(input['retailListing.price']);
  const miles = range(input['retailListing.miles']);
  if (!years || !prices || !miles) return null;
  let near: AbsenceCriteria['near'] = null;
  if (input.zip !== undefined || input.distance !== undefined) {
    if (input.zip === undefined || input.distance === undefined) return null;
    const place = locateZip(input.zip);
    if (!place) return null;
    near = { lat: place.lat, lng: place.lng, radiusMiles: input.distance };
  }
  return {
    makes: list(input['vehicle.make']),
    models: list(input['vehicle.model']),
    trims: list(input['vehicle.trim']),
    yearFrom: years[0],
    yearTo: years[1],
    priceFrom: prices[0],
    priceTo: prices[1],
    milesFrom: miles[0],
    milesTo: miles[1],
    pricedOnly: input.includeUnpriced !== true,
    near,
  };
}
