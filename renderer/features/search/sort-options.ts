import { SORT_FIELDS } from '../../../shared/search/listings-query-values';
import { DISTANCE_SORT, type SearchState } from '../../../shared/search/search-query';

const SORT_LABELS: Record<(typeof SORT_FIELDS)[number], string> = {
  price: 'Price',
  miles: 'Miles',
  mileage: 'Mileage',
  year: 'Year',
  createdAt: 'Date listed',
  updatedAt: 'Last updated',
};

/**
 * The order shown when no sort is chosen: the service's own, `updatedAt.desc` (docs/vehicle-data-service.md,
 * the /listings `sort` row: "sort | string | updatedAt.desc"). A ZIP alone does not change it: the
 * service has "no distance sort" (same row), it only narrows to the radius.
 */
export const SERVICE_ORDER_LABEL = 'Recently updated first';

/** The distance sort's name; it is VinDesk's sort of the matches (listings.nearest), chosen once a ZIP is set. */
const NEAREST_FIRST_LABEL = 'Nearest first';

/** The Sort by choice a search shows: its field and direction, nearest first, or '' (the service's order). */
export function sortValueOf(state: SearchState): string {
  return state.sort ? `${state.sort.field}.${state.sort.direction}` : state.nearestFirst ? DISTANCE_SORT : '';
}

/** The Sort by options: each field both ways, and distance once there is a ZIP to measure from. */
export function sortOptions(searchedZip: string, nearestFirst: boolean): { value: string; label: string }[] {
  return [
    // Offered once there is a ZIP to measure from (kept listed while chosen, so the choice shows).
    ...(searchedZip || nearestFirst
      ? [
          {
            value: DISTANCE_SORT,
            label: searchedZip ? NEAREST_FIRST_LABEL : `${NEAREST_FIRST_LABEL} (enter a ZIP code)`,
          },
        ]
      : []),
    ...SORT_FIELDS.flatMap((field) => [
      {
        value: `${field}.asc`,
        label: `${SORT_LABELS[field]}, ${field === 'price' || field === 'miles' || field === 'mileage' ? 'low to high' : 'oldest first'}`,
      },
      {
        value: `${field}.desc`,
        label: `${SORT_LABELS[field]}, ${field === 'price' || field === 'miles' || field === 'mileage' ? 'high to low' : 'newest first'}`,
      },
    ]),
  ];
}
