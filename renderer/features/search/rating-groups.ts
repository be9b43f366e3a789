// The results' listings grouped as main rates them: one comparables search per make and
// model (electron/features/deal-rating/deal-rating-handlers.ts, groupKey), each billed as a
// listings call (docs/real-service.md row 26). A group is the unit the page asks about, so a
// group is asked only once one of its rows has been seen (use-seen-groups.ts).
import type { ListingSummary } from '../../../shared/schemas/listing-summary';

/** Main's groupKey, from a listing rather than its deal subject (make and model are trimmed there). */
export const ratingGroupOf = (listing: ListingSummary) =>
  `${listing.vehicle.make.trim().toLowerCase()}|${listing.vehicle.model.trim().toLowerCase()}`;

export interface RatingGroups {
  /** Each row's group, by its place on the page. */
  keyAt: readonly string[];
  /** The groups in page order, each with its listings (one stable list per group: its query is built once). */
  groups: readonly { key: string; listings: readonly ListingSummary[] }[];
  /** Each group's place in `groups`. */
  placeOf: ReadonlyMap<string, number>;
}

export function ratingGroupsOf(listings: readonly ListingSummary[]): RatingGroups {
  const keyAt = listings.map(ratingGroupOf);
  const groups: { key: string; listings: ListingSummary[] }[] = [];
  const placeOf = new Map<string, number>();
  listings.forEach((listing, index) => {
    const key = keyAt[index]!;
    const place = placeOf.get(key);
    if (place === undefined) {
      placeOf.set(key, groups.length);
      groups.push({ key, listings: [listing] });
    } else groups[place]!.listings.push(listing);
  });
  return { keyAt, groups, placeOf };
}
