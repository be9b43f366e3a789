import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceChannels, type ServiceChannelName } from '../../shared/ipc/service-channels';
import { contract } from '../../shared/ipc/contract';
import { AppErrorSchema } from '../../shared/ipc/app-error';
import { createServiceClient, type ServiceClient } from './create-service-client';
import { createServiceRouter, TRUSTED_FRAME } from './test-support/service-router';
import { listingBody, recallBody, SAMPLE_VIN } from './test-support/sample-bodies';

// 1,000 random inputs per service channel through the real router and handlers,
// against a fetch that answers at random (valid bodies, error bodies, garbage,
// dropped connections). Every call must end in a typed result or a typed error:
// never a crash, an internal error or an unhandled rejection.

const RUNS = 1_000;
const channels = Object.keys(serviceChannels) as ServiceChannelName[];

const answers: (() => Response | Promise<Response>)[] = [
  () => Response.json({ data: listingBody() }),
  () => Response.json({ data: [listingBody()], links: { next: 'http://fuzz.test/listings?cursor=x' } }),
  () => Response.json({ data: [recallBody()] }),
  () => Response.json({ data: { retail: ['http://fuzz.test/photos/a/1.jpg'] } }),
  () => Response.json({ apr: { 36: 5 } }),
  () =>
    Response.json(
      { status: 400, error: 'bad', code: 'INVALID_VIN_FORMAT', path: '/x', requestId: 'r' },
      { status: 400 },
    ),
  () =>
    Response.json({ error: { status: 404, error: 'no', code: 'VIN_NOT_FOUND', path: '/rates/x' } }, { status: 404 }),
  () => Response.json({ status: 403, error: 'Requires the Scale plan' }, { status: 403 }),
  () => new Response('{"data": [', { status: 200 }),
  () => new Response('<html>oops</html>', { status: 502 }),
  () => new Response('', { status: 429, headers: { 'retry-after': '1' } }),
  () => new Response('null', { status: 200 }),
  () => Promise.reject(new TypeError('fetch failed')),
];

let dir: string;
let counter = 0;
const unhandled: unknown[] = [];
const onUnhandled = (reason: unknown) => unhandled.push(reason);

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'vindesk-fuzz-'));
  process.on('unhandledRejection', onUnhandled);
});
afterAll(async () => {
  process.off('unhandledRejection', onUnhandled);
  // The cache writes behind each answer: the folder goes once those writes have landed.
  await Promise.all(clients.map((client) => client.settled()));
  await rm(dir, { recursive: true, force: true });
});

const clients: ServiceClient[] = [];

/** Values that pass the field rules by name, so many inputs reach the handler and the fetch. */
const plausible: Record<string, fc.Arbitrary<unknown>> = {
  vin: fc.constantFrom(SAMPLE_VIN, SAMPLE_VIN.toLowerCase(), '1HGCM82633A00435O', 'short'),
  zip: fc.constantFrom('78701', '02134-1234', '7870'),
  fromZip: fc.constantFrom('78701', 'x'),
  plate: fc.constantFrom('ABC-123', 'A', 'ABCDEFGHIJ'),
  state: fc.constantFrom('TX', 'ca', 'ZZ'),
  price: fc.oneof(fc.constantFrom('24500', '1.5'), fc.integer()),
  url: fc.constantFrom('http://fuzz.test/listings?cursor=x', 'https://evil.test/listings', '/listings?page=2', ':::'),
  select: fc.array(fc.constantFrom('vehicle.vin', 'createdAt', 'bad..path'), { maxLength: 3 }),
  sort: fc.record({
    field: fc.constantFrom('price', 'year', 'distance'),
    direction: fc.constantFrom('asc', 'desc', 'up'),
  }),
  year: fc.integer({ min: 1890, max: 2110 }),
  limit: fc.integer({ min: -5, max: 600 }),
  make: fc.constantFrom('Honda', ''),
  model: fc.constantFrom('Accord', ' '),
  creditScore: fc.constantFrom('720', ''),
};

function inputFor(channel: ServiceChannelName): fc.Arbitrary<unknown> {
  const schema = contract[channel].input;
  if (!(schema instanceof z.ZodObject)) return fc.oneof(fc.constant(undefined), fc.anything());
  const shape = schema.shape as Record<string, z.ZodType>;
  const keys = Object.keys(shape);
  const required = keys.filter((key) => !shape[key]!.safeParse(undefined).success);
  const fields = Object.fromEntries(
    keys.map((key) => [
      key,
      plausible[key] ?? fc.oneof(fc.string({ maxLength: 12 }), fc.integer(), fc.boolean(), fc.constant(undefined)),
    ]),
  );
  return fc.oneof(
    { weight: 2, arbitrary: fc.record(Object.fromEntries(required.map((key) => [key, fields[key]!]))) },
    { weight: 3, arbitrary: fc.record(fields, { requiredKeys: required }) },
    { weight: 1, arbitrary: fc.record(fields, { requiredKeys: [] }) },
    { weight: 1, arbitrary: fc.anything() },
  );
}

describe('every service channel under random input', () => {
  for (const channel of channels) {
    it(`${channel}: ${RUNS} inputs give a result or a typed error`, async () => {
      const client = createServiceClient({
        getConfig: () => ({
          baseUrl: 'http://fuzz.test',
          v1BaseUrl: '',
          apiKey: 'fuzz-key-123456',
          plan: 'unknown',
          dialect: 'spec',
        }),
        cacheDir: join(dir, channel),
        sleep: async () => undefined,
        fetchImpl: async () => answers[counter++ % answers.length]!(),
      });
      clients.push(client);
      const router = createServiceRouter(client, (_channel, error) => {
        throw new Error(`unexpected failure reached the router: ${String(error)}`);
      });
      const kinds = new Set<string>();
      await fc.assert(
        fc.asyncProperty(inputFor(channel), async (input) => {
          const result = await router.dispatch(channel, { input }, TRUSTED_FRAME);
          if (result.ok) {
            expect(result.data).toBeDefined();
            kinds.add('ok');
          } else {
            expect(AppErrorSchema.safeParse(result.error).success).toBe(true);
            expect(result.error.kind).not.toBe('internal');
            kinds.add(result.error.kind);
          }
        }),
        { numRuns: RUNS },
      );
      // The fuzz reached past input validation, not only into it.
      expect(kinds.size).toBeGreaterThan(1);
      expect(unhandled).toEqual([]);
    });
  }
});
