import type { Endpoint } from '../../shared/plan/plan-access';
import { ENDPOINT_IDS, ENDPOINT_TABLE, endpointRow } from '../../shared/service/endpoint-table';

// How long an answer counts as fresh in main's cache, per endpoint key: the endpoint
// table's cacheMs (shared/service/endpoint-freshness.ts says why each is what it is).

export const CACHE_TTL_MS: Readonly<Record<Endpoint, number>> = Object.fromEntries(
  ENDPOINT_IDS.map((id) => [ENDPOINT_TABLE[id].plan, endpointRow(id).freshness.cacheMs]),
) as Record<Endpoint, number>;

/** Default bound of the cache on disk. */
export const DEFAULT_CACHE_MAX_BYTES = 100 * 1024 * 1024;
