// Smaller per-endpoint differences of auto.dev's answers: /build (#20), /specs' feature key
// as the docs write it, /payments' vehicle.year type (#14) and fees layout, /photos' no-photo answers (#21).
import { hashUnit } from '../random/rng';
import { ApiError } from '../endpoints/api-error';
import { json, type HandlerResult } from '../endpoints/handler-types';
import type { FeesBlock } from '../finance/fees';
import type { Json, JsonObject } from '../listings/listing-json';
import { autodevMoney } from './autodev-fees-layout';

function object(value: Json | undefined): JsonObject | null {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? value : null;
}

/** Adds headUpDisplay and rainSensingWipers; drops the sandbox's own per-option MSRPs. */
export function reshapeBuild(body: JsonObject): JsonObject {
  const build = object(body.build);
  if (!build) return body;
  const { optionMsrps: _ignored, ...rest } = build;
  const options = object(build.options) ?? {};
  const vin = String(build.vin);
  return {
    ...body,
    build: {
      ...rest,
      headUpDisplay: Object.values(options).some((o) => /head-up display/i.test(String(o))),
      rainSensingWipers: hashUnit(vin, 29) < 0.4,
    },
  };
}

/** A VIN the service cannot decode is a 400 VIN_DECODE_FAILED on /build. */
export function buildError(error: ApiError): ApiError {
  return error.code === 'VIN_NOT_FOUND'
    ? new ApiError(400, 'VIN_DECODE_FAILED', 'Unable to decode vehicle information from VIN')
    : error;
}

const SPEC_KEY_RENAMES: Readonly<Record<string, string>> = { 'rangeInMiles(city/hwy)': 'rangeInMiles (city/hwy)' };

function renameKeys(features: Json | undefined): Json | undefined {
  const o = object(features);
  if (!o) return features;
  const out: JsonObject = {};
  for (const [k, v] of Object.entries(o)) out[SPEC_KEY_RENAMES[k] ?? k] = v;
  return out;
}

export function reshapeSpecs(body: JsonObject): JsonObject {
  const specs = object(body.specs);
  if (!specs) return body;
  const features = object(specs.features);
  return {
    ...body,
    specs: {
      ...specs,
      ...(features ? { features: { ...features, fuel: renameKeys(features.fuel) ?? null } } : {}),
      ...(Array.isArray(specs.orderedFeatures)
        ? {
            orderedFeatures: specs.orderedFeatures.map((group) => {
              const g = object(group);
              return g ? { ...g, features: renameKeys(g.features) ?? null } : group;
            }),
          }
        : {}),
    },
  };
}

/**
 * vehicle.year is "2015" in one documented answer and 2015 in another: seeded by the VIN.
 * Fees and the total are laid out as auto.dev lays them out (autodev-fees-layout.ts), at the
 * top and in paymentsData alike.
 */
export function reshapePayments(body: JsonObject): JsonObject {
  const vehicle = object(body.vehicle);
  if (!vehicle) return body;
  const numeric = hashUnit(String(vehicle.vin), 149) < 0.5;
  const reshaped = { ...body, vehicle: { ...vehicle, year: numeric ? Number(vehicle.year) : String(vehicle.year) } };
  const data = object(body.paymentsData);
  const fees = object(body.fees);
  if (!data || !fees || typeof body.totalTaxesAndFees !== 'number') return reshaped;
  const money = autodevMoney(fees as unknown as FeesBlock, body.totalTaxesAndFees);
  const moneyFees = money.fees as unknown as JsonObject;
  return {
    ...reshaped,
    paymentsData: { ...data, fees: moneyFees, totalTaxesAndFees: money.totalTaxesAndFees },
    fees: moneyFees,
    totalTaxesAndFees: money.totalTaxesAndFees,
  };
}

/** A malformed VIN has no photos (404); a well-formed VIN without photos answers an empty list. */
export function photosError(error: ApiError): ApiError | HandlerResult {
  if (error.code === 'INVALID_VIN_FORMAT')
    return new ApiError(
      404,
      'RESOURCE_NOT_FOUND',
      'This vehicle does not have any photos available. Please try a different VIN.',
    );
  if (error.code === 'RESOURCE_NOT_FOUND') return json({ data: { retail: [] } });
  return error;
}
