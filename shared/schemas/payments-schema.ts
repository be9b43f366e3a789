import { z } from 'zod';
import { LooseYearVehicleSummarySchema } from './vehicle-summary-schema';
import { AprMapSchema, CriteriaSchema, FeesBlockSchema, TaxesBlockSchema } from './money-blocks-schema';
import { lenient, numberish, tolerantObject } from './tolerant';

// GET /payments/{vin}.
const amount = lenient(numberish());

const CalculationCriteriaSchema = tolerantObject({
  numberOfMonths: amount,
  financeRate: amount,
  downPayment: amount,
  tradeIn: amount,
  tradeInOwedAmount: amount,
  salesPrice: amount,
  conditionalIncentiveAmount: amount,
  primaryIncentiveAmount: amount,
  docFee: amount,
  zipCode: lenient(z.string()),
  styleId: lenient(numberish(z.number().int())),
  marketValue: amount,
  msrp: amount,
  withConcreteTaxesAndFees: lenient(z.boolean()),
  applyLimits: lenient(z.boolean()),
  lowerLimit: lenient(z.boolean()),
});

export const PaymentsSchema = tolerantObject({
  vehicle: LooseYearVehicleSummarySchema,
  criteria: lenient(CriteriaSchema),
  paymentsData: tolerantObject({
    loanAmount: numberish(),
    loanMonthlyPayment: numberish(),
    loanMonthlyPaymentWithTaxes: numberish(),
    totalTaxesAndFees: numberish(),
    taxes: lenient(TaxesBlockSchema),
    fees: lenient(FeesBlockSchema),
    calculationCriteria: lenient(CalculationCriteriaSchema),
  }),
  apr: lenient(AprMapSchema),
  totalTaxesAndFees: amount,
  taxes: lenient(TaxesBlockSchema),
  fees: lenient(FeesBlockSchema),
});
export type Payments = z.infer<typeof PaymentsSchema>;
