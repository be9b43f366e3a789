import { describe, expect, it } from 'vitest';
import { parseVinList } from './vin-list';

const A = '1HGCM82633A004352';
const B = '5YJ3E1EA7KF317000';

describe('VIN list', () => {
  it('reads one VIN a line, upper-cases, and refuses duplicates and rule breakers with reasons', () => {
    const list = parseVinList(`${A.toLowerCase()}\n\n${B}\n${A}\n1HGCM82633A00435O\nABC123`);
    expect(list.vins).toEqual([A, B]);
    expect(list.refused).toEqual([
      { line: 4, value: A, reason: 'Duplicate of line 1' },
      { line: 5, value: '1HGCM82633A00435O', reason: expect.stringContaining('I, O or Q') },
      { line: 6, value: 'ABC123', reason: expect.stringContaining('17 characters') },
    ]);
  });

  it('finds the VIN column of a CSV by its header, or by its values', () => {
    expect(parseVinList(`Stock,Vehicle VIN,Price\n101,${A},20000\n102,"${B}",31000`)).toEqual({
      vins: [A, B],
      refused: [],
      column: 'Vehicle VIN',
    });
    expect(parseVinList(`101,${A},20000\n102,${B},31000`).vins).toEqual([A, B]);
  });
});
