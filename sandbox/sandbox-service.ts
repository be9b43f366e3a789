// What the sandbox process does with each message from main (sandbox-protocol.ts): kept
// apart from its entry (sandbox-process.ts), which only connects it to the parent, so the
// tests run it in their own process, where coverage and mutants reach it, as well as forked.
import type { ParentChannel } from '../node/child-process/parent-channel';
import type { ChildMessage } from './sandbox-protocol';
import { readParentMessage } from './sandbox-protocol-check';
import { startSandbox, type RunningSandbox, type SandboxFaultRule } from './start-sandbox';

export interface SandboxServiceOptions {
  /** Ends the process once its last message has left (process.exit in the app). */
  exit: (code: number) => void;
}

export function serveSandbox(channel: ParentChannel<ChildMessage>, options: SandboxServiceOptions): void {
  let running: Promise<RunningSandbox> | null = null;
  // Read by the health check, which answers at once rather than wait for the start.
  let ready: RunningSandbox | null = null;
  // Fault rules sent before the sandbox was ready apply once it is.
  const earlyFaults: SandboxFaultRule[] = [];
  channel.onMessage((raw) => {
    const message = readParentMessage(raw);
    if (!message) {
      channel.send({ type: 'error', message: 'The demo data process received a message it does not understand.' });
      return;
    }
    switch (message.type) {
      case 'start':
        if (running) return;
        running = startSandbox({
          ...message.options,
          onProgress: (p) => channel.send({ type: 'progress', ...p }),
        });
        running.then(
          (sandbox) => {
            ready = sandbox;
            for (const rule of earlyFaults.splice(0)) sandbox.faults.add(rule);
            channel.send({
              type: 'ready',
              url: sandbox.url,
              v1Url: sandbox.v1Url,
              port: sandbox.port,
              samples: sandbox.samples,
            });
          },
          (error: unknown) => {
            channel.send({ type: 'error', message: error instanceof Error ? error.message : String(error) });
            // Let the message leave before the process does.
            setImmediate(() => options.exit(1));
          },
        );
        return;
      case 'ping':
        channel.send({
          type: 'pong',
          id: message.id,
          rss: process.memoryUsage().rss,
          throttled: ready?.statusCount(429) ?? 0,
        });
        return;
      case 'addFault': {
        const { path, ...rule } = message.rule;
        const pattern = typeof path === 'object' ? new RegExp(path.pattern, path.flags) : path;
        const added: SandboxFaultRule = pattern === undefined ? rule : { ...rule, path: pattern };
        if (ready) ready.faults.add(added);
        else earlyFaults.push(added);
        return;
      }
      case 'clearFaults':
        ready?.faults.clear();
        earlyFaults.length = 0;
        return;
      case 'close':
        void (running ?? Promise.resolve(null))
          .then((sandbox) => sandbox?.close())
          .catch(() => undefined)
          .finally(() => {
            channel.send({ type: 'closed' });
            setImmediate(() => options.exit(0));
          });
        return;
    }
  });
}
