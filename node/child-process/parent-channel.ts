// The child's end of the process channel, for VinDesk's own processes (the demo sandbox, the
// vPIC decoder): Electron's parentPort in a utilityProcess, process.send/on('message') when
// forked under Node. null when run on its own.

/** Electron's utilityProcess channel; absent under Node. */
interface ParentPort {
  on(event: 'message', listener: (event: { data: unknown }) => void): void;
  postMessage(message: unknown): void;
}

export interface ParentChannel<Out> {
  send(message: Out): void;
  onMessage(listener: (message: unknown) => void): void;
}

export function connectToParent<Out>(): ParentChannel<Out> | null {
  const parentPort = (process as NodeJS.Process & { parentPort?: ParentPort }).parentPort;
  if (parentPort) {
    return {
      send: (message) => parentPort.postMessage(message),
      onMessage: (listener) => parentPort.on('message', (event) => listener(event.data)),
    };
  }
  const send = process.send?.bind(process);
  if (!send) return null;
  // Forked: if main goes away without closing this process, this process goes too.
  process.on('disconnect', () => process.exit(0));
  return {
    send: (message) => {
      if (process.connected) send(message);
    },
    onMessage: (listener) => process.on('message', listener),
  };
}
