import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { PriceDrop } from '../../../shared/ipc/market-channels';
import type { ListingSummary } from '../../../shared/schemas/listing-summary';
import { explainVinProblem, normalizeVin } from '../../../shared/vin/vin-rule';
import { priceDropQueries } from '../../api/price-drop-queries';

/** The largest page a plan allows; market.drops takes no more in one call. */
const MAX_PAGE_VINS = 500;

/**
 * The price drops of the page shown, asked once per answer of its search: `answeredAt` is when
 * that answer reached this window (the query's dataUpdatedAt), undefined while the page's search
 * is still running. Main records an answer's sightings before it replies (ListingObserver), so
 * asking only after the answer has settled reads this very answer's prices, and a refetch that
 * brings a lower price asks again. The page before's drops stay shown meanwhile.
 */
export function usePriceDrops(
  listings: readonly ListingSummary[],
  answeredAt: number | undefined,
): (listing: ListingSummary) => PriceDrop | undefined {
  const vins = useMemo(() => {
    const valid = listings.map((listing) => normalizeVin(listing.vin)).filter((vin) => explainVinProblem(vin) === null);
    return [...new Set(valid)].slice(0, MAX_PAGE_VINS);
  }, [listings]);
  const drops = useQuery({
    ...priceDropQueries.page(answeredAt === undefined ? null : vins, answeredAt ?? 0),
    placeholderData: keepPreviousData,
  });
  const found = drops.data;
  return (listing) => found?.[normalizeVin(listing.vin)];
}
