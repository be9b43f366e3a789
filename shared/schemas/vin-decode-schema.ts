import { z } from 'zod';
import { partialVehicleSummaryShape } from './vehicle-summary-schema';
import { lenient, numberish, tolerantObject } from './tolerant';

// GET /vin/{vin} (and the v1 decode, normalised to this shape first). Every field is optional.

const text = lenient(z.string());

/**
 * auto.dev may send vehicle.year as the model years the VIN can be, e.g. [2019, 2020]
 * (docs/real-service.md #19). `year` keeps meaning the first (or only) year; `yearTo` is the
 * last one when there are several, so the UI can show "2019–2020".
 */
function spreadYearRange(value: unknown): unknown {
  // Stryker disable next-line ConditionalExpression,LogicalOperator: lenient() turns null into undefined before this runs, and anything else that is not an object has no array `year` and is returned as is either way.
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  const vehicle = value as Record<string, unknown>;
  if (!Array.isArray(vehicle.year)) return vehicle;
  const years = vehicle.year
    .map((year: unknown) => (typeof year === 'string' && /^\d{4}$/.test(year.trim()) ? Number(year) : year))
    .filter((year): year is number => Number.isInteger(year))
    .sort((a, b) => a - b);
  const first = years[0];
  const last = years[years.length - 1];
  // Nothing readable: left as sent, so the field degrades (and is logged) like any bad value.
  if (first === undefined || last === undefined) return vehicle;
  const { yearTo: _ignored, ...rest } = vehicle;
  return last > first ? { ...rest, year: first, yearTo: last } : { ...rest, year: first };
}

const DecodedVehicleSchema = z.preprocess(
  spreadYearRange,
  tolerantObject({ ...partialVehicleSummaryShape, yearTo: lenient(numberish(z.number().int())) }),
);

export const VinDecodeSchema = tolerantObject({
  vin: text,
  /** Stays strict: the decode panel's verdict rests on it, and a non-boolean means this is no decode. */
  vinValid: z
    .boolean()
    .nullish()
    .transform((value) => value ?? undefined)
    .optional(),
  wmi: text,
  origin: text,
  squishVin: text,
  checkDigit: text,
  checksum: lenient(z.boolean()),
  type: text,
  make: text,
  model: text,
  trim: text,
  style: text,
  // auto.dev adds these (docs/real-service.md #19); the v1 decode's are mapped onto them.
  body: text,
  engine: text,
  drive: text,
  transmission: text,
  ambiguous: lenient(z.boolean()),
  /** Doors, from the v1 decode's numOfDoors ("2"). */
  doors: lenient(numberish(z.number().int())),
  vehicle: lenient(DecodedVehicleSchema),
});
export type VinDecode = z.infer<typeof VinDecodeSchema>;
