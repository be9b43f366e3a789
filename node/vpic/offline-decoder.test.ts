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

describe('a vPIC decode beside other work', () => {
  const decode = createOfflineDecoder(join(tmpdir(), 'vindesk-test-sandbox-cache'));

  it('lets the event loop turn between its queries, so answers due meanwhile are not held', async () => {
    await decode('1HGCM82633A004352'); // the database open, which is one long task of its own
    let turns = 0;
    let decoding = true;
    const turn = () => {
      turns += 1;
      if (decoding) setImmediate(turn);
    };
    setImmediate(turn);
    // A VIN of another maker and year: corgi asks vPIC afresh rather than from its memo.
    const result = await decode('1FTFW1E50MFA00001');
    decoding = false;
    expect(result?.make?.toUpperCase()).toBe('FORD');
    // Held in one go, the decode would finish before the loop turned even once.
    expect(turns).toBeGreaterThan(3);
  }, 120_000);
});
