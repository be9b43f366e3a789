import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { marketKeys, marketQueries } from '../../api/market-queries';
import { Card } from '../../ui/card';
import { Skeleton } from '../../ui/skeleton';
import { PriceHistoryChart } from './price-history-chart';
import {
  changeWords,
  datesSourceWords,
  dayWords,
  daysListedWords,
  noChangesWords,
  priceChanges,
} from './price-history-words';

interface PriceHistoryCardProps {
  vin: string;
  /**
   * When the page's listing answer last arrived (0 before it has). Each answer records a
   * sighting in main (electron/features/market/market-observer.ts), so a new one is read again.
   */
  listingUpdatedAt: number;
}

/** The asking price over time as this computer saw it, with how long the car has been listed. */
export function PriceHistoryCard({ vin, listingUpdatedAt }: PriceHistoryCardProps) {
  const queryClient = useQueryClient();
  const history = useQuery(marketQueries.history(vin));
  const seenAnswer = useRef(listingUpdatedAt);
  useEffect(() => {
    if (listingUpdatedAt === seenAnswer.current) return;
    seenAnswer.current = listingUpdatedAt;
    void queryClient.invalidateQueries({ queryKey: marketKeys.history(vin), exact: true });
    // The stored view reads the VIN's own price too; it is free to read again.
    void queryClient.invalidateQueries({ queryKey: marketKeys.view(vin), exact: true });
  }, [listingUpdatedAt, queryClient, vin]);

  if (history.isPending) {
    return (
      <Card title="Price history">
        <div className="stack" aria-busy="true">
          <span className="sr-only" role="status">
            Loading price history…
          </span>
          <Skeleton />
        </div>
      </Card>
    );
  }
  if (history.isError) {
    return (
      <Card title="Price history">
        <p className="muted">The price history could not be read on this computer.</p>
      </Card>
    );
  }
  const data = history.data;
  if (data === null) {
    return (
      <Card title="Price history">
        <p className="muted">Not seen in a listing on this computer yet: its price history starts when it is.</p>
      </Card>
    );
  }
  const changes = priceChanges(data);
  return (
    <Card title="Price history">
      <div className="stack price-history">
        <p>
          <strong>{daysListedWords(data)}</strong>
          {data.goneOn !== null && ` · no longer listed since ${dayWords(data.goneOn)}`}
        </p>
        {changes.length === 0 ? (
          <p className="muted">{noChangesWords(data)}</p>
        ) : (
          <figure className="price-history__figure" aria-labelledby={`price-history-caption-${vin}`}>
            <figcaption id={`price-history-caption-${vin}`} className="sr-only">
              Asking price over time
            </figcaption>
            <PriceHistoryChart history={data} />
            <ul className="price-history__changes" aria-label="Price changes">
              {changes.map((change) => (
                <li key={change.at}>{changeWords(change)}</li>
              ))}
            </ul>
          </figure>
        )}
        <p className="muted price-history__source">{datesSourceWords(data)}</p>
      </div>
    </Card>
  );
}
