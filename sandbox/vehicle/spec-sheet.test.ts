// The /specs sheet built from a hand-made VehicleProfile: every expected string below is
// worked out by hand from the typical body-style figures (length, curb weight, payload …)
// and the catalog powertrain's published ratings (liters, hp, mpg, tank).
import { describe, expect, it } from 'vitest';
import type { BodyStyle, Drivetrain, ModelSpec, Segment } from '../catalog/model-catalog';
import { POWERTRAINS, type Powertrain } from '../catalog/powertrains';
import { handMadeProfile } from './test-support/hand-made-profile';
import { specSheet } from './spec-sheet';
import type { VehicleProfile } from './vehicle-profile';

// 21 trims, so trim Tn sits at rank n / 20: T6 = 0.3, T10 = 0.5, T12 = 0.6, T15 = 0.75 exactly.
const TRIMS = Array.from({ length: 21 }, (_, i) => `T${i}`);

function modelSpec(overrides: Partial<ModelSpec> = {}): ModelSpec {
  return {
    make: 'Toyota',
    model: 'Camry',
    from: 2015,
    to: 2026,
    body: 'Sedan',
    doors: 4,
    seats: 5,
    msrp: 28_000,
    trims: TRIMS,
    powertrains: ['i4_25'],
    drives: ['FWD'],
    segment: 'midsize',
    weight: 1,
    ...overrides,
  };
}

/** A new Camry at the lowest of the 21 trims, with its model in the catalog. */
function profile(overrides: Partial<VehicleProfile> = {}): VehicleProfile {
  return handMadeProfile({
    trim: 'T0',
    miles: 10,
    used: false,
    spec: modelSpec(),
    manufacturer: 'Toyota Motor Manufacturing',
    ...overrides,
  });
}

type Sheet = ReturnType<typeof specSheet>;
type Group = Record<string, string | boolean>;
interface Features {
  engine: Group;
  fuel: Group;
  measurements: Group;
  driveTrain: Group;
  warranty: Group;
  safety: Group;
  frontseats: Group;
}
interface TypeCategories {
  market: { id: number; name: string };
  vehicleType: { id: number; name: string };
  vehicleStyle: { id: number; name: string };
  vehicleSize: { id: number; name: string };
}

const features = (sheet: Sheet) => sheet.features as Features;
const types = (sheet: Sheet) => sheet.typeCategories as TypeCategories;
const sheetOf = (overrides: Partial<VehicleProfile> = {}) => specSheet(profile(overrides));
const ranked = (rank: number, overrides: Partial<VehicleProfile> = {}) => sheetOf({ trim: `T${rank}`, ...overrides });

