import { z } from 'zod';
import { lenient, lenientEntries, numberish, tolerantObject } from './tolerant';

// Blocks shared by the finance answers: taxes, fees and the APR map. Amounts may come
// as numeric strings (docs/real-service.md #14).

const amount = numberish();

/**
 * Payments carry only combined, state and gas-guzzler taxes; the rest are optional.
 * stateTaxName: how the state names its vehicle tax when it is not a plain sales tax
 * (the sandbox's /taxes, e.g. 'Title ad valorem tax (TAVT)'); absent elsewhere.
 */
export const TaxesBlockSchema = tolerantObject({
  citySalesTax: lenient(amount),
  combinedSalesTax: amount,
  countySalesTax: lenient(amount),
  districtSalesTax: lenient(amount),
  stateSalesTax: amount,
  gasGuzzlerTax: amount,
  stateTaxName: lenient(z.string()),
});

/** A vendor note shows dmvFees as [{ name, amount }] instead of a name → amount map: read both. */
function dmvFeesAsMap(value: unknown): unknown {
  if (!Array.isArray(value)) return value;
  const entries = value.flatMap((item: unknown) => {
    if (typeof item !== 'object' || item === null) return [];
    const { name, amount: fee } = item as { name?: unknown; amount?: unknown };
    return typeof name === 'string' ? [[name, fee] as const] : [];
  });
  return Object.fromEntries(entries);
}

export const FeesBlockSchema = tolerantObject({
  titleFee: amount,
  registrationFee: amount,
  dmvFee: amount,
  combinedFees: amount,
  docFee: amount,
  dmvFees: lenient(z.preprocess(dmvFeesAsMap, lenientEntries(amount))),
});

/** Loan term in months → rate in percent. A missing term is shown as "no rate", not a failure. */
export const AprMapSchema = tolerantObject({
  36: lenient(amount),
  48: lenient(amount),
  60: lenient(amount),
  72: lenient(amount),
  84: lenient(amount),
});

/**
 * The request echoed back by /payments and /taxes. The spec sends price and tradeIn as
 * text (taxes: price as a number), auto.dev either way (docs/real-service.md #14): every
 * amount is read as a number.
 */
export const CriteriaSchema = tolerantObject({
  price: lenient(amount),
  zip: lenient(z.string()),
  docFee: lenient(amount),
  tradeIn: lenient(amount),
});
