// DesktopPorts over Electron: the save dialog, print-to-PDF of the window,
// notifications and the system browser. Thin glue, exercised by the boot test on the electron stand-in.
import { app, dialog, Notification, shell, type BrowserWindow } from 'electron';
import { join } from 'node:path';
import type { DesktopPorts } from '../../platform/desktop/desktop-ports';
import { keyOriginDialogOptions, SEND_KEY_BUTTON } from '../../platform/desktop/key-origin-dialog';
import { isOpenableUrl } from '../../features/documents/link-targets';

export function createElectronDesktopPorts(getWindow: () => BrowserWindow | null): DesktopPorts {
  return {
    async chooseSavePath({ suggestedName, filter }) {
      const options = { defaultPath: join(app.getPath('documents'), suggestedName), filters: [filter] };
      const window = getWindow();
      const result = window ? await dialog.showSaveDialog(window, options) : await dialog.showSaveDialog(options);
      return result.canceled || !result.filePath ? null : result.filePath;
    },
    async printToPdf() {
      const window = getWindow();
      if (!window || window.isDestroyed()) throw new Error('The window is closed.');
      return window.webContents.printToPDF({ pageSize: 'Letter', printBackground: true });
    },
    notify({ title, body }) {
      if (Notification.isSupported()) new Notification({ title, body }).show();
    },
    async openExternal(url) {
      // Checked again at the last step: only https pages (or the demo service's own) reach the OS.
      if (!isOpenableUrl(url)) throw new Error('Only https pages are opened.');
      await shell.openExternal(url);
    },
    async confirmKeyOrigin(question) {
      // Main's own dialog, modal to the window: the page can neither draw nor answer it.
      const options = keyOriginDialogOptions(question);
      const window = getWindow();
      const result =
        window && !window.isDestroyed()
          ? await dialog.showMessageBox(window, options)
          : await dialog.showMessageBox(options);
      return result.response === SEND_KEY_BUTTON;
    },
  };
}
