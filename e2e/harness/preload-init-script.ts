// Loads the app's OWN built preload (out/preload/preload.js) into the page before any
// of its scripts, as Electron would. Only the transport is swapped: the preload's
// require('electron') gets a contextBridge that defines window.vds and an ipcRenderer
// whose invoke and send reach main's real router in the test process (invoke over a CDP
// binding, connect-page.ts; send over a Playwright binding). A bug in the shipped preload
// therefore fails the e2e suite.
import { readFileSync } from 'node:fs';
import { IPC_CODEC_SOURCE } from './ipc-codec';

/** A CDP binding: the page calls it with one string, the call's id, channel and arguments. */
export const INVOKE_BINDING = '__vdsHarnessInvoke';
/** What the test process calls in the page with the answer of call `id`. */
export const DELIVER_FUNCTION = '__vdsHarnessDeliver';
export const SEND_BINDING = '__vdsHarnessSend';
export const EVENT_DOM_EVENT = 'vindesk-harness:ipc';

/** The init script's source: the preload's text wrapped the way Electron wraps a sandboxed preload. */
export function preloadInitScript(preloadPath: string): string {
  const preloadSource = readFileSync(preloadPath, 'utf8');
  return `(() => {
${IPC_CODEC_SOURCE}
  const invokeBinding = window[${JSON.stringify(INVOKE_BINDING)}];
  const sendBinding = window[${JSON.stringify(SEND_BINDING)}];
  // Calls waiting for main, by id; the test process answers through the deliver function.
  const pending = new Map();
  let lastCallId = 0;
  Object.defineProperty(window, ${JSON.stringify(DELIVER_FUNCTION)}, {
    value: (id, ok, text) => {
      const call = pending.get(id);
      if (!call) return;
      pending.delete(id);
      if (ok) call.resolve(decodeIpc(text));
      else call.reject(new Error(text));
    },
  });
  const listeners = new Map();
  window.addEventListener(${JSON.stringify(EVENT_DOM_EVENT)}, (event) => {
    const { channel, payload } = decodeIpc(event.detail);
    for (const listener of [...(listeners.get(channel) || [])]) listener({ sender: ipcRenderer }, payload);
  });
  const ipcRenderer = Object.freeze({
    invoke: (channel, ...args) =>
      new Promise((resolve, reject) => {
        const id = ++lastCallId;
        pending.set(id, { resolve, reject });
        invokeBinding(encodeIpc({ id, channel, args }));
      }),
    send: (channel, ...args) => { void sendBinding(channel, ...args); },
    on(channel, listener) {
      listeners.set(channel, [...(listeners.get(channel) || []), listener]);
      return ipcRenderer;
    },
    removeListener(channel, listener) {
      listeners.set(channel, (listeners.get(channel) || []).filter((candidate) => candidate !== listener));
      return ipcRenderer;
    },
  });
  // contextBridge hands the page a frozen copy that page scripts cannot replace.
  const contextBridge = Object.freeze({
    exposeInMainWorld(key, api) {
      if (key in window) throw new Error('Cannot bind an API on top of an existing property on the window object');
      Object.defineProperty(window, key, { value: Object.freeze({ ...api }), enumerable: true, configurable: false, writable: false });
    },
  });
  const electron = Object.freeze({ contextBridge, ipcRenderer });
  const sandboxRequire = (name) => {
    if (name === 'electron') return electron;
    throw new Error('module not found: ' + name);
  };
  const module = { exports: {} };
  (function (require, process, Buffer, global, setImmediate, clearImmediate, exports, module) {
${preloadSource}
  })(sandboxRequire, Object.freeze({ platform: 'linux', sandboxed: true, contextIsolated: true, env: {} }), undefined, window, undefined, undefined, module.exports, module);
})();`;
}
