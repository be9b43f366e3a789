// Renders a 500-row listings page in Chromium, with window.vds wired to the real main
// handlers as in the e2e harness, and records every long task the page reports
// (PerformanceObserver 'longtask'). Target: none over 100 ms. The sandbox and the vPIC
// decoder run as the app runs them, each in a process of its own below main's priority: run
// inside this process at full priority, the sandbox's answers and photos took the CPU from
// the window, which the app's sandbox, being lowered, gives way to.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { createMainContext, type MainContext } from '../electron/app/main-context';
import type { Router } from '../electron/platform/ipc/router';
import type { ListingSummariesResult } from '../shared/schemas/listing-summary';
import { MemoryKeyStore } from '../electron/platform/keychain/memory-key-store';
import { forkChild } from '../node/child-process/fork-child';
import { startSandboxProcess } from '../electron/app/sandbox-host/sandbox-process-host';
import { connectPageToMain } from '../e2e/harness/connect-page';
import { CHROMIUM_ARGS, findChromium } from '../e2e/harness/chromium';
import { startStaticServer } from '../e2e/harness/static-server';
import type { BenchRow } from './bench-row';

const OUT = resolve(__dirname, '..', process.env.VINDESK_BENCH_OUT ?? 'out');
const RENDERER_DIR = join(OUT, 'renderer');
const LONG_TASK_LIMIT_MS = 100;

declare global {
  interface Window {
    __longTasks?: number[];
  }
}

export async function runRenderBench(): Promise<BenchRow[]> {
  const lookup = findChromium();
  if (!lookup.found)
    return [
      {
        measure: '500-row page render, longest task',
        target: '≤ 100 ms',
        result: `not run: ${lookup.reason}`,
        pass: false,
      },
    ];
  const server = await startStaticServer(RENDERER_DIR);
  const userDataDir = await mkdtemp(join(tmpdir(), 'vindesk-bench-render-'));
  const ctx = await createMainContext({
    userDataDir,
    keyStore: new MemoryKeyStore(),
    env: {},
    appUrl: server.indexUrl,
    sandbox: { listings: 3000, cacheDir: join(tmpdir(), 'vindesk-e2e-sandbox') },
    startSandbox: (options) => startSandboxProcess(options, forkChild(join(OUT, 'main/sandbox-process.js'))),
    spawnOfflineDecoder: forkChild(join(OUT, 'main/vpic-process.js')),
  });
  const browser = await chromium.launch({
    executablePath: lookup.path,
    args: [...CHROMIUM_ARGS],
  });
  try {
    const pageOf = (run: number) => `${server.indexUrl}#/search?limit=500&sort=price.${run % 2 === 0 ? 'asc' : 'desc'}`;
    // Warm the sandbox and main's caches with the page's own requests (both sorts, the deal
    // ratings' comparables, every row's thumbnail), in a tab of its own, so the measure is
    // the renderer's own work. The measured tab then starts the app from nothing.
    // Its rows' thumbnails outlive their rows (main finishes and keeps them), so it ends
    // when main has answered every call the tab made: closed sooner, the tab's calls went
    // with it while the sandbox still drew their photos, into the measured runs.
    const warmCalls = callsCounted(ctx);
    const warm = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await connectPageToMain(warm, warmCalls.ctx);
    for (const run of [0, 1]) await showAndScroll(warm, pageOf(run));
    await warmCalls.settled();
    await warm.close();
    await warmThumbnails(ctx, server.indexUrl, warmCalls.thumbnailSize());

    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await connectPageToMain(page, ctx);
    await page.addInitScript(() => {
      window.__longTasks = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) window.__longTasks!.push(entry.duration);
      }).observe({ type: 'longtask', buffered: true });
    });
    const runs: number[] = [];
    for (let run = 0; run < 5; run++) {
      await showAndScroll(page, pageOf(run));
      const tasks = await page.evaluate(() => window.__longTasks ?? []);
      runs.push(tasks.length === 0 ? 0 : Math.max(...tasks));
    }
    const worst = Math.max(...runs);
    return [
      {
        measure: '500-row listings page: longest task while rendering and scrolling (5 runs)',
        target: `≤ ${LONG_TASK_LIMIT_MS} ms`,
        result: worst === 0 ? 'no long task' : `${worst.toFixed(0)} ms`,
        pass: worst <= LONG_TASK_LIMIT_MS,
      },
    ];
  } finally {
    await browser.close();
    await ctx.close();
    await server.close();
    await rm(userDataDir, { recursive: true, force: true });
  }
}

/**
 * Every row's thumbnail, for both sorts: a scroll shows each row for a frame or two, and which
 * rows ask for their photo in that time differs from pass to pass, so the warm-up's scroll
 * alone left some for the measured runs to draw.
 */
async function warmThumbnails(ctx: MainContext, url: string, size: ThumbnailSize): Promise<void> {
  const sender = { url, isMainFrame: true };
  for (const direction of ['asc', 'desc'] as const) {
    const page = await ctx.router.dispatch(
      'listings.search',
      { input: { limit: 500, sort: { field: 'price', direction } } },
      sender,
    );
    if (!page.ok) throw new Error(`the warm-up's listings page failed: ${page.error.code}`);
    const vins = (page.data as ListingSummariesResult).data.data.map((row) => row.vin);
    for (let start = 0; start < vins.length; start += 8) {
      await Promise.all(
        vins
          .slice(start, start + 8)
          .map((vin) => ctx.router.dispatch('vehicle.thumbnail', { input: { vin, ...size } }, sender)),
      );
    }
  }
}

type ThumbnailSize = { width: number; height: number };

/**
 * The context with its router's calls counted, a wait for none to be running, and the
 * size the rows asked their thumbnails at.
 */
function callsCounted(ctx: MainContext): {
  ctx: MainContext;
  settled: () => Promise<void>;
  thumbnailSize: () => ThumbnailSize;
} {
  let running = 0;
  const waiting: (() => void)[] = [];
  let size: ThumbnailSize | null = null;
  const router: Router = {
    async dispatch(channel, payload, sender) {
      if (channel === 'vehicle.thumbnail' && !size) size = (payload as { input: ThumbnailSize }).input;
      running += 1;
      try {
        return await ctx.router.dispatch(channel, payload, sender);
      } finally {
        running -= 1;
        if (running === 0) for (const done of waiting.splice(0)) done();
      }
    },
    cancel: (requestId, sender) => ctx.router.cancel(requestId, sender),
    cancelAll: () => ctx.router.cancelAll(),
  };
  return {
    ctx: Object.assign(Object.create(ctx) as MainContext, { router }),
    settled: () => (running === 0 ? Promise.resolve() : new Promise((done) => waiting.push(done))),
    thumbnailSize: () => {
      if (!size) throw new Error('the warm-up showed no row thumbnail');
      return { width: size.width, height: size.height };
    },
  };
}

/** Shows a search of 500 rows and scrolls the whole list, as a user paging through it would. */
async function showAndScroll(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.locator('.results__item').first().waitFor();
  await page.waitForTimeout(300);
  await page.locator('.results__scroll').evaluate(async (element) => {
    for (let top = 0; top < element.scrollHeight; top += 600) {
      element.scrollTop = top;
      await new Promise((done) => requestAnimationFrame(() => done(undefined)));
    }
  });
}
