import { useQueries } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { DealRating } from '../../../shared/domain/deal-rating';
import type { ListingSummary } from '../../../shared/schemas/listing-summary';
import { dealRatingQueries, ratingOf } from '../../api/deal-rating-queries';
import { ratingGroupOf, type RatingGroups } from './rating-groups';

interface ResultRatings {
  /** A listing's rating; undefined while it loads or its group is not asked yet. */
  ratingFor: (listing: ListingSummary) => DealRating | undefined;
  /** Its group's ratings failed (other groups' ratings still show). */
  failedFor: (listing: ListingSummary) => boolean;
}

const UNRATED: DealRating = { status: 'unrated', reason: 'too-few', comparables: 0 };

/**
 * The deal ratings of a page of results, one call per make and model, asked only for the
 * groups `seen` (use-seen-groups.ts): each group costs main a listings search, billed per
 * call (docs/real-service.md row 26), and rating a whole 50-row page at once cost more than
 * the page itself (issue #35). Rows of a seen group that are off screen come with it, free.
 */
export function useResultRatings(page: RatingGroups, seen: ReadonlySet<string>): ResultRatings {
  // Built again only when the page or what was seen changes, not at every step of a scroll.
  const queries = useMemo(
    () =>
      page.groups.map((group) => ({
        ...dealRatingQueries.forListings(group.listings),
        enabled: seen.has(group.key),
      })),
    [page, seen],
  );
  const results = useQueries({ queries });
  const resultOf = (listing: ListingSummary) => {
    const key = ratingGroupOf(listing);
    const place = page.placeOf.get(key);
    return seen.has(key) && place !== undefined ? results[place] : undefined;
  };
  return {
    ratingFor: (listing) => {
      const ratings = resultOf(listing);
      if (!ratings) return undefined;
      // A group main was not asked about (no VIN, year, make or model to compare by) has no comparables.
      const settled = ratings.data !== undefined || ratings.fetchStatus === 'idle';
      return settled ? (ratingOf(ratings.data, listing.vin) ?? UNRATED) : undefined;
    },
    failedFor: (listing) => resultOf(listing)?.isError ?? false,
  };
}
