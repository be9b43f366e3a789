// Where a "link out" leads. The window names a target (a recall campaign, a listing's
// dealer page or history report); main turns it into an address it can vouch for:
// the NHTSA pattern it builds itself, or a URL the service issued for that VIN.
import type { Listing } from '../../../shared/schemas/listing-schema';
import { AppErrorException, appError } from '../../../shared/ipc/app-error';
import { NHTSA_CAMPAIGN_PATTERN } from '../../../shared/ipc/document-channels';
import { isSafeExternalUrl } from '../../platform/security/navigation-guards';

/** NHTSA's public page of one recall campaign. */
export function nhtsaRecallUrl(campaign: string): string {
  if (!NHTSA_CAMPAIGN_PATTERN.test(campaign)) throw new Error(`Not an NHTSA campaign number: ${campaign}`);
  return `https://www.nhtsa.gov/recalls?nhtsaId=${campaign}`;
}

const LINK_NAMES = { dealer: 'dealer page', history: 'vehicle history report' } as const;

/** The demo service runs on this computer over plain http; nothing else may be http. */
const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * Whether main may hand an address to the system browser: an https page without
 * credentials in it, or the demo service's own http page on this computer.
 */
export function isOpenableUrl(url: string): boolean {
  if (isSafeExternalUrl(url)) return true;
  try {
    const parsed = new URL(url);
    return (
      parsed.protocol === 'http:' &&
      LOOPBACK_HOSTS.has(parsed.hostname) &&
      parsed.username === '' &&
      parsed.password === ''
    );
  } catch {
    return false;
  }
}

/**
 * The listing's own link of that kind, made safe to hand to the browser: an http address
 * on the internet is upgraded to https (auto.dev's documented vdp is plain http); any
 * other scheme, or an address with credentials in it, is refused.
 */
export function listingLinkUrl(listing: Listing, kind: 'dealer' | 'history'): string {
  const retail = listing.retailListing;
  const raw = kind === 'dealer' ? retail.vdp : retail.historyReportUrl;
  if (!raw) {
    throw new AppErrorException(
      appError('not-found', 'NO_LINK', `The service gives no ${LINK_NAMES[kind]} for this vehicle.`),
    );
  }
  const url = /^http:\/\//i.test(raw) && !isOpenableUrl(raw) ? `https://${raw.slice('http://'.length)}` : raw;
  if (!isOpenableUrl(url)) {
    throw new AppErrorException(
      appError('invalid-input', 'UNSAFE_URL', `The ${LINK_NAMES[kind]} the service gave is not a secure web address.`),
    );
  }
  return url;
}
