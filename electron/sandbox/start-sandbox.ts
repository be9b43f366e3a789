// Public entry point: builds (or loads from cacheDir) the offline dataset and starts
// the Vehicle Data Service sandbox on 127.0.0.1.
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Dialect } from '../../shared/service/dialect';
import { createAutodevDialect } from './autodev/autodev-dialect';
import { loadSandboxData } from './data/dataset-cache';
import { createSandboxServer } from './http/sandbox-server';
import { specDialect } from './http/spec-dialect';
import type { SandboxFaultRule } from './http/faults';
import { collectSamples } from './collect-samples';
import type { SandboxSamples } from './sandbox-samples';
import { createSandboxState } from './sandbox-state';

export { DEMO_KEYS } from './http/demo-keys';
export type { SandboxFaultRule } from './http/faults';
export type { SandboxSamples } from './sandbox-samples';

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
   * Which service to play: 'spec' (default, vehicle-data-service.md) or 'autodev' (the hosted
   * auto.dev service as real-service.md describes it: paths, plans, error bodies, answer shapes).
   */
  dialect?: Dialect;
  /**
   * Clock in milliseconds for rate limits and (autodev) the usage month; tests inject one to
   * space requests without sleeping. Default: performance.now for rate limits, Date.now for usage.
   */
  clock?: () => number;
  onProgress?: (p: { phase: string; done: number; total: number }) => void;
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
  close(): Promise<void>;
}

export async function startSandbox(options: SandboxOptions = {}): Promise<RunningSandbox> {
  const listings = options.listings ?? 100_000;
  if (!Number.isInteger(listings) || listings < 1 || listings > 65_535 * 45)
    throw new RangeError(`listings must be a whole number from 1 to ${65_535 * 45}`);
  const seed = options.seed ?? 1;
  const cacheDir = options.cacheDir ?? join(tmpdir(), 'vindesk-sandbox');
  const data = await loadSandboxData(cacheDir, listings, seed, options.onProgress ?? (() => undefined));
  options.onProgress?.({ phase: 'index', done: 0, total: 1 });
  const state = createSandboxState(data);
  state.samples = await collectSamples(state);
  options.onProgress?.({ phase: 'index', done: 1, total: 1 });
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
  return {
    url,
    v1Url: `${url}/v1`,
    port,
    dialect: dialectName,
    samples: state.samples,
    faults: { add: (rule) => sandbox.faults.add(rule), clear: () => sandbox.faults.clear() },
    requestCount: () => sandbox.requestCount(),
    statusCount: (status) => sandbox.statusCount(status),
    close: () =>
      new Promise<void>((resolve, reject) => {
        sandbox.server.close((error) => {
          data.db.close();
          if (error) reject(error);
          else resolve();
        });
        sandbox.server.closeAllConnections();
      }),
  };
}
