import type { LookupAddress } from 'node:dns';
import { connect, createServer, type AddressInfo, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guardedLookup, RefusedAddressError } from './guarded-lookup';
import { isPrivateAddress } from './private-address';

// Issue 37, item 6 (DNS rebinding): the lookup a socket itself uses, with real sockets
// against a real server on 127.0.0.1, so what is checked is what is connected to.

let server: Server;
let port: number;
let connections = 0;

beforeAll(async () => {
  server = createServer((socket) => {
    connections += 1;
    socket.end();
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((done) => server.close(() => done())));

/** Connects to photos.example:port with the lookup given; resolves with how the attempt ended. */
function attempt(lookup: ReturnType<typeof guardedLookup>): Promise<{ connected: boolean; error?: Error }> {
  return new Promise((settle) => {
    const socket = connect({ host: 'photos.example', port, lookup });
    socket.once('connect', () => {
      socket.destroy();
      settle({ connected: true });
    });
    socket.once('error', (error) => settle({ connected: false, error }));
  });
}

describe('guarded lookup on real sockets', () => {
  it('refuses the connection when the name resolves to a private address, and nothing reaches the server', async () => {
    const before = connections;
    const result = await attempt(guardedLookup(async () => ['127.0.0.1'], isPrivateAddress));
    expect(result.connected).toBe(false);
    expect(result.error).toBeInstanceOf(RefusedAddressError);
    expect(result.error).toMatchObject({ hostname: 'photos.example', address: '127.0.0.1' });
    expect(connections).toBe(before);
  });

  it('refuses when any of the addresses is private, not only the first', async () => {
    const before = connections;
    const result = await attempt(guardedLookup(async () => ['104.18.2.3', '127.0.0.1'], isPrivateAddress));
    expect(result.error).toMatchObject({ address: '127.0.0.1' });
    expect(connections).toBe(before);
  });

  it('connects to the address it answered when the rule lets it (the socket uses this lookup)', async () => {
    const before = connections;
    const result = await attempt(
      guardedLookup(
        async () => ['127.0.0.1'],
        () => false,
      ),
    );
    expect(result.connected).toBe(true);
    await expect.poll(() => connections).toBe(before + 1);
  });

  it('passes on a name that does not resolve, and one with no address, as not found', async () => {
    const failed = await attempt(
      guardedLookup(() => Promise.reject(Object.assign(new Error('nope'), { code: 'ENOTFOUND' })), isPrivateAddress),
    );
    expect(failed.error).toMatchObject({ code: 'ENOTFOUND' });
    const empty = await attempt(guardedLookup(async () => [], isPrivateAddress));
    expect(empty.error).toMatchObject({ code: 'ENOTFOUND' });
  });
});

describe('guarded lookup answers as net.connect asks', () => {
  const lookup = guardedLookup(async () => ['104.18.2.3', '2606:4700::1111'], isPrivateAddress);
  const ask = (options: { all?: boolean; family?: number }) =>
    new Promise<{ address: string | LookupAddress[]; family?: number }>((done, fail) =>
      lookup('photos.example', options, (error, address, family) =>
        error ? fail(error) : done(family === undefined ? { address } : { address, family }),
      ),
    );

  it('every address with `all`, the first otherwise, only those of the family asked', async () => {
    expect(await ask({ all: true })).toEqual({
      address: [
        { address: '104.18.2.3', family: 4 },
        { address: '2606:4700::1111', family: 6 },
      ],
    });
    expect(await ask({})).toEqual({ address: '104.18.2.3', family: 4 });
    expect(await ask({ family: 6 })).toEqual({ address: '2606:4700::1111', family: 6 });
    expect(await ask({ family: 6, all: true })).toEqual({ address: [{ address: '2606:4700::1111', family: 6 }] });
  });
});
