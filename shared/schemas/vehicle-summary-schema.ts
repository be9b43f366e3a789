import { z } from 'zod';

// The spec's "vehicle summary" (the `vehicle` object of non-listing answers).
// Parts the spec leaves open pass through untouched.

/** Model year: an integer everywhere except payments and taxes, where the spec lets it be a string. */
export const YearOrStringSchema = z.union([z.number().int(), z.string()]);

export const VehicleSummarySchema = z.looseObject({
  vin: z.string(),
  year: z.number().int(),
  make: z.string(),
  model: z.string(),
  manufacturer: z.string().optional(),
});
export type VehicleSummary = z.infer<typeof VehicleSummarySchema>;

/** Payments and taxes: year may come as a string. */
export const LooseYearVehicleSummarySchema = VehicleSummarySchema.extend({ year: YearOrStringSchema });
export type LooseYearVehicleSummary = z.infer<typeof LooseYearVehicleSummarySchema>;

/** Where the spec marks every field optional (VIN decode, APR). */
export const PartialVehicleSummarySchema = z.looseObject({
  vin: z.string().optional(),
  year: z.number().int().optional(),
  make: z.string().optional(),
  model: z.string().optional(),
  manufacturer: z.string().optional(),
});
export type PartialVehicleSummary = z.infer<typeof PartialVehicleSummarySchema>;
