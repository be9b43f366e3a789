import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_KEYS, startSandbox, type RunningSandbox, type SandboxOptions } from '../../../sandbox/start-sandbox';

// The sandbox the service tests talk to: a small dataset in the cache folder the other
// sandbox-backed tests share, so only the first test file on a machine builds it (minutes
// on a busy machine) and every later file, run or mutant loads it in a fraction of a second.
// The tests read the data through sandbox.samples, so the seed and size are not assumed.

const SERVICE_TEST_CACHE_DIR = join(tmpdir(), 'vindesk-test-sandbox-cache');

export async function startServiceSandbox(options: SandboxOptions = {}): Promise<RunningSandbox> {
  const sandbox = await startSandbox({
    port: 0,
    listings: 2000,
    cacheDir: SERVICE_TEST_CACHE_DIR,
    rateLimit: false,
    ...options,
  });
  // A loaded dataset opens vPIC lazily, and reading it holds this (shared) process for up to
  // a second or more: one decode now, so no test's timing (timeouts, cancellation) includes it.
  const decoded = await fetch(`${sandbox.url}/vin/${sandbox.samples.priced}`, {
    headers: { Authorization: `Bearer ${DEMO_KEYS.scale}` },
  });
  await decoded.arrayBuffer();
  return sandbox;
}
