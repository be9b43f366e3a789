// Derived descriptions of a hand-made VehicleProfile: trade-style names, body tests, age,
// market value on the depreciation curve (worked out by hand), style ids and mpg.
import { describe, expect, it } from 'vitest';
import type { BodyStyle, ModelSpec } from '../catalog/model-catalog';
import { POWERTRAINS, type Powertrain } from '../catalog/powertrains';
import { handMadeProfile } from './test-support/hand-made-profile';
import type { VehicleProfile } from './vehicle-profile';
import { isPassengerCar, isTruck, marketValue, mpgOf, styleId, styleName, vehicleAge } from './vehicle-describe';

function modelSpec(overrides: Partial<ModelSpec> = {}): ModelSpec {
  return {
    make: 'Ford',
    model: 'F-150',
    from: 2015,
    to: 2026,
    body: 'Pickup',
    doors: 4,
    seats: 5,
    msrp: 40_000,
    trims: ['XL', 'XLT', 'Lariat'],
    powertrains: ['v8_50'],
    drives: ['4WD'],
    segment: 'truck',
    weight: 1,
    // Half the value gone in five years keeps the hand arithmetic in powers of 0.5.
    depreciation5: 0.5,
    ...overrides,
  };
}

const profile = handMadeProfile;

const withTransmission = (transmission: string): Powertrain => ({ ...POWERTRAINS.i4_25, transmission });

describe('styleName', () => {
  it.each<[string, Partial<VehicleProfile>, string]>([
    ['a 2.5L sedan', {}, 'XLE 4dr Sedan (2.5L 4cyl 8A)'],
    ['a turbo', { powertrain: POWERTRAINS.i4_20t, trim: 'Sport' }, 'Sport 4dr Sedan (2.0L 4cyl Turbo 8A)'],
    ['an EV', { powertrain: POWERTRAINS.ev_mid, trim: 'Long Range' }, 'Long Range 4dr Sedan (electric DD 1A)'],
    [
      'a two-door coupe with a manual',
      { powertrain: POWERTRAINS.m6_20, doors: 2, bodyStyle: 'Coupe', trim: 'Si' },
      'Si 2dr Coupe (2.0L 4cyl 6M)',
    ],
    [
      'a V8 pickup',
      { powertrain: POWERTRAINS.v8_62, bodyStyle: 'Pickup', trim: 'LT' },
      'LT 4dr Pickup (6.2L 8cyl 10A)',
    ],
  ])('of %s', (_, overrides, expected) => {
    expect(styleName(profile(overrides))).toBe(expected);
  });

  it.each([
    ['10-Speed Automatic', '10A'],
    ['6-Speed Automatic', '6A'],
    ['7-Speed Dual-Clutch', '7A'],
    ['5-Speed Manual', '5M'],
    // No speed count: a manual is taken as a six-speed, an automatic as a single speed.
    ['Manual', '6M'],
    ['manual', '6M'],
    ['Automatic', '1A'],
    ['CVT', 'CVT'],
    ['eCVT', 'CVT'],
    // The count must open the name.
    ['Auto 8-Speed', '1A'],
  ])('writes the transmission %j as %s', (transmission, code) => {
    expect(styleName(profile({ powertrain: withTransmission(transmission) }))).toBe(
      `XLE 4dr Sedan (2.5L 4cyl ${code})`,
    );
  });
});

describe('body tests', () => {
  it.each<[BodyStyle, boolean, boolean]>([
    ['Sedan', true, false],
    ['Coupe', true, false],
    ['Hatchback', true, false],
    ['Convertible', true, false],
    ['Wagon', true, false],
    ['SUV', false, false],
    ['Minivan', false, false],
    ['Pickup', false, true],
  ])('a %s: passenger car %s, truck %s', (bodyStyle, car, truck) => {
    expect(isPassengerCar(profile({ bodyStyle }))).toBe(car);
    expect(isTruck(profile({ bodyStyle }))).toBe(truck);
  });
});

