import { z } from 'zod';
import { PartialVehicleSummarySchema } from './vehicle-summary-schema';
import { AprMapSchema } from './money-blocks-schema';

// GET /apr/{vin}: every field optional; without `apr` there is nothing to show, so it is required.
export const AprSchema = z.looseObject({
  vehicle: PartialVehicleSummarySchema.optional(),
  zip: z.string().optional(),
  creditScore: z.string().optional(),
  vehicleAge: z.number().optional(),
  vehicleMileage: z.string().optional(),
  apr: AprMapSchema,
});
export type Apr = z.infer<typeof AprSchema>;
