import { z } from 'zod';
import { PartialVehicleSummarySchema } from './vehicle-summary-schema';
import { AprMapSchema } from './money-blocks-schema';
import { lenient, numberish, tolerantObject } from './tolerant';

/** A credit score the service may echo as text ("720", the spec) or as a number. */
const ScoreTextSchema = z.union([z.string(), z.number().transform(String)]);

// GET /apr/{vin}: every field optional; without `apr` there is nothing to show, so it is required.
export const AprSchema = tolerantObject({
  vehicle: lenient(PartialVehicleSummarySchema),
  zip: lenient(z.string()),
  creditScore: lenient(ScoreTextSchema),
  vehicleAge: lenient(numberish()),
  /** The docs send "36000", the service's OpenAPI a number (docs/real-service.md #15): read as a number. */
  vehicleMileage: lenient(numberish()),
  apr: AprMapSchema,
});
export type Apr = z.infer<typeof AprSchema>;
