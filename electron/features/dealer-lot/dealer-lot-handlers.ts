import type { DealerLot, dealerLotChannels, SeenDealer } from '../../../shared/ipc/dealer-lot-channels';
import { AppErrorException, appError } from '../../../shared/ipc/app-error';
import type { Listing } from '../../../shared/schemas/listing-schema';
import type { EndpointId } from '../../../shared/service/endpoint-table';
import type { SpendEstimate } from '../../../shared/spend/spend-estimate';
import { writeFileAtomic, type TempFileLog } from '../../platform/fs/atomic-write';
import type { Handler } from '../../platform/ipc/router';
import { dealerLotCsv } from './dealer-lot-csv';
import { dealerKey } from './dealer-name';
import { findLot, type LotClient } from './find-lot';
import { lotGroups } from './lot-groups';
import { lotRows, type LotMarket } from './lot-rows';

export type DealerLotHandlers = { [K in keyof typeof dealerLotChannels]: Handler<K> };

/** At most this many listings calls per market refresh (market-refresh.ts MAX_REFRESH_CALLS). */
const CALLS_PER_REFRESH = 5;
/** A lot found for the estimate is built from without asking again while this fresh. */
const FOUND_FRESH_MS = 15 * 60_000;

export interface DealerLotDeps {
  /** The client with activity "market" (call-activity.ts). */
  client: LotClient;
  market: LotMarket;
  /** The market refresh of market-refresh.ts for the car (year ±1, make, model near its ZIP); returns calls made. */
  refresh(vin: string, signal?: AbortSignal): Promise<number>;
  /** Prices `calls` listings calls (the spend estimator's forCalls). */
  estimateCalls(endpoint: EndpointId, calls: number): Promise<SpendEstimate>;
  /** The ZIP VinDesk saw the dealer at, when the dealer typed none. */
  seenZip(dealer: string): string | null;
  /** The dealers VinDesk has seen, for the name field's suggestions. */
  seenDealers(): SeenDealer[];
  chooseSavePath(suggestedName: string): Promise<string | null>;
  temps?: TempFileLog;
  now?: () => number;
}

function zipOf(deps: DealerLotDeps, dealer: string, zip: string | undefined): string {
  const found = zip ?? deps.seenZip(dealer);
  if (found) return found;
  throw new AppErrorException(
    appError('invalid-input', 'DEALER_ZIP_NEEDED', `VinDesk has not seen listings from “${dealer}” yet.`, {
      suggestion: 'Type your dealership’s ZIP code as well.',
    }),
  );
}

export function createDealerLotHandlers(deps: DealerLotDeps): DealerLotHandlers {
  const now = deps.now ?? Date.now;
  const found = new Map<string, { at: number; listings: Listing[] }>();
  const built = new Map<string, DealerLot>();
  const keyOf = (dealer: string, zip: string) => `${dealerKey(dealer)}|${zip}`;

  return {
    'dealerLot.seenDealers': () => deps.seenDealers(),
    'dealerLot.estimate': async ({ dealer, zip }, { signal }) => {
      const at = zipOf(deps, dealer, zip);
      const lot = await findLot(deps.client, dealer, at, signal);
      found.set(keyOf(dealer, at), { at: now(), listings: lot.listings });
      const groups = lotGroups(lot.listings).length;
      const calls = groups * CALLS_PER_REFRESH;
      return {
        // The name as the listings spell it, not as typed.
        dealer: lot.listings[0]?.retailListing.dealer ?? dealer,
        zip: at,
        listings: lot.listings.length,
        lookupCalls: lot.calls,
        groups,
        calls,
        cost: await deps.estimateCalls('listings.search', calls),
      };
    },
    'dealerLot.build': async ({ dealer, zip }, { signal }) => {
      const at = zipOf(deps, dealer, zip);
      const key = keyOf(dealer, at);
      const kept = found.get(key);
      const listings =
        kept && now() - kept.at < FOUND_FRESH_MS
          ? kept.listings
          : (await findLot(deps.client, dealer, at, signal)).listings;
      let calls = 0;
      for (const first of lotGroups(listings)) {
        signal.throwIfAborted();
        calls += await deps.refresh(first.vin, signal);
      }
      const lot: DealerLot = { dealer, zip: at, rows: lotRows(listings, deps.market, now()), calls };
      built.set(key, lot);
      return lot;
    },
    'dealerLot.exportCsv': async ({ dealer, zip }) => {
      const lot = built.get(keyOf(dealer, zipOf(deps, dealer, zip)));
      if (!lot)
        throw new AppErrorException(
          appError('invalid-input', 'DEALER_LOT_NOT_BUILT', 'Show the lot before saving it as a spreadsheet.'),
        );
      const path = await deps.chooseSavePath(`VinDesk lot ${lot.dealer.replace(/[^\p{L}\p{N} ]+/gu, '')}.csv`);
      if (!path) return { saved: false };
      // The user's alone (writeFileAtomic's default 0600), as every export.
      await writeFileAtomic(path, dealerLotCsv(lot.rows), deps.temps ? { temps: deps.temps } : {}).catch(
        (error: unknown) => {
          throw new AppErrorException(
            appError('internal', 'SAVE_FAILED', `The CSV could not be saved to ${path}.`, {
              suggestion: 'Choose a folder you can write to.',
              service: { message: error instanceof Error ? error.message : String(error) },
            }),
          );
        },
      );
      return { saved: true, path, rows: lot.rows.length };
    },
  };
}
