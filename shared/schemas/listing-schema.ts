import { z } from 'zod';

// One listing of GET /listings and GET /listings/{vin}. The spec says the field
// list is "not shown beyond" these, so every object is loose. What a results row
// or detail view cannot do without is required; the rest must only have the right
// type when present.

export const ListingVehicleSchema = z.looseObject({
  vin: z.string().optional(),
  squishVin: z.string().optional(),
  year: z.number().int(),
  make: z.string(),
  model: z.string(),
  trim: z.string().nullish(),
  drivetrain: z.string().nullish(),
  engine: z.string().nullish(),
  fuel: z.string().nullish(),
  transmission: z.string().nullish(),
  confidence: z.number().nullish(),
  doors: z.number().int().nullish(),
  seats: z.number().int().nullish(),
});

export const RetailListingSchema = z.looseObject({
  vdp: z.string().nullish(),
  price: z.number().nullable(),
  used: z.boolean().optional(),
  cpo: z.boolean().optional(),
  historyReportUrl: z.string().nullish(),
  dealer: z.string().nullish(),
  dealerId: z.string().nullish(),
  city: z.string().nullish(),
  state: z.string().nullish(),
  zip: z.string().nullish(),
  primaryImage: z.string().nullish(),
  photoCount: z.number().int().nullish(),
  /** Not in the spec's field list but sortable and filterable (retailListing.miles); kept typed when present. */
  miles: z.number().nullish(),
});

export const ListingSchema = z.looseObject({
  '@id': z.string().optional(),
  vin: z.string(),
  createdAt: z.string().optional(),
  updatedAt: z.string().optional(),
  location: z.tuple([z.number(), z.number()]).nullish(),
  vehicle: ListingVehicleSchema,
  // Contents "not shown": anything object-shaped or null.
  wholesaleListing: z.record(z.string(), z.unknown()).nullish(),
  retailListing: RetailListingSchema,
  history: z.record(z.string(), z.unknown()).nullish(),
});
export type Listing = z.infer<typeof ListingSchema>;
export type ListingVehicle = z.infer<typeof ListingVehicleSchema>;
export type RetailListing = z.infer<typeof RetailListingSchema>;

/** GET /listings/{vin}: a single object, not an array. */
export const ListingResponseSchema = z.looseObject({ data: ListingSchema });
