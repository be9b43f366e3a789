// DesktopPorts over Electron: the save dialog, print-to-PDF of the window and
// notifications. Thin glue, exercised by the boot test on the electron stand-in.
import { app, dialog, Notification, type BrowserWindow } from 'electron';
import { join } from 'node:path';
import type { DesktopPorts } from '../desktop/desktop-ports';

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
  };
}
