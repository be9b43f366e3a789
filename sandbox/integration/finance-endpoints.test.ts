// /payments, /apr, /taxes and /tco over HTTP.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningSandbox } from '../start-sandbox';
import { api, errorOf, obj, startTestSandbox } from '../test-support/sandbox-fixture';

let sandbox: RunningSandbox;

// Balance left after `months` payments on a loan at `apr` percent, month by month: the schedule
// by hand, with no closed formula, so it checks the shared loan math instead of repeating it.
function balanceAfter(principal: number, apr: number, months: number, payment: number): number {
  let balance = principal;
  for (let m = 0; m < months; m++) balance = balance * (1 + apr / 1200) - payment;
  return balance;
}

/** The payment in cents that clears the loan: one cent less leaves a balance, one cent more overpays. */
function expectClearsLoan(payment: number, principal: number, apr: number, months: number): void {
  expect(Number.isInteger(Math.round(payment * 100))).toBe(true);
  expect(Math.abs(balanceAfter(principal, apr, months, payment))).toBeLessThan(months * 0.01);
  expect(balanceAfter(principal, apr, months, payment - 0.01)).toBeGreaterThan(0);
  expect(balanceAfter(principal, apr, months, payment + 0.01)).toBeLessThan(0);
}

const cents = (value: number) => Math.round(value * 100) / 100;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(() => sandbox?.close());

describe('GET /payments/{vin}', () => {
  it('computes the loan with the shared loan math and all response fields', async () => {
    const vin = sandbox.samples.priced;
    const body = obj(
      (await api(sandbox, `/payments/${vin}?price=25000&zip=90210&docFee=85&tradeIn=2000&downPayment=3000&loanTerm=72`))
        .body,
    );
    const vehicle = obj(body.vehicle);
    expect(typeof vehicle.year).toBe('string');
    expect(obj(body.criteria)).toEqual({ price: '25000', zip: '90210', docFee: 85, tradeIn: '2000' });
    const pd = obj(body.paymentsData);
    const cc = obj(pd.calculationCriteria);
    expect(cc).toMatchObject({
      numberOfMonths: 72,
      downPayment: 3000,
      tradeIn: 2000,
      salesPrice: 25000,
      docFee: 85,
      zipCode: '90210',
      withConcreteTaxesAndFees: true,
    });
    for (const k of [
      'tradeInOwedAmount',
      'conditionalIncentiveAmount',
      'primaryIncentiveAmount',
      'marketValue',
      'msrp',
      'financeRate',
    ])
      expect(typeof cc[k], k).toBe('number');
    for (const k of ['applyLimits', 'lowerLimit']) expect(typeof cc[k]).toBe('boolean');
    expect(Number.isInteger(cc.styleId)).toBe(true);
    expect(pd.loanAmount).toBe(25000 + 85 - 3000 - 2000);
    // Prime tier (no credit score on /payments), 72 months: the 60-month Experian rate plus 0.45
    // points (sandbox README), 6.88 + 0.45 = 7.33 for a new car.
    expect(cc.financeRate).toBe(7.33);
    expect(obj(body.apr)).toEqual({ '36': 6.28, '48': 6.58, '60': 6.88, '72': 7.33, '84': 7.83 });
    // 20,085 at 7.33% over 72 months: r = 7.33 / 1200 = 0.0061083, (1 + r)^72 = 1.5503,
    // payment = 20,085 × r × 1.5503 / 0.5503 = 345.62.
    expect(pd.loanMonthlyPayment).toBe(345.62);
    expectClearsLoan(345.62, 20_085, 7.33, 72);
    const financedWithTaxes = cents(20_085 + Number(pd.totalTaxesAndFees));
    expectClearsLoan(Number(pd.loanMonthlyPaymentWithTaxes), financedWithTaxes, 7.33, 72);
    const taxes = obj(pd.taxes);
    expect(Object.keys(taxes).sort()).toEqual(['combinedSalesTax', 'gasGuzzlerTax', 'stateSalesTax']);
    // California: 7.25% state rate on price + doc fee; the trade-in is part of the gross
    // receipts, so it lowers nothing (CDTFA Regulation 1654).
    // (25,000 + 85) × 0.0725 = 25,085 × 0.0725 = 1,818.6625 → 1,818.66.
    expect(taxes.stateSalesTax).toBe(1818.66);
    const fees = obj(pd.fees);
    for (const k of ['titleFee', 'registrationFee', 'dmvFee', 'combinedFees', 'docFee'])
      expect(typeof fees[k], k).toBe('number');
    expect(Object.values(obj(fees.dmvFees)).reduce((a: number, n) => a + Number(n), 0)).toBeCloseTo(
      Number(fees.dmvFee),
      2,
    );
    expect(pd.totalTaxesAndFees).toBe(
      cents(Number(taxes.combinedSalesTax) + Number(taxes.gasGuzzlerTax) + Number(fees.dmvFee)),
    );
    expect(body.totalTaxesAndFees).toBe(pd.totalTaxesAndFees);
    expect(body.taxes).toEqual(pd.taxes);
    expect(body.fees).toEqual(pd.fees);
    expect(Object.keys(obj(body.apr))).toEqual(['36', '48', '60', '72', '84']);
  });

  it('defaults loanTerm to 60 and a 0 trade-in', async () => {
    const body = obj((await api(sandbox, `/payments/${sandbox.samples.priced}?price=30000&zip=10001`)).body);
    expect(obj(obj(body.paymentsData).calculationCriteria).numberOfMonths).toBe(60);
    expect(obj(body.criteria).tradeIn).toBe('0');
  });

  it('validates price, zip and loanTerm', async () => {
    for (const q of [
      'zip=90210',
      'price=20000',
      'price=20000&zip=9021',
      'price=abc&zip=90210',
      'price=20000&zip=90210&loanTerm=30',
    ]) {
      const res = await api(sandbox, `/payments/${sandbox.samples.priced}?${q}`);
      expect(res.status, q).toBe(400);
    }
    expect((await api(sandbox, `/payments/${sandbox.samples.priced}?price=20000&zip=90210-1234`)).status).toBe(200);
  });

  it('answers 503 SOURCE_ERROR through fault injection', async () => {
    const res = await api(sandbox, `/payments/${sandbox.samples.priced}?price=20000&zip=90210`, 'scale', {
      'X-Sandbox-Fault': '503',
    });
    expect(res.status).toBe(503);
    expect(errorOf(res.body).code).toBe('SOURCE_ERROR');
  });
});

