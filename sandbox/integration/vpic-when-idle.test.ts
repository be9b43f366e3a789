// vPIC is opened after the first search, not before it: over real HTTP, against a
// stand-in opener (what opens when) and against the sandbox itself (its progress reports).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { startTestSandbox } from '../test-support/sandbox-fixture';
import type { RunningSandbox } from '../start-sandbox';
import { openVpicWhenIdle } from '../vpic-when-idle';

interface Probe {
  server: Server;
  url: string;
  opens: number;
  closes: number;
  /** Opens counted while the server handled each path. */
  seenAtHandling: Map<string, number>;
  open: () => Promise<{ close(): void }>;
}

const servers: Server[] = [];
const sandboxes: RunningSandbox[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) await new Promise((resolve) => server.close(resolve));
  for (const sandbox of sandboxes.splice(0)) await sandbox.close();
});

async function probe(): Promise<Probe> {
  const p: Probe = {
    server: createServer((req, res) => {
      // A turn later: after every 'request' listener ran, before the answer goes out.
      setImmediate(() => {
        p.seenAtHandling.set(req.url ?? '', p.opens);
        res.end('{}');
      });
    }),
    url: '',
    opens: 0,
    closes: 0,
    seenAtHandling: new Map(),
    open: () => {
      p.opens++;
      return Promise.resolve({ close: () => void p.closes++ });
    },
  };
  servers.push(p.server);
  await new Promise<void>((resolve) => p.server.listen(0, '127.0.0.1', resolve));
  p.url = `http://127.0.0.1:${(p.server.address() as AddressInfo).port}`;
  return p;
}

const get = async (url: string) => (await fetch(url)).text();

describe('vPIC opens when the sandbox is idle', () => {
  it('the health check neither opens it nor waits; the first search is answered before it opens', async () => {
    const p = await probe();
    openVpicWhenIdle(p.server, p.open, 60_000);
    await get(`${p.url}/_sandbox/samples`);
    await get(`${p.url}/listings?limit=25`);
    expect(p.seenAtHandling.get('/listings?limit=25')).toBe(0);
    await expect.poll(() => p.opens).toBe(1);
    await get(`${p.url}/listings?limit=25&page=2`);
    await get(`${p.url}/vin/1HGCV1F3XLA000001`);
    expect(p.opens).toBe(1);
  });

  it('a request that may decode a VIN opens it at once, as it arrives', async () => {
    const p = await probe();
    openVpicWhenIdle(p.server, p.open, 60_000);
    await get(`${p.url}/listings/1HGCV1F3XLA000001`);
    expect(p.seenAtHandling.get('/listings/1HGCV1F3XLA000001')).toBe(1);
    await get(`${p.url}/photos/1HGCV1F3XLA000001`);
    expect(p.opens).toBe(1);
  });

  it('without any request it opens after the grace period', async () => {
    const p = await probe();
    openVpicWhenIdle(p.server, p.open, 20);
    await expect.poll(() => p.opens).toBe(1);
  });

  it('closed before it opened, it never opens; closed after, what it opened is closed', async () => {
    const early = await probe();
    const waiting = openVpicWhenIdle(early.server, early.open, 60_000);
    waiting.close();
    await get(`${early.url}/vin/1HGCV1F3XLA000001`);
    expect(early.opens).toBe(0);
    expect(waiting.opening).toBeNull();

    const late = await probe();
    const opened = openVpicWhenIdle(late.server, late.open, 60_000);
    await get(`${late.url}/vin/1HGCV1F3XLA000001`);
    opened.close();
    await expect.poll(() => late.closes).toBe(1);
  });
});

describe('the sandbox opens vPIC after its first search', () => {
  it('reports no vPIC progress before the first search, then opens it fully after it', async () => {
    const phases: string[] = [];
    const sandbox = await startTestSandbox({
      onProgress: (p) => phases.push(`${p.phase} ${p.done}/${p.total}`),
    });
    sandboxes.push(sandbox);
    const vpicPhases = () => phases.filter((p) => p.startsWith('vpic'));
    expect(vpicPhases()).toEqual([]);
    expect((await fetch(`${sandbox.url}/_sandbox/samples`)).status).toBe(200);
    expect(vpicPhases()).toEqual([]);
    const search = await fetch(`${sandbox.url}/listings?limit=25`, {
      headers: { Authorization: 'Bearer demo-scale' },
    });
    expect(search.status).toBe(200);
    await expect.poll(() => phases.at(-1), { timeout: 30_000 }).toBe('vpic 1/1');
    expect(vpicPhases()[0]).toBe('vpic 0/1');
  });

  it('a decode asked for first is answered (vPIC opens for it)', async () => {
    const sandbox = await startTestSandbox();
    sandboxes.push(sandbox);
    const decode = await fetch(`${sandbox.url}/vin/${sandbox.samples.unlistedDecodable}`, {
      headers: { Authorization: 'Bearer demo-scale' },
    });
    expect(decode.status).toBe(200);
    expect(((await decode.json()) as { vin?: string }).vin).toBe(sandbox.samples.unlistedDecodable);
  });
});
