// The `electron` module as electron-updater sees it in a packaged app, for tests that
// run the real updater under plain Node: app (version, name, userData, isPackaged),
// session.fromPartition, net.request (electron-net-stand-in.ts) and, for macOS's
// MacUpdater, the native autoUpdater's events. Anything else throws, naming the API,
// so a new electron-updater that reaches for more fails loudly instead of passing.
import { EventEmitter } from 'node:events';
import { createNetStandIn } from './electron-net-stand-in';
import { installElectronModule, strict } from './electron-stand-in';

export interface UpdaterElectronOptions {
  version: string;
  /** app.getPath('userData'): electron-updater keeps its staging id (.updaterId) there. */
  userDataDir: string;
  /** process.resourcesPath while installed: electron-updater reads package-type (deb, rpm …) there on Linux. */
  resourcesDir: string;
  name?: string;
}

export interface UpdaterElectronStandIn {
  /** What `require('electron')` returns while installed. */
  readonly module: Record<string, unknown>;
  /** Every partition session.fromPartition was asked for. */
  readonly partitions: string[];
  /** Listeners electron-updater added to app events ('quit' …). */
  readonly appEvents: EventEmitter;
}

type Listener = (...args: unknown[]) => void;

export function createUpdaterElectronStandIn(options: UpdaterElectronOptions): UpdaterElectronStandIn {
  const appEvents = new EventEmitter();
  const partitions: string[] = [];
  const sessions = new WeakSet<object>();

  const app = strict('app', {
    isPackaged: true,
    getVersion: () => options.version,
    getName: () => options.name ?? 'VinDesk',
    getPath(name: string) {
      if (name !== 'userData') throw new Error(`The electron stand-in has no path for app.getPath('${name}')`);
      return options.userDataDir;
    },
    whenReady: () => Promise.resolve(),
    isReady: () => true,
    on(event: string, listener: Listener) {
      appEvents.on(event, listener);
      return app;
    },
    once(event: string, listener: Listener) {
      appEvents.once(event, listener);
      return app;
    },
  });

  const session = strict('session', {
    fromPartition(partition: string, partitionOptions?: { cache?: boolean }) {
      if (typeof partition !== 'string') throw new TypeError('session.fromPartition expects a partition name');
      partitions.push(partition);
      const created = strict('Session', { partition, cache: partitionOptions?.cache ?? true });
      sessions.add(created);
      return created;
    },
  });

  const squirrelEvents = new EventEmitter();
  const autoUpdater = strict('autoUpdater', {
    on(event: string, listener: Listener) {
      squirrelEvents.on(event, listener);
      return autoUpdater;
    },
    once(event: string, listener: Listener) {
      squirrelEvents.once(event, listener);
      return autoUpdater;
    },
    removeListener(event: string, listener: Listener) {
      squirrelEvents.removeListener(event, listener);
      return autoUpdater;
    },
  });

  const net = createNetStandIn({
    isSession: (value) => typeof value === 'object' && value !== null && sessions.has(value),
  });
  return { module: strict('electron', { app, session, net, autoUpdater }), partitions, appEvents };
}

/**
 * Makes `require('electron')` return the stand-in (and only that request) and points
 * process.resourcesPath at the options' folder, as in a packaged app. Returns the undo.
 */
export function installElectronStandIn(standIn: UpdaterElectronStandIn, resourcesDir: string): () => void {
  const hadResources = Object.prototype.hasOwnProperty.call(process, 'resourcesPath');
  const originalResources: unknown = Reflect.get(process, 'resourcesPath');
  const uninstall = installElectronModule(standIn.module);
  Reflect.set(process, 'resourcesPath', resourcesDir);
  return () => {
    uninstall();
    if (hadResources) Reflect.set(process, 'resourcesPath', originalResources);
    else Reflect.deleteProperty(process, 'resourcesPath');
  };
}
