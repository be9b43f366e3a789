import { z } from 'zod';
import { VehicleSummarySchema } from './vehicle-summary-schema';
import { lenient, numberish, tolerantObject } from './tolerant';

// GET /tco/{vin}: five-year cost of ownership. Every cost is shown: all required.
const cost = numberish();

const costLineShape = {
  insurance: cost,
  maintenance: cost,
  repairs: cost,
  taxesAndFees: cost,
  financeInterest: cost,
  depreciation: cost,
  fuel: cost,
  tcoPrice: cost,
  averageCostPerMile: cost,
};
const CostLineSchema = tolerantObject(costLineShape);
export type TcoCostLine = z.infer<typeof CostLineSchema>;

export const TcoSchema = tolerantObject({
  vehicle: VehicleSummarySchema,
  zip: lenient(z.string()),
  tco: tolerantObject({
    total: tolerantObject({ ...costLineShape, federalTaxCredit: cost }),
    years: tolerantObject({
      1: CostLineSchema,
      2: CostLineSchema,
      3: CostLineSchema,
      4: CostLineSchema,
      5: CostLineSchema,
    }),
  }),
});
export type Tco = z.infer<typeof TcoSchema>;
