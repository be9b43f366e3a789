// VIN decode in auto.dev's dialect (docs/real-service.md #19, fixtures vin-decode and
// vin-decode-year-array): body, engine, drive, transmission and ambiguous added; an
// ambiguous decode gives vehicle.year as two years and no make or model.
import { hashUnit } from '../random/rng';
import type { RequestContext } from '../endpoints/handler-types';
import type { JsonObject } from '../listings/listing-json';
import type { VehicleProfile } from '../vehicle/vehicle-profile';

/**
 * About one VIN in twelve decodes ambiguously (by a hash of the VIN, so always the same
 * ones): the model-year code repeats every 30 years and the service then names two years.
 */
export function isAmbiguousDecode(vin: string): boolean {
  return hashUnit(vin, 97) < 0.08;
}

const BODY_NAMES: Readonly<Record<string, string>> = { Pickup: 'Truck', Minivan: 'Van' };

export function bodyName(p: VehicleProfile): string {
  return BODY_NAMES[p.bodyStyle] ?? p.bodyStyle;
}

function transmissionKind(text: string): string {
  return /manual/i.test(text) ? 'Manual' : 'Automatic';
}

export async function reshapeVinDecode(body: JsonObject, ctx: RequestContext): Promise<JsonObject> {
  const vin = String(body.vin);
  const p = await ctx.state.resolver.resolve(vin);
  const out: JsonObject = { ...body };
  if (p) {
    out.body = bodyName(p);
    out.engine = p.powertrain.engine;
    out.drive = p.drivetrain;
    out.transmission = transmissionKind(p.powertrain.transmission);
  }
  const vehicle = body.vehicle as JsonObject;
  const ambiguous = isAmbiguousDecode(vin);
  if (ambiguous && typeof vehicle.year === 'number') {
    delete out.make;
    delete out.model;
    out.vehicle = {
      vin: vehicle.vin ?? vin,
      year: [vehicle.year, vehicle.year + 1],
      manufacturer: vehicle.manufacturer ?? '',
    };
  }
  out.ambiguous = ambiguous;
  return out;
}
