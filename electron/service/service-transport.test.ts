// GET with retries against a real local HTTP server: the caller giving up between tries,
// the longest Retry-After it waits out itself, and what its log lines say (the host and
// path, the status, the try; never the query).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { HostLimiter } from './host-limiter';
import { getWithRetries, type TransportDeps } from './service-transport';
import { startFakeService, type FakeService } from './test-support/fake-service';

let service: FakeService;
let lines: string[];

beforeEach(async () => {
  service = await startFakeService();
  lines = [];
});
afterEach(() => service.close());

function deps(sleep: TransportDeps['sleep'] = async () => undefined): TransportDeps {
  return {
    fetchImpl: fetch,
    limiter: new HostLimiter(4),
    pace: async () => undefined,
    timeoutMs: 5_000,
    sleep,
    now: Date.now,
    random: () => 0.5,
    log: (line) => lines.push(line),
  };
}

const get = (transport: TransportDeps, path: string, signal = new AbortController().signal) =>
  getWithRetries(transport, `${service.url}${path}`, { Accept: 'application/json' }, signal);

describe('getWithRetries', () => {
  it('stops waiting for the next try, and tries no more, when the caller gives up', async () => {
    service.setRoute(() => ({ status: 503, body: {} }));
    let waiting = false;
    // A wait between tries that never ends by itself.
    const transport = deps(() => {
      waiting = true;
      return new Promise<void>(() => undefined);
    });
    const controller = new AbortController();
    const result = get(transport, '/listings', controller.signal);
    await expect.poll(() => waiting).toBe(true);
    controller.abort();
    expect(await result).toMatchObject({ ok: false, error: { kind: 'cancelled' } });
    expect(service.seen).toHaveLength(1);
  });

  it('waits out a Retry-After of up to 20 s itself, and hands a longer one to the caller', async () => {
    const waits: number[] = [];
    const transport = deps(async (ms) => {
      waits.push(ms);
    });
    service.setRoute((seen) =>
      service.seen.length === 1 || seen.path === '/long'
        ? { status: 429, headers: { 'retry-after': seen.path === '/long' ? '21' : '20' }, body: {} }
        : { status: 200, body: { ok: true } },
    );
    expect(await get(transport, '/short')).toMatchObject({ ok: true, answer: { status: 200 } });
    expect(waits).toEqual([20_000]);
    expect(await get(transport, '/long')).toMatchObject({ ok: true, answer: { status: 429 } });
    expect(service.seen).toHaveLength(3);
    expect(waits).toEqual([20_000]);
  });

  it('logs each try with host, path, status and time, and never the query', async () => {
    service.setRoute(() => (service.seen.length === 1 ? { status: 503, body: {} } : { status: 200, body: {} }));
    await get(deps(), '/listings?zip=90210&make=Honda');
    const host = new URL(service.url).host;
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(new RegExp(`^GET ${host}/listings 503 in (\\d+) ms \\(try 1\\)$`));
    expect(lines[1]).toMatch(new RegExp(`^GET ${host}/listings 200 in (\\d+) ms \\(try 2\\)$`));
    for (const line of lines) {
      expect(line).not.toContain('90210');
      expect(Number(/in (\d+) ms/.exec(line)![1])).toBeLessThan(5_000);
    }
  });

  it('gives up after three dropped connections and says why in its log', async () => {
    service.setRoute(() => ({ destroy: true }));
    const result = await get(deps(), '/vin/1HGCM82633A004352');
    expect(result).toMatchObject({ ok: false, error: { kind: 'network' } });
    expect(service.seen).toHaveLength(3);
    expect(lines.at(-1)).toMatch(/^GET \S+\/vin\/1HGCM82633A004352 gave up after 3 tries \(\S+\)$/);
  });
});
