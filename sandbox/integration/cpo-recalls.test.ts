// Over HTTP: a listing the sandbox serves as certified pre-owned never has an open
// do-not-drive (park-it) recall on /openrecalls. (The whole 100,000-listing dataset is
// covered in data/dataset-realism.test.ts.)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSandboxData, type LoadedData } from '../data/dataset-cache';
import type { RunningSandbox } from '../start-sandbox';
import { api, arr, obj, startTestSandbox, TEST_CACHE_DIR, TEST_LISTINGS } from '../test-support/sandbox-fixture';

let sandbox: RunningSandbox;
let data: LoadedData;
beforeAll(async () => {
  sandbox = await startTestSandbox();
  data = await loadSandboxData(TEST_CACHE_DIR, TEST_LISTINGS, 7, () => undefined);
}, 600_000);
afterAll(async () => {
  await sandbox?.close();
  data?.db.close();
});

function retailOf(body: unknown): Record<string, unknown> {
  const b = obj(body);
  const listing = b.data && typeof b.data === 'object' && !Array.isArray(b.data) ? obj(b.data) : b;
  return obj(listing.retailListing);
}

describe('certified pre-owned listings over HTTP', () => {
  it('none served as CPO has an open park-it recall, while plain used ones do', async () => {
    const { vins } = data.dataset;
    let certified = 0;
    let parkItUsed = 0;
    for (const vin of vins) {
      const listing = await api(sandbox, `/listings/${vin}`);
      expect(listing.status, vin).toBe(200);
      const retail = retailOf(listing.body);
      const open = arr(obj((await api(sandbox, `/openrecalls/${vin}`)).body).data).map(obj);
      const parkIt = open.some((r) => r.parkIt === true);
      if (retail.cpo === true) {
        certified++;
        expect(parkIt, vin).toBe(false);
      } else if (retail.used === true && parkIt) parkItUsed++;
    }
    expect(certified).toBeGreaterThan(50);
    expect(parkItUsed).toBeGreaterThan(5);
  }, 300_000);
});
