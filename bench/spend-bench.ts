// What VinDesk spends at the hosted service, which bills every call (docs/real-service.md row
// 26), measured from outside: the sandbox playing auto.dev counts the calls it billed each key
// (GET /_sandbox/usage), and this file turns that count into dollars with row 26's prices,
// worked out by hand below, not with the app's own price table. The ledger's figure (main's
// spend.summary) is printed beside it: the two agreeing is the ledger's test, not the measure.
//
// Main runs on a live key (a demo Growth or Scale key from the environment, the sandbox's
// loopback address in settings.json, as e2e/usage.spec.ts sets it up), so the spend gate
// (electron/features/spend/spend-gate.ts) applies, and the window is the built renderer in
// Chromium with window.vds wired to main's handlers (e2e/harness/connect-page.ts), as in
// vin-page-bench.ts. Every figure is what the renderer on this branch does: a row whose target
// needs the window to ask less (the build sheet and cost of ownership loading on a click,
// Scale's whole-page hover prefetch marked as 'hover-prefetch') passes once that work is in.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import { createMainContext, type MainContext } from '../electron/app/main-context';
import { MemoryKeyStore } from '../electron/platform/keychain/memory-key-store';
import { forkChild } from '../node/child-process/fork-child';
import { DEMO_KEYS, startSandbox, type RunningSandbox } from '../sandbox/start-sandbox';
import { connectPageToMain } from '../e2e/harness/connect-page';
import { CHROMIUM_ARGS, findChromium } from '../e2e/harness/chromium';
import { startStaticServer, type StaticServer } from '../e2e/harness/static-server';
import type { AppInfo } from '../shared/ipc/app-channels';
import type { Result } from '../shared/ipc/app-error';
import type { SpendReport, SpendTotals } from '../shared/ipc/spend-channels';
import type { SpendEstimate } from '../shared/spend/spend-estimate';
import type { SweepStatus } from '../shared/ipc/sweep-channels';
import type { BenchRow } from './bench-row';
import { logRequests, type RequestLog } from './request-log';
import { installPaintProbe, lookUp } from './vin-page-bench';

const OUT = resolve(__dirname, '..', process.env.VINDESK_BENCH_OUT ?? 'out');
const RENDERER_DIR = resolve(process.env.VINDESK_RENDERER_DIR ?? join(OUT, 'renderer'));
const SANDBOX_CACHE = join(tmpdir(), 'vindesk-e2e-sandbox');
/** Main's requests all answered and none sent for this long: what the page set off is over. */
const QUIET_MS = 1_500;
const FIRST_OPENS = 3;
const HOVERED_ROWS = 20;
const SEARCH_ROWS = 50;
const SWEEP_VINS = 500;

type PricedPlan = 'growth' | 'scale';

/**
 * docs/real-service.md row 26, per call, in millionths of a dollar ($0.0025 = 2,500), worked
 * out by hand from the row's "Starter / Growth / Scale" figures, keyed as the sandbox's
 * /_sandbox/usage names its endpoints.
 */
const ROW_26_MICROS: Readonly<Record<PricedPlan, Readonly<Record<string, number>>>> = {
  growth: {
    vin: 2_500, // VIN decode $0.0025
    listings: 1_500, // listings $0.0015
    listing: 1_500, // /listings/{vin}: row 26 names no price of its own, so a listings call, $0.0015
    photos: 900, // photos $0.0009
    specs: 1_500, // specs $0.0015
    recalls: 10_000, // recalls $0.01
    tco: 60_000, // TCO $0.06
    payments: 5_000, // payments $0.005
    apr: 5_000, // APR $0.005
    build: 100_000, // build $0.10
  },
  scale: {
    vin: 1_500, // VIN decode $0.0015
    listings: 1_000, // listings $0.001
    listing: 1_000, // /listings/{vin}, as a listings call: $0.001
    photos: 700, // photos $0.0007
    specs: 1_000, // specs $0.001
    recalls: 7_000, // recalls $0.007
    tco: 40_000, // TCO $0.04
    payments: 4_000, // payments $0.004
    apr: 4_000, // APR $0.004
    build: 80_000, // build $0.08
    openrecalls: 60_000, // open recalls $0.06
    plate: 550_000, // plate $0.55
    taxes: 5_000, // taxes $0.005
  },
};

