// The sandbox process reads main's messages and its samples file without zod; main's zod
// schemas are the definition. Both must accept, refuse and keep exactly the same things.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { collectedSamplesSchema, parentMessageSchema } from './sandbox-protocol';
import { readParentMessage, readSamples } from './sandbox-protocol-check';

function zodAnswer<T>(schema: { safeParse(v: unknown): { success: boolean; data?: T } }, value: unknown): T | null {
  const parsed = schema.safeParse(value);
  return parsed.success ? (parsed.data as T) : null;
}

/** Values near and at the edges of each field's rule, and values of every other type. */
const edgyValue = fc.oneof(
  fc.constantFrom(0, -1, 1, 65_535, 65_536, 1.5, Number.MAX_SAFE_INTEGER, 2 ** 53, NaN, Infinity, -Infinity),
  fc.constantFrom('', 'x', 'spec', 'autodev', 'SPEC', '127.0.0.1', true, false, null, undefined),
  fc.integer(),
  fc.double(),
  fc.string(),
  fc.array(fc.string(), { maxLength: 2 }),
  fc.dictionary(fc.string(), fc.string(), { maxKeys: 2 }),
);

/** Mostly a value the field accepts, now and then one at or past its edge. */
const mostly = <T>(valid: fc.Arbitrary<T>) =>
  fc.oneof({ arbitrary: valid, weight: 5 }, { arbitrary: edgyValue, weight: 1 });

const options = fc.record(
  {
    port: mostly(fc.oneof(fc.integer({ min: 0, max: 65_535 }), fc.constantFrom(-1, 65_535, 65_536))),
    host: mostly(fc.string({ minLength: 1 })),
    listings: mostly(fc.integer({ min: 0 })),
    seed: mostly(fc.integer()),
    cacheDir: mostly(fc.string({ minLength: 1 })),
    prebuiltDir: mostly(fc.string({ minLength: 1 })),
    rateLimit: mostly(fc.boolean()),
    dialect: mostly(fc.constantFrom('spec', 'autodev')),
    day: mostly(fc.oneof(fc.integer({ min: 0, max: 365 }), fc.constantFrom(-1, 0.5, 366))),
    clock: edgyValue,
    extra: edgyValue,
  },
  { requiredKeys: [] },
);

const faultRule = fc.record(
  {
    path: mostly(
      fc.oneof(
        fc.string(),
        fc.record({ pattern: mostly(fc.string()), flags: mostly(fc.constantFrom('', 'i')) }, { requiredKeys: [] }),
      ),
    ),
    kind: mostly(fc.constantFrom('latency', '503', '429', 'malformed', 'reset', 'other')),
    latencyMs: mostly(fc.oneof(fc.nat(), fc.double({ min: 0, max: 1e6, noNaN: true }))),
    retryAfter: mostly(fc.nat()),
    times: mostly(fc.integer({ min: 0, max: 5 })),
    extra: edgyValue,
  },
  { requiredKeys: [] },
);

const parentish = fc.oneof(
  fc.record(
    {
      type: fc.constantFrom('start', 'ping', 'close', 'addFault', 'clearFaults', 'other', 1),
      options: mostly(options),
      id: mostly(fc.integer()),
      rule: mostly(faultRule),
      extra: edgyValue,
    },
    { requiredKeys: ['type'] },
  ),
  fc.jsonValue(),
  edgyValue,
);

const plate = fc.record(
  { plate: fc.oneof(fc.string(), edgyValue), state: fc.string(), vin: fc.string() },
  {
    requiredKeys: [],
  },
);

const samplesish = fc.record(
  {
    parkIt: fc.oneof(fc.string(), edgyValue),
    parkOutside: fc.string(),
    overTheAir: fc.string(),
    noRecalls: fc.string(),
    noPhotos: fc.string(),
    unlistedDecodable: fc.string(),
    undecodable: fc.oneof(fc.string(), edgyValue),
    manufacturerCampaigns: fc.string(),
    priced: fc.string(),
    unpriced: fc.string(),
    recallSweep: fc.oneof(fc.array(fc.string(), { maxLength: 3 }), fc.array(edgyValue, { maxLength: 2 })),
    plates: fc.oneof(fc.array(plate, { maxLength: 3 }), edgyValue),
    plateNotFound: fc.oneof(plate, edgyValue),
    plateNoData: plate,
    extra: edgyValue,
  },
  { requiredKeys: ['parkIt', 'noRecalls', 'recallSweep', 'plates', 'plateNotFound', 'plateNoData'] },
);

describe('the sandbox process reads messages as main’s zod schemas do', () => {
  it('start, ping and close messages: the same accepted, the same refused, the same fields kept', () => {
    fc.assert(
      fc.property(parentish, (raw) => {
        expect(readParentMessage(raw)).toEqual(zodAnswer(parentMessageSchema, raw));
      }),
      { numRuns: 3000 },
    );
  });

  it('a start message main sends is read with its options intact and unknown fields dropped', () => {
    const options = { port: 0, listings: 3000, seed: 7, cacheDir: '/tmp/x', rateLimit: false, dialect: 'autodev' };
    expect(readParentMessage({ type: 'start', options: { ...options, clock: 1 }, extra: 1 })).toEqual({
      type: 'start',
      options,
    });
    expect(readParentMessage({ type: 'start', options: { port: 65_536 } })).toBeNull();
    expect(readParentMessage({ type: 'ping', id: 1.5 })).toBeNull();
    expect(readParentMessage({ type: 'start' })).toBeNull();
  });

  it('saved samples files: the same accepted, the same refused, the same fields kept', () => {
    fc.assert(
      fc.property(fc.oneof(samplesish, fc.jsonValue()), (raw) => {
        expect(readSamples(raw)).toEqual(zodAnswer(collectedSamplesSchema, raw));
      }),
      { numRuns: 3000 },
    );
  });
});
