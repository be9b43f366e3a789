// Taxes and fees of a vehicle sale at a ZIP, shared by /payments, /taxes and /tco.
import type { UsStateCode } from '../../shared/domain/us-states';
import { roundCents } from '../../shared/finance/loan-math';
import { governmentFees, gasGuzzlerTax, type FeesBlock } from './fees';
import { salesTaxRates } from './tax-rates';

interface TaxesBlock {
  citySalesTax?: number;
  combinedSalesTax: number;
  countySalesTax?: number;
  districtSalesTax?: number;
  stateSalesTax: number;
  gasGuzzlerTax: number;
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
  const rates = salesTaxRates(input.state, input.zip);
  // Trade-in credit: tax on the price (with the doc fee) less the trade-in.
  const taxable = Math.max(0, input.price + input.docFee - input.tradeIn);
  const part = (rate: number) => roundCents((taxable * rate) / 100);
  const local = [part(rates.city), part(rates.county), part(rates.district)];
  const taxes: TaxesBlock = {
    // The combined tax is the sum of its parts, so the block always adds up.
    combinedSalesTax: roundCents(part(rates.state) + local[0]! + local[1]! + local[2]!),
    stateSalesTax: part(rates.state),
    gasGuzzlerTax: gasGuzzlerTax(input.isNew, input.isPassengerCar, input.combinedMpg),
  };
  if (rates.city > 0) taxes.citySalesTax = part(rates.city);
  if (rates.county > 0) taxes.countySalesTax = part(rates.county);
  if (rates.district > 0) taxes.districtSalesTax = part(rates.district);
  const fees = governmentFees(input.state, input.price, input.docFee);
  return { taxes, fees, totalTaxesAndFees: roundCents(taxes.combinedSalesTax + taxes.gasGuzzlerTax + fees.dmvFee) };
}
