import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { marketChannels } from '../../../shared/ipc/market-channels';
import type { ListingSighting } from '../../../shared/market/market-types';
import { withCheckDigit } from '../../../shared/vin/vin-rule';
import { openAppDatabase, type AppDatabase } from '../../platform/database/app-database';
import { createMarketHandlers } from './market-handlers';
import { MARKET_MIGRATIONS } from './market-migrations';
import { databaseMarketStore } from './market-store';

const DAY = 86_400_000;
const T0 = Date.UTC(2026, 10, 2, 12);
const VIN = withCheckDigit('1HGCV1F30LA000001');
const schema = marketChannels['market.drops'].input;

function seen(price: number, seenAt: number): ListingSighting {
  return {
    vin: VIN,
    price,
    miles: 12_000,
    dealer: 'Acme Auto',
    year: 2020,
    make: 'Honda',
    model: 'Accord',
    trim: null,
    zip: null,
    lat: null,
    lng: null,
    createdAt: null,
    seenAt,
  };
}

let dir: string;
let database: AppDatabase;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'vindesk-drops-handler-'));
  database = openAppDatabase({ file: join(dir, 'vindesk.sqlite'), migrations: MARKET_MIGRATIONS });
});

afterEach(() => {
  database.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('market.drops', () => {
  it('takes 1 to 500 VINs, as a person might type them, and refuses anything else', () => {
    expect(schema.parse({ vins: [VIN.toLowerCase()] })).toEqual({ vins: [VIN] });
    expect(schema.safeParse({ vins: [] }).success).toBe(false);
    expect(schema.safeParse({ vins: Array.from({ length: 501 }, () => VIN) }).success).toBe(false);
    expect(schema.safeParse({ vins: ['NOT-A-VIN'] }).success).toBe(false);
    expect(schema.safeParse({ vins: [VIN], extra: 1 }).success).toBe(false);
  });

  it('answers from the store at main’s now', async () => {
    const store = databaseMarketStore(database.connection, 'demo');
    store.record([seen(24_000, T0)]);
    store.record([seen(22_750, T0 + DAY)]);
    const handlers = createMarketHandlers({
      store: () => store,
      clearAll: () => store.clear(),
      now: () => T0 + 2 * DAY,
    });
    const input = schema.parse({ vins: [VIN] });
    const answer = await handlers['market.drops'](input, { signal: new AbortController().signal });
    expect(answer).toEqual({ [VIN]: { drop: 1_250, since: T0, fromPrice: 24_000, toPrice: 22_750 } });
  });
});
