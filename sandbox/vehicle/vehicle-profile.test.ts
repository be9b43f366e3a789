// Vehicle profiles: a listed VIN is described by its dataset row (checked against the row's
// own columns and against corgi's decode of the VIN), an unlisted one by its decode plus the
// model catalog (checked with hand-made decodes whose expected figures are worked out here).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vpicModelName } from '../../shared/vin/vpic-model-name';
import type { VinDecode } from '../../node/vpic/vin-decoder';
import { MODEL_CATALOG } from '../catalog/model-catalog';
import { POWERTRAINS } from '../catalog/powertrains';
import { EXTERIOR_COLOURS, INTERIOR_COLOURS } from '../data/colors';
import { loadSandboxData, type LoadedData } from '../data/dataset-cache';
import { TEST_CACHE_DIR, TEST_LISTINGS } from '../data/test-support/test-dataset';
import { profileOfDecode, profileOfRow, VehicleResolver } from './vehicle-profile';

let data: LoadedData;
beforeAll(async () => {
  data = await loadSandboxData(TEST_CACHE_DIR, TEST_LISTINGS, 7, () => undefined);
});
afterAll(() => data?.db.close());

/** Rows of the dataset matching a test, so both sides of each column's rule are seen. */
function rowsWhere(test: (row: number) => boolean, count = 5): number[] {
  const rows: number[] = [];
  for (let row = 0; row < data.dataset.vins.length && rows.length < count; row++) if (test(row)) rows.push(row);
  return rows;
}

describe('profileOfRow', () => {
  it('describes every listed row with its own columns and dictionaries', () => {
    const { cols, dict, vins, dealers } = data.dataset;
    for (let row = 0; row < vins.length; row += 37) {
      const p = profileOfRow(data.dataset, row);
      expect(p.vin).toBe(vins[row]);
      expect(p.row).toBe(row);
      expect(p.year).toBe(cols.year[row]);
      expect(p.make).toBe(dict.make[cols.make[row]!]);
      expect(p.model).toBe(dict.model[cols.model[row]!]);
      expect(p.trim).toBe(dict.trim[cols.trim[row]!]);
      expect(p.bodyStyle).toBe(dict.body[cols.body[row]!]);
      expect(p.drivetrain).toBe(dict.drivetrain[cols.drivetrain[row]!]);
      // The powertrain column is an index into the catalog; the engine, transmission and fuel
      // columns were written from the same powertrain as text.
      expect(p.powertrain.engine).toBe(dict.engine[cols.engine[row]!]);
      expect(p.powertrain.transmission).toBe(dict.transmission[cols.transmission[row]!]);
      expect(p.fuel).toBe(dict.fuel[cols.fuel[row]!]);
      expect(p.powertrain.fuel).toBe(p.fuel);
      expect(p.doors).toBe(cols.doors[row]);
      expect(p.seats).toBe(cols.seats[row]);
      expect(p.exteriorColor).toBe(dict.exteriorColor[cols.exteriorColor[row]!]);
      expect(p.interiorColor).toBe(dict.interiorColor[cols.interiorColor[row]!]);
      expect(p.msrp).toBe(cols.msrp[row]);
      expect(p.miles).toBe(cols.miles[row]);
      expect(p.dealer).toBe(dealers[cols.dealer[row]!]);
      // The catalog entry is the one named by the row's make and model.
      const spec = MODEL_CATALOG.find((s) => s.make === p.make && s.model === p.model);
      expect(p.spec).toBe(spec);
      expect(spec?.trims).toContain(p.trim);
      expect(spec?.body).toBe(p.bodyStyle);
    }
  });

  it('gives a null price to rows listed without one and the asking price otherwise', () => {
    const { cols } = data.dataset;
    const unpriced = rowsWhere((row) => cols.price[row]! < 0);
    const priced = rowsWhere((row) => cols.price[row]! >= 0);
    expect(unpriced.length).toBeGreaterThan(0);
    expect(priced.length).toBeGreaterThan(0);
    for (const row of unpriced) expect(profileOfRow(data.dataset, row).price).toBeNull();
    for (const row of priced) expect(profileOfRow(data.dataset, row).price).toBe(cols.price[row]);
  });

  it('keeps a zero asking price as a price: only a negative column means none', () => {
    const { cols } = data.dataset;
    const row = rowsWhere((r) => cols.price[r]! > 0, 1)[0]!;
    const price = Int32Array.from(cols.price);
    price[row] = 0;
    const zeroPriced = { ...data.dataset, cols: { ...cols, price } };
    expect(profileOfRow(zeroPriced, row).price).toBe(0);
  });

  it('marks used rows used and new rows new', () => {
    const { cols } = data.dataset;
    const used = rowsWhere((row) => cols.used[row] === 1);
    const fresh = rowsWhere((row) => cols.used[row] === 0);
    expect(used.length).toBeGreaterThan(0);
    expect(fresh.length).toBeGreaterThan(0);
    for (const row of used) expect(profileOfRow(data.dataset, row).used).toBe(true);
    for (const row of fresh) expect(profileOfRow(data.dataset, row).used).toBe(false);
  });

  it('agrees with corgi’s decode of the VIN on make, model, year, maker and plant country', async () => {
    const { vins } = data.dataset;
    for (let row = 5; row < vins.length; row += 211) {
      const p = profileOfRow(data.dataset, row);
      const decoded = await data.decoder.decode(vins[row]!);
      const v = decoded.components.vehicle!;
      expect(p.make.toLowerCase()).toBe(v.make.toLowerCase());
      expect(p.model).toBe(vpicModelName(v));
      expect(p.year).toBe(v.year);
      expect(p.manufacturer).toBe(v.manufacturer ?? decoded.components.wmi?.manufacturer);
      expect(p.country).toBe(decoded.components.plant?.country ?? decoded.components.wmi?.country);
      expect(p.confidence).toBeGreaterThan(0);
      expect(p.confidence).toBeLessThanOrEqual(1);
      // The series is vPIC's when it has one, else the model's name.
      expect(p.series).toBe(v.series ?? p.model);
    }
  });
});

