// What a 5,000-VIN watchlist check writes to disk and sends through IPC (issue 37 item 4).
// It used to rewrite and fsync the whole watchlist.json and send the whole list on every
// answer: about 6.3 GB written and, at 1,000 VINs, 149 MB over IPC for one round. Now one row
// per VIN in vindesk.sqlite, answers written in batches, and one small delta per answer.
//
// The real watchlist and service client against the sandbox over HTTP, pacing off. The
// daily re-check is measured (the round a dealer's app runs every day): all 5,000 VINs are
// added first, then the clock moves a day so every answer is asked again. Targets scale with
// the list, chosen before measuring: at most 1 KB on disk and 400 bytes of IPC per VIN checked.
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { WatchlistDelta } from '../shared/ipc/watchlist-channels';
import { DEMO_KEYS, startSandbox } from '../sandbox/start-sandbox';
import { openAppDatabase } from '../electron/platform/database/app-database';
import { createServiceClient } from '../electron/service/create-service-client';
import { Watchlist } from '../electron/features/watchlist/watchlist';
import { WATCHLIST_MIGRATIONS } from '../electron/features/watchlist/watchlist-migrations';
import type { BenchRow } from './bench-row';

const CACHE = join(tmpdir(), 'vindesk-bench-sandbox');
const VINS = 5_000;
const MAX_DISK_BYTES = VINS * 1024;
const MAX_IPC_BYTES = VINS * 400;
const DAY = 24 * 3600_000;

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

const sizeOf = async (file: string): Promise<number> => (await stat(file).catch(() => ({ size: 0 }))).size;
const mb = (bytes: number): string => `${(bytes / 1024 / 1024).toFixed(2)} MB`;

export async function runWatchlistBench(): Promise<BenchRow[]> {
  const dir = await mkdtemp(join(tmpdir(), 'vindesk-watch-bench-'));
  const sandbox = await startSandbox({ port: 0, listings: 6_000, rateLimit: false, cacheDir: CACHE });
  const file = join(dir, 'vindesk.sqlite');
  const database = openAppDatabase({ file, migrations: WATCHLIST_MIGRATIONS });
  let now = Date.parse('2026-11-22T08:00:00Z');
  const client = createServiceClient({
    getConfig: () => ({ baseUrl: sandbox.url, v1BaseUrl: '', apiKey: DEMO_KEYS.scale, plan: 'scale', dialect: 'spec' }),
    cacheDir: join(dir, 'response-cache'),
    paceSleep: async () => undefined,
    now: () => now,
  });
  const sent: WatchlistDelta[] = [];
  const watchlist = new Watchlist({
    userDataDir: dir,
    database,
    client,
    notify: () => undefined,
    onChange: (delta) => sent.push(delta),
    source: () => ({ mode: 'live', origin: sandbox.url }),
    now: () => now,
    setInterval: () => ({}),
    clearInterval: () => undefined,
  });
  try {
    const vins = await listedVins(sandbox.url, VINS);
    await watchlist.load();
    await watchlist.add(vins);
    // Every write from here on stays in the WAL (no checkpoint folds it into the file), so the
    // WAL's growth is every byte the round's commits wrote; the checkpoint that later copies
    // those pages into the file writes at most the file's size again.
    database.connection.exec('PRAGMA wal_checkpoint(TRUNCATE)');
    database.connection.exec('PRAGMA wal_autocheckpoint = 0');
    const fileBefore = await sizeOf(file);
    sent.length = 0;
    now += DAY + 60_000;
    const started = performance.now();
    const list = await watchlist.checkNow();
    const seconds = (performance.now() - started) / 1000;
    const wal = await sizeOf(`${file}-wal`);
    const fileAfter = await sizeOf(file);
    const written = wal + fileAfter;
    const deltaBytes = sent.reduce((sum, delta) => sum + Buffer.byteLength(JSON.stringify(delta)), 0);
    const replyBytes = Buffer.byteLength(JSON.stringify(list));
    const checked = list.filter((entry) => entry.lastCheckedAt === new Date(now).toISOString()).length;
    const exact = checked === VINS;
    return [
      {
        measure:
          `Watchlist daily check of ${VINS.toLocaleString('en-US')} VINs: bytes written to disk ` +
          `(WAL ${mb(wal)} + checkpoint ≤ file ${mb(fileAfter)}, file was ${mb(fileBefore)}; ${checked} checked in ${seconds.toFixed(1)} s)`,
        target: `≤ ${mb(MAX_DISK_BYTES)} (1 KB a VIN; was ~6.3 GB)`,
        result: mb(written),
        pass: written <= MAX_DISK_BYTES && exact,
      },
      {
        measure: `Watchlist daily check: IPC events sent (${sent.length} deltas; the check's one reply, the list, ${mb(replyBytes)})`,
        target: `≤ ${mb(MAX_IPC_BYTES)} (400 B a VIN)`,
        result: mb(deltaBytes),
        pass: deltaBytes <= MAX_IPC_BYTES && exact,
      },
    ];
  } finally {
    await watchlist.close();
    database.close();
    await sandbox.close();
    await client.settled();
    await rm(dir, { recursive: true, force: true });
  }
}
