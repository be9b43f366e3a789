// GET /taxes/{vin} in auto.dev's dialect (docs/real-service.md #13, #14, fixtures taxes*.json):
// the hosted parameters price (25000), zip (94020: the sandbox cannot see the caller),
// docFee (200), tradeIn (0), rate (9.99), downPayment (0), months (72). docFee and tradeIn
// change the taxable amount, so the total; rate, downPayment and months are checked but
// taxes do not depend on them. The spec's older parameters are ignored here.
import { ApiError } from '../endpoints/api-error';
import { json, type HandlerResult, type RequestContext } from '../endpoints/handler-types';
import { vehicleSaleCosts } from '../finance/vehicle-sale-costs';
import { locateZip } from '../../node/geo/zip-location';
import { hashUnit } from '../random/rng';
import { vehicleParam } from '../endpoints/vehicle-lookup';
import { autodevMoney } from './autodev-fees-layout';

const FAILED = 'Oops! Something went wrong while fetching your taxes.';

const TAXES_DEFAULTS = {
  price: 25_000,
  zip: '94020',
  docFee: 200,
  tradeIn: 0,
  rate: 9.99,
  downPayment: 0,
  months: 72,
} as const;

function numberParam(ctx: RequestContext, name: keyof typeof TAXES_DEFAULTS, fallback: number): number {
  const raw = ctx.query.get(name);
  if (raw === null || raw.trim() === '') return fallback;
  const value = Number(raw.replace(/[$,\s]/g, ''));
  if (!Number.isFinite(value) || value < 0)
    throw new ApiError(400, 'INVALID_REQUEST', FAILED, { suggestion: `Please check ${name}: ${raw}` });
  return value;
}

/**
 * Two documented type sets (#14): the current page's (year number, price string, tradeIn
 * number) and the older page's (year string, price number, tradeIn string); a VIN always
 * gets the same one.
 */
export function usesLegacyTypes(vin: string): boolean {
  return hashUnit(vin, 151) < 0.5;
}

export async function handleAutodevTaxes(ctx: RequestContext): Promise<HandlerResult> {
  const p = await vehicleParam(ctx);
  const zipText = ctx.query.get('zip')?.trim() || TAXES_DEFAULTS.zip;
  const location = /^\d{5}(-\d{4})?$/.test(zipText) ? locateZip(zipText) : null;
  if (!location)
    throw new ApiError(400, 'INVALID_REQUEST', FAILED, { suggestion: `Please check zip code: ${zipText}` });
  const price = numberParam(ctx, 'price', TAXES_DEFAULTS.price);
  const docFee = numberParam(ctx, 'docFee', TAXES_DEFAULTS.docFee);
  const tradeIn = numberParam(ctx, 'tradeIn', TAXES_DEFAULTS.tradeIn);
  numberParam(ctx, 'rate', TAXES_DEFAULTS.rate);
  numberParam(ctx, 'downPayment', TAXES_DEFAULTS.downPayment);
  numberParam(ctx, 'months', TAXES_DEFAULTS.months);
  const costs = vehicleSaleCosts(p, location, { price, docFee, tradeIn });
  const legacy = usesLegacyTypes(p.vin);
  const money = autodevMoney(costs.fees, costs.totalTaxesAndFees);
  return json({
    vehicle: { vin: p.vin, year: legacy ? String(p.year) : p.year, make: p.make, model: p.model },
    criteria: {
      price: legacy ? price : String(price),
      zip: location.zip,
      docFee,
      tradeIn: legacy ? String(tradeIn) : tradeIn,
    },
    totalTaxesAndFees: money.totalTaxesAndFees,
    taxes: costs.taxes,
    fees: money.fees,
  });
}
