import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppErrorSchema } from '../../shared/ipc/app-error';
import type { ServiceChannelName } from '../../shared/ipc/service-channels';
import type { Dialect } from '../../shared/service/dialect';
import { DEMO_KEYS, startSandbox, type RunningSandbox } from '../../sandbox/start-sandbox';
import { createServiceClient, type ServiceClient } from './create-service-client';
import { createServiceRouter, TRUSTED_FRAME } from './test-support/service-router';

// Every endpoint, in both dialects, answered by the real sandbox through a proxy that
// damages each answer the way a hostile or broken service might: wrong types, deep
// nesting, huge strings, "NaN"/"Infinity" where numbers belong, and __proto__ /
// constructor keys. Whatever comes back, the window gets either data that survives
// structured cloning with only finite numbers, or a typed error that is not an
// internal one; nothing pollutes Object.prototype and no rejection goes unhandled.

const RUNS = 40;
const HUGE = 3 * 1024 * 1024;

type Mutation =
  | { kind: 'wrong-type'; at: number; value: unknown }
  | { kind: 'deep-nesting'; at: number; depth: number }
  | { kind: 'huge-string'; at: number }
  | { kind: 'non-finite-numbers'; text: string }
  | { kind: 'prototype-keys'; at: number };

const mutationArb: fc.Arbitrary<Mutation> = fc.oneof(
  fc.record({
    kind: fc.constant('wrong-type' as const),
    at: fc.nat(),
    value: fc.constantFrom<unknown>(null, true, 0, -1, 'text', '', [], {}, 'NaN', 'Infinity', '1e999', [[[]]], {
      a: {},
    }),
  }),
  fc.record({ kind: fc.constant('deep-nesting' as const), at: fc.nat(), depth: fc.constantFrom(50, 5_000, 200_000) }),
  fc.record({ kind: fc.constant('huge-string' as const), at: fc.nat() }),
  fc.record({
    kind: fc.constant('non-finite-numbers' as const),
    text: fc.constantFrom('NaN', 'Infinity', '-Infinity', '1e999'),
  }),
  fc.record({ kind: fc.constant('prototype-keys' as const), at: fc.nat() }),
);

type Path = (string | number)[];

function pathsOf(value: unknown, path: Path = [], out: Path[] = []): Path[] {
  out.push(path);
  if (Array.isArray(value)) value.forEach((item, index) => pathsOf(item, [...path, index], out));
  else if (value !== null && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) pathsOf(item, [...path, key], out);
  return out;
}

function setAt(root: unknown, path: Path, value: unknown): unknown {
  if (path.length === 0) return value;
  let node = root as Record<string | number, unknown>;
  for (const step of path.slice(0, -1)) node = node[step] as Record<string | number, unknown>;
  node[path.at(-1)!] = value;
  return root;
}

const PLACEHOLDER = '"__hostile_placeholder__"';

/** The damaged answer's text. Deep nesting and prototype keys are spliced in as text, as a hostile server would. */
function damage(body: unknown, mutation: Mutation): string {
  const copy: unknown = structuredClone(body);
  const paths = pathsOf(copy);
  const pick = (at: number) => paths[at % paths.length]!;
  switch (mutation.kind) {
    case 'wrong-type':
      return JSON.stringify(setAt(copy, pick(mutation.at), mutation.value));
    case 'deep-nesting': {
      const nested = '['.repeat(mutation.depth) + ']'.repeat(mutation.depth);
      return JSON.stringify(setAt(copy, pick(mutation.at), '__hostile_placeholder__')).replace(PLACEHOLDER, nested);
    }
    case 'huge-string': {
      const strings = paths.filter(
        (path) => typeof path.reduce<unknown>((node, step) => (node as never)[step], copy) === 'string',
      );
      const target = strings.length > 0 ? strings[mutation.at % strings.length]! : pick(mutation.at);
      return JSON.stringify(setAt(copy, target, 'x'.repeat(HUGE)));
    }
    case 'non-finite-numbers':
      // Every number becomes the text a careless server writes for a float it could not format.
      return JSON.stringify(copy, (_key, value: unknown) => (typeof value === 'number' ? mutation.text : value));
    case 'prototype-keys': {
      const objects = paths.filter((path) => {
        const node = path.reduce<unknown>((at, step) => (at as never)[step], copy);
        return node !== null && typeof node === 'object' && !Array.isArray(node);
      });
      const target = objects[mutation.at % objects.length] ?? [];
      const node = target.reduce<unknown>((at, step) => (at as never)[step], copy) as Record<string, unknown>;
      node.__hostile_marker__ = true;
      return JSON.stringify(copy).replace(
        '"__hostile_marker__":true',
        '"__proto__":{"polluted":"yes"},"constructor":{"prototype":{"polluted":"yes"}},"toString":"x"',
      );
    }
  }
}

