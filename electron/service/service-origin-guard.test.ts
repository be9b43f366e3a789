import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startFakeService, type FakeService } from './test-support/fake-service';
import { listingBody } from './test-support/sample-bodies';
import { appErrorOf, createTestClient, TEST_KEY, type TestClient } from './test-support/test-client';

// The engine is the last step before a request leaves with the key (in the Authorization
// header, or in auto.dev's v1 URL): it refuses any origin the key is not bound to, and the
// demo sandbox's always, whatever the settings say. A real local service records what arrives.

const VIN = '1HGCM82633A004352';
let service: FakeService;
let test: TestClient | null = null;

beforeEach(async () => {
  service = await startFakeService(() => ({ status: 200, body: { data: [listingBody()] } }));
});
afterEach(async () => {
  await test?.dispose();
  test = null;
  await service.close();
});

describe('service origin binding: the engine', () => {
  it('sends no request with the key to an origin it is not bound to, whichever call asks', async () => {
    test = await createTestClient(service.url, {
      config: {
        dialect: 'autodev',
        v1BaseUrl: `${service.url}/api`,
        keyOrigins: { allowed: ['https://api.auto.dev'], never: [] },
      },
    });
    const host = new URL(service.url).host;
    // Each refusal is caught as the call is made: one that comes while an earlier one is
    // awaited would otherwise be an unhandled rejection for that moment.
    const refusals = [
      test.client.searchListings({ limit: 1 }),
      test.client.getListing(VIN),
      test.client.decodeVinV1(VIN),
      test.client.decodeVinV1(VIN),
      test.client.getRecalls(VIN),
    ].map((call) => appErrorOf(call));
    for (const error of await Promise.all(refusals)) {
      expect(error).toMatchObject({ code: 'ORIGIN_NOT_CONFIRMED', message: expect.stringContaining(host) });
    }
    expect(service.seen).toEqual([]);
  });

  it('sends the key where it is bound', async () => {
    test = await createTestClient(service.url, {
      config: { keyOrigins: { allowed: [new URL(service.url).origin], never: [] } },
    });
    await test.client.searchListings({ limit: 1 });
    expect(service.seen.map((seen) => seen.headers.authorization)).toEqual([`Bearer ${TEST_KEY}`]);
  });

  it('never sends the key to the demo sandbox’s origin, even when every origin is allowed', async () => {
    test = await createTestClient(service.url, {
      config: { keyOrigins: { allowed: 'any', never: [new URL(service.url).origin] } },
    });
    expect(await appErrorOf(test.client.searchListings({ limit: 1 }))).toMatchObject({ code: 'KEY_NOT_FOR_SANDBOX' });
    expect(service.seen).toEqual([]);
  });
});
