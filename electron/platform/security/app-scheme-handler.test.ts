import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAppSchemeHandler } from './app-scheme-handler';

// A real folder laid out like out/renderer, with a secret beside it that no URL may reach.
let base: string;
let handle: (request: Request) => Promise<Response>;

beforeAll(async () => {
  base = await mkdtemp(join(tmpdir(), 'vindesk-scheme-'));
  const renderer = join(base, 'renderer');
  await mkdir(join(renderer, 'assets'), { recursive: true });
  await writeFile(join(renderer, 'index.html'), '<!doctype html><title>VinDesk</title>');
  await writeFile(join(renderer, 'assets', 'index-abc.js'), 'export const answer = 42;');
  await writeFile(join(renderer, 'assets', 'index-abc.css'), 'body{}');
  await writeFile(join(renderer, 'assets', 'zxing.wasm'), Buffer.from([0, 97, 115, 109]));
  await writeFile(join(renderer, 'assets', 'model.BIN'), Buffer.from([1, 2, 3]));
  await writeFile(join(base, 'secret.txt'), 'the key');
  // A sibling whose name starts like the root: a prefix check without a separator would let it through.
  await mkdir(join(base, 'renderer-evil'));
  await writeFile(join(base, 'renderer-evil', 'x.js'), 'evil');
  handle = createAppSchemeHandler(renderer);
});

afterAll(async () => {
  await rm(base, { recursive: true, force: true });
});

const get = (url: string, method = 'GET') => handle(new Request(url, { method }));

describe('app:// scheme handler', () => {
  it('serves index.html at the root and by name, as HTML with the CSP header', async () => {
    for (const url of ['app://vindesk/', 'app://vindesk/index.html', 'app://vindesk/index.html#/search']) {
      const response = await get(url);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
      expect(await response.text()).toContain('<title>VinDesk</title>');
    }
  });

  it('serves module scripts as JavaScript, styles as CSS and wasm as wasm', async () => {
    const script = await get('app://vindesk/assets/index-abc.js');
    expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(await script.text()).toBe('export const answer = 42;');
    expect((await get('app://vindesk/assets/index-abc.css')).headers.get('content-type')).toBe(
      'text/css; charset=utf-8',
    );
    expect((await get('app://vindesk/assets/zxing.wasm')).headers.get('content-type')).toBe('application/wasm');
    expect(script.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it.each([
    'app://vindesk/..%2fsecret.txt',
    'app://vindesk/%2E%2E%2Fsecret.txt',
    'app://vindesk/assets/..%2f..%2fsecret.txt',
    'app://vindesk/..%5csecret.txt',
    'app://vindesk/%252e%252e/secret.txt',
    'app://vindesk/..%2f..%2frenderer-evil%2fx.js',
    'app://vindesk/assets%00.js',
  ])('refuses the traversal %s without reading outside the folder', async (url) => {
    const response = await get(url);
    expect([400, 403]).toContain(response.status);
    expect(await response.text()).not.toMatch(/the key|evil/);
  });

  it.each(['app://vindesk/../secret.txt', 'app://vindesk/%2e%2e/secret.txt', 'app://vindesk/a/%2E./../secret.txt'])(
    'never serves a file above the root when the URL parser folds the dots of %s',
    async (url) => {
      // WHATWG URL parsing turns these into /secret.txt inside the root, which does not exist.
      const response = await get(url);
      expect(response.status).toBe(404);
      expect(await response.text()).not.toContain('the key');
    },
  );

  it('answers 404 for a missing file or a folder', async () => {
    expect((await get('app://vindesk/nope.js')).status).toBe(404);
    expect((await get('app://vindesk/assets')).status).toBe(404);
  });

  it('serves only its own host and scheme, and only GET and HEAD', async () => {
    expect((await get('app://other/index.html')).status).toBe(404);
    expect((await get('app://vindesk.evil/index.html')).status).toBe(404);
    expect((await get('other://vindesk/index.html')).status).toBe(404);
    expect((await get('app://vindesk/index.html', 'POST')).status).toBe(405);
    const head = await get('app://vindesk/index.html', 'HEAD');
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
  });

  it('sends the CSP header on refusals too', async () => {
    const response = await get('app://vindesk/nope.js');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
  });

  it('serves a file of a type it does not know as bytes, with its length', async () => {
    const response = await get('app://vindesk/assets/model.BIN');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/octet-stream');
    expect(response.headers.get('content-length')).toBe('3');
    expect([...new Uint8Array(await response.arrayBuffer())]).toEqual([1, 2, 3]);
  });

  it.each([
    // A path that does not decode (a cut-off UTF-8 sequence) is refused before any check.
    ['app://vindesk/%E0%A4%A.js', 400, 'Malformed path'],
    // Every dot segment the URL parser leaves (an encoded slash hides it) is refused once
    // decoded, even one that would stay inside the folder.
    ['app://vindesk/.%2findex.html', 403, 'Forbidden path'],
    ['app://vindesk/assets/..%2findex.html', 403, 'Forbidden path'],
    ['app://vindesk/assets%5cindex-abc.js', 403, 'Forbidden path'],
    ['app://vindesk/nope.js', 404, 'Not found'],
    ['app://vindesk/assets', 404, 'Not found'],
    ['app://elsewhere/index.html', 404, 'Unknown host'],
  ] as const)('answers %s with %i and says why in plain text', async (url, status, reason) => {
    const response = await get(url);
    expect(response.status).toBe(status);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await response.text()).toBe(reason);
  });

  it('says why it refuses a method other than GET and HEAD', async () => {
    const response = await get('app://vindesk/index.html', 'DELETE');
    expect(response.status).toBe(405);
    expect(await response.text()).toBe('Method not allowed');
  });
});