/** Forwards to the sandbox and damages the JSON answer with the mutation the test set. */
async function startDamagingProxy(
  target: () => string,
): Promise<{ url: string; set(m: Mutation | null): void; damaged(): number; close(): Promise<void> }> {
  let mutation: Mutation | null = null;
  let damaged = 0;
  const server: Server = createServer((request, response) => {
    void (async () => {
      const upstream = await fetch(`${target()}${request.url ?? '/'}`, {
        headers: { authorization: request.headers.authorization ?? '' },
      });
      const text = await upstream.text();
      let out = text;
      if (mutation) {
        try {
          out = damage(JSON.parse(text), mutation);
          damaged++;
        } catch {
          out = text;
        }
      }
      response.writeHead(upstream.status, { 'content-type': 'application/json' });
      response.end(out);
    })().catch(() => response.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    set: (next) => {
      mutation = next;
    },
    damaged: () => damaged,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function onlyFiniteNumbers(value: unknown, path = '$'): string | null {
  if (typeof value === 'number') return Number.isFinite(value) ? null : `${path} is ${value}`;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const problem = onlyFiniteNumbers(item, `${path}[${index}]`);
      if (problem) return problem;
    }
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const problem = onlyFiniteNumbers(item, `${path}.${key}`);
      if (problem) return problem;
    }
  }
  return null;
}

const dialects: Dialect[] = ['spec', 'autodev'];
const sandboxes = new Map<Dialect, RunningSandbox>();
const unhandled: unknown[] = [];
const onUnhandled = (reason: unknown) => unhandled.push(reason);
let root: string;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'vindesk-hostile-fuzz-'));
  process.on('unhandledRejection', onUnhandled);
  for (const dialect of dialects) {
    sandboxes.set(
      dialect,
      await startSandbox({
        listings: 2000,
        cacheDir: join(tmpdir(), 'vindesk-test-sandbox-cache'),
        rateLimit: false,
        dialect,
      }),
    );
  }
}, 240_000);

afterAll(async () => {
  process.off('unhandledRejection', onUnhandled);
  await Promise.all([...sandboxes.values()].map((sandbox) => sandbox.close()));
  // The cache writes behind each answer: the folder goes once those writes have landed.
  await Promise.all(clients.map((client) => client.settled()));
  await rm(root, { recursive: true, force: true });
});

const clients: ServiceClient[] = [];

function inputsFor(sandbox: RunningSandbox): [ServiceChannelName, unknown][] {
  const vin = sandbox.samples.priced;
  const plate = sandbox.samples.plates[0]!;
  return [
    ['listings.search', { limit: 5 }],
    ['listings.select', { limit: 5, select: ['vehicle.vin', 'retailListing.price'] }],
    ['listings.get', { vin }],
    ['vehicle.photos', { vin }],
    ['vehicle.decode', { vin }],
    ['vehicle.build', { vin }],
    ['vehicle.specs', { vin }],
    ['vehicle.recalls', { vin: sandbox.samples.parkIt }],
    ['vehicle.openRecalls', { vin: sandbox.samples.parkIt, recalls: true }],
    ['plate.lookup', { plate: plate.plate, state: plate.state }],
    ['finance.payments', { vin, price: '31500', zip: '30301', downPayment: 3000, loanTerm: 60 }],
    ['finance.apr', { vin, year: 2022, make: 'Toyota', model: 'RAV4', zip: '30301', creditScore: '720' }],
    ['finance.taxes', { vin, zip: '30301', price: 31500 }],
    ['finance.tco', { vin, zip: '30301' }],
  ];
}

describe.each(dialects)('hostile answers on every endpoint (%s dialect)', (dialect) => {
  it('give the window finite, cloneable data or a typed error, and never pollute a prototype', async () => {
    const sandbox = sandboxes.get(dialect)!;
    const proxy = await startDamagingProxy(() => sandbox.url);
    try {
      const outcomes = new Map<string, Set<string>>();
      let run = 0;
      for (const [channel, input] of inputsFor(sandbox)) {
        // Undamaged, every input works: the damage, not the input, is what the runs below test.
        proxy.set(null);
        const clean = await dispatch(channel, input, `${channel}-clean`);
        expect(clean.ok, `${channel} answers when undamaged: ${JSON.stringify(clean).slice(0, 300)}`).toBe(true);

        await fc.assert(
          fc.asyncProperty(mutationArb, async (mutation) => {
            proxy.set(mutation);
            const result = await dispatch(channel, input, `${channel}-${run++}`);
            const seen = outcomes.get(channel) ?? new Set<string>();
            outcomes.set(channel, seen);
            expect(({} as Record<string, unknown>).polluted).toBeUndefined();
            expect(Object.prototype.hasOwnProperty.call(Object.prototype, 'polluted')).toBe(false);
            if (result.ok) {
              seen.add('ok');
              expect(onlyFiniteNumbers(result.data)).toBeNull();
              expect(() => structuredClone(result.data)).not.toThrow();
            } else {
              seen.add(result.error.kind);
              expect(AppErrorSchema.safeParse(result.error).success).toBe(true);
              expect(result.error.kind, `${channel} ${mutation.kind}: ${result.error.message}`).not.toBe('internal');
              // A huge string in the answer is never echoed whole into what the person reads.
              expect(result.error.message.length).toBeLessThan(2_000);
            }
          }),
          { numRuns: RUNS },
        );
      }
      expect(proxy.damaged()).toBeGreaterThan(RUNS * 10);
      // The damage was felt: some answers were refused as unusable, not all silently accepted.
      expect([...outcomes.values()].some((kinds) => [...kinds].some((kind) => kind !== 'ok'))).toBe(true);
      expect(unhandled).toEqual([]);
    } finally {
      await proxy.close();
    }

    async function dispatch(channel: ServiceChannelName, input: unknown, cacheName: string) {
      const client = createServiceClient({
        getConfig: () => ({
          baseUrl: proxy.url,
          v1BaseUrl: dialect === 'autodev' ? `${proxy.url}/v1` : '',
          apiKey: DEMO_KEYS.scale,
          plan: 'scale',
          dialect,
        }),
        // A fresh cache per call: a damaged answer must be judged, not served from an earlier one.
        cacheDir: join(root, dialect, cacheName),
        sleep: async () => undefined,
        paceSleep: async () => undefined,
      });
      clients.push(client);
      const router = createServiceRouter(client);
      return router.dispatch(channel, { input }, TRUSTED_FRAME);
    }
  }, 300_000);
});
