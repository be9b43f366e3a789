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
    // VIN position 7 "C" is the plug-in Prius (vPIC: "61 Series", electric and gasoline fuels),
    // sold as the "Prius Plug-in Hybrid" from 2025 and as the "Prius Prime" before;
    // "A" and "B" are the hybrid, the "Prius" (shared/vin/vpic-market-rules.ts).
    ['JTDACACU8T3062569', 2026, 'Toyota', 'Prius Plug-in Hybrid'],
    ['JTDACACU8S3046841', 2025, 'Toyota', 'Prius Plug-in Hybrid'],
    ['JTDACACU4P3005078', 2023, 'Toyota', 'Prius Prime (PHEV)'],
    ['JTDACAAUXT3067260', 2026, 'Toyota', 'Prius'],
    ['JTDADABU6R3022353', 2024, 'Toyota', 'Prius'],
  ])(
    '%s is a %i %s %s',
    async (vin, year, make, model) => {
      const result = await decode(vin);
      expect(result).toMatchObject({ make, model, vehicle: { year, make, model } });
    },
    120_000,
  );
});