describe('GET /apr/{vin}', () => {
  const q = (extra: string) => `/apr/${sandbox.samples.priced}?year=2024&make=Toyota&model=Camry&zip=90210&${extra}`;

  it('prices by credit tier and new/used, longer terms higher', async () => {
    const superPrimeNew = obj(obj((await api(sandbox, q('creditScore=800&vehicleAge=0&vehicleMileage=10'))).body).apr);
    expect(superPrimeNew['60']).toBe(5.61);
    const subprimeUsed = obj((await api(sandbox, q('creditScore=550&vehicleAge=3'))).body);
    expect(obj(subprimeUsed.apr)['60']).toBe(18.39);
    const terms = ['36', '48', '60', '72', '84'].map((t) => Number(superPrimeNew[t]));
    expect(terms).toEqual([...terms].sort((a, b) => a - b));
    expect(new Set(terms).size).toBe(5);
    expect(obj(subprimeUsed.vehicle)).toMatchObject({ year: 2024, make: 'Toyota', model: 'Camry' });
    expect(subprimeUsed).toMatchObject({ zip: '90210', creditScore: '550', vehicleAge: 3 });
  });

  it('requires year, make, model, zip and creditScore, with wrapped /rates/ errors', async () => {
    const vin = sandbox.samples.priced;
    for (const missing of ['year', 'make', 'model', 'zip', 'creditScore']) {
      const params = new URLSearchParams({
        year: '2024',
        make: 'Toyota',
        model: 'Camry',
        zip: '90210',
        creditScore: '700',
      });
      params.delete(missing);
      const res = await api(sandbox, `/apr/${vin}?${params.toString()}`);
      expect(res.status, missing).toBe(400);
      expect(errorOf(res.body, true).path).toBe(`/rates/${vin}?${params.toString()}`);
    }
  });
});

describe('GET /payments/{vin} in Georgia', () => {
  it('keeps its three documented tax fields and charges the TAVT with the trade-in taken off', async () => {
    const path = `/payments/${sandbox.samples.priced}?price=31500&zip=30301&docFee=599&tradeIn=2500`;
    const taxes = obj(obj((await api(sandbox, path)).body).taxes);
    expect(Object.keys(taxes).sort()).toEqual(['combinedSalesTax', 'gasGuzzlerTax', 'stateSalesTax']);
    // O.C.G.A. § 48-5C-1: (31,500 + 599 − 2,500) × 7% = 29,599 × 0.07 = 2,071.93, and nothing local.
    expect(taxes.stateSalesTax).toBe(2_071.93);
    expect(taxes.combinedSalesTax).toBe(2_071.93);
  });
});

