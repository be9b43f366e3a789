// GET /apr/{vin}: APR by loan term for a credit score (errors wrapped, path /rates/…).
import { invalidParameter, valueOrApiError } from './api-error';
import { json, type HandlerResult, type RequestContext } from './handler-types';
import { aprMap, creditTierOf } from '../finance/apr-table';
import { locateZip } from '../../node/geo/zip-location';
import { NEWEST_MODEL_YEAR } from '../data/dataset-builder';
import { vehicleParam } from './vehicle-lookup';

function required(ctx: RequestContext, name: string): string {
  const value = ctx.query.get(name);
  if (value === null || value.trim() === '') throw invalidParameter(`${name} is required`);
  return value.trim();
}

export async function handleApr(ctx: RequestContext): Promise<HandlerResult> {
  const p = await vehicleParam(ctx);
  const yearText = required(ctx, 'year');
  const make = required(ctx, 'make');
  const model = required(ctx, 'model');
  const zip = required(ctx, 'zip');
  const creditScore = required(ctx, 'creditScore');
  const year = Number(yearText);
  if (!Number.isInteger(year) || year < 1981 || year > NEWEST_MODEL_YEAR + 1)
    throw invalidParameter(`year must be a model year, got "${yearText}"`);
  if (!locateZip(zip)) throw invalidParameter(`zip must be a U.S. ZIP code (5 digits or ZIP+4), got "${zip}"`);
  const tier = valueOrApiError(creditTierOf(creditScore));
  const ageText = ctx.query.get('vehicleAge');
  const vehicleAge = ageText === null || ageText === '' ? Math.max(0, NEWEST_MODEL_YEAR - year) : Number(ageText);
  if (!Number.isFinite(vehicleAge) || vehicleAge < 0)
    throw invalidParameter(`vehicleAge must be a number of years, got "${ageText}"`);
  const mileageText = ctx.query.get('vehicleMileage');
  const mileage =
    mileageText === null || mileageText === '' ? (p.row >= 0 ? p.miles : null) : Number(mileageText.replace(/,/g, ''));
  if (mileage !== null && (!Number.isFinite(mileage) || mileage < 0))
    throw invalidParameter(`vehicleMileage must be a number of miles, got "${mileageText}"`);
  // Lenders price a car as used once it is a model year old or has real miles on it.
  const used = vehicleAge >= 1 || (mileage !== null && mileage > 1_000);
  return json({
    vehicle: { vin: p.vin, year, make, model },
    zip,
    creditScore,
    vehicleAge,
    vehicleMileage: mileage === null ? '0' : String(mileage),
    apr: aprMap(tier, used),
  });
}
