import { describe, expect, it } from 'vitest';
import { classifyNetworkFailure, errorCodeOf } from './network-failure';

// Which words a dropped connection gets, from the system error code Node reports
// (getaddrinfo's EAI_* and ENOTFOUND, the socket errors, OpenSSL's certificate codes as
// Node names them in its TLS documentation).

describe('classifyNetworkFailure', () => {
  it('reads every name-lookup failure as DNS', () => {
    for (const code of ['ENOTFOUND', 'EAI_AGAIN', 'EAI_NONAME', 'EAI_FAIL', 'EAI_NODATA'])
      expect(classifyNetworkFailure(code), code).toBe('dns');
  });

  it('reads an unreachable network or host as offline', () => {
    for (const code of ['ENETUNREACH', 'ENETDOWN', 'EHOSTUNREACH', 'EADDRNOTAVAIL'])
      expect(classifyNetworkFailure(code), code).toBe('offline');
  });

  it('reads every certificate verification failure as a certificate problem', () => {
    for (const code of [
      'CERT_HAS_EXPIRED',
      'CERT_NOT_YET_VALID',
      'CERT_REVOKED',
      'CERT_UNTRUSTED',
      'CERT_REJECTED',
      'DEPTH_ZERO_SELF_SIGNED_CERT',
      'SELF_SIGNED_CERT_IN_CHAIN',
      'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
      'UNABLE_TO_GET_ISSUER_CERT',
      'UNABLE_TO_GET_ISSUER_CERT_LOCALLY',
      'ERR_TLS_CERT_ALTNAME_INVALID',
      'HOSTNAME_MISMATCH',
    ])
      expect(classifyNetworkFailure(code), code).toBe('certificate');
  });

  it('reads other TLS and SSL failures as certificate problems too', () => {
    expect(classifyNetworkFailure('ERR_TLS_HANDSHAKE_TIMEOUT')).toBe('certificate');
    expect(classifyNetworkFailure('ERR_SSL_WRONG_VERSION_NUMBER')).toBe('certificate');
  });

  it('reads the rest, and no code at all, as a plain network failure', () => {
    for (const code of ['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'UND_ERR_SOCKET', 'XERR_TLS'])
      expect(classifyNetworkFailure(code), code).toBe('network');
    expect(classifyNetworkFailure(undefined)).toBe('network');
  });
});

describe('errorCodeOf', () => {
  it('takes the deepest string code of the cause chain', () => {
    const system = Object.assign(new Error('getaddrinfo'), { code: 'EAI_AGAIN' });
    const undici = Object.assign(new Error('other side closed'), { code: 'UND_ERR_SOCKET', cause: system });
    expect(errorCodeOf(new TypeError('fetch failed', { cause: undici }))).toBe('EAI_AGAIN');
  });

  it('keeps the last string code when a deeper one is not a string', () => {
    const deeper = { code: 42 };
    expect(errorCodeOf({ code: 'ECONNRESET', cause: deeper })).toBe('ECONNRESET');
  });

  it('has no code for what is not an error object', () => {
    expect(errorCodeOf(undefined)).toBeUndefined();
    expect(errorCodeOf('ECONNRESET')).toBeUndefined();
    expect(errorCodeOf(new Error('plain'))).toBeUndefined();
    expect(errorCodeOf({ code: 'ECONNRESET', cause: null })).toBe('ECONNRESET');
  });

  it('stops on a cause chain that loops', () => {
    const looped: { code: string; cause?: unknown } = { code: 'ECONNRESET' };
    looped.cause = looped;
    expect(errorCodeOf(looped)).toBe('ECONNRESET');
  });
});
