// Public entry point: builds (or loads from cacheDir or the prebuilt folder) the offline
// dataset and starts the Vehicle Data Service sandbox on 127.0.0.1. The app runs it in
// its own process (sandbox-process.ts); tests may run it in theirs.
//
// A launch's first search waits only for what it reads. Profiled, the process
// spent most of its start loading two packages before its first line ran: the zipcodes
// table (a 5 MB object literal, 0.25 s) and zod (0.1 s); then building Maps of 100,000
// VINs and 30,000 plates, and reading vPIC into sql.js while the first search came in.
// So: the ZIP table loads on first use (warmed once vPIC is open), the process reads its
// messages without zod (sandbox-protocol-check.ts), the VIN and plate Maps are built on
// first lookup (state/sandbox-state.ts), and vPIC opens once the first search has been answered
// (vpic-when-idle.ts). The dataset file format already maps its columns straight into typed
// arrays and the sort orders and samples are sidecars, so it stays as it is: no cache to
// rebuild. What remains is Node's own start, reading the dataset (about 75 ms of CPU, most
// of it the JSON header) and the sort orders.
import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Dialect } from '../shared/service/dialect';
import { zipcodesPackage } from '../node/geo/zip-location';
import { createAutodevDialect } from './autodev/autodev-dialect';
import { loadServableData } from './data/dataset-cache';
import { readSavedOrders, readSavedSamples, saveOrders, saveSamples } from './dataset-sidecars';
import { warmVinEndpoints } from './http/warm-vin-endpoints';
import { createSandboxServer } from './http/sandbox-server';
import { specDialect } from './http/spec-dialect';
import type { SandboxFaultRule } from './http/faults';
import { collectSamples } from './collect-samples';
import type { SandboxSamples } from './state/sandbox-samples';
import { createSandboxState, type SandboxState } from './state/sandbox-state';
import { MAX_DAY } from './market/market-calendar';
import { openVpicWhenIdle } from './vpic-when-idle';

export { DEMO_KEYS } from './http/demo-keys';
export type { SandboxFaultRule } from './http/faults';
export type { SandboxSamples } from './state/sandbox-samples';
/** The last simulated day the sandbox shows (the app caps its demo day there). */
export { MAX_DAY as MAX_SANDBOX_DAY } from './market/market-calendar';

export interface SandboxOptions {
  /** 0 (default) picks a free port. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** Number of listings, default 100,000. */
  listings?: number;
  /** Dataset seed, default 1. */
  seed?: number;
  /** Where the built dataset and vPIC-derived caches live; default os.tmpdir()/vindesk-sandbox. */
  cacheDir?: string;
  /** Per-key rate limits of the plans; default true. */
  rateLimit?: boolean;
  /**
   * Which service to play: 'spec' (default, docs/vehicle-data-service.md) or 'autodev' (the hosted
   * auto.dev service as docs/real-service.md describes it: paths, plans, error bodies, answer shapes).
   */
  dialect?: Dialect;
  /**
   * Clock in milliseconds for rate limits and (autodev) the usage month; tests inject one to
   * space requests without sleeping. Default: performance.now for rate limits, Date.now for usage.
   */
  clock?: () => number;
  /**
   * A folder produced at build time holding the default dataset, its sidecars and the
   * indexed vPIC gzipped; default: defaultPrebuiltDir().
   */
  prebuiltDir?: string;
  /**
   * The simulated day to show (sandbox/market/): 0 (default) is the dataset as built; later days
   * have cut prices, sold listings gone and new ones listed. POST /_sandbox/clock changes it.
   */
  day?: number;
  /** Keeps being called after the sandbox resolved, while vPIC opens (phase 'vpic'). */
  onProgress?: (p: { phase: string; done: number; total: number }) => void;
}

function warmZipTable(): void {
  try {
    zipcodesPackage();
  } catch {
    // The first ZIP lookup tries again and reports its own error.
  }
}

/** A cache file that cannot be written (read-only or full disk) only costs the next start time. */
function keepBestEffort(write: () => void): void {
  try {
    write();
  } catch {
    // Derived again next start.
  }
}