describe('specSheet measurements', () => {
  it('a 2.5L FWD sedan: sedan dimensions, curb weight from body plus engine', () => {
    const m = features(sheetOf()).measurements;
    // Curb weight 3,400 (sedan) + 2.5 L × 120 = 3,700; gross 3,700 + 900 payload + 150 = 4,750.
    expect(m.curbWeight).toBe('3,700 lbs.');
    expect(m.grossWeight).toBe('4,750 lbs.');
    // 0-60: 3,700 / 203 hp × 0.58 = 10.571 → 10.6.
    expect(m.manufacturer060MphAccelerationTime).toBe('10.6 sec.');
    expect(m.maximumCargoCapacity).toBe('15.1 cu.ft.');
    expect(m['cargoCapacity,AllSeatsInPlace']).toBe('15.1 cu.ft.');
    expect(m.wheelbase).toBe('111.2 in.');
    expect(m.maximumPayload).toBe('900 lbs.');
    // 72.4 + 8.2 mirrors = 80.6.
    expect(m.overallWidthWithMirrors).toBe('80.6 in.');
    expect(m.overallWidthWithoutMirrors).toBe('72.4 in.');
    expect(m.length).toBe('192.0 in.');
    expect(m.turningCircle).toBe('38.1 ft.');
    expect(m.height).toBe('56.9 in.');
    expect(m.countryOfFinalAssembly).toBe('United States');
  });

  it('a 6.2L 4WD pickup: pickup dimensions, four-wheel-drive weight and thousands separators', () => {
    const m = features(
      sheetOf({ bodyStyle: 'Pickup', drivetrain: '4WD', powertrain: POWERTRAINS.v8_62, doors: 4, seats: 5 }),
    ).measurements;
    // 4,900 + 6.2 × 120 (744) + 180 (4WD) = 5,824; gross 5,824 + 1,950 + 150 = 7,924.
    expect(m.curbWeight).toBe('5,824 lbs.');
    expect(m.grossWeight).toBe('7,924 lbs.');
    // 5,824 / 420 hp × 0.58 = 8.043 → 8.0.
    expect(m.manufacturer060MphAccelerationTime).toBe('8.0 sec.');
    expect(m.maximumPayload).toBe('1,950 lbs.');
    expect(m.maximumCargoCapacity).toBe('77.4 cu.ft.');
    expect(m['cargoCapacity,AllSeatsInPlace']).toBe('52.8 cu.ft.');
    expect(m.wheelbase).toBe('145.4 in.');
    // 79.9 + 8.2 = 88.1.
    expect(m.overallWidthWithMirrors).toBe('88.1 in.');
    expect(m.overallWidthWithoutMirrors).toBe('79.9 in.');
    expect(m.length).toBe('231.0 in.');
    expect(m.turningCircle).toBe('47.8 ft.');
    expect(m.height).toBe('76.9 in.');
  });

  it('an electric AWD SUV carries 900 lbs. of battery and 180 lbs. of AWD', () => {
    const m = features(sheetOf({ bodyStyle: 'SUV', drivetrain: 'AWD', powertrain: POWERTRAINS.ev_perf })).measurements;
    // 4,100 + 0 L + 900 + 180 = 5,180; gross 5,180 + 1,200 + 150 = 6,530; 0-60 5,180 / 670 × 0.58 = 4.484.
    expect(m.curbWeight).toBe('5,180 lbs.');
    expect(m.grossWeight).toBe('6,530 lbs.');
    expect(m.manufacturer060MphAccelerationTime).toBe('4.5 sec.');
  });

  it.each<[BodyStyle, Drivetrain, keyof typeof POWERTRAINS, string, string, string]>([
    // Coupe RWD 2.0T: 3,700 + 240 = 3,940; no drive surcharge for RWD.
    ['Coupe', 'RWD', 'i4_20t', '3,940 lbs.', '11.4 cu.ft.', '107.1 in.'],
    // Convertible 3.0T: 3,900 + 360 = 4,260.
    ['Convertible', 'RWD', 'v6_30t', '4,260 lbs.', '9.6 cu.ft.', '107.1 in.'],
    // Hatchback 1.6 CVT: 3,050 + 192 = 3,242.
    ['Hatchback', 'FWD', 'i4_16', '3,242 lbs.', '47.6 cu.ft.', '104.3 in.'],
    // Wagon AWD flat four: 3,700 + 240 + 180 = 4,120.
    ['Wagon', 'AWD', 'h4_20', '4,120 lbs.', '75.6 cu.ft.', '108.1 in.'],
    // Minivan 3.5 V6: 4,550 + 420 = 4,970.
    ['Minivan', 'FWD', 'v6_35', '4,970 lbs.', '140.5 cu.ft.', '121.6 in.'],
  ])('%s %s %s weighs %s', (bodyStyle, drivetrain, id, curb, cargoMax, wheelbase) => {
    const m = features(sheetOf({ bodyStyle, drivetrain, powertrain: POWERTRAINS[id] })).measurements;
    expect(m.curbWeight).toBe(curb);
    expect(m.maximumCargoCapacity).toBe(cargoMax);
    expect(m.wheelbase).toBe(wheelbase);
  });

  it('clamps 0-60 to 11.0 s for a slow car and 2.1 s for an absurdly powerful one', () => {
    // 1.6 L sedan: (3,400 + 192) / 120 hp × 0.58 = 17.4 → capped at 11.0.
    const slow = features(sheetOf({ powertrain: POWERTRAINS.i4_16 })).measurements;
    expect(slow.manufacturer060MphAccelerationTime).toBe('11.0 sec.');
    // A 3,000 hp electric coupe: (3,700 + 900) / 3,000 × 0.58 = 0.89 → floored at 2.1.
    const fast = features(sheetOf({ bodyStyle: 'Coupe', powertrain: { ...POWERTRAINS.ev_perf, hp: 3_000 } }));
    expect(fast.measurements.manufacturer060MphAccelerationTime).toBe('2.1 sec.');
    // Between the clamps the figure passes through: (3,700 + 900) / 1,100 × 0.58 = 2.425 → 2.4.
    const quick = features(sheetOf({ bodyStyle: 'Coupe', powertrain: { ...POWERTRAINS.ev_perf, hp: 1_100 } }));
    expect(quick.measurements.manufacturer060MphAccelerationTime).toBe('2.4 sec.');
  });

  it.each([
    ['Japan (Tahara)', 'Japan'],
    ['United States (Georgetown, KY)', 'United States'],
    ['Japan(Tahara)', 'Japan'],
    ['Mexico', 'Mexico'],
    // Only a trailing parenthesis is the plant's note.
    ['Korea (South) Asan', 'Korea (South) Asan'],
    ['', 'United States'],
  ])('country of final assembly of %j is %j', (country, expected) => {
    expect(features(sheetOf({ country })).measurements.countryOfFinalAssembly).toBe(expected);
  });
});

