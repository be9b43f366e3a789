import { z } from 'zod';
import { VinFieldSchema, Zip5FieldSchema, StateFieldSchema } from './input-fields-schema';
import { zip5Problem } from '../domain/zip-rule';
import { FUEL_TYPES, LISTINGS_INCLUDES, SORT_DIRECTIONS, SORT_FIELDS } from '../search/listings-query-values';

// Input of listings.search and listings.select: the spec's GET /listings query
// parameters, named exactly as the spec names them. `cursor` is left out on purpose:
// the spec says to follow the issued links.next URL (listings.next) rather than build one.

/** Comma-separated list of values (several makes, models …). */
const csv = z.string().trim().min(1, 'Enter at least one value').max(500);

function numericRange(example: string) {
  return z
    .string()
    .trim()
    .regex(/^\d+(\.\d+)?-\d+(\.\d+)?$/, `Use a range like ${example}`)
    .refine((value) => {
      const [min, max] = value.split('-').map(Number);
      return min !== undefined && max !== undefined && min <= max;
    }, 'The first number of a range cannot be larger than the second');
}

const ListingsSortSchema = z.strictObject({
  field: z.enum(SORT_FIELDS),
  /** asc when omitted, as on the service. */
  direction: z.enum(SORT_DIRECTIONS).default('asc'),
});
export type ListingsSort = z.infer<typeof ListingsSortSchema>;

const ListingsQueryShape = {
  page: z.number().int().min(1).max(100_000).optional(),
  limit: z.number().int().min(1).max(500).optional(),
  sort: ListingsSortSchema.optional(),
  'vehicle.year': z
    .string()
    .trim()
    .regex(/^\d{4}(-\d{4})?$/, 'Use a year like 2021 or a range like 2018-2022')
    .optional(),
  'vehicle.make': csv.optional(),
  'vehicle.model': csv.optional(),
  'vehicle.trim': csv.optional(),
  'vehicle.bodyStyle': csv.optional(),
  'vehicle.engine': csv.optional(),
  'vehicle.transmission': csv.optional(),
  'vehicle.interiorColor': csv.optional(),
  'vehicle.exteriorColor': csv.optional(),
  'vehicle.doors': z.number().int().min(0).max(9).optional(),
  'vehicle.fuel': z
    .string()
    .trim()
    .refine(
      (value) => value.split(',').every((fuel) => (FUEL_TYPES as readonly string[]).includes(fuel.trim())),
      `Fuel is one or more of ${FUEL_TYPES.join(', ')}`,
    )
    .optional(),
  'retailListing.price': numericRange('10000-25000').optional(),
  'retailListing.state': StateFieldSchema.optional(),
  'retailListing.miles': numericRange('0-50000').optional(),
  'retailListing.used': z.boolean().optional(),
  'retailListing.cpo': z.boolean().optional(),
  // A ZIP no post office uses (00000) is refused here too, whatever screen sent it.
  zip: Zip5FieldSchema.superRefine((zip, ctx) => {
    const problem = zip5Problem(zip);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  }).optional(),
  distance: z.number().int().min(1).max(5_000).optional(),
  dealerId: csv.optional(),
  dealerZip: z
    .string()
    .trim()
    .regex(/^\d{5}(,\s*\d{5})*$/, 'Dealer ZIPs are 5-digit codes separated by commas')
    .optional(),
  includeUnpriced: z.boolean().optional(),
  includes: z.array(z.enum(LISTINGS_INCLUDES)).max(LISTINGS_INCLUDES.length).optional(),
  vin: VinFieldSchema.optional(),
};

export const ListingsSearchInputSchema = z.strictObject(ListingsQueryShape);
export type ListingsSearchInput = z.infer<typeof ListingsSearchInputSchema>;

/** A field path in dot notation (vehicle.vin) or a bare top-level name (createdAt, @id). */
const FieldPathSchema = z.string().regex(/^@?[A-Za-z][A-Za-z0-9]*(\.[A-Za-z][A-Za-z0-9]*)*$/, 'Not a field path');

export const ListingsSelectInputSchema = z.strictObject({
  ...ListingsQueryShape,
  select: z.array(FieldPathSchema).min(1).max(60),
});
export type ListingsSelectInput = z.infer<typeof ListingsSelectInputSchema>;

/** The links.next URL of a previous page, followed exactly as issued. */
export const ListingsNextInputSchema = z.strictObject({
  url: z.string().min(1).max(4096),
});

/**
 * Input of listings.nearest: a search sorted by distance from `zip`, nearest first.
 * The service has no distance sort (spec, GET /listings `sort`), so main sorts the
 * matches itself; the ZIP is therefore required and `sort` is not taken.
 */
export const NearestListingsInputSchema = z.strictObject({
  ...ListingsQueryShape,
  zip: ListingsQueryShape.zip.unwrap(),
  sort: z.undefined().optional(),
});
export type NearestListingsInput = z.infer<typeof NearestListingsInputSchema>;
