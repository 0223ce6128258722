import { BlockList, isIP } from 'node:net';

// IPv4 ranges that are not the public internet (IANA special-purpose registry): this network,
// RFC 1918, carrier-grade NAT, loopback, link-local (cloud metadata at 169.254.169.254), IETF
// protocol assignments, documentation, the 6to4 relay, benchmarking, multicast and reserved.
const IPV4_RANGES: ReadonlyArray<readonly [string, number]> = [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
];

// IPv6: unspecified, loopback and the deprecated IPv4-compatible form (::/96), local-use NAT64,
// discard-only, Teredo and 6to4 (both tunnel to an IPv4 address the rules cannot see),
// documentation, unique-local, link-local, site-local and multicast.
const IPV6_RANGES: ReadonlyArray<readonly [string, number]> = [
  ['::', 96],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001::', 32],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
];

const blocked = new BlockList();
for (const [network, prefix] of IPV4_RANGES) {
  blocked.addSubnet(network, prefix, 'ipv4');
  // NAT64 (64:ff9b::/96) reaches the IPv4 address in its last 32 bits, so it inherits its class.
  blocked.addSubnet(`64:ff9b::${network}`, 96 + prefix, 'ipv6');
}
for (const [network, prefix] of IPV6_RANGES) blocked.addSubnet(network, prefix, 'ipv6');

/**
 * Whether `address` (an IP literal, IPv6 without brackets) is on the public internet. BlockList
 * also checks IPv4-mapped IPv6 addresses (`::ffff:127.0.0.1`) against the IPv4 rules. Anything
 * that is not an IP literal is not public.
 */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  return !blocked.check(address, family === 4 ? 'ipv4' : 'ipv6');
}
