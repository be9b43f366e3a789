// The demo data must not teach users wrong things: over the whole default dataset (100,000
// listings, every model, year, VIN pattern and trim the generator produces), no powertrain
// appears in a model year its maker did not sell it, every listing's fuel agrees with what
// vPIC decodes from its VIN, and no certified pre-owned car carries an open do-not-drive recall.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MODEL_CATALOG, type ModelSpec } from '../catalog/model-catalog';
import { powertrainYears, trimsOf } from '../catalog/powertrain-history';
import { POWERTRAINS, type FuelType, type PowertrainId } from '../catalog/powertrains';
import { recallsForVin } from '../recalls/recall-campaigns';
import { TEST_CACHE_DIR } from './test-support/test-dataset';
import { loadSandboxData, type LoadedData } from './dataset-cache';
import { fuelOfTraits, powertrainOptions } from './vehicle-traits';

/** The app's default dataset size (start-sandbox.ts), seed 7 as in the other sandbox tests. */
const FULL_LISTINGS = 100_000;
const PT_IDS = Object.keys(POWERTRAINS) as PowertrainId[];

let data: LoadedData;
beforeAll(async () => {
  data = await loadSandboxData(TEST_CACHE_DIR, FULL_LISTINGS, 7, () => undefined);
}, 600_000);
afterAll(() => data?.db.close());

interface Row {
  row: number;
  vin: string;
  make: string;
  model: string;
  year: number;
  trim: string;
  fuel: FuelType;
  spec: ModelSpec;
  powertrain: PowertrainId;
  vinFuel: FuelType | null;
  cpo: boolean;
}

function rows(): Row[] {
  const { cols, dict, vins, patterns } = data.dataset;
  const out: Row[] = [];
  for (let row = 0; row < vins.length; row++) {
    const powertrain = PT_IDS[cols.powertrain[row]!]!;
    out.push({
      row,
      vin: vins[row]!,
      make: dict.make[cols.make[row]!]!,
      model: dict.model[cols.model[row]!]!,
      year: cols.year[row]!,
      trim: dict.trim[cols.trim[row]!]!,
      fuel: dict.fuel[cols.fuel[row]!]! as FuelType,
      spec: MODEL_CATALOG[cols.spec[row]!]!,
      powertrain,
      vinFuel: fuelOfTraits(patterns[cols.pattern[row]!]!.traits),
      cpo: cols.cpo[row] === 1,
    });
  }
  return out;
}

// First (and last) U.S. model years of electrified and diesel versions, from the makers'
// public model histories (press releases, fueleconomy.gov listings), written out here by
// hand rather than read from the catalog.
const ELECTRIFIED_HISTORY: readonly { make: string; model: string; fuel: FuelType; from: number; to?: number }[] = [
  { make: 'Toyota', model: 'RAV4', fuel: 'Hybrid', from: 2016 },
  { make: 'Toyota', model: 'RAV4 Prime (PHEV)', fuel: 'Plug-In Hybrid', from: 2021 },
  { make: 'Toyota', model: 'Corolla', fuel: 'Hybrid', from: 2020 },
  { make: 'Toyota', model: 'Sienna', fuel: 'Hybrid', from: 2021 },
  { make: 'Toyota', model: 'Prius Prime (PHEV)', fuel: 'Plug-In Hybrid', from: 2017 },
  { make: 'Honda', model: 'CR-V', fuel: 'Hybrid', from: 2020 },
  { make: 'Honda', model: 'Accord', fuel: 'Hybrid', from: 2017 },
  { make: 'Ford', model: 'F-150 Lightning', fuel: 'Electric', from: 2022, to: 2025 },
  { make: 'Ford', model: 'Escape', fuel: 'Hybrid', from: 2020 },
  { make: 'Ford', model: 'Maverick', fuel: 'Hybrid', from: 2022 },
  { make: 'Chevrolet', model: 'Blazer EV', fuel: 'Electric', from: 2024 },
  { make: 'Chevrolet', model: 'Equinox EV', fuel: 'Electric', from: 2024 },
  { make: 'Chevrolet', model: 'Silverado EV', fuel: 'Electric', from: 2024 },
  { make: 'GMC', model: 'Sierra EV', fuel: 'Electric', from: 2024 },
  { make: 'Chevrolet', model: 'Silverado', fuel: 'Diesel', from: 2020 },
  { make: 'GMC', model: 'Sierra', fuel: 'Diesel', from: 2020 },
  { make: 'Chevrolet', model: 'Tahoe', fuel: 'Diesel', from: 2021 },
  { make: 'Chevrolet', model: 'Colorado', fuel: 'Diesel', from: 2016, to: 2022 },
  { make: 'Ram', model: '1500', fuel: 'Diesel', from: 2014, to: 2023 },
  { make: 'Jeep', model: 'Wrangler', fuel: 'Plug-In Hybrid', from: 2021 },
  { make: 'Jeep', model: 'Grand Cherokee', fuel: 'Plug-In Hybrid', from: 2022 },
  { make: 'Hyundai', model: 'Elantra', fuel: 'Hybrid', from: 2021 },
  { make: 'Hyundai', model: 'Tucson', fuel: 'Hybrid', from: 2022 },
  { make: 'Hyundai', model: 'Tucson', fuel: 'Plug-In Hybrid', from: 2022 },
  { make: 'Hyundai', model: 'Kona', fuel: 'Electric', from: 2019 },
  { make: 'Kia', model: 'Sportage', fuel: 'Hybrid', from: 2023 },
  { make: 'Kia', model: 'Sportage', fuel: 'Plug-In Hybrid', from: 2023 },
  { make: 'Kia', model: 'Sorento', fuel: 'Plug-In Hybrid', from: 2022 },
  { make: 'Kia', model: 'Niro', fuel: 'Plug-In Hybrid', from: 2018 },
  { make: 'Kia', model: 'Niro', fuel: 'Electric', from: 2019 },
  { make: 'Lexus', model: 'NX', fuel: 'Plug-In Hybrid', from: 2022 },
];
// Powertrains these models were never sold with, in any year.
const NEVER: readonly { make: string; model: string; fuel: FuelType }[] = [
  { make: 'Hyundai', model: 'Elantra', fuel: 'Plug-In Hybrid' },
  { make: 'Toyota', model: 'RAV4', fuel: 'Plug-In Hybrid' },
  { make: 'Toyota', model: 'Sienna', fuel: 'Diesel' },
];

