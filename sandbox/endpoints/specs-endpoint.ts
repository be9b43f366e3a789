// GET /specs/{vin}.
import { json, type HandlerResult, type RequestContext } from './handler-types';
import { specSheet } from '../vehicle/spec-sheet';
import { vehicleParam } from './vehicle-lookup';

export async function handleSpecs(ctx: RequestContext): Promise<HandlerResult> {
  const p = await vehicleParam(ctx);
  return json({
    vehicle: { vin: p.vin, year: p.year, make: p.make, model: p.model, manufacturer: p.manufacturer },
    specs: specSheet(p),
  });
}
