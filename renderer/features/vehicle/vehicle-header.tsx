import { useState } from 'react';
import { PLAN_LABELS, type Plan } from '../../../shared/plan/plan-access';
import { openRecallCountWords } from '../../../shared/recalls/recall-severity';
import type { Listing } from '../../../shared/schemas/listing-schema';
import type { VinDecode } from '../../../shared/schemas/vin-decode-schema';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { Skeleton } from '../../ui/skeleton';
import { ListingDealRating } from '../../ui/deal-rating-badge';
import { formatDollars, formatMiles } from '../../ui/format-money';
import { useOpenLink } from './use-open-link';
import { vinAnatomy } from './vin-anatomy';
import { modelYearLabel } from '../../../shared/domain/model-year-label';

interface VehicleHeaderProps {
  vin: string;
  listing: Listing | null;
  /** false: the service says no listing is active for this VIN. */
  listed: boolean | null;
  decode: VinDecode | undefined;
  openRecallCount: number | null;
  /** The plan recalls need, when the plan in force checks none: the header then says so. */
  recallsNeedPlan: Plan | null;
  /** The listing is still on its way: its facts show as placeholders, not as absent. */
  listingPending?: boolean;
}

/** The vehicle's name, its VIN with copy and check-digit validity, and the listing's key facts. */
export function VehicleHeader({
  vin,
  listing,
  listed,
  decode,
  openRecallCount,
  recallsNeedPlan,
  listingPending = false,
}: VehicleHeaderProps) {
  const anatomy = vinAnatomy(vin);
  const openRecalls =
    openRecallCount === null ? null : { count: openRecallCount, ...openRecallCountWords(openRecallCount) };
  const vehicle = listing?.vehicle;
  const year = vehicle?.year ?? modelYearLabel(decode?.vehicle?.year, decode?.vehicle?.yearTo) ?? anatomy.modelYear;
  const make = vehicle?.make ?? decode?.make ?? decode?.vehicle?.make;
  const model = vehicle?.model ?? decode?.model ?? decode?.vehicle?.model;
  const trim = vehicle?.trim ?? decode?.trim;
  const name = [year, make, model, trim].filter(Boolean).join(' ') || 'Vehicle';
  const retail = listing?.retailListing;
  const [copied, setCopied] = useState(false);
  const openLink = useOpenLink();

  async function copyVin() {
    await navigator.clipboard.writeText(vin);
    setCopied(true);
    window.setTimeout(() => setCopied(false), 2000);
  }

  return (
    <header className="vehicle-header">
      <div className="vehicle-header__title">
        <p className="page-header__eyebrow">Vehicle</p>
        <h1>{name}</h1>
        <div className="row vehicle-header__vin">
          <span className="mono" aria-label="VIN">
            {vin}
          </span>
          <Button size="sm" variant="ghost" onClick={() => void copyVin()} aria-label="Copy VIN">
            {copied ? 'Copied' : 'Copy'}
          </Button>
          {anatomy.checkDigitOk ? (
            <Badge tone="success">Check digit valid</Badge>
          ) : (
            <Badge tone="danger">Check digit does not match</Badge>
          )}
          {openRecalls && (
            <Badge tone={openRecalls.tone} dot={openRecalls.count > 0}>
              {openRecalls.label}
            </Badge>
          )}
          {recallsNeedPlan && (
            <Badge tone="warning" dot description={`Recall checks need the ${PLAN_LABELS[recallsNeedPlan]} plan.`}>
              Recalls not checked
            </Badge>
          )}
          {listed === false && <Badge>Not currently listed</Badge>}
          {retail?.used === false && <Badge tone="accent">New</Badge>}
          {retail?.used && !retail.cpo && <Badge>Used</Badge>}
          {retail?.cpo && <Badge tone="accent">Certified pre-owned</Badge>}
        </div>
        {listing && <ListingDealRating listing={listing} />}
      </div>
      {!retail && listingPending && (
        <div className="vehicle-header__facts" aria-busy="true">
          <span className="sr-only" role="status">
            Loading the listing…
          </span>
          <Skeleton width={120} height={28} />
          <Skeleton width={80} height={28} />
          <Skeleton width={160} height={28} />
        </div>
      )}
      {retail && (
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
            </dd>
          </div>
          {(isWebAddress(retail.vdp) || isWebAddress(retail.historyReportUrl)) && (
            <div>
              <dt>Links</dt>
              <dd className="row vehicle-header__links">
                {isWebAddress(retail.vdp) && (
                  <Button
                    size="sm"
                    aria-label="Dealer’s page, opens in your browser"
                    onClick={() => openLink.mutate({ kind: 'dealer', vin })}
                  >
                    Dealer’s page <span aria-hidden="true">↗</span>
                  </Button>
                )}
                {isWebAddress(retail.historyReportUrl) && (
                  <Button
                    size="sm"
                    aria-label="Vehicle history report, opens in your browser"
                    onClick={() => openLink.mutate({ kind: 'history', vin })}
                  >
                    Vehicle history report <span aria-hidden="true">↗</span>
                  </Button>
                )}
              </dd>
            </div>
          )}
        </dl>
      )}
    </header>
  );
}

/** Main decides what opens (https only, upgraded from http); a link that is no web address is not offered. */
function isWebAddress(url: string | undefined): boolean {
  return url !== undefined && /^https?:\/\/[^\s]+$/i.test(url);
}