describe('specSheet engine and fuel', () => {
  it('a gasoline engine: displacement, valves, layout and fuel economy', () => {
    const sheet = sheetOf();
    const { engine, fuel } = features(sheet);
    expect(engine.baseEngineSize).toBe('2.5 l');
    expect(engine.valves).toBe('16');
    expect(engine.baseEngineType).toBe('gas');
    expect(engine.cylinders).toBe('I4');
    expect(engine.directInjection).toBe(false);
    expect(engine.valveTiming).toBe('Variable');
    expect(engine.camType).toBe('Double overhead cam (DOHC)');
    expect(engine.torque).toMatch(/^184 ft-lbs\. @ \d+ rpm$/);
    expect(engine.horsepower).toMatch(/^203 hp @ \d+ rpm$/);
    // Combined 1 / (0.55 / 28 + 0.45 / 39) = 32.07 → 32.
    expect(fuel.epaCombinedMpg).toBe('32 mpg');
    expect(fuel['epaCity/highwayMpg']).toBe('28/39 mpg');
    // Range 28 × 15.8 = 442.4 and 39 × 15.8 = 616.2.
    expect(fuel['rangeInMiles(city/hwy)']).toBe('442.4/616.2 mi.');
    expect(fuel.fuelTankCapacity).toBe('15.8 gal.');
    expect(fuel.fuelType).toBe('regular unleaded');
  });

  it('a battery-electric drive unit: no engine figures, MPGe and battery range', () => {
    const { engine, fuel } = features(sheetOf({ powertrain: POWERTRAINS.ev_perf }));
    expect(engine).toMatchObject({
      torque: '723 ft-lbs. @ 0 rpm',
      horsepower: '670 hp @ 0 rpm',
      baseEngineSize: 'electric',
      valves: '0',
      baseEngineType: 'electric',
      directInjection: false,
      valveTiming: 'none',
      cylinders: 'none',
      camType: 'none',
    });
    // 1 / (0.55 / 124 + 0.45 / 115) = 119.8 → 120; highway range 405 × 0.9 = 364.5 → 365.
    expect(fuel.epaCombinedMpg).toBe('120 MPGe');
    expect(fuel['epaCity/highwayMpg']).toBe('124/115 MPGe');
    expect(fuel['rangeInMiles(city/hwy)']).toBe('405/365 mi.');
    expect(fuel.fuelTankCapacity).toBe('100 kWh battery');
    expect(fuel.fuelType).toBe('electric');
  });

  it('an electric drive unit without a rated range is given 250 miles', () => {
    const unrated: Powertrain = { ...POWERTRAINS.ev_mid };
    delete unrated.evRange;
    // 250 × 0.9 = 225.
    expect(features(sheetOf({ powertrain: unrated })).fuel['rangeInMiles(city/hwy)']).toBe('250/225 mi.');
  });

  it('a turbo diesel: diesel engine type, direct injection, diesel fuel', () => {
    const { engine, fuel } = features(
      sheetOf({ powertrain: POWERTRAINS.i4_30d, spec: modelSpec({ segment: 'luxury' }) }),
    );
    expect(engine.baseEngineType).toBe('diesel');
    expect(engine.directInjection).toBe(true);
    // "3.0L I6 Diesel": six cylinders in line.
    expect(engine.cylinders).toBe('I6');
    expect(engine.valves).toBe('24');
    // Diesel wins over the luxury segment's premium fuel.
    expect(fuel.fuelType).toBe('diesel fuel');
  });

  it.each<[keyof typeof POWERTRAINS, string, string, string]>([
    ['v6_35', 'gas', 'V6', '3.5 l'],
    ['v8_62', 'gas', 'V8', '6.2 l'],
    // "3.0L I6 Turbo": more than four cylinders but in line.
    ['v6_30t', 'gas', 'I6', '3.0 l'],
    // "2.0L H4": a boxer.
    ['h4_20', 'gas', 'flat 4', '2.0 l'],
  ])('%s is a %s %s of %s', (id, type, cylinders, size) => {
    const { engine } = features(sheetOf({ powertrain: POWERTRAINS[id] }));
    expect(engine.baseEngineType).toBe(type);
    expect(engine.cylinders).toBe(cylinders);
    expect(engine.baseEngineSize).toBe(size);
  });

  it.each<[keyof typeof POWERTRAINS, string, string]>([
    // "2.5L I4 Hybrid" and "2.5L I4 Plug-In Hybrid": inline fours, though their names hold an H.
    ['i4_25h', 'hybrid', 'I4'],
    ['i4_25p', 'hybrid', 'I4'],
    // "3.0L I6 Diesel".
    ['i4_30d', 'diesel', 'I6'],
    ['i4_25', 'gas', 'I4'],
  ])('%s is a %s engine laid out %s', (id, type, cylinders) => {
    const { engine } = features(sheetOf({ powertrain: POWERTRAINS[id] }));
    expect(engine.baseEngineType).toBe(type);
    expect(engine.cylinders).toBe(cylinders);
  });

  it('calls a four-cylinder V an inline four: the V layout is only named above four cylinders', () => {
    const v4 = { ...POWERTRAINS.i4_20, engine: '2.0L V4' };
    expect(features(sheetOf({ powertrain: v4 })).engine.cylinders).toBe('I4');
  });

  it('a turbo gasoline engine has direct injection', () => {
    expect(features(sheetOf({ powertrain: POWERTRAINS.i4_20t })).engine.directInjection).toBe(true);
  });

  it.each<[Segment | null, string]>([
    ['luxury', 'premium unleaded (recommended)'],
    ['sports', 'premium unleaded (recommended)'],
    ['economy', 'regular unleaded'],
    [null, 'regular unleaded'],
  ])('a %s gasoline car burns %s', (segment, expected) => {
    const spec = segment === null ? null : modelSpec({ segment });
    expect(features(sheetOf({ spec })).fuel.fuelType).toBe(expected);
  });

  it('puts torque and horsepower peaks on 100 rpm steps within their bands', () => {
    const vins = ['1HGCM82633A004352', '5YJ3E1EA7KF317000', 'WBA8E9C50GK644160', '1FTFW1E50MFA00001'];
    const torqueRpms = new Set<number>();
    const hpRpms = new Set<number>();
    for (const vin of vins) {
      const { engine } = features(sheetOf({ vin }));
      const torqueRpm = Number(/@ (\d+) rpm$/.exec(String(engine.torque))?.[1]);
      const hpRpm = Number(/@ (\d+) rpm$/.exec(String(engine.horsepower))?.[1]);
      // Torque peaks at 4,000 + 0…19 × 100; horsepower at 5,200 + 0…14 × 100.
      expect(torqueRpm).toBeGreaterThanOrEqual(4_000);
      expect(torqueRpm).toBeLessThanOrEqual(5_900);
      expect(torqueRpm % 100).toBe(0);
      expect(hpRpm).toBeGreaterThanOrEqual(5_200);
      expect(hpRpm).toBeLessThanOrEqual(6_600);
      expect(hpRpm % 100).toBe(0);
      torqueRpms.add(torqueRpm);
      hpRpms.add(hpRpm);
      // The same VIN always gets the same peaks.
      expect(features(sheetOf({ vin })).engine.torque).toBe(engine.torque);
    }
    expect(torqueRpms.size).toBeGreaterThan(1);
    expect(hpRpms.size).toBeGreaterThan(1);
  });
});

