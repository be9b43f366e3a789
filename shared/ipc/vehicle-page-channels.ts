import { z } from 'zod';
import { VinFieldSchema } from '../schemas/input-fields-schema';
import { channel } from './channel';

/** A photo box in device pixels, as vehicle.thumbnail takes it. */
const BoxSchema = z.strictObject({ width: z.int().min(16).max(1024), height: z.int().min(16).max(1024) });

export const vehiclePageChannels = {
  /**
   * Sent with a VIN page's first requests. Main, on the window's behalf, starts what the
   * page asks for second the moment it can: the gallery's photos at these sizes once the
   * photo list is in, the comparables and the deal rating once the listing is in. The
   * window's own requests for them, which wait on those answers reaching it, then find the
   * work under way in main. Answers at once; the plan's locks apply as to the window.
   */
  'vehiclePage.prepare': channel(
    z.strictObject({
      vin: VinFieldSchema,
      gallery: z.strictObject({ primary: BoxSchema, strip: BoxSchema, stripCount: z.int().min(0).max(24) }),
    }),
  ).returns<void>(),
};
