// Boots the BUILT app (out/main/main.js and out/preload/preload.js, as shipped) under
// Node with a strict stand-in of the electron module, because the Electron binary
// cannot be downloaded on the machines that run this suite. Run `npm run build` first.
import { createRequire } from 'node:module';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BRIDGE_KEYS, CANCEL_CHANNEL, type VdsBridge } from '../shared/ipc/bridge';
import { CHANNEL_NAMES } from '../shared/ipc/contract';
import {
  createElectronStandIn,
  STAND_IN_PDF,
  installElectronModule,
  type ElectronStandIn,
  type StandInOptions,
  type StandInWindow,
} from './test-support/electron-stand-in';
import { runSandboxedPreload } from './test-support/sandboxed-preload';

const ROOT = resolve(__dirname, '..');
// In `npm run mutate main-app`, the repository's own build, and main bundled again from the
// mutated sources (scripts/mutation-main-bundle.ts): Stryker's copy of the repository has no out/.
const OUT = process.env.VINDESK_BUILT_OUT ?? join(ROOT, 'out');
const MAIN = process.env.VINDESK_BOOT_MAIN ?? join(OUT, 'main/main.js');
const PRELOAD = join(OUT, 'preload/preload.js');
const RENDERER = join(OUT, 'renderer');

const nodeRequire = createRequire(__filename);
/**
 * Main quits once its context has closed (pending writes, its child processes), which on a
 * busy machine takes longer than vi.waitFor's default of one second.
 */
const QUIT_WAIT = { timeout: 15_000 };

interface Booted {
  standIn: ElectronStandIn;
  window: StandInWindow;
  userDataDir: string;
}

const running: Booted[] = [];
const savedEnv = { ...process.env };
const processEvents = ['uncaughtException', 'unhandledRejection'] as const;
// Seen as a plain emitter: process's own overloads type each event separately.
const processEmitter: NodeJS.EventEmitter = process;
const processListenersBefore = new Map(processEvents.map((name) => [name, new Set(processEmitter.listeners(name))]));

/** The listeners main added to process for an event (it logs crashes of main itself). */
function addedProcessListeners(name: (typeof processEvents)[number]): ((...args: unknown[]) => void)[] {
  return processEmitter.listeners(name).filter((listener) => !processListenersBefore.get(name)!.has(listener)) as ((
    ...args: unknown[]
  ) => void)[];
}

interface BootOptions {
  isPackaged: boolean;
  env?: Record<string, string>;
  /** Files in the user-data folder before start (name → content), as a previous run left them. */
  userDataFiles?: Record<string, string>;
  userDataDir?: string;
  displays?: StandInOptions['displays'];
  gotSingleInstanceLock?: boolean;
  savePath?: string;
  saveDialogLeftOpen?: boolean;
  notificationsSupported?: boolean;
}

/** Loads the built main on a fresh stand-in; returns before 'ready' so tests can look at that moment. */
async function loadBuiltMain(options: BootOptions): Promise<{ standIn: ElectronStandIn; userDataDir: string }> {
  if (!existsSync(MAIN) || !existsSync(PRELOAD)) {
    throw new Error(`The built app is missing (${MAIN}, ${PRELOAD}): run \`npm run build\` first.`);
  }
  const userDataDir = options.userDataDir ?? (await mkdtemp(join(tmpdir(), 'vindesk-boot-')));
  for (const [name, content] of Object.entries(options.userDataFiles ?? {})) {
    await writeFile(join(userDataDir, name), content);
  }
  const standIn = createElectronStandIn({
    isPackaged: options.isPackaged,
    paths: { userData: userDataDir, logs: join(userDataDir, 'logs'), documents: userDataDir, temp: tmpdir() },
    version: '0.1.0',
    displays: options.displays,
    gotSingleInstanceLock: options.gotSingleInstanceLock,
    savePath: options.savePath,
    saveDialogLeftOpen: options.saveDialogLeftOpen,
    notificationsSupported: options.notificationsSupported,
  });
  // A key from the environment keeps this boot in live mode: no demo dataset is built,
  // and no call leaves the process unless a test makes one. Main reads the environment
  // after 'ready', so it stays set until the test ends.
  Object.assign(process.env, { VINDESK_API_KEY: 'boot-test-key-0000' }, options.env);
  const uninstall = installElectronModule(standIn.module);
  try {
    // A fresh copy of the bundle each boot: main keeps its state at module level.
    for (const key of Object.keys(nodeRequire.cache)) if (key.startsWith(OUT)) delete nodeRequire.cache[key];
    // Node's own require, not Vitest's loader: the bundle must run as Electron would run it.
    nodeRequire(MAIN);
  } finally {
    uninstall();
  }
  return { standIn, userDataDir };
}

