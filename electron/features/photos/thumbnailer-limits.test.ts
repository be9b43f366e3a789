import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppErrorException } from '../../../shared/ipc/app-error';
import { IssuedPhotoUrls } from '../../service/issued-photo-urls';
import { createPhotoFetcher, PHOTO_CONCURRENCY } from './photo-fetcher';
import { Semaphore } from './semaphore';
import { ThumbnailCache } from './thumbnail-cache';
import { createThumbnailer } from './thumbnailer';

// Issue 37, item 6, against a real photo host on 127.0.0.1 and real sharp: what main lets
// libvips decode, sizes a pixel apart sharing one thumbnail, how many fetches and resizes
// run at once, and queued work called off when no one waits for it any more.

let host: Server;
let base: string;
let photo: Buffer;
/** Every path asked for, in order. */
const asked: string[] = [];
/** Answers to /held/… wait here until released. */
const held: (() => void)[] = [];
/** /held/… requests the host has taken and not yet answered, and the most at once. */
let pending = 0;
let mostPending = 0;
const dirs: string[] = [];

const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300"><rect width="400" height="300" fill="#336699"/></svg>',
);

beforeAll(async () => {
  photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#336699' } })
    .jpeg()
    .toBuffer();
  host = createServer((request, response) => {
    const path = request.url ?? '';
    asked.push(path);
    const send = (body: Buffer) => response.writeHead(200, { 'content-type': 'image/jpeg' }).end(body);
    if (path.startsWith('/svg')) return send(SVG);
    if (path.startsWith('/held/')) {
      pending += 1;
      mostPending = Math.max(mostPending, pending);
      return void held.push(() => {
        pending -= 1;
        send(photo);
      });
    }
    send(photo);
  });
  await new Promise<void>((done) => host.listen(0, '127.0.0.1', done));
  base = `http://127.0.0.1:${(host.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const release of held) release();
  host.closeAllConnections();
  await new Promise<void>((done) => host.close(() => done()));
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

async function session(limiter?: Semaphore) {
  const dir = await mkdtemp(join(tmpdir(), 'vindesk-thumbs-'));
  dirs.push(dir);
  const urls = new IssuedPhotoUrls();
  const fetchPhoto = createPhotoFetcher({
    issued: urls,
    getTarget: async () => ({ baseUrl: base, apiKey: null, sandboxOrigin: base }),
    ...(limiter ? { limiter } : {}),
  });
  return {
    dir,
    fetchPhoto,
    ...createThumbnailer({ fetcher: fetchPhoto, cache: new ThumbnailCache({ dir }) }),
    issue: (path: string) => (urls.add(`${base}${path}`), `${base}${path}`),
  };
}

describe('thumbnailer formats (issue 37, item 6)', () => {
  it('refuses an SVG served as image/jpeg, which sharp would otherwise render, and keeps nothing of it', async () => {
    // The body is a picture librsvg would draw: refused for what it is, not for being unreadable.
    expect((await sharp(SVG).metadata()).format).toBe('svg');
    const { thumbnail, written, issue, dir } = await session();
    const refusal: unknown = await thumbnail({ url: issue('/svg/1.jpg'), width: 120, height: 96 }).then(
      () => null,
      (error: unknown) => error,
    );
    expect(refusal).toBeInstanceOf(AppErrorException);
    expect((refusal as AppErrorException).appError).toMatchObject({
      kind: 'bad-response',
      code: 'PHOTO_NOT_IMAGE',
      message: 'The service sent something that is not a photo.',
    });
    await written();
    expect(await readdir(dir)).toEqual([]);
  });
});

describe('thumbnail sizes (issue 37, item 6)', () => {
  it('makes 301, 302 and 303 px wide asks one 304 px thumbnail: one fetch, one resize, one file', async () => {
    const { thumbnail, written, issue, dir } = await session();
    const url = issue('/rounded/1.jpg');
    const answers = await Promise.all([301, 302, 303].map((width) => thumbnail({ url, width, height: 200 })));
    // And again once it is on disk.
    await written();
    answers.push(await thumbnail({ url, width: 302, height: 197 }));
    expect(asked.filter((path) => path === '/rounded/1.jpg')).toHaveLength(1);
    expect(await readdir(dir)).toEqual([ThumbnailCache.keyOf(url, 304, 200)]);
    expect(new Set(answers.map((answer) => answer.base64)).size).toBe(1);
    expect(await sharp(Buffer.from(answers[0]!.base64, 'base64')).metadata()).toMatchObject({
      format: 'webp',
      width: 304,
      height: 200,
    });
  });
});

describe('photo work at once (issue 37, item 6)', () => {
  it(`never runs more than ${PHOTO_CONCURRENCY} fetches at once, thumbnails and full-size photos together`, async () => {
    mostPending = 0;
    const { thumbnail, fetchPhoto, issue } = await session();
    const work = [
      ...Array.from({ length: 7 }, (_, i) => thumbnail({ url: issue(`/held/t${i}.jpg`), width: 64, height: 48 })),
      ...Array.from({ length: 5 }, (_, i) => fetchPhoto(issue(`/held/f${i}.jpg`))),
    ];
    // The first turns are all taken before any answer is let go.
    await expect.poll(() => held.length).toBe(PHOTO_CONCURRENCY);
    for (let answered = 0; answered < work.length; answered++) {
      await expect.poll(() => held.length).toBeGreaterThan(0);
      held.shift()!();
    }
    const results = await Promise.all(work);
    expect(results).toHaveLength(12);
    expect(mostPending).toBe(PHOTO_CONCURRENCY);
  });

  it('calls off a queued thumbnail whose every caller stopped waiting: its photo is never fetched', async () => {
    const limiter = new Semaphore(1);
    const { thumbnail, written, issue, dir } = await session(limiter);
    const first = thumbnail({ url: issue('/held/first.jpg'), width: 64, height: 48 });
    await expect.poll(() => held.length).toBe(1);
    const closed = new AbortController();
    const queued = issue('/queued/1.jpg');
    // Two rows of a page that closes, both waiting behind the first.
    const waiting = [1, 2].map(() => thumbnail({ url: queued, width: 64, height: 48 }, closed.signal));
    // Queued for the one turn: a single job, shared by both rows.
    await expect.poll(() => limiter.waiting).toBe(1);
    closed.abort(new DOMException('The page closed.', 'AbortError'));
    for (const call of waiting) await expect(call).rejects.toMatchObject({ name: 'AbortError' });
    held.shift()!();
    await first;
    await written();
    expect(asked).not.toContain('/queued/1.jpg');
    expect(await readdir(dir)).toEqual([ThumbnailCache.keyOf(`${base}/held/first.jpg`, 64, 48)]);
    // Asked again later, it is made afresh rather than joining the work called off.
    await thumbnail({ url: queued, width: 64, height: 48 });
    expect(asked.filter((path) => path === '/queued/1.jpg')).toHaveLength(1);
  });

  it('keeps queued work someone still waits for when another caller stops', async () => {
    const limiter = new Semaphore(1);
    const { thumbnail, issue } = await session(limiter);
    const first = thumbnail({ url: issue('/held/second.jpg'), width: 64, height: 48 });
    await expect.poll(() => held.length).toBe(1);
    const url = issue('/shared/1.jpg');
    const leaving = new AbortController();
    const gone = thumbnail({ url, width: 64, height: 48 }, leaving.signal);
    const staying = thumbnail({ url, width: 64, height: 48 }, new AbortController().signal);
    await expect.poll(() => limiter.waiting).toBe(1);
    leaving.abort(new DOMException('Scrolled away.', 'AbortError'));
    await expect(gone).rejects.toMatchObject({ name: 'AbortError' });
    held.shift()!();
    await first;
    expect((await staying).contentType).toBe('image/webp');
    expect(asked.filter((path) => path === '/shared/1.jpg')).toHaveLength(1);
  });

  it('lets a thumbnail already being fetched finish when its caller stops, and a later call joins it', async () => {
    const { thumbnail, issue } = await session(new Semaphore(1));
    const url = issue('/held/running.jpg');
    const left = new AbortController();
    const first = thumbnail({ url, width: 64, height: 48 }, left.signal);
    await expect.poll(() => held.length).toBe(1);
    left.abort(new DOMException('Scrolled back.', 'AbortError'));
    await expect(first).rejects.toMatchObject({ name: 'AbortError' });
    const again = thumbnail({ url, width: 64, height: 48 }, new AbortController().signal);
    held.shift()!();
    expect((await again).contentType).toBe('image/webp');
    expect(asked.filter((path) => path === '/held/running.jpg')).toHaveLength(1);
  });
});
