import { describe, expect, it } from 'vitest';
import { isLoopbackHost, isPrivateAddress } from './private-address';

// The ranges' edges as the RFCs draw them: "this network" 0/8 (RFC 1122), private 10/8,
// 172.16/12 and 192.168/16 (RFC 1918), shared address space 100.64/10 (RFC 6598), loopback
// 127/8, link-local 169.254/16 (RFC 3927), unique local fc00::/7 (RFC 4193), link-local
// fe80::/10, :: and ::1 (RFC 4291), and IPv4-mapped IPv6 (::ffff:a.b.c.d).

describe('private addresses', () => {
  it.each([
    '0.0.0.0',
    '0.255.255.255',
    '10.0.0.0',
    '10.255.255.255',
    '100.64.0.0',
    '100.127.255.255',
    '127.0.0.1',
    '127.255.255.255',
    '169.254.0.1',
    '169.254.255.255',
    '172.16.0.0',
    '172.31.255.255',
    '192.168.0.0',
    '192.168.255.255',
    '::',
    '::1',
    '[::1]',
    'fc00::1',
    'fdff:ffff::1',
    'fe80::1',
    'febf:ffff::1',
    '::ffff:10.0.0.1',
    '::FFFF:192.168.1.1',
    '[::ffff:127.0.0.1]',
  ])('%s is private', (address) => {
    expect(isPrivateAddress(address)).toBe(true);
  });

  it.each([
    '1.0.0.0',
    '9.255.255.255',
    '11.0.0.0',
    '100.63.255.255',
    '100.128.0.0',
    '126.255.255.255',
    '128.0.0.0',
    '169.253.255.255',
    '169.255.0.0',
    '172.15.255.255',
    '172.32.0.0',
    '192.167.255.255',
    '192.169.0.0',
    '8.8.8.8',
    '2606:4700::1111',
    'fbff:ffff::1',
    'fec0::1',
    '::2',
    '::ffff:8.8.8.8',
    'retail.photos.vin',
    '',
  ])('%s is not private', (address) => {
    expect(isPrivateAddress(address)).toBe(false);
  });
});

describe('loopback hosts', () => {
  it.each(['localhost', 'LOCALHOST', 'photos.localhost', '127.0.0.1', '127.1.2.3', '::1', '[::1]'])(
    '%s is this machine',
    (host) => {
      expect(isLoopbackHost(host)).toBe(true);
    },
  );

  it.each(['localhost.example.com', 'mylocalhost', '128.0.0.1', '10.0.0.1', '::2', '[::2]', 'retail.photos.vin'])(
    '%s is not this machine',
    (host) => {
      expect(isLoopbackHost(host)).toBe(false);
    },
  );
});
