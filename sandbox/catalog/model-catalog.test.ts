// The model catalog is data (model-catalog.ts): every entry is held to a schema of its named
// fields, and no model is listed twice. Ranges are the dataset's (model years 2015–2026,
// sandbox/README.md "Assumptions") or wide bounds a typo would break (a price of $2,840,000).
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MODEL_CATALOG, type BodyStyle, type Drivetrain, type Segment } from './model-catalog';
import { POWERTRAINS, type PowertrainId } from './powertrains';

const BODY_STYLES = [
  'Sedan',
  'SUV',
  'Pickup',
  'Hatchback',
  'Coupe',
  'Minivan',
  'Convertible',
  'Wagon',
] as const satisfies readonly BodyStyle[];
const DRIVETRAINS = ['FWD', 'RWD', 'AWD', '4WD'] as const satisfies readonly Drivetrain[];
const SEGMENTS = [
  'economy',
  'midsize',
  'suv',
  'truck',
  'minivan',
  'luxury',
  'sports',
  'ev',
] as const satisfies readonly Segment[];
const POWERTRAIN_IDS = Object.keys(POWERTRAINS) as PowertrainId[];

/** Text as vPIC and the listings write it: not empty, no spaces at either end. */
const text = z.string().regex(/^\S(.*\S)?$/);
const modelYear = z.number().int().min(2015).max(2026);
const distinct = (items: readonly unknown[]) => new Set(items).size === items.length;
const listOf = <T extends z.ZodType>(item: T) =>
  z.array(item).min(1).refine(distinct, { message: 'an entry is named twice' });

const modelSpecSchema = z
  .strictObject({
    make: text,
    model: text,
    from: modelYear,
    to: modelYear,
    body: z.enum(BODY_STYLES),
    doors: z.number().int().min(2).max(5),
    seats: z.number().int().min(2).max(9),
    msrp: z.number().int().min(10_000).max(250_000),
    trims: listOf(text),
    powertrains: listOf(z.enum(POWERTRAIN_IDS)),
    drives: listOf(z.enum(DRIVETRAINS)),
    segment: z.enum(SEGMENTS),
    weight: z.number().positive().max(100),
    depreciation5: z.number().gt(0).lt(1).optional(),
  })
  .refine((spec) => spec.from <= spec.to, { message: 'from is after to' });

function problems(spec: unknown): string[] {
  const result = modelSpecSchema.safeParse(spec);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

const CAMRY = MODEL_CATALOG.find((spec) => spec.make === 'Toyota' && spec.model === 'Camry')!;

describe('the model catalog', () => {
  it('holds every entry to the schema', () => {
    const failures = MODEL_CATALOG.flatMap((spec, i) =>
      problems(spec).map((problem) => `#${i} ${spec.make} ${spec.model}: ${problem}`),
    );
    expect(failures).toEqual([]);
    expect(MODEL_CATALOG.length).toBeGreaterThan(100);
  });

  it('names each make and model once', () => {
    const ids = MODEL_CATALOG.map((spec) => `${spec.make}|${spec.model}`);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
  });

  it.each<[string, Record<string, unknown>]>([
    ['a misspelt field', { seat: 5 }],
    ['a model year outside the dataset', { from: 2014 }],
    ['years in the wrong order', { from: 2024, to: 2020 }],
    ['an unknown powertrain', { powertrains: ['i4_25', 'w12_60'] }],
    ['a body style of no listing', { body: 'Roadster' }],
    ['no trims', { trims: [] }],
    ['a trim named twice', { trims: ['LE', 'LE'] }],
    ['a price with a digit too many', { msrp: 2_840_000 }],
    ['a trim with a trailing space', { trims: ['LE '] }],
    ['a depreciation share above one', { depreciation5: 1.2 }],
  ])('refuses an entry with %s', (_, change) => {
    expect(problems(CAMRY)).toEqual([]);
    expect(problems({ ...CAMRY, ...change })).not.toEqual([]);
  });
});
