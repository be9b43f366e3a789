// The vPIC decoder's own process: an Electron utilityProcess in the app, child_process.fork
// under Node. vPIC in sql.js holds a few hundred MB and answers each decode with synchronous
// queries; here neither touches main's memory or event loop (issue 17). main talks to it
// over the process channel (vpic-protocol.ts) through offline-decode/offline-decode-host.ts.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { createOfflineDecoder } from '../offline-decode/offline-decoder';
import { connectToParent, type ParentChannel } from '../child-process/parent-channel';
import { vpicParentMessageSchema, type VpicChildMessage } from './vpic-protocol';

/**
 * The build's prebuilt data folder (electron.vite.config.ts) sits beside this bundle in
 * out/main/, as for the sandbox process; it holds the indexed vPIC gzipped, so a first decode
 * unpacks it instead of indexing vPIC. Run from source there is none.
 */
function prebuiltBesideEntry(): string | undefined {
  const dir = join(__dirname, 'sandbox-data');
  return existsSync(dir) ? dir : undefined;
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function serve(channel: ParentChannel<VpicChildMessage>): void {
  let decode: ReturnType<typeof createOfflineDecoder> | null = null;
  channel.onMessage((raw) => {
    const parsed = vpicParentMessageSchema.safeParse(raw);
    if (!parsed.success) {
      channel.send({ type: 'error', message: 'The vPIC process received a message it does not understand.' });
      return;
    }
    const message = parsed.data;
    switch (message.type) {
      case 'start': {
        const prebuiltDir = message.prebuiltDir ?? prebuiltBesideEntry();
        decode ??= createOfflineDecoder(message.cacheDir, prebuiltDir ? { prebuiltDir } : {});
        return;
      }
      case 'decode': {
        const { id, vin } = message;
        if (!decode) {
          channel.send({ type: 'failed', id, message: 'The vPIC process was asked to decode before it was started.' });
          return;
        }
        decode(vin).then(
          (result) => channel.send({ type: 'decoded', id, decode: result }),
          (error: unknown) => channel.send({ type: 'failed', id, message: messageOf(error) }),
        );
        return;
      }
      case 'ping':
        channel.send({ type: 'pong', id: message.id, rss: process.memoryUsage().rss });
        return;
      case 'close':
        channel.send({ type: 'closed' });
        // Let the message leave before the process does.
        setImmediate(() => process.exit(0));
        return;
    }
  });
}

const channel = connectToParent<VpicChildMessage>();
if (!channel) {
  process.stderr.write('vpic-process runs as a child of VinDesk (utilityProcess or fork).\n');
  process.exit(2);
}
serve(channel);
