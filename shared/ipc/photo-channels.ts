import { z } from 'zod';
import { channel } from './channel';

/** One photo's bytes, base64-encoded so they survive every transport (IPC and the e2e harness alike). */
export interface PhotoBytes {
  contentType: 'image/jpeg' | 'image/png' | 'image/webp';
  base64: string;
  bytes: number;
}

export const photoChannels = {
  /**
   * Fetches one photo URL that /photos issued. Main fetches it so the window's CSP
   * stays closed to the network; only URLs of the configured service's photo path pass.
   */
  'vehicle.photo': channel(z.strictObject({ url: z.url({ protocol: /^https?$/ }).max(2048) })).returns<PhotoBytes>(),
};
