// Dealers of the dataset: at real ZIP codes of their state's towns (the zipcodes package's places),
// spread by population, named after their town or a family, franchised to a make or not.
// Scripted generators pin down each naming rule exactly; a seeded run checks the whole.
import zipcodes from 'zipcodes';
import { beforeEach, describe, expect, it } from 'vitest';
import { isUsStateCode } from '../../shared/domain/us-states';
import { generateDealers, type Dealer } from './dealers';
import { createRng, type Rng } from '../random/rng';

// Zeta weighs nothing: a franchise is never one of it.
const MAKES = [
  { make: 'Zeta', weight: 0 },
  { make: 'Alpha', weight: 2 },
];

/**
 * Draws the given uniforms in order; pick and weighted use them as the real generator does
 * (item floor(u·n), or the item where u·total falls in the running weight sum).
 */
function scripted(values: readonly number[]): Rng {
  const queue = [...values];
  const next = (): number => {
    const u = queue.shift();
    if (u === undefined) throw new Error('script exhausted');
    return u;
  };
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (items) => items[Math.floor(next() * items.length)]!,
    weighted(items, weight) {
      let r = next() * items.reduce((sum, item) => sum + Math.max(0, weight(item)), 0);
      for (const item of items) {
        r -= Math.max(0, weight(item));
        if (r < 0) return item;
      }
      return items[items.length - 1]!;
    },
    normal: () => {
      throw new Error('unexpected draw');
    },
  };
}

// Draws per dealer: state, ZIP, franchise?, [make], surname, naming, [suffix].
// Alabama (first state by weight), its lowest ZIP of a town: 35010 Alexander City (35004 Moody
// is the only ZIP named Moody, as a unique ZIP of an organisation would be).
const FIRST = [0, 0];

describe('generateDealers, scripted', () => {
  it('the first state and its lowest town ZIP for draws of 0, the last ones for draws near 1', () => {
    const [first, last] = generateDealers(
      2,
      MAKES,
      scripted([...[0, 0, 0, 0, 0, 0], ...Array<number>(7).fill(0.999_999)]),
    );
    expect(first).toEqual<Dealer>({
      id: '10001',
      name: 'Alexander City Alpha',
      zip: '35010',
      city: 'Alexander City',
      state: 'AL',
      lat: 32.9164,
      lng: -85.9368,
      franchise: 'Alpha',
    });
    // Wyoming is the last state; 83002 Jackson its highest town ZIP (above it, 83414 Alta has
    // only the one); Parker the last surname, Autoplex the last suffix.
    expect(last).toEqual<Dealer>({
      id: '10002',
      name: 'Jackson Autoplex',
      zip: '83002',
      city: 'Jackson',
      state: 'WY',
      lat: 43.4799,
      lng: -110.7624,
      franchise: null,
    });
  });

  it.each<[string, number[], string, string | null]>([
    // 0.64 < 0.65: a franchise; 0.5 is not < 0.5: named after the family (Anderson, surname 0).
    ['franchise, family name', [...FIRST, 0.64, 0, 0, 0.5], 'Anderson Alpha', 'Alpha'],
    ['franchise, town name', [...FIRST, 0, 0, 0, 0.49], 'Alexander City Alpha', 'Alpha'],
    // 0.65 is not < 0.65: independent; surname floor(0.5·30) = 15 Patel, suffix floor(0.5·6) = 3.
    ['independent, family name', [...FIRST, 0.65, 0.5, 0.49, 0.5], 'Patel Auto Group', null],
    ['independent, town name', [...FIRST, 0.65, 0, 0.5, 0], 'Alexander City Auto Sales', null],
  ])('%s', (_label, draws, name, franchise) => {
    const [dealer] = generateDealers(1, MAKES, scripted(draws));
    expect(dealer!.name).toBe(name);
    expect(dealer!.franchise).toBe(franchise);
  });

  it('a name already taken gets "of <town>", then the dealer number', () => {
    const dealers = generateDealers(4, MAKES, scripted(Array<number>(24).fill(0)));
    expect(dealers.map((d) => d.name)).toEqual([
      'Alexander City Alpha',
      'Alexander City Alpha of Alexander City',
      'Alexander City Alpha of Alexander City #3',
      'Alexander City Alpha of Alexander City #4',
    ]);
    expect(dealers.map((d) => d.id)).toEqual(['10001', '10002', '10003', '10004']);
  });

  it('town names are title-cased: the package’s "Melcher-dallas" (Iowa 50062) is Melcher-Dallas', () => {
    // Steer every choice: Iowa, ZIP 50062, make Alpha; the remaining draws are 0.
    const steer = <T>(items: readonly T[]): T =>
      items.find(
        (x) =>
          x === 'IA' ||
          (typeof x === 'object' && x !== null && ['50062', 'Alpha'].some((v) => Object.values(x).includes(v))),
      ) ?? items[0]!;
    const rng: Rng = { ...scripted(Array<number>(10).fill(0)), pick: steer, weighted: steer };
    const [dealer] = generateDealers(1, MAKES, rng);
    expect(dealer).toMatchObject({ state: 'IA', zip: '50062', city: 'Melcher-Dallas', name: 'Melcher-Dallas Alpha' });
    expect(dealer!.lat).toBe(41.225);
    expect(dealer!.lng).toBe(-93.2413);
  });

  it('offers the ZIPs of towns, not the unique ZIP the package names "Spotts Inc" (Minnesota 55177)', () => {
    // Steer the state to Minnesota and record the ZIPs offered for it; the other draws are 0.
    const offered: string[] = [];
    const base = scripted(Array<number>(10).fill(0));
    const rng: Rng = {
      ...base,
      weighted: (items, weight) => (items.includes('MN' as never) ? ('MN' as never) : base.weighted(items, weight)),
      pick: (items) => {
        if (offered.length === 0) for (const item of items) offered.push((item as { zip: string }).zip);
        return base.pick(items);
      },
    };
    const [dealer] = generateDealers(1, MAKES, rng);
    expect(dealer!.state).toBe('MN');
    expect(zipcodes.lookup('55177')).toMatchObject({ city: 'Spotts Inc', state: 'MN' });
    expect(offered).not.toContain('55177');
    // Saint Paul's own ZIPs, around it, are offered.
    expect(zipcodes.lookup('55101')).toMatchObject({ city: 'Saint Paul', state: 'MN' });
    expect(offered).toContain('55101');
    expect(offered.every((zip) => zipcodes.lookup(zip)?.state === 'MN')).toBe(true);
  });

  it('no dealers for a count of 0', () => {
    expect(generateDealers(0, MAKES, scripted([]))).toEqual([]);
  });
});

