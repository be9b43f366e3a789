import type { UseQueryResult } from '@tanstack/react-query';
import { appErrorOf } from '../api/app-error-of';
import { ErrorPanel } from './error-panel';
import { Skeleton } from './skeleton';

interface StoredUnreadProps {
  /** What the card lists, as a noun phrase: "your alerts". */
  what: string;
  /** Its read from this computer, not yet answered: still running, or failed. */
  query: Pick<UseQueryResult, 'isError' | 'error' | 'refetch'>;
}

/**
 * A card's list read from this computer (alerts, the watchlist, saved searches) before it has
 * arrived: a busy skeleton while it is read, and when it cannot be read that is said, with a
 * retry. Never the card's empty words, which would tell the dealer they have nothing saved when
 * it is only unread.
 */
export function StoredUnread({ what, query }: StoredUnreadProps) {
  if (query.isError)
    return (
      <ErrorPanel
        error={appErrorOf(query.error)}
        title={`${what.charAt(0).toUpperCase()}${what.slice(1)} could not be read`}
        onRetry={() => void query.refetch()}
      />
    );
  return (
    <div className="stack" aria-busy="true">
      <span className="sr-only" role="status">
        Reading {what}…
      </span>
      <Skeleton width="70%" />
    </div>
  );
}
