// The renderer's only way out: window.vds with invoke, cancel and on. Built as one
// self-contained bundle whose only require is 'electron', as sandbox: true demands;
// so it imports nothing that pulls in zod. Input validation happens in main.
import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron';
import { BRIDGE_KEYS, CANCEL_CHANNEL, EVENT_PREFIX, type InvokePayload, type VdsBridge } from '../shared/ipc/bridge';
import { CHANNEL_NAME_LIST } from '../shared/ipc/channel-names';
import { EVENT_NAMES } from '../shared/ipc/events';
import type { Result } from '../shared/ipc/app-error';

const channelNames: readonly string[] = CHANNEL_NAME_LIST;
const eventNames: readonly string[] = EVENT_NAMES;

const bridge: VdsBridge = {
  invoke(channel, input, options) {
    if (!channelNames.includes(channel)) {
      // Answered here: ipcRenderer.invoke on a channel main never registered would reject.
      const refused: Result<never> = {
        ok: false,
        error: {
          kind: 'invalid-input',
          code: 'UNKNOWN_CHANNEL',
          message: `VinDesk has no operation named “${String(channel)}”.`,
        },
      };
      return Promise.resolve(refused);
    }
    const payload: InvokePayload = {
      input,
      requestId: options?.requestId,
      activity: options?.activity,
      ...(options?.cachedOnly ? { cachedOnly: true } : {}),
    };
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
