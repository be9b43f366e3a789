import { z } from 'zod';
import { LooseYearVehicleSummarySchema } from './vehicle-summary-schema';
import { FeesBlockSchema, TaxesBlockSchema } from './money-blocks-schema';

// GET /taxes/{vin}. vehicle.year is a string here per the spec; a number is accepted too.
export const TaxesSchema = z.looseObject({
  vehicle: LooseYearVehicleSummarySchema,
  criteria: z
    .looseObject({
      price: z.number().optional(),
      zip: z.string().optional(),
      docFee: z.number().optional(),
      tradeIn: z.string().optional(),
    })
    .optional(),
  totalTaxesAndFees: z.number(),
  taxes: TaxesBlockSchema,
  fees: FeesBlockSchema,
});
export type Taxes = z.infer<typeof TaxesSchema>;
