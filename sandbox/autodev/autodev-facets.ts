// auto.dev's facets (docs/real-service.md #18, fixture listings-facets.json): named groups of
// { "<label> (<count>)": "<drill-down URL>" }. Counted by the shared facet pass; only the
// groups the sandbox can drill into are given, price and miles buckets link with the
// alias parameters prices= and mileage=.
import type { Facets } from '../listings/listing-facets';
import { KEY_PARAMS, LISTING_ALIASES } from './autodev-listings-query';

/** Spec facet parameter → auto.dev group name and the parameter its drill-down links set. */
const GROUPS: readonly [specParam: string, group: string, linkParam: string][] = [
  ['vehicle.year', 'years', 'vehicle.year'],
  ['vehicle.make', 'makes', 'vehicle.make'],
  ['vehicle.model', 'models', 'vehicle.model'],
  ['vehicle.trim', 'trims', 'vehicle.trim'],
  ['vehicle.bodyStyle', 'types', 'vehicle.bodyStyle'],
  ['vehicle.exteriorColor', 'exteriorColor', 'vehicle.exteriorColor'],
  ['vehicle.interiorColor', 'interiorColor', 'vehicle.interiorColor'],
  ['vehicle.fuel', 'fuel', 'vehicle.fuel'],
  ['vehicle.transmission', 'transmissions', 'vehicle.transmission'],
  ['vehicle.engine', 'engine', 'vehicle.engine'],
  ['dealerId', 'dealers', 'dealerId'],
  ['retailListing.state', 'states', 'retailListing.state'],
  ['retailListing.price', 'prices', 'prices'],
  ['retailListing.miles', 'mileage', 'mileage'],
];

export type AutodevFacets = Record<string, Record<string, string>>;

/** Names under which a caller may have sent the same filter (spec name and alias). */
function sameFilter(param: string): string[] {
  const spec = LISTING_ALIASES[param] ?? param;
  return [spec, ...Object.keys(LISTING_ALIASES).filter((alias) => LISTING_ALIASES[alias] === spec)];
}

export function autodevFacets(facets: Facets, callerQuery: URLSearchParams, listingsUrl: string): AutodevFacets {
  const out: AutodevFacets = {};
  for (const [specParam, group, linkParam] of GROUPS) {
    const buckets = facets[specParam];
    if (!buckets) continue;
    // The caller's query minus paging, the key and this filter under any of its names.
    const base = new URLSearchParams();
    for (const [name, value] of callerQuery)
      if (name !== 'page' && name !== 'cursor' && !KEY_PARAMS.includes(name) && !sameFilter(linkParam).includes(name))
        base.append(name, value);
    const entries: Record<string, string> = {};
    for (const bucket of buckets) {
      const q = new URLSearchParams(base);
      q.append(linkParam, bucket.value);
      const label = bucket.label ?? bucket.value;
      let key = `${label} (${bucket.count})`;
      // Two dealers may share a name: keep both, told apart by id.
      if (key in entries) key = `${label} [${bucket.value}] (${bucket.count})`;
      entries[key] = `${listingsUrl}?${q.toString()}`;
    }
    out[group] = entries;
  }
  return out;
}
