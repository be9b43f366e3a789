import { z } from 'zod';

// GET /plate/{plate}?state=…: every field optional.
export const PlateSchema = z.looseObject({
  vin: z.string().optional(),
  year: z.number().optional(),
  make: z.string().optional(),
  model: z.string().optional(),
  trim: z.string().optional(),
  drivetrain: z.string().optional(),
  engine: z.string().optional(),
  transmission: z.string().optional(),
  isDefault: z.boolean().optional(),
});
export type PlateLookup = z.infer<typeof PlateSchema>;
