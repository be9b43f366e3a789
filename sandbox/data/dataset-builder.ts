// Generates the listing dataset from the verified VIN catalog: dealers, vehicles,
// prices, mileage, dates, photos and plates, all from one seed.
import { withCheckDigit, yearCodeOf } from '../../shared/vin/vin-rule';
import { MODEL_CATALOG, type ModelSpec, type Segment } from '../catalog/model-catalog';
import { trimsOf } from '../catalog/powertrain-history';
import { POWERTRAINS, type PowertrainId } from '../catalog/powertrains';
import type { VinPattern } from '../catalog/vin-pattern-catalog';
import { recallsForVin, type OpenRates } from '../recalls/recall-campaigns';
import { EXTERIOR_COLOURS, INTERIOR_COLOURS } from './colors';
import { allocateColumns, DICTIONARIES, type Columns, type Dataset, type DictionaryName } from './dataset';
import { generateDealers, type Dealer } from './dealers';
import { generatePlates } from './plates';
import { createRng, type Rng } from '../random/rng';
import { chooseDrivetrain, choosePowertrain, chooseTrim, powertrainOptions } from './vehicle-traits';

// 6: dealers sit in towns only, never at an organisation's unique ZIP (dealers.ts).
export const DATASET_FORMAT_VERSION = 6;
/** The dataset's fixed "now", so a seed always yields the same dates. */
export const DATASET_AS_OF = Date.UTC(2026, 10, 1, 12);
export const NEWEST_MODEL_YEAR = 2026;

const SEGMENT_DEPRECIATION: Readonly<Record<Segment, number>> = {
  economy: 0.45,
  midsize: 0.48,
  suv: 0.42,
  truck: 0.35,
  minivan: 0.48,
  luxury: 0.55,
  sports: 0.4,
  ev: 0.6,
};

function fiveYearDepreciation(spec: ModelSpec): number {
  return spec.depreciation5 ?? SEGMENT_DEPRECIATION[spec.segment];
}

/** MSRP of a configuration: base, trim step, powertrain premium, older years cheaper. */
export function configurationMsrp(spec: ModelSpec, year: number, trimIndex: number, powertrain: PowertrainId): number {
  const p = POWERTRAINS[powertrain];
  const premium =
    p.fuel === 'Hybrid'
      ? 2_500
      : p.fuel === 'Plug-In Hybrid'
        ? 7_000
        : p.fuel === 'Diesel'
          ? 4_000
          : p.fuel === 'Electric' && spec.segment !== 'ev'
            ? 12_000
            : 0;
  const engineStep =
    spec.powertrains.indexOf(powertrain) > 0 && p.fuel === 'Gasoline'
      ? 1_800 * spec.powertrains.indexOf(powertrain)
      : 0;
  const inflation = 1 - 0.028 * (NEWEST_MODEL_YEAR - year);
  // The trim step counts within the trims sold with this powertrain (a Charger Daytona R/T is its entry trim).
  const trimStep = Math.max(0, trimsOf(spec, powertrain).indexOf(spec.trims[trimIndex] ?? ''));
  const raw = (spec.msrp * (1 + 0.11 * trimStep) + premium + engineStep) * inflation;
  return Math.round(raw / 5) * 5;
}

/** Remaining share of value after `ageYears`, on the model's five-year curve. */
export function retainedValue(spec: ModelSpec, ageYears: number): number {
  const d5 = fiveYearDepreciation(spec);
  // Geometric curve through (5, 1 − d5), with a steeper first year.
  const annual = Math.pow(1 - d5, 1 / 5);
  const firstYearExtra = ageYears > 0 ? 0.92 : 1;
  return Math.max(0.08, Math.pow(annual, ageYears) * firstYearExtra);
}

function dealerPrice(value: number, rng: Rng): number {
  // Dealers price just under round numbers: $24,995, $31,488 …
  return Math.max(1_995, Math.round(value / 100) * 100 - rng.pick([0, 5, 5, 12, 1]));
}

export interface BuildProgress {
  (phase: string, done: number, total: number): void;
}

