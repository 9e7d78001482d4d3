import { describe, expect, it } from 'vitest';
import { classifyAddress, ipv6ToGroups } from '../../src/net/ip-address.js';

describe('address policy', () => {
  it.each(['8.8.8.8', '93.184.216.34', '2606:4700::1111', '64:ff9b::8.8.8.8', '::ffff:8.8.4.4', '2002:0808:0808::1'])('allows public %s', (address) => {
    expect(classifyAddress(address)).toEqual({ allowed: true, range: 'public' });
  });

  it.each([
    ['172.31.255.255', 'private'],
    ['172.32.0.1', 'public'],
    ['198.18.0.1', 'benchmarking'],
    ['255.255.255.255', 'reserved-or-broadcast'],
    ['::', 'unspecified'],
    ['::127.0.0.1', 'embedded-ipv4-loopback'],
    ['64:ff9b:1::1', 'local-nat64'],
    ['2001::1', 'teredo'],
    ['2001:db8::1', 'documentation'],
    ['fec0::1', 'site-local'],
    ['not-an-address', 'not-an-ip-address'],
  ])('classifies %s as %s', (address, range) => {
    expect(classifyAddress(address).range).toBe(range);
  });

  it('lets loopback through only with the explicit flag, and nothing else with it', () => {
    expect(classifyAddress('127.0.0.1').allowed).toBe(false);
    expect(classifyAddress('127.0.0.1', { allowLoopback: true }).allowed).toBe(true);
    expect(classifyAddress('::1', { allowLoopback: true }).allowed).toBe(true);
    expect(classifyAddress('10.0.0.1', { allowLoopback: true }).allowed).toBe(false);
  });

  it('expands IPv6 literals including dotted tails and zones', () => {
    expect(ipv6ToGroups('::ffff:1.2.3.4')).toEqual([0, 0, 0, 0, 0, 0xffff, 0x102, 0x304]);
    expect(ipv6ToGroups('fe80::1%eth0')).toEqual([0xfe80, 0, 0, 0, 0, 0, 0, 1]);
    expect(ipv6ToGroups('1:2:3:4:5:6:7:8')).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(ipv6ToGroups('1.2.3.4')).toBeNull();
  });
});
