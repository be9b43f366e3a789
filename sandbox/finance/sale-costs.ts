// Taxes and fees of a vehicle sale at a ZIP, shared by /payments, /taxes and /tco.
import type { UsStateCode } from '../../shared/domain/us-states';
import { roundCents } from '../../shared/finance/loan-math';
import { taxableAmount, vehicleTaxRuleOf } from '../../shared/finance/state-vehicle-tax';
import { governmentFees, gasGuzzlerTax, type FeesBlock } from './fees';
import { salesTaxRates } from './tax-rates';

interface TaxesBlock {
  citySalesTax?: number;
  combinedSalesTax: number;
  countySalesTax?: number;
  districtSalesTax?: number;
  /** The state's vehicle tax, whatever its name (sales tax, TAVT, highway use tax…). */
  stateSalesTax: number;
  gasGuzzlerTax: number;
  /**
   * How the state names its vehicle tax when it is not a plain state sales tax (e.g.
   * 'Title ad valorem tax (TAVT)'), so /taxes names it as the state does; absent otherwise.
   * /payments picks its three documented fields and leaves this out.
   */
  stateTaxName?: string;
}

export interface SaleInput {
  state: UsStateCode;
  zip: string;
  price: number;
  docFee: number;
  tradeIn: number;
  isNew: boolean;
  isPassengerCar: boolean;
  combinedMpg: number;
}

export interface SaleCosts {
  taxes: TaxesBlock;
  fees: FeesBlock;
  /** Sales tax + gas guzzler tax + government (DMV) fees; the doc fee is the dealer's, not in here. */
  totalTaxesAndFees: number;
}

export function saleCosts(input: SaleInput): SaleCosts {
  // The state's own vehicle tax (shared/finance/state-vehicle-tax.ts): its rate, its
  // trade-in credit, its cap, and whether local sales taxes apply on top.
  const rule = vehicleTaxRuleOf(input.state);
  const taxable = taxableAmount(rule, input.price, input.docFee, input.tradeIn);
  const part = (rate: number) => roundCents((taxable * rate) / 100);
  const statePart = rule.maxTax === undefined ? part(rule.rate) : Math.min(rule.maxTax, part(rule.rate));
  // Local sales taxes only where they apply to vehicles (not beside Georgia's TAVT, say).
  const local = rule.localTaxes ? salesTaxRates(input.state, input.zip) : { city: 0, county: 0, district: 0 };
  const [city, county, district] = [part(local.city), part(local.county), part(local.district)];
  const taxes: TaxesBlock = {
    // The combined tax is the sum of its parts, so the block always adds up.
    combinedSalesTax: roundCents(statePart + city + county + district),
    stateSalesTax: statePart,
    gasGuzzlerTax: gasGuzzlerTax(input.isNew, input.isPassengerCar, input.combinedMpg),
  };
  if (local.city > 0) taxes.citySalesTax = city;
  if (local.county > 0) taxes.countySalesTax = county;
  if (local.district > 0) taxes.districtSalesTax = district;
  if (!rule.plainSalesTax) taxes.stateTaxName = rule.name;
  const fees = governmentFees(input.state, input.price, input.docFee);
  return { taxes, fees, totalTaxesAndFees: roundCents(taxes.combinedSalesTax + taxes.gasGuzzlerTax + fees.dmvFee) };
}
