// License plates of the dataset: each in its state's usual passenger format, only on used
// cars, at the dealer's state, a second state for some, and a few plates without a vehicle.
// Run on a hand-made dataset (one dealer per state) so every state's format is exercised.
import { beforeEach, describe, expect, it } from 'vitest';
import { US_STATE_CODES, type UsStateCode } from '../../shared/domain/us-states';
import { allocateColumns, type Dataset, type PlateRecord } from './dataset';
import type { Dealer } from './dealers';
import { generatePlates } from './plates';
import { createRng, type Rng } from '../random/rng';

// One plate of each state's common passenger format (L letter, D digit), from the states'
// current standard issues; states not listed in the generator fall back to ABC1234.
const EXAMPLE_PLATE: Readonly<Record<UsStateCode, string>> = {
  AL: '12AB345',
  AK: 'ABC123',
  AZ: 'ABC1234',
  AR: 'ABC123',
  CA: '8ABC123',
  CO: 'ABC1234',
  CT: 'AB12345',
  DE: '123456',
  DC: 'AB1234',
  FL: 'ABC1DE',
  GA: 'ABC1234',
  HI: 'ABC123',
  ID: '1A23456',
  IL: 'AB12345',
  IN: '123ABC',
  IA: 'ABC123',
  KS: '123ABC',
  KY: '123ABC',
  LA: '123ABC',
  ME: '1234AB',
  MD: '1AB2345',
  MA: '1ABC23',
  MI: 'ABC1234',
  MN: 'ABC123',
  MS: 'ABC123',
  MO: 'AB1CD2E',
  MT: '12A3456B',
  NE: 'ABC123',
  NV: '1AB234',
  NH: '1234567',
  NJ: 'A12BCD',
  NM: 'ABC123',
  NY: 'ABC1234',
  NC: 'ABC1234',
  ND: '123ABC',
  OH: 'ABC1234',
  OK: 'ABC123',
  OR: '123ABC',
  PA: 'ABC1234',
  RI: 'AB123',
  SC: 'ABC123',
  SD: '1AB234',
  TN: 'ABC1234',
  TX: 'ABC1234',
  UT: 'A123BC',
  VT: 'ABC123',
  VA: 'ABC1234',
  WA: 'ABC1234',
  WV: '1AB234',
  WI: 'ABC1234',
  WY: '123456',
};

/** The example's shape as a pattern: digits any digit, letters any plate letter (no I, O or Q). */
function shapeOf(example: string): RegExp {
  return new RegExp(`^${example.replace(/[0-9]/g, '\\d').replace(/[A-Z]/g, '[A-HJ-NPR-Z]')}$`);
}

function dealer(i: number, state: string): Dealer {
  return {
    id: String(10_001 + i),
    name: `Dealer ${i}`,
    zip: '00000',
    city: 'Town',
    // A territory code is not a UsStateCode; the cast lets one test try the fallback format.
    state: state as UsStateCode,
    lat: 0,
    lng: 0,
    franchise: null,
  };
}

/** `count` listings spread round-robin over one dealer per state; `used(row)` marks used cars. */
function dataset(count: number, states: readonly string[], used: (row: number) => boolean): Dataset {
  const cols = allocateColumns(count);
  for (let row = 0; row < count; row++) {
    cols.dealer[row] = row % states.length;
    cols.used[row] = used(row) ? 1 : 0;
  }
  return {
    meta: {
      formatVersion: 4,
      seed: 1,
      count,
      asOf: '2026-11-01T12:00:00.000Z',
      openRates: { parkIt: 0.3, parkOutside: 0.3, other: 0.3 },
    },
    vins: [],
    dealers: states.map((s, i) => dealer(i, s)),
    patterns: [],
    dict: {
      make: [],
      model: [],
      trim: [],
      body: [],
      engine: [],
      transmission: [],
      drivetrain: [],
      fuel: [],
      exteriorColor: [],
      interiorColor: [],
    },
    cols,
    plates: [],
  };
}

/** A generator that draws normally except that any state drawn from the state list is `state`. */
function drawingState(state: UsStateCode, rng: Rng): Rng {
  return {
    ...rng,
    pick<T>(items: readonly T[]): T {
      return items === (US_STATE_CODES as readonly unknown[]) ? (state as T) : rng.pick(items);
    },
  };
}

// 40 listings per state, every fifth a new car.
const ROWS = US_STATE_CODES.length * 40;
const isUsed = (row: number) => row % 5 !== 0;
const DATA = dataset(ROWS, US_STATE_CODES, isUsed);
// Generated before each test, not at import: each test runs the generator itself.
let PLATES: PlateRecord[] = [];
let onRows: PlateRecord[] = [];
let defaults: PlateRecord[] = [];
let seconds: PlateRecord[] = [];
beforeEach(() => {
  PLATES = generatePlates(DATA, createRng(11));
  onRows = PLATES.filter((p) => p.row >= 0);
  defaults = onRows.filter((p) => p.isDefault);
  seconds = onRows.filter((p) => !p.isDefault);
});

