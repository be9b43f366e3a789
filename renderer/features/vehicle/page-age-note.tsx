import { useQueries } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { vehiclePageAnswers, vehiclePageOpenedAt } from '../../api/vehicle-page-queries';
import { describeAge, formatSavedAt } from '../../ui/stale-note';

/**
 * "Saved 3 minutes ago": a revisit paints at once from what this window kept, and says how
 * old that is, calmly (the offline badge is for when the service cannot be reached). Shown
 * while any answer on the page is older than this visit; gone once they are all refreshed.
 */
export function PageAgeNote({ vin }: { vin: string }) {
  const now = useMinuteClock();
  // This visit began as the route changed (noted before the page mounted); answers from before then are a saved copy.
  const [opened] = useState(() => vehiclePageOpenedAt(vin) ?? Date.now());
  const oldest = useQueries({
    queries: vehiclePageAnswers(vin).map((query) => ({ ...query, enabled: false })),
    combine: (results) => {
      let at: number | null = null;
      for (const result of results) {
        if (!result.data || result.dataUpdatedAt >= opened) continue;
        const fetched = Date.parse(result.data.fetchedAt);
        const time = Number.isFinite(fetched) ? fetched : result.dataUpdatedAt;
        at = at === null ? time : Math.min(at, time);
      }
      return at;
    },
  });
  if (oldest === null) return null;
  return (
    <p className="muted page-age-note" title={`Shown from this computer’s copy, saved ${formatSavedAt(oldest)}`}>
      Saved {describeAge(oldest, now)}
    </p>
  );
}

/** Re-renders once a minute, so "Saved 3 minutes ago" does not stay at 3 while the page is open. */
function useMinuteClock(): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 60_000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}
