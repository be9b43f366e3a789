// What a listing's powertrain, drivetrain and trim become for what vPIC decodes from its VIN:
// each rule checked on hand-made model specs, with a stub generator that records the weights
// it is asked to draw with, so the volume-engine and entry-trim preferences are exact.
import { describe, expect, it } from 'vitest';
import type { Drivetrain, ModelSpec } from '../catalog/model-catalog';
import type { PowertrainId } from '../catalog/powertrains';
import type { DecodedTraits } from '../catalog/vin-pattern-catalog';
import { catalogSpec, handMadeModel } from '../catalog/test-support/model-specs';
import type { Rng } from '../random/rng';
import { chooseDrivetrain, choosePowertrain, chooseTrim, fuelOfTraits, powertrainOptions } from './vehicle-traits';

function traits(extra: Partial<DecodedTraits> = {}): DecodedTraits {
  return { manufacturer: 'TEST MOTORS', country: 'UNITED STATES (USA)', confidence: 1, ...extra };
}

/** Every powertrain in every year, all trims with each (catalog/test-support/model-specs.ts). */
function spec(extra: Partial<ModelSpec> = {}): ModelSpec {
  return handMadeModel({
    model: 'Mixed',
    // 2.5 gas, 3.5 gas, 2.5 hybrid, 2.5 plug-in, 3.0 diesel, electric.
    powertrains: ['i4_25', 'v6_35', 'i4_25h', 'i4_25p', 'i4_30d', 'ev_mid'],
    drives: ['FWD', 'AWD'],
    ...extra,
  });
}

const ELECTRIC_ONLY = spec({ model: 'Volt Only', powertrains: ['ev_mid', 'ev_perf'], segment: 'ev' });

/** An Rng whose weighted() records the weights it is given and returns items[pick]; no other draw is allowed. */
function stubRng(pick = 0): Rng & { weights: number[][] } {
  const weights: number[][] = [];
  const refuse = (): never => {
    throw new Error('unexpected draw');
  };
  return {
    weights,
    next: refuse,
    int: refuse,
    pick: refuse,
    normal: refuse,
    weighted<T>(items: readonly T[], weight: (item: T) => number): T {
      weights.push(items.map(weight));
      return items[pick]!;
    },
  };
}

describe('fuelOfTraits', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['Diesel', 'Diesel'],
    ['DIESEL', 'Diesel'],
    ['Electric', 'Electric'],
    ['ELECTRIC', 'Electric'],
    // Not exactly "electric": a gasoline vehicle that also lists electric is gasoline.
    ['Gasoline, Electric', 'Gasoline'],
    ['Plug-in Hybrid', 'Plug-In Hybrid'],
    ['Hybrid', 'Hybrid'],
    ['Gasoline Hybrid', 'Hybrid'],
    ['Gasoline', 'Gasoline'],
    ['Flexible Fuel Vehicle (FFV)', 'Gasoline'],
    ['Compressed Natural Gas (CNG)', null],
  ])('%s → %s', (fuelType, expected) => {
    expect(fuelOfTraits(traits(fuelType === undefined ? {} : { fuelType }))).toBe(expected);
  });
});

describe('powertrainOptions', () => {
  it.each<[string, Partial<DecodedTraits>, PowertrainId[]]>([
    [
      'no fuel: every combustion powertrain, not the electric one',
      {},
      ['i4_25', 'v6_35', 'i4_25h', 'i4_25p', 'i4_30d'],
    ],
    ['electric', { fuelType: 'Electric' }, ['ev_mid']],
    [
      'gasoline: hybrids and plug-ins too, never the diesel',
      { fuelType: 'Gasoline' },
      ['i4_25', 'v6_35', 'i4_25h', 'i4_25p'],
    ],
    ['hybrid', { fuelType: 'Hybrid' }, ['i4_25h']],
    ['plug-in hybrid', { fuelType: 'Plug-in Hybrid' }, ['i4_25p']],
    ['diesel', { fuelType: 'Diesel' }, ['i4_30d']],
    [
      'natural gas matches nothing',
      { fuelType: 'Compressed Natural Gas (CNG)' },
      ['i4_25', 'v6_35', 'i4_25h', 'i4_25p', 'i4_30d'],
    ],
    ['gasoline 3.5 L: the V6 only', { fuelType: 'Gasoline', displacement: '3.5' }, ['v6_35']],
    // |2.5 − 2.7| = 0.2 < 0.25 keeps the 2.5s; |3.0 − 2.7| = 0.3 drops the diesel.
    ['no fuel, 2.7 L: within 0.25 L', { displacement: '2.7' }, ['i4_25', 'i4_25h', 'i4_25p']],
    // |2.5 − 2.25| = 0.25 exactly is not close, and nothing else is: the filter is dropped.
    [
      'no fuel, 2.25 L: nothing close, so no narrowing',
      { displacement: '2.25' },
      ['i4_25', 'v6_35', 'i4_25h', 'i4_25p', 'i4_30d'],
    ],
    ['an unreadable displacement is ignored', { fuelType: 'Diesel', displacement: 'n/a' }, ['i4_30d']],
    ['a displacement nothing matches keeps the fuel match', { fuelType: 'Hybrid', displacement: '6.2' }, ['i4_25h']],
  ])('%s', (_label, decoded, expected) => {
    expect(powertrainOptions(spec(), 2020, traits(decoded))).toEqual(expected);
  });

  it.each<[string, Partial<DecodedTraits>, PowertrainId[]]>([
    ['no fuel', {}, ['ev_mid', 'ev_perf']],
    ['electric', { fuelType: 'Electric' }, ['ev_mid', 'ev_perf']],
    ['gasoline cannot be this model', { fuelType: 'Gasoline' }, []],
  ])('an electric-only model, %s', (_label, decoded, expected) => {
    expect(powertrainOptions(ELECTRIC_ONLY, 2020, traits(decoded))).toEqual(expected);
  });

  it.each<[number, Partial<DecodedTraits>, PowertrainId[]]>([
    // The Camry's 2025 redesign is hybrid-only; before it the 2.5, the hybrid and the V6 were sold.
    [2020, {}, ['i4_25', 'i4_25h', 'v6_35']],
    [2026, {}, ['i4_25h']],
    [2026, { fuelType: 'Gasoline' }, ['i4_25h']],
    [2026, { fuelType: 'Diesel' }, []],
  ])('a Toyota Camry of %i decoded as %o', (year, decoded, expected) => {
    expect(powertrainOptions(catalogSpec('Toyota', 'Camry'), year, traits(decoded))).toEqual(expected);
  });
});

