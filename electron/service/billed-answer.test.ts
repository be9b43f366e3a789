import { describe, expect, it } from 'vitest';
import { isBilledStatus } from './billed-answer';

describe('which answers the service bills', () => {
  it('bills what the endpoint answered once admitted: its 200, its own 400 and 404, and its 500', () => {
    for (const status of [200, 204, 400, 404, 422, 500]) expect(isBilledStatus(status)).toBe(true);
  });

  it('bills no refusal in front of the endpoint, nor a gateway’s or a fault’s answer', () => {
    for (const status of [401, 402, 403, 429, 502, 503, 504, 199]) expect(isBilledStatus(status)).toBe(false);
  });
});
