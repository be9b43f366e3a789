import { z } from 'zod';

// GET /build/{vin}: { build: { … } }.
const ColorMapSchema = z.record(z.string(), z.string());

export const BuildSchema = z.looseObject({
  vin: z.string(),
  year: z.number().int(),
  make: z.string(),
  model: z.string(),
  trim: z.string().optional(),
  series: z.string().optional(),
  style: z.string().optional(),
  drivetrain: z.string().optional(),
  engine: z.string().optional(),
  transmission: z.string().optional(),
  confidence: z.number().optional(),
  /** Color name → hex color. */
  interiorColor: ColorMapSchema.optional(),
  exteriorColor: ColorMapSchema.optional(),
  /** Option code → description. */
  options: z.record(z.string(), z.string()).optional(),
  optionsMsrp: z.number().optional(),
});
export type Build = z.infer<typeof BuildSchema>;

export const BuildResponseSchema = z.looseObject({ build: BuildSchema });
