// The edges of reading a pasted or imported VIN list: the 5,000-VIN cap, how a header and a
// stock column are recognized, and which cells are trimmed and unquoted.
import { describe, expect, it } from 'vitest';
import { withCheckDigit } from '../vin/vin-rule';
import { parseVinList } from './vin-list';

const A = '1HGCM82633A004352';
const B = '5YJ3E1EA7KF317000';

/** n distinct VINs that pass the rule: serials 100000, 100001, … behind one prefix. */
function vins(n: number): string[] {
  return Array.from({ length: n }, (_, index) => withCheckDigit(`1HGCM8263${'3A'}${100_000 + index}`));
}

describe('VIN list edges', () => {
  it('keeps the first 5,000 VINs and refuses the rest with the reason', () => {
    const list = parseVinList(vins(5_002).join('\n'));
    expect(list.vins).toHaveLength(5_000);
    expect(list.refusedCount).toBe(2);
    expect(list.refused).toEqual([
      { line: 5_001, value: vins(5_001)[5_000], reason: 'A sweep checks at most 5,000 VINs' },
      { line: 5_002, value: vins(5_002)[5_001], reason: 'A sweep checks at most 5,000 VINs' },
    ]);
  });

  it('keeps exactly 1,000 refused lines when 1,000 are refused', () => {
    const text = [A, ...Array.from({ length: 1_000 }, (_, index) => `X${index}`)].join('\n');
    const list = parseVinList(text);
    expect(list.refused).toHaveLength(1_000);
    expect(list.refusedCount).toBe(1_000);
  });

  // Issue 37 item 8: a 1.2 MB line of 600,000 cells ended in a RangeError (Math.max of a spread).
  it('refuses a line of 600,000 cells in words, naming the line and the limit', () => {
    const line = Array.from({ length: 600_000 }, () => 'x').join(',');
    expect(line.length).toBe(1_199_999);
    expect(() => parseVinList(`${A}\n${line}\n${B}`)).toThrow(
      expect.objectContaining({
        appError: expect.objectContaining({
          kind: 'invalid-input',
          code: 'VIN_LIST_LINE_TOO_WIDE',
          message:
            'Line 2 of the list has 600,000 entries separated by commas, semicolons or tabs; VinDesk reads at most 1,000 on one line.',
          suggestion: 'Put each VIN on a line of its own, or import the spreadsheet saved as CSV with a VIN column.',
        }),
      }),
    );
  });

  it('reads a line of exactly 1,000 cells, and refuses one of 1,001 (semicolons and tabs count too)', () => {
    const cells = (count: number, separator: string) =>
      [A, ...Array.from({ length: count - 1 }, (_, index) => `S${index}`)].join(separator);
    expect(parseVinList(cells(1_000, ',')).vins).toEqual([A]);
    expect(() => parseVinList(cells(1_001, ';'))).toThrow(/Line 1 of the list has 1,001 entries/);
    expect(() => parseVinList(`${B}\n${cells(1_001, '\t')}`)).toThrow(/Line 2 of the list has 1,001 entries/);
  });

  it('reads nothing from empty or blank text', () => {
    const empty = { vins: [], refused: [], refusedCount: 0, stockNumbers: {} };
    expect(parseVinList('')).toEqual(empty);
    expect(parseVinList('\n \r\n , ,\n')).toEqual(empty);
  });

  it('reads Windows line ends, semicolons and quoted cells', () => {
    expect(parseVinList(`${A}\r\n${B}\r\n`).vins).toEqual([A, B]);
    expect(parseVinList(`"${A}";"S-1"\n "${B}" ; "S-2" `)).toMatchObject({
      vins: [A, B],
      stockNumbers: { [A]: 'S-1', [B]: 'S-2' },
    });
  });

  it.each([
    ['VIN', 'VIN'],
    ['vin', 'vin'],
    ['Vehicle VIN', 'Vehicle VIN'],
    ['vin_number', 'vin_number'],
    ['VIN No', 'VIN No'],
    ['VINNumber', 'VINNumber'],
  ])('takes %s as the VIN column’s header', (heading, column) => {
    const list = parseVinList(`Stock,${heading}\nS1,${A}\nS2,${B}`);
    expect(list).toMatchObject({ vins: [A, B], column, stockNumbers: { [A]: 'S1', [B]: 'S2' } });
    expect(list.refused).toEqual([]);
  });

  it('does not take a VIN-like first cell for a header, even one ending in "VIN"', () => {
    // 11 letters and digits ending in VIN: the header pattern matches, but it is data (and refused).
    const list = parseVinList(`12345678VIN\n${A}`);
    expect(list.column).toBeUndefined();
    expect(list.vins).toEqual([A]);
    expect(list.refused).toEqual([{ line: 1, value: '12345678VIN', reason: expect.stringContaining('I, O or Q') }]);
  });

  it.each(['Stock', 'stock number', 'Stock #', 'STK', 'stk no', 'Stock_No'])(
    'takes %s as the stock column’s header',
    (heading) => {
      const list = parseVinList(`VIN,Price,${heading}\n${A},20000,A-101`);
      expect(list.stockNumbers).toEqual({ [A]: 'A-101' });
    },
  );

  it('takes no stock number from a header row without a stock column', () => {
    expect(parseVinList(`VIN,Price\n${A},20000`).stockNumbers).toEqual({});
    // "Stock VIN" names the VIN column: it is not also the stock column.
    expect(parseVinList(`Stock VIN,Price\n${A},20000`)).toMatchObject({ column: 'Stock VIN', stockNumbers: {} });
  });

  it('finds the header below leading blank lines', () => {
    expect(parseVinList(`\n  \nVIN,Stock\n${A},S1`)).toMatchObject({
      vins: [A],
      column: 'VIN',
      stockNumbers: { [A]: 'S1' },
      refused: [],
    });
  });

  it('picks the column where most of the first 50 rows hold VIN-like values', () => {
    // Column 0 holds a VIN-like value once, column 1 twice.
    const text = [`${A},x`, `short,${B}`, `short,${A}`].join('\n');
    expect(parseVinList(text).vins).toEqual([B, A]);
  });

  it('cuts a stock number to 40 characters and drops an empty one', () => {
    const long = 'S'.repeat(45);
    const list = parseVinList(`${A},${long}\n${B},   `);
    expect(list.vins).toEqual([A, B]);
    expect(list.stockNumbers).toEqual({ [A]: 'S'.repeat(40) });
  });

  it('skips a row whose VIN cell is empty, and says the line of each refusal', () => {
    const list = parseVinList(`VIN,Stock\n,S0\n${A},S1\nBAD,S2`);
    expect(list.vins).toEqual([A]);
    expect(list.refused).toEqual([
      { line: 4, value: 'BAD', reason: 'A VIN has exactly 17 characters; this one has 3.' },
    ]);
  });
});