export interface RunningSandbox {
  /** base_url, e.g. http://127.0.0.1:PORT */
  url: string;
  /** url + '/v1' */
  v1Url: string;
  port: number;
  /** The dialect this sandbox speaks. */
  dialect: Dialect;
  samples: SandboxSamples;
  faults: { add(rule: SandboxFaultRule): void; clear(): void };
  /** Total requests served, for tests. */
  requestCount(): number;
  /** How many answers had this status so far (429s, for the pacing tests and the bench). */
  statusCount(status: number): number;
  /** Once the startup warm-up (vPIC, the ZIP table, the VIN page's endpoints) has run; for tests. */
  warmedUp(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Where the build puts the default dataset and its indexed vPIC (electron.vite.config.ts):
 * beside the bundle that runs this file. Run from source there is none.
 */
function defaultPrebuiltDir(): string | undefined {
  const dir = join(__dirname, 'sandbox-data');
  return existsSync(dir) ? dir : undefined;
}

/**
 * The samples' price drop: the first listing cut on day 1, as the tests of issue #39 read it; a
 * small dataset (a few listings for one test) may have none that day, so the first later day is
 * taken, and its `day` says which.
 */
function firstPriceDrop(calendar: SandboxState['calendar']): SandboxSamples['priceDrop'] {
  for (let day = 1; day <= MAX_DAY; day++) {
    const drop = calendar.firstDropOn(day);
    if (drop) return drop;
  }
  throw new Error(`no listing of this dataset drops its price within ${MAX_DAY} days`);
}

export async function startSandbox(options: SandboxOptions = {}): Promise<RunningSandbox> {
  const listings = options.listings ?? 100_000;
  if (!Number.isInteger(listings) || listings < 1 || listings > 65_535 * 45)
    throw new RangeError(`listings must be a whole number from 1 to ${65_535 * 45}`);
  const seed = options.seed ?? 1;
  const cacheDir = options.cacheDir ?? join(tmpdir(), 'vindesk-sandbox');
  const progress = options.onProgress ?? (() => undefined);
  const prebuiltDir = options.prebuiltDir ?? defaultPrebuiltDir();
  const data = await loadServableData(cacheDir, listings, seed, progress, prebuiltDir ? { prebuiltDir } : {});
  progress({ phase: 'index', done: 0, total: 1 });
  const savedOrders = readSavedOrders(data, data.dataset.meta.count);
  const state = createSandboxState(data, savedOrders ?? undefined);
  if (!savedOrders) keepBestEffort(() => saveOrders(data, state.listings.sortOrders()));
  let collected = readSavedSamples(data);
  if (!collected) {
    // Finding samples decodes VINs: this start waits for vPIC once, later ones read the file.
    void data.openVpic();
    const found = await collectSamples(state);
    collected = found;
    keepBestEffort(() => saveSamples(data, found));
  }
  const priceDrop = firstPriceDrop(state.calendar);
  state.samples = { ...collected, priceDrop };
  if (options.day !== undefined && options.day !== 0) state.setDay(options.day);
  progress({ phase: 'index', done: 1, total: 1 });
  const dialectName = options.dialect ?? 'spec';
  const dialect = dialectName === 'autodev' ? createAutodevDialect({ now: options.clock ?? Date.now }) : specDialect;
  const sandbox = createSandboxServer(state, {
    rateLimit: options.rateLimit ?? true,
    dialect,
    ...(options.clock ? { clock: options.clock } : {}),
  });
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    sandbox.server.once('error', reject);
    sandbox.server.listen(options.port ?? 0, host, () => {
      sandbox.server.off('error', reject);
      resolve();
    });
  });
  const port = (sandbox.server.address() as AddressInfo).port;
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  sandbox.setBaseUrl(url);
  // Listings are served from here on; decodes wait for vPIC (on a first launch it is
  // unpacked from the prebuilt folder, reported as the 'vpic' phase).
  let markWarmed = (): void => undefined;
  const warmed = new Promise<void>((done) => {
    markWarmed = done;
  });
  const vpic = openVpicWhenIdle(sandbox.server, () => {
    const opening = data.openVpic();
    // The ZIP table's quarter second is spent now too, not in the first search near a ZIP,
    // and so is the VIN page's endpoints' first run, not in the first lookup.
    opening.then(
      () =>
        setImmediate(() => {
          warmZipTable();
          void warmVinEndpoints(state, url).then(markWarmed);
        }),
      markWarmed,
    );
    return opening;
  });
  return {
    url,
    v1Url: `${url}/v1`,
    port,
    dialect: dialectName,
    samples: state.samples,
    faults: { add: (rule) => sandbox.faults.add(rule), clear: () => sandbox.faults.clear() },
    requestCount: () => sandbox.requestCount(),
    statusCount: (status) => sandbox.statusCount(status),
    warmedUp: () => warmed,
    close: () =>
      new Promise<void>((resolve, reject) => {
        sandbox.server.close((error) => {
          // A decode asked for by a connection just closed may still be between its queries.
          void state.decoder.settled().then(() => {
            vpic.close();
            if (error) reject(error);
            else resolve();
          });
        });
        sandbox.server.closeAllConnections();
      }),
  };
}
