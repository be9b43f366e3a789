// Thin Electron glue: everything testable lives in electron/app, electron/ipc,
// electron/security and below, and is exercised as plain Node by the test suite.
import { app, BrowserWindow, dialog, ipcMain, Notification, protocol, session, shell } from 'electron';
import { join } from 'node:path';
import { CHANNEL_NAMES } from '../shared/ipc/contract';
import { CANCEL_CHANNEL, EVENT_PREFIX } from '../shared/ipc/bridge';
import { createMainContext, type MainContext } from './app/main-context';
import type { DesktopPorts } from './desktop/desktop-ports';
import { OsKeyStore } from './keychain/os-key-store';
import { APP_INDEX_URL, APP_SCHEME } from './security/app-origin';
import { createAppSchemeHandler } from './security/app-scheme-handler';
import { withContentSecurityPolicy } from './security/content-security-policy';
import { decideWindowOpen, isNavigationAllowed, isSafeExternalUrl } from './security/navigation-guards';
import { isPermissionGranted } from './security/permission-policy';
import { createSenderCheck, type SenderFrame } from './security/trusted-sender';
import { createWindowOptions } from './security/window-options';

app.enableSandbox();

// Must precede 'ready': a standard, secure scheme gives the page a real origin, so
// module scripts, fetch of its own files and the CSP behave as on https.
protocol.registerSchemesAsPrivileged([
  { scheme: APP_SCHEME, privileges: { standard: true, secure: true, supportFetchAPI: true } },
]);

// The dev server is a developer's convenience: a packaged app never loads a URL from the environment.
const devServerUrl = !app.isPackaged ? process.env.ELECTRON_RENDERER_URL : undefined;
const appUrl = devServerUrl ? new URL('index.html', `${devServerUrl.replace(/\/?$/, '/')}`).toString() : APP_INDEX_URL;
const isTrustedSender = createSenderCheck(appUrl);

function senderOf(event: Electron.IpcMainInvokeEvent | Electron.IpcMainEvent): SenderFrame {
  const frame = event.senderFrame;
  return { url: frame?.url ?? '', isMainFrame: frame !== null && frame === event.sender.mainFrame };
}

async function openExternal(url: string): Promise<void> {
  if (isSafeExternalUrl(url)) await shell.openExternal(url);
}

let mainWindow: BrowserWindow | null = null;

const desktop: DesktopPorts = {
  async chooseSavePath({ suggestedName, filter }) {
    const options = { defaultPath: join(app.getPath('documents'), suggestedName), filters: [filter] };
    const result = mainWindow ? await dialog.showSaveDialog(mainWindow, options) : await dialog.showSaveDialog(options);
    return result.canceled || !result.filePath ? null : result.filePath;
  },
  async printToPdf() {
    if (!mainWindow || mainWindow.isDestroyed()) throw new Error('The window is closed.');
    return mainWindow.webContents.printToPDF({ pageSize: 'Letter', printBackground: true });
  },
  notify({ title, body }) {
    if (Notification.isSupported()) new Notification({ title, body }).show();
  },
};

function hardenSession(): void {
  const ses = session.defaultSession;
  ses.setPermissionRequestHandler((webContents, permission, callback, details) => {
    const mediaTypes = 'mediaTypes' in details ? details.mediaTypes : undefined;
    callback(
      isPermissionGranted(
        { permission, mediaTypes, requestingUrl: details.requestingUrl, isMainFrame: details.isMainFrame },
        isTrustedSender,
      ),
    );
  });
  ses.setPermissionCheckHandler((_webContents, permission, requestingOrigin, details) =>
    isPermissionGranted(
      {
        permission,
        mediaTypes: details.mediaType ? [details.mediaType] : undefined,
        requestingUrl: details.requestingUrl ?? requestingOrigin,
        isMainFrame: details.isMainFrame ?? false,
      },
      isTrustedSender,
    ),
  );
  ses.webRequest.onHeadersReceived((details, callback) => {
    callback({ responseHeaders: withContentSecurityPolicy(details.responseHeaders) });
  });
}

function guardWebContents(): void {
  app.on('web-contents-created', (_event, contents) => {
    contents.on('will-navigate', (event, url) => {
      if (!isNavigationAllowed(url, appUrl)) event.preventDefault();
    });
    contents.on('will-redirect', (event, url) => {
      if (!isNavigationAllowed(url, appUrl)) event.preventDefault();
    });
    contents.on('will-attach-webview', (event) => event.preventDefault());
    contents.setWindowOpenHandler(({ url }) => {
      const decision = decideWindowOpen(url);
      if (decision.openExternally) void openExternal(url);
      return { action: decision.action };
    });
  });
}

function registerIpc(context: MainContext): void {
  for (const channel of CHANNEL_NAMES) {
    ipcMain.handle(channel, (event, payload: unknown) => context.router.dispatch(channel, payload, senderOf(event)));
  }
  ipcMain.on(CANCEL_CHANNEL, (event, requestId: unknown) => context.router.cancel(requestId, senderOf(event)));
}

async function createWindow(context: MainContext): Promise<void> {
  const window = new BrowserWindow(createWindowOptions(join(__dirname, '../preload/preload.js')));
  mainWindow = window;
  const unsubscribe = context.onEvent((name, payload) => {
    if (!window.isDestroyed()) window.webContents.send(EVENT_PREFIX + name, payload);
  });
  window.on('closed', () => {
    unsubscribe();
    if (mainWindow === window) mainWindow = null;
  });
  window.once('ready-to-show', () => window.show());
  await window.loadURL(appUrl);
}

async function start(): Promise<void> {
  await app.whenReady();
  protocol.handle(APP_SCHEME, createAppSchemeHandler(join(__dirname, '../renderer')));
  hardenSession();
  guardWebContents();
  const context = await createMainContext({
    userDataDir: app.getPath('userData'),
    keyStore: new OsKeyStore(),
    env: process.env,
    appUrl,
    openExternal,
    desktop,
    version: app.getVersion(),
    platform: process.platform,
    logError: (scope, error) => console.error(`[${scope}]`, error instanceof Error ? error.message : error),
  });
  registerIpc(context);
  await createWindow(context);

  app.on('activate', () => {
    if (BrowserWindow.getAllWindows().length === 0) void createWindow(context);
  });
  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit();
  });
  let closing = false;
  app.on('before-quit', (event) => {
    if (closing) return;
    closing = true;
    event.preventDefault();
    void context.close().finally(() => app.quit());
  });
}

start().catch((error: unknown) => {
  console.error('VinDesk could not start:', error);
  app.exit(1);
});
