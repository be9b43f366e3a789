import { useEffect, useId, useRef } from 'react';
import { formatMicros } from '../../../shared/spend/format-micros';
import { Button } from '../../ui/button';
import { formatCount } from '../../ui/format-money';
import type { PendingWatch } from './use-watch-with-estimate';
import { firstCheckWords, watchlistCostWords } from './watchlist-cost-words';

interface WatchConfirmProps {
  pending: PendingWatch;
  onConfirm: () => void;
  onCancel: () => void;
}

/** What watching these VINs costs, shown before any call; Enter on the focused button adds, Escape cancels. */
export function WatchConfirm({ pending, onConfirm, onCancel }: WatchConfirmProps) {
  const titleId = useId();
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => root.current?.querySelector<HTMLButtonElement>('button')?.focus(), []);
  useEffect(() => {
    const node = root.current;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onCancel();
    node?.addEventListener('keydown', onKey);
    return () => node?.removeEventListener('keydown', onKey);
  }, [onCancel]);
  const { newVins, firstCheck, after } = pending.estimate;
  const count = newVins === 1 ? '1 VIN' : `${formatCount(newVins)} VINs`;
  return (
    <div ref={root} role="alertdialog" aria-labelledby={titleId} className="callout callout--warning">
      <div className="callout__body stack">
        {newVins === 0 ? (
          <>
            <p id={titleId} className="callout__title">
              These VINs are already watched
            </p>
            <div className="row">
              <Button onClick={onCancel}>Close</Button>
            </div>
          </>
        ) : (
          <>
            <p id={titleId} className="callout__title">
              Watch {count}?
            </p>
            <p>{firstCheckWords(newVins, firstCheck)}</p>
            <p>After that: {watchlistCostWords(after)}.</p>
            {firstCheck.needsConfirmation && (
              <p>
                That is more than the {formatMicros(firstCheck.confirmAboveMicros)} you asked VinDesk to confirm first
                (Settings).
              </p>
            )}
            <div className="row">
              <Button variant="primary" onClick={onConfirm}>
                Watch {count}
              </Button>
              <Button variant="ghost" onClick={onCancel}>
                Cancel
              </Button>
            </div>
          </>
        )}
      </div>
    </div>
  );
}
