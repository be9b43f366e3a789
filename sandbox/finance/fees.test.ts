// The sandbox's state fees, checked against the ranges its comments promise (market-facts.md:
// title $15–$75, doc fees $200–$800 outside the capped states) and the sums the /taxes answer
// is built from; the gas guzzler tax against the IRS table (Form 6197 instructions).
import { describe, expect, it } from 'vitest';
import { US_STATE_CODES, type UsStateCode } from '../../shared/domain/us-states';
import { defaultDocFee, gasGuzzlerTax, governmentFees, registrationRenewal } from './fees';

const CAPPED: readonly UsStateCode[] = ['CA', 'NY', 'WA'];
const UNCAPPED = US_STATE_CODES.filter((state) => !CAPPED.includes(state));

/** The registration fee of a car worth `price` in `state`, with no doc fee. */
const registration = (state: UsStateCode, price: number) => governmentFees(state, price, 0).registrationFee;

describe('dealer documentation fees', () => {
  it('are the legal cap where there is one: $85 in California, $175 in New York, $200 in Washington', () => {
    // Cal. Veh. Code § 4456.5(a)(1)(A); 15 NYCRR § 78.19(c)(2); RCW 46.70.180(2).
    expect(defaultDocFee('CA')).toBe(85);
    expect(defaultDocFee('NY')).toBe(175);
    expect(defaultDocFee('WA')).toBe(200);
  });

  it.each(UNCAPPED)('in %s are a dealer price between $199 and $799, ending in 9', (state) => {
    const fee = defaultDocFee(state);
    expect(fee).toBeGreaterThanOrEqual(199);
    expect(fee).toBeLessThanOrEqual(799);
    expect(fee % 10).toBe(9);
  });

  it('differ from state to state across the whole range', () => {
    const fees = UNCAPPED.map(defaultDocFee);
    expect(new Set(fees).size).toBeGreaterThan(20);
    expect(Math.min(...fees)).toBeLessThan(350);
    expect(Math.max(...fees)).toBeGreaterThan(650);
  });
});

describe('government fees', () => {
  it.each(US_STATE_CODES)('in %s: a whole-dollar title fee of $15–$75 and plate fee of $5–$35', (state) => {
    const { titleFee, dmvFees } = governmentFees(state, 30_000, 0);
    expect(Number.isInteger(titleFee)).toBe(true);
    expect(titleFee).toBeGreaterThanOrEqual(15);
    expect(titleFee).toBeLessThanOrEqual(75);
    expect(dmvFees['Title Fee']).toBe(titleFee);
    const plate = dmvFees['License Plate Fee']!;
    expect(Number.isInteger(plate)).toBe(true);
    expect(plate).toBeGreaterThanOrEqual(5);
    expect(plate).toBeLessThanOrEqual(35);
  });

  it.each(US_STATE_CODES)('in %s: registration is a flat $25–$145 plus at most 0.9% of the price', (state) => {
    const flat = registration(state, 0);
    expect(flat).toBeGreaterThanOrEqual(25);
    expect(flat).toBeLessThanOrEqual(145);
    // The value-based part grows in proportion to the price: twice the price, twice the part.
    const at30k = registration(state, 30_000) - flat;
    const at60k = registration(state, 60_000) - flat;
    expect(at30k).toBeGreaterThanOrEqual(0);
    expect(at30k).toBeLessThanOrEqual(270);
    expect(Math.abs(at60k - 2 * at30k)).toBeLessThanOrEqual(0.02);
    // A price below zero (a trade-in worth more than the car) registers as a car worth nothing.
    expect(registration(state, -5_000)).toBe(flat);
  });

  it('sets title and plate fees state by state, over their whole ranges', () => {
    const titles = US_STATE_CODES.map((state) => governmentFees(state, 0, 0).titleFee);
    const plates = US_STATE_CODES.map((state) => governmentFees(state, 0, 0).dmvFees['License Plate Fee']!);
    expect(new Set(titles).size).toBeGreaterThan(10);
    expect(Math.min(...titles)).toBeLessThan(30);
    expect(Math.max(...titles)).toBeGreaterThan(60);
    expect(new Set(plates).size).toBeGreaterThan(10);
    expect(Math.min(...plates)).toBeLessThan(12);
    expect(Math.max(...plates)).toBeGreaterThan(28);
  });

  it('charges a value-based registration in most states, by different rates', () => {
    const rates = US_STATE_CODES.map((state) => (registration(state, 100_000) - registration(state, 0)) / 100_000);
    expect(rates.filter((rate) => rate > 0.001).length).toBeGreaterThan(35);
    expect(Math.max(...rates)).toBeGreaterThan(0.007);
  });

  it.each(US_STATE_CODES)(
    'in %s: the DMV total is its listed fees, and the combined total adds the doc fee',
    (state) => {
      const fees = governmentFees(state, 42_500, 499);
      const listed = Object.values(fees.dmvFees);
      expect(fees.dmvFee).toBeCloseTo(
        listed.reduce((sum, fee) => sum + fee, 0),
        2,
      );
      expect(fees.combinedFees).toBeCloseTo(fees.dmvFee + 499, 2);
      expect(fees.docFee).toBe(499);
      expect(fees.dmvFees['Registration Fee']).toBe(fees.registrationFee);
      const names = Object.keys(fees.dmvFees).sort();
      expect(names.filter((name) => name !== 'Tire and Battery Fee')).toEqual([
        'License Plate Fee',
        'Registration Fee',
        'Title Fee',
      ]);
      if ('Tire and Battery Fee' in fees.dmvFees) expect(fees.dmvFees['Tire and Battery Fee']).toBe(5);
    },
  );

  it('adds a $5 tire and battery fee in some states only (about two in five)', () => {
    const withTireFee = US_STATE_CODES.filter((state) => 'Tire and Battery Fee' in governmentFees(state, 1, 0).dmvFees);
    // Two in five of 51 is about 20.
    expect(withTireFee.length).toBeGreaterThanOrEqual(13);
    expect(withTireFee.length).toBeLessThanOrEqual(27);
  });

  it.each(US_STATE_CODES)('in %s: the yearly renewal is the registration fee at the car’s value then', (state) => {
    for (const value of [0, 18_000, 55_000]) expect(registrationRenewal(state, value)).toBe(registration(state, value));
  });
});

describe('gas guzzler tax', () => {
  // IRS Form 6197: combined MPG at least 22.5 → none; then each band one MPG lower, down to
  // less than 12.5 → $7,700. Only new passenger cars pay it.
  it.each([
    [40, 0],
    [22.5, 0],
    [22.4, 1_000],
    [21.5, 1_000],
    [21.4, 1_300],
    [20.5, 1_300],
    [20, 1_700],
    [19, 2_100],
    [18, 2_600],
    [17, 3_000],
    [16, 3_700],
    [15, 4_500],
    [14, 5_400],
    [13, 6_400],
    [12.5, 6_400],
    [12.4, 7_700],
    [8, 7_700],
  ])('a new car of %d MPG combined pays $%d', (mpg, tax) => {
    expect(gasGuzzlerTax(true, true, mpg)).toBe(tax);
  });

  it('is not charged on a used car or on a truck or SUV', () => {
    expect(gasGuzzlerTax(false, true, 12)).toBe(0);
    expect(gasGuzzlerTax(true, false, 12)).toBe(0);
    expect(gasGuzzlerTax(false, false, 12)).toBe(0);
  });
});
