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
      refusedCount: 0,
      stockNumbers: { [A]: '101', [B]: '102' },
      column: 'Vehicle VIN',
    });
    expect(parseVinList(`101,${A},20000\n102,${B},31000`).vins).toEqual([A, B]);
  });

  it('reads a stock number beside the VIN: "VIN,stock", "VIN<tab>stock", or a Stock column', () => {
    expect(parseVinList(`${A},A-101\n${B},B-202`).stockNumbers).toEqual({ [A]: 'A-101', [B]: 'B-202' });
    expect(parseVinList(`${A}\tA-101\n${B}\t B-202 `).stockNumbers).toEqual({ [A]: 'A-101', [B]: 'B-202' });
    // Stock first, VIN second: the VIN column is found by its values.
    expect(parseVinList(`A-101,${A}\nB-202,${B}`)).toMatchObject({ vins: [A, B], stockNumbers: { [A]: 'A-101' } });
    expect(parseVinList(`VIN,Stock #\n${A},77\n${B},`).stockNumbers).toEqual({ [A]: '77' });
    // Without a header, a third column could be anything (a price): no stock number is guessed.
    expect(parseVinList(`101,${A},20000`).stockNumbers).toEqual({});
    expect(parseVinList(A).stockNumbers).toEqual({});
  });

  it('lists the first 1,000 refused lines and counts the rest', () => {
    const text = [A, ...Array.from({ length: 4_211 + 1_000 }, (_, index) => `X${index}`)].join('\n');
    const list = parseVinList(text);
    expect(list.vins).toEqual([A]);
    expect(list.refused).toHaveLength(1_000);
    expect(list.refusedCount).toBe(5_211);
    expect(list.refused[999]).toMatchObject({ line: 1_001, value: 'X999' });
  });
});
