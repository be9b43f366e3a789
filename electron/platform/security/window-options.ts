import type { BrowserWindowConstructorOptions } from 'electron';

export interface WindowPlacement {
  x?: number;
  y?: number;
  width: number;
  height: number;
}

/** The size a first launch opens at. */
export const DEFAULT_WINDOW_SIZE = { width: 1320, height: 860 } as const;

/**
 * The main window's options. A pure function so the security settings are unit-tested:
 * the renderer is isolated, sandboxed, has no Node and no webview, and keeps web security.
 * A packaged build has no developer tools at all, whatever shortcut is pressed.
 */
export function createWindowOptions(
  preloadPath: string,
  { devTools = false, placement = DEFAULT_WINDOW_SIZE }: { devTools?: boolean; placement?: WindowPlacement } = {},
): BrowserWindowConstructorOptions {
  return {
    ...placement,
    minWidth: 960,
    minHeight: 640,
    show: false,
    title: 'VinDesk',
    backgroundColor: '#0f172a',
    autoHideMenuBar: true,
    webPreferences: {
      preload: preloadPath,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      experimentalFeatures: false,
      navigateOnDragDrop: false,
      spellcheck: false,
      safeDialogs: true,
      devTools,
    },
  };
}
