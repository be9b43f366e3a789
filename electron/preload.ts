// The renderer's only way out: window.vds with invoke, cancel and on. Built as one
// bundle so it runs with sandbox: true. No raw ipcRenderer is ever exposed.
import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron';
import {
  BRIDGE_KEYS,
  CANCEL_CHANNEL,
  EVENT_PREFIX,
  isChannelName,
  type InvokePayload,
  type VdsBridge,
} from '../shared/ipc/contract';
import { EVENT_NAMES } from '../shared/ipc/events';
import { appError, type Result } from '../shared/ipc/app-error';

const eventNames: readonly string[] = EVENT_NAMES;

const bridge: VdsBridge = {
  invoke(channel, input, options) {
    if (!isChannelName(channel)) {
      const refused: Result<never> = {
        ok: false,
        error: appError('invalid-input', 'UNKNOWN_CHANNEL', `VinDesk has no operation named “${String(channel)}”.`),
      };
      return Promise.resolve(refused);
    }
    const payload: InvokePayload = { input, requestId: options?.requestId };
    return ipcRenderer.invoke(channel, payload);
  },
  cancel(requestId) {
    ipcRenderer.send(CANCEL_CHANNEL, requestId);
  },
  on(event, listener) {
    if (!eventNames.includes(event)) return () => undefined;
    const channel = EVENT_PREFIX + event;
    const forward = (_event: IpcRendererEvent, payload: Parameters<typeof listener>[0]) => listener(payload);
    ipcRenderer.on(channel, forward);
    return () => {
      ipcRenderer.removeListener(channel, forward);
    };
  },
};

// Keys are checked against the contract's list so the exposed surface cannot drift.
const exposed = Object.fromEntries(BRIDGE_KEYS.map((key) => [key, bridge[key]]));
contextBridge.exposeInMainWorld('vds', exposed);
