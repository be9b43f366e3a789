import { useEffect, useRef, useState } from 'react';
import { appErrorOf } from '../../api/app-error-of';
import { useClearPriceHistory } from '../../api/market-queries';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { ErrorPanel } from '../../ui/error-panel';
import { formatCount } from '../../ui/format-money';

/** "Forgot 1,204 listings." */
function forgottenWords(listings: number): string {
  if (listings === 0) return 'There was no price history to clear.';
  return `Forgot ${formatCount(listings)} ${listings === 1 ? 'listing' : 'listings'}.`;
}

/**
 * Clears what VinDesk has kept of the listings it received (issue #39): every price history,
 * and with them the local market views built from them. Asked once more before it goes.
 */
export function PriceHistoryCard() {
  const clear = useClearPriceHistory();
  const [confirming, setConfirming] = useState(false);
  const confirmButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (confirming) confirmButton.current?.focus();
  }, [confirming]);
  return (
    <Card
      title="Price history"
      description="VinDesk remembers the price, miles and dealer of each listing it receives, on this computer only: the price history and local market on a vehicle’s page are built from them."
    >
      <div className="stack">
        <div className="row">
          {confirming ? (
            <>
              <span className="muted">Forget every listing’s price history?</span>
              <Button
                ref={confirmButton}
                variant="danger"
                busy={clear.isPending}
                onClick={() => clear.mutate(undefined, { onSettled: () => setConfirming(false) })}
              >
                Yes, clear it
              </Button>
              <Button variant="ghost" onClick={() => setConfirming(false)}>
                Keep it
              </Button>
            </>
          ) : (
            <Button variant="danger" onClick={() => setConfirming(true)}>
              Clear price history
            </Button>
          )}
          <span role="status" aria-live="polite">
            {clear.isSuccess && !confirming && forgottenWords(clear.data.listings)}
          </span>
        </div>
        {clear.isError && <ErrorPanel error={appErrorOf(clear.error)} title="The price history was not cleared" />}
      </div>
    </Card>
  );
}