type Components = VinDecode['components'];
type DecodedVehicle = NonNullable<Components['vehicle']>;

const VIN = '1ZZZZ00Z0NZ000001';

/** A corgi result made by hand: only the fields profileOfDecode reads. */
function decodeOf(
  vehicle: Partial<DecodedVehicle> | null,
  components: Omit<Components, 'vehicle'> = {},
  confidence?: number,
): VinDecode {
  return {
    vin: VIN,
    valid: true,
    components: {
      ...components,
      ...(vehicle ? { vehicle: { make: 'Zeta', model: 'Roadster', year: 2022, ...vehicle } } : {}),
    },
    errors: [],
    ...(confidence === undefined ? {} : { metadata: { processingTime: 1, confidence, schemaVersion: '1' } }),
  };
}

const wmi = (manufacturer: string, country: string) => ({
  code: '1ZZ',
  manufacturer,
  country,
  vehicleType: 'Passenger Car',
  region: 'North America',
  make: 'Zeta',
});

describe('profileOfDecode, a model in the catalog', () => {
  it('is null when corgi found no make, model or year', () => {
    expect(profileOfDecode(VIN, decodeOf(null))).toBeNull();
    expect(profileOfDecode(VIN, decodeOf({ make: '' }))).toBeNull();
    expect(profileOfDecode(VIN, decodeOf({ model: '' }))).toBeNull();
    expect(profileOfDecode(VIN, decodeOf({ year: 0 }))).toBeNull();
  });

  it('follows the decoded displacement, trim and drive: a 2020 Camry XSE V6 AWD', () => {
    const p = profileOfDecode(
      VIN,
      decodeOf(
        {
          make: 'TOYOTA',
          model: 'camry',
          year: 2020,
          trim: 'XSE',
          driveType: 'AWD/All-Wheel Drive',
          fuelType: 'Gasoline',
          manufacturer: 'Toyota Motor Manufacturing, Kentucky',
        },
        { engine: { displacement: '3.5' }, plant: { country: 'United States (USA)', code: 'U' } },
        0.87654,
      ),
    )!;
    // The catalog's spelling wins over the decode's capitals.
    expect(p.make).toBe('Toyota');
    expect(p.model).toBe('Camry');
    expect(p.spec?.model).toBe('Camry');
    expect(p.row).toBe(-1);
    expect(p.year).toBe(2020);
    expect(p.trim).toBe('XSE');
    expect(p.powertrain).toBe(POWERTRAINS.v6_35);
    expect(p.fuel).toBe('Gasoline');
    expect(p.drivetrain).toBe('AWD');
    expect(p.bodyStyle).toBe('Sedan');
    expect(p.doors).toBe(4);
    expect(p.seats).toBe(5);
    // No series decoded: the model's name.
    expect(p.series).toBe('Camry');
    // Base 28,400 × (1 + 0.11 × 3 for XSE) = 37,772, + 1,800 × 2 for the third engine = 41,372,
    // × (1 − 0.028 × 6 years) = 34,421.50 → to the nearest 5: 34,420.
    expect(p.msrp).toBe(34_420);
    expect(p.price).toBeNull();
    expect(p.dealer).toBeNull();
    expect(p.used).toBe(true);
    // Six years at 9,000–16,000 miles a year.
    expect(p.miles).toBeGreaterThanOrEqual(54_000);
    expect(p.miles).toBeLessThanOrEqual(96_000);
    expect(p.manufacturer).toBe('Toyota Motor Manufacturing, Kentucky');
    expect(p.country).toBe('United States (USA)');
    // Rounded to three decimals.
    expect(p.confidence).toBe(0.877);
  });

  it('a new hybrid Camry: the decoded fuel picks the hybrid, the trim matches in any case', () => {
    const p = profileOfDecode(
      VIN,
      decodeOf({ make: 'Toyota', model: 'Camry', year: 2026, trim: 'le', fuelType: 'Hybrid', series: 'LE Hybrid' }),
    )!;
    expect(p.powertrain).toBe(POWERTRAINS.i4_25h);
    expect(p.fuel).toBe('Hybrid');
    expect(p.trim).toBe('LE');
    expect(p.series).toBe('LE Hybrid');
    // 28,400 + 2,500 hybrid premium, no inflation discount for the newest year.
    expect(p.msrp).toBe(30_900);
    expect(p.used).toBe(false);
    expect(p.miles).toBe(10);
    // Without corgi's confidence, 0.8.
    expect(p.confidence).toBe(0.8);
  });

  it('names an electric F-150 as the F-150 Lightning', () => {
    const p = profileOfDecode(
      VIN,
      decodeOf({ make: 'Ford', model: 'F-150', year: 2023, fuelType: 'Electric', trim: 'Lariat' }),
    )!;
    expect(p.model).toBe('F-150 Lightning');
    expect(p.powertrain).toBe(POWERTRAINS.ev_truck);
    expect(p.drivetrain).toBe('4WD');
    expect(p.bodyStyle).toBe('Pickup');
    // 54,995 × 1.33 (Lariat, fourth trim) × (1 − 0.028 × 3) = 66,999.31 → 67,000.
    expect(p.msrp).toBe(67_000);
  });

  it('is the same profile every time for a VIN, with catalog colours', () => {
    const result = decodeOf({ make: 'Toyota', model: 'Camry', year: 2019 });
    const a = profileOfDecode(VIN, result)!;
    const b = profileOfDecode(VIN, result)!;
    expect(b.exteriorColor).toBe(a.exteriorColor);
    expect(b.miles).toBe(a.miles);
    expect(b.trim).toBe(a.trim);
    expect(EXTERIOR_COLOURS.map((c) => c.name)).toContain(a.exteriorColor);
    expect(INTERIOR_COLOURS.map((c) => c.name)).toContain(a.interiorColor);
    const spec = a.spec!;
    expect(spec.trims).toContain(a.trim);
    expect(spec.drives).toContain(a.drivetrain);
    expect(spec.powertrains.map((id) => POWERTRAINS[id])).toContain(a.powertrain);
  });

  it('draws colours by their market share and miles across the 9,000–16,000 a year band', () => {
    // 200 VINs of 2021 Camrys (five years old): White (25 % share) is common, and the
    // yearly mileage spreads over the band rather than sitting at its floor.
    const profiles = Array.from({ length: 200 }, (_, i) =>
      profileOfDecode(`1ZZZZ00Z0MZ${String(100_000 + i)}`, decodeOf({ make: 'Toyota', model: 'Camry', year: 2021 }))!,
    );
    const exterior = new Set(profiles.map((p) => p.exteriorColor));
    const interior = new Set(profiles.map((p) => p.interiorColor));
    expect(exterior.size).toBeGreaterThanOrEqual(5);
    expect(interior.size).toBeGreaterThanOrEqual(3);
    expect(profiles.filter((p) => p.exteriorColor === 'White').length).toBeGreaterThan(20);
    expect(profiles.filter((p) => p.interiorColor === 'Black').length).toBeGreaterThan(60);
    for (const p of profiles) {
      expect(p.miles).toBeGreaterThanOrEqual(45_000);
      expect(p.miles).toBeLessThanOrEqual(80_000);
    }
    expect(profiles.filter((p) => p.miles > 62_500).length).toBeGreaterThan(50);
  });

  it('needs both the make and the model to find the catalog entry', () => {
    // A "Camry" by another maker is outside the catalog: generic figures, no spec.
    const p = profileOfDecode(VIN, decodeOf({ make: 'Zeta', model: 'Camry', year: 2022 }))!;
    expect(p.spec).toBeNull();
    expect(p.make).toBe('Zeta');
    expect(p.powertrain.engine).toBe('2.5L I4');
  });

  it('takes the maker and country from the WMI when the vehicle and plant lack them', () => {
    const p = profileOfDecode(
      VIN,
      decodeOf({ make: 'Toyota', model: 'Camry', year: 2022 }, { wmi: wmi('Toyota Motor Corporation', 'Japan') }),
    )!;
    expect(p.manufacturer).toBe('Toyota Motor Corporation');
    expect(p.country).toBe('Japan');
    const bare = profileOfDecode(VIN, decodeOf({ make: 'Toyota', model: 'Camry', year: 2022 }))!;
    expect(bare.manufacturer).toBe('');
    expect(bare.country).toBe('');
  });
});

