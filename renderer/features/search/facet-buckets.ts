export interface FacetBucket {
  value: string;
  count: number;
}

/** The facets object's shape beyond "bucketed counts and drill-down URLs" is not in the spec: read what is there. */
export function facetBuckets(facets: Record<string, unknown> | undefined, key: string): FacetBucket[] {
  const raw = facets?.[key];
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((item: unknown) => {
    if (typeof item !== 'object' || item === null) return [];
    const value = (item as { value?: unknown }).value;
    const count = (item as { count?: unknown }).count;
    return (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') &&
      typeof count === 'number'
      ? [{ value: String(value), count }]
      : [];
  });
}
