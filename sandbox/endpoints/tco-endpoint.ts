// GET /tco/{vin}: five-year total cost of ownership.
import { ApiError } from './api-error';
import { json, type HandlerResult, type RequestContext } from './handler-types';
import { computeTco } from '../finance/tco-model';
import { locateZip, type ZipLocation } from '../../node/geo/zip-location';
import { milesBetween } from '../../shared/domain/distance';
import { vehicleParam } from './vehicle-lookup';

/** The sandbox cannot see where the caller is: it uses the dealer's ZIP, else New York's. */
const FALLBACK_ZIP = '10001';

function zipParam(name: string, value: string): ZipLocation {
  const location = locateZip(value);
  if (!location)
    throw new ApiError(400, 'INVALID_LOCATION', `${name} must be a U.S. ZIP code (5 digits or ZIP+4), got "${value}"`);
  return location;
}

export async function handleTco(ctx: RequestContext): Promise<HandlerResult> {
  const p = await vehicleParam(ctx);
  const zipText = ctx.query.get('zip');
  const location = zipParam('zip', zipText === null || zipText === '' ? (p.dealer?.zip ?? FALLBACK_ZIP) : zipText);
  const fromText = ctx.query.get('fromZip');
  let delivery = 0;
  if (fromText !== null && fromText !== '') {
    const from = zipParam('fromZip', fromText);
    // Transport at about $0.60 a mile, capped: a delivery charge in the first year.
    const miles = milesBetween(
      { latitude: from.lat, longitude: from.lng },
      { latitude: location.lat, longitude: location.lng },
    );
    delivery = Math.min(2_000, Math.round(miles * 0.6));
  }
  return json({
    vehicle: { vin: p.vin, year: p.year, make: p.make, model: p.model, manufacturer: p.manufacturer },
    zip: zipText === null || zipText === '' ? location.zip : zipText,
    tco: computeTco(p, location.state, location.zip, delivery),
  });
}
