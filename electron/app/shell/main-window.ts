// The main window: placed where it was left (on a screen that still exists), wired to
// main's events, watched for crashes and hangs, and its bounds saved when it closes.
import { BrowserWindow, dialog, screen } from 'electron';
import { EVENT_PREFIX } from '../../../shared/ipc/bridge';
import type { MainContext } from '../main-context';
import { createCrashRecovery } from '../../platform/desktop/crash-recovery';
import { fitToDisplays, loadWindowState, saveWindowState } from '../../platform/desktop/window-state';
import { createWindowOptions, DEFAULT_WINDOW_SIZE } from '../../platform/security/window-options';

export interface MainWindowOptions {
  context: MainContext;
  preloadPath: string;
  appUrl: string;
  userDataDir: string;
  devTools: boolean;
  log: (message: string) => void;
  quit: () => void;
  /** Called once the page has loaded, so a deep link waiting since launch can be delivered. */
  onLoaded: () => void;
  /** Collects the pending state write, so quitting waits for it. */
  track: (work: Promise<unknown>) => void;
}

export async function createMainWindow(options: MainWindowOptions): Promise<BrowserWindow> {
  const saved = await loadWindowState(options.userDataDir, DEFAULT_WINDOW_SIZE);
  // The primary display first: fitToDisplays falls back to it, and getAllDisplays has no order.
  const primary = screen.getPrimaryDisplay();
  const displays = [primary, ...screen.getAllDisplays().filter((display) => display.id !== primary.id)];
  const placed = fitToDisplays(saved, displays, DEFAULT_WINDOW_SIZE);
  const window = new BrowserWindow(
    createWindowOptions(options.preloadPath, {
      devTools: options.devTools,
      placement: { x: placed.x, y: placed.y, width: placed.width, height: placed.height },
    }),
  );
  if (placed.isMaximized) window.maximize();

  const unsubscribe = options.context.onEvent((name, payload) => {
    if (!window.isDestroyed()) window.webContents.send(EVENT_PREFIX + name, payload);
  });
  window.on('close', () => {
    options.track(
      saveWindowState(options.userDataDir, { ...window.getNormalBounds(), isMaximized: window.isMaximized() }),
    );
  });
  window.on('closed', unsubscribe);

  const recovery = createCrashRecovery({
    showChoice: async ({ title, detail, buttons, cancelId, signal }) =>
      (
        await dialog.showMessageBox(window, {
          type: 'warning',
          message: title,
          detail,
          buttons,
          cancelId,
          defaultId: 0,
          noLink: true,
          ...(signal ? { signal } : {}),
        })
      ).response,
    reload: () => window.webContents.reload(),
    quit: options.quit,
    log: options.log,
  });
  window.webContents.on('render-process-gone', (_event, details) => void recovery.onRenderProcessGone(details));
  window.on('unresponsive', () => void recovery.onUnresponsive());
  window.on('responsive', () => recovery.onResponsive());
  window.webContents.on('did-finish-load', options.onLoaded);

  window.once('ready-to-show', () => window.show());
  await window.loadURL(options.appUrl);
  return window;
}
