import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import type { SweepResult } from '../../../shared/ipc/sweep-channels';
import { sweepCsv } from './sweep-csv';

const rows = (csv: string) => Papa.parse<string[]>(csv, { dynamicTyping: false }).data;

const parkIt: SweepResult = {
  vin: '1HGCM82633A004352',
  verdict: 'park-it',
  count: 2,
  recordCount: 3,
  campaigns: ['24V001', '24V002'],
  parkOutside: true,
  stock: '=HYPERLINK("x")',
  year: 2003,
  make: 'Honda',
  model: 'Accord',
};
const clean: SweepResult = { vin: '5YJ3E1EA7KF317000', verdict: 'clean', count: 0, recordCount: 0, campaigns: [] };
const failed: SweepResult = { vin: '2T3ZF4DV2BW063946', verdict: 'error', count: 0, campaigns: [], error: '@SUM(1)' };

describe('sweep CSV', () => {
  it('says every count and flag in words, keeps the year a number and guards formula-like text', () => {
    const csv = sweepCsv({ endpoint: 'openrecalls', results: [parkIt, clean, failed] });
    const [header, first, second, third] = rows(csv);
    expect(header).toEqual([
      'VIN',
      'Stock number',
      'Year',
      'Make',
      'Model',
      'Status',
      'Open recalls',
      'Recalls on record',
      'Park it',
      'Park outside',
      'Campaigns',
      'Note',
    ]);
    expect(first).toEqual([
      '1HGCM82633A004352',
      `'=HYPERLINK("x")`,
      '2003',
      'Honda',
      'Accord',
      'Do not drive',
      '2 open recalls',
      '3 recalls on record',
      'Park it: do not drive',
      'Park outside: fire risk',
      '24V001 24V002',
      '',
    ]);
    expect(second).toEqual([
      '5YJ3E1EA7KF317000',
      '',
      '',
      '',
      '',
      'No open recalls',
      'No open recalls',
      'No recalls on record',
      'No',
      'No',
      '',
      '',
    ]);
    expect(third!.slice(5)).toEqual([
      'Not checked',
      'Not checked',
      'Not checked',
      'Not checked',
      'Not checked',
      '',
      "'@SUM(1)",
    ]);
    // The year is written bare, not quoted, so a spreadsheet reads a number.
    expect(csv.split(/\r?\n/)[1]).toContain(',2003,Honda,');
    // No internal code of the app is written anywhere.
    expect(csv).not.toMatch(/park-it|park-outside|on-record|\berror\b|\bclean\b/);
  });

  it('on Growth (recalls on record only) says open status needs the Scale plan, and one recall is singular', () => {
    const onRecord: SweepResult = {
      vin: clean.vin,
      verdict: 'on-record',
      count: 1,
      recordCount: 1,
      campaigns: ['23V9'],
    };
    const [, row] = rows(sweepCsv({ endpoint: 'recalls', results: [onRecord] }));
    expect(row!.slice(5, 10)).toEqual([
      'Recalls on record',
      'Needs the Scale plan',
      '1 recall on record',
      'Needs the Scale plan',
      'Needs the Scale plan',
    ]);
  });

  it('keeps commas, quotes and line breaks inside their cells', () => {
    const awkward: SweepResult = {
      vin: '1M8GDM9AXKP042788',
      verdict: 'error',
      count: 0,
      campaigns: [],
      stock: 'A-12, "lot B"',
      year: 2019,
      make: 'Motor Coach Industries, Inc.',
      model: 'J4500\nCoach',
      error: 'The service said: "no",\r\ntry later',
    };
    const csv = sweepCsv({ endpoint: 'openrecalls', results: [awkward, clean] });
    const parsed = Papa.parse<string[]>(csv, { skipEmptyLines: true });
    expect(parsed.errors).toEqual([]);
    // Three records, not more: the line breaks stayed inside their quoted cells.
    expect(parsed.data).toHaveLength(3);
    expect(parsed.data[1]).toEqual([
      '1M8GDM9AXKP042788',
      'A-12, "lot B"',
      '2019',
      'Motor Coach Industries, Inc.',
      'J4500\nCoach',
      'Not checked',
      'Not checked',
      'Not checked',
      'Not checked',
      'Not checked',
      '',
      'The service said: "no",\r\ntry later',
    ]);
    expect(parsed.data[2]![0]).toBe('5YJ3E1EA7KF317000');
    // RFC 4180: a quote inside a quoted cell is written twice.
    expect(csv).toContain('"A-12, ""lot B"""');
  });
});
