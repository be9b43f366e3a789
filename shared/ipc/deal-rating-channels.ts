import { z } from 'zod';
import type { DealRating } from '../domain/deal-rating';
import { VinFieldSchema } from '../schemas/input-fields-schema';
import { channel } from './channel';

/** A listing as deal rating needs it; the renderer sends what the search or listing answer gave it. */
const DealSubjectSchema = z.strictObject({
  vin: VinFieldSchema,
  year: z.number().int().min(1900).max(2100),
  make: z.string().trim().min(1).max(80),
  model: z.string().trim().min(1).max(120),
  trim: z.string().trim().max(120).nullish(),
  price: z.number().finite().nonnegative().max(1e9).nullable(),
  miles: z.number().finite().nonnegative().max(1e9).nullable(),
});

export const dealRatingChannels = {
  /**
   * Rates each listing against comparable listings (same make and model) that main fetches
   * once per make and model; the answer maps each VIN to its rating.
   */
  'dealRating.rate': channel(z.strictObject({ listings: z.array(DealSubjectSchema).min(1).max(500) })).returns<
    Record<string, DealRating>
  >(),
};
