import { describe, expect, it } from 'vitest';
import { isPrivateAddress } from './private-address';

// Issue 37, item 6: each block of the IANA special-purpose registries (and multicast) with
// its first and last address, and the addresses just outside it on either side (null where
// the neighbour is itself a blocked range or there is none). Worked out by hand from the
// prefix lengths: a /24 spans x.y.z.0–x.y.z.255, a /15 at 198.18 spans 198.18.0.0–198.19.255.255.
const V4: [range: string, first: string, last: string, below: string | null, above: string | null][] = [
  ['0.0.0.0/8', '0.0.0.0', '0.255.255.255', null, '1.0.0.0'],
  ['10.0.0.0/8', '10.0.0.0', '10.255.255.255', '9.255.255.255', '11.0.0.0'],
  ['100.64.0.0/10', '100.64.0.0', '100.127.255.255', '100.63.255.255', '100.128.0.0'],
  ['127.0.0.0/8', '127.0.0.0', '127.255.255.255', '126.255.255.255', '128.0.0.0'],
  ['169.254.0.0/16', '169.254.0.0', '169.254.255.255', '169.253.255.255', '169.255.0.0'],
  ['172.16.0.0/12', '172.16.0.0', '172.31.255.255', '172.15.255.255', '172.32.0.0'],
  ['192.0.0.0/24', '192.0.0.0', '192.0.0.255', '191.255.255.255', '192.0.1.0'],
  ['192.0.2.0/24', '192.0.2.0', '192.0.2.255', '192.0.1.255', '192.0.3.0'],
  ['192.31.196.0/24', '192.31.196.0', '192.31.196.255', '192.31.195.255', '192.31.197.0'],
  ['192.52.193.0/24', '192.52.193.0', '192.52.193.255', '192.52.192.255', '192.52.194.0'],
  ['192.88.99.0/24', '192.88.99.0', '192.88.99.255', '192.88.98.255', '192.88.100.0'],
  ['192.168.0.0/16', '192.168.0.0', '192.168.255.255', '192.167.255.255', '192.169.0.0'],
  ['192.175.48.0/24', '192.175.48.0', '192.175.48.255', '192.175.47.255', '192.175.49.0'],
  ['198.18.0.0/15', '198.18.0.0', '198.19.255.255', '198.17.255.255', '198.20.0.0'],
  ['198.51.100.0/24', '198.51.100.0', '198.51.100.255', '198.51.99.255', '198.51.101.0'],
  ['203.0.113.0/24', '203.0.113.0', '203.0.113.255', '203.0.112.255', '203.0.114.0'],
  ['224.0.0.0/4', '224.0.0.0', '239.255.255.255', '223.255.255.255', null],
  ['240.0.0.0/4', '240.0.0.0', '255.255.255.255', null, null],
];

const F = 'ffff:ffff:ffff:ffff';
const V6: [range: string, first: string, last: string, below: string | null, above: string | null][] = [
  ['::/128', '::', '::', null, null],
  ['::1/128', '::1', '::1', null, '::2'],
  ['64:ff9b::/96', '64:ff9b::', '64:ff9b::ffff:ffff', `64:ff9a:ffff:ffff:${F}`, '64:ff9b::1:0:0'],
  ['64:ff9b:1::/48', '64:ff9b:1::', `64:ff9b:1:ffff:${F}`, `64:ff9b:0:ffff:${F}`, '64:ff9b:2::'],
  ['100::/64', '100::', `100::${F}`, `ff:ffff:ffff:ffff:${F}`, null],
  ['100:0:0:1::/64', '100:0:0:1::', `100:0:0:1:${F}`, null, '100:0:0:2::'],
  ['2001::/23', '2001::', `2001:1ff:ffff:ffff:${F}`, `2000:ffff:ffff:ffff:${F}`, '2001:200::'],
  ['2001:db8::/32', '2001:db8::', `2001:db8:ffff:ffff:${F}`, `2001:db7:ffff:ffff:${F}`, '2001:db9::'],
  ['2002::/16', '2002::', `2002:ffff:ffff:ffff:${F}`, `2001:ffff:ffff:ffff:${F}`, '2003::'],
  ['2620:4f:8000::/48', '2620:4f:8000::', `2620:4f:8000:ffff:${F}`, `2620:4f:7fff:ffff:${F}`, '2620:4f:8001::'],
  ['3fff::/20', '3fff::', `3fff:fff:ffff:ffff:${F}`, `3ffe:ffff:ffff:ffff:${F}`, '3fff:1000::'],
  ['5f00::/16', '5f00::', `5f00:ffff:ffff:ffff:${F}`, `5eff:ffff:ffff:ffff:${F}`, '5f01::'],
  ['fc00::/7', 'fc00::', `fdff:ffff:ffff:ffff:${F}`, `fbff:ffff:ffff:ffff:${F}`, 'fe00::'],
  ['fe80::/10', 'fe80::', `febf:ffff:ffff:ffff:${F}`, `fe7f:ffff:ffff:ffff:${F}`, 'fec0::'],
  ['ff00::/8', 'ff00::', `ffff:ffff:ffff:ffff:${F}`, `feff:ffff:ffff:ffff:${F}`, null],
];

describe.each([...V4, ...V6])('special-purpose block %s', (_range, first, last) => {
  it(`refuses its first (${first}) and last (${last}) addresses`, () => {
    expect(isPrivateAddress(first)).toBe(true);
    expect(isPrivateAddress(last)).toBe(true);
  });
});

// Only the blocks with a neighbour outside every blocked range (:: and 240/4 have none).
describe.each([...V4, ...V6].filter(([, , , below, above]) => below !== null || above !== null))(
  'the neighbours of special-purpose block %s',
  (_range, _first, _last, below, above) => {
    it(`are let through (${below} and ${above})`, () => {
      for (const neighbour of [below, above])
        if (neighbour !== null) expect(isPrivateAddress(neighbour), neighbour).toBe(false);
    });
  },
);

describe('private addresses however they are written', () => {
  it.each([
    '[::1]',
    '::ffff:10.0.0.1',
    '::FFFF:192.168.1.1',
    '[::ffff:127.0.0.1]',
    // The same addresses with the IPv4 part in hex: 127.0.0.1 and 198.18.0.1.
    '::ffff:7f00:1',
    '::ffff:c612:1',
    '0:0:0:0:0:0:0:1',
  ])('%s is refused', (address) => {
    expect(isPrivateAddress(address)).toBe(true);
  });

  it.each(['8.8.8.8', '104.18.2.3', '2606:4700::1111', '::ffff:8.8.8.8', '::ffff:808:808', 'retail.photos.vin', ''])(
    '%s is let through',
    (address) => {
      expect(isPrivateAddress(address)).toBe(false);
    },
  );
});