describe('model years match real model histories', () => {
  it('no electrified or diesel version appears before (or after) the years it was sold', () => {
    const wrong: string[] = [];
    const seen = new Set<string>();
    for (const r of rows()) {
      for (const h of ELECTRIFIED_HISTORY) {
        if (r.make !== h.make || r.model !== h.model || r.fuel !== h.fuel) continue;
        seen.add(`${h.make} ${h.model} ${h.fuel}`);
        if (r.year < h.from || r.year > (h.to ?? 9999)) wrong.push(`${r.year} ${r.make} ${r.model} ${r.fuel} ${r.vin}`);
      }
      for (const n of NEVER)
        if (r.make === n.make && r.model === n.model && r.fuel === n.fuel) wrong.push(`${r.make} ${r.model} ${r.fuel}`);
    }
    expect(wrong.slice(0, 20)).toEqual([]);
    // The rule is exercised: the dataset does list these versions in their real years.
    for (const key of [
      'Ford F-150 Lightning Electric',
      'Chevrolet Blazer EV Electric',
      'Toyota RAV4 Hybrid',
      'Honda CR-V Hybrid',
    ])
      expect(seen, key).toContain(key);
  });

  it('a model-only hybrid is a hybrid in its hybrid-only years (Sienna from 2021, Camry from 2025)', () => {
    for (const r of rows()) {
      if (r.make === 'Toyota' && r.model === 'Sienna' && r.year >= 2021) expect(r.fuel, r.vin).toBe('Hybrid');
      if (r.make === 'Toyota' && r.model === 'Camry' && r.year >= 2025) expect(r.fuel, r.vin).toBe('Hybrid');
    }
  });

  it('every listing keeps to its model+powertrain years and to the trims sold with that powertrain', () => {
    for (const r of rows()) {
      const years = powertrainYears(r.spec, r.powertrain);
      if (r.year < years.from || r.year > years.to) expect.fail(`${r.year} ${r.model} ${r.powertrain} ${r.vin}`);
      if (!trimsOf(r.spec, r.powertrain).includes(r.trim)) expect.fail(`${r.model} ${r.powertrain} ${r.trim}`);
    }
  });

  it('every VIN pattern of the catalog offers only powertrains sold in its year (exhaustive)', () => {
    const specOf = new Map(MODEL_CATALOG.map((s) => [`${s.make}|${s.model}`, s]));
    let offered = 0;
    for (const p of data.dataset.patterns) {
      const spec = specOf.get(`${p.make}|${p.model}`)!;
      for (const id of powertrainOptions(spec, p.year, p.traits)) {
        offered++;
        for (const h of ELECTRIFIED_HISTORY)
          if (h.make === p.make && h.model === p.model && POWERTRAINS[id].fuel === h.fuel)
            expect(p.year >= h.from && p.year <= (h.to ?? 9999), `${p.year} ${p.model} ${id}`).toBe(true);
      }
    }
    expect(offered).toBeGreaterThan(data.dataset.patterns.length);
  });

  it("every listing's fuel agrees with the fuel vPIC decodes from its VIN", () => {
    const wrong: string[] = [];
    for (const r of rows()) {
      const bad = `${r.vin} ${r.model} listed ${r.fuel}, VIN ${r.vinFuel ?? 'no fuel'}`;
      if (r.vinFuel === 'Electric' || r.fuel === 'Electric') {
        // Models sold only as EVs may have patterns without a fuel in vPIC.
        const evOnly = r.spec.powertrains.every((id) => POWERTRAINS[id].fuel === 'Electric');
        if (!(evOnly && r.vinFuel === null) && r.fuel !== r.vinFuel) wrong.push(bad);
      } else if ((r.vinFuel === 'Diesel' || r.vinFuel === 'Hybrid') && r.fuel !== r.vinFuel) wrong.push(bad);
      // vPIC files many hybrids and plug-ins under gasoline, never diesels.
      else if (r.vinFuel === 'Gasoline' && r.fuel === 'Diesel') wrong.push(bad);
    }
    expect(wrong.slice(0, 20)).toEqual([]);
  });
});

