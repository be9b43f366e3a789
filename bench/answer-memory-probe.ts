// Run by answer-memory-bench.ts in a child process of its own (with --expose-gc), so
// its memory is the client's alone: asks the service client for one listings page at
// the URL given, while sampling RSS, and prints what it saw as one JSON line.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AppErrorException } from '../shared/ipc/app-error';
import { createServiceClient } from '../electron/service/create-service-client';

const gc = (globalThis as { gc?: () => void }).gc;

async function main(): Promise<void> {
  const baseUrl = process.argv[2];
  if (!baseUrl || !gc) throw new Error('usage: node --expose-gc --import tsx answer-memory-probe.ts <baseUrl>');
  const cacheDir = await mkdtemp(join(tmpdir(), 'vindesk-bench-memory-'));
  const client = createServiceClient({
    getConfig: () => ({ baseUrl, v1BaseUrl: '', apiKey: 'bench-key-0123456789', plan: 'scale', dialect: 'spec' }),
    cacheDir,
    sleep: async () => undefined,
  });
  // Warm up the client's code paths so their one-off allocations are not counted.
  await client.getListing('1HGCM82633A004352').catch(() => undefined);
  gc();
  const baseline = process.memoryUsage().rss;
  let peak = baseline;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 2);
  let outcome = 'answered';
  const started = performance.now();
  try {
    await client.searchListings({ limit: 5 });
  } catch (error) {
    outcome = error instanceof AppErrorException ? error.appError.code : String(error);
  }
  const ms = performance.now() - started;
  peak = Math.max(peak, process.memoryUsage().rss);
  clearInterval(sampler);
  // The cache writes behind each answer: the folder goes once those writes have landed.
  await client.settled();
  await rm(cacheDir, { recursive: true, force: true });
  console.log(JSON.stringify({ baseline, peak, outcome, ms }));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