describe('vehicleAge', () => {
  it.each([
    [2026, 0],
    [2025, 1],
    [2020, 6],
    // Next year's model (sold early) is not negative years old.
    [2027, 0],
  ])('a %i is %i years old (newest model year 2026)', (year, age) => {
    expect(vehicleAge(profile({ year }))).toBe(age);
  });
});

describe('marketValue', () => {
  it('is the asking price when the listing has one', () => {
    expect(marketValue(profile({ price: 24_995, used: true, spec: modelSpec() }))).toBe(24_995);
    expect(marketValue(profile({ price: 1, used: false }))).toBe(1);
  });

  it('is the MSRP for a new vehicle without a price (or a zero price)', () => {
    expect(marketValue(profile({ used: false, price: null, msrp: 31_250 }))).toBe(31_250);
    expect(marketValue(profile({ used: false, price: 0, msrp: 31_250 }))).toBe(31_250);
  });

  it.each<[number, number, number]>([
    // Outside the catalog: MSRP × 0.88^age. 30,000 × 0.88² = 23,232; × 0.88⁵ = 15,831.96.
    [2024, 30_000, 23_232],
    [2021, 30_000, 15_832],
    // 0.88⁰ = 1.
    [2026, 30_000, 30_000],
  ])('outside the catalog a used %i with MSRP %i is worth %i', (year, msrp, value) => {
    expect(marketValue(profile({ year, msrp, spec: null }))).toBe(value);
  });

  it.each<[number, number]>([
    // On the model's curve at age + 0.3 years with d5 = 0.5: 40,000 × 0.5^(2.3 / 5) × 0.92 = 26,753.09.
    [2024, 26_753],
    // A current-year used car: 40,000 × 0.5^(0.3 / 5) × 0.92 = 35,300.92.
    [2026, 35_301],
    // 26.3 years: 0.5^5.26 × 0.92 = 0.038, floored at 8 %: 40,000 × 0.08 = 3,200.
    [2000, 3_200],
  ])('a used catalog %i (MSRP 40,000) is worth %i', (year, value) => {
    expect(marketValue(profile({ year, msrp: 40_000, spec: modelSpec() }))).toBe(value);
  });
});

describe('styleId', () => {
  const base = profile({ make: 'Toyota', model: 'Camry', year: 2024, trim: 'XLE' });

  it('is a nine-digit id starting at 400,000,000, the same for the same style', () => {
    const id = styleId(base);
    expect(Number.isInteger(id)).toBe(true);
    expect(id).toBeGreaterThanOrEqual(400_000_000);
    expect(id).toBeLessThan(499_999_999);
    // Colour, mileage and VIN do not make another style.
    expect(styleId({ ...base, vin: '1HGCM82633A004352', miles: 5, exteriorColor: 'Red' })).toBe(id);
  });

  it.each<[string, Partial<VehicleProfile>]>([
    ['make', { make: 'Lexus' }],
    ['model', { model: 'Corolla' }],
    ['year', { year: 2023 }],
    ['trim', { trim: 'SE' }],
    ['engine', { powertrain: POWERTRAINS.v6_35 }],
  ])('changes with the %s', (_, change) => {
    const other = styleId({ ...base, ...change });
    expect(other).not.toBe(styleId(base));
    expect(other).toBeGreaterThanOrEqual(400_000_000);
    expect(other).toBeLessThan(499_999_999);
  });
});

describe('mpgOf', () => {
  it.each<[keyof typeof POWERTRAINS, number]>([
    // EPA harmonic 55/45: 1 / (0.55 / 28 + 0.45 / 39) = 32.07.
    ['i4_25', 32],
    // 1 / (0.55 / 15 + 0.45 / 20) = 16.90.
    ['v8_62', 17],
    // 1 / (0.55 / 134 + 0.45 / 126) = 130.3 MPGe.
    ['ev_mid', 130],
  ])('%s rates %i combined', (id, mpg) => {
    expect(mpgOf(profile({ powertrain: POWERTRAINS[id] }))).toBe(mpg);
  });
});
