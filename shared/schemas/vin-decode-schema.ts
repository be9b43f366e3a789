import { z } from 'zod';
import { PartialVehicleSummarySchema } from './vehicle-summary-schema';

// GET /vin/{vin} (and the v1 decode, whose payload the spec does not show, read the
// same way). Every field is optional.
export const VinDecodeSchema = z.looseObject({
  vin: z.string().optional(),
  vinValid: z.boolean().optional(),
  wmi: z.string().optional(),
  origin: z.string().optional(),
  squishVin: z.string().optional(),
  checkDigit: z.string().optional(),
  checksum: z.boolean().optional(),
  type: z.string().optional(),
  make: z.string().optional(),
  model: z.string().optional(),
  trim: z.string().optional(),
  style: z.string().optional(),
  vehicle: PartialVehicleSummarySchema.optional(),
});
export type VinDecode = z.infer<typeof VinDecodeSchema>;
