import type { LinkTarget } from '../../../shared/ipc/document-channels';
import type { RetailListing } from '../../../shared/schemas/listing-schema';
import { hrefs } from '../../stores/routes';
import { Button } from '../../ui/button';
import { formatDollars, formatMiles } from '../../ui/format-money';
import { isWebAddress } from './is-web-address';

interface ListingFactsProps {
  retail: RetailListing;
  /** Opens the dealer's page or the history report in the system browser. */
  onOpenLink: (kind: Extract<LinkTarget['kind'], 'dealer' | 'history'>) => void;
}

/** The listing's key facts: price, miles, dealer, and the links it carries. */
export function ListingFacts({ retail, onOpenLink }: ListingFactsProps) {
  return (
    <dl className="vehicle-header__facts">
      <div>
        <dt>Price</dt>
        <dd className="vehicle-header__price">{retail.price ? formatDollars(retail.price) : 'Call for price'}</dd>
      </div>
      <div>
        <dt>Miles</dt>
        <dd>{formatMiles(retail.miles)}</dd>
      </div>
      <div>
        <dt>Dealer</dt>
        <dd>
          {retail.dealer ?? '—'}
          {(retail.city || retail.state) && (
            <span className="muted"> · {[retail.city, retail.state].filter(Boolean).join(', ')}</span>
          )}
          {retail.dealer && (
            // The dealer's other cars against their local market (issue #39 item 5); nothing is
            // searched until the dealer's lot screen's own button, which names the cost.
            <>
              {' '}
              <a
                className="vehicle-header__dealer-lot"
                href={hrefs.dealerLot({ name: retail.dealer, zip: retail.zip })}
              >
                See this dealer’s lot
              </a>
            </>
          )}
        </dd>
      </div>
      {(isWebAddress(retail.vdp) || isWebAddress(retail.historyReportUrl)) && (
        <div>
          <dt>Links</dt>
          <dd className="row vehicle-header__links">
            {isWebAddress(retail.vdp) && (
              <Button size="sm" aria-label="Dealer’s page, opens in your browser" onClick={() => onOpenLink('dealer')}>
                Dealer’s page <span aria-hidden="true">↗</span>
              </Button>
            )}
            {isWebAddress(retail.historyReportUrl) && (
              <Button
                size="sm"
                aria-label="Vehicle history report, opens in your browser"
                onClick={() => onOpenLink('history')}
              >
                Vehicle history report <span aria-hidden="true">↗</span>
              </Button>
            )}
          </dd>
        </div>
      )}
    </dl>
  );
}
