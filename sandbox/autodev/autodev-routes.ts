// auto.dev's route table: the shared endpoints wrapped with auto.dev's answers and error
// wording, plus what only auto.dev has or places differently: /plate/{state}/{plate}
// (#1), its /taxes parameters (#13), the defaults of /payments, /apr and /tco (#28), the v1
// decode (#24) and GET /usage (#25); and the sandbox's own GET /_sandbox/usage (billed calls
// since start, #26). Errors are wrapped as { error: {...} } on /apr only (fixture
// apr-error-wrapped-400.json).
import { handleBuild } from '../endpoints/build-endpoint';
import { handleListing } from '../endpoints/listings-endpoint';
import { handlePhotos } from '../endpoints/photos-endpoint';
import { lookupPlate } from '../endpoints/plate-endpoint';
import { handleOpenRecalls, handleRecalls } from '../endpoints/recalls-endpoint';
import { handleSpecs } from '../endpoints/specs-endpoint';
import { handleVin } from '../endpoints/vin-endpoint';
import { json } from '../endpoints/handler-types';
import { ROUTES, type Route } from '../http/routes';
import { autodevHandler } from './autodev-answer';
import { handleAutodevApr, handleAutodevPayments, handleAutodevTco } from './autodev-finance-defaults';
import { handleAutodevListings, reshapeListing } from './autodev-listings-endpoint';
import { reshapeOpenRecalls, reshapeRecalls } from './autodev-recalls';
import { handleAutodevTaxes } from './autodev-taxes-endpoint';
import { buildError, photosError, reshapeBuild, reshapePayments, reshapeSpecs } from './autodev-vehicle-answers';
import { reshapeVinDecode } from './autodev-vin';
import type { BilledCalls } from './billed-calls';
import type { UsageMeter } from './usage-meter';
import { handleV1Vin } from './v1-vin-endpoint';

const SEGMENT = '([^/]+)';
const vinRoute = (name: string) => new RegExp(`^/${name}/${SEGMENT}$`);

export function autodevRoutes(meter: UsageMeter, billed: BilledCalls): Route[] {
  return [
    { pattern: /^\/listings$/, endpoint: 'listings', handler: autodevHandler('listings', handleAutodevListings) },
    {
      pattern: vinRoute('listings'),
      endpoint: 'listing',
      handler: autodevHandler('listing', handleListing, { reshape: reshapeListing }),
    },
    {
      pattern: vinRoute('photos'),
      endpoint: 'photos',
      handler: autodevHandler('photos', handlePhotos, { onError: photosError }),
    },
    {
      pattern: vinRoute('vin'),
      endpoint: 'vin',
      handler: autodevHandler('vin', handleVin, { reshape: reshapeVinDecode }),
    },
    // v1 reads the key from the lowercase apikey query parameter only (#23).
    { pattern: vinRoute('v1/vin'), endpoint: 'vin', handler: handleV1Vin, v1: true },
    {
      pattern: vinRoute('build'),
      endpoint: 'build',
      handler: autodevHandler('build', handleBuild, { reshape: reshapeBuild, onError: buildError }),
    },
    {
      pattern: vinRoute('specs'),
      endpoint: 'specs',
      handler: autodevHandler('specs', handleSpecs, { reshape: reshapeSpecs }),
    },
    {
      pattern: vinRoute('recalls'),
      endpoint: 'recalls',
      handler: autodevHandler('recalls', handleRecalls, { reshape: reshapeRecalls }),
    },
    {
      pattern: vinRoute('openrecalls'),
      endpoint: 'openrecalls',
      handler: autodevHandler('openrecalls', handleOpenRecalls, { reshape: reshapeOpenRecalls }),
    },
    {
      pattern: new RegExp(`^/plate/${SEGMENT}/${SEGMENT}$`),
      endpoint: 'plate',
      handler: autodevHandler('plate', (ctx) => lookupPlate(ctx, ctx.params[1] ?? '', ctx.params[0] ?? '')),
    },
    {
      pattern: vinRoute('payments'),
      endpoint: 'payments',
      handler: autodevHandler('payments', handleAutodevPayments, { reshape: reshapePayments }),
    },
    { pattern: vinRoute('apr'), endpoint: 'apr', handler: autodevHandler('apr', handleAutodevApr), wrapErrors: true },
    { pattern: vinRoute('taxes'), endpoint: 'taxes', handler: autodevHandler('taxes', handleAutodevTaxes) },
    { pattern: vinRoute('tco'), endpoint: 'tco', handler: autodevHandler('tco', handleAutodevTco) },
    {
      pattern: /^\/usage$/,
      endpoint: null,
      needsKey: true,
      handler: (ctx) => json(meter.report(ctx.apiKey ?? '', ctx.plan ?? 'free')),
    },
    // The billed calls of the caller's key since the sandbox started, for tests and the bench to
    // hold VinDesk's ledger to (#26, #27). Keyed like the V2 routes, so one key reads only its own
    // counts; an instrument, so reading it bills nothing, takes no rate-limit token and no fault.
    {
      pattern: /^\/_sandbox\/usage$/,
      endpoint: null,
      needsKey: true,
      instrument: true,
      handler: (ctx) => json(billed.report(ctx.apiKey ?? '')),
    },
    // Photo files, samples and the vdp/history pages need no key in either dialect.
    ...ROUTES.filter((route) => route.endpoint === null),
  ];
}