/** Billed calls by the sandbox's endpoint name. */
type Calls = Record<string, number>;

/** The sandbox's count in dollars at row 26's prices; an endpoint the plan has no price for fails the row. */
function billedMicros(plan: PricedPlan, calls: Calls): number {
  let sum = 0;
  for (const [endpoint, count] of Object.entries(calls)) {
    const price = ROW_26_MICROS[plan][endpoint];
    if (price === undefined) throw new Error(`the sandbox billed ${endpoint}, which row 26 prices not on ${plan}`);
    sum += price * count;
  }
  return sum;
}

const dollars = (micros: number) => `$${(micros / 1_000_000).toFixed(4)}`;
const cents = (micros: number) => Math.round(micros / 10_000);
const callsText = (calls: Calls) =>
  Object.entries(calls)
    .map(([endpoint, n]) => `${endpoint} ${n}`)
    .join(', ') || 'none';

function data<T>(result: Result<unknown>): T {
  if (!result.ok) throw new Error(`${result.error.code}: ${result.error.message}`);
  return result.data as T;
}

async function sandboxCalls(sandbox: RunningSandbox, plan: PricedPlan): Promise<Calls> {
  const answer = await fetch(`${sandbox.url}/_sandbox/usage`, {
    headers: { Authorization: `Bearer ${DEMO_KEYS[plan]}` },
  });
  return ((await answer.json()) as { calls: Calls }).calls;
}

function minus(after: Calls, before: Calls): Calls {
  const out: Calls = {};
  for (const [endpoint, n] of Object.entries(after))
    if (n - (before[endpoint] ?? 0) > 0) out[endpoint] = n - (before[endpoint] ?? 0);
  return out;
}

/** What one stretch of use cost: the sandbox's count, and the ledger's, total and by activity. */
interface Spent {
  calls: Calls;
  micros: number;
  ledgerMicros: number;
  ledgerByActivity: Record<string, number>;
}

function ledgerText(spent: Spent): string {
  const parts = Object.entries(spent.ledgerByActivity)
    .filter(([, micros]) => micros !== 0)
    .map(([activity, micros]) => `${activity} ${dollars(micros)}`);
  return `ledger ${dollars(spent.ledgerMicros)}${parts.length > 0 ? `: ${parts.join(', ')}` : ''}`;
}

interface Live {
  plan: PricedPlan;
  main: MainContext;
  page: Page;
  close(): Promise<void>;
}

/** Main on `plan`'s demo key against the sandbox, a fresh data folder (empty caches, empty ledger), and its window. */
async function openLive(
  plan: PricedPlan,
  sandbox: RunningSandbox,
  server: StaticServer,
  browser: Browser,
): Promise<Live> {
  const userDataDir = await mkdtemp(join(tmpdir(), 'vindesk-bench-spend-'));
  // A loopback base URL already in settings.json at start is trusted as is; a key from the
  // environment needs no origin confirmation (e2e/usage.spec.ts, autodev-live.ts).
  await writeFile(
    join(userDataDir, 'settings.json'),
    JSON.stringify({ baseUrl: sandbox.url, v1BaseUrl: sandbox.v1Url, dialect: 'autodev', plan }),
  );
  const main = await createMainContext({
    userDataDir,
    keyStore: new MemoryKeyStore(),
    env: { VINDESK_API_KEY: DEMO_KEYS[plan] },
    appUrl: server.indexUrl,
    sandbox: { listings: 3000, cacheDir: SANDBOX_CACHE },
    spawnOfflineDecoder: forkChild(join(OUT, 'main/vpic-process.js')),
  });
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const close = async () => {
    await page.close();
    await main.close();
    await rm(userDataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 });
  };
  try {
    const info = data<AppInfo>(
      await main.router.dispatch('app.info', { input: undefined }, { url: server.indexUrl, isMainFrame: true }),
    );
    if (info.mode !== 'live') throw new Error(`main is in ${info.mode} mode, not live, on the ${plan} key`);
    await connectPageToMain(page, main);
    await page.addInitScript({ content: `var __name = (f) => f; (${installPaintProbe.toString()})();` });
    await page.goto(`${server.indexUrl}#/vehicle`);
    await page.getByRole('navigation', { name: 'Main' }).waitFor();
  } catch (error) {
    await close();
    throw error;
  }
  return { plan, main, page, close };
}

