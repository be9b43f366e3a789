import type { z } from 'zod';
import { LooseYearVehicleSummarySchema } from './vehicle-summary-schema';
import { CriteriaSchema, FeesBlockSchema, TaxesBlockSchema } from './money-blocks-schema';
import { lenient, numberish, tolerantObject } from './tolerant';

// GET /taxes/{vin}. vehicle.year is a string here per the spec; a number is accepted too.
// criteria amounts come as numbers or numeric strings (docs/real-service.md #14): read as numbers.
export const TaxesSchema = tolerantObject({
  vehicle: LooseYearVehicleSummarySchema,
  criteria: lenient(CriteriaSchema),
  totalTaxesAndFees: numberish(),
  taxes: TaxesBlockSchema,
  fees: FeesBlockSchema,
});
export type Taxes = z.infer<typeof TaxesSchema>;
