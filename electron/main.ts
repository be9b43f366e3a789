// Thin Electron glue: the order things happen in at start-up and quit. Everything
// testable lives in electron/app, electron/platform/ipc, electron/platform/security, electron/platform/desktop
// and below, exercised as plain Node; this file and electron/app/shell/ are run by the
// boot test (electron/main-boot.test.ts) on a strict stand-in of the electron module.
import { app, dialog, ipcMain, Menu, protocol, shell, type BrowserWindow } from 'electron';
import { join, resolve } from 'node:path';
import { CANCEL_CHANNEL } from '../shared/ipc/bridge';
import { CHANNEL_NAMES } from '../shared/ipc/contract';
import { createMainContext, type MainContext } from './app/main-context';
import { buildAppMenuTemplate } from './platform/desktop/app-menu';
import { DEEP_LINK_SCHEME, findDeepLinkInArgv } from './platform/desktop/deep-link';
import { saveScreenPdf } from './features/documents/document-handlers';
import { createDeepLinkInbox } from './platform/desktop/deep-link-inbox';
import { OsKeyStore } from './platform/keychain/os-key-store';
import { createAppLog } from './platform/logging/app-log';
import { APP_INDEX_URL, APP_SCHEME } from './platform/security/app-origin';
import { createAppSchemeHandler } from './platform/security/app-scheme-handler';
import { isSafeExternalUrl } from './platform/security/navigation-guards';
import { createSenderCheck, type SenderFrame } from './platform/security/trusted-sender';
import { createElectronDesktopPorts } from './app/shell/electron-desktop-ports';
import { guardWebContents, hardenSession } from './app/shell/harden-session';
import { createMainWindow } from './app/shell/main-window';
import { readUpdateFeed } from './platform/updates/update-feed';
import { createUpdateService } from './platform/updates/update-service';
import { startSandboxProcess } from './app/sandbox-host/sandbox-process-host';
import { utilityProcessChild } from './platform/child-process/utility-process-child';

app.enableSandbox();

// Must precede 'ready': a standard, secure scheme gives the page a real origin, so
// module scripts, fetch of its own files and the CSP behave as on https.
protocol.registerSchemesAsPrivileged([
  // codeCache: V8 keeps the renderer's compiled code between launches, as it does for https
  // pages; a custom scheme gets none without it, and every launch compiled the bundle afresh.
  { scheme: APP_SCHEME, privileges: { standard: true, secure: true, supportFetchAPI: true, codeCache: true } },
]);

// The dev server is a developer's convenience: a packaged app never loads a URL from the environment.
const devServerUrl = !app.isPackaged ? process.env.ELECTRON_RENDERER_URL : undefined;
const appUrl = devServerUrl ? new URL('index.html', `${devServerUrl.replace(/\/?$/, '/')}`).toString() : APP_INDEX_URL;
const isTrustedSender = createSenderCheck(appUrl);

let context: MainContext | null = null;
let mainWindow: BrowserWindow | null = null;
const desktop = createElectronDesktopPorts(() => mainWindow);
const pendingWork = new Set<Promise<unknown>>();
/** The longest a quit waits for work under way before it goes anyway. */
const QUIT_DEADLINE_MS = 3_000;

const appLog = createAppLog({ dir: app.getPath('logs'), secrets: () => context?.secrets() ?? [] });
process.on('uncaughtException', (error) => appLog.error('main', error));
process.on('unhandledRejection', (reason) => appLog.error('main', reason));

function track(work: Promise<unknown>): void {
  const settled = work
    .catch((error: unknown) => appLog.error('main', error))
    .finally(() => pendingWork.delete(settled));
  pendingWork.add(settled);
}

async function openExternal(url: string): Promise<void> {
  if (isSafeExternalUrl(url)) await shell.openExternal(url);
}

function senderOf(event: Electron.IpcMainInvokeEvent | Electron.IpcMainEvent): SenderFrame {
  const frame = event.senderFrame;
  return { url: frame?.url ?? '', isMainFrame: frame !== null && frame === event.sender.mainFrame };
}

const deepLinks = createDeepLinkInbox({
  open: (url) => context?.openDeepLink(url) ?? { ok: false, message: 'VinDesk is still starting.' },
  refuse(url, message) {
    appLog.warn('deep-link', 'Refused a link', { url, message });
    const options = { type: 'warning' as const, message: 'VinDesk cannot open this link', detail: message };
    track(mainWindow ? dialog.showMessageBox(mainWindow, options) : dialog.showMessageBox(options));
  },
});

function focusWindow(): void {
  if (!mainWindow || mainWindow.isDestroyed()) return;
  if (mainWindow.isMinimized()) mainWindow.restore();
  mainWindow.focus();
}

function registerIpc(ctx: MainContext): void {
  for (const channel of CHANNEL_NAMES) {
    ipcMain.handle(channel, (event, payload: unknown) => ctx.router.dispatch(channel, payload, senderOf(event)));
  }
  ipcMain.on(CANCEL_CHANNEL, (event, requestId: unknown) => ctx.router.cancel(requestId, senderOf(event)));
}