describe('profileOfDecode, a model outside the catalog', () => {
  it('a gasoline V6 from its displacement and cylinders', () => {
    const p = profileOfDecode(
      VIN,
      decodeOf(
        { year: 2022, fuelType: 'Gasoline', bodyStyle: 'Sedan', trim: 'GT', series: 'R', doors: '2' },
        { engine: { displacement: '3.0', cylinders: '6' }, wmi: wmi('Zeta Motors', 'Italy') },
      ),
    )!;
    expect(p.spec).toBeNull();
    expect(p.make).toBe('Zeta');
    expect(p.model).toBe('Roadster');
    expect(p.trim).toBe('GT');
    expect(p.series).toBe('R');
    expect(p.doors).toBe(2);
    expect(p.seats).toBe(5);
    expect(p.fuel).toBe('Gasoline');
    expect(p.powertrain).toEqual({
      engine: '3.0L V6',
      liters: 3,
      cylinders: 6,
      // 3.0 × 95 = 285 hp, 3.0 × 90 = 270 lb-ft, 34 − 9 = 25 city, 42 − 9.6 = 32.4 → 32 highway.
      hp: 285,
      torque: 270,
      fuel: 'Gasoline',
      mpgCity: 25,
      mpgHwy: 32,
      transmission: '8-Speed Automatic',
      tank: 16,
      turbo: false,
    });
    // A 2022 is four years old: 32,000 × (1 − 0.025 × 4) = 28,800.
    expect(p.msrp).toBe(28_800);
    expect(p.used).toBe(true);
    expect(p.miles).toBeGreaterThanOrEqual(36_000);
    expect(p.miles).toBeLessThanOrEqual(64_000);
    expect(p.manufacturer).toBe('Zeta Motors');
    expect(p.country).toBe('Italy');
  });

  it('without engine facts: a 2.5L four, base trim, four doors, the model as series', () => {
    const p = profileOfDecode(VIN, decodeOf({ year: 2026 }))!;
    expect(p.fuel).toBe('Gasoline');
    expect(p.powertrain.engine).toBe('2.5L I4');
    expect(p.powertrain.liters).toBe(2.5);
    expect(p.powertrain.cylinders).toBe(4);
    // 2.5 × 95 = 237.5 → 238; 2.5 × 90 = 225; 34 − 7.5 = 26.5 → 27; 42 − 8 = 34.
    expect(p.powertrain.hp).toBe(238);
    expect(p.powertrain.torque).toBe(225);
    expect(p.powertrain.mpgCity).toBe(27);
    expect(p.powertrain.mpgHwy).toBe(34);
    expect(p.trim).toBe('Base');
    expect(p.series).toBe('Roadster');
    expect(p.doors).toBe(4);
    expect(p.bodyStyle).toBe('Sedan');
    expect(p.drivetrain).toBe('FWD');
    // New: full 32,000, ten miles.
    expect(p.msrp).toBe(32_000);
    expect(p.used).toBe(false);
    expect(p.miles).toBe(10);
  });

  it('a diesel keeps its decoded fuel', () => {
    const p = profileOfDecode(
      VIN,
      decodeOf({ fuelType: 'Diesel', bodyStyle: 'Pickup' }, { engine: { displacement: '6.7', cylinders: '8' } }),
    )!;
    expect(p.fuel).toBe('Diesel');
    expect(p.powertrain.fuel).toBe('Diesel');
    expect(p.powertrain.engine).toBe('6.7L V8');
    // Pickup base 42,000 × 0.9 for four years = 37,800.
    expect(p.msrp).toBe(37_800);
  });

  it('an electric one gets the mid-size EV drive unit', () => {
    const p = profileOfDecode(VIN, decodeOf({ fuelType: 'Electric', bodyStyle: 'SUV' }))!;
    expect(p.fuel).toBe('Electric');
    expect(p.powertrain).toEqual(POWERTRAINS.ev_mid);
    // A copy, so nothing downstream can change the catalog's entry.
    expect(p.powertrain).not.toBe(POWERTRAINS.ev_mid);
    expect(p.msrp).toBe(37_800);
  });

  it.each([
    ['Sedan', 'Sedan', 5, 28_800],
    ['Coupe', 'Coupe', 5, 28_800],
    ['Convertible', 'Convertible', 5, 28_800],
    ['Hatchback', 'Hatchback', 5, 28_800],
    ['Wagon', 'Wagon', 5, 28_800],
    ['SUV', 'SUV', 5, 37_800],
    ['Crossover', 'SUV', 5, 37_800],
    ['Van', 'Minivan', 7, 28_800],
    ['Minivan', 'Minivan', 7, 28_800],
    ['Pickup', 'Pickup', 5, 37_800],
    ['Truck', 'Pickup', 5, 37_800],
    ['Limousine', 'Sedan', 5, 28_800],
  ])('a decoded %s body is a %s with %i seats at %i (four years old)', (decoded, body, seats, msrp) => {
    const p = profileOfDecode(VIN, decodeOf({ bodyStyle: decoded }))!;
    expect(p.bodyStyle).toBe(body);
    expect(p.seats).toBe(seats);
    expect(p.msrp).toBe(msrp);
  });

  it.each([
    ['4WD/4-Wheel Drive/4x4', '4WD'],
    ['4x4', '4WD'],
    ['AWD/All-Wheel Drive', 'AWD'],
    ['all wheel', 'AWD'],
    ['RWD/Rear-Wheel Drive', 'RWD'],
    ['rear', 'RWD'],
    ['FWD/Front-Wheel Drive', 'FWD'],
    ['4x2', 'FWD'],
  ])('a decoded drive %j is %s', (driveType, drivetrain) => {
    expect(profileOfDecode(VIN, decodeOf({ driveType }))!.drivetrain).toBe(drivetrain);
  });

  it('prefers the plant country and the vehicle maker over the WMI', () => {
    const p = profileOfDecode(
      VIN,
      decodeOf(
        { manufacturer: 'Zeta Assembly' },
        { wmi: wmi('Zeta Group', 'Italy'), plant: { country: 'Mexico', code: 'M' } },
      ),
    )!;
    expect(p.manufacturer).toBe('Zeta Assembly');
    expect(p.country).toBe('Mexico');
  });
});

