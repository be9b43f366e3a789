import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { withCheckDigit } from '../../shared/vin/vin-rule';
import { createOfflineDecoder } from './offline-decoder';

describe('offline vPIC decode', () => {
  const decode = createOfflineDecoder(join(tmpdir(), 'vindesk-test-sandbox-cache'));

  it('decodes a real VIN with no service at all', async () => {
    const result = await decode('1HGCM82633A004352');
    expect(result).toMatchObject({ vin: '1HGCM82633A004352', checksum: true, vehicle: { year: 2003 } });
    expect(result?.make?.toUpperCase()).toBe('HONDA');
    expect(result?.model).toMatch(/Accord/i);
  }, 120_000);

  it('answers null for a pattern vPIC does not know', async () => {
    expect(await decode(withCheckDigit('ZZZZZZZZ0TZ000001'))).toBeNull();
  });
});