async function bootBuiltMain(options: BootOptions): Promise<Booted> {
  const { standIn, userDataDir } = await loadBuiltMain(options);
  expect(standIn.record.windows).toHaveLength(0);
  standIn.makeReady();
  await vi.waitFor(() => expect(standIn.record.windows.length).toBeGreaterThan(0), { timeout: 20_000 });
  const window = standIn.record.windows[0]!;
  await window.loaded;
  const booted = { standIn, window, userDataDir };
  running.push(booted);
  return booted;
}

afterEach(async () => {
  for (const { standIn, userDataDir } of running.splice(0)) {
    const quitsBefore = standIn.record.quitCalls;
    let prevented = false;
    standIn.emitApp('before-quit', { preventDefault: () => (prevented = true) });
    // Main defers the quit until its context is closed, then quits for real.
    if (prevented) await vi.waitFor(() => expect(standIn.record.quitCalls).toBeGreaterThan(quitsBefore), QUIT_WAIT);
    await rm(userDataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 });
  }
  process.env = { ...savedEnv };
  for (const name of processEvents)
    for (const listener of addedProcessListeners(name)) processEmitter.off(name, listener);
});

async function quit(standIn: ElectronStandIn): Promise<void> {
  const quitsBefore = standIn.record.quitCalls;
  standIn.emitApp('before-quit', { preventDefault: () => undefined });
  await vi.waitFor(() => expect(standIn.record.quitCalls).toBeGreaterThan(quitsBefore), QUIT_WAIT);
}

type MenuItem = { role?: string; label?: string; submenu?: MenuItem[]; click?: () => void };
function menuItems(items: readonly MenuItem[]): MenuItem[] {
  return items.flatMap((item) => [item, ...menuItems(item.submenu ?? [])]);
}

function listFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? listFiles(path) : [path];
  });
}

