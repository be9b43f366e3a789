// GET /payments/{vin}: loan payment with taxes and fees at the buyer's ZIP.
// loanAmount = max(0, price + docFee − downPayment − tradeIn);
// loanMonthlyPaymentWithTaxes finances loanAmount + totalTaxesAndFees (see README).
import { monthlyPayment, roundCents } from '../../shared/finance/loan-math';
import { invalidParameter } from './api-error';
import { json, type HandlerResult, type RequestContext } from './handler-types';
import { aprMap, LOAN_TERMS, type CreditTier, type LoanTerm } from '../finance/apr-table';
import { defaultDocFee } from '../finance/fees';
import { vehicleSaleCosts } from '../finance/vehicle-sale-costs';
import { locateZip } from '../../node/geo/zip-location';
import { marketValue, styleId } from '../vehicle/vehicle-describe';
import { moneyParam } from './money-param';
import { vehicleParam } from './vehicle-lookup';

/** What the finance rate comes from: a credit tier, and a rate the caller set in its place. */
export interface PaymentsRate {
  tier: CreditTier;
  interestRate: number | null;
}

// The spec gives /payments no credit score (docs/vehicle-data-service.md): rates of the prime
// tier (661–780). auto.dev's dialect passes the caller's score and interestRate instead.
const SPEC_RATE: PaymentsRate = { tier: 'prime', interestRate: null };

export async function handlePayments(ctx: RequestContext, rate: PaymentsRate = SPEC_RATE): Promise<HandlerResult> {
  const p = await vehicleParam(ctx);
  const q = ctx.query;
  const priceText = q.get('price');
  const price = moneyParam('price', priceText, null);
  const zipText = q.get('zip');
  if (zipText === null || zipText === '') throw invalidParameter('zip is required');
  const location = locateZip(zipText);
  if (!location) throw invalidParameter(`zip must be a U.S. ZIP code (5 digits or ZIP+4), got "${zipText}"`);
  const docFee = moneyParam('docFee', q.get('docFee'), defaultDocFee(location.state));
  const tradeInText = q.get('tradeIn') ?? '0';
  const tradeIn = moneyParam('tradeIn', tradeInText, 0);
  const downPayment = moneyParam('downPayment', q.get('downPayment'), 0);
  const termText = q.get('loanTerm');
  const term = termText === null || termText === '' ? 60 : Number(termText);
  if (!LOAN_TERMS.includes(term as LoanTerm))
    throw invalidParameter(`loanTerm must be one of ${LOAN_TERMS.join(', ')} months, got "${termText}"`);
  const apr = aprMap(rate.tier, p.used);
  const financeRate = rate.interestRate ?? apr[`${term as LoanTerm}`];
  const costs = vehicleSaleCosts(p, location, { price, docFee, tradeIn });
  const loanAmount = roundCents(Math.max(0, price + docFee - downPayment - tradeIn));
  const paymentTaxes = {
    combinedSalesTax: costs.taxes.combinedSalesTax,
    stateSalesTax: costs.taxes.stateSalesTax,
    gasGuzzlerTax: costs.taxes.gasGuzzlerTax,
  };
  return json({
    vehicle: { vin: p.vin, year: String(p.year), make: p.make, model: p.model },
    criteria: { price: priceText, zip: zipText, docFee, tradeIn: tradeInText },
    paymentsData: {
      loanAmount,
      loanMonthlyPayment: monthlyPayment(loanAmount, financeRate, term),
      loanMonthlyPaymentWithTaxes: monthlyPayment(roundCents(loanAmount + costs.totalTaxesAndFees), financeRate, term),
      totalTaxesAndFees: costs.totalTaxesAndFees,
      taxes: paymentTaxes,
      fees: costs.fees,
      calculationCriteria: {
        numberOfMonths: term,
        financeRate,
        downPayment,
        tradeIn,
        tradeInOwedAmount: 0,
        salesPrice: price,
        conditionalIncentiveAmount: 0,
        primaryIncentiveAmount: 0,
        docFee,
        zipCode: location.zip,
        styleId: styleId(p),
        marketValue: marketValue(p),
        msrp: p.msrp,
        withConcreteTaxesAndFees: true,
        applyLimits: false,
        lowerLimit: false,
      },
    },
    apr,
    totalTaxesAndFees: costs.totalTaxesAndFees,
    taxes: paymentTaxes,
    fees: costs.fees,
  });
}
