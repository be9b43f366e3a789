// main's two disk caches after weeks of use, since later launches must stay quick. The
// thumbnail folder's cap (64 MB) holds about 8,000 result-row thumbnails; the answer cache
// (100 MB) about 10,000 answers. The first thumbnail and the first lookup of a launch read
// from them while each folder's index (for its cap) is built in the background.
import { createHash } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ThumbnailCache } from '../electron/features/photos/thumbnail-cache';
import { ResponseCache } from '../electron/service/response-cache';
import type { BenchRow } from './bench-row';

const FILES = 8_000;
/** A 168 × 120 WebP of a car photo is 4–8 KB. */
const FILE_BYTES = 6 * 1024;
const FIRST_READ_TARGET_MS = 50;

async function thumbnailRows(): Promise<BenchRow[]> {
  const dir = await mkdtemp(join(tmpdir(), 'vindesk-bench-thumbnails-'));
  try {
    const body = Buffer.alloc(FILE_BYTES, 1);
    const keys = Array.from({ length: FILES }, (_, index) =>
      ThumbnailCache.keyOf(`https://photos.example/${index}.jpg`, 168, 120),
    );
    for (let from = 0; from < FILES; from += 200)
      await Promise.all(keys.slice(from, from + 200).map((key) => writeFile(join(dir, key), body)));

    // A new launch: a fresh cache over the full folder.
    const cache = new ThumbnailCache({ dir });
    const start = performance.now();
    const first = await cache.get(keys[FILES / 2]!);
    const firstMs = performance.now() - start;
    if (first?.byteLength !== FILE_BYTES) throw new Error('the first thumbnail was not read from the folder');
    const indexStart = performance.now();
    const total = await cache.totalBytes();
    const indexMs = performance.now() - indexStart;
    if (total !== FILES * FILE_BYTES) throw new Error(`the index counted ${total} bytes, not ${FILES * FILE_BYTES}`);

    return [
      {
        measure: `First thumbnail of a launch, ${FILES.toLocaleString('en-US')} thumbnails on disk`,
        target: `≤ ${FIRST_READ_TARGET_MS} ms`,
        result: `${firstMs.toFixed(1)} ms`,
        pass: firstMs <= FIRST_READ_TARGET_MS,
      },
      {
        measure: `Thumbnail folder index built beside it (${FILES.toLocaleString('en-US')} files)`,
        target: 'reported',
        result: `${indexMs.toFixed(0)} ms`,
        pass: true,
      },
    ];
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

const ANSWERS = 10_000;
/** A VIN page's answers run 2–20 KB each. */
const ANSWER_BYTES = 5 * 1024;

async function answerRows(): Promise<BenchRow[]> {
  const dir = await mkdtemp(join(tmpdir(), 'vindesk-bench-answers-'));
  try {
    const text = JSON.stringify({
      v: 1,
      endpoint: 'vin',
      fetchedAt: Date.now(),
      body: { pad: 'x'.repeat(ANSWER_BYTES) },
    });
    const keyOf = (index: number) => createHash('sha256').update(`answer ${index}`).digest('hex');
    for (let from = 0; from < ANSWERS; from += 200)
      await Promise.all(
        Array.from({ length: 200 }, (_, offset) => writeFile(join(dir, `${keyOf(from + offset)}.json`), text)),
      );
    // A new launch: the first lookup is a VIN not seen before, so the cache is asked and misses.
    const cache = new ResponseCache({ dir, maxBytes: 100 * 1024 * 1024, log: () => undefined });
    const start = performance.now();
    const miss = await cache.get(createHash('sha256').update('a VIN never looked up').digest('hex'));
    const firstMs = performance.now() - start;
    if (miss !== null) throw new Error('a key never stored was found');
    return [
      {
        measure: `First lookup of a launch asks the answer cache, ${ANSWERS.toLocaleString('en-US')} answers on disk`,
        target: `≤ ${FIRST_READ_TARGET_MS} ms`,
        result: `${firstMs.toFixed(1)} ms`,
        pass: firstMs <= FIRST_READ_TARGET_MS,
      },
    ];
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

export async function runLaunchCachesBench(): Promise<BenchRow[]> {
  return [...(await thumbnailRows()), ...(await answerRows())];
}