describe('specSheet drive train', () => {
  it.each<[Drivetrain, string]>([
    ['FWD', 'front wheel drive'],
    ['RWD', 'rear wheel drive'],
    ['AWD', 'all wheel drive'],
    ['4WD', 'four wheel drive'],
  ])('%s is %s', (drivetrain, name) => {
    expect(features(sheetOf({ drivetrain })).driveTrain.driveType).toBe(name);
  });

  it.each<[keyof typeof POWERTRAINS, string]>([
    ['i4_25', '8-speed shiftable automatic'],
    ['m6_20', '6-speed manual'],
    ['i4_16', 'cvt'],
    ['i4_16t', '7-speed dual-clutch'],
  ])('%s transmission reads %s', (id, expected) => {
    expect(features(sheetOf({ powertrain: POWERTRAINS[id] })).driveTrain.transmission).toBe(expected);
  });

  it.each<[Drivetrain, number, Segment, boolean, boolean]>([
    // A 4WD's upper trims (rank above 0.5) lock the rear; lower ones get a limited slip.
    ['4WD', 10, 'truck', false, true],
    ['4WD', 11, 'truck', true, false],
    ['4WD', 20, 'truck', true, false],
    ['4WD', 0, 'truck', false, true],
    ['AWD', 20, 'truck', false, false],
    ['RWD', 0, 'midsize', false, false],
    // Sports cars get a limited-slip differential whatever the trim.
    ['RWD', 20, 'sports', false, true],
  ])('%s at trim T%i of a %s: locking %s, limited slip %s', (drivetrain, rank, segment, locking, limitedSlip) => {
    const d = features(ranked(rank, { drivetrain, spec: modelSpec({ segment }) })).driveTrain;
    expect(d.rearLockingDifferential).toBe(locking);
    expect(d.rearLimitedSlipDifferential).toBe(limitedSlip);
  });

  it('ranks the only trim of a one-trim model as the entry trim', () => {
    // One trim: rank 0 / max(1, 0) = 0, so a 4WD gets the limited slip.
    const d = features(sheetOf({ drivetrain: '4WD', trim: 'Base', spec: modelSpec({ trims: ['Base'] }) })).driveTrain;
    expect(d.rearLimitedSlipDifferential).toBe(true);
    expect(d.rearLockingDifferential).toBe(false);
  });
});

