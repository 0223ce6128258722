import { describe, expect, it } from 'vitest';
import { isPublicAddress } from './addressRanges.js';

describe('isPublicAddress', () => {
  it('refuses loopback, RFC 1918, link-local (cloud metadata), CGNAT, this-network, multicast and reserved IPv4', () => {
    for (const ip of [
      '127.0.0.1',
      '127.255.0.9',
      '10.1.2.3',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '100.127.255.255',
      '0.0.0.0',
      '224.0.0.1',
      '255.255.255.255',
      '198.18.0.1',
    ])
      expect(isPublicAddress(ip), ip).toBe(false);
  });

  it('refuses the IPv6 equivalents, IPv4-mapped and NAT64 forms of private IPv4, and tunnels', () => {
    for (const ip of [
      '::1',
      '::',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '::ffff:169.254.169.254',
      '64:ff9b::a00:1',
      'fc00::1',
      'fd12:3456::1',
      'fe80::1',
      'ff02::1',
      '2002:7f00:1::1',
      '2001:0:4136:e378::1',
    ])
      expect(isPublicAddress(ip), ip).toBe(false);
  });

  it('accepts public addresses, also mapped or through NAT64', () => {
    for (const ip of [
      '8.8.8.8',
      '1.1.1.1',
      '172.32.0.1',
      '100.128.0.1',
      '2606:4700::1111',
      '::ffff:8.8.8.8',
      '64:ff9b::808:808',
    ])
      expect(isPublicAddress(ip), ip).toBe(true);
  });

  it('does not call a host name public', () => {
    expect(isPublicAddress('example.com')).toBe(false);
    expect(isPublicAddress('[::1]')).toBe(false);
  });
});
