import { z } from 'zod';
import { lenient, lenientEntries, numberish, tolerantObject } from './tolerant';
import { ModelYearSchema } from './vehicle-summary-schema';

// GET /build/{vin}: { build: { … } }.
const ColorMapSchema = lenientEntries(z.string());

const BuildSchema = tolerantObject({
  vin: z.string(),
  year: ModelYearSchema,
  make: z.string(),
  model: z.string(),
  trim: lenient(z.string()),
  series: lenient(z.string()),
  style: lenient(z.string()),
  drivetrain: lenient(z.string()),
  engine: lenient(z.string()),
  transmission: lenient(z.string()),
  confidence: lenient(numberish()),
  /** Color name → hex color. */
  interiorColor: lenient(ColorMapSchema),
  exteriorColor: lenient(ColorMapSchema),
  /** Option code → description. */
  options: lenient(lenientEntries(z.string())),
  optionsMsrp: lenient(numberish()),
  // auto.dev adds these (docs/real-service.md #20).
  headUpDisplay: lenient(z.boolean()),
  rainSensingWipers: lenient(z.boolean()),
});
export type Build = z.infer<typeof BuildSchema>;

export const BuildResponseSchema = tolerantObject({ build: BuildSchema });
