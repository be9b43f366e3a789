// Runs a built preload the way Electron runs it with sandbox: true: in a fresh V8
// context, wrapped in a function that receives only a limited require (electron and
// a few built-ins), a trimmed process, Buffer, global and the immediate timers.
// ipcRenderer is routed to the handlers main registered on the stand-in's ipcMain,
// with structured cloning on the way in and out, as Electron's IPC does.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createContext, runInContext } from 'node:vm';
import type { ElectronStandIn, StandInWindow } from './electron-stand-in';
import { strict } from './electron-stand-in';

type Listener = (...args: unknown[]) => unknown;

/** The modules a sandboxed preload may require besides 'electron' (Electron's docs: "Preload scripts"). */
const SANDBOX_BUILTINS = new Set(['events', 'timers', 'url']);

export interface PreloadRun {
  /** What the preload handed to contextBridge.exposeInMainWorld: key → API. */
  exposed: Map<string, unknown>;
  /** Every channel ipcRenderer.invoke was called with, in order. */
  invoked: string[];
  /** Delivers what main sent with webContents.send to the preload's ipcRenderer.on listeners. */
  deliverSent(): void;
  /** Every module name the preload asked require for. */
  required: string[];
}

export function runSandboxedPreload(
  preloadPath: string,
  standIn: ElectronStandIn,
  window: StandInWindow,
  frameUrl?: string,
): PreloadRun {
  const exposed = new Map<string, unknown>();
  const invoked: string[] = [];
  const required: string[] = [];
  const rendererListeners = new Map<string, Listener[]>();
  let delivered = 0;

  const ipcRenderer = strict('ipcRenderer', {
    async invoke(channel: string, ...args: unknown[]) {
      invoked.push(channel);
      const handler = standIn.record.ipcHandlers.get(channel);
      if (!handler) {
        throw new Error(`Error invoking remote method '${channel}': Error: No handler registered for '${channel}'`);
      }
      const result = await handler(standIn.ipcEventFor(window, frameUrl), ...structuredClone(args));
      return structuredClone(result);
    },
    send(channel: string, ...args: unknown[]) {
      for (const listener of standIn.record.ipcListeners.get(channel) ?? []) {
        listener(standIn.ipcEventFor(window, frameUrl), ...structuredClone(args));
      }
    },
    on(channel: string, listener: Listener) {
      rendererListeners.set(channel, [...(rendererListeners.get(channel) ?? []), listener]);
      return ipcRenderer;
    },
    removeListener(channel: string, listener: Listener) {
      rendererListeners.set(
        channel,
        (rendererListeners.get(channel) ?? []).filter((candidate) => candidate !== listener),
      );
      return ipcRenderer;
    },
  });

  const contextBridge = strict('contextBridge', {
    exposeInMainWorld(key: string, api: unknown) {
      if (exposed.has(key)) throw new Error(`Cannot bind an API on top of an existing property on the window object`);
      exposed.set(key, api);
    },
  });

  const rendererElectron = strict('electron (renderer)', { contextBridge, ipcRenderer });

  function sandboxRequire(name: string): unknown {
    required.push(name);
    if (name === 'electron') return rendererElectron;
    if (SANDBOX_BUILTINS.has(name)) return createRequire(__filename)(`node:${name}`);
    throw new Error(`module not found: ${name}`);
  }

  const sandboxProcess = {
    platform: process.platform,
    arch: process.arch,
    versions: { ...process.versions },
    env: {},
    type: 'renderer',
    sandboxed: true,
    contextIsolated: true,
  };

  const context = createContext({});
  const source = readFileSync(preloadPath, 'utf8');
  const wrapper = runInContext(
    `(function (require, process, Buffer, global, setImmediate, clearImmediate, exports, module) {\n${source}\n})`,
    context,
    { filename: preloadPath },
  ) as (...args: unknown[]) => void;
  const moduleObject = { exports: {} };
  wrapper(
    sandboxRequire,
    sandboxProcess,
    Buffer,
    context,
    setImmediate,
    clearImmediate,
    moduleObject.exports,
    moduleObject,
  );

  return {
    exposed,
    invoked,
    required,
    deliverSent() {
      const sent = window.webContents.sent;
      for (; delivered < sent.length; delivered += 1) {
        const { channel, args } = sent[delivered]!;
        for (const listener of rendererListeners.get(channel) ?? []) listener({ sender: ipcRenderer }, ...args);
      }
    },
  };
}
