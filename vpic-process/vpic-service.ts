// What the vPIC process does with each message from main (vpic-protocol.ts): kept apart
// from its entry (vpic-process.ts), which only connects it to the parent, so the tests run
// it in their own process, where coverage and mutants reach it, as well as forked.
import { createOfflineDecoder } from '../node/vpic/offline-decoder';
import type { ParentChannel } from '../node/child-process/parent-channel';
import { vpicParentMessageSchema, type VpicChildMessage } from '../node/vpic/vpic-protocol';

export interface VpicServiceOptions {
  /** The prebuilt data folder beside the entry, for a start that names none. */
  prebuiltBesideEntry: () => string | undefined;
  /** Ends the process once 'closed' has left (process.exit in the app). */
  exit: () => void;
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export function serveVpicDecoder(channel: ParentChannel<VpicChildMessage>, options: VpicServiceOptions): void {
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
        const prebuiltDir = message.prebuiltDir ?? options.prebuiltBesideEntry();
        // A second start keeps the decoder (and the database) the first one opened.
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
        setImmediate(options.exit);
        return;
    }
  });
}
