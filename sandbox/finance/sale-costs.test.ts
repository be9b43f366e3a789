// The taxes and fees of a sale, by hand: Indiana charges 7% state sales tax and lets no
// locality add any (IC 6-2.5-2-2); Tennessee's 7% state rate has local rates on top. The
// states whose vehicle tax is not their sales tax are worked out from their own sources,
// named at each test.
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

describe('sale costs where the state has a vehicle tax of its own', () => {
  const deal = (state: SaleInput['state'], zip: string, price: number, docFee: number, tradeIn: number) =>
    saleCosts({ ...INDIANA, state, zip, price, docFee, tradeIn });

  it('charges Georgia’s TAVT, 7% of price + doc fee − trade-in, and no county, city or district tax', () => {
    // O.C.G.A. § 48-5C-1; Georgia DOR TAVT FAQ: vehicles pay TAVT instead of sales and use
    // tax. (31,500 + 599 − 2,500) × 7% = 29,599 × 0.07 = 2,071.93.
    const { taxes } = deal('GA', '30301', 31_500, 599, 2_500);
    expect(taxes).toEqual({
      stateSalesTax: 2_071.93,
      combinedSalesTax: 2_071.93,
      gasGuzzlerTax: 0,
      stateTaxName: 'Title ad valorem tax (TAVT)',
    });
  });

  it('charges North Carolina’s 3% highway use tax on price + doc fee − trade-in, alone', () => {
    // N.C.G.S. § 105-187.3: (20,000 + 599 − 5,000) × 3% = 15,599 × 0.03 = 467.97.
    const { taxes } = deal('NC', '27601', 20_000, 599, 5_000);
    expect(taxes).toEqual({
      stateSalesTax: 467.97,
      combinedSalesTax: 467.97,
      gasGuzzlerTax: 0,
      stateTaxName: 'Highway use tax',
    });
  });

  it('stops South Carolina’s 5% infrastructure maintenance fee at $500', () => {
    // S.C. Code § 56-3-627(B): 5% of 29,299 would be 1,464.95, capped at 500; 5% of 8,000 is 400.
    expect(deal('SC', '29201', 31_500, 299, 2_500).taxes).toMatchObject({ stateSalesTax: 500, combinedSalesTax: 500 });
    expect(deal('SC', '29201', 8_000, 0, 0).taxes).toMatchObject({ stateSalesTax: 400, combinedSalesTax: 400 });
    expect(deal('SC', '29201', 8_000, 0, 0).taxes.stateTaxName).toBe('Infrastructure maintenance fee');
  });

  it('taxes the whole price in California, whatever the trade-in', () => {
    // CDTFA Regulation 1654: (30,000 + 85) × 7.25% = 2,181.1625 → 2,181.16 either way.
    const without = deal('CA', '90210', 30_000, 85, 0).taxes;
    const traded = deal('CA', '90210', 30_000, 85, 10_000).taxes;
    expect(without.stateSalesTax).toBe(2_181.16);
    expect(traded).toEqual(without);
    // A plain sales tax keeps its plain name: no stateTaxName.
    expect(without.stateTaxName).toBeUndefined();
    expect(without.countySalesTax).toBeGreaterThan(0);
  });

  it('taxes Virginia’s 4.15% on price + doc fee with no trade-in credit and no local tax', () => {
    // Va. Code §§ 58.1-2402, 58.1-2405, 58.1-2418: (30,000 + 400) × 4.15% = 1,261.60.
    expect(deal('VA', '23219', 30_000, 400, 5_000).taxes).toEqual({
      stateSalesTax: 1_261.6,
      combinedSalesTax: 1_261.6,
      gasGuzzlerTax: 0,
      stateTaxName: 'Motor vehicle sales and use tax',
    });
  });

  it('credits at most $12,000 of a Michigan trade-in', () => {
    // MCL 205.51, Michigan Dept. of State FAQ: (40,000 + 260 − 12,000) × 6% = 1,695.60.
    expect(deal('MI', '48226', 40_000, 260, 15_000).taxes.stateSalesTax).toBe(1_695.6);
  });

  it('charges Texas’ 6.25% motor vehicle sales tax with no local tax', () => {
    // Tex. Tax Code § 152.021: (30,000 + 200 − 5,000) × 6.25% = 25,200 × 0.0625 = 1,575.
    expect(deal('TX', '75201', 30_000, 200, 5_000).taxes).toEqual({
      stateSalesTax: 1_575,
      combinedSalesTax: 1_575,
      gasGuzzlerTax: 0,
      stateTaxName: 'Motor vehicle sales tax',
    });
  });

  it('charges Alabama’s 2% automotive rate, with local taxes on top', () => {
    // Code of Ala. § 40-23-2(4): 20,000 × 2% = 400 state; the county and city add theirs.
    const { taxes } = deal('AL', '35203', 20_000, 0, 0);
    expect(taxes.stateSalesTax).toBe(400);
    expect(taxes.combinedSalesTax).toBeGreaterThan(400);
    expect(taxes.stateTaxName).toBeUndefined();
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