async function ledgerToday(live: Live): Promise<SpendTotals> {
  const sender = { url: live.page.url(), isMainFrame: true };
  return data<SpendReport>(await live.main.router.dispatch('spend.summary', { input: undefined }, sender)).today;
}

/** Runs `action`, waits until main's requests have settled, and returns what the stretch cost. */
async function spendOf(
  live: Live,
  sandbox: RunningSandbox,
  log: RequestLog,
  action: () => Promise<void>,
): Promise<Spent> {
  await log.quiet(QUIET_MS);
  const calls0 = await sandboxCalls(sandbox, live.plan);
  const ledger0 = await ledgerToday(live);
  await action();
  await log.quiet(QUIET_MS);
  const calls = minus(await sandboxCalls(sandbox, live.plan), calls0);
  const ledger1 = await ledgerToday(live);
  const byActivity: Record<string, number> = {};
  for (const row of ledger1.byActivity) byActivity[row.activity] = row.micros;
  for (const row of ledger0.byActivity) byActivity[row.activity] = (byActivity[row.activity] ?? 0) - row.micros;
  return {
    calls,
    micros: billedMicros(live.plan, calls),
    ledgerMicros: ledger1.micros - ledger0.micros,
    ledgerByActivity: byActivity,
  };
}

function withTimeout<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  return Promise.race([
    work,
    new Promise<T>((_, fail) =>
      setTimeout(() => fail(new Error(`${what} did not finish within ${ms / 1000} s`)), ms).unref(),
    ),
  ]);
}

/** VINs with active listings, asked with the Starter key: the Growth and Scale keys' counts stay the bench's. */
async function listedVins(sandbox: RunningSandbox, count: number): Promise<string[]> {
  const vins = new Set<string>();
  for (let page = 1; vins.size < count; page++) {
    const answer = await fetch(`${sandbox.url}/listings?limit=100&page=${page}`, {
      headers: { Authorization: `Bearer ${DEMO_KEYS.starter}` },
    });
    const rows = ((await answer.json()) as { data?: { vin: string }[] }).data ?? [];
    if (rows.length === 0) break;
    for (const row of rows) vins.add(row.vin);
  }
  if (vins.size < count) throw new Error(`the sandbox listed only ${vins.size} VINs`);
  return [...vins].slice(0, count);
}

/**
 * First opens of VINs on a fresh main: Ctrl+K, the VIN, Enter, until every panel shows its data
 * or its final state (vin-page-bench.ts's paint probe: a build panel offering to load for a
 * price counts), then until main's requests have settled. The dearest open is the row's figure.
 */
async function firstOpens(
  live: Live,
  sandbox: RunningSandbox,
  log: RequestLog,
  vins: string[],
  { target, before }: { target: number; before: string },
) {
  const opens: Spent[] = [];
  for (const vin of vins)
    opens.push(
      await spendOf(live, sandbox, log, () =>
        withTimeout(lookUp(live.page, vin), 60_000, `the VIN page of ${vin}`).then(() => undefined),
      ),
    );
  const dearest = opens.reduce((a, b) => (b.micros > a.micros ? b : a));
  const agree = opens.every((open) => open.ledgerMicros === open.micros);
  return {
    measure: `First open of a VIN page, default settings, ${live.plan === 'growth' ? 'Growth' : 'Scale'} (dearest of ${vins.length}; sandbox count × row 26)`,
    target: `≤ ${dollars(target)} (before: ${before})`,
    result: `${dollars(dearest.micros)} (${callsText(dearest.calls)}; ${ledgerText(dearest)}${agree ? '' : '; ledger differs'})`,
    pass: opens.every((open) => open.micros <= target),
  };
}

