import { formatMicros } from '../../shared/spend/format-micros';
import { hrefs } from '../stores/routes';
import { Button } from './button';

interface LoadOnClickProps {
  /** What loads, as a dealer calls it: "build sheet". */
  what: string;
  priceMicros: number;
  /** The dealer's negotiated price rather than the list price. */
  negotiated: boolean;
  onLoad: () => void;
}

/**
 * A panel that waits for a click because its one lookup costs more than the click-to-load
 * price in Settings (docs/real-service.md row 26 bills every call): the button names the price.
 */
export function LoadOnClick({ what, priceMicros, negotiated, onLoad }: LoadOnClickProps) {
  const price = formatMicros(priceMicros);
  return (
    <div className="stack load-on-click">
      <p className="muted">
        The service charges {price}
        {negotiated ? ' (your negotiated price)' : ''} for each {what}, so VinDesk loads it only when you ask.{' '}
        <a href={hrefs.settings()}>Always load it, or change the price limit, in Settings</a>.
      </p>
      <div>
        <Button variant="primary" onClick={onLoad}>
          Load {what} — {price}
        </Button>
      </div>
    </div>
  );
}