/** What the listing generator draws from: the models with VIN patterns, by model and year, and the dealers. */
export interface ListingSource {
  patterns: VinPattern[];
  bySpecYear: Map<string, number[]>;
  specYears: Map<ModelSpec, number[]>;
  specs: ModelSpec[];
  dealers: Dealer[];
}

/** The catalog models that have VIN patterns, by model and year; dealers come from generateDealers. */
export function listingSource(
  patterns: VinPattern[],
  dealers: (makes: { make: string; weight: number }[]) => Dealer[],
): ListingSource {
  const bySpecYear = new Map<string, number[]>();
  const specOf = new Map(MODEL_CATALOG.map((s) => [`${s.make}|${s.model}`, s]));
  patterns.forEach((p, i) => {
    const spec = specOf.get(`${p.make}|${p.model}`);
    // A VIN whose decoded fuel the model did not offer that year is never listed.
    if (!spec || powertrainOptions(spec, p.year, p.traits).length === 0) return;
    const key = `${p.make}|${p.model}|${p.year}`;
    const list = bySpecYear.get(key) ?? [];
    list.push(i);
    bySpecYear.set(key, list);
  });
  const specYears = new Map<ModelSpec, number[]>();
  for (const spec of MODEL_CATALOG) {
    const years: number[] = [];
    for (let y = spec.from; y <= spec.to; y++) if (bySpecYear.has(`${spec.make}|${spec.model}|${y}`)) years.push(y);
    if (years.length > 0) specYears.set(spec, years);
  }
  const specs = [...specYears.keys()];
  const makeWeights = new Map<string, number>();
  for (const s of specs) makeWeights.set(s.make, (makeWeights.get(s.make) ?? 0) + s.weight);
  const makes = [...makeWeights.entries()].map(([make, weight]) => ({ make, weight }));
  return { patterns, bySpecYear, specYears, specs, dealers: dealers(makes) };
}

/** Dictionary codes of text values; new values are appended to `dict`. */
export function dictionaryCoder(
  dict: Record<DictionaryName, string[]>,
): (name: DictionaryName, value: string) => number {
  const dictIndex = new Map<string, number>();
  for (const name of DICTIONARIES) dict[name].forEach((value, index) => dictIndex.set(`${name}\u0000${value}`, index));
  return (name, value) => {
    const key = `${name}\u0000${value}`;
    let index = dictIndex.get(key);
    if (index === undefined) {
      index = dict[name].length;
      dict[name].push(value);
      dictIndex.set(key, index);
    }
    return index;
  };
}

/** Where generated listings go: rows [from, to) of these columns and VINs. */
export interface ListingTarget {
  cols: Columns;
  vins: string[];
  code: (name: DictionaryName, value: string) => number;
  /** VINs already used; each new VIN is added. */
  taken: Set<string>;
}

