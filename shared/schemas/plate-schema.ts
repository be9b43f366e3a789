import { z } from 'zod';
import { lenient, numberish, tolerantObject } from './tolerant';

// GET /plate/{plate}?state=… (auto.dev: /plate/{state}/{plate}): every field optional.
const text = lenient(z.string());

export const PlateSchema = tolerantObject({
  vin: text,
  year: lenient(numberish()),
  make: text,
  model: text,
  trim: text,
  drivetrain: text,
  engine: text,
  transmission: text,
  isDefault: lenient(z.boolean()),
});
export type PlateLookup = z.infer<typeof PlateSchema>;
