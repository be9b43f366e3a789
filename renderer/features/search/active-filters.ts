import { normalizeStateCode, stateName } from '../../../shared/domain/us-states';
import type { FilterKey, SearchFilters } from '../../../shared/search/search-query';
import { formatCount, formatDollars } from '../../ui/format-money';

/** One chip above the results: what it says, and the change that removes it. */
export interface ActiveFilter {
  /** Unique per chip (a list filter has one chip per value). */
  id: string;
  /** "Model", "Price" … */
  name: string;
  /** "RAV4", "$10,000 to $25,000" … */
  value: string;
  /** The filters to set ('' removes one) when the chip is removed. */
  removal: Partial<Record<FilterKey, string>>;
}

/** Comma-list filters, one chip per value, named as the filter panel names them. */
const LIST_FILTER_NAMES: readonly (readonly [FilterKey, string])[] = [
  ['vehicle.make', 'Make'],
  ['vehicle.model', 'Model'],
  ['vehicle.trim', 'Trim'],
  ['vehicle.bodyStyle', 'Body style'],
  ['vehicle.fuel', 'Fuel'],
  ['vehicle.transmission', 'Transmission'],
  ['vehicle.engine', 'Engine'],
  ['vehicle.exteriorColor', 'Exterior color'],
  ['vehicle.interiorColor', 'Interior color'],
  ['dealerId', 'Dealer ID'],
];

function listValues(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

function rangeText(value: string, format: (n: number) => string): string {
  const [from = '', to = ''] = value.split('-');
  const low = Number(from);
  const high = Number(to);
  const hasLow = from !== '' && low > 0;
  const hasHigh = to !== '' && Number.isFinite(high) && high < 10_000_000;
  if (hasLow && hasHigh) return low === high ? format(low) : `${format(low)} to ${format(high)}`;
  if (hasLow) return `${format(low)} or more`;
  if (hasHigh) return `up to ${format(high)}`;
  return value;
}

/** The filters in effect, in the filter panel's order, as chips a person can remove one by one. */
export function activeFilters(filters: SearchFilters): ActiveFilter[] {
  const chips: ActiveFilter[] = [];
  const year = filters['vehicle.year'];
  if (year) {
    const [from, to] = year.split('-');
    const text = to === undefined || from === to ? (from ?? year) : `${from} to ${to}`;
    chips.push({ id: 'vehicle.year', name: 'Year', value: text, removal: { 'vehicle.year': '' } });
  }
  const price = filters['retailListing.price'];
  if (price)
    chips.push({
      id: 'retailListing.price',
      name: 'Price',
      value: rangeText(price, formatDollars),
      removal: { 'retailListing.price': '' },
    });
  const miles = filters['retailListing.miles'];
  if (miles)
    chips.push({
      id: 'retailListing.miles',
      name: 'Miles',
      value: rangeText(miles, (n) => `${formatCount(n)} mi`),
      removal: { 'retailListing.miles': '' },
    });
  if (filters.zip) {
    const distance = filters.distance ?? '50';
    // The radius means nothing without its ZIP: both go together.
    chips.push({
      id: 'zip',
      name: 'Near',
      value: `${filters.zip}, within ${distance} miles`,
      removal: { zip: '', distance: '' },
    });
  }
  const cpo = filters['retailListing.cpo'] === 'true';
  const used = filters['retailListing.used'];
  if (cpo || used === 'true' || used === 'false')
    chips.push({
      id: 'condition',
      name: 'Condition',
      value: cpo ? 'Certified pre-owned' : used === 'true' ? 'Used' : 'New',
      removal: { 'retailListing.used': '', 'retailListing.cpo': '' },
    });
  const state = filters['retailListing.state'];
  if (state) {
    const code = normalizeStateCode(state);
    chips.push({
      id: 'retailListing.state',
      name: 'State',
      value: code ? stateName(code) : state,
      removal: { 'retailListing.state': '' },
    });
  }
  const doors = filters['vehicle.doors'];
  if (doors) chips.push({ id: 'vehicle.doors', name: 'Doors', value: doors, removal: { 'vehicle.doors': '' } });
  for (const [key, name] of LIST_FILTER_NAMES) {
    const values = listValues(filters[key]);
    for (const value of values)
      chips.push({
        id: `${key}=${value}`,
        name,
        value,
        removal: { [key]: values.filter((other) => other !== value).join(',') },
      });
  }
  if (filters.includeUnpriced === 'true')
    chips.push({
      id: 'includeUnpriced',
      name: 'Listings without a price',
      value: 'included',
      removal: { includeUnpriced: '' },
    });
  return chips;
}
