// The building blocks of the tolerant answer schemas, one at a time, on small hand-made
// schemas: which values degrade, which paths are reported, and what stays in the data.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  degradedPaths,
  lenient,
  lenientEntries,
  lenientItems,
  lenientOr,
  numberish,
  parseTolerant,
  tolerantObject,
} from './tolerant';

describe('numberish', () => {
  it.each([
    ['2019', 2019],
    [' -12.5 ', -12.5],
    ['0', 0],
    [7, 7],
  ])('reads %j as %d', (value, number) => {
    expect(numberish().parse(value)).toBe(number);
  });

  it.each(['1e3', '12.', '.5', '1,000', '', ' ', 'twelve', '--1', '1 2'])('refuses the text %j', (value) => {
    expect(numberish().safeParse(value).success).toBe(false);
  });

  it('keeps the inner schema’s own rule', () => {
    expect(numberish(z.number().int()).safeParse('2.5').success).toBe(false);
  });
});

describe('tolerantObject', () => {
  const Schema = tolerantObject({
    id: z.string(),
    note: lenient(z.string()),
    count: lenientOr(z.number(), 0),
    tags: lenientOr(z.array(z.string()), []),
    items: lenientItems(tolerantObject({ n: z.number(), label: lenient(z.string()) })),
    map: lenient(lenientEntries(z.number())),
    inner: lenient(tolerantObject({ deep: lenient(z.number()) })),
    groups: lenient(lenientEntries(lenientEntries(z.number()))),
    raw: z.unknown(),
    rawList: z.array(z.unknown()),
  });

  it('leaves a clean body alone and reports nothing', () => {
    const body = { id: 'a', note: 'n', count: 2, tags: ['x'], items: [{ n: 1 }], map: { a: 1 }, raw: 1, rawList: [] };
    const parsed = parseTolerant(Schema, body);
    expect(parsed).toEqual({ success: true, data: body, degraded: [] });
  });

  it('drops what it cannot read, keeps the rest, and says where each loss was', () => {
    const parsed = parseTolerant(Schema, {
      id: 'a',
      note: 5,
      count: 'many',
      tags: 'x',
      items: [{ n: 1, label: 2 }, { n: 'two' }, { n: 3 }, 'junk'],
      map: { a: 1, b: 'x', c: 3 },
      inner: { deep: 'x' },
      groups: { g1: { a: 1, b: 'x' } },
      raw: { anything: [1, 2] },
      rawList: [{ a: 1 }],
      extra: true,
    });
    expect(parsed.success).toBe(true);
    if (!parsed.success) return;
    expect(parsed.data).toEqual({
      id: 'a',
      count: 0,
      tags: [],
      items: [{ n: 1 }, { n: 3 }],
      map: { a: 1, c: 3 },
      inner: {},
      groups: { g1: { a: 1 } },
      raw: { anything: [1, 2] },
      rawList: [{ a: 1 }],
      extra: true,
    });
    // Items are reported at their index in the answer, before the unreadable ones were dropped.
    expect(parsed.degraded.sort()).toEqual(
      ['count', 'groups.g1.b', 'inner.deep', 'items.0.label', 'items.1', 'items.3', 'map.b', 'note', 'tags'].sort(),
    );
    // Dropped, not kept as undefined: the keys themselves are gone.
    expect(Object.keys(parsed.data.map ?? {})).toEqual(['a', 'c']);
    expect(Object.keys(parsed.data.groups?.g1 ?? {})).toEqual(['a']);
    expect(Object.keys(parsed.data)).not.toContain('note');
    expect(degradedPaths(parsed.data).sort()).toEqual(parsed.degraded.sort());
  });

  it('treats null and absent as missing, not as a loss', () => {
    const parsed = parseTolerant(Schema, {
      id: 'a',
      note: null,
      count: null,
      tags: null,
      items: [],
      raw: 0,
      rawList: [],
    });
    expect(parsed).toEqual({
      success: true,
      data: { id: 'a', count: 0, tags: [], items: [], raw: 0, rawList: [] },
      degraded: [],
    });
  });

  it('gives every answer its own copy of an object fallback', () => {
    const first = Schema.parse({ id: 'a', tags: 1, items: [], raw: 0, rawList: [] });
    const second = Schema.parse({ id: 'b', tags: 2, items: [], raw: 0, rawList: [] });
    first.tags.push('mutated');
    expect(second.tags).toEqual([]);
    expect(Schema.parse({ id: 'c', items: [], raw: 0, rawList: [] }).tags).toEqual([]);
  });

  it('fails on a required field with its dotted path and zod’s message', () => {
    const parsed = parseTolerant(Schema, { id: 'a', items: [{ label: 'x' }], raw: 0, rawList: [] });
    // A list item that lost its required field is dropped alone: the answer still parses.
    expect(parsed).toMatchObject({ success: true, degraded: ['items.0'] });
    expect(parseTolerant(Schema, { items: [], raw: 0, rawList: [] })).toEqual({
      success: false,
      error: { path: 'id', message: expect.stringMatching(/string/) },
    });
    expect(parseTolerant(Schema, 'not an object')).toEqual({
      success: false,
      error: { path: '(body)', message: expect.any(String) },
    });
  });
});

describe('paths', () => {
  it('names a failing field by its dotted path, through lists and objects', () => {
    const Page = tolerantObject({ data: z.array(tolerantObject({ vehicle: tolerantObject({ vin: z.string() }) })) });
    expect(parseTolerant(Page, { data: [{ vehicle: { vin: 'A' } }, { vehicle: {} }] })).toEqual({
      success: false,
      error: { path: 'data.1.vehicle.vin', message: expect.any(String) },
    });
  });

  it('has no degraded paths for anything a tolerant object did not make', () => {
    expect(degradedPaths(null)).toEqual([]);
    expect(degradedPaths([1])).toEqual([]);
    expect(degradedPaths({ a: 1 })).toEqual([]);
    expect(degradedPaths('x')).toEqual([]);
  });
});