describe('the built main process, booted on the electron stand-in', () => {
  it('registers app:// as a standard, secure scheme with a code cache and turns on the sandbox before ready', async () => {
    const { standIn } = await bootBuiltMain({ isPackaged: true });
    expect(standIn.record.sandboxEnabledBeforeReady).toBe(true);
    expect(standIn.record.schemesRegisteredBeforeReady).toBe(true);
    const app = standIn.record.privilegedSchemes.find((scheme) => scheme.scheme === 'app');
    // codeCache: later launches reuse the renderer's compiled code instead of compiling it again.
    expect(app?.privileges).toMatchObject({ standard: true, secure: true, codeCache: true });
    expect(standIn.record.protocolHandlers.has('app')).toBe(true);
  });

  it('opens one window with the hardened webPreferences and the shipped preload', async () => {
    const { window } = await bootBuiltMain({ isPackaged: true });
    const preferences = window.options.webPreferences as Record<string, unknown>;
    expect(preferences).toMatchObject({
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      webviewTag: false,
      allowRunningInsecureContent: false,
    });
    expect(resolve(String(preferences.preload))).toBe(PRELOAD);
    expect(window.options.show).toBe(false);
    expect(window.shown).toBe(true);
  });

  it('loads app://vindesk/index.html, even when a packaged run has ELECTRON_RENDERER_URL set', async () => {
    const { window } = await bootBuiltMain({
      isPackaged: true,
      env: { ELECTRON_RENDERER_URL: 'http://127.0.0.1:5173' },
    });
    expect(window.loadedUrls).toEqual(['app://vindesk/index.html']);
  });

  it('uses the dev server only when the app is not packaged', async () => {
    const { window } = await bootBuiltMain({
      isPackaged: false,
      env: { ELECTRON_RENDERER_URL: 'http://127.0.0.1:5173' },
    });
    expect(window.loadedUrls).toEqual(['http://127.0.0.1:5173/index.html']);
  });

  it('serves index.html and every built asset through the app:// handler with the right type and the CSP', async () => {
    const { standIn } = await bootBuiltMain({ isPackaged: true });
    const handle = standIn.record.protocolHandlers.get('app')!;
    const files = listFiles(RENDERER);
    expect(files.length).toBeGreaterThan(3);
    for (const file of files) {
      const path = relative(RENDERER, file).split('\\').join('/');
      const response = await handle(new Request(`app://vindesk/${path}`));
      expect(response.status, path).toBe(200);
      expect(Buffer.from(await response.arrayBuffer()).equals(readFileSync(file)), path).toBe(true);
      if (path.endsWith('.js')) expect(response.headers.get('content-type'), path).toMatch(/^text\/javascript/);
      expect(response.headers.get('content-security-policy'), path).toContain("script-src 'self'");
    }
    // The module scripts index.html names are among them.
    const html = await (await handle(new Request('app://vindesk/'))).text();
    const scripts = [...html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g)].map((match) => match[1]!);
    expect(scripts.length).toBeGreaterThan(0);
    for (const src of scripts) {
      const response = await handle(new Request(new URL(src, 'app://vindesk/index.html')));
      expect(response.status, src).toBe(200);
    }
    expect((await handle(new Request('app://vindesk/..%2fmain%2fmain.js'))).status).toBe(403);
  });

  it('registers exactly one handler for every channel of the contract, and nothing else', async () => {
    const { standIn } = await bootBuiltMain({ isPackaged: true });
    expect([...standIn.record.ipcHandlers.keys()].sort()).toEqual([...CHANNEL_NAMES].sort());
    expect([...standIn.record.ipcListeners.keys()]).toEqual([CANCEL_CHANNEL]);
  });

  it('ships a preload whose only require, anywhere in the bundle, is electron', () => {
    const source = readFileSync(PRELOAD, 'utf8');
    const requires = [...source.matchAll(/\brequire\s*\(\s*([^)]*)\)/g)].map((match) => match[1]!.trim());
    expect(requires.length).toBeGreaterThan(0);
    expect(requires.filter((name) => name !== '"electron"' && name !== "'electron'")).toEqual([]);
    expect(source).not.toMatch(/\bimport\s*\(/);
  });

  it('runs the shipped preload as a sandboxed preload: it requires only electron and exposes exactly the contract', async () => {
    const { standIn, window } = await bootBuiltMain({ isPackaged: true });
    const preload = runSandboxedPreload(PRELOAD, standIn, window);
    expect([...new Set(preload.required)]).toEqual(['electron']);
    expect([...preload.exposed.keys()]).toEqual(['vds']);
    const vds = preload.exposed.get('vds') as VdsBridge;
    expect(Object.keys(vds).sort()).toEqual([...BRIDGE_KEYS].sort());

    // Every channel of the contract goes through to main (a probe answer, not "No handler registered").
    for (const channel of CHANNEL_NAMES) {
      const answer = await vds.invoke(channel, { __probe: true } as never);
      expect(typeof answer.ok, channel).toBe('boolean');
    }
    expect(new Set(preload.invoked)).toEqual(new Set(CHANNEL_NAMES));
    const unknown = await vds.invoke('no.such' as never, undefined as never);
    expect(unknown).toMatchObject({ ok: false, error: { code: 'UNKNOWN_CHANNEL' } });
    expect(preload.invoked).not.toContain('no.such');
  });

  it('answers the window through the preload and refuses a frame from any other origin', async () => {
    const { standIn, window } = await bootBuiltMain({ isPackaged: true });
    const vds = runSandboxedPreload(PRELOAD, standIn, window).exposed.get('vds') as VdsBridge;
    const info = await vds.invoke('app.info', undefined);
    expect(info).toMatchObject({ ok: true, data: { version: '0.1.0', mode: 'live' } });

    for (const foreign of ['app://evil/index.html', 'evil://vindesk/index.html', 'file:///tmp/index.html']) {
      const intruder = runSandboxedPreload(PRELOAD, standIn, window, foreign).exposed.get('vds') as VdsBridge;
      const refused = await intruder.invoke('app.info', undefined);
      expect(refused.ok, foreign).toBe(false);
    }
  });

  it('delivers main’s events to listeners registered through the preload', async () => {
    const { standIn, window } = await bootBuiltMain({ isPackaged: true });
    const preload = runSandboxedPreload(PRELOAD, standIn, window);
    const vds = preload.exposed.get('vds') as VdsBridge;
    const seen: unknown[] = [];
    const off = vds.on('settings.changed', (settings) => seen.push(settings));
    const update = await vds.invoke('settings.update', { theme: 'dark' });
    expect(update.ok).toBe(true);
    preload.deliverSent();
    expect(seen).toEqual([expect.objectContaining({ settings: expect.objectContaining({ theme: 'dark' }) })]);
    off();
  });

  it('denies navigation away from app://, every window.open, and hands no window.open to the browser', async () => {
    const { standIn, window } = await bootBuiltMain({ isPackaged: true });
    const contents = window.webContents;
    for (const [url, allowed] of [
      ['app://vindesk/index.html#/lot', true],
      ['app://evil/index.html', false],
      ['https://example.com/', false],
      ['file:///etc/passwd', false],
    ] as const) {
      // A redirect on the way is held to the same rule as the navigation itself.
      for (const event of ['will-navigate', 'will-redirect']) {
        let prevented = false;
        contents.events.emit(event, { preventDefault: () => (prevented = true) }, url);
        expect(prevented, `${event} ${url}`).toBe(!allowed);
      }
    }
    expect(contents.windowOpenHandler?.({ url: 'https://www.nhtsa.gov/recalls' })).toEqual({ action: 'deny' });
    expect(contents.windowOpenHandler?.({ url: 'http://example.com/' })).toEqual({ action: 'deny' });
    // Issue 37 item 2: not even an https page goes to the browser by window.open, which
    // would get around the allow-list of shell.openExternal.
    expect(contents.windowOpenHandler?.({ url: 'https://evil.example/login' })).toEqual({ action: 'deny' });
    expect(standIn.record.externalUrls).toEqual([]);
    let webviewPrevented = false;
    contents.events.emit('will-attach-webview', { preventDefault: () => (webviewPrevented = true) });
    expect(webviewPrevented).toBe(true);
  });

  it('denies permissions except clipboard writes and the camera for the app’s own page', async () => {
    const { standIn } = await bootBuiltMain({ isPackaged: true });
    const check = standIn.record.permissionCheckHandler!;
    const ask = (permission: string, requestingUrl: string) =>
      check(null, permission, requestingUrl, { requestingUrl, isMainFrame: true });
    expect(ask('clipboard-sanitized-write', 'app://vindesk/index.html')).toBe(true);
    expect(ask('clipboard-sanitized-write', 'app://evil/index.html')).toBe(false);
    expect(ask('clipboard-read', 'app://vindesk/index.html')).toBe(false);
    expect(ask('geolocation', 'app://vindesk/index.html')).toBe(false);
    const request = standIn.record.permissionRequestHandler!;
    const answers: boolean[] = [];
    request(null, 'notifications', (granted: boolean) => answers.push(granted), {
      requestingUrl: 'app://vindesk/index.html',
      isMainFrame: true,
    });
    expect(answers).toEqual([false]);
  });

  it('grants the camera, video only, to the app’s own main frame, whichever way Electron asks', async () => {
    const { standIn } = await bootBuiltMain({ isPackaged: true });
    const request = standIn.record.permissionRequestHandler!;
    const answers: boolean[] = [];
    const ask = (details: object) => request(null, 'media', (granted: boolean) => answers.push(granted), details);
    ask({ requestingUrl: 'app://vindesk/index.html', isMainFrame: true, mediaTypes: ['video'] });
    ask({ requestingUrl: 'app://vindesk/index.html', isMainFrame: true, mediaTypes: ['video', 'audio'] });
    ask({ requestingUrl: 'app://vindesk/index.html', isMainFrame: true });
    ask({ requestingUrl: 'app://vindesk/index.html', isMainFrame: false, mediaTypes: ['video'] });
    expect(answers).toEqual([true, false, false, false]);

    // The check handler names one media type, and may leave out the URL and the frame.
    const check = standIn.record.permissionCheckHandler!;
    expect(check(null, 'media', 'app://vindesk', { mediaType: 'video', isMainFrame: true })).toBe(true);
    expect(check(null, 'media', 'app://vindesk', { mediaType: 'audio', isMainFrame: true })).toBe(false);
    expect(check(null, 'media', 'app://vindesk', { isMainFrame: true })).toBe(false);
    expect(check(null, 'media', 'app://evil', { mediaType: 'video', isMainFrame: true })).toBe(false);
    // No frame named: not taken for the main frame.
    expect(check(null, 'media', 'app://vindesk', { mediaType: 'video' })).toBe(false);
  });

  it('adds the content security policy to every response the session receives', async () => {
    const { standIn } = await bootBuiltMain({ isPackaged: true });
    const handler = standIn.record.headersReceivedHandler!;
    const answered: { responseHeaders?: Record<string, string[]> }[] = [];
    handler({ responseHeaders: { 'Content-Type': ['text/html'] } }, (reply: (typeof answered)[number]) =>
      answered.push(reply),
    );
    expect(answered).toHaveLength(1);
    const headers = answered[0]!.responseHeaders!;
    expect(headers['Content-Type']).toEqual(['text/html']);
    const policy = Object.entries(headers).find(([name]) => name.toLowerCase() === 'content-security-policy')?.[1];
    expect(policy?.join(';')).toContain("default-src 'self'");
  });

  it('is a single instance: a second launch quits at once and opens nothing', async () => {
    const { standIn, userDataDir } = await loadBuiltMain({ isPackaged: true, gotSingleInstanceLock: false });
    standIn.makeReady();
    expect(standIn.record.singleInstanceLockRequested).toBe(true);
    expect(standIn.record.quitCalls).toBe(1);
    expect(standIn.record.windows).toHaveLength(0);
    expect(standIn.record.ipcHandlers.size).toBe(0);
    await rm(userDataDir, { recursive: true, force: true });
  });

  it('registers vindesk: links; a second launch with a link focuses the window and opens that view', async () => {
    const { standIn, window } = await bootBuiltMain({ isPackaged: true });
    expect(standIn.record.protocolClients).toEqual(['vindesk']);
    standIn.emitApp('second-instance', {}, ['/opt/VinDesk/vindesk', 'vindesk://vin/1HGCM82633A004352'], '/');
    standIn.emitApp('open-url', { preventDefault: () => undefined }, 'vindesk://plate/TX/ABC1234');
    const navigations = window.webContents.sent.filter((message) => message.channel === 'vds:event:app.navigate');
    expect(navigations.map((message) => message.args[0])).toEqual([
      { kind: 'vin', vin: '1HGCM82633A004352' },
      { kind: 'plate', state: 'TX', plate: 'ABC1234' },
    ]);
  });

  it('refuses a bad link with a message naming the problem, and navigates nowhere', async () => {
    const { standIn, window } = await bootBuiltMain({ isPackaged: true });
    standIn.emitApp('second-instance', {}, ['vindesk', 'vindesk://vin/1HGCM82633A00435O'], '/');
    await vi.waitFor(() => expect(standIn.record.messageBoxes).toHaveLength(1));
    expect(standIn.record.messageBoxes[0]).toMatchObject({ message: 'VinDesk cannot open this link' });
    expect(String(standIn.record.messageBoxes[0]!.detail)).toMatch(/O/);
    expect(window.webContents.sent.some((message) => message.channel === 'vds:event:app.navigate')).toBe(false);
  });

  it('installs a real menu with the standard roles and, when packaged, no reload or developer tools', async () => {
    const { standIn, window } = await bootBuiltMain({ isPackaged: true });
    const items = menuItems((standIn.record.applicationMenu?.template ?? []) as MenuItem[]);
    const roles = new Set(items.map((item) => item.role).filter(Boolean));
    for (const role of ['copy', 'paste', 'selectAll', 'zoomIn', 'zoomOut', 'resetZoom', 'minimize', 'close']) {
      expect(roles.has(role), role).toBe(true);
    }
    for (const role of ['toggleDevTools', 'reload', 'forceReload']) expect(roles.has(role), role).toBe(false);
    expect((window.options.webPreferences as Record<string, unknown>).devTools).toBe(false);
    const labels = items.map((item) => item.label ?? '');
    expect(labels.some((label) => /about/i.test(label))).toBe(true);
    expect(labels.some((label) => /log folder/i.test(label))).toBe(true);
    items.find((item) => /^print/i.test(item.label ?? ''))?.click?.();
    expect(window.webContents.prints).toBe(1);
  });

  it('saves the screen as a Letter PDF from the menu: asks where under Documents, writes it and says so', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'vindesk-boot-pdf-'));
    const chosen = join(dir, 'chosen.pdf');
    const { standIn, window, userDataDir } = await bootBuiltMain({
      isPackaged: true,
      savePath: chosen,
      notificationsSupported: true,
    });
    // The window is on a VIN page: its document is the VIN report.
    window.webContents.mainFrame.url = 'app://vindesk/index.html#/vehicle/1HGCM82633A004352';
    const items = menuItems((standIn.record.applicationMenu?.template ?? []) as MenuItem[]);
    items.find((item) => item.label === 'Save as PDF…')?.click?.();
    await vi.waitFor(() => expect(standIn.record.notifications).toHaveLength(1));
    expect(standIn.record.pdfPrints).toEqual([{ pageSize: 'Letter', printBackground: true }]);
    // The stand-in's Documents folder is the user-data folder.
    expect(standIn.record.saveDialogs).toEqual([
      {
        defaultPath: join(userDataDir, 'VIN report 1HGCM82633A004352.pdf'),
        filters: [{ name: 'PDF document', extensions: ['pdf'] }],
      },
    ]);
    expect(await readFile(chosen, 'utf8')).toBe(STAND_IN_PDF);
    expect(standIn.record.notifications).toEqual([{ title: 'VIN report saved', body: chosen }]);
    // Its temp file was listed while it existed, for a start after a crash to remove (issue 37
    // item 7): the list exists only once something was listed, and is empty again now.
    await vi.waitFor(async () =>
      expect(JSON.parse(await readFile(join(userDataDir, 'unfinished-exports.json'), 'utf8'))).toEqual([]),
    );
    expect(readdirSync(dir)).toEqual(['chosen.pdf']);
    await rm(dir, { recursive: true, force: true });
  });

  it('a cancelled save dialog writes nothing and shows nothing, and a desktop without notifications is spared one', async () => {
    const cancelled = await bootBuiltMain({ isPackaged: true, notificationsSupported: true });
    const items = menuItems((cancelled.standIn.record.applicationMenu?.template ?? []) as MenuItem[]);
    items.find((item) => item.label === 'Save as PDF…')?.click?.();
    await vi.waitFor(() => expect(cancelled.standIn.record.saveDialogs).toHaveLength(1));
    // Quitting waits for the save in progress: after it, nothing more can come.
    await quit(cancelled.standIn);
    expect(cancelled.standIn.record.notifications).toEqual([]);

    const dir = await mkdtemp(join(tmpdir(), 'vindesk-boot-pdf-'));
    const quiet = await bootBuiltMain({ isPackaged: true, savePath: join(dir, 'x.pdf') });
    menuItems((quiet.standIn.record.applicationMenu?.template ?? []) as MenuItem[])
      .find((item) => item.label === 'Save as PDF…')
      ?.click?.();
    await vi.waitFor(async () => expect(await readFile(join(dir, 'x.pdf'), 'utf8')).toBe(STAND_IN_PDF));
    await quit(quiet.standIn);
    expect(quiet.standIn.record.notifications).toEqual([]);
    await rm(dir, { recursive: true, force: true });
  });

  it('quits within its deadline when work under way never ends, and says in the log what it waited on', async () => {
    const { standIn, userDataDir } = await bootBuiltMain({ isPackaged: true, saveDialogLeftOpen: true });
    menuItems((standIn.record.applicationMenu?.template ?? []) as MenuItem[])
      .find((item) => item.label === 'Save as PDF…')
      ?.click?.();
    await vi.waitFor(() => expect(standIn.record.saveDialogs).toHaveLength(1));
    // The save waits on a dialog nobody answers; the quit goes anyway (main.ts QUIT_DEADLINE_MS).
    const quitsBefore = standIn.record.quitCalls;
    standIn.emitApp('before-quit', { preventDefault: () => undefined });
    await vi.waitFor(() => expect(standIn.record.quitCalls).toBeGreaterThan(quitsBefore), QUIT_WAIT);
    const log = await readFile(join(userDataDir, 'logs', 'vindesk.log'), 'utf8');
    expect(log).toMatch(/Quit after \d+ ms still waiting on work under way/);
  });

  it('a second launch brings a minimised window back to the front', async () => {
    const { standIn, window } = await bootBuiltMain({ isPackaged: true });
    window.minimize();
    standIn.emitApp('second-instance', {}, ['/opt/VinDesk/vindesk'], '/');
    expect(window.isMinimized()).toBe(false);
    expect(window.focusCalls).toBe(1);
  });

  it('quits when its last window closes (off macOS), and opens a window again on activate', async () => {
    const { standIn, window } = await bootBuiltMain({ isPackaged: true });
    // With a window open, activate opens no other: quitting waits for anything it started.
    standIn.emitApp('activate');
    const quitsBefore = standIn.record.quitCalls;
    standIn.emitApp('window-all-closed');
    expect(standIn.record.quitCalls).toBe(quitsBefore + (process.platform === 'darwin' ? 0 : 1));
    window.close();
    standIn.emitApp('activate');
    await vi.waitFor(() => expect(standIn.record.windows).toHaveLength(2));
    await standIn.record.windows[1]!.loaded;
    await quit(standIn);
    expect(standIn.record.windows).toHaveLength(2);
  });

  it('keeps the developer tools for an unpackaged build', async () => {
    const { standIn, window } = await bootBuiltMain({ isPackaged: false });
    const roles = menuItems((standIn.record.applicationMenu?.template ?? []) as MenuItem[]).map((item) => item.role);
    expect(roles).toContain('toggleDevTools');
    expect((window.options.webPreferences as Record<string, unknown>).devTools).toBe(true);
  });

  it('offers Reload when the renderer crashes, and reloads on that choice', async () => {
    const { standIn, window } = await bootBuiltMain({ isPackaged: true });
    window.webContents.events.emit('render-process-gone', {}, { reason: 'crashed', exitCode: 139 });
    await vi.waitFor(() => expect(window.webContents.reloads).toBe(1));
    expect(standIn.record.messageBoxes[0]).toMatchObject({ buttons: ['Reload', 'Quit'] });
  });

  it('saves the window’s bounds on close and restores them on the next launch', async () => {
    const displays = [
      { id: 1, workArea: { x: 0, y: 0, width: 1920, height: 1040 } },
      { id: 2, workArea: { x: -1280, y: 0, width: 1280, height: 984 } },
    ];
    const first = await bootBuiltMain({
      isPackaged: true,
      displays,
      userDataFiles: {
        'window-state.json': JSON.stringify({ x: -1200, y: 40, width: 1100, height: 700, isMaximized: false }),
      },
    });
    // On the left-hand monitor, where it was left.
    expect(first.window.options).toMatchObject({ x: -1200, y: 40, width: 1100, height: 700 });
    first.window.events.emit('close', {});
    await quit(first.standIn);
    const saved = JSON.parse(await readFile(join(first.userDataDir, 'window-state.json'), 'utf8')) as unknown;
    expect(saved).toMatchObject({ x: -1200, y: 40, width: 1100, height: 700, isMaximized: false });
  });

  it('opens maximised when it was left maximised, and saves it so again', async () => {
    const { standIn, window, userDataDir } = await bootBuiltMain({
      isPackaged: true,
      userDataFiles: {
        'window-state.json': JSON.stringify({ x: 100, y: 80, width: 1000, height: 700, isMaximized: true }),
      },
    });
    expect(window.isMaximized()).toBe(true);
    // Its place under the maximised window is kept, for when it is restored.
    expect(window.options).toMatchObject({ x: 100, y: 80, width: 1000, height: 700 });
    window.events.emit('close', {});
    await quit(standIn);
    const saved = JSON.parse(await readFile(join(userDataDir, 'window-state.json'), 'utf8')) as unknown;
    expect(saved).toEqual({ x: 100, y: 80, width: 1000, height: 700, isMaximized: true });
  });

  it('asks about a hang with Reload first and Keep waiting on Esc, and reloads on Reload', async () => {
    const { standIn, window } = await bootBuiltMain({ isPackaged: true });
    window.events.emit('unresponsive');
    await vi.waitFor(() => expect(window.webContents.reloads).toBe(1));
    expect(standIn.record.messageBoxes).toEqual([
      expect.objectContaining({
        type: 'warning',
        message: 'VinDesk is not responding',
        detail: 'The window has stopped responding. Reload it, or keep waiting for it to recover.',
        buttons: ['Reload', 'Keep waiting'],
        defaultId: 0,
        cancelId: 1,
        noLink: true,
      }),
    ]);
  });

  it('moves a window saved on a monitor that is gone back onto a visible screen', async () => {
    const { window } = await bootBuiltMain({
      isPackaged: true,
      displays: [{ id: 1, workArea: { x: 0, y: 0, width: 1440, height: 860 } }],
      userDataFiles: {
        'window-state.json': JSON.stringify({ x: 3000, y: 200, width: 1200, height: 800, isMaximized: true }),
      },
    });
    const { x, y, width, height } = window.options as { x: number; y: number; width: number; height: number };
    expect(x).toBeGreaterThanOrEqual(0);
    expect(y).toBeGreaterThanOrEqual(0);
    expect(x + width).toBeLessThanOrEqual(1440);
    expect(y + height).toBeLessThanOrEqual(860);
  });

  it('writes service failures and main’s own errors to the log file, never the key', async () => {
    const key = 'sk_live_Zq9/+echo=Key';
    // A service on loopback that fails and echoes the key back, as a hostile or broken proxy might.
    const server = createServer((request, response) => {
      response.writeHead(500, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: `bad key ${key}`, auth: request.headers.authorization }));
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    try {
      const { port } = server.address() as AddressInfo;
      const { standIn, window, userDataDir } = await bootBuiltMain({
        isPackaged: true,
        env: { VINDESK_API_KEY: key },
        userDataFiles: { 'settings.json': JSON.stringify({ baseUrl: `http://127.0.0.1:${port}`, plan: 'scale' }) },
      });
      const vds = runSandboxedPreload(PRELOAD, standIn, window).exposed.get('vds') as VdsBridge;
      const answer = await vds.invoke('vehicle.decode', { vin: '1HGCM82633A004352' });
      expect(answer.ok).toBe(false);
      for (const listener of addedProcessListeners('uncaughtException')) {
        listener(new Error(`main fell over holding ${key} and ${encodeURIComponent(key)}`));
      }
      await quit(standIn);
      const log = await readFile(join(userDataDir, 'logs', 'vindesk.log'), 'utf8');
      expect(log).toMatch(/"scope":"service".*GET .*500/);
      expect(log).toMatch(/main fell over holding \[redacted\] and \[redacted\]/);
      expect(log).not.toContain(key);
      expect(log).not.toContain(encodeURIComponent(key));
    } finally {
      server.closeAllConnections();
      await new Promise<void>((done) => server.close(() => done()));
    }
  });
});
