// A listing as auto.dev writes it (docs/real-service.md #16, fixtures listings-search/listings-vin):
// timestamps "YYYY-MM-DD HH:MM:SS" in UTC without a zone, location [longitude, latitude],
// and the history report link named carfaxUrl.
import type { JsonObject } from '../listings/listing-json';

/** "2025-09-14T14:04:06.000Z" → "2025-09-14 14:04:06". */
function serviceTimestamp(iso: string): string {
  return iso.slice(0, 19).replace('T', ' ');
}

export function autodevListing(listing: JsonObject): JsonObject {
  const out: JsonObject = {};
  for (const [key, value] of Object.entries(listing)) {
    if ((key === 'createdAt' || key === 'updatedAt') && typeof value === 'string') out[key] = serviceTimestamp(value);
    else if (key === 'location' && Array.isArray(value)) out[key] = [value[1] ?? null, value[0] ?? null];
    else if (key === 'retailListing' && value !== null && typeof value === 'object' && !Array.isArray(value)) {
      const retail: JsonObject = {};
      for (const [k, v] of Object.entries(value)) retail[k === 'historyReportUrl' ? 'carfaxUrl' : k] = v;
      out[key] = retail;
    } else out[key] = value;
  }
  return out;
}
