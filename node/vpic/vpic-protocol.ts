// The messages between main (offline-decode/offline-decode-host.ts) and the vPIC process
// (vpic-process.ts). Both sides parse what they receive: a message of another shape is a
// bug in one of them, and is reported as such instead of being acted on.
import { z } from 'zod';
import type { VinDecode } from '../../shared/schemas/vin-decode-schema';

export const vpicParentMessageSchema = z.discriminatedUnion('type', [
  /** Where vPIC's indexed copy is cached (and may be found prebuilt); sent once, first. */
  z.object({ type: z.literal('start'), cacheDir: z.string().min(1), prebuiltDir: z.string().min(1).optional() }),
  z.object({ type: z.literal('decode'), id: z.number().int(), vin: z.string().length(17) }),
  z.object({ type: z.literal('ping'), id: z.number().int() }),
  z.object({ type: z.literal('close') }),
]);
export type VpicParentMessage = z.infer<typeof vpicParentMessageSchema>;

/**
 * The VinDecode the process builds (offline-decode/vpic-decode.ts), checked field by field.
 * Not the service's tolerant VinDecodeSchema: this answer comes from VinDesk's own code, so
 * a field of another type is a bug to report, and the plain check costs main a fraction as
 * much during a sweep that decodes every VIN.
 */
const decodedSchema = z.object({
  vin: z.string(),
  vinValid: z.boolean(),
  wmi: z.string(),
  origin: z.string(),
  checkDigit: z.string(),
  checksum: z.boolean(),
  type: z.string(),
  make: z.string(),
  model: z.string(),
  trim: z.string(),
  style: z.string(),
  vehicle: z.object({
    vin: z.string(),
    year: z.number().int(),
    make: z.string(),
    model: z.string(),
    manufacturer: z.string(),
  }),
}) satisfies z.ZodType<VinDecode>;
export type OfflineVinDecode = z.infer<typeof decodedSchema>;

export const vpicChildMessageSchema = z.discriminatedUnion('type', [
  /** decode null: vPIC does not know the VIN's pattern. */
  z.object({ type: z.literal('decoded'), id: z.number().int(), decode: decodedSchema.nullable() }),
  /** This decode failed (vPIC could not be opened …); the process goes on serving. */
  z.object({ type: z.literal('failed'), id: z.number().int(), message: z.string() }),
  z.object({ type: z.literal('pong'), id: z.number().int(), rss: z.number() }),
  /** A message the process could not read. */
  z.object({ type: z.literal('error'), message: z.string() }),
  z.object({ type: z.literal('closed') }),
]);
export type VpicChildMessage = z.infer<typeof vpicChildMessageSchema>;
