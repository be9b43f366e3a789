// Resolves the VIN path parameter to a vehicle, or answers 404 VIN_NOT_FOUND.
import { vinNotFound } from './api-error';
import type { RequestContext } from './handler-types';
import type { VehicleProfile } from '../vehicle/vehicle-profile';
import { vinParam } from './vin-param';

export async function vehicleParam(ctx: RequestContext): Promise<VehicleProfile> {
  const vin = vinParam(ctx);
  const profile = await ctx.state.resolver.resolve(vin);
  if (!profile) throw vinNotFound(vin);
  return profile;
}
