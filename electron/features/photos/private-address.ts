import { BlockList, isIP } from 'node:net';

// Addresses a photo may never come from (only the embedded demo sandbox's own origin is
// exempt, photo-fetcher.ts). Without this, a hostile answer could point a "photo" at a
// router's admin page or a service on this machine. Issue 37, item 6: every block of the
// IANA special-purpose registries, whether or not the registry calls it globally reachable
// (no photo host lives in them), plus multicast:
//   https://www.iana.org/assignments/iana-ipv4-special-registry
//   https://www.iana.org/assignments/iana-ipv6-special-registry
//   https://www.iana.org/assignments/multicast-addresses (224.0.0.0/4)
//   https://www.iana.org/assignments/ipv6-multicast-addresses (ff00::/8)
const SPECIAL_IPV4: readonly (readonly [string, number])[] = [
  ['0.0.0.0', 8], // "this network" (RFC 791), 0.0.0.0/32 included
  ['10.0.0.0', 8], // private-use (RFC 1918)
  ['100.64.0.0', 10], // shared address space, carrier-grade NAT (RFC 6598)
  ['127.0.0.0', 8], // loopback (RFC 1122)
  ['169.254.0.0', 16], // link-local (RFC 3927)
  ['172.16.0.0', 12], // private-use (RFC 1918)
  ['192.0.0.0', 24], // IETF protocol assignments (RFC 6890), DS-Lite, NAT64 discovery …
  ['192.0.2.0', 24], // documentation TEST-NET-1 (RFC 5737)
  ['192.31.196.0', 24], // AS112-v4 (RFC 7535)
  ['192.52.193.0', 24], // AMT (RFC 7450)
  ['192.88.99.0', 24], // deprecated 6to4 relay anycast (RFC 7526)
  ['192.168.0.0', 16], // private-use (RFC 1918)
  ['192.175.48.0', 24], // direct delegation AS112 service (RFC 7534)
  ['198.18.0.0', 15], // benchmarking (RFC 2544)
  ['198.51.100.0', 24], // documentation TEST-NET-2 (RFC 5737)
  ['203.0.113.0', 24], // documentation TEST-NET-3 (RFC 5737)
  ['224.0.0.0', 4], // multicast (RFC 5771)
  ['240.0.0.0', 4], // reserved (RFC 1112), 255.255.255.255 limited broadcast included
];

const SPECIAL_IPV6: readonly (readonly [string, number])[] = [
  ['::', 128], // unspecified (RFC 4291)
  ['::1', 128], // loopback (RFC 4291)
  ['64:ff9b::', 96], // IPv4-IPv6 translation, NAT64 (RFC 6052): reaches any IPv4, private ones too
  ['64:ff9b:1::', 48], // local-use IPv4/IPv6 translation (RFC 8215)
  ['100::', 64], // discard-only (RFC 6666)
  ['100:0:0:1::', 64], // dummy IPv6 prefix (RFC 9780)
  ['2001::', 23], // IETF protocol assignments (RFC 2928): Teredo, ORCHIDv2, benchmarking …
  ['2001:db8::', 32], // documentation (RFC 3849)
  ['2002::', 16], // 6to4 (RFC 3056): embeds any IPv4, private ones too
  ['2620:4f:8000::', 48], // direct delegation AS112 service (RFC 7534)
  ['3fff::', 20], // documentation (RFC 9637)
  ['5f00::', 16], // segment routing SIDs (RFC 9602)
  ['fc00::', 7], // unique-local (RFC 4193)
  ['fe80::', 10], // link-local unicast (RFC 4291)
  ['ff00::', 8], // multicast (RFC 4291)
];

const SPECIAL = new BlockList();
for (const [network, prefix] of SPECIAL_IPV4) SPECIAL.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of SPECIAL_IPV6) SPECIAL.addSubnet(network, prefix, 'ipv6');

/**
 * Whether an address is one a photo may not be fetched from. An IPv4-mapped IPv6 address
 * (::ffff:a.b.c.d, or ::ffff:7f00:1 written in hex) is judged as the IPv4 address it
 * carries: BlockList checks it against the IPv4 rules.
 */
export function isPrivateAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '');
  const family = isIP(bare);
  if (family === 4) return SPECIAL.check(bare, 'ipv4');
  if (family === 6) return SPECIAL.check(bare, 'ipv6');
  return false;
}
