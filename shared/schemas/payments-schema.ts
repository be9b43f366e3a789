import { z } from 'zod';
import { LooseYearVehicleSummarySchema } from './vehicle-summary-schema';
import { AprMapSchema, FeesBlockSchema, TaxesBlockSchema } from './money-blocks-schema';

// GET /payments/{vin}.
const CalculationCriteriaSchema = z.looseObject({
  numberOfMonths: z.number().optional(),
  financeRate: z.number().optional(),
  downPayment: z.number().optional(),
  tradeIn: z.number().optional(),
  tradeInOwedAmount: z.number().optional(),
  salesPrice: z.number().optional(),
  conditionalIncentiveAmount: z.number().optional(),
  primaryIncentiveAmount: z.number().optional(),
  docFee: z.number().optional(),
  zipCode: z.string().optional(),
  styleId: z.number().int().optional(),
  marketValue: z.number().optional(),
  msrp: z.number().optional(),
  withConcreteTaxesAndFees: z.boolean().optional(),
  applyLimits: z.boolean().optional(),
  lowerLimit: z.boolean().optional(),
});

export const PaymentsSchema = z.looseObject({
  vehicle: LooseYearVehicleSummarySchema,
  criteria: z
    .looseObject({
      price: z.string().optional(),
      zip: z.string().optional(),
      docFee: z.number().optional(),
      tradeIn: z.string().optional(),
    })
    .optional(),
  paymentsData: z.looseObject({
    loanAmount: z.number(),
    loanMonthlyPayment: z.number(),
    loanMonthlyPaymentWithTaxes: z.number(),
    totalTaxesAndFees: z.number(),
    taxes: TaxesBlockSchema.optional(),
    fees: FeesBlockSchema.optional(),
    calculationCriteria: CalculationCriteriaSchema.optional(),
  }),
  apr: AprMapSchema.optional(),
  totalTaxesAndFees: z.number().optional(),
  taxes: TaxesBlockSchema.optional(),
  fees: FeesBlockSchema.optional(),
});
export type Payments = z.infer<typeof PaymentsSchema>;
