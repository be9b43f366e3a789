import { z } from 'zod';
import { StateFieldSchema, VinFieldSchema } from './input-fields-schema';
import { normalizePlate, PLATE_PATTERN } from '../domain/plate-rule';

// Inputs of the VIN channels and the plate lookup.

export const VinInputSchema = z.strictObject({ vin: VinFieldSchema });

export const OpenRecallsInputSchema = z.strictObject({
  vin: VinFieldSchema,
  /** true: the answer also carries the full recall catalog. */
  recalls: z.boolean().optional(),
});

export const PlateInputSchema = z.strictObject({
  // "Hyphens are handled automatically" by the service; dropping them (and spaces)
  // here lets the 2-to-8 rule be checked on what the service will count.
  plate: z
    .string()
    .max(32)
    .transform(normalizePlate)
    .pipe(z.string().regex(PLATE_PATTERN, 'A plate has 2 to 8 letters and digits')),
  state: StateFieldSchema,
});
