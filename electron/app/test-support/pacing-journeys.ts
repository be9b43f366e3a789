import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Result } from '../../../shared/ipc/app-error';
import type { ChannelName } from '../../../shared/ipc/contract';
import type { SweepDelta, SweepStatus } from '../../../shared/ipc/sweep-channels';
import type { PlanSetting } from '../../../shared/plan/plan-access';
import type { MainContext } from '../main-context';
import { createTestMainContext, type TestMainContext } from './test-main-context';
import { MemoryKeyStore } from '../../platform/keychain/memory-key-store';
import type { SandboxSamples } from '../../../sandbox/start-sandbox';

// The journeys whose pace the plan limits, run through the real main context against
// the demo sandbox playing auto.dev with its per-plan rate limits on. Shared by the
// pacing test (zero 429s) and the bench (how long each took).

const APP_URL = 'http://127.0.0.1:5999/index.html';
const own = { url: APP_URL, isMainFrame: true };

/** The channels the vehicle page asks at once when it opens. */
const VIN_PAGE_CHANNELS = [
  'vehicle.decode',
  'vehicle.photos',
  'listings.get',
  'vehicle.specs',
  'vehicle.build',
  'vehicle.recalls',
  'vehicle.openRecalls',
] as const satisfies readonly ChannelName[];

export interface PacingRig {
  main: TestMainContext;
  samples: SandboxSamples;
  exportDir: string;
  /** 429 answers the sandbox sent so far. */
  tooManyRequests(): number;
  close(): Promise<void>;
}

export async function startPacingRig(plan: PlanSetting, cacheDir: string): Promise<PacingRig> {
  const userDataDir = await mkdtemp(join(tmpdir(), 'vindesk-pacing-'));
  await writeFile(join(userDataDir, 'settings.json'), JSON.stringify({ plan }));
  const exportDir = join(userDataDir, 'exports');
  const main = await createTestMainContext({
    userDataDir,
    keyStore: new MemoryKeyStore(),
    env: {},
    appUrl: APP_URL,
    sandbox: { listings: 3000, cacheDir, dialect: 'autodev' },
    desktop: {
      chooseSavePath: async ({ suggestedName }) => join(exportDir, suggestedName),
      printToPdf: async () => new Uint8Array(),
      notify: () => undefined,
    },
  });
  // The first call waits for the sandbox; it is a real request and counts like any other.
  await main.router.dispatch('listings.search', { input: { limit: 1 } }, own);
  const samples = (await (await fetch(`${main.sandboxUrl}/_sandbox/samples`)).json()) as SandboxSamples;
  return {
    main,
    samples,
    exportDir,
    tooManyRequests: () => main.sandboxStats?.statusCount(429) ?? 0,
    close: () => main.close(),
  };
}

/** Opens a VIN page as the window does: every panel's call at once. */
export async function openVinPage(main: MainContext, vin: string): Promise<Result<unknown>[]> {
  return Promise.all(VIN_PAGE_CHANNELS.map((channel) => main.router.dispatch(channel, { input: { vin } }, own)));
}

/** A search whose total is near `rows` (a model's facet count), exported to CSV page by page. */
export async function exportAbout(main: MainContext, rows: number): Promise<{ rows: number }> {
  const facets = (await (
    await fetch(`${main.sandboxUrl}/listings?includes=facets&limit=1`, {
      headers: { Authorization: 'Bearer demo-scale' },
    })
  ).json()) as { facets: Record<string, Record<string, string>> };
  const models = Object.keys(facets.facets.models ?? {})
    .map((label) => /^(.*) \((\d+)\)$/.exec(label))
    .filter((match): match is RegExpExecArray => match !== null)
    .map((match) => ({ model: match[1]!, count: Number(match[2]) }))
    .sort((a, b) => Math.abs(a.count - rows) - Math.abs(b.count - rows));
  const chosen = models[0];
  if (!chosen) throw new Error('The sandbox listed no model facets');
  const result = await main.router.dispatch(
    'listings.exportCsv',
    { input: { query: `vehicle.model=${encodeURIComponent(chosen.model)}`, exportId: `pace-${Date.now()}` } },
    own,
  );
  if (!result.ok) throw new Error(`export failed: ${result.error.message}`);
  return { rows: (result.data as { rows: number }).rows };
}

/** Sweeps `count` VINs for recalls and waits until it is done. */
export async function sweep(main: MainContext, vins: readonly string[]): Promise<SweepStatus> {
  const started = await main.router.dispatch('sweep.start', { input: { text: vins.join('\n') } }, own);
  if (!started.ok) throw new Error(`sweep refused: ${started.error.message}`);
  return new Promise((resolve, reject) => {
    const off = main.onEvent((name, payload) => {
      if (name === 'sweep.changed' && (payload as SweepDelta).state === 'done') {
        off();
        // Events carry deltas: the whole final state is one status read away.
        void main.router
          .dispatch('sweep.status', { input: undefined }, own)
          .then((status) =>
            status.ok && status.data ? resolve(status.data as SweepStatus) : reject(new Error('no sweep')),
          );
      }
    });
  });
}
