import { createServer, type AddressInfo, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppErrorException } from '../../../shared/ipc/app-error';
import { IssuedPhotoUrls } from '../../service/issued-photo-urls';
import { createPhotoFetcher } from './photo-fetcher';

// Issue 37, item 6 (DNS rebinding), end to end through the fetcher's real network path
// (undici with the guarded agent): a host whose name answers a public address to the check
// and 127.0.0.1 to the connect. A real server listens on 127.0.0.1 and counts every
// connection that reaches it.

let server: Server;
let port: number;
let connections = 0;

beforeAll(async () => {
  server = createServer((socket) => {
    connections += 1;
    socket.destroy();
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((done) => server.close(() => done())));

describe('photo fetcher against DNS rebinding', () => {
  it('refuses at connect a host that resolved to a public address for the check and to 127.0.0.1 after', async () => {
    const answers = [['104.18.2.3'], ['127.0.0.1']];
    const asked: string[] = [];
    const issued = new IssuedPhotoUrls();
    const url = `https://rebind.example:${port}/a.jpg`;
    issued.add(url);
    const fetchPhoto = createPhotoFetcher({
      issued,
      getTarget: async () => ({ baseUrl: 'https://api.auto.dev', apiKey: 'sk_live', sandboxOrigin: null }),
      resolveHost: async (host) => {
        asked.push(host);
        return answers.shift() ?? ['127.0.0.1'];
      },
    });
    const error: unknown = await fetchPhoto(url).then(
      () => null,
      (thrown: unknown) => thrown,
    );
    expect(error).toBeInstanceOf(AppErrorException);
    expect((error as AppErrorException).appError).toMatchObject({
      kind: 'invalid-input',
      code: 'PHOTO_URL_REFUSED',
      message: 'That photo points at a private network address, so it was not loaded.',
    });
    // Once for the check, once by the socket as it connected: the second answer was refused.
    expect(asked).toEqual(['rebind.example', 'rebind.example']);
    expect(connections).toBe(0);
  });
});
