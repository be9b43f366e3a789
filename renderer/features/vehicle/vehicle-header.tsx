import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { Listing } from '../../../shared/schemas/listing-schema';
import type { VinDecode } from '../../../shared/schemas/vin-decode-schema';
import { invoke } from '../../api/vds';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { formatDollars, formatMiles } from '../../ui/format-money';
import { vinAnatomy } from './vin-anatomy';
import { modelYearLabel } from '../../../shared/domain/model-year-label';

interface VehicleHeaderProps {
  vin: string;
  listing: Listing | null;
  /** false: the service says no listing is active for this VIN. */
  listed: boolean | null;
  decode: VinDecode | undefined;
  openRecallCount: number | null;
}

/** The vehicle's name, its VIN with copy and check-digit validity, and the listing's key facts. */
export function VehicleHeader({ vin, listing, listed, decode, openRecallCount }: VehicleHeaderProps) {
  const anatomy = vinAnatomy(vin);
  const vehicle = listing?.vehicle;
  const year = vehicle?.year ?? modelYearLabel(decode?.vehicle?.year, decode?.vehicle?.yearTo) ?? anatomy.modelYear;
  const make = vehicle?.make ?? decode?.make ?? decode?.vehicle?.make;
  const model = vehicle?.model ?? decode?.model ?? decode?.vehicle?.model;
  const trim = vehicle?.trim ?? decode?.trim;
  const name = [year, make, model, trim].filter(Boolean).join(' ') || 'Vehicle';
  const retail = listing?.retailListing;
  const [copied, setCopied] = useState(false);
  const openDealer = useMutation({ mutationFn: (url: string) => invoke('shell.openExternal', { url }) });

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
          {openRecallCount !== null &&
            (openRecallCount > 0 ? (
              <Badge tone="danger" dot>
                {openRecallCount === 1 ? '1 open recall' : `${openRecallCount} open recalls`}
              </Badge>
            ) : (
              <Badge tone="success">No open recalls</Badge>
            ))}
          {listed === false && <Badge>Not currently listed</Badge>}
          {retail?.used === false && <Badge tone="accent">New</Badge>}
          {retail?.used && !retail.cpo && <Badge>Used</Badge>}
          {retail?.cpo && <Badge tone="accent">Certified pre-owned</Badge>}
        </div>
      </div>
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
          {retail.vdp && /^https:\/\//.test(retail.vdp) && (
            <div>
              <dt>Listing</dt>
              <dd>
                <Button size="sm" onClick={() => openDealer.mutate(retail.vdp!)}>
                  Open dealer page
                </Button>
              </dd>
            </div>
          )}
        </dl>
      )}
    </header>
  );
}