/** Scrolls the results list to its end and back, a screen at a time, so every row (and its thumbnail) is drawn. */
async function scrollThroughResults(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const list = document.querySelector<HTMLElement>('.results__scroll');
    if (!list) return;
    const pause = () => new Promise((done) => setTimeout(done, 250));
    while (list.scrollTop + list.clientHeight < list.scrollHeight - 1) {
      list.scrollTop += list.clientHeight * 0.8;
      await pause();
    }
    list.scrollTop = 0;
    await pause();
  });
}

/**
 * A 50-row search page on a fresh main, as a person first sees it: its search, the thumbnails
 * and deal ratings of the rows in view. The results page rates the makes and models that come
 * into view (renderer/features/search/use-result-ratings.ts), one listings search each, so
 * scrolling to the last row rates every model on the page: that is reported beside it, with
 * what each model seen costs, rather than held to the first screen's target.
 */
async function searchPage(live: Live, sandbox: RunningSandbox, log: RequestLog): Promise<BenchRow[]> {
  const plan = live.plan === 'growth' ? 'Growth' : 'Scale';
  const first = await spendOf(live, sandbox, log, async () => {
    await live.page.evaluate((limit) => (window.location.hash = `#/search?limit=${limit}`), SEARCH_ROWS);
    await live.page.locator('.results__item').first().waitFor({ timeout: 60_000 });
    await live.page.locator('.results[aria-busy="false"]').waitFor({ timeout: 60_000 });
  });
  const rows = await live.page.locator('.results__item').first().getAttribute('aria-setsize');
  const scrolled = await spendOf(live, sandbox, log, () => scrollThroughResults(live.page));
  return [
    {
      measure: `A ${rows ?? '?'}-row search page with its thumbnails and deal ratings, as first shown, ${plan} (sandbox count × row 26)`,
      target: '≤ $0.0200',
      result: `${dollars(first.micros)} (${callsText(first.calls)}; ${ledgerText(first)})`,
      pass: first.micros <= 20_000,
    },
    {
      measure: `The same page scrolled to its last row, every model on it rated, ${plan}`,
      target: 'reported',
      result: `+${dollars(scrolled.micros)} (${callsText(scrolled.calls)}; ${ledgerText(scrolled)})`,
      pass: true,
    },
  ];
}

/** Rests the pointer on each of the first 20 rows past the dwell that sets off their prefetch. */
async function hoverRows(live: Live, sandbox: RunningSandbox, log: RequestLog) {
  const spent = await spendOf(live, sandbox, log, async () => {
    for (let index = 1; index <= HOVERED_ROWS; index++) {
      const row = live.page.locator(`.results__item[aria-posinset="${index}"] .result`);
      await row.hover();
      // The rows ask after a 150 ms dwell (use-row-prefetch.ts); 400 ms is a person reading the row.
      await live.page.waitForTimeout(400);
    }
    await live.page.mouse.move(2, 2);
  });
  return {
    measure: `Hovering over ${HOVERED_ROWS} search rows, ${live.plan === 'growth' ? 'Growth' : 'Scale'} (sandbox count × row 26)`,
    target: `$0.00 (before: ${live.plan === 'growth' ? '$0.05' : '$2.90'})`,
    result: `${dollars(spent.micros)} (${callsText(spent.calls)}; ${ledgerText(spent)})`,
    pass: spent.micros === 0,
  };
}

/**
 * A 500-VIN recall sweep on Growth (the recalls endpoint; Scale would sweep openrecalls):
 * spend.estimate's figure before it starts, then the ledger's and the sandbox's once
 * sweep.status says done. The three must agree to the cent.
 */
