import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SweepDelta, SweepService } from '../../../../shared/ipc/sweep-channels';
import type { AppDatabase } from '../../../platform/database/app-database';
import { openSweepDatabase } from './sweep-database';
import type { Plan } from '../../../../shared/plan/plan-access';
import { EventHub } from '../../../platform/events/event-hub';
import { DEMO_KEYS, startSandbox, type RunningSandbox } from '../../../../sandbox/start-sandbox';
import { createServiceClient, type ServiceClient } from '../../../service/create-service-client';
import type { SweepClock } from '../sweep-event-coalescer';
import { SweepRunner } from '../sweep-runner';
import type { DescribeVin } from '../sweep-vehicle-names';

// A recall sweep run the way main runs it (the real runner, the real service client, the
// real sandbox over HTTP) with every event it sends through an event hub measured as the
// window would receive it: its JSON. Shared by the IPC test and the bench. The plan pacer
// is left out (the sandbox's rate limit is off) so the sweep's pace is the machine's, the
// harshest case for how many events it sends.

export interface SentEvent {
  /** The sweep clock's time when it was sent. */
  at: number;
  bytes: number;
  delta: SweepDelta;
}

export interface SweepIpcRig {
  /** Listed VINs of the sandbox, in listing order. */
  vins: string[];
  runner: SweepRunner;
  /** The sweep's database file in the data folder; null with `database: false`. */
  database: AppDatabase | null;
  userDataDir: string;
  events: SentEvent[];
  /** The sandbox the sweep asks, for its faults and for answers to compare with. */
  sandbox: RunningSandbox;
  close(): Promise<void>;
}

export interface SweepIpcRigOptions {
  listings: number;
  /** VINs wanted from the listings (pages of 500). */
  vinCount: number;
  cacheDir: string;
  clock?: SweepClock;
  /** Runs after each recall answer: a test's clock moves on here. */
  afterAnswer?: () => void;
  /** The app's data folder (a sweep saved there is loaded and resumed); a new empty one by default. */
  userDataDir?: string;
  /** The rows' local naming (main's is the vPIC process); none by default. */
  describe?: DescribeVin;
  /** The plan in force (its demo key is the one sent); Scale by default. */
  plan?: Plan;
  /** The service VinDesk asks, as main reports it; demo data by default. */
  service?: () => SweepService;
  /** False: run as when vindesk.sqlite could not be opened (this session only). */
  database?: boolean;
  /** Keep the data folder on close (a test opens it again). */
  keepUserData?: boolean;
  /** The address the client asks instead of the sandbox's (a server in front of it); the sandbox's by default. */
  serviceUrl?: (sandboxUrl: string) => string;
  /** The save dialog's answer for an export; cancelled (null) by default. */
  chooseSavePath?: (name: string) => Promise<string | null>;
}

async function listedVins(baseUrl: string, count: number): Promise<string[]> {
  const vins: string[] = [];
  for (let page = 1; vins.length < count; page++) {
    const response = await fetch(`${baseUrl}/listings?limit=500&page=${page}`, {
      headers: { Authorization: `Bearer ${DEMO_KEYS.scale}` },
    });
    const rows = ((await response.json()) as { data: { vin: string }[] }).data;
    if (rows.length === 0) break;
    vins.push(...rows.map((row) => row.vin));
  }
  if (vins.length < count) throw new Error(`the sandbox listed ${vins.length} VINs, not ${count}`);
  return vins.slice(0, count);
}

export async function startSweepIpcRig(options: SweepIpcRigOptions): Promise<SweepIpcRig> {
  const userDataDir = options.userDataDir ?? (await mkdtemp(join(tmpdir(), 'vindesk-sweep-ipc-')));
  const sandbox = await startSandbox({
    port: 0,
    listings: options.listings,
    rateLimit: false,
    cacheDir: options.cacheDir,
  });
  const plan = options.plan ?? 'scale';
  try {
    const vins = await listedVins(sandbox.url, options.vinCount);
    const baseUrl = options.serviceUrl?.(sandbox.url) ?? sandbox.url;
    const real = createServiceClient({
      getConfig: () => ({
        baseUrl,
        v1BaseUrl: '',
        apiKey: DEMO_KEYS[plan],
        plan,
        dialect: 'spec',
      }),
      cacheDir: join(userDataDir, 'response-cache'),
      paceSleep: async () => undefined,
    });
    const client: ServiceClient = {
      ...real,
      getOpenRecalls: async (...args) => {
        const answer = await real.getOpenRecalls(...args);
        options.afterAnswer?.();
        return answer;
      },
      getRecalls: async (...args) => {
        const answer = await real.getRecalls(...args);
        options.afterAnswer?.();
        return answer;
      },
    };
    const hub = new EventHub();
    const events: SentEvent[] = [];
    const now = options.clock ? () => options.clock!.now() : () => Date.now();
    hub.on((name, payload) => {
      if (name !== 'sweep.changed') return;
      // What crosses IPC is a structured clone of the payload; its JSON is the measure.
      events.push({ at: now(), bytes: Buffer.byteLength(JSON.stringify(payload)), delta: payload as SweepDelta });
    });
    const database = options.database === false ? null : openSweepDatabase(userDataDir);
    const runner = new SweepRunner({
      userDataDir,
      database,
      service: options.service ?? (() => ({ mode: 'demo', origin: 'demo' })),
      client,
      plan: () => plan,
      onChange: (delta) => hub.emit('sweep.changed', delta),
      chooseSavePath: options.chooseSavePath ?? (async () => null),
      ...(options.clock ? { clock: options.clock } : {}),
      ...(options.describe ? { describe: options.describe } : {}),
    });
    await runner.load();
    return {
      vins,
      runner,
      database,
      userDataDir,
      events,
      sandbox,
      async close() {
        await runner.close();
        database?.close();
        await sandbox.close();
        // The cache writes behind each answer: the folder goes once those writes have landed.
        await real.settled();
        if (!options.keepUserData) await rm(userDataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await sandbox.close();
    throw error;
  }
}

/** Bytes of every event sent, as JSON. */
export function totalBytes(events: readonly SentEvent[]): number {
  return events.reduce((sum, event) => sum + event.bytes, 0);
}

/** The most events sent within any window of `ms` (sliding over the send times). */
export function mostEventsWithin(events: readonly SentEvent[], ms: number): number {
  let most = 0;
  let first = 0;
  for (let last = 0; last < events.length; last++) {
    while (events[last]!.at - events[first]!.at >= ms) first += 1;
    most = Math.max(most, last - first + 1);
  }
  return most;
}