describe('GET /taxes/{vin}', () => {
  it('returns the full taxes block and fees with dmvFees', async () => {
    const body = obj((await api(sandbox, `/taxes/${sandbox.samples.priced}?zip=60601&price=30000`)).body);
    expect(typeof obj(body.vehicle).year).toBe('string');
    expect(obj(body.criteria)).toMatchObject({ price: 30000, zip: '60601', tradeIn: '0' });
    const taxes = obj(body.taxes);
    // Illinois: 6.25% state rate on the price plus the doc fee.
    expect(taxes.stateSalesTax).toBe(cents((30000 + Number(obj(body.criteria).docFee)) * 0.0625));
    const parts = ['stateSalesTax', 'countySalesTax', 'citySalesTax', 'districtSalesTax'].reduce(
      (a, k) => a + Number(taxes[k] ?? 0),
      0,
    );
    expect(taxes.combinedSalesTax).toBeCloseTo(parts, 2);
    expect(typeof obj(obj(body.fees).dmvFees)).toBe('object');
  });

  it('names Georgia’s title ad valorem tax and charges no local sales tax beside it', async () => {
    // O.C.G.A. § 48-5C-1, Georgia DOR TAVT FAQ: 7% of price + doc fee, instead of sales tax.
    const body = obj((await api(sandbox, `/taxes/${sandbox.samples.priced}?zip=30301&price=31500`)).body);
    const taxes = obj(body.taxes);
    const docFee = Number(obj(body.criteria).docFee);
    expect(taxes.stateSalesTax).toBe(cents((31_500 + docFee) * 0.07));
    expect(taxes.combinedSalesTax).toBe(taxes.stateSalesTax);
    expect(taxes.stateTaxName).toBe('Title ad valorem tax (TAVT)');
    for (const local of ['countySalesTax', 'citySalesTax', 'districtSalesTax'])
      expect(taxes[local], local).toBeUndefined();
  });

  it('adds no stateTaxName where the state charges a plain sales tax', async () => {
    const body = obj((await api(sandbox, `/taxes/${sandbox.samples.priced}?zip=60601&price=30000`)).body);
    expect(obj(body.taxes).stateTaxName).toBeUndefined();
  });

  it('answers 400 INVALID_REQUEST with a suggestion for a ZIP it cannot use', async () => {
    for (const zip of ['123', '00000', 'abcde']) {
      const res = await api(sandbox, `/taxes/${sandbox.samples.priced}?zip=${zip}`);
      expect(res.status).toBe(400);
      const e = errorOf(res.body);
      expect(e.code).toBe('INVALID_REQUEST');
      expect(typeof e.suggestion).toBe('string');
    }
  });
});

describe('GET /tco/{vin}', () => {
  it('has five years whose sums are the totals, exactly', async () => {
    const body = obj((await api(sandbox, `/tco/${sandbox.samples.priced}?zip=90210`)).body);
    expect(typeof obj(body.vehicle).manufacturer).toBe('string');
    expect(body.zip).toBe('90210');
    const tco = obj(body.tco);
    const total = obj(tco.total);
    const years = obj(tco.years);
    expect(Object.keys(years)).toEqual(['1', '2', '3', '4', '5']);
    for (const k of [
      'insurance',
      'maintenance',
      'repairs',
      'taxesAndFees',
      'financeInterest',
      'depreciation',
      'fuel',
      'tcoPrice',
    ]) {
      const sum = Object.values(years).reduce((a: number, y) => a + Number(obj(y)[k]), 0);
      expect(total[k], k).toBe(sum);
    }
    for (const y of Object.values(years).map(obj)) {
      expect(y.tcoPrice).toBe(
        ['insurance', 'maintenance', 'repairs', 'taxesAndFees', 'financeInterest', 'depreciation', 'fuel'].reduce(
          (a, k) => a + Number(y[k]),
          0,
        ),
      );
      expect(typeof y.averageCostPerMile).toBe('number');
    }
    expect(typeof total.federalTaxCredit).toBe('number');
    expect(typeof total.averageCostPerMile).toBe('number');
  });

  it('answers 400 INVALID_LOCATION for a bad ZIP or fromZip', async () => {
    for (const q of ['zip=1234', 'zip=00000', 'fromZip=abc']) {
      const res = await api(sandbox, `/tco/${sandbox.samples.priced}?${q}`);
      expect(res.status, q).toBe(400);
      expect(errorOf(res.body).code).toBe('INVALID_LOCATION');
    }
  });

  it('gives no federal credit to an EV bought today: the credits ended on 30 September 2025', async () => {
    const listing = obj(
      (
        await api(
          sandbox,
          '/listings?vehicle.fuel=Electric&retailListing.used=false&retailListing.price=20000-50000&limit=1',
        )
      ).body,
    );
    const ev = obj((listing.data as unknown[])[0]);
    const body = obj((await api(sandbox, `/tco/${String(ev.vin)}`)).body);
    expect(obj(obj(body.tco).total).federalTaxCredit).toBe(0);
  });
});
