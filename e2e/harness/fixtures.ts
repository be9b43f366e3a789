import { test as base, expect, type Page } from '@playwright/test';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { MainContext } from '../../electron/app/main-context';
import {
  createTestMainContext,
  type TestMainContext,
  type TestSandboxLauncher,
} from '../../electron/app/test-support/test-main-context';
import { FakeOsKeychain } from '../../electron/platform/keychain/test-support/fake-os-keychain';
import type { DesktopNotification, KeyOriginQuestion } from '../../electron/platform/desktop/desktop-ports';
import { forkChild } from '../../node/child-process/fork-child';
import type { AppInfo } from '../../shared/ipc/app-channels';
import type { Dialect } from '../../shared/service/dialect';
import { connectPageToMain, type FailChannels, type IpcCall } from './connect-page';
import { findChromium, realPartsRequired } from './chromium';
import { startStaticServer, type StaticServer } from './static-server';

// VINDESK_RENDERER_DIR lets parallel work test its own build without touching out/.
const RENDERER_DIR = resolve(process.env.VINDESK_RENDERER_DIR ?? resolve(__dirname, '../../out/renderer'));
/** Shared across runs so the demo dataset is built once per machine, not once per test. */
const SANDBOX_CACHE_DIR = join(tmpdir(), 'vindesk-e2e-sandbox');
/** The built vPIC process beside the built preload (VINDESK_PRELOAD_PATH's build, else out/), as the app runs it. */
const VPIC_PROCESS = resolve(
  process.env.VINDESK_PRELOAD_PATH ?? resolve(__dirname, '../../out/preload/preload.js'),
  '../../main/vpic-process.js',
);

export interface Harness {
  /** The real main-process context (router, handlers, settings, keys and sandbox), with the sandbox's test handles. */
  ctx: TestMainContext;
  userDataDir: string;
  /** Every IPC call the page made, in order. */
  ipcCalls: IpcCall[];
  /** Where main's "save dialog" puts files: the harness answers it with this folder instead of asking. */
  exportDir: string;
  /** Every desktop notification main showed, in order. */
  notifications: DesktopNotification[];
  /** Every page main handed to the system browser, in order. */
  openedUrls: string[];
  /** Every question main's own dialog asked before the key could go to new hosts, in order. */
  keyOriginQuestions: KeyOriginQuestion[];
  /** Opens the app at a hash route ("#/settings") and waits for the frame to render. */
  open(hash?: string): Promise<void>;
  /** Closes the notices in the corner, so screenshots show the screen itself. */
  dismissNotices(): Promise<void>;
  /**
   * Channels main refuses from now on, each with its AppError (set and delete entries at any
   * time): how a test makes an action fail at main's side without touching shipped code.
   */
  failChannels: FailChannels;
}

interface HarnessOptions {
  /** Files written into the empty user-data folder before main starts (name → content): a corrupt settings.json, say. */
  userDataFiles: Record<string, string>;
  /** The environment main sees (VINDESK_API_KEY …); the test process's own is never passed through. */
  mainEnv: Record<string, string | undefined>;
  /** Which service the demo sandbox plays: the spec's (default) or auto.dev's. */
  sandboxDialect: Dialect;
  /** How the person answers main's dialog about sending the key to a new host (default: Cancel). */
  keyOriginAnswer: boolean;
  /** Starts the demo sandbox instead of main's default (recording-sandbox.ts logs what it serves). */
  sandboxLauncher: TestSandboxLauncher | undefined;
}

let skipAnnounced = false;

interface WorkerFixtures {
  rendererServer: StaticServer;
}

