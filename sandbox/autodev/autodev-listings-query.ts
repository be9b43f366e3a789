// auto.dev's /listings parameters mapped onto the spec's, which the shared parser reads:
// the facet aliases prices= and mileage= (docs/real-service.md #18), apiKey in the query (#23),
// retailListing.carfaxUrl in select (#16), and limit clamped to the plan's cap (#5).
import { LISTINGS_PAGE_CAP, type Plan } from '../../shared/plan/plan-access';

/** Alias → the spec parameter it stands for. */
export const LISTING_ALIASES: Readonly<Record<string, string>> = {
  prices: 'retailListing.price',
  mileage: 'retailListing.miles',
};

/** Parameters that never go into links: the key. */
export const KEY_PARAMS: readonly string[] = ['apiKey', 'apikey'];

/** The query in the spec's names, with limit clamped (silently, no 400) to the plan's cap. */
export function canonicalListingQuery(query: URLSearchParams, plan: Plan): URLSearchParams {
  const out = new URLSearchParams();
  for (const [name, value] of query) {
    if (KEY_PARAMS.includes(name)) continue;
    if (name === 'select')
      out.append(name, value.replace(/\bretailListing\.carfaxUrl\b/g, 'retailListing.historyReportUrl'));
    else out.append(LISTING_ALIASES[name] ?? name, value);
  }
  const limit = out.get('limit');
  const cap = LISTINGS_PAGE_CAP[plan];
  // A whole number above the cap is clamped; anything else is left for the parser to judge.
  if (limit !== null && /^\d+$/.test(limit.trim()) && Number(limit) > cap) out.set('limit', String(cap));
  return out;
}

/** The select paths as the caller wrote them (carfaxUrl kept), for the flat rows. */
export function selectPaths(query: URLSearchParams): string[] | null {
  const select = query.getAll('select').join(',');
  if (select.trim() === '') return null;
  return select
    .split(',')
    .map((p) => p.trim())
    .filter((p) => p.length > 0);
}