describe('specSheet warranty', () => {
  const MAINSTREAM = {
    basic: '3 yr./ 36000 mi.',
    drivetrain: '5 yr./ 60000 mi.',
    rust: '5 yr./ unlimited mi.',
    roadsideAssistance: '3 yr./ 36000 mi.',
  };
  const LONG = {
    basic: '5 yr./ 60000 mi.',
    drivetrain: '10 yr./ 100000 mi.',
    freeMaintenance: '3 yr./ 36000 mi.',
    rust: '5 yr./ unlimited mi.',
    roadsideAssistance: '3 yr./ 36000 mi.',
  };
  const LUXURY = {
    basic: '4 yr./ 50000 mi.',
    drivetrain: '6 yr./ 70000 mi.',
    rust: '5 yr./ unlimited mi.',
    roadsideAssistance: '4 yr./ unlimited mi.',
  };
  it.each<[string, Record<string, string>]>([
    ['Hyundai', LONG],
    ['Kia', LONG],
    ['BMW', { ...LUXURY, freeMaintenance: '2 yr./ 25000 mi.' }],
    ['Lexus', { ...LUXURY, freeMaintenance: '2 yr./ 25000 mi.' }],
    ['Mercedes-Benz', { ...LUXURY, freeMaintenance: 'none' }],
    ['Audi', { ...LUXURY, freeMaintenance: 'none' }],
    ['Acura', { ...LUXURY, freeMaintenance: 'none' }],
    ['Cadillac', { ...LUXURY, freeMaintenance: 'none' }],
    ['Toyota', { ...MAINSTREAM, freeMaintenance: '2 yr./ 25000 mi.' }],
    ['Ford', { ...MAINSTREAM, freeMaintenance: 'none' }],
    ['Tesla', { ...MAINSTREAM, freeMaintenance: 'none' }],
  ])('%s', (make, expected) => {
    const sheet = sheetOf({ make });
    expect(features(sheet).warranty).toEqual(expected);
    const ordered = (sheet.orderedFeatures as { category: string; features: Group }[]).find(
      (f) => f.category === 'Warranty',
    );
    expect(ordered?.features).toEqual(expected);
  });
});