describe('generateDealers, seeded', () => {
  const makes = [
    { make: 'Toyota', weight: 9 },
    { make: 'Honda', weight: 8 },
    { make: 'Ford', weight: 1 },
  ];
  let dealers: Dealer[] = [];
  beforeEach(() => {
    dealers = generateDealers(400, makes, createRng(42));
  });

  it('numbers the dealers from 10001 and names each one differently', () => {
    expect(dealers).toHaveLength(400);
    expect(dealers.map((d) => d.id)).toEqual(Array.from({ length: 400 }, (_, i) => String(10_001 + i)));
    expect(new Set(dealers.map((d) => d.name)).size).toBe(400);
  });

  it('names are words separated by single spaces, ending in the franchise make or a lot’s suffix', () => {
    for (const d of dealers) {
      expect(d.name, d.name).toMatch(/^\S+( \S+)+$/);
      if (d.franchise !== null) expect(d.name, d.name).toMatch(new RegExp(`^\\S.* ${d.franchise}( of .+)?$`));
      else expect(d.name, d.name).toMatch(/ (Auto Sales|Motors|Pre-Owned|Auto Group|Car Company|Autoplex)( of .+)?$/);
    }
  });

  it('sits each dealer at a real ZIP of its state, with the package’s town and coordinates', () => {
    for (const d of dealers) {
      const place = zipcodes.lookup(d.zip);
      expect(place, d.zip).toBeDefined();
      expect(isUsStateCode(d.state)).toBe(true);
      expect(place!.state).toBe(d.state);
      expect([d.lat, d.lng]).toEqual([place!.latitude, place!.longitude]);
      expect(d.city.toLowerCase()).toBe(place!.city.toLowerCase());
      // Title case: no word starts lower-case, and the rest of it is.
      expect(d.city, d.city).not.toMatch(/\b[a-z]/);
      expect(d.city, d.city).toMatch(/[a-z]/);
    }
  });

  it('spreads dealers by population: California most, then Texas; small states rarely', () => {
    const count = (state: string) => dealers.filter((d) => d.state === state).length;
    // Expected shares of 335 M people: CA 39.4 (≈ 47 of 400), TX 31.3 (≈ 37), WY 0.6 (≈ 1).
    expect(count('CA')).toBeGreaterThan(30);
    expect(count('TX')).toBeGreaterThan(22);
    expect(count('CA')).toBeGreaterThan(count('WY') + 25);
    expect(new Set(dealers.map((d) => d.state)).size).toBeGreaterThan(35);
  });

  it('franchises about 65% of dealers, to makes in proportion to their weight', () => {
    const franchised = dealers.filter((d) => d.franchise !== null);
    expect(franchised.length / dealers.length).toBeGreaterThan(0.57);
    expect(franchised.length / dealers.length).toBeLessThan(0.73);
    const share = (make: string) => franchised.filter((d) => d.franchise === make).length / franchised.length;
    // Weights 9 : 8 : 1 → 50%, 44%, 6%.
    expect(share('Toyota')).toBeGreaterThan(0.4);
    expect(share('Honda')).toBeGreaterThan(0.34);
    expect(share('Ford')).toBeLessThan(0.12);
    // Either naming style is used for both kinds of dealer.
    const byTown = dealers.filter((d) => d.name.startsWith(`${d.city} `)).length;
    expect(byTown / dealers.length).toBeGreaterThan(0.35);
    expect(byTown / dealers.length).toBeLessThan(0.65);
  });
});
