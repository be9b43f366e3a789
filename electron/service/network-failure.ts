import type { NetworkFailure } from './normalize-error';

// Which connection failure a fetch error was, from Node's error codes (undici puts the
// system error in `cause`). Each gets its own words: a typo in the address, a
// certificate a proxy swapped, and no network at all need different actions.

const DNS_CODES = new Set(['ENOTFOUND', 'EAI_AGAIN', 'EAI_NONAME', 'EAI_FAIL', 'EAI_NODATA']);
const OFFLINE_CODES = new Set(['ENETUNREACH', 'ENETDOWN', 'EHOSTUNREACH', 'EADDRNOTAVAIL']);
const CERTIFICATE_CODES = new Set([
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
]);

/** The error code deepest in the cause chain (fetch → undici → the system error). */
export function errorCodeOf(error: unknown): string | undefined {
  let current: unknown = error;
  let code: string | undefined;
  // Stryker disable next-line EqualityOperator: the bound only stops a looping chain; real chains are 3 deep.
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const candidate = (current as { code?: unknown }).code;
    if (typeof candidate === 'string') code = candidate;
    current = (current as { cause?: unknown }).cause;
  }
  return code;
}

export function classifyNetworkFailure(code: string | undefined): NetworkFailure {
  if (code === undefined) return 'network';
  if (DNS_CODES.has(code)) return 'dns';
  if (OFFLINE_CODES.has(code)) return 'offline';
  if (CERTIFICATE_CODES.has(code) || code.startsWith('ERR_TLS') || code.startsWith('ERR_SSL')) return 'certificate';
  return 'network';
}