function installMenu(): void {
  const template = buildAppMenuTemplate({
    appName: 'VinDesk',
    platform: process.platform,
    isPackaged: app.isPackaged,
    actions: {
      openLogFolder: () => track(shell.openPath(app.getPath('logs'))),
      showAbout: () => app.showAboutPanel(),
      showKeyboardShortcuts: () => context?.openSheet('keyboard-shortcuts'),
      print: () => mainWindow?.webContents.print(),
      savePdf: () => {
        if (mainWindow && !mainWindow.isDestroyed())
          track(saveScreenPdf(desktop, mainWindow.webContents.getURL(), context?.exportTemps));
      },
    },
  });
  Menu.setApplicationMenu(Menu.buildFromTemplate(template));
}

function registerLinkHandler(): void {
  // Unpackaged, the OS must start Electron with this app's entry script for a link to reach it.
  if (process.defaultApp && process.argv[1]) {
    app.setAsDefaultProtocolClient(DEEP_LINK_SCHEME, process.execPath, [resolve(process.argv[1])]);
  } else {
    app.setAsDefaultProtocolClient(DEEP_LINK_SCHEME);
  }
}

async function openWindow(ctx: MainContext): Promise<void> {
  mainWindow = await createMainWindow({
    context: ctx,
    preloadPath: join(__dirname, '../preload/preload.js'),
    appUrl,
    userDataDir: app.getPath('userData'),
    devTools: !app.isPackaged,
    log: (message) => appLog.warn('window', message),
    quit: () => app.quit(),
    onLoaded: () => deepLinks.windowReady(),
    track,
  });
}

async function start(): Promise<void> {
  // macOS delivers links with open-url, possibly before 'ready'.
  app.on('open-url', (event, url) => {
    event.preventDefault();
    deepLinks.receive(url);
  });
  app.on('second-instance', (_event, argv) => {
    focusWindow();
    const link = findDeepLinkInArgv(argv);
    if (link) deepLinks.receive(link);
  });
  const launchLink = findDeepLinkInArgv(process.argv);
  if (launchLink) deepLinks.receive(launchLink);

  await app.whenReady();
  protocol.handle(APP_SCHEME, createAppSchemeHandler(join(__dirname, '../renderer')));
  hardenSession(isTrustedSender);
  guardWebContents(appUrl);
  registerLinkHandler();
  installMenu();

  // The feed is the one this build names in app-update.yml (electron-builder.yml's publish),
  // never one the window sets (issue 37).
  const updates = createUpdateService({
    feed: readUpdateFeed(process.resourcesPath),
    platform: process.platform,
    log: (message) => appLog.info('updates', message),
  });
  const ctx = await createMainContext({
    userDataDir: app.getPath('userData'),
    keyStore: new OsKeyStore(),
    env: process.env,
    appUrl,
    openExternal,
    desktop,
    // The demo sandbox runs in a utilityProcess of its own, off main's event loop.
    startSandbox: (options) => startSandboxProcess(options, utilityProcessChild(join(__dirname, 'sandbox-process.js'))),
    // So does NHTSA's vPIC decoder, started on the first offline decode or sweep.
    spawnOfflineDecoder: utilityProcessChild(join(__dirname, 'vpic-process.js'), 'VinDesk VIN decoder'),
    version: app.getVersion(),
    platform: process.platform,
    logError: (scope, error) => appLog.error(scope, error),
    logLine: (scope, line) => appLog.info(scope, line),
    updates,
  });
  context = ctx;
  registerIpc(ctx);
  updates.start();
  // Before the window: a quit while it opens still closes the context (the quit would
  // otherwise skip it), and the window's own start may take a while on a busy machine.
  let closing = false;
  app.on('before-quit', (event) => {
    if (closing) return;
    closing = true;
    event.preventDefault();
    updates.stop();
    // Quitting waits for work under way (a save, the last answers to the cache), but never
    // long: a step that hangs must not keep the window's process and the single-instance
    // lock alive (issue 37 item 4). Past the deadline the spend queue is written anyway.
    let deadline: ReturnType<typeof setTimeout> | undefined;
    const gaveUp = new Promise<void>((resolve) => {
      deadline = setTimeout(() => {
        appLog.error(
          'quit',
          new Error(`Quit after ${QUIT_DEADLINE_MS} ms still waiting on ${ctx.closingStep() ?? 'work under way'}`),
        );
        ctx.closeNow();
        resolve();
      }, QUIT_DEADLINE_MS);
    });
    void Promise.race([Promise.allSettled([...pendingWork, ctx.close()]), gaveUp])
      .then(() => clearTimeout(deadline))
      .then(() => appLog.close())
      .finally(() => app.quit());
  });
  // Also before the window is ready: a window closed while it still loads quits the app, and an
  // activate while the first window opens does not open a second.
  let opening: Promise<void> | null = null;
  const open = () => {
    opening = openWindow(ctx).finally(() => {
      opening = null;
    });
    return opening;
  };
  app.on('activate', () => {
    if (!opening && (!mainWindow || mainWindow.isDestroyed())) track(open());
  });
  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit();
  });
  await open();
}

// One VinDesk at a time: a second launch hands its link to the first and leaves.
if (!app.requestSingleInstanceLock()) {
  app.quit();
} else {
  start().catch((error: unknown) => {
    appLog.error('start', error);
    dialog.showErrorBox('VinDesk could not start', error instanceof Error ? error.message : String(error));
    void appLog.close().finally(() => app.exit(1));
  });
}