/** Generates listings into rows [from, to) of the target, drawing from rng in row order. */
export function generateListings(
  source: ListingSource,
  target: ListingTarget,
  from: number,
  to: number,
  rng: Rng,
  onRow: (row: number) => void = () => undefined,
): void {
  const { patterns, bySpecYear, specYears, specs, dealers } = source;
  const { cols, vins, code, taken } = target;
  const powertrainIds = Object.keys(POWERTRAINS) as PowertrainId[];
  const asOfSeconds = Math.floor(DATASET_AS_OF / 1000);

  for (let row = from; row < to; row++) {
    const dealerIndex = rng.int(0, dealers.length - 1);
    const dealer = dealers[dealerIndex]!;
    const sellsNew = dealer.franchise !== null && rng.next() < 0.55;
    const sameMake = dealer.franchise !== null && (sellsNew || rng.next() < 0.5);
    const pool = sameMake ? specs.filter((s) => s.make === dealer.franchise) : specs;
    const spec = rng.weighted(pool.length > 0 ? pool : specs, (s) => s.weight);
    const years = specYears.get(spec)!;
    let year: number;
    if (sellsNew && years.includes(NEWEST_MODEL_YEAR))
      year =
        rng.next() < 0.88
          ? NEWEST_MODEL_YEAR
          : years.includes(NEWEST_MODEL_YEAR - 1)
            ? NEWEST_MODEL_YEAR - 1
            : NEWEST_MODEL_YEAR;
    else
      year = rng.weighted(years, (y) => {
        const age = NEWEST_MODEL_YEAR - y;
        return age <= 0 ? 0.6 : age <= 5 ? 3 + age * 0.4 : Math.max(0.4, 5 - (age - 5) * 0.7);
      });
    const isNew = sellsNew && year >= NEWEST_MODEL_YEAR - 1;
    const candidates = bySpecYear.get(`${spec.make}|${spec.model}|${year}`)!;
    const patternIndex = rng.pick(candidates);
    const pattern = patterns[patternIndex]!;
    const powertrain = choosePowertrain(spec, year, pattern.traits, rng);
    const drivetrain = chooseDrivetrain(spec, pattern.traits, rng);
    const trimIndex = chooseTrim(spec, powertrain, pattern.traits, rng);
    const pt = POWERTRAINS[powertrain];

    let vin = '';
    do {
      vin = withCheckDigit(`${pattern.prefix}0${yearCodeOf(year)}${pattern.plant}${String(rng.int(100_000, 999_999))}`);
    } while (taken.has(vin));
    taken.add(vin);
    vins[row] = vin;

    const age = Math.max(0, NEWEST_MODEL_YEAR - year + (rng.next() < 0.5 ? 0 : 1) - 1);
    const miles = isNew
      ? rng.int(3, 45)
      : Math.max(
          isNew ? 0 : 800,
          Math.round(Math.max(0.3, age + rng.next() * 0.8) * Math.max(3_000, rng.normal(12_500, 3_800))),
        );
    const msrp = configurationMsrp(spec, year, trimIndex, powertrain);
    let value: number;
    if (isNew) value = msrp * (1 - rng.next() * 0.06);
    else {
      const expectedMiles = Math.max(1, age) * 12_500;
      const mileageAdj = 1 - Math.max(-0.12, Math.min(0.2, ((miles - expectedMiles) / 10_000) * 0.025));
      value = msrp * retainedValue(spec, Math.max(0.5, age + 0.3)) * mileageAdj * (0.94 + rng.next() * 0.12);
    }
    const cpo = !isNew && dealer.franchise === spec.make && age <= 6 && miles < 85_000 && rng.next() < 0.45;
    if (cpo) value *= 1.03;
    const unpriced = rng.next();
    const price = unpriced < 0.03 ? -1 : unpriced < 0.04 ? 0 : dealerPrice(value, rng);
    const daysOnMarket = Math.min(240, Math.floor(-Math.log(1 - rng.next()) * (isNew ? 42 : 34)));
    const createdAt = asOfSeconds - daysOnMarket * 86_400 - rng.int(0, 86_399);
    const updatedAt = createdAt + Math.floor(rng.next() * (asOfSeconds - createdAt));
    const photoCount = rng.next() < 0.05 ? 0 : isNew ? rng.int(18, 40) : rng.int(8, 32);

    cols.year[row] = year;
    cols.spec[row] = MODEL_CATALOG.indexOf(spec);
    cols.pattern[row] = patternIndex;
    cols.powertrain[row] = powertrainIds.indexOf(powertrain);
    cols.make[row] = code('make', spec.make);
    cols.model[row] = code('model', spec.model);
    cols.trim[row] = code('trim', spec.trims[trimIndex]!);
    cols.body[row] = code('body', spec.body);
    cols.engine[row] = code('engine', pt.engine);
    cols.transmission[row] = code('transmission', pt.transmission);
    cols.drivetrain[row] = code('drivetrain', drivetrain);
    cols.fuel[row] = code('fuel', pt.fuel);
    cols.exteriorColor[row] = code('exteriorColor', rng.weighted(EXTERIOR_COLOURS, (c) => c.share).name);
    cols.interiorColor[row] = code('interiorColor', rng.weighted(INTERIOR_COLOURS, (c) => c.share).name);
    cols.doors[row] = spec.doors;
    cols.seats[row] = spec.seats;
    cols.price[row] = price;
    cols.miles[row] = miles;
    cols.msrp[row] = msrp;
    cols.used[row] = isNew ? 0 : 1;
    cols.cpo[row] = cpo ? 1 : 0;
    cols.dealer[row] = dealerIndex;
    cols.createdAt[row] = createdAt;
    cols.updatedAt[row] = updatedAt;
    cols.photoCount[row] = photoCount;
    onRow(row);
  }
}