describe('VehicleResolver', () => {
  it.each([0, 42])('resolves a listed VIN from its row (%i)', async (row) => {
    const { vins } = data.dataset;
    const rows = new Map([[vins[row]!, row]]);
    const resolver = new VehicleResolver(data.dataset, rows, data.decoder);
    expect(resolver.rowOf(vins[row]!)).toBe(row);
    const p = await resolver.resolve(vins[row]!);
    expect(p?.row).toBe(row);
    expect(p?.vin).toBe(vins[row]);
    expect(p?.msrp).toBe(data.dataset.cols.msrp[row]);
  });

  it('decodes a VIN it does not list, and answers null for one corgi cannot decode', async () => {
    const { vins, cols, dict } = data.dataset;
    const resolver = new VehicleResolver(data.dataset, new Map<string, number>(), data.decoder);
    expect(resolver.rowOf(vins[7]!)).toBe(-1);
    const p = await resolver.resolve(vins[7]!);
    expect(p?.row).toBe(-1);
    expect(p?.vin).toBe(vins[7]);
    expect(p?.make).toBe(dict.make[cols.make[7]!]);
    expect(p?.model).toBe(dict.model[cols.model[7]!]);
    expect(p?.year).toBe(cols.year[7]);
    expect(await resolver.resolve('00000000000000000')).toBeNull();
  });
});
