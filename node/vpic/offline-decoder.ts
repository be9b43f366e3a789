import { openVpicDatabase, type VpicOpenOptions } from './vpic-database';
import { VpicVinDecoder } from './vin-decoder';
import type { OfflineVinDecode } from './vpic-protocol';
import { toVinDecode } from './vpic-decode';

/**
 * NHTSA's vPIC decode in the process that calls it, with the database the embedded sandbox
 * already uses. It holds a few hundred MB and runs its queries synchronously, so the app
 * runs it in a process of its own (vpic-process/, reached through
 * offline-decode-host.ts); main itself keeps it only as the fallback of tests and the e2e
 * harness. Opened on first use; a failed open is tried again on the next decode.
 */
export function createOfflineDecoder(
  cacheDir: string,
  options: Pick<VpicOpenOptions, 'prebuiltDir'> = {},
): (vin: string) => Promise<OfflineVinDecode | null> {
  let decoder: Promise<VpicVinDecoder> | null = null;
  return async function decodeOffline(vin) {
    const opening = (decoder ??= openVpicDatabase(cacheDir, options).then(({ db }) => new VpicVinDecoder(db)));
    opening.catch(() => {
      if (decoder === opening) decoder = null;
    });
    return toVinDecode(vin, await (await opening).decode(vin));
  };
}
