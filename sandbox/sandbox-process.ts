// The sandbox's own process: an Electron utilityProcess in the app, child_process.fork
// under Node. Its dataset build, its queries and its memory stay off main's event loop.
// main talks to it over the process channel (sandbox-protocol.ts); the HTTP service
// itself is on 127.0.0.1 as before. Run with --prebuild it writes the build-time data
// folder instead (see prebuild-sandbox-data.ts). What it does with each message is
// sandbox-service.ts.
import { connectToParent } from '../node/child-process/parent-channel';
import type { ChildMessage } from './sandbox-protocol';
import { prebuildSandboxData } from './prebuild-sandbox-data';
import { serveSandbox } from './sandbox-service';

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
  serveSandbox(channel, { exit: (code) => process.exit(code) });
}
