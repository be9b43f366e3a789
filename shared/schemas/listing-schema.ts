import { z } from 'zod';
import { lenient, numberish, tolerantObject } from './tolerant';

// One listing of GET /listings and GET /listings/{vin}. The spec says the field
// list is "not shown beyond" these, so every object is loose. What a results row
// or detail view cannot do without is required; the rest is lenient: null, absent
// or unreadable becomes undefined (docs/real-service.md #7: rows may be sparse).

const text = lenient(z.string());
const wholeNumber = lenient(numberish(z.number().int()));

const ListingVehicleSchema = tolerantObject({
  vin: text,
  squishVin: text,
  // Stays a strict integer: documented as one by the spec and by auto.dev alike.
  year: z.number().int(),
  make: z.string(),
  model: z.string(),
  trim: text,
  drivetrain: text,
  engine: text,
  fuel: text,
  transmission: text,
  confidence: lenient(numberish()),
  doors: wholeNumber,
  seats: wholeNumber,
  // auto.dev adds the colours (docs/real-service.md #16).
  exteriorColor: text,
  interiorColor: text,
});

const RetailListingSchema = tolerantObject({
  vdp: text,
  /**
   * null = no price. Absent also means no price (sparse rows). A value that is not a
   * number fails the row: the results row and the finance quote are built on it, and a
   * page drops only that row (parseListingsPage).
   */
  price: z.preprocess((value) => (value === undefined ? null : value), numberish().nullable()),
  used: lenient(z.boolean()),
  cpo: lenient(z.boolean()),
  historyReportUrl: text,
  dealer: text,
  dealerId: text,
  city: text,
  state: text,
  zip: text,
  primaryImage: text,
  photoCount: wholeNumber,
  /** Not in the spec's field list but sortable and filterable (retailListing.miles); kept typed when present. */
  miles: lenient(numberish()),
});

const RawObjectSchema = z.record(z.string(), z.unknown());

export const ListingSchema = tolerantObject({
  '@id': text,
  vin: z.string(),
  createdAt: text,
  updatedAt: text,
  location: lenient(z.tuple([z.number(), z.number()])),
  vehicle: ListingVehicleSchema,
  // Contents "not shown": anything object-shaped; null and anything else → undefined.
  wholesaleListing: lenient(RawObjectSchema),
  /** A row without retail data (wholesale only) is shown unpriced; a malformed one fails the row. */
  // Stryker disable next-line ObjectLiteral: RetailListingSchema reads an absent price as null, so {} and { price: null } parse alike; the literal says what is meant.
  retailListing: z.preprocess((value) => value ?? { price: null }, RetailListingSchema),
  history: lenient(RawObjectSchema),
});
export type Listing = z.infer<typeof ListingSchema>;
export type ListingVehicle = z.infer<typeof ListingVehicleSchema>;
export type RetailListing = z.infer<typeof RetailListingSchema>;

/** GET /listings/{vin}: a single object, not an array. */
export const ListingResponseSchema = tolerantObject({ data: ListingSchema });