describe('choosePowertrain', () => {
  it('draws among the matching powertrains, the first-listed (volume) engine three times as likely', () => {
    const rng = stubRng(1);
    expect(choosePowertrain(spec(), 2020, traits({ fuelType: 'Gasoline' }), rng)).toBe('v6_35');
    expect(rng.weights).toEqual([[3, 1, 1, 1]]);
  });

  it('a VIN whose fuel the year never had falls back to the powertrains of that year', () => {
    const rng = stubRng(0);
    expect(choosePowertrain(catalogSpec('Toyota', 'Camry'), 2026, traits({ fuelType: 'Diesel' }), rng)).toBe('i4_25h');
    expect(rng.weights).toEqual([[3]]);
  });

  it('a year the model was not sold falls back to all its powertrains', () => {
    const rng = stubRng(2);
    expect(choosePowertrain(catalogSpec('Toyota', 'Camry'), 2010, traits(), rng)).toBe('v6_35');
    expect(rng.weights).toEqual([[3, 1, 1]]);
  });
});

describe('chooseDrivetrain', () => {
  const allDrives = spec({ drives: ['FWD', 'AWD', '4WD', 'RWD'] });

  it.each<[string, Drivetrain]>([
    ['AWD', 'AWD'],
    ['All-Wheel Drive', 'AWD'],
    // AWD is read before 4WD.
    ['4WD/4-Wheel Drive/4x4 or AWD', 'AWD'],
    ['4WD', '4WD'],
    ['4x4', '4WD'],
    ['FWD/Front-Wheel Drive', 'FWD'],
    ['front', 'FWD'],
    // FWD is read before RWD's 4x2.
    ['Front 4x2', 'FWD'],
    ['RWD/ Rear-Wheel Drive', 'RWD'],
    ['rear', 'RWD'],
    ['4x2', 'RWD'],
  ])('%s → %s, without a draw', (driveType, expected) => {
    const rng = stubRng();
    expect(chooseDrivetrain(allDrives, traits({ driveType }), rng)).toBe(expected);
    expect(rng.weights).toEqual([]);
  });

  it.each<[string, Partial<DecodedTraits>]>([
    ['no drive type', {}],
    ['an unreadable one', { driveType: 'Other' }],
    ['a drive the model lacks', { driveType: '4WD' }],
  ])('%s: the model’s first drive twice as likely as the others', (_label, decoded) => {
    const rng = stubRng(1);
    expect(chooseDrivetrain(spec({ drives: ['FWD', 'AWD', 'RWD'] }), traits(decoded), rng)).toBe('AWD');
    expect(rng.weights).toEqual([[2, 1, 1]]);
  });
});

describe('chooseTrim', () => {
  const camry = catalogSpec('Toyota', 'Camry'); // LE, SE, XLE, XSE
  const charger = catalogSpec('Dodge', 'Charger'); // SXT, GT, R/T, Scat Pack, Daytona R/T, Daytona Scat Pack, …

  it('takes the decoded trim, whatever its case, without a draw', () => {
    const rng = stubRng();
    expect(chooseTrim(camry, 'i4_25h', traits({ trim: 'xle' }), rng)).toBe(2);
    expect(chooseTrim(charger, 'ev_perf', traits({ trim: 'DAYTONA SCAT PACK' }), rng)).toBe(5);
    expect(rng.weights).toEqual([]);
  });

  it('without a decoded trim, entry trims are likelier: weights n, n−1, … 2 for n trims', () => {
    const rng = stubRng(3);
    expect(chooseTrim(camry, 'i4_25', traits({ trim: 'Limited' }), rng)).toBe(3);
    expect(rng.weights).toEqual([[5, 4, 3, 2]]);
  });

  it('draws only among the trims sold with the powertrain, and answers the index in all trims', () => {
    // The Daytona EV's trims are its own: a decoded "R/T" is not one of them.
    const ev = stubRng(1);
    expect(chooseTrim(charger, 'ev_perf', traits({ trim: 'R/T' }), ev)).toBe(5);
    expect(ev.weights).toEqual([[3, 2]]);
    // The V8 is never a Daytona or a Sixpack: SXT, GT, R/T, Scat Pack.
    const v8 = stubRng(3);
    expect(chooseTrim(charger, 'v8_57', traits({ trim: 'Daytona R/T' }), v8)).toBe(3);
    expect(v8.weights).toEqual([[5, 4, 3, 2]]);
  });
});
