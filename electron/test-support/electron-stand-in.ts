// A strict stand-in for the `electron` module, for running the BUILT main bundle
// under plain Node where the Electron binary cannot be downloaded. It records what
// main does (schemes, windows, IPC handlers, session hooks, menus) and enforces the
// rules Electron enforces: privileged schemes and the sandbox switch only before
// 'ready', windows and protocol handlers only after, one handler per IPC channel,
// and any API it does not provide throws instead of quietly returning undefined.
import { fork, type ChildProcess } from 'node:child_process';
import { EventEmitter } from 'node:events';
import Module from 'node:module';

type Listener = (...args: unknown[]) => unknown;

/** Wraps an object so that reading a property it lacks throws, naming the API. */
export function strict<T extends object>(name: string, target: T): T {
  return new Proxy(target, {
    get(object, property, receiver) {
      if (typeof property === 'symbol' || property in object) return Reflect.get(object, property, receiver);
      // Probes made by module interop and promise resolution, not API use.
      if (property === '__esModule' || property === 'then' || property === 'default' || property === 'toJSON') {
        return undefined;
      }
      throw new Error(
        `The electron stand-in does not provide ${name}.${property}; main used an API this test cannot vouch for.`,
      );
    },
  });
}

interface PrivilegedScheme {
  scheme: string;
  privileges?: Record<string, boolean>;
}

interface StandInFrame {
  url: string;
}

interface StandInWebContents {
  readonly id: number;
  readonly mainFrame: StandInFrame;
  readonly events: EventEmitter;
  windowOpenHandler: ((details: { url: string }) => { action: string }) | null;
  /** Every webContents.send main made: channel and arguments. */
  readonly sent: { channel: string; args: unknown[] }[];
  readonly reloads: number;
  readonly prints: number;
}

export interface StandInWindow {
  readonly options: Record<string, unknown>;
  readonly loadedUrls: string[];
  readonly webContents: StandInWebContents;
  readonly events: EventEmitter;
  shown: boolean;
  /** Settles when the last loadURL finished (served by the registered scheme handler). */
  loaded: Promise<void>;
  isMaximized(): boolean;
  isMinimized(): boolean;
  minimize(): void;
  isDestroyed(): boolean;
  close(): void;
  /** How often main brought the window to the front. */
  readonly focusCalls: number;
}

interface StandInRecord {
  sandboxEnabled: boolean;
  sandboxEnabledBeforeReady: boolean;
  privilegedSchemes: PrivilegedScheme[];
  schemesRegisteredBeforeReady: boolean;
  protocolHandlers: Map<string, (request: Request) => Promise<Response>>;
  windows: StandInWindow[];
  ipcHandlers: Map<string, Listener>;
  ipcListeners: Map<string, Listener[]>;
  permissionRequestHandler: Listener | null;
  permissionCheckHandler: Listener | null;
  headersReceivedHandler: Listener | null;
  applicationMenu: { template: unknown[] } | null;
  externalUrls: string[];
  messageBoxes: Record<string, unknown>[];
  errorBoxes: { title: string; content: string }[];
  protocolClients: string[];
  singleInstanceLockRequested: boolean;
  quitCalls: number;
  exitCodes: number[];
  /** Every utilityProcess.fork main made: the module, its arguments and options. */
  utilityProcesses: { modulePath: string; args: string[]; options: Record<string, unknown> }[];
  /** The options of each save dialog shown, and of each print to PDF. */
  saveDialogs: Record<string, unknown>[];
  pdfPrints: Record<string, unknown>[];
  /** Desktop notifications shown (only when the options say the desktop supports them). */
  notifications: { title: string; body: string }[];
}

export interface StandInOptions {
  isPackaged: boolean;
  paths: Record<string, string>;
  version?: string;
  /** What requestSingleInstanceLock answers: false means another instance holds it. */
  gotSingleInstanceLock?: boolean;
  displays?: { id: number; workArea: { x: number; y: number; width: number; height: number } }[];
  /** Extra top-level modules (for example `net` for electron-updater). */
  extra?: Record<string, object>;
  /** What the save dialog answers: this path, or a cancel when none is given. */
  savePath?: string;
  /** The save dialog stays open: it never answers (a person who walked away from it). */
  saveDialogLeftOpen?: boolean;
  /** Whether the desktop shows notifications (Electron's Notification.isSupported). */
  notificationsSupported?: boolean;
}

/** The bytes the stand-in's printToPDF gives: a PDF's header, enough to tell a file was written. */
export const STAND_IN_PDF = '%PDF-1.7 stand-in';

