import { describe, expect, it } from 'vitest';
import { hostOf, keyOriginRefusal, originChangeCancelledError, originOf, serviceOrigins } from './key-origins';

const SANDBOX = 'http://127.0.0.1:43123';

describe('key origins', () => {
  it('reads an address’s origin, and none from what is not a web address', () => {
    expect(originOf('https://api.auto.dev/v1/listings?x=1')).toBe('https://api.auto.dev');
    expect(originOf('http://127.0.0.1:8080/listings')).toBe('http://127.0.0.1:8080');
    expect(originOf('not an address')).toBeNull();
    expect(originOf('data:text/plain,hello')).toBeNull();
  });

  it('shows a host as it really is: the port kept, a non-ASCII name in its xn-- form', () => {
    expect(hostOf('http://127.0.0.1:8080/listings')).toBe('127.0.0.1:8080');
    // RFC 3492's own style of example: "bücher" is "xn--bcher-kva".
    expect(hostOf('https://bücher.example/')).toBe('xn--bcher-kva.example');
    expect(hostOf('not an address')).toBe('not an address');
  });

  it('lists each origin the settings send the key to once, skipping an empty or broken address', () => {
    expect(serviceOrigins({ baseUrl: 'https://api.auto.dev', v1BaseUrl: 'https://api.auto.dev/v1' })).toEqual([
      'https://api.auto.dev',
    ]);
    expect(serviceOrigins({ baseUrl: 'https://api.auto.dev', v1BaseUrl: '' })).toEqual(['https://api.auto.dev']);
    expect(serviceOrigins({ baseUrl: 'https://a.example', v1BaseUrl: 'https://b.example/v1' })).toEqual([
      'https://a.example',
      'https://b.example',
    ]);
    expect(serviceOrigins({ baseUrl: 'nonsense', v1BaseUrl: '' })).toEqual([]);
  });

  it('never lets the key go to the demo service or to what is not an address, whatever was confirmed', () => {
    const rule = { allowed: 'any' as const, never: [SANDBOX] };
    for (const url of [`${SANDBOX}/listings`, 'nonsense']) {
      const refusal = keyOriginRefusal(rule, url);
      expect(refusal, url).toMatchObject({ kind: 'invalid-input', code: 'KEY_NOT_FOR_SANDBOX' });
      expect(refusal?.suggestion, url).toMatch(/Settings/);
    }
    expect(keyOriginRefusal(rule, `${SANDBOX}/listings`)?.message).toContain('127.0.0.1:43123');
  });

  it('lets the key go only to a confirmed origin, or anywhere when nothing needs guarding', () => {
    expect(keyOriginRefusal(undefined, `${SANDBOX}/listings`)).toBeNull();
    const rule = { allowed: ['https://api.auto.dev'], never: [SANDBOX] };
    expect(keyOriginRefusal(rule, 'https://api.auto.dev/listings')).toBeNull();
    const refusal = keyOriginRefusal(rule, 'https://api.other.example:8443/listings');
    expect(refusal).toMatchObject({ kind: 'invalid-input', code: 'ORIGIN_NOT_CONFIRMED' });
    expect(refusal?.message).toContain('api.other.example:8443');
    expect(keyOriginRefusal({ allowed: 'any', never: [SANDBOX] }, 'https://api.other.example/listings')).toBeNull();
  });

  it('says where the key still goes when a change of address is cancelled', () => {
    expect(originChangeCancelledError([])).toMatchObject({
      kind: 'cancelled',
      code: 'ORIGIN_CHANGE_CANCELLED',
      message: 'The service address was not changed.',
    });
    const kept = originChangeCancelledError(['api.auto.dev', 'v1.example']);
    expect(kept.message).toBe(
      'The service address was not changed. Your API key still goes only to api.auto.dev and v1.example.',
    );
    expect(kept.suggestion).toMatch(/^Nothing was saved\./);
  });
});
