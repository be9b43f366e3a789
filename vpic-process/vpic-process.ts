// The vPIC decoder's own process: an Electron utilityProcess in the app, child_process.fork
// under Node. vPIC in sql.js holds a few hundred MB and answers each decode with synchronous
// queries; here neither touches main's memory or event loop. main talks to it
// over the process channel (vpic-protocol.ts) through offline-decode/offline-decode-host.ts;
// what it does with each message is vpic-service.ts.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { connectToParent } from '../node/child-process/parent-channel';
import type { VpicChildMessage } from '../node/vpic/vpic-protocol';
import { serveVpicDecoder } from './vpic-service';

/**
 * The build's prebuilt data folder (electron.vite.config.ts) sits beside this bundle in
 * out/main/, as for the sandbox process; it holds the indexed vPIC gzipped, so a first decode
 * unpacks it instead of indexing vPIC. Run from source there is none.
 */
function prebuiltBesideEntry(): string | undefined {
  const dir = join(__dirname, 'sandbox-data');
  return existsSync(dir) ? dir : undefined;
}

const channel = connectToParent<VpicChildMessage>();
if (!channel) {
  process.stderr.write('vpic-process runs as a child of VinDesk (utilityProcess or fork).\n');
  process.exit(2);
}
serveVpicDecoder(channel, { prebuiltBesideEntry, exit: () => process.exit(0) });
