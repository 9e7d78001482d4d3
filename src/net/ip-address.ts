import { isIP } from 'node:net';

/**
 * Address policy for the safe fetcher: which IP addresses a server-side fetch may reach.
 * Everything that is not a public unicast address is refused, including the IPv6 forms that
 * carry an IPv4 address inside them (IPv4-mapped, IPv4-compatible, NAT64, 6to4), because a
 * check that only looks at dotted quads can be walked around with those.
 */

export interface AddressVerdict {
  allowed: boolean;
  /** Name of the range the address fell into ("public" when allowed as ordinary unicast). */
  range: string;
}

interface Cidr4 {
  base: number;
  bits: number;
  name: string;
}

const v4 = (dotted: string, bits: number, name: string): Cidr4 => ({ base: ipv4ToInt(dotted) ?? 0, bits, name });

const LOOPBACK_V4 = v4('127.0.0.0', 8, 'loopback');

/** IPv4 ranges that must never be fetched (RFC 6890 special-purpose registry and friends). */
const BLOCKED_V4: readonly Cidr4[] = [
  v4('0.0.0.0', 8, 'this-network'),
  v4('10.0.0.0', 8, 'private'),
  v4('100.64.0.0', 10, 'carrier-grade-nat'),
  LOOPBACK_V4,
  v4('169.254.0.0', 16, 'link-local-or-metadata'),
  v4('172.16.0.0', 12, 'private'),
  v4('192.0.0.0', 24, 'ietf-protocol-assignments'),
  v4('192.0.2.0', 24, 'documentation'),
  v4('192.88.99.0', 24, '6to4-relay-anycast'),
  v4('192.168.0.0', 16, 'private'),
  v4('198.18.0.0', 15, 'benchmarking'),
  v4('198.51.100.0', 24, 'documentation'),
  v4('203.0.113.0', 24, 'documentation'),
  v4('224.0.0.0', 4, 'multicast'),
  v4('240.0.0.0', 4, 'reserved-or-broadcast'),
];

export function ipv4ToInt(dotted: string): number | null {
  const parts = dotted.split('.');
  if (parts.length !== 4) return null;
  let value = 0;
  for (const part of parts) {
    if (!/^\d{1,3}$/.test(part)) return null;
    const octet = Number(part);
    if (octet > 255) return null;
    value = value * 256 + octet;
  }
  return value;
}

const inCidr4 = (address: number, cidr: Cidr4): boolean => {
  if (cidr.bits === 0) return true;
  const size = 2 ** (32 - cidr.bits);
  return Math.floor(address / size) === Math.floor(cidr.base / size);
};

function classifyV4(address: number, allowLoopback: boolean): AddressVerdict {
  if (allowLoopback && inCidr4(address, LOOPBACK_V4)) return { allowed: true, range: 'loopback' };
  const hit = BLOCKED_V4.find((cidr) => inCidr4(address, cidr));
  return hit ? { allowed: false, range: hit.name } : { allowed: true, range: 'public' };
}

/** Expands an IPv6 literal (with optional zone and dotted IPv4 tail) into eight 16-bit groups. */
export function ipv6ToGroups(text: string): number[] | null {
  let literal = text.replace(/%.*$/, '');
  if (isIP(literal) !== 6) return null;
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(literal);
  if (dotted?.[1]) {
    const value = ipv4ToInt(dotted[1]);
    if (value === null) return null;
    const hex = `${Math.floor(value / 65536).toString(16)}:${(value % 65536).toString(16)}`;
    literal = literal.slice(0, -dotted[1].length) + hex;
  }
  const [left = '', right] = literal.split('::');
  const parse = (chunk: string) => (chunk === '' ? [] : chunk.split(':').map((group) => parseInt(group, 16)));
  const leftGroups = parse(left);
  const rightGroups = right === undefined ? [] : parse(right);
  const missing = 8 - leftGroups.length - rightGroups.length;
  if (missing < 0 || (right === undefined && missing !== 0)) return null;
  return [...leftGroups, ...new Array<number>(missing).fill(0), ...rightGroups];
}

