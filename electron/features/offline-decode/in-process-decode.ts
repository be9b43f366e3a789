import type { DecodeOffline } from '../../../node/vpic/vpic-decode';

/**
 * vPIC in the calling process, loaded on the first decode only: the fallback of tests and
 * the e2e harness, which pass no spawn for the vPIC process. The app always runs vPIC in
 * its own process (offline-decode-host.ts), so main never loads it.
 */
export function inProcessDecode(cacheDir: string, prebuiltDir?: string): DecodeOffline {
  let decoder: Promise<DecodeOffline> | null = null;
  return async (vin) => {
    decoder ??= import('../../../node/vpic/offline-decoder').then(({ createOfflineDecoder }) =>
      createOfflineDecoder(cacheDir, prebuiltDir ? { prebuiltDir } : {}),
    );
    return (await decoder)(vin);
  };
}
