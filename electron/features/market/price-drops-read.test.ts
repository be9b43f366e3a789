import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ListingSighting } from '../../../shared/market/market-types';
import { openAppDatabase, type AppDatabase } from '../../platform/database/app-database';
import { MARKET_MIGRATIONS } from './market-migrations';
import { databaseMarketStore, type MarketStore } from './market-store';

const DAY = 86_400_000;
/** 2 Nov 2026, noon UTC. */
const NOV_2 = Date.UTC(2026, 10, 2, 12);

function seen(vin: string, seenAt: number, price: number | null): ListingSighting {
  return {
    vin,
    price,
    miles: 30_000,
    dealer: 'Acme Auto',
    year: 2020,
    make: 'Honda',
    model: 'Civic',
    trim: 'EX',
    zip: '19103',
    lat: 40,
    lng: -75,
    createdAt: null,
    seenAt,
  };
}

let dir: string;
let database: AppDatabase;
let store: MarketStore;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'vindesk-drops-'));
  database = openAppDatabase({ file: join(dir, 'vindesk.sqlite'), migrations: MARKET_MIGRATIONS });
  store = databaseMarketStore(database.connection, 'demo');
});

afterEach(() => {
  database.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('market store: price drops of a page', () => {
  it('measures from the highest price lately, since the first sighting at it', () => {
    // 20,000 on Nov 2, 19,000 on Nov 5, back to 20,000 on Nov 8, 18,800 on Nov 11.
    store.record([seen('A', NOV_2, 20_000)]);
    store.record([seen('A', NOV_2 + 3 * DAY, 19_000)]);
    store.record([seen('A', NOV_2 + 6 * DAY, 20_000)]);
    store.record([seen('A', NOV_2 + 9 * DAY, 18_800)]);
    expect(store.priceDrops(['A'], NOV_2 + 10 * DAY)).toEqual({
      A: { drop: 1_200, since: NOV_2, fromPrice: 20_000, toPrice: 18_800 },
    });
  });

  it('answers only the VINs whose price now is lower, in one read of many', () => {
    store.record([seen('DOWN', NOV_2, 25_500), seen('UP', NOV_2, 18_000), seen('FLAT', NOV_2, 30_000)]);
    store.record([
      seen('DOWN', NOV_2 + DAY, 24_990),
      seen('UP', NOV_2 + DAY, 18_500),
      seen('FLAT', NOV_2 + DAY, 30_000),
    ]);
    // A cut then a rise back above the old price: the car costs more than ever, no drop.
    store.record([seen('UP', NOV_2 + 2 * DAY, 17_000)]);
    store.record([seen('UP', NOV_2 + 3 * DAY, 18_600)]);
    const drops = store.priceDrops(['DOWN', 'UP', 'FLAT', 'NEVER'], NOV_2 + 4 * DAY);
    expect(drops).toEqual({ DOWN: { drop: 510, since: NOV_2, fromPrice: 25_500, toPrice: 24_990 } });
  });

  it('reads only the source in force: a live service’s cut never shows on demo rows', () => {
    const live = databaseMarketStore(database.connection, 'https://api.auto.dev');
    live.record([seen('A', NOV_2, 21_000)]);
    live.record([seen('A', NOV_2 + DAY, 19_500)]);
    store.record([seen('A', NOV_2, 20_000)]);
    expect(store.priceDrops(['A'], NOV_2 + 2 * DAY)).toEqual({});
    expect(live.priceDrops(['A'], NOV_2 + 2 * DAY)).toEqual({
      A: { drop: 1_500, since: NOV_2, fromPrice: 21_000, toPrice: 19_500 },
    });
  });

  it('counts the price already asked when the window opened, not one that ended before it', () => {
    // Seen at 31,000 on Nov 2, cut to 29,000 on Nov 5 (over 90 days before Mar 1), to 28,000 on Jan 30.
    store.record([seen('OLD', NOV_2, 31_000)]);
    store.record([seen('OLD', NOV_2 + 3 * DAY, 29_000)]);
    const jan30 = Date.UTC(2027, 0, 30, 12);
    store.record([seen('OLD', jan30, 28_000)]);
    const mar1 = Date.UTC(2027, 2, 1, 12);
    // 31,000 ended on Nov 5, before the window (Dec 1 on); 29,000 was still asked on Dec 1.
    expect(store.priceDrops(['OLD'], mar1)).toEqual({
      OLD: { drop: 1_000, since: NOV_2 + 3 * DAY, fromPrice: 29_000, toPrice: 28_000 },
    });
  });

  it('reads no price (none, or 0 for "call") as neither the high nor the price now', () => {
    store.record([seen('CALL', NOV_2, 0), seen('GONE', NOV_2, 22_000)]);
    store.record([seen('CALL', NOV_2 + DAY, 21_000), seen('GONE', NOV_2 + DAY, null)]);
    expect(store.priceDrops(['CALL', 'GONE'], NOV_2 + 2 * DAY)).toEqual({});
  });

  it('answers nothing for no VINs, and nothing after Clear price history', () => {
    store.record([seen('A', NOV_2, 20_000)]);
    store.record([seen('A', NOV_2 + DAY, 19_000)]);
    expect(store.priceDrops([], NOV_2 + 2 * DAY)).toEqual({});
    store.clear();
    expect(store.priceDrops(['A'], NOV_2 + 2 * DAY)).toEqual({});
  });
});
