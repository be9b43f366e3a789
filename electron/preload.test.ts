import { beforeAll, describe, expect, it, vi } from 'vitest';
import { BRIDGE_KEYS, CANCEL_CHANNEL, EVENT_PREFIX, type VdsBridge } from '../shared/ipc/bridge';

// The preload runs inside Electron; here its two Electron dependencies are observed
// so the test sees exactly what it hands to the page.
const exposed = new Map<string, unknown>();
const ipc = {
  invoke: vi.fn(async (..._args: unknown[]) => ({ ok: true, data: 'answer' })),
  send: vi.fn(),
  on: vi.fn(),
  removeListener: vi.fn(),
};
vi.mock('electron', () => ({
  contextBridge: { exposeInMainWorld: (name: string, api: unknown) => exposed.set(name, api) },
  ipcRenderer: ipc,
}));

let vds: VdsBridge;
beforeAll(async () => {
  await import('./preload');
  vds = exposed.get('vds') as VdsBridge;
});

describe('preload bridge', () => {
  it('exposes only window.vds, with exactly the contract’s keys', () => {
    expect([...exposed.keys()]).toEqual(['vds']);
    expect(Object.keys(vds).sort()).toEqual([...BRIDGE_KEYS].sort());
    expect(Object.values(vds).every((value) => typeof value === 'function')).toBe(true);
    expect(vds).not.toHaveProperty('ipcRenderer');
  });

  it('forwards a contract channel with its input and request id', async () => {
    await expect(vds.invoke('settings.update', { theme: 'dark' }, { requestId: 'r1' })).resolves.toEqual({
      ok: true,
      data: 'answer',
    });
    expect(ipc.invoke).toHaveBeenLastCalledWith('settings.update', { input: { theme: 'dark' }, requestId: 'r1' });
  });

  it('refuses a channel outside the contract without touching IPC', async () => {
    ipc.invoke.mockClear();
    const call = vds.invoke as (channel: string, input: unknown) => ReturnType<VdsBridge['invoke']>;
    await expect(call('fs.readFile', '/etc/passwd')).resolves.toMatchObject({
      ok: false,
      error: { code: 'UNKNOWN_CHANNEL' },
    });
    expect(ipc.invoke).not.toHaveBeenCalled();
  });

  it('sends cancellation on its own channel', () => {
    vds.cancel('r9');
    expect(ipc.send).toHaveBeenCalledWith(CANCEL_CHANNEL, 'r9');
  });

  it('subscribes only to declared events, and unsubscribes', () => {
    const listener = vi.fn();
    const off = vds.on('settings.changed', listener);
    expect(ipc.on).toHaveBeenCalledWith(`${EVENT_PREFIX}settings.changed`, expect.any(Function));
    const forward = ipc.on.mock.calls[0]?.[1] as (event: unknown, payload: unknown) => void;
    forward({ sender: 'hidden' }, { settings: {} });
    expect(listener).toHaveBeenCalledWith({ settings: {} });
    off();
    expect(ipc.removeListener).toHaveBeenCalledWith(`${EVENT_PREFIX}settings.changed`, forward);
    ipc.on.mockClear();
    const on = vds.on as (event: string, listener: () => void) => () => void;
    on('ipc:raw', vi.fn());
    expect(ipc.on).not.toHaveBeenCalled();
  });
});
