// The decoders name a model the way NHTSA's vPIC does, electric and heavy-duty variants
// included. Expected names come from fixtures/vpic-model-names.json, recorded from the vPIC
// database corgi ships (see the note in the file), not from the code under test.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasValidCheckDigit } from '../../shared/vin/vin-rule';
import { loadSandboxData, type LoadedData } from '../sandbox/data/dataset-cache';
import type { RunningSandbox } from '../sandbox/start-sandbox';
import { api, obj, startTestSandbox, TEST_CACHE_DIR, TEST_LISTINGS } from '../sandbox/test-support/sandbox-fixture';
import { createOfflineDecoder } from './offline-decoder';

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

const fixture = JSON.parse(readFileSync(join(__dirname, 'fixtures', 'vpic-model-names.json'), 'utf8')) as {
  decodes: RecordedDecode[];
};
const decodes = fixture.decodes;
const byVehicle = (name: string) => decodes.find((d) => d.vehicle.startsWith(name))!;

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

  it('the offline decoder returns the recorded make, model, year and trim for each VIN', async () => {
    const decode = createOfflineDecoder(TEST_CACHE_DIR);
    for (const d of decodes) {
      const result = await decode(d.vin);
      expect(result, d.vehicle).not.toBeNull();
      expect(result?.make?.toLowerCase(), d.vehicle).toBe(d.make.toLowerCase());
      expect(result!.model, d.vehicle).toBe(d.model);
      expect(result?.vehicle?.year, d.vehicle).toBe(d.modelYear);
      expect(result?.trim, d.vehicle).toBe(d.trim);
    }
  }, 120_000);

  it("the sandbox's /vin names each model as vPIC does, and tells the variant in the trim", async () => {
    for (const d of decodes) {
      const response = await api(sandbox, `/vin/${d.vin}`);
      expect(response.status, d.vehicle).toBe(200);
      const body = obj(response.body);
      expect(String(body.make).toLowerCase(), d.vehicle).toBe(d.make.toLowerCase());
      expect(body.model, d.vehicle).toBe(d.model);
      expect(obj(body.vehicle).year, d.vehicle).toBe(d.modelYear);
      const trim = String(body.trim);
      // An F-150 Lightning is not a plain F-150, nor a Blazer EV a gas Blazer.
      if (d.vehicle.startsWith('F-150 Lightning')) expect(trim, d.vehicle).toMatch(/^Lightning /);
      if (d.vehicle.startsWith('F-150 (')) expect(trim, d.vehicle).not.toMatch(/Lightning/);
      if (/^(Blazer|Equinox) EV/.test(d.vehicle)) expect(trim, d.vehicle).toMatch(/^EV /);
      if (/^Blazer \(/.test(d.vehicle)) expect(trim, d.vehicle).not.toMatch(/^EV /);
    }
  });

  it("the sandbox's /specs reports an electric drive for the electric variants and a diesel for the HD diesels", async () => {
    for (const name of ['F-150 Lightning (2022', 'Blazer EV', 'Sierra 3500HD', 'Silverado 2500HD', 'F-150 (']) {
      const d = byVehicle(name);
      const text = JSON.stringify((await api(sandbox, `/specs/${d.vin}`)).body);
      if (d.fuelType === 'Electric') expect(text, name).toMatch(/Electric/);
      else expect(text, name).not.toMatch(/Electric Motor/);
    }
  });

  it('every model name the dataset lists is one vPIC has for that make, heavy-duty models included', () => {
    const { dict, cols, vins } = data.dataset;
    const names = new Set<string>();
    for (let row = 0; row < vins.length; row++)
      names.add(`${dict.make[cols.make[row]!]}|${dict.model[cols.model[row]!]}`);
    for (const key of names) {
      const [make, model] = key.split('|') as [string, string];
      const found = data.db.exec(
        `SELECT 1 FROM Model mo JOIN Make_Model mm ON mm.ModelId = mo.Id JOIN Make ma ON ma.Id = mm.MakeId
         WHERE ma.Name = ? AND mo.Name = ? LIMIT 1`,
        [make, model],
      );
      expect(found[0]?.values.length ?? 0, key).toBe(1);
    }
    expect(names).toContain('GMC|Sierra HD');
    expect(names).toContain('Chevrolet|Silverado HD');
  });
});
