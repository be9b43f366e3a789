// The application menu. Built from plain data so it is tested without Electron;
// main.ts hands the template to Menu.buildFromTemplate.
import type { MenuItemConstructorOptions } from 'electron';
import { SHORTCUTS, acceleratorOf } from '../../../shared/keyboard/shortcuts';

interface AppMenuActions {
  openLogFolder(): void;
  showAbout(): void;
  /** Prints the current screen's document (its @media print view): the VIN report, the deal sheet. */
  print(): void;
  /** Saves the current screen's document as a PDF, asking where. */
  savePdf(): void;
  /** Opens the window's sheet of every keyboard shortcut. */
  showKeyboardShortcuts(): void;
}

export interface AppMenuOptions {
  appName: string;
  platform: NodeJS.Platform;
  /** A packaged app hides reload and the developer tools: a reload loses unsaved input, and the tools are for us. */
  isPackaged: boolean;
  actions: AppMenuActions;
}

const separator: MenuItemConstructorOptions = { type: 'separator' };

/** The menu bar, with the platform's standard roles so shortcuts, labels and the macOS app menu behave natively. */
export function buildAppMenuTemplate({
  appName,
  platform,
  isPackaged,
  actions,
}: AppMenuOptions): MenuItemConstructorOptions[] {
  const isMac = platform === 'darwin';
  const developer: MenuItemConstructorOptions[] = isPackaged
    ? []
    : [{ role: 'reload' }, { role: 'forceReload' }, { role: 'toggleDevTools' }, separator];

  const appMenu: MenuItemConstructorOptions = {
    label: appName,
    submenu: [
      { role: 'about' },
      separator,
      { role: 'services' },
      separator,
      { role: 'hide' },
      { role: 'hideOthers' },
      { role: 'unhide' },
      separator,
      { role: 'quit' },
    ],
  };

  return [
    ...(isMac ? [appMenu] : []),
    {
      label: 'File',
      submenu: [
        { label: 'Print…', accelerator: acceleratorOf(SHORTCUTS.print.keys[0]), click: () => actions.print() },
        {
          label: 'Save as PDF…',
          accelerator: acceleratorOf(SHORTCUTS.savePdf.keys[0]),
          click: () => actions.savePdf(),
        },
        separator,
        // On macOS quitting lives in the app menu; File ends with closing the window.
        isMac ? { role: 'close' } : { role: 'quit' },
      ],
    },
    {
      label: 'Edit',
      submenu: [
        { role: 'undo' },
        { role: 'redo' },
        separator,
        { role: 'cut' },
        { role: 'copy' },
        { role: 'paste' },
        { role: 'pasteAndMatchStyle' },
        { role: 'delete' },
        separator,
        { role: 'selectAll' },
      ],
    },
    {
      label: 'View',
      submenu: [
        ...developer,
        { role: 'resetZoom' },
        { role: 'zoomIn' },
        { role: 'zoomOut' },
        separator,
        { role: 'togglefullscreen' },
      ],
    },
    {
      label: 'Window',
      // The window role lets macOS list open windows in this menu.
      ...(isMac ? { role: 'window' as const } : {}),
      submenu: [
        { role: 'minimize' },
        { role: 'zoom' },
        ...(isMac ? [separator, { role: 'front' as const }] : [{ role: 'close' as const }]),
      ],
    },
    {
      label: 'Help',
      // The help role gives macOS its menu search field.
      role: 'help',
      submenu: [
        // No accelerator: "?" is typed in text fields; the window answers it only outside them (use-app-hotkeys.ts).
        { label: 'Keyboard Shortcuts', click: () => actions.showKeyboardShortcuts() },
        separator,
        { label: `About ${appName}`, click: () => actions.showAbout() },
        { label: 'Open Log Folder', click: () => actions.openLogFolder() },
      ],
    },
  ];
}
