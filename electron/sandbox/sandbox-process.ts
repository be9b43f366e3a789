// The sandbox's own process: an Electron utilityProcess in the app, child_process.fork
// under Node. Its dataset build, its queries and its memory stay off main's event loop.
// main talks to it over the process channel (sandbox-protocol.ts); the HTTP service
// itself is on 127.0.0.1 as before. Run with --prebuild it writes the build-time data
// folder instead (see prebuild-sandbox-data.ts).
import { connectToParent, type ParentChannel } from '../child-process/parent-channel';
import type { ChildMessage } from './sandbox-protocol';
import { readParentMessage } from './sandbox-protocol-check';
import { prebuildSandboxData } from './prebuild-sandbox-data';
import { startSandbox, type RunningSandbox, type SandboxFaultRule } from './start-sandbox';

function serve(channel: ParentChannel<ChildMessage>): void {
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
            setImmediate(() => process.exit(1));
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
            setImmediate(() => process.exit(0));
          });
        return;
    }
  });
}

const prebuild = process.argv.indexOf('--prebuild');
if (prebuild >= 0) {
  const [outDir, cacheDir] = [process.argv[prebuild + 1], process.argv[prebuild + 2]];
  if (!outDir || !cacheDir) {
    process.stderr.write('usage: sandbox-process.js --prebuild <out dir> <cache dir>\n');
    process.exit(2);
  }
  prebuildSandboxData(outDir, cacheDir).then(
    () => process.exit(0),
    (error: unknown) => {
      process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
      process.exit(1);
    },
  );
} else {
  const channel = connectToParent<ChildMessage>();
  if (!channel) {
    process.stderr.write('sandbox-process runs as a child of VinDesk (utilityProcess or fork).\n');
    process.exit(2);
  }
  serve(channel);
}