describe('specSheet safety and seats', () => {
  it.each<[number, boolean, boolean, boolean, boolean, boolean]>([
    // year, rearview camera, blind spot, lane departure, forward collision, emergency braking (entry trim)
    [2017, false, false, false, false, false],
    [2018, true, false, false, true, false],
    [2019, true, false, true, true, false],
    [2020, true, false, true, true, true],
  ])('a %i entry trim', (year, camera, blindSpot, lane, forward, braking) => {
    const s = features(ranked(0, { year })).safety;
    expect(s.rearviewCamera).toBe(camera);
    expect(s.blindSpotMonitoring).toBe(blindSpot);
    expect(s.laneDepartureWarning).toBe(lane);
    expect(s.forwardCollisionWarning).toBe(forward);
    expect(s.automaticEmergencyBraking).toBe(braking);
    expect(s.stabilityControl).toBe(true);
    expect(s.tractionControl).toBe(true);
    expect(s.frontSideAirBags).toBe(true);
    expect(s.curtainAirBags).toBe(true);
  });

  it.each<[number, number, boolean, boolean, boolean]>([
    // trim Tn (rank n / 20), year, rearview camera, blind spot, knee air bags
    [6, 2017, false, false, false],
    [7, 2017, true, false, false],
    [5, 2018, true, false, false],
    [6, 2018, true, true, false],
    [10, 2018, true, true, false],
    [11, 2018, true, true, true],
  ])('trim T%i of a %i', (rank, year, camera, blindSpot, knee) => {
    const s = features(ranked(rank, { year })).safety;
    expect(s.rearviewCamera).toBe(camera);
    expect(s.blindSpotMonitoring).toBe(blindSpot);
    expect(s.kneeAirBags).toBe(knee);
  });

  it.each<[number, boolean, boolean, boolean]>([
    // trim Tn, heated/power/lumbar (rank ≥ 0.3), leather (≥ 0.6), ventilated/memory (≥ 0.75)
    [5, false, false, false],
    [6, true, false, false],
    [11, true, false, false],
    [12, true, true, false],
    [14, true, true, false],
    [15, true, true, true],
  ])('front seats of trim T%i', (rank, comfort, leather, luxury) => {
    const f = features(ranked(rank)).frontseats;
    expect(f.heatedDriverSeat).toBe(comfort);
    expect(f.powerDriverSeat).toBe(comfort);
    expect(f.lumbarSupport).toBe(comfort);
    expect(f.leatherSeats).toBe(leather);
    expect(f.ventilatedDriverSeat).toBe(luxury);
    expect(f.driverSeatMemory).toBe(luxury);
  });

  it('a vehicle outside the catalog ranks as a lower-mid trim (0.3)', () => {
    const sheet = sheetOf({ spec: null, year: 2017, trim: 'Whatever' });
    const { frontseats, safety } = features(sheet);
    expect(frontseats.heatedDriverSeat).toBe(true);
    expect(frontseats.leatherSeats).toBe(false);
    // 0.3 is not above 0.3: no camera on a 2017.
    expect(safety.rearviewCamera).toBe(false);
    expect(safety.kneeAirBags).toBe(false);
  });
});

