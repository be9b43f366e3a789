// auto.dev writes listing times as "2025-09-14 14:04:06": UTC without a zone marker
// (docs/real-service.md #16). Date.parse would read that as local time, so it is rewritten
// to ISO 8601 with Z before anything else sees it.

const NAIVE_UTC = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}:\d{2}(?:\.\d+)?)$/;

/** "2025-09-14 14:04:06" → "2025-09-14T14:04:06Z"; any other value is returned unchanged. */
export function autodevTimestampToIso(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const match = NAIVE_UTC.exec(value.trim());
  return match ? `${match[1]}T${match[2]}Z` : value;
}
