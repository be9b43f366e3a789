import { z } from 'zod';
import {
  AmountSchema,
  AmountTextSchema,
  TextFieldSchema,
  VinFieldSchema,
  Zip5FieldSchema,
  ZipFieldSchema,
} from './input-fields-schema';

// Inputs of the finance channels, with the spec's parameter names.

export const PaymentsInputSchema = z.strictObject({
  vin: VinFieldSchema,
  price: AmountTextSchema,
  zip: ZipFieldSchema,
  docFee: AmountSchema.optional(),
  tradeIn: AmountTextSchema.optional(),
  downPayment: AmountSchema.optional(),
  loanTerm: z.number().int().min(1).max(120).optional(),
});
export type PaymentsInput = z.infer<typeof PaymentsInputSchema>;

export const AprInputSchema = z.strictObject({
  vin: VinFieldSchema,
  year: z.number().int().min(1900).max(2100),
  make: TextFieldSchema,
  model: TextFieldSchema,
  zip: ZipFieldSchema,
  creditScore: TextFieldSchema,
  vehicleAge: z.number().nonnegative().max(100).optional(),
  vehicleMileage: z
    .string()
    .trim()
    .regex(/^\d{1,7}$/, 'Mileage is a whole number of miles')
    .optional(),
});
export type AprInput = z.infer<typeof AprInputSchema>;

export const TaxesInputSchema = z.strictObject({
  vin: VinFieldSchema,
  // The spec types zip as a number; it travels as its digits, kept as text so leading zeros survive.
  zip: Zip5FieldSchema.optional(),
  creditScore: z.number().int().min(250).max(900).optional(),
  styleId: z.string().trim().min(1).max(64).optional(),
  listingId: z.string().trim().min(1).max(128).optional(),
  price: AmountSchema.optional(),
  miles: z.number().nonnegative().max(10_000_000).optional(),
  // The deal on the screen. The hosted service prices taxes and fees from these
  // (docs/real-service.md #13); a spec-dialect service is sent only the spec's names.
  docFee: AmountSchema.optional(),
  tradeIn: AmountSchema.optional(),
  rate: z.number().min(0).max(40).optional(),
  downPayment: AmountSchema.optional(),
  months: z.number().int().min(1).max(120).optional(),
});
export type TaxesInput = z.infer<typeof TaxesInputSchema>;

export const TcoInputSchema = z.strictObject({
  vin: VinFieldSchema,
  zip: ZipFieldSchema.optional(),
  fromZip: ZipFieldSchema.optional(),
});
export type TcoInput = z.infer<typeof TcoInputSchema>;
