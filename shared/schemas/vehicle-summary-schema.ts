import { z } from 'zod';
import { lenient, numberish, tolerantObject } from './tolerant';

// The spec's "vehicle summary" (the `vehicle` object of non-listing answers).
// Parts the spec leaves open pass through untouched.

/** A model year; "2019" is read as 2019 (docs/real-service.md #6). */
export const ModelYearSchema = numberish(z.number().int());

/** Model year: an integer everywhere except payments and taxes, where the spec lets it be a string. */
const YearOrStringSchema = z.union([z.number().int(), z.string()]);

const summaryShape = {
  vin: z.string(),
  year: ModelYearSchema,
  make: z.string(),
  model: z.string(),
  manufacturer: lenient(z.string()),
};

export const VehicleSummarySchema = tolerantObject(summaryShape);

/** Payments and taxes: year may come as a string, and is kept as sent (auto.dev sends both, #14). */
export const LooseYearVehicleSummarySchema = tolerantObject({ ...summaryShape, year: YearOrStringSchema });

export const partialVehicleSummaryShape = {
  vin: lenient(z.string()),
  year: lenient(ModelYearSchema),
  make: lenient(z.string()),
  model: lenient(z.string()),
  manufacturer: lenient(z.string()),
};

/** Where the spec marks every field optional (VIN decode, APR). */
export const PartialVehicleSummarySchema = tolerantObject(partialVehicleSummaryShape);
export type PartialVehicleSummary = z.infer<typeof PartialVehicleSummarySchema>;