// Battery-electric versions sold as models of their own (the makers' U.S. lineups), and the
// gas model vPIC's snapshot files them under; written by hand, not read from the code.
const OWN_ELECTRIC_MODELS: readonly { make: string; gas: string; electric: string }[] = [
  { make: 'Ford', gas: 'F-150', electric: 'F-150 Lightning' },
  { make: 'Chevrolet', gas: 'Blazer', electric: 'Blazer EV' },
  { make: 'Chevrolet', gas: 'Equinox', electric: 'Equinox EV' },
  { make: 'Chevrolet', gas: 'Silverado', electric: 'Silverado EV' },
  { make: 'GMC', gas: 'Sierra', electric: 'Sierra EV' },
];
// Models the makers sell under one name with and without a battery-electric version.
const ONE_NAME_WITH_ELECTRIC = new Set(['Hyundai|Kona', 'Kia|Niro', 'Dodge|Charger']);

describe('electric versions named as their own models', () => {
  it('no battery-electric listing shares its model name with gas listings where the EV has a name of its own', () => {
    const fuels = new Map<string, Set<FuelType>>();
    for (const r of rows()) {
      const key = `${r.make}|${r.model}`;
      fuels.set(key, (fuels.get(key) ?? new Set()).add(r.fuel));
    }
    const mixed = [...fuels.entries()]
      .filter(([, f]) => f.has('Electric') && [...f].some((x) => x !== 'Electric'))
      .map(([key]) => key);
    for (const key of mixed) expect(ONE_NAME_WITH_ELECTRIC.has(key), key).toBe(true);
    for (const { make, gas, electric } of OWN_ELECTRIC_MODELS) {
      expect(fuels.get(`${make}|${gas}`)?.has('Electric'), `${make} ${gas}`).toBe(false);
      // The rule is exercised: each electric model is listed, and only as electric.
      expect([...(fuels.get(`${make}|${electric}`) ?? [])], `${make} ${electric}`).toEqual(['Electric']);
    }
  });

  it("every electric model's VIN decodes in vPIC's snapshot as its gas sibling with an electric fuel", async () => {
    let checked = 0;
    for (const r of rows()) {
      const own = OWN_ELECTRIC_MODELS.find((m) => m.make === r.make && m.electric === r.model);
      if (!own) continue;
      const v = (await data.decoder.decode(r.vin)).components.vehicle;
      expect(`${v?.model} ${v?.fuelType}`, r.vin).toBe(`${own.gas} Electric`);
      checked++;
    }
    expect(checked).toBeGreaterThan(100);
  }, 300_000);
});

describe('certified pre-owned listings', () => {
  it('never carry an open do-not-drive (park-it) recall', () => {
    const asOf = Date.parse(data.dataset.meta.asOf);
    let certified = 0;
    let parkItAmongUsed = 0;
    for (const r of rows()) {
      const recalls = recallsForVin(r.vin, r.spec, r.year, r.fuel, asOf, data.dataset.meta.openRates);
      const openParkIt = recalls.some((x) => x.open && x.campaign.template.kind === 'parkIt');
      if (r.cpo) {
        certified++;
        expect(openParkIt, r.vin).toBe(false);
      } else if (openParkIt) parkItAmongUsed++;
    }
    // Both kinds exist, so the rule is not vacuous.
    expect(certified).toBeGreaterThan(1000);
    expect(parkItAmongUsed).toBeGreaterThan(100);
  });
});
