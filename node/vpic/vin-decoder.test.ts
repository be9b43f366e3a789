import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { VpicVinDecoder, isDecoded } from './vin-decoder';
import { openVpicDatabase } from './vpic-database';

describe('vPIC decoder', () => {
  it('says when no decode is running, so the database is never closed under one', async () => {
    const { db } = await openVpicDatabase(join(tmpdir(), 'vindesk-test-sandbox-cache'));
    const decoder = new VpicVinDecoder(db);
    let decoded = false;
    // A 2003 Honda Accord: corgi asks vPIC a chain of queries, a turn of the event loop apart.
    const decoding = decoder.decode('1HGCM82633A004352').then((result) => {
      decoded = true;
      return result;
    });
    await decoder.settled();
    expect(decoded).toBe(true);
    db.close();
    // Every query ran on an open database: the make and model were found, not lost to a failure.
    const result = await decoding;
    expect(isDecoded(result)).toBe(true);
    expect(result.components.vehicle?.make.toUpperCase()).toBe('HONDA');
    // Nothing running: settled at once.
    await expect(decoder.settled()).resolves.toBeUndefined();
  }, 120_000);
});
