// Public VINs through the real offline decode (corgi over the sandbox's vPIC database), named as
// current vPIC and the makers name them (issue 38, item 14). Names written by hand.
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createOfflineDecoder } from './offline-decoder';

describe('offline vPIC decode names models as they are sold', () => {
  const decode = createOfflineDecoder(join(tmpdir(), 'vindesk-test-sandbox-cache'));

  it.each([
    ['1GT49VEY4LF338098', 2020, 'GMC', 'Sierra 3500HD'],
    ['2T2KGCEZ8RC048602', 2024, 'Lexus', 'NX 350'],
    ['3N8AP6CB1SL419565', 2025, 'Nissan', 'Kicks'],
    ['4JGFD6BB8TB572566', 2026, 'Mercedes-Benz', 'GLE'],
  ])(
    '%s is a %i %s %s',
    async (vin, year, make, model) => {
      const result = await decode(vin);
      expect(result).toMatchObject({ make, model, vehicle: { year, make, model } });
    },
    120_000,
  );
});
