// How long an answer stays fresh: in main's response cache (within it the cache answers
// without asking the service; after it the service is asked, and the old answer is kept
// only as the offline fallback), and in the window (React Query's staleTime), plus how long
// the window keeps one nobody shows (gcTime). Each figure is written here once and named in
// the endpoint table's rows.

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Main's cache: what the factory built never changes. */
export const FACTORY_CACHE_MS = 30 * DAY;
/** Main's cache: recalls are published and closed daily; photos rarely change once posted. */
export const DAILY_CACHE_MS = DAY;
/** Main's cache: listings come and go and change price through the day. */
export const LISTINGS_CACHE_MS = 10 * MINUTE;
/** Main's cache: registrations change hands rarely; ownership costs move slowly. */
export const WEEKLY_CACHE_MS = 7 * DAY;

/** Matches main's cache: a listings answer is fresh for 10 minutes there, so a few here. */
export const LISTINGS_STALE_MS = 5 * MINUTE;
/** Factory data (decode, build, specs) does not change; main keeps it for 30 days. */
export const FACTORY_STALE_MS = 24 * 60 * MINUTE;
export const RECALLS_STALE_MS = 60 * MINUTE;
export const PHOTOS_STALE_MS = 60 * MINUTE;
export const PLATE_STALE_MS = 60 * MINUTE;
export const FINANCE_STALE_MS = 30 * MINUTE;

/**
 * A VIN page's answers are kept in the window for a quarter hour after the page closes:
 * a page seen in the last ten minutes paints from memory, a little over so ten is safely inside.
 */
export const VEHICLE_PAGE_KEEP_MS = 15 * MINUTE;

export interface EndpointFreshness {
  /** How long main's response cache answers without asking the service. */
  readonly cacheMs: number;
  /** The window's staleTime. */
  readonly staleMs: number;
  /** The window's gcTime, where it is not the client's default (a VIN page's answers). */
  readonly keepMs?: number;
}
