// The request path an error answer echoes back: a key passed in the query never appears in it.
// And the bearer key, read from the Authorization header the way RFC 6750 writes it.
import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { bearerKey, redactedPath } from './sandbox-dialect';

const KEY_PARAMS = ['apiKey', 'api_key'];

describe('redactedPath', () => {
  it.each([
    ['/listings', '/listings'],
    ['/listings?make=Ford&limit=5', '/listings?make=Ford&limit=5'],
    // Kept as sent when there is no key: the encoding is the caller's.
    ['/listings?model=F%20150&q=a+b', '/listings?model=F%20150&q=a+b'],
    ['/listings?apiKey=sk_live_secret', '/listings?apiKey=***'],
    ['/listings?make=Ford&apiKey=sk_live_secret&limit=5', '/listings?make=Ford&apiKey=***&limit=5'],
    ['/vin/1HGCM82633A004352?api_key=abc&apiKey=def', '/vin/1HGCM82633A004352?api_key=***&apiKey=***'],
    // An empty key is still a key parameter: written as *** too.
    ['/listings?apiKey=', '/listings?apiKey=***'],
  ])('%s is echoed as %s', (sent, echoed) => {
    expect(redactedPath(new URL(sent, 'http://127.0.0.1'), KEY_PARAMS)).toBe(echoed);
  });

  it('adds no key parameter that was not sent', () => {
    const echoed = redactedPath(new URL('/listings?api_key=abc&make=Kia', 'http://127.0.0.1'), KEY_PARAMS);
    expect(echoed).toBe('/listings?api_key=***&make=Kia');
    expect(echoed).not.toContain('apiKey');
  });

  it('every copy of a repeated key is hidden', () => {
    const echoed = redactedPath(new URL('/listings?apiKey=one&apiKey=two', 'http://127.0.0.1'), KEY_PARAMS);
    expect(echoed).not.toMatch(/one|two/);
  });
});

describe('bearerKey', () => {
  const request = (authorization?: string) => ({ headers: { authorization } }) as IncomingMessage;

  it.each([
    ['Bearer sk_live_abc', 'sk_live_abc'],
    ['bearer sk_live_abc', 'sk_live_abc'],
    ['BEARER   sk_live_abc  ', 'sk_live_abc'],
  ])('reads "%s" as %s', (header, key) => {
    expect(bearerKey(request(header))).toBe(key);
  });

  it.each([
    undefined,
    '',
    'Bearer',
    'Bearer ',
    'Basic dXNlcjpwdw==',
    'Bearer two words',
    'Token sk_live_abc',
    'NotBearer sk_live_abc',
  ])('reads no key from %j', (header) => {
    expect(bearerKey(request(header))).toBeNull();
  });
});
