import { afterEach, describe, expect, it } from 'vitest';
import { connectToParent } from './parent-channel';

// The child's end of the channel, in this process: Electron's utilityProcess gives the
// child a `process.parentPort` (a stand-in of its documented shape here), Node's fork a
// `process.send`; run on its own, a process has neither.

/** Electron's own typing of parentPort does not allow a stand-in; the code under test reads it loosely too. */
const patched = process as unknown as { parentPort?: unknown };
const originalSend = Object.getOwnPropertyDescriptor(process, 'send');
const originalConnected = Object.getOwnPropertyDescriptor(process, 'connected');
const disconnectListeners = new Set(process.listeners('disconnect'));
const messageListeners = new Set(process.listeners('message'));

afterEach(() => {
  delete patched.parentPort;
  if (originalSend) Object.defineProperty(process, 'send', originalSend);
  else delete (process as { send?: unknown }).send;
  if (originalConnected) Object.defineProperty(process, 'connected', originalConnected);
  else delete (process as { connected?: unknown }).connected;
  for (const listener of process.listeners('disconnect'))
    if (!disconnectListeners.has(listener)) process.removeListener('disconnect', listener);
  for (const listener of process.listeners('message'))
    if (!messageListeners.has(listener)) process.removeListener('message', listener);
});

function useSend(send: ((message: unknown) => boolean) | undefined, connected = true) {
  Object.defineProperty(process, 'send', { value: send, configurable: true, writable: true });
  Object.defineProperty(process, 'connected', { value: connected, configurable: true, writable: true });
}

describe('the channel to the parent process', () => {
  it('in a utilityProcess, posts to the parent port and hands on what arrives as the event’s data', () => {
    const posted: unknown[] = [];
    let deliver: (event: { data: unknown }) => void = () => undefined;
    patched.parentPort = {
      postMessage: (message: unknown) => posted.push(message),
      on: (event: string, listener: (event: { data: unknown }) => void) => {
        expect(event).toBe('message');
        deliver = listener;
      },
    };
    const channel = connectToParent<{ kind: string }>()!;
    channel.send({ kind: 'ready' });
    expect(posted).toEqual([{ kind: 'ready' }]);
    const received: unknown[] = [];
    channel.onMessage((message) => received.push(message));
    deliver({ data: { kind: 'stop' } });
    expect(received).toEqual([{ kind: 'stop' }]);
  });

  it('forked under Node, sends while connected, drops what is sent after, and listens on process messages', () => {
    const sent: unknown[] = [];
    useSend((message) => {
      sent.push(message);
      return true;
    });
    const channel = connectToParent<string>()!;
    channel.send('ready');
    useSend((message) => {
      sent.push(message);
      return true;
    }, false);
    channel.send('after the parent went');
    expect(sent).toEqual(['ready']);
    const received: unknown[] = [];
    channel.onMessage((message) => received.push(message));
    process.emit('message', { kind: 'stop' }, undefined);
    expect(received).toEqual([{ kind: 'stop' }]);
  });

  it('forked under Node, leaves when the parent disconnects', () => {
    useSend(() => true);
    connectToParent<string>();
    const added = process.listeners('disconnect').filter((listener) => !disconnectListeners.has(listener));
    expect(added).toHaveLength(1);
    const exits: unknown[] = [];
    const realExit = process.exit;
    process.exit = ((code?: number) => void exits.push(code)) as typeof process.exit;
    try {
      added[0]!();
    } finally {
      process.exit = realExit;
    }
    expect(exits).toEqual([0]);
  });

  it('run on its own, has no channel', () => {
    useSend(undefined);
    expect(connectToParent()).toBeNull();
    expect(process.listeners('disconnect').filter((listener) => !disconnectListeners.has(listener))).toEqual([]);
  });
});