export const test = base.extend<HarnessOptions & { harness: Harness; realChromium: void }, WorkerFixtures>({
  userDataFiles: [{}, { option: true }],
  mainEnv: [{}, { option: true }],
  sandboxDialect: ['spec', { option: true }],
  keyOriginAnswer: [false, { option: true }],
  sandboxLauncher: [undefined, { option: true }],

  // Decides, before any browser starts, whether this machine can run the spec at all.
  realChromium: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const lookup = findChromium();
      if (!lookup.found) {
        if (realPartsRequired())
          throw new Error(`VINDESK_REQUIRE_REAL_PARTS=1 but Chromium is missing: ${lookup.reason}`);
        // The list reporter does not print skip reasons; say it once per worker.
        if (!skipAnnounced) console.log(`e2e skipped: ${lookup.reason}`);
        skipAnnounced = true;
        base.skip(true, lookup.reason);
      }
      await use();
    },
    { auto: true },
  ],

  rendererServer: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      if (!existsSync(join(RENDERER_DIR, 'index.html'))) {
        throw new Error(
          `The built renderer is missing at ${RENDERER_DIR}: run \`npm run build\` before the e2e tests.`,
        );
      }
      const server = await startStaticServer(RENDERER_DIR);
      await use(server);
      await server.close();
    },
    { scope: 'worker' },
  ],

  harness: async (
    { page, rendererServer, userDataFiles, mainEnv, sandboxDialect, keyOriginAnswer, sandboxLauncher },
    use,
  ) => {
    const userDataDir = await mkdtemp(join(tmpdir(), 'vindesk-e2e-user-'));
    for (const [name, content] of Object.entries(userDataFiles)) await writeFile(join(userDataDir, name), content);
    const exportDir = join(userDataDir, 'exports');
    const notifications: DesktopNotification[] = [];
    const openedUrls: string[] = [];
    const keyOriginQuestions: KeyOriginQuestion[] = [];
    const ctx = await createTestMainContext({
      desktop: {
        chooseSavePath: async ({ suggestedName }) => join(exportDir, suggestedName),
        // Chromium's own print-to-PDF, which applies the page's @media print rules as Electron's does.
        printToPdf: async () => new Uint8Array(await page.pdf({ format: 'Letter', printBackground: true })),
        notify: (notification) => {
          notifications.push(notification);
        },
        openExternal: async (url) => {
          openedUrls.push(url);
        },
        confirmKeyOrigin: async (question) => {
          keyOriginQuestions.push(question);
          return keyOriginAnswer;
        },
      },
      userDataDir,
      keyStore: new FakeOsKeychain(),
      env: mainEnv,
      appUrl: rendererServer.indexUrl,
      sandbox: { listings: 3000, cacheDir: SANDBOX_CACHE_DIR, dialect: sandboxDialect },
      ...(sandboxLauncher ? { startSandbox: sandboxLauncher } : {}),
      spawnOfflineDecoder: forkChild(VPIC_PROCESS),
      version: '0.1.0-e2e',
      platform: 'linux',
    });
    await waitForDemoData(ctx, rendererServer.indexUrl);
    const ipcCalls: IpcCall[] = [];
    const failChannels: FailChannels = new Map();

    // The shipped preload runs in the page; only Electron's IPC transport is swapped for bindings.
    const offEvents = await connectPageToMain(page, ctx, ipcCalls, failChannels);

    const harness: Harness = {
      ctx,
      userDataDir,
      ipcCalls,
      exportDir,
      notifications,
      openedUrls,
      keyOriginQuestions,
      failChannels,
      async open(hash = '') {
        await page.goto(rendererServer.indexUrl + hash);
        await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
        // The mode badge appears once app.info has answered: the frame is complete.
        await expect(page.locator('.topbar .badge').last()).toBeVisible();
      },
      async dismissNotices() {
        const buttons = page.getByRole('button', { name: /^Dismiss:/ });
        // From the keyboard, not the pointer: a pointer left where a notice was would rest on the
        // result row beneath it, and 150 ms on a row prefetches that VIN's page, which no test of
        // something else has asked for.
        while ((await buttons.count()) > 0) await buttons.first().press('Enter');
        await page.mouse.move(0, 0);
      },
    };

    await use(harness);

    offEvents();
    await ctx.close();
    // A cache write may still be landing as the context closes; rm retries on ENOTEMPTY.
    await rm(userDataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 });
  },
});

export { expect };

/**
 * Waits until main's demo sandbox has its dataset (built once into SANDBOX_CACHE_DIR,
 * then loaded), so screens show the app at rest rather than "Preparing demo data".
 */
async function waitForDemoData(ctx: MainContext, appUrl: string, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const result = await ctx.router.dispatch('app.info', { input: undefined }, { url: appUrl, isMainFrame: true });
    const info = result.ok ? (result.data as AppInfo) : null;
    if (!info || info.mode !== 'demo' || info.sandbox?.state !== 'starting') return;
    if (Date.now() > deadline) throw new Error(`The demo sandbox was still starting after ${timeoutMs / 1000} s`);
    await new Promise((resolveWait) => setTimeout(resolveWait, 200));
  }
}

/**
 * Waits until the page is idle enough to screenshot: fonts loaded, every finite CSS animation or
 * transition finished, and two animation frames painted after that. Endless animations (a
 * spinner) never finish, so they are left out rather than waited on.
 */
export async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await document.fonts.ready;
    const finite = () =>
      document
        .getAnimations()
        .filter((animation) => animation.playState === 'running')
        .filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime ?? Infinity)));
    // An animation that ends may start another (a transition after a class change): look again,
    // a bounded number of times so a page that animates forever fails its assertions, not hangs.
    for (let round = 0, running = finite(); running.length > 0 && round < 20; round++, running = finite()) {
      await Promise.all(running.map((animation) => animation.finished.catch(() => undefined)));
    }
    await new Promise<void>((resolveFrame) => requestAnimationFrame(() => requestAnimationFrame(() => resolveFrame())));
  });
}
