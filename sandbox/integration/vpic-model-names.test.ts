// The decoders name a model the way NHTSA's vPIC does, electric and heavy-duty variants
// included. vPIC's own answers come from fixtures/vpic-model-names.json, recorded from the vPIC
// database corgi ships (see the note in the file); the market names of the electric models
// that snapshot files under their gas siblings' names are written below by hand (MARKET_NAMES),
// from the makers' U.S. lineups, not taken from the code under test.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasValidCheckDigit } from '../../shared/vin/vin-rule';
import { loadSandboxData, type LoadedData } from '../data/dataset-cache';
import type { RunningSandbox } from '../start-sandbox';
import { api, obj, startTestSandbox, TEST_CACHE_DIR, TEST_LISTINGS } from '../test-support/sandbox-fixture';
import { vpicModelName } from '../../shared/vin/vpic-model-name';
import { createOfflineDecoder } from '../../node/vpic/offline-decoder';

interface RecordedDecode {
  vehicle: string;
  vin: string;
  make: string;
  model: string;
  modelYear: number;
  series: string;
  trim: string;
  fuelType: string;
}

const fixture = JSON.parse(readFileSync(join(__dirname, '../../test-fixtures/vpic/vpic-model-names.json'), 'utf8')) as {
  decodes: RecordedDecode[];
};
const decodes = fixture.decodes;
const byVehicle = (name: string) => decodes.find((d) => d.vehicle.startsWith(name))!;

/** The model name each recorded VIN must be shown with, by the fixture's "vehicle" label. */
const MARKET_NAMES: Readonly<Record<string, string>> = {
  'F-150 Lightning (2022, extended range)': 'F-150 Lightning',
  'F-150 Lightning Platinum (2023)': 'F-150 Lightning',
  'F-150 (2021, gasoline)': 'F-150',
  'Blazer EV (2024)': 'Blazer EV',
  'Blazer (2023, gasoline)': 'Blazer',
  'Equinox EV (2024)': 'Equinox EV',
  'Sierra 3500HD (2024)': 'Sierra HD',
  'Sierra 2500HD (2024)': 'Sierra HD',
  'Silverado 2500HD (2024)': 'Silverado HD',
  'Silverado 3500HD (2024)': 'Silverado HD',
  'RAV4 Hybrid (2019)': 'RAV4',
  'RAV4 Prime (2021)': 'RAV4 Prime (PHEV)',
  'Prius Prime (2018)': 'Prius Prime (PHEV)',
  'Mustang Mach-E (2021)': 'Mustang Mach-E',
  'Kona Electric (2020)': 'Kona',
};
const marketName = (d: RecordedDecode) => MARKET_NAMES[d.vehicle] ?? expect.fail(`no market name for ${d.vehicle}`);

let sandbox: RunningSandbox;
let data: LoadedData;
beforeAll(async () => {
  sandbox = await startTestSandbox();
  data = await loadSandboxData(TEST_CACHE_DIR, TEST_LISTINGS, 7, () => undefined);
}, 600_000);
afterAll(async () => {
  await sandbox?.close();
  data?.db.close();
});

