import { z } from 'zod';

// Blocks shared by the finance answers: taxes, fees and the APR map.

/** Payments carry only combined, state and gas-guzzler taxes; the rest are optional. */
export const TaxesBlockSchema = z.looseObject({
  citySalesTax: z.number().optional(),
  combinedSalesTax: z.number(),
  countySalesTax: z.number().optional(),
  districtSalesTax: z.number().optional(),
  stateSalesTax: z.number(),
  gasGuzzlerTax: z.number(),
});
export type TaxesBlock = z.infer<typeof TaxesBlockSchema>;

export const FeesBlockSchema = z.looseObject({
  titleFee: z.number(),
  registrationFee: z.number(),
  dmvFee: z.number(),
  combinedFees: z.number(),
  docFee: z.number(),
  dmvFees: z.record(z.string(), z.number()).optional(),
});
export type FeesBlock = z.infer<typeof FeesBlockSchema>;

export const APR_TERMS = ['36', '48', '60', '72', '84'] as const;
export type AprTerm = (typeof APR_TERMS)[number];

/** Loan term in months → rate in percent. A missing term is shown as "no rate", not a failure. */
export const AprMapSchema = z.looseObject({
  36: z.number().optional(),
  48: z.number().optional(),
  60: z.number().optional(),
  72: z.number().optional(),
  84: z.number().optional(),
});
export type AprMap = z.infer<typeof AprMapSchema>;
