// Every generated VIN satisfies the VIN rule with a valid check digit and decodes
// through corgi's vPIC data to its listing's make, model and year (the model named as
// shared/vin/vpic-model-name.ts names it: an electric "F-150" is listed as an F-150 Lightning).
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasValidCheckDigit, isVinFormat, modelYearOf } from '../../shared/vin/vin-rule';
import { vpicModelName } from '../../shared/vin/vpic-model-name';
import { loadSandboxData, type LoadedData } from './dataset-cache';
import { buildDataset } from './dataset-builder';
import { TEST_CACHE_DIR, TEST_LISTINGS } from './test-support/test-dataset';

let data: LoadedData;
beforeAll(async () => {
  data = await loadSandboxData(TEST_CACHE_DIR, TEST_LISTINGS, 7, () => undefined);
});
afterAll(() => data?.db.close());

describe('generated VINs', () => {
  it('all follow the VIN rule, carry a valid check digit and encode the model year', () => {
    const { vins, cols } = data.dataset;
    expect(new Set(vins).size).toBe(vins.length);
    vins.forEach((vin, row) => {
      expect(isVinFormat(vin), vin).toBe(true);
      expect(hasValidCheckDigit(vin), vin).toBe(true);
      expect(modelYearOf(vin)).toBe(cols.year[row]);
    });
  });

  it('decode with corgi to the listing make, model and year (300 sampled)', async () => {
    const { vins, cols, dict } = data.dataset;
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: vins.length - 1 }), async (row) => {
        const result = await data.decoder.decode(vins[row]!);
        const v = result.components.vehicle;
        expect(v?.make.toLowerCase(), vins[row]).toBe(dict.make[cols.make[row]!]!.toLowerCase());
        expect(v && vpicModelName(v), vins[row]).toBe(dict.model[cols.model[row]!]);
        expect(v?.year, vins[row]).toBe(cols.year[row]);
      }),
      { numRuns: 300 },
    );
  });

  it('builds the same dataset for the same seed, and another for another seed', () => {
    const a = buildDataset(500, 3, data.dataset.patterns, () => undefined);
    const b = buildDataset(500, 3, data.dataset.patterns, () => undefined);
    const c = buildDataset(500, 4, data.dataset.patterns, () => undefined);
    expect(b.vins).toEqual(a.vins);
    expect(Array.from(b.cols.price)).toEqual(Array.from(a.cols.price));
    expect(b.plates).toEqual(a.plates);
    expect(c.vins).not.toEqual(a.vins);
  });
});
