// One description of a vehicle for every VIN endpoint: from the listing when the VIN
// is listed, otherwise from corgi's decode plus the model catalog (deterministic per VIN).
import { vpicModelName } from '../../shared/vin/vpic-model-name';
import { MODEL_CATALOG, type BodyStyle, type Drivetrain, type ModelSpec } from '../catalog/model-catalog';
import { POWERTRAINS, type FuelType, type Powertrain, type PowertrainId } from '../catalog/powertrains';
import type { DecodedTraits } from '../catalog/vin-pattern-catalog';
import { EXTERIOR_COLOURS, INTERIOR_COLOURS } from '../data/colors';
import type { Dataset } from '../data/dataset';
import { configurationMsrp, NEWEST_MODEL_YEAR } from '../data/dataset-builder';
import type { Dealer } from '../data/dealers';
import type { VinLookup } from '../data/vin-lookup';
import { rngFor } from '../random/rng';
import { chooseDrivetrain, choosePowertrain, chooseTrim, fuelOfTraits } from '../data/vehicle-traits';
import { isDecoded, type VinDecode, type VpicVinDecoder } from '../../node/vpic/vin-decoder';

export interface VehicleProfile {
  vin: string;
  /** Listing row, or -1 for a VIN that only decodes. */
  row: number;
  year: number;
  make: string;
  model: string;
  trim: string;
  series: string;
  bodyStyle: BodyStyle;
  drivetrain: Drivetrain;
  powertrain: Powertrain;
  fuel: FuelType;
  doors: number;
  seats: number;
  exteriorColor: string;
  interiorColor: string;
  msrp: number;
  /** Asking price, when listed with one. */
  price: number | null;
  miles: number;
  used: boolean;
  spec: ModelSpec | null;
  manufacturer: string;
  country: string;
  dealer: Dealer | null;
  confidence: number;
}

function findSpec(make: string, model: string): ModelSpec | null {
  const mk = make.toLowerCase();
  const md = model.toLowerCase();
  return MODEL_CATALOG.find((s) => s.make.toLowerCase() === mk && s.model.toLowerCase() === md) ?? null;
}

const POWERTRAIN_IDS = Object.keys(POWERTRAINS) as PowertrainId[];

export function profileOfRow(dataset: Dataset, row: number): VehicleProfile {
  const c = dataset.cols;
  const d = dataset.dict;
  const spec = MODEL_CATALOG[c.spec[row]!]!;
  const pattern = dataset.patterns[c.pattern[row]!]!;
  const powertrain = POWERTRAINS[POWERTRAIN_IDS[c.powertrain[row]!]!];
  const price = c.price[row]!;
  return {
    vin: dataset.vins[row]!,
    row,
    year: c.year[row]!,
    make: d.make[c.make[row]!]!,
    model: d.model[c.model[row]!]!,
    trim: d.trim[c.trim[row]!]!,
    series: pattern.traits.series ?? spec.model,
    bodyStyle: d.body[c.body[row]!]! as BodyStyle,
    drivetrain: d.drivetrain[c.drivetrain[row]!]! as Drivetrain,
    powertrain,
    fuel: powertrain.fuel,
    doors: c.doors[row]!,
    seats: c.seats[row]!,
    exteriorColor: d.exteriorColor[c.exteriorColor[row]!]!,
    interiorColor: d.interiorColor[c.interiorColor[row]!]!,
    msrp: c.msrp[row]!,
    price: price < 0 ? null : price,
    miles: c.miles[row]!,
    used: c.used[row] === 1,
    spec,
    manufacturer: pattern.traits.manufacturer,
    country: pattern.traits.country,
    dealer: dataset.dealers[c.dealer[row]!] ?? null,
    confidence: pattern.traits.confidence,
  };
}

function traitsOfDecode(result: VinDecode): DecodedTraits {
  const v = result.components.vehicle;
  return {
    manufacturer: v?.manufacturer ?? result.components.wmi?.manufacturer ?? '',
    country: result.components.plant?.country ?? result.components.wmi?.country ?? '',
    confidence: Math.round((result.metadata?.confidence ?? 0.8) * 1000) / 1000,
    ...(v?.fuelType ? { fuelType: v.fuelType } : {}),
    ...(v?.driveType ? { driveType: v.driveType } : {}),
    ...(v?.trim ? { trim: v.trim } : {}),
    ...(result.components.engine?.displacement ? { displacement: result.components.engine.displacement } : {}),
  };
}

