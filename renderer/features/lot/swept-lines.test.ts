import { describe, expect, it } from 'vitest';
import { sweptLines } from './swept-lines';

describe('sweptLines', () => {
  it('gives back one line a VIN, with its stock number where one was given', () => {
    expect(
      sweptLines([
        { vin: '1FMJU2AT1LE730626', verdict: 'park-it', count: 2, campaigns: [], stock: 'U1801' },
        { vin: '3GCNYAAH5KZ580809', verdict: 'clean', count: 0, campaigns: [] },
      ]),
    ).toBe('1FMJU2AT1LE730626,U1801\n3GCNYAAH5KZ580809');
  });
});
