// The taxes and fees of a sale, by hand: Indiana charges 7% state sales tax and lets no
// locality add any (IC 6-2.5-2-2); Tennessee's 7% state rate has local rates on top.
import { describe, expect, it } from 'vitest';
import { POWERTRAINS } from '../catalog/powertrains';
import { handMadeProfile } from '../vehicle/test-support/hand-made-profile';
import { saleCosts, type SaleInput } from './sale-costs';
import { vehicleSaleCosts } from './vehicle-sale-costs';

const INDIANA: SaleInput = {
  state: 'IN',
  zip: '46204',
  price: 30_000,
  docFee: 200,
  tradeIn: 5_000,
  isNew: false,
  isPassengerCar: true,
  combinedMpg: 30,
};

describe('sale costs', () => {
  it('taxes the price with the doc fee, less the trade-in: 7% of $25,200 in Indiana, with no local lines', () => {
    const { taxes } = saleCosts(INDIANA);
    expect(taxes).toEqual({ stateSalesTax: 1_764, combinedSalesTax: 1_764, gasGuzzlerTax: 0 });
  });

  it('taxes nothing when the trade-in is worth more than the car', () => {
    const { taxes } = saleCosts({ ...INDIANA, tradeIn: 40_000 });
    expect(taxes.stateSalesTax).toBe(0);
    expect(taxes.combinedSalesTax).toBe(0);
  });

  it('lists the local taxes where there are some, and the combined tax is the sum of every line', () => {
    const { taxes } = saleCosts({ ...INDIANA, state: 'TN', zip: '37203' });
    // 7% of $25,200.
    expect(taxes.stateSalesTax).toBe(1_764);
    expect(taxes.countySalesTax).toBeGreaterThan(0);
    expect(taxes.citySalesTax).toBeGreaterThan(0);
    const lines = taxes.stateSalesTax + taxes.countySalesTax! + taxes.citySalesTax! + (taxes.districtSalesTax ?? 0);
    expect(taxes.combinedSalesTax).toBeCloseTo(lines, 2);
    // Tennessee's local rate is at most 2.75%: at most $693 on $25,200.
    expect(taxes.combinedSalesTax - taxes.stateSalesTax).toBeLessThanOrEqual(693);
  });

  it('charges the gas guzzler tax on a new thirsty car only, and counts it in the total', () => {
    const thirsty = { ...INDIANA, combinedMpg: 14 };
    expect(saleCosts(thirsty).taxes.gasGuzzlerTax).toBe(0);
    const costs = saleCosts({ ...thirsty, isNew: true });
    // IRS Form 6197: 13.5 to 14.5 MPG combined pays $5,400.
    expect(costs.taxes.gasGuzzlerTax).toBe(5_400);
    expect(costs.totalTaxesAndFees).toBeCloseTo(1_764 + 5_400 + costs.fees.dmvFee, 2);
  });

  it('adds the government fees but not the dealer’s doc fee to the total', () => {
    const costs = saleCosts(INDIANA);
    expect(costs.fees.docFee).toBe(200);
    expect(costs.fees.dmvFee).toBeGreaterThan(0);
    expect(costs.totalTaxesAndFees).toBeCloseTo(1_764 + costs.fees.dmvFee, 2);
    expect(costs.fees.combinedFees).toBeCloseTo(costs.fees.dmvFee + 200, 2);
  });
});

describe('sale costs of a vehicle', () => {
  // A V8 coupe of 13 city / 17 highway MPG, well under the guzzler tax's 22.5 MPG.
  const coupe = handMadeProfile({ bodyStyle: 'Coupe', powertrain: POWERTRAINS.v8_57 });
  const indianapolis = { zip: '46204', state: 'IN' as const, lat: 39.77, lng: -86.16 };
  const deal = { price: 40_000, docFee: 200, tradeIn: 0 };

  it('charges the gas guzzler tax when the car is sold new, not when it is sold used', () => {
    expect(vehicleSaleCosts({ ...coupe, used: false }, indianapolis, deal).taxes.gasGuzzlerTax).toBeGreaterThan(0);
    expect(vehicleSaleCosts({ ...coupe, used: true }, indianapolis, deal).taxes.gasGuzzlerTax).toBe(0);
  });

  it('never on a pickup, new or not', () => {
    const pickup = { ...coupe, bodyStyle: 'Pickup' as const, used: false };
    expect(vehicleSaleCosts(pickup, indianapolis, deal).taxes.gasGuzzlerTax).toBe(0);
  });

  it('taxes at the buyer’s ZIP: 7% of $40,200 in Indiana', () => {
    expect(vehicleSaleCosts(coupe, indianapolis, deal).taxes.stateSalesTax).toBe(2_814);
  });
});