export interface ElectronStandIn {
  /** What `require('electron')` returns. */
  module: Record<string, unknown>;
  record: StandInRecord;
  /** Fires 'ready': whenReady() resolves and windows may be made. */
  makeReady(): void;
  /** Emits an app event ('second-instance', 'open-url', 'before-quit' …) to main's listeners. */
  emitApp(event: string, ...args: unknown[]): unknown[];
  /** The IPC event main sees for a message from this window's main frame (or another frame URL). */
  ipcEventFor(window: StandInWindow, frameUrl?: string): Record<string, unknown>;
}

export function createElectronStandIn(options: StandInOptions): ElectronStandIn {
  let ready = false;
  let resolveReady: () => void = () => undefined;
  const readyPromise = new Promise<void>((resolve) => {
    resolveReady = resolve;
  });
  const appEvents = new EventEmitter();
  const record: StandInRecord = {
    sandboxEnabled: false,
    sandboxEnabledBeforeReady: false,
    privilegedSchemes: [],
    schemesRegisteredBeforeReady: false,
    protocolHandlers: new Map(),
    windows: [],
    ipcHandlers: new Map(),
    ipcListeners: new Map(),
    permissionRequestHandler: null,
    permissionCheckHandler: null,
    headersReceivedHandler: null,
    applicationMenu: null,
    externalUrls: [],
    messageBoxes: [],
    errorBoxes: [],
    protocolClients: [],
    singleInstanceLockRequested: false,
    quitCalls: 0,
    exitCodes: [],
    utilityProcesses: [],
    saveDialogs: [],
    pdfPrints: [],
    notifications: [],
  };

  function requireReady(api: string): void {
    if (!ready) throw new Error(`${api} cannot be used before the app is ready`);
  }

  const app = strict('app', {
    isPackaged: options.isPackaged,
    enableSandbox() {
      if (ready) throw new Error('app.enableSandbox() can only be called before app is ready');
      record.sandboxEnabled = true;
      record.sandboxEnabledBeforeReady = true;
    },
    whenReady: () => readyPromise,
    isReady: () => ready,
    on(event: string, listener: Listener) {
      appEvents.on(event, listener);
      return app;
    },
    once(event: string, listener: Listener) {
      appEvents.once(event, listener);
      return app;
    },
    getPath(name: string) {
      const path = options.paths[name];
      if (!path) throw new Error(`app.getPath('${name}') has no path in this stand-in`);
      return path;
    },
    getVersion: () => options.version ?? '0.1.0',
    getName: () => 'VinDesk',
    getAppPath: () => options.paths.appPath ?? process.cwd(),
    requestSingleInstanceLock() {
      record.singleInstanceLockRequested = true;
      return options.gotSingleInstanceLock ?? true;
    },
    setAsDefaultProtocolClient(scheme: string) {
      record.protocolClients.push(scheme);
      return true;
    },
    quit() {
      record.quitCalls += 1;
    },
    exit(code = 0) {
      record.exitCodes.push(code);
    },
    focus: () => undefined,
    setAboutPanelOptions: () => undefined,
    showAboutPanel: () => undefined,
  });

  const protocol = strict('protocol', {
    registerSchemesAsPrivileged(schemes: PrivilegedScheme[]) {
      if (ready) throw new Error('protocol.registerSchemesAsPrivileged should be called before app is ready');
      // As Electron does: its code cache is keyed by origin, which only a standard scheme has.
      for (const { scheme, privileges } of schemes)
        if (privileges?.codeCache && !privileges.standard)
          throw new Error(
            `Code cache can only be enabled when the custom scheme is registered as standard scheme (${scheme})`,
          );
      record.privilegedSchemes.push(...schemes);
      record.schemesRegisteredBeforeReady = true;
    },
    handle(scheme: string, handler: (request: Request) => Promise<Response>) {
      requireReady('protocol.handle');
      if (record.protocolHandlers.has(scheme)) throw new Error(`The scheme "${scheme}" is already handled`);
      record.protocolHandlers.set(scheme, handler);
    },
    isProtocolHandled: (scheme: string) => record.protocolHandlers.has(scheme),
  });

  const ipcMain = strict('ipcMain', {
    handle(channel: string, handler: Listener) {
      if (record.ipcHandlers.has(channel)) throw new Error(`Attempted to register a second handler for '${channel}'`);
      record.ipcHandlers.set(channel, handler);
    },
    removeHandler(channel: string) {
      record.ipcHandlers.delete(channel);
    },
    on(channel: string, listener: Listener) {
      record.ipcListeners.set(channel, [...(record.ipcListeners.get(channel) ?? []), listener]);
      return ipcMain;
    },
  });

  let nextId = 1;
  /** Loads a URL the way Electron would: through the registered scheme handler, failing on anything but 200. */
  async function load(url: string): Promise<void> {
    const scheme = new URL(url).protocol.slice(0, -1);
    const handler = record.protocolHandlers.get(scheme);
    if (!handler) {
      if (scheme === 'http' || scheme === 'https') return; // A dev server: not served in this stand-in.
      throw new Error(`ERR_UNKNOWN_URL_SCHEME (-302) loading '${url}'`);
    }
    const response = await handler(new Request(url));
    if (response.status !== 200) throw new Error(`ERR_FAILED (-2) loading '${url}': ${response.status}`);
  }

  class BrowserWindow {
    static readonly all: BrowserWindow[] = [];
    readonly options: Record<string, unknown>;
    readonly loadedUrls: string[] = [];
    readonly events = new EventEmitter();
    readonly webContents: StandInWebContents & Record<string, unknown>;
    shown = false;
    loaded: Promise<void> = Promise.resolve();
    #destroyed = false;
    #bounds: { x: number; y: number; width: number; height: number };
    #maximized = false;
    #minimized = false;
    focusCalls = 0;

    constructor(windowOptions: Record<string, unknown>) {
      requireReady('new BrowserWindow()');
      this.options = windowOptions;
      this.#bounds = {
        x: Number(windowOptions.x ?? 0),
        y: Number(windowOptions.y ?? 0),
        width: Number(windowOptions.width ?? 800),
        height: Number(windowOptions.height ?? 600),
      };
      const contentsEvents = new EventEmitter();
      const sent: { channel: string; args: unknown[] }[] = [];
      const mainFrame = { url: '' };
      let reloads = 0;
      let prints = 0;
      const windowOpen: { handler: StandInWebContents['windowOpenHandler'] } = { handler: null };
      const contents: StandInWebContents & Record<string, unknown> = {
        id: nextId++,
        mainFrame,
        events: contentsEvents,
        sent,
        get reloads() {
          return reloads;
        },
        get prints() {
          return prints;
        },
        get windowOpenHandler() {
          return windowOpen.handler;
        },
        set windowOpenHandler(handler) {
          windowOpen.handler = handler;
        },
        on: (event: string, listener: Listener) => {
          contentsEvents.on(event, listener);
          return this.webContents;
        },
        once: (event: string, listener: Listener) => {
          contentsEvents.once(event, listener);
          return this.webContents;
        },
        setWindowOpenHandler: (handler: StandInWebContents['windowOpenHandler']) => {
          windowOpen.handler = handler;
        },
        send: (channel: string, ...args: unknown[]) => {
          // IPC serialises: anything structuredClone refuses would fail in Electron too.
          sent.push({ channel, args: structuredClone(args) });
        },
        isDestroyed: () => this.#destroyed,
        reload: () => {
          reloads += 1;
        },
        getURL: () => mainFrame.url,
        print: () => {
          prints += 1;
        },
        printToPDF: (printOptions: Record<string, unknown>) => {
          record.pdfPrints.push(printOptions);
          return Promise.resolve(Buffer.from(STAND_IN_PDF));
        },
      };
      this.webContents = strict('webContents', contents);
      BrowserWindow.all.push(this);
      record.windows.push(this);
      appEvents.emit('web-contents-created', {}, this.webContents);
    }

    static getAllWindows(): BrowserWindow[] {
      return BrowserWindow.all.filter((window) => !window.#destroyed);
    }

    loadURL(url: string): Promise<void> {
      this.loadedUrls.push(url);
      this.webContents.mainFrame.url = url;
      this.loaded = load(url).then(() => {
        this.events.emit('ready-to-show');
        this.webContents.events.emit('did-finish-load');
      });
      return this.loaded;
    }

    on(event: string, listener: Listener) {
      this.events.on(event, listener);
      return this;
    }

    once(event: string, listener: Listener) {
      this.events.once(event, listener);
      return this;
    }

    show() {
      this.shown = true;
    }
    focus() {
      this.focusCalls += 1;
    }
    restore() {
      this.#minimized = false;
    }
    minimize() {
      this.#minimized = true;
    }
    isMinimized() {
      return this.#minimized;
    }
    maximize() {
      this.#maximized = true;
    }
    isMaximized() {
      return this.#maximized;
    }
    getBounds() {
      return { ...this.#bounds };
    }
    getNormalBounds() {
      return { ...this.#bounds };
    }
    setBounds(bounds: { x: number; y: number; width: number; height: number }) {
      this.#bounds = { ...bounds };
    }
    isDestroyed() {
      return this.#destroyed;
    }
    close() {
      if (this.#destroyed) return;
      this.#destroyed = true;
      this.events.emit('closed');
    }
  }

  const defaultSession = strict('session.defaultSession', {
    setPermissionRequestHandler(handler: Listener) {
      record.permissionRequestHandler = handler;
    },
    setPermissionCheckHandler(handler: Listener) {
      record.permissionCheckHandler = handler;
    },
    webRequest: strict('session.defaultSession.webRequest', {
      onHeadersReceived(handler: Listener) {
        record.headersReceivedHandler = handler;
      },
    }),
  });
  const session = strict('session', {
    get defaultSession() {
      requireReady('session.defaultSession');
      return defaultSession;
    },
  });

  const displays = options.displays ?? [{ id: 1, workArea: { x: 0, y: 0, width: 1920, height: 1040 } }];
  const screen = strict('screen', {
    getAllDisplays: () => displays.map((display) => ({ ...display, bounds: display.workArea })),
    getPrimaryDisplay: () => ({ ...displays[0]!, bounds: displays[0]!.workArea }),
    on: () => screen,
  });

  const Menu = strict('Menu', {
    buildFromTemplate: (template: unknown[]) => ({ template }),
    setApplicationMenu(menu: { template: unknown[] } | null) {
      record.applicationMenu = menu;
    },
  });

  class Notification {
    readonly #shown: { title: string; body: string };
    constructor(notification: { title: string; body: string }) {
      this.#shown = { title: notification.title, body: notification.body };
    }
    static isSupported(): boolean {
      return options.notificationsSupported === true;
    }
    show(): void {
      if (options.notificationsSupported !== true) throw new Error('Notifications are not supported here');
      record.notifications.push(this.#shown);
    }
  }

  // A utility process is a Node child with a message channel: child_process.fork, whose
  // child sees process.send where Electron's sees process.parentPort.
  class UtilityProcess extends EventEmitter {
    // A TypeScript private, not #child: the strict proxy around it is the `this` of its methods.
    private readonly child: ChildProcess;
    constructor(modulePath: string, args: string[]) {
      super();
      this.child = fork(modulePath, args, { stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
      this.child.on('message', (message) => this.emit('message', message));
      this.child.once('exit', (code) => this.emit('exit', code ?? 1));
    }
    get pid(): number | undefined {
      return this.child.pid;
    }
    postMessage(message: unknown): void {
      if (this.child.connected) this.child.send(message as object);
    }
    kill(): boolean {
      return this.child.kill();
    }
  }
  const utilityProcess = strict('utilityProcess', {
    fork(modulePath: string, args: string[] = [], forkOptions: Record<string, unknown> = {}) {
      requireReady('utilityProcess.fork');
      record.utilityProcesses.push({ modulePath, args, options: forkOptions });
      return strict('UtilityProcess', new UtilityProcess(modulePath, args));
    },
  });

  const module: Record<string, unknown> = strict('electron', {
    utilityProcess,
    app,
    protocol,
    ipcMain,
    BrowserWindow,
    session,
    screen,
    Menu,
    Notification,
    dialog: strict('dialog', {
      showSaveDialog: (...args: unknown[]) => {
        record.saveDialogs.push((args.length > 1 ? args[1] : args[0]) as Record<string, unknown>);
        if (options.saveDialogLeftOpen) return new Promise<never>(() => undefined);
        return Promise.resolve(
          options.savePath ? { canceled: false, filePath: options.savePath } : { canceled: true, filePath: '' },
        );
      },
      showMessageBox: (...args: unknown[]) => {
        const messageOptions = (args.length > 1 ? args[1] : args[0]) as Record<string, unknown>;
        record.messageBoxes.push(messageOptions);
        return Promise.resolve({ response: 0, checkboxChecked: false });
      },
      showErrorBox: (title: string, content: string) => {
        record.errorBoxes.push({ title, content });
      },
    }),
    shell: strict('shell', {
      openExternal: (url: string) => {
        record.externalUrls.push(url);
        return Promise.resolve();
      },
      openPath: () => Promise.resolve(''),
    }),
    ...options.extra,
  });

  return {
    module,
    record,
    makeReady() {
      ready = true;
      appEvents.emit('ready');
      resolveReady();
    },
    emitApp(event, ...args) {
      return appEvents.listeners(event).map((listener) => (listener as Listener)(...args));
    },
    ipcEventFor(window, frameUrl) {
      const sender = window.webContents;
      const senderFrame = frameUrl === undefined ? sender.mainFrame : { url: frameUrl };
      return { sender, senderFrame, frameId: 1, processId: 1, reply: () => undefined };
    },
  };
}

interface ModuleInternals {
  _load(request: string, parent: unknown, isMain: boolean): unknown;
}

/**
 * Makes Node's `require('electron')` (and only that request) return the given module,
 * for code loaded with Node's own require: the built main bundle, electron-updater.
 * Returns the undo.
 */
export function installElectronModule(electronModule: Record<string, unknown>): () => void {
  const internals = Module as unknown as ModuleInternals;
  const originalLoad = internals._load;
  internals._load = function load(this: unknown, request, parent, isMain) {
    if (request === 'electron') return electronModule;
    return originalLoad.call(this, request, parent, isMain);
  };
  return () => {
    internals._load = originalLoad;
  };
}