describe('specSheet header, colours and categories', () => {
  it('names the vehicle with its style, prices the invoice at 93.5 % of MSRP and keeps the seating', () => {
    const sheet = sheetOf({ trim: 'T3', msrp: 30_000, seats: 5, year: 2024 });
    expect(sheet.name).toBe('2024 Toyota Camry T3 4dr Sedan (2.5L 4cyl 8A)');
    // 30,000 × 0.935 = 28,050.
    expect(sheet.price).toEqual({ baseMsrp: 30_000, baseInvoice: 28_050 });
    expect(sheet.totalSeating).toBe(5);
    // 33,333 × 0.935 = 31,166.355 → 31,166.
    expect(sheetOf({ msrp: 33_333 }).price).toEqual({ baseMsrp: 33_333, baseInvoice: 31_166 });
  });

  it('lists eight exterior and four interior paints with their RGB', () => {
    const color = sheetOf().color as { exterior: { name: string; rgb: string }[]; interior: typeof color.exterior };
    expect(color.exterior).toHaveLength(8);
    expect(color.interior).toHaveLength(4);
    // #F2F2F0 = 242,242,240; #5A3E2B = 90,62,43; #1B1B1D = 27,27,29; #6B4A33 = 107,74,51.
    expect(color.exterior[0]).toEqual({ name: 'Pearl White Tricoat', rgb: '242,242,240' });
    expect(color.exterior[7]).toEqual({ name: 'Kona Brown Metallic', rgb: '90,62,43' });
    expect(color.interior[0]).toEqual({ name: 'Black Leatherette', rgb: '27,27,29' });
    expect(color.interior[3]).toEqual({ name: 'Saddle Brown Leather', rgb: '107,74,51' });
  });

  it('orders the feature groups and files each under its category group', () => {
    const sheet = sheetOf();
    const ordered = sheet.orderedFeatures as { category: string; categoryGroup: string; features: Group }[];
    expect(ordered.map((o) => [o.category, o.categoryGroup])).toEqual([
      ['Engine', 'Mechanical'],
      ['Fuel', 'Mechanical'],
      ['Drive Train', 'Mechanical'],
      ['Measurements', 'Specifications'],
      ['Warranty', 'Specifications'],
      ['Safety', 'Safety'],
      ['Front Seats', 'Interior'],
    ]);
    const f = features(sheet);
    expect(ordered[0]!.features).toBe(f.engine);
    expect(ordered[1]!.features).toBe(f.fuel);
    expect(ordered[2]!.features).toBe(f.driveTrain);
    expect(ordered[3]!.features).toBe(f.measurements);
    expect(ordered[5]!.features).toBe(f.safety);
    expect(ordered[6]!.features).toBe(f.frontseats);
  });

  it.each<[Segment | null, number, string]>([
    ['luxury', 2, 'Luxury'],
    ['sports', 1, 'Performance'],
    ['midsize', 1, 'Mainstream'],
    [null, 1, 'Mainstream'],
  ])('a %s model is in the market %i %s', (segment, id, name) => {
    const spec = segment === null ? null : modelSpec({ segment });
    expect(types(sheetOf({ spec })).market).toEqual({ id, name });
  });

  it.each<[BodyStyle, number, number, string, number, string]>([
    // body, seats, vehicleType id/name, vehicleStyle id (the body table's order)
    ['Sedan', 5, 1, 'Car', 1, 'Sedan'],
    ['Coupe', 4, 1, 'Car', 2, 'Coupe'],
    ['Convertible', 4, 1, 'Car', 3, 'Convertible'],
    ['Hatchback', 5, 1, 'Car', 4, 'Hatchback'],
    ['Wagon', 5, 1, 'Car', 5, 'Wagon'],
    ['SUV', 5, 2, 'SUV', 6, 'SUV'],
    ['Minivan', 8, 2, 'Van', 7, 'Minivan'],
    ['Pickup', 5, 3, 'Truck', 8, 'Pickup'],
  ])('a %s with %i seats', (bodyStyle, seats, typeId, typeName, styleId, styleName) => {
    const t = types(sheetOf({ bodyStyle, seats }));
    expect(t.vehicleType).toEqual({ id: typeId, name: typeName });
    expect(t.vehicleStyle).toEqual({ id: styleId, name: styleName });
  });

  it.each<[BodyStyle, number, Segment | null, number, string]>([
    ['SUV', 7, 'suv', 3, 'Large'],
    ['SUV', 6, 'suv', 2, 'Midsize'],
    ['Pickup', 5, 'truck', 3, 'Large'],
    ['Sedan', 5, 'economy', 1, 'Compact'],
    ['Sedan', 7, 'economy', 3, 'Large'],
    ['Sedan', 5, null, 2, 'Midsize'],
  ])('a %s with %i seats in the %s segment is size %i %s', (bodyStyle, seats, segment, id, name) => {
    const spec = segment === null ? null : modelSpec({ segment });
    expect(types(sheetOf({ bodyStyle, seats, spec })).vehicleSize).toEqual({ id, name });
  });

  it.each<[keyof typeof POWERTRAINS, BodyStyle, boolean, boolean, boolean]>([
    ['ev_mid', 'Sedan', true, false, false],
    ['i4_25p', 'SUV', false, true, false],
    ['i4_25h', 'Sedan', false, false, false],
    ['v8_62', 'Pickup', false, false, true],
  ])('style attributes of a %s %s', (id, bodyStyle, electric, pluginElectric, truck) => {
    expect(sheetOf({ powertrain: POWERTRAINS[id], bodyStyle }).styleAttributes).toEqual({
      electric,
      pluginElectric,
      truck,
    });
  });
});
