// GET /taxes/{vin}: taxes and government fees of a sale.
import { ApiError } from './api-error';
import { json, type HandlerResult, type RequestContext } from './handler-types';
import { defaultDocFee } from '../finance/fees';
import { vehicleSaleCosts } from '../finance/vehicle-sale-costs';
import { locateZip } from '../../node/geo/zip-location';
import { marketValue } from '../vehicle/vehicle-describe';
import { vehicleParam } from './vehicle-lookup';

const ZIP_SUGGESTION = 'Check the zip parameter: it must be a 5-digit U.S. ZIP code, for example 90210.';

export async function handleTaxes(ctx: RequestContext): Promise<HandlerResult> {
  const p = await vehicleParam(ctx);
  const zipText = ctx.query.get('zip') ?? p.dealer?.zip ?? null;
  if (zipText === null || zipText === '') {
    throw new ApiError(400, 'INVALID_REQUEST', 'Taxes could not be fetched: no ZIP code for this vehicle', {
      suggestion: "Pass the buyer's ZIP code in the zip parameter, for example zip=90210.",
    });
  }
  const location = /^\d{5}$/.test(zipText) ? locateZip(zipText) : null;
  if (!location)
    throw new ApiError(400, 'INVALID_REQUEST', `Taxes could not be fetched for ZIP "${zipText}"`, {
      suggestion: ZIP_SUGGESTION,
    });
  const priceText = ctx.query.get('price');
  const price = priceText === null || priceText === '' ? marketValue(p) : Number(priceText);
  if (!Number.isFinite(price) || price < 0)
    throw new ApiError(400, 'INVALID_REQUEST', `Taxes could not be fetched for price "${priceText}"`, {
      suggestion: 'Pass price as a number of dollars, for example price=25000.',
    });
  const docFee = defaultDocFee(location.state);
  const costs = vehicleSaleCosts(p, location, { price, docFee, tradeIn: 0 });
  return json({
    vehicle: { vin: p.vin, year: String(p.year), make: p.make, model: p.model },
    criteria: { price, zip: location.zip, docFee, tradeIn: '0' },
    totalTaxesAndFees: costs.totalTaxesAndFees,
    taxes: costs.taxes,
    fees: costs.fees,
  });
}