export function buildDataset(count: number, seed: number, patterns: VinPattern[], progress: BuildProgress): Dataset {
  const rng = createRng(seed * 2_654_435_761 + 17);
  const source = listingSource(patterns, (makes) => generateDealers(Math.max(12, Math.round(count / 45)), makes, rng));
  const dict = Object.fromEntries(DICTIONARIES.map((d) => [d, [] as string[]])) as Record<DictionaryName, string[]>;
  const cols = allocateColumns(count);
  const vins: string[] = new Array<string>(count);
  generateListings(source, { cols, vins, code: dictionaryCoder(dict), taken: new Set() }, 0, count, rng, (row) => {
    if (row % 5000 === 0) progress('listings', row, count);
  });
  const dealers = source.dealers;
  progress('listings', count, count);

  const dataset: Dataset = {
    meta: {
      formatVersion: DATASET_FORMAT_VERSION,
      seed,
      count,
      asOf: new Date(DATASET_AS_OF).toISOString(),
      openRates: { parkIt: 0.3, parkOutside: 0.3, other: 0.3 },
    },
    vins,
    dealers,
    patterns,
    dict,
    cols,
    plates: [],
  };
  dataset.meta.openRates = calibrateOpenRates(dataset);
  decertifyParkItRows(dataset);
  progress('recalls', 1, 1);
  dataset.plates = generatePlates(dataset, rng);
  progress('plates', 1, 1);
  return dataset;
}

/** Share of listed vehicles that have at least one open recall of a kind. */
function openShare(
  dataset: Dataset,
  rates: OpenRates,
  kind: 'parkIt' | 'parkOutside',
  rows: readonly number[],
): number {
  const asOf = Date.parse(dataset.meta.asOf);
  let hits = 0;
  const ptIds = Object.keys(POWERTRAINS) as PowertrainId[];
  for (const row of rows) {
    const spec = MODEL_CATALOG[dataset.cols.spec[row]!]!;
    const fuel = POWERTRAINS[ptIds[dataset.cols.powertrain[row]!]!].fuel;
    const recalls = recallsForVin(dataset.vins[row]!, spec, dataset.cols.year[row]!, fuel, asOf, rates);
    if (recalls.some((r) => r.open && r.campaign.template.kind === kind)) hits++;
  }
  return hits / Math.max(1, rows.length);
}

/**
 * Certification requires open safety recalls to be fixed, and a do-not-drive recall
 * cannot be fixed without a remedy: a vehicle with an open park-it recall is sold as
 * plain used. Runs once the open rates are known; draws nothing from the rng.
 */
export function decertifyParkItRows(dataset: Dataset, from = 0): void {
  for (let row = from; row < dataset.meta.count; row++) {
    if (dataset.cols.cpo[row] !== 1) continue;
    if (openShare(dataset, dataset.meta.openRates, 'parkIt', [row]) > 0) dataset.cols.cpo[row] = 0;
  }
}

// ~3% of vehicles with an open park-it recall and ~3% with an open park-outside one,
// whatever mix of models the seed produced: the completion rate is solved for.
function calibrateOpenRates(dataset: Dataset): OpenRates {
  const step = Math.max(1, Math.floor(dataset.meta.count / 20_000));
  const rows: number[] = [];
  for (let r = 0; r < dataset.meta.count; r += step) rows.push(r);
  const rates: OpenRates = { parkIt: 0.3, parkOutside: 0.3, other: 0.3 };
  for (const kind of ['parkIt', 'parkOutside'] as const) {
    let lo = 0;
    let hi = 1;
    for (let i = 0; i < 14; i++) {
      const mid = (lo + hi) / 2;
      if (openShare(dataset, { ...rates, [kind]: mid }, kind, rows) < 0.03) lo = mid;
      else hi = mid;
    }
    rates[kind] = Math.round(((lo + hi) / 2) * 10_000) / 10_000;
  }
  return rates;
}