const groupsToV4 = (high: number, low: number): number => high * 65536 + low;

function classifyV6(groups: number[], allowLoopback: boolean): AddressVerdict {
  const g = (index: number) => groups[index] ?? 0;
  const allZeroBefore = (count: number) => groups.slice(0, count).every((group) => group === 0);
  if (allZeroBefore(8)) return { allowed: false, range: 'unspecified' };
  if (allZeroBefore(7) && g(7) === 1) return { allowed: allowLoopback, range: 'loopback' };
  // IPv4-mapped (::ffff:a.b.c.d) and IPv4-compatible (::a.b.c.d): judge the embedded address.
  if (allZeroBefore(5) && (g(5) === 0xffff || g(5) === 0)) return embedded(groupsToV4(g(6), g(7)), allowLoopback);
  // NAT64 well-known prefix 64:ff9b::/96 embeds an IPv4 address in the last 32 bits.
  if (g(0) === 0x64 && g(1) === 0xff9b && groups.slice(2, 6).every((group) => group === 0)) {
    return embedded(groupsToV4(g(6), g(7)), allowLoopback);
  }
  if (g(0) === 0x64 && g(1) === 0xff9b && g(2) === 1) return { allowed: false, range: 'local-nat64' };
  // 6to4 (2002::/16) carries the IPv4 address in groups 1 and 2.
  if (g(0) === 0x2002) return embedded(groupsToV4(g(1), g(2)), allowLoopback);
  if (g(0) === 0x2001 && g(1) === 0) return { allowed: false, range: 'teredo' };
  if (g(0) === 0x2001 && g(1) === 0xdb8) return { allowed: false, range: 'documentation' };
  if (g(0) === 0x0100 && g(1) === 0 && g(2) === 0 && g(3) === 0) return { allowed: false, range: 'discard' };
  if ((g(0) & 0xfe00) === 0xfc00) return { allowed: false, range: 'unique-local' };
  if ((g(0) & 0xffc0) === 0xfe80) return { allowed: false, range: 'link-local' };
  if ((g(0) & 0xffc0) === 0xfec0) return { allowed: false, range: 'site-local' };
  if ((g(0) & 0xff00) === 0xff00) return { allowed: false, range: 'multicast' };
  // Only global unicast (2000::/3) is routable on the public internet.
  if ((g(0) & 0xe000) !== 0x2000) return { allowed: false, range: 'reserved' };
  return { allowed: true, range: 'public' };
}

function embedded(address: number, allowLoopback: boolean): AddressVerdict {
  const verdict = classifyV4(address, allowLoopback);
  return verdict.allowed ? verdict : { allowed: false, range: `embedded-ipv4-${verdict.range}` };
}

/** Judges one IP literal. Anything that does not parse as an address is refused. */
export function classifyAddress(address: string, options: { allowLoopback?: boolean } = {}): AddressVerdict {
  const allowLoopback = options.allowLoopback === true;
  const family = isIP(address.replace(/%.*$/, ''));
  if (family === 4) {
    const value = ipv4ToInt(address);
    return value === null ? { allowed: false, range: 'unparseable' } : classifyV4(value, allowLoopback);
  }
  if (family === 6) {
    const groups = ipv6ToGroups(address);
    return groups ? classifyV6(groups, allowLoopback) : { allowed: false, range: 'unparseable' };
  }
  return { allowed: false, range: 'not-an-ip-address' };
}

/**
 * The wider network a client address belongs to, as one operator usually holds it: the IPv4 /24,
 * the IPv6 /48 (an IPv4-mapped IPv6 address is its IPv4 address). Anything else is itself.
 */
export function wideNetworkOf(address: string): string {
  const dotted = address.replace(/^::ffff:/i, '');
  if (ipv4ToInt(dotted) !== null) return `${dotted.split('.').slice(0, 3).join('.')}.0/24`;
  const groups = ipv6ToGroups(address);
  if (!groups) return address;
  return `${groups
    .slice(0, 3)
    .map((g) => g.toString(16))
    .join(':')}::/48`;
}
