import { LISTINGS_PAGE_CAP, type Plan } from '../../shared/plan/plan-access';
import type { ListingsSearchInput, ListingsSelectInput } from '../../shared/schemas/listings-query-schema';
import type { ClampedLimit } from '../../shared/schemas/fetched';
import { formatSort, toQueryString } from './spec-quirks';

/** The service's page size when none is sent. */
const DEFAULT_LIMIT = 100;

export interface ListingsQuery {
  query: string;
  clampedLimit?: ClampedLimit;
}

/**
 * The query string of GET /listings for a search. The page size is lowered to the
 * plan's announced cap (Starter 20, Growth 100, Scale 500) so nothing breaks the day
 * the service enforces it; `plan` is the largest plan the account may have, so the
 * cap is never stricter than the real one.
 */
export function buildListingsQuery(
  input: ListingsSearchInput | Partial<ListingsSelectInput>,
  plan: Plan,
): ListingsQuery {
  const cap = LISTINGS_PAGE_CAP[plan];
  const requested = input.limit ?? DEFAULT_LIMIT;
  const applied = Math.min(requested, cap);
  const clamped = applied < requested;
  const { sort, ...rest } = input;

  const query = toQueryString({
    ...rest,
    // Sent when asked for, or when the cap lowered the service's default.
    limit: input.limit !== undefined || clamped ? applied : undefined,
    sort: sort ? formatSort(sort) : undefined,
  });
  return clamped ? { query, clampedLimit: { requested, applied, plan } } : { query };
}