async function sweep(live: Live, sandbox: RunningSandbox, log: RequestLog, vins: string[]) {
  const sender = { url: live.page.url(), isMainFrame: true };
  const estimate = data<SpendEstimate>(
    await live.main.router.dispatch('spend.estimate', { input: { endpoint: 'vehicle.recalls', vins } }, sender),
  );
  let status: SweepStatus | null = null;
  const started = performance.now();
  const spent = await spendOf(live, sandbox, log, async () => {
    data<SweepStatus>(await live.main.router.dispatch('sweep.start', { input: { text: vins.join('\n') } }, sender));
    const deadline = Date.now() + 300_000;
    for (;;) {
      status = data<SweepStatus | null>(await live.main.router.dispatch('sweep.status', { input: undefined }, sender));
      if (status?.state === 'done') return;
      if (Date.now() > deadline) throw new Error('the sweep was not done within 300 s');
      await new Promise((done) => setTimeout(done, 500));
    }
  });
  const seconds = (performance.now() - started) / 1000;
  const done = status as SweepStatus | null;
  const agree =
    cents(estimate.totalMicros) === cents(spent.ledgerMicros) && cents(spent.ledgerMicros) === cents(spent.micros);
  return {
    measure: `${vins.length}-VIN recall sweep, Growth (${seconds.toFixed(0)} s): spend.estimate vs ledger vs the sandbox's count × row 26`,
    target: 'equal to the cent',
    result:
      `estimate ${dollars(estimate.totalMicros)} (${estimate.calls - estimate.cached} calls), ` +
      `${ledgerText(spent)}, sandbox ${dollars(spent.micros)} (${callsText(spent.calls)})` +
      (done?.checked === vins.length ? '' : `; only ${done?.checked ?? 0} checked`),
    pass: agree && done?.checked === vins.length,
  };
}

const ROW_NAMES = [
  'First open of a VIN page, default settings, Growth',
  'First open of a VIN page, default settings, Scale',
  'A 50-row search page with its thumbnails and deal ratings',
  'Hovering over 20 search rows',
  '500-VIN recall sweep: estimate vs ledger vs the sandbox',
];

export async function runSpendBench(): Promise<BenchRow[]> {
  const lookup = findChromium();
  if (!lookup.found) {
    return ROW_NAMES.map((measure) => ({ measure, target: '-', result: `not run: ${lookup.reason}`, pass: false }));
  }
  // Before any main starts: the photo fetcher keeps the fetch it was made with.
  const log = logRequests();
  const sandbox = await startSandbox({ dialect: 'autodev', listings: 3000, cacheDir: SANDBOX_CACHE, rateLimit: false });
  const server = await startStaticServer(RENDERER_DIR);
  const browser = await chromium.launch({ executablePath: lookup.path, args: [...CHROMIUM_ARGS] });
  const rows: BenchRow[] = [];
  const run = async (name: string, work: () => Promise<BenchRow | BenchRow[]>) => {
    console.error(`bench: spend: ${name}…`);
    try {
      const got = await work();
      rows.push(...(Array.isArray(got) ? got : [got]));
    } catch (error) {
      rows.push({
        measure: `${name}: could not run`,
        target: '-',
        result: error instanceof Error ? error.message : String(error),
        pass: false,
      });
    }
  };
  try {
    await sandbox.warmedUp();
    const vins = await listedVins(sandbox, 2 * FIRST_OPENS + SWEEP_VINS);
    // The figures before the spend work, from the issue (#35), for the table's reader.
    const targets: Record<PricedPlan, { target: number; before: string }> = {
      growth: { target: 25_000, before: '$0.119' },
      scale: { target: 70_000, before: '$0.146' },
    };
    for (const plan of ['growth', 'scale'] as const) {
      // Each on a main of its own: a first open must not find what a search left in the cache.
      await run(`first open, ${plan}`, async () => {
        const live = await openLive(plan, sandbox, server, browser);
        try {
          const mine = plan === 'growth' ? vins.slice(0, FIRST_OPENS) : vins.slice(FIRST_OPENS, 2 * FIRST_OPENS);
          return await firstOpens(live, sandbox, log, mine, targets[plan]);
        } finally {
          await live.close();
        }
      });
      await run(`search page and hover, ${plan}`, async () => {
        const live = await openLive(plan, sandbox, server, browser);
        try {
          return [...(await searchPage(live, sandbox, log)), await hoverRows(live, sandbox, log)];
        } finally {
          await live.close();
        }
      });
    }
    await run('recall sweep, growth', async () => {
      const live = await openLive('growth', sandbox, server, browser);
      try {
        return await sweep(live, sandbox, log, vins.slice(2 * FIRST_OPENS));
      } finally {
        await live.close();
      }
    });
    return rows;
  } finally {
    await browser.close();
    await server.close();
    await sandbox.close();
    log.restore();
  }
}
