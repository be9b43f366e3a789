// auto.dev's facets (docs/real-service.md #18): per group, `{"<label> (<count>)": "<drill-down URL>"}`.
// The app reads the sandbox's spec shape: per filter parameter ("vehicle.make"), a list of
// { value, count, url } buckets. Pure; an unreadable label is skipped, never fatal.

interface FacetBucket {
  value: string;
  count: number;
  /** The service's drill-down URL, as issued ('' when it sent none). */
  url: string;
  label?: string;
  /** Numeric buckets (prices, mileage): the bounds; `max` absent for an open top. */
  range?: { min: number; max?: number };
}

export type Facets = Record<string, FacetBucket[]>;

/** auto.dev group → the spec's filter parameter. Groups with no spec parameter keep their name. */
const GROUP_TO_DIMENSION: Readonly<Record<string, string>> = {
  years: 'vehicle.year',
  makes: 'vehicle.make',
  models: 'vehicle.model',
  trims: 'vehicle.trim',
  // Inferred: auto.dev's "types" are body types (SUV, Sedan …), the spec's bodyStyle.
  types: 'vehicle.bodyStyle',
  exteriorColor: 'vehicle.exteriorColor',
  interiorColor: 'vehicle.interiorColor',
  fuel: 'vehicle.fuel',
  drivetrain: 'vehicle.drivetrain',
  transmissions: 'vehicle.transmission',
  engine: 'vehicle.engine',
  cylinders: 'vehicle.cylinders',
  series: 'vehicle.series',
  accidents: 'history.accidents',
  owners: 'history.ownerCount',
  dealers: 'retailListing.dealer',
  states: 'retailListing.state',
  cities: 'retailListing.city',
  prices: 'retailListing.price',
  mileage: 'retailListing.miles',
};

/** Groups whose buckets are numeric ranges ("21845-26437"), read into the spec's `<min>-<max>`. */
const RANGE_GROUPS: ReadonlySet<string> = new Set(['prices', 'mileage']);

const LABEL = /^(.*) \(([\d,]+)\)$/;
const RANGE = /^\$?(\d+(?:\.\d+)?)\s*-\s*\$?(\d+(?:\.\d+)?)?$|^\$?(\d+(?:\.\d+)?)\+$/;

/** "Ford (309520)" → { value: "Ford", count: 309520 }; null when the label is not of that form. */
export function parseFacetLabel(label: string): { value: string; count: number } | null {
  const match = LABEL.exec(label.trim());
  if (!match) return null;
  const value = match[1]!.trim();
  const count = Number(match[2]!.replace(/,/g, ''));
  // The value is never empty: the label is trimmed, and its pattern needs a space before the count.
  return Number.isSafeInteger(count) ? { value, count } : null;
}

/** "21845-26437" → { min: 21845, max: 26437 }; "100000+" or "100000-" → open top; else null. */
export function parseFacetRange(value: string): { min: number; max?: number } | null {
  const match = RANGE.exec(value.replace(/,/g, '').trim());
  if (!match) return null;
  const min = Number(match[1] ?? match[3]);
  if (match[2] === undefined) return { min };
  const max = Number(match[2]);
  return max >= min ? { min, max } : null;
}

function isFacetBucket(item: unknown): item is FacetBucket {
  if (typeof item !== 'object' || item === null) return false;
  const { value, count, url } = item as Partial<Record<keyof FacetBucket, unknown>>;
  return typeof value === 'string' && typeof count === 'number' && typeof url === 'string';
}

function bucketsOf(group: string, entries: Record<string, unknown>): FacetBucket[] {
  const ranged = RANGE_GROUPS.has(group);
  return Object.entries(entries).flatMap(([label, url]): FacetBucket[] => {
    const parsed = parseFacetLabel(label);
    if (!parsed) return [];
    const bucket: FacetBucket = { value: parsed.value, count: parsed.count, url: typeof url === 'string' ? url : '' };
    if (!ranged) return [bucket];
    const range = parseFacetRange(parsed.value);
    if (!range) return [];
    // The spec's range syntax, so a bucket's value can be put straight into the filter.
    const value = range.max === undefined ? `${range.min}-` : `${range.min}-${range.max}`;
    return [{ ...bucket, value, label: parsed.value, range }];
  });
}

/**
 * auto.dev facets → the spec's facets. A group already in the spec's shape (a list) is
 * kept as sent, so a spec-dialect body passes through unchanged. Anything else → {}.
 */
export function normalizeAutodevFacets(facets: unknown): Facets {
  if (typeof facets !== 'object' || facets === null || Array.isArray(facets)) return {};
  const out: Facets = {};
  for (const [group, entries] of Object.entries(facets as Record<string, unknown>)) {
    if (Array.isArray(entries)) {
      out[group] = entries.filter(isFacetBucket);
      continue;
    }
    if (typeof entries !== 'object' || entries === null) continue;
    const dimension = GROUP_TO_DIMENSION[group] ?? group;
    out[dimension] = [...(out[dimension] ?? []), ...bucketsOf(group, entries as Record<string, unknown>)];
  }
  return out;
}
