import { describe, expect, it } from 'vitest';
import { sweepPauseLine } from './sweep-cost-words';

// A sweep paused because VinDesk now asks another service than it was started on (issue 37
// item 5) says so in a dealer's words, naming both and what makes it go on.

const AUTO_DEV = { mode: 'live', origin: 'https://api.auto.dev' } as const;
const DEMO = { mode: 'demo', origin: 'demo' } as const;

describe('a sweep paused for its service, in words', () => {
  it('started on the dealer’s account, now on demo data: waits for the key', () => {
    expect(sweepPauseLine({ reason: 'service', sweptOn: AUTO_DEV, nowOn: DEMO })).toBe(
      'Paused: this sweep was started on your auto.dev account. VinDesk is on demo data now, so the sweep waits until your API key is back and then goes on by itself. Or cancel it and start a new sweep.',
    );
  });

  it('started on demo data, now live: never goes on, a new sweep is needed', () => {
    expect(sweepPauseLine({ reason: 'service', sweptOn: DEMO, nowOn: AUTO_DEV })).toBe(
      'Paused: this sweep was started on demo data. VinDesk now checks your auto.dev account, and made-up demo results must not mix with real ones. Cancel it and start a new sweep to check these VINs for real.',
    );
  });

  it('started at one address, now at another: names both hosts', () => {
    const line = sweepPauseLine({
      reason: 'service',
      sweptOn: AUTO_DEV,
      nowOn: { mode: 'live', origin: 'https://proxy.dealer.example:8443' },
    });
    expect(line).toBe(
      'Paused: this sweep was started on your auto.dev account. VinDesk now checks your account at proxy.dealer.example:8443, so the sweep waits until the service address in Settings is api.auto.dev again. Or cancel it and start a new sweep.',
    );
  });
});
