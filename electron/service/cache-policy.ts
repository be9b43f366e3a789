import type { Endpoint } from '../../shared/plan/plan-access';

// How long an answer counts as fresh, per endpoint. Within it the cache answers
// without asking the service; after it the service is asked, and the old answer is
// kept only as the offline fallback (stale: true).

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export const CACHE_TTL_MS: Readonly<Record<Endpoint, number>> = {
  // What the factory built never changes.
  vin: 30 * DAY,
  build: 30 * DAY,
  specs: 30 * DAY,
  // Recalls are published and closed daily.
  recalls: DAY,
  openrecalls: DAY,
  // Listings come and go and change price through the day.
  listings: 10 * MINUTE,
  listing: 10 * MINUTE,
  // Photos follow the listing, but rarely change once posted.
  photos: DAY,
  // Registrations change hands rarely.
  plate: 7 * DAY,
  // Rates, tax tables and fees move, but not within a day.
  payments: DAY,
  apr: DAY,
  taxes: DAY,
  tco: 7 * DAY,
};

/** Default bound of the cache on disk. */
export const DEFAULT_CACHE_MAX_BYTES = 100 * 1024 * 1024;
