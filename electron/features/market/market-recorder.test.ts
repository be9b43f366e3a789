import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ListingSchema, type Listing } from '../../../shared/schemas/listing-schema';
import { openAppDatabase, type AppDatabase } from '../../platform/database/app-database';
import { MARKET_MIGRATIONS } from './market-migrations';
import { createMarketRecorder } from './market-observer';
import { databaseMarketStore, type MarketStore } from './market-store';

// Recording is off the answer's path (issue #39): the observer queues, the writer writes after.

const T0 = Date.UTC(2026, 10, 1);

function row(vin: string, price: number): Listing {
  return ListingSchema.parse({
    vin,
    vehicle: { year: 2020, make: 'Honda', model: 'Civic' },
    retailListing: { price, miles: 1, dealer: 'Acme Auto' },
  });
}

let dir: string;
let database: AppDatabase;
let store: MarketStore;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'vindesk-market-recorder-'));
  database = openAppDatabase({ file: join(dir, 'vindesk.sqlite'), migrations: MARKET_MIGRATIONS });
  store = databaseMarketStore(database.connection, 'demo');
});

afterEach(() => {
  database.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the market recorder', () => {
  it('writes nothing while the answer is on its way, then every page queued by then in one transaction', async () => {
    const write = vi.spyOn(store, 'write');
    const recorder = createMarketRecorder({ store: () => store, locateZip: () => null });
    recorder.observe({ rows: [row('A', 1)], seenAt: T0 });
    recorder.observe({ rows: [row('B', 2)], seenAt: T0 });
    expect(store.listing('A')).toBeNull();
    expect(recorder.pending()).toBe(2);
    await vi.waitFor(() => expect(recorder.pending()).toBe(0));
    expect(write).toHaveBeenCalledTimes(1);
    expect(write.mock.calls[0]![0].map((page) => page.sightings.map((s) => s.vin))).toEqual([['A'], ['B']]);
    expect(store.listing('A')?.price).toBe(1);
    expect(store.listing('B')?.price).toBe(2);
  });

  it('flush writes the queue at once (a market read, or closing)', () => {
    const later: (() => void)[] = [];
    const recorder = createMarketRecorder({ store: () => store, locateZip: () => null, defer: (w) => later.push(w) });
    recorder.observe({ rows: [row('A', 1)], seenAt: T0 });
    recorder.flush();
    expect(store.listing('A')?.price).toBe(1);
    // The writer scheduled before finds nothing left to write.
    for (const run of later) run();
    expect(store.changeRows()).toBe(1);
  });

  it('a failing write is logged, and later answers are still written', () => {
    const errors: unknown[] = [];
    let fail = true;
    const flaky: MarketStore = {
      ...store,
      write: (pages) => {
        if (fail) throw new Error('disk full');
        store.write(pages);
      },
    };
    const recorder = createMarketRecorder({
      store: () => flaky,
      locateZip: () => null,
      logError: (_, error) => errors.push(error),
      defer: () => undefined,
    });
    recorder.observe({ rows: [row('A', 1)], seenAt: T0 });
    expect(() => recorder.flush()).not.toThrow();
    expect(errors).toHaveLength(1);
    fail = false;
    recorder.observe({ rows: [row('B', 2)], seenAt: T0 });
    recorder.flush();
    expect(store.listing('B')?.price).toBe(2);
  });

  it('asks for the WAL checkpoint after it has written, never on the answer path, and the checkpoint waits for a pause', () => {
    vi.useFakeTimers();
    try {
      // Whatever the migrations left in the WAL goes into the file first.
      database.connection.exec('PRAGMA wal_checkpoint(TRUNCATE)');
      const fileSize = () => statSync(database.file).size;
      const before = fileSize();
      const recorder = createMarketRecorder({
        store: () => store,
        locateZip: () => null,
        defer: () => undefined,
        wrote: database.checkpoint.wrote,
      });
      const rows = Array.from({ length: 100 }, (_, n) => row(`VIN${n}`, 20_000 + n));
      recorder.observe({ rows, seenAt: T0 });
      expect(database.checkpoint.pending()).toBe(false);
      recorder.flush();
      // Written to the WAL, in the file not yet: the checkpoint waits for the pause.
      expect(store.changeRows()).toBe(100);
      expect(database.checkpoint.pending()).toBe(true);
      expect(fileSize()).toBe(before);
      vi.runOnlyPendingTimers();
      expect(fileSize()).toBeGreaterThan(before);
      // A flush with nothing queued wrote nothing and asks for nothing.
      recorder.flush();
      expect(database.checkpoint.pending()).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });
});