const BODY_FROM_DECODE: Readonly<Record<string, BodyStyle>> = {
  Sedan: 'Sedan',
  Coupe: 'Coupe',
  Convertible: 'Convertible',
  Hatchback: 'Hatchback',
  SUV: 'SUV',
  Crossover: 'SUV',
  Wagon: 'Wagon',
  Van: 'Minivan',
  Minivan: 'Minivan',
  Pickup: 'Pickup',
  Truck: 'Pickup',
};

/** A profile for a VIN that is not listed but decodes; null when corgi cannot decode it. */
export function profileOfDecode(vin: string, result: VinDecode): VehicleProfile | null {
  if (!isDecoded(result)) return null;
  const v = result.components.vehicle!;
  const traits = traitsOfDecode(result);
  const rng = rngFor(vin, 11);
  const model = vpicModelName(v);
  const spec = findSpec(v.make, model);
  const year = v.year;
  const exterior = rng.weighted(EXTERIOR_COLOURS, (c) => c.share).name;
  const interior = rng.weighted(INTERIOR_COLOURS, (c) => c.share).name;
  const age = Math.max(0, NEWEST_MODEL_YEAR - year);
  const miles = age === 0 ? 10 : Math.round(age * (9_000 + rng.next() * 7_000));
  const base = {
    vin,
    row: -1,
    year,
    make: spec?.make ?? v.make,
    model: spec?.model ?? model,
    exteriorColor: exterior,
    interiorColor: interior,
    price: null,
    miles,
    used: age > 0,
    manufacturer: traits.manufacturer,
    country: traits.country,
    dealer: null,
    confidence: traits.confidence,
  };
  if (spec) {
    const ptId = choosePowertrain(spec, year, traits, rng);
    const trimIndex = chooseTrim(spec, ptId, traits, rng);
    return {
      ...base,
      trim: spec.trims[trimIndex]!,
      series: v.series ?? spec.model,
      bodyStyle: spec.body,
      drivetrain: chooseDrivetrain(spec, traits, rng),
      powertrain: POWERTRAINS[ptId],
      fuel: POWERTRAINS[ptId].fuel,
      doors: spec.doors,
      seats: spec.seats,
      msrp: configurationMsrp(spec, Math.min(year, NEWEST_MODEL_YEAR), trimIndex, ptId),
      spec,
    };
  }
  // A model outside the catalog: a plausible generic description from the decode.
  const fuel = fuelOfTraits(traits) ?? 'Gasoline';
  const liters = Number.parseFloat(result.components.engine?.displacement ?? '') || (fuel === 'Electric' ? 0 : 2.5);
  const cylinders = Number.parseInt(result.components.engine?.cylinders ?? '', 10) || (fuel === 'Electric' ? 0 : 4);
  const body = BODY_FROM_DECODE[v.bodyStyle ?? ''] ?? 'Sedan';
  const powertrain: Powertrain =
    fuel === 'Electric'
      ? { ...POWERTRAINS.ev_mid }
      : {
          engine: `${liters.toFixed(1)}L ${cylinders > 4 ? 'V' : 'I'}${cylinders}`,
          liters,
          cylinders,
          hp: Math.round(liters * 95),
          torque: Math.round(liters * 90),
          fuel,
          mpgCity: Math.round(34 - liters * 3),
          mpgHwy: Math.round(42 - liters * 3.2),
          transmission: '8-Speed Automatic',
          tank: 16,
          turbo: false,
        };
  return {
    ...base,
    trim: v.trim ?? 'Base',
    series: v.series ?? model,
    bodyStyle: body,
    drivetrain: /4WD|4X4/i.test(v.driveType ?? '')
      ? '4WD'
      : /AWD|ALL/i.test(v.driveType ?? '')
        ? 'AWD'
        : /REAR|RWD/i.test(v.driveType ?? '')
          ? 'RWD'
          : 'FWD',
    powertrain,
    fuel,
    doors: Number.parseInt(v.doors ?? '', 10) || 4,
    seats: body === 'Minivan' ? 7 : 5,
    msrp: Math.round((body === 'Pickup' || body === 'SUV' ? 42_000 : 32_000) * (1 - 0.025 * age)),
    spec: null,
  };
}

export class VehicleResolver {
  constructor(
    private readonly dataset: Dataset,
    private readonly rowOfVin: VinLookup,
    private readonly decoder: VpicVinDecoder,
  ) {}

  rowOf(vin: string): number {
    return this.rowOfVin.get(vin) ?? -1;
  }

  /** The vehicle behind a VIN, or null when it is neither listed nor decodable. */
  async resolve(vin: string): Promise<VehicleProfile | null> {
    const row = this.rowOf(vin);
    if (row >= 0) return profileOfRow(this.dataset, row);
    return profileOfDecode(vin, await this.decoder.decode(vin));
  }
}