describe('vPIC model names', () => {
  it('the fixture holds real-world VINs with valid check digits, naming variants as vPIC does', () => {
    expect(decodes.length).toBeGreaterThanOrEqual(12);
    for (const d of decodes) expect(hasValidCheckDigit(d.vin), d.vin).toBe(true);
    // What vPIC itself says, as recorded: the Lightning is an electric "F-150", a 3500HD a "Sierra HD".
    expect(byVehicle('F-150 Lightning (2022')).toMatchObject({ model: 'F-150', fuelType: 'Electric' });
    expect(byVehicle('Sierra 3500HD')).toMatchObject({ model: 'Sierra HD', series: '3500' });
  });

  it('vpicModelName maps each recorded vPIC decode to the market name', () => {
    expect(Object.keys(MARKET_NAMES).sort()).toEqual(decodes.map((d) => d.vehicle).sort());
    for (const d of decodes) expect(vpicModelName(d), d.vehicle).toBe(marketName(d));
  });

  it('the offline decoder returns the recorded make, year and trim and the market model name for each VIN', async () => {
    const decode = createOfflineDecoder(TEST_CACHE_DIR);
    for (const d of decodes) {
      const result = await decode(d.vin);
      expect(result, d.vehicle).not.toBeNull();
      expect(result?.make?.toLowerCase(), d.vehicle).toBe(d.make.toLowerCase());
      expect(result!.model, d.vehicle).toBe(marketName(d));
      expect(result?.vehicle?.model, d.vehicle).toBe(marketName(d));
      expect(result?.vehicle?.year, d.vehicle).toBe(d.modelYear);
      expect(result?.trim, d.vehicle).toBe(d.trim);
    }
  }, 120_000);

  it("the sandbox's /vin names each model by its market name: an F-150 Lightning is never an F-150", async () => {
    for (const d of decodes) {
      const response = await api(sandbox, `/vin/${d.vin}`);
      expect(response.status, d.vehicle).toBe(200);
      const body = obj(response.body);
      expect(String(body.make).toLowerCase(), d.vehicle).toBe(d.make.toLowerCase());
      expect(body.model, d.vehicle).toBe(marketName(d));
      expect(obj(body.vehicle).model, d.vehicle).toBe(marketName(d));
      expect(obj(body.vehicle).year, d.vehicle).toBe(d.modelYear);
    }
    // Spelled out: the cases the issue names.
    const modelAt = async (vehicle: string) => obj((await api(sandbox, `/vin/${byVehicle(vehicle).vin}`)).body).model;
    expect(await modelAt('F-150 Lightning (2022')).toBe('F-150 Lightning');
    expect(await modelAt('F-150 Lightning Platinum')).toBe('F-150 Lightning');
    expect(await modelAt('F-150 (')).toBe('F-150');
    expect(await modelAt('Blazer EV')).toBe('Blazer EV');
    expect(await modelAt('Equinox EV')).toBe('Equinox EV');
    expect(await modelAt('Sierra 3500HD')).toBe('Sierra HD');
    expect(await modelAt('Sierra 2500HD')).not.toBe('Sierra');
  });

  it("the sandbox's /vin gives an unlisted F-150 Lightning VIN an F-150 Lightning trim, never a gas F-150's", async () => {
    const lightningTrims = ['Pro', 'XLT', 'Flash', 'Lariat', 'Platinum'];
    for (const name of ['F-150 Lightning (2022', 'F-150 Lightning Platinum']) {
      const body = obj((await api(sandbox, `/vin/${byVehicle(name).vin}`)).body);
      expect(lightningTrims, name).toContain(body.trim);
    }
    const gas = obj((await api(sandbox, `/vin/${byVehicle('F-150 (').vin}`)).body);
    expect(['XL', 'XLT', 'Lariat', 'King Ranch', 'Platinum']).toContain(gas.trim);
  });

  it("the sandbox's /specs reports an electric drive for the electric variants and a diesel for the HD diesels", async () => {
    for (const name of ['F-150 Lightning (2022', 'Blazer EV', 'Sierra 3500HD', 'Silverado 2500HD', 'F-150 (']) {
      const d = byVehicle(name);
      const text = JSON.stringify((await api(sandbox, `/specs/${d.vin}`)).body);
      if (d.fuelType === 'Electric') expect(text, name).toMatch(/Electric/);
      else expect(text, name).not.toMatch(/Electric Motor/);
    }
  });

  it('every model name the dataset lists is one vPIC has for that make, or an electric model of its own', () => {
    const { dict, cols, vins } = data.dataset;
    const names = new Set<string>();
    for (let row = 0; row < vins.length; row++)
      names.add(`${dict.make[cols.make[row]!]}|${dict.model[cols.model[row]!]}`);
    // The electric models vPIC's snapshot files under their gas sibling's name, by hand.
    const snapshotName: Readonly<Record<string, string>> = {
      'Ford|F-150 Lightning': 'F-150',
      'Chevrolet|Blazer EV': 'Blazer',
      'Chevrolet|Equinox EV': 'Equinox',
      'Chevrolet|Silverado EV': 'Silverado',
      'GMC|Sierra EV': 'Sierra',
    };
    for (const key of names) {
      const [make, listed] = key.split('|') as [string, string];
      const model = snapshotName[key] ?? listed;
      const found = data.db.exec(
        `SELECT 1 FROM Model mo JOIN Make_Model mm ON mm.ModelId = mo.Id JOIN Make ma ON ma.Id = mm.MakeId
         WHERE ma.Name = ? AND mo.Name = ? LIMIT 1`,
        [make, model],
      );
      expect(found[0]?.values.length ?? 0, key).toBe(1);
    }
    expect(names).toContain('GMC|Sierra HD');
    expect(names).toContain('Chevrolet|Silverado HD');
    expect(names).toContain('Ford|F-150 Lightning');
    expect(names).toContain('Chevrolet|Blazer EV');
  });
});
