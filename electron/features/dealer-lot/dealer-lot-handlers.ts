import type { DealerLot, dealerLotChannels, SeenDealer } from '../../../shared/ipc/dealer-lot-channels';
import { AppErrorException, appError } from '../../../shared/ipc/app-error';
import { MARKET_REFRESH_MAX_CALLS } from '../../../shared/market/market-call-limits';
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
  const found = new Map<string, Listing[]>();
  const built = new Map<string, DealerLot>();
  const keyOf = (dealer: string, zip: string) => `${dealerKey(dealer)}|${zip}`;

  return {
    'dealerLot.seenDealers': () => deps.seenDealers(),
    'dealerLot.estimate': async ({ dealer, zip }, { signal }) => {
      const at = zipOf(deps, dealer, zip);
      const lot = await findLot(deps.client, dealer, at, signal);
      found.set(keyOf(dealer, at), lot.listings);
      const groups = lotGroups(lot.listings).length;
      const calls = groups * MARKET_REFRESH_MAX_CALLS;
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
      // Built from the cars the estimate found and priced, however long the dealer took to
      // confirm: finding them again would spend what the estimate did not show (row 26). Each
      // group's refresh reads the market afresh, the dealer's own cars among it.
      const listings = found.get(key);
      if (!listings)
        throw new AppErrorException(
          appError('invalid-input', 'DEALER_LOT_NOT_FOUND', 'Find your cars before checking them.', {
            suggestion: 'Press “Find my cars” first: what checking them costs is shown before anything is spent.',
          }),
        );
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
