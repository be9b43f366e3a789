import { performance } from 'node:perf_hooks';
import { DatabaseSync } from 'node:sqlite';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { startHoldingFront } from './test-support/holding-front';
import { startSweepIpcRig } from './test-support/sweep-ipc-rig';

// Quitting must not wait for a slow service (issue 37 item 4): close() stops the requests in
// flight and saves what came back. The service here is a real HTTP server in front of the
// sandbox that answers the first requests and then holds every other one open.

const SANDBOX_CACHE = join(tmpdir(), 'vindesk-test-sandbox-cache');
const ANSWERED = 12;

describe('quitting mid-sweep', () => {
  it('returns within a second while the service still holds requests, with every answer that came back saved', async () => {
    let sandboxUrl = '';
    const front = await startHoldingFront(() => sandboxUrl, ANSWERED);
    const rig = await startSweepIpcRig({
      listings: 2000,
      vinCount: 60,
      cacheDir: SANDBOX_CACHE,
      serviceUrl: (url) => {
        sandboxUrl = url;
        return front.url;
      },
    });
    try {
      await rig.runner.start(rig.vins.join('\n'));
      // The answered requests are in, and the next ones are held by the service.
      await vi.waitFor(
        () => {
          expect(rig.runner.status()!.checked).toBe(ANSWERED);
          expect(front.held()).toBeGreaterThan(0);
        },
        { timeout: 20_000 },
      );
      const held = front.held();
      const before = performance.now();
      await rig.runner.close();
      const took = performance.now() - before;

      expect(took).toBeLessThan(1_000);
      // Closed while the service still held every request it was holding: none was answered.
      expect(front.answered()).toBe(ANSWERED);
      expect(front.held()).toBeGreaterThanOrEqual(held);
      const status = rig.runner.status()!;
      expect(status).toMatchObject({ state: 'running', checked: ANSWERED });
      // Every answer that came back is on disk, and the sweep resumes on the next launch.
      const watch = new DatabaseSync(rig.database!.file, { readOnly: true });
      try {
        const rows = watch.prepare('SELECT vin FROM sweep_results').all() as { vin: string }[];
        expect(rows.map((row) => row.vin).sort()).toEqual(status.results.map((row) => row.vin).sort());
        expect(watch.prepare('SELECT state FROM sweep_runs').get()).toEqual({ state: 'running' });
      } finally {
        watch.close();
      }
      // The aborted requests were closed by the client, not left for the service to answer.
      await vi.waitFor(() => expect(front.abandoned()).toBeGreaterThanOrEqual(held));
    } finally {
      await rig.close();
      await front.close();
    }
  });
});
