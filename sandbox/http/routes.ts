// The route table: path pattern, the plan table's endpoint (null: no key needed),
// and the spec's per-endpoint error quirks.
import type { Endpoint } from '../../shared/plan/plan-access';
import { handleApr } from '../endpoints/apr-endpoint';
import { handleBuild } from '../endpoints/build-endpoint';
import { handleListing, handleListings } from '../endpoints/listings-endpoint';
import { handleClock, handleMoves } from '../endpoints/market-endpoint';
import { handleHistoryPage, handleVdpPage } from '../endpoints/pages-endpoint';
import { handlePayments } from '../endpoints/payments-endpoint';
import { handlePhotoImage, handlePhotos } from '../endpoints/photos-endpoint';
import { handlePlate } from '../endpoints/plate-endpoint';
import { handleOpenRecalls, handleRecalls } from '../endpoints/recalls-endpoint';
import { handleSpecs } from '../endpoints/specs-endpoint';
import { handleTaxes } from '../endpoints/taxes-endpoint';
import { handleTco } from '../endpoints/tco-endpoint';
import { handleVin } from '../endpoints/vin-endpoint';
import { json, type Handler } from '../endpoints/handler-types';

export interface Route {
  pattern: RegExp;
  endpoint: Endpoint | null;
  handler: Handler;
  /** A route outside the plan table that still needs a key (auto.dev's GET /usage). */
  needsKey?: boolean;
  /**
   * The sandbox's own measuring route (auto.dev's /_sandbox/usage): injected fault rules and the
   * rate limiter pass it by, so reading it cannot use up a rule or a token meant for the calls
   * it measures and change what it reports.
   */
  instrument?: boolean;
  /** Also takes POST with a JSON body (the sandbox's own controls, e.g. /_sandbox/clock). */
  post?: boolean;
  /** v1 family: the key may also come as the apiKey query parameter. */
  v1?: boolean;
  /** Errors as { error: {...} } (interest rates, open recalls). */
  wrapErrors?: boolean;
  /** Error path written with this prefix instead of the first pathPrefixLength characters. */
  errorPathPrefix?: string;
  pathPrefixLength?: number;
}

const SEGMENT = '([^/]+)';

export const ROUTES: readonly Route[] = [
  { pattern: /^\/listings$/, endpoint: 'listings', handler: handleListings },
  { pattern: new RegExp(`^/listings/${SEGMENT}$`), endpoint: 'listing', handler: handleListing },
  { pattern: new RegExp(`^/photos/${SEGMENT}$`), endpoint: 'photos', handler: handlePhotos },
  { pattern: /^\/photos\/([^/]+)\/([A-Z0-9]{17})-(\d+)\.jpg$/, endpoint: null, handler: handlePhotoImage },
  { pattern: new RegExp(`^/vin/${SEGMENT}$`), endpoint: 'vin', handler: handleVin },
  { pattern: new RegExp(`^/v1/vin/${SEGMENT}$`), endpoint: 'vin', handler: handleVin, v1: true },
  { pattern: new RegExp(`^/build/${SEGMENT}$`), endpoint: 'build', handler: handleBuild },
  { pattern: new RegExp(`^/specs/${SEGMENT}$`), endpoint: 'specs', handler: handleSpecs },
  { pattern: new RegExp(`^/recalls/${SEGMENT}$`), endpoint: 'recalls', handler: handleRecalls },
  {
    pattern: new RegExp(`^/openrecalls/${SEGMENT}$`),
    endpoint: 'openrecalls',
    handler: handleOpenRecalls,
    wrapErrors: true,
  },
  { pattern: new RegExp(`^/plate/${SEGMENT}$`), endpoint: 'plate', handler: handlePlate },
  { pattern: new RegExp(`^/payments/${SEGMENT}$`), endpoint: 'payments', handler: handlePayments },
  {
    pattern: new RegExp(`^/apr/${SEGMENT}$`),
    endpoint: 'apr',
    handler: handleApr,
    wrapErrors: true,
    errorPathPrefix: '/rates',
    pathPrefixLength: '/apr'.length,
  },
  { pattern: new RegExp(`^/taxes/${SEGMENT}$`), endpoint: 'taxes', handler: handleTaxes },
  { pattern: new RegExp(`^/tco/${SEGMENT}$`), endpoint: 'tco', handler: handleTco },
  { pattern: /^\/_sandbox\/samples$/, endpoint: null, handler: (ctx) => json(ctx.state.samples) },
  { pattern: /^\/_sandbox\/clock$/, endpoint: null, handler: handleClock, post: true },
  { pattern: /^\/_sandbox\/market\/moves$/, endpoint: null, handler: handleMoves },
  { pattern: new RegExp(`^/_sandbox/vdp/${SEGMENT}$`), endpoint: null, handler: handleVdpPage },
  { pattern: new RegExp(`^/_sandbox/history/${SEGMENT}$`), endpoint: null, handler: handleHistoryPage },
];
