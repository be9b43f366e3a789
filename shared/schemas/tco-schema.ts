import { z } from 'zod';
import { VehicleSummarySchema } from './vehicle-summary-schema';

// GET /tco/{vin}: five-year cost of ownership.
const CostLineSchema = z.looseObject({
  insurance: z.number(),
  maintenance: z.number(),
  repairs: z.number(),
  taxesAndFees: z.number(),
  financeInterest: z.number(),
  depreciation: z.number(),
  fuel: z.number(),
  tcoPrice: z.number(),
  averageCostPerMile: z.number(),
});
export type TcoCostLine = z.infer<typeof CostLineSchema>;

export const TcoSchema = z.looseObject({
  vehicle: VehicleSummarySchema,
  zip: z.string().optional(),
  tco: z.looseObject({
    total: CostLineSchema.extend({ federalTaxCredit: z.number() }),
    years: z.looseObject({
      1: CostLineSchema,
      2: CostLineSchema,
      3: CostLineSchema,
      4: CostLineSchema,
      5: CostLineSchema,
    }),
  }),
});
export type Tco = z.infer<typeof TcoSchema>;