describe('plate formats', () => {
  it.each(US_STATE_CODES.map((s) => [s, EXAMPLE_PLATE[s]] as const))('%s plates look like %s', (state, example) => {
    const ofState = PLATES.filter((p) => p.state === state);
    // Every state has a dozen-odd dealer plates, so its format is seen.
    expect(ofState.length).toBeGreaterThanOrEqual(5);
    for (const p of ofState) expect(p.plate, `${state} ${p.plate}`).toMatch(shapeOf(example));
  });

  it('a registration outside the table (Puerto Rico) gets the ABC1234 format', () => {
    const plates = generatePlates(
      dataset(50, ['PR'], () => true),
      createRng(5),
    ).filter((p) => p.state === 'PR');
    expect(plates.length).toBeGreaterThan(10);
    for (const p of plates) expect(p.plate).toMatch(shapeOf('ABC1234'));
  });

  it('draws letters and digits at random: many distinct plates, every plate letter used', () => {
    const letters = new Set(PLATES.flatMap((p) => p.plate.match(/[A-Z]/g) ?? []));
    expect([...letters].sort().join('')).toBe('ABCDEFGHJKLMNPRSTUVWXYZ');
    const digits = new Set(PLATES.flatMap((p) => p.plate.match(/[0-9]/g) ?? []));
    expect(digits.size).toBe(10);
  });
});

describe('which cars carry plates', () => {
  it('only used cars, each with one default plate in its dealer’s state', () => {
    const perRow = new Map<number, PlateRecord[]>();
    for (const p of onRows) perRow.set(p.row, [...(perRow.get(p.row) ?? []), p]);
    for (const [row, plates] of perRow) {
      expect(isUsed(row), `row ${row}`).toBe(true);
      const home = plates.filter((p) => p.isDefault);
      expect(home).toHaveLength(1);
      expect(home[0]!.state).toBe(US_STATE_CODES[row % US_STATE_CODES.length]);
      expect(plates.length).toBeLessThanOrEqual(2);
    }
  });

  it('about 40% of used cars are plated, and about 15% of those in a second state too', () => {
    const usedRows = Array.from({ length: ROWS }, (_, r) => r).filter(isUsed).length; // 1,632
    expect(defaults.length / usedRows).toBeGreaterThan(0.35);
    expect(defaults.length / usedRows).toBeLessThan(0.45);
    expect(seconds.length / defaults.length).toBeGreaterThan(0.1);
    expect(seconds.length / defaults.length).toBeLessThan(0.2);
  });

  it('a second plate is in another state than the home one', () => {
    for (const p of seconds) {
      const home = defaults.find((d) => d.row === p.row);
      expect(home, `row ${p.row}`).toBeDefined();
      expect(p.state).not.toBe(home!.state);
    }
  });

  it.each<[UsStateCode, string]>([
    ['CA', 'TX'],
    ['TX', 'OK'],
  ])('a second state equal to the home state moves: always drawing %s, a car from there goes to %s', (drawn, moved) => {
    const plates = generatePlates(DATA, drawingState(drawn, createRng(11)));
    const second = plates.filter((p) => p.row >= 0 && !p.isDefault);
    expect(second.length).toBeGreaterThan(10);
    const fromDrawn = second.filter((p) => US_STATE_CODES[p.row % US_STATE_CODES.length] === drawn);
    expect(fromDrawn.length).toBeGreaterThan(0);
    for (const p of second) expect(p.state).toBe(fromDrawn.includes(p) ? moved : drawn);
  });

  it('no plate is issued twice in a state', () => {
    const keys = PLATES.map((p) => `${p.state}:${p.plate}`);
    expect(new Set(keys).size).toBe(keys.length);
    // All orphans land in Texas here: the redraw keeps them apart too.
    const texasOnly = generatePlates(DATA, drawingState('TX', createRng(3)));
    const texasKeys = texasOnly.map((p) => `${p.state}:${p.plate}`);
    expect(new Set(texasKeys).size).toBe(texasKeys.length);
  });
});

describe('plates without a vehicle', () => {
  it.each([
    // round(2,040 / 500) = 4, below the floor of 10.
    [ROWS, 10],
    // round(6,000 / 500) = 12.
    [6_000, 12],
    // round(6,300 / 500) = round(12.6) = 13.
    [6_300, 13],
  ])('%i listings: %i orphan plates, default ones, in any state', (count, orphans) => {
    const plates = count === ROWS ? PLATES : generatePlates(dataset(count, US_STATE_CODES, isUsed), createRng(2));
    const orphaned = plates.filter((p) => p.row === -1);
    expect(orphaned).toHaveLength(orphans);
    for (const p of orphaned) {
      expect(p.isDefault).toBe(true);
      expect(US_STATE_CODES).toContain(p.state);
      expect(p.plate).toMatch(shapeOf(EXAMPLE_PLATE[p.state as UsStateCode]));
    }
    // Orphans come last, after every listed car's plates.
    expect(plates.slice(-orphans).every((p) => p.row === -1)).toBe(true);
  });
});
