// The startup warm-up of the VIN page's endpoints runs inside the sandbox: it is no request
// (not counted, not metered against any key), and what it leaves behind (the primary photo
// it drew) is what a real request then gets.
import { decode } from 'jpeg-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningSandbox } from '../start-sandbox';
import { api, obj, startTestSandbox } from '../test-support/sandbox-fixture';

let sandbox: RunningSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox({ rateLimit: true });
});
afterAll(() => sandbox?.close());

describe('the VIN page warm-up at startup', () => {
  it('finishes without a single request served or a status counted', async () => {
    await sandbox.warmedUp();
    expect(sandbox.requestCount()).toBe(0);
    expect(sandbox.statusCount(200)).toBe(0);
  });

  it('leaves the endpoints answering the warmed VIN as any other', async () => {
    await sandbox.warmedUp();
    const vin = sandbox.samples.priced;
    const decoded = obj((await api(sandbox, `/vin/${vin}`)).body);
    expect(decoded.vin).toBe(vin);
    const photo = await fetch(`${sandbox.url}/photos/retail/${vin}-1.jpg`);
    expect(photo.headers.get('content-type')).toBe('image/jpeg');
    const image = decode(new Uint8Array(await photo.arrayBuffer()), { useTArray: true });
    expect(image.width).toBeGreaterThanOrEqual(800);
    expect(image.height).toBeGreaterThanOrEqual(600);
    // Starter's pace is whole: the warm-up took nothing from any key's allowance.
    const starter = await Promise.all(Array.from({ length: 5 }, () => api(sandbox, `/vin/${vin}`, 'starter')));
    expect(starter.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
  });
});
