import { hashClientAddress } from '../../accounts/keys.js';
import { hourBucket, nextHourStart } from '../../accounts/quota.js';
import { networkOf } from '../../accounts/throttle.js';
import { wideNetworkOf } from '../../net/ip-address.js';
import type { PublicStore } from '../../store/public-store.js';

export type DemoAdmission =
  { admitted: true } | { admitted: false; who: 'visitor' | 'network' | 'site'; limit: number; retryAfterSeconds: number; resetsAt: Date };

/** Visitors' shares one wider network (IPv4 /24, IPv6 /48) may spend in all. */
export const NETWORK_SHARES = 3;

/**
 * The travel demo's budget: each visitor (client address, an IPv6 /64 counting as one) gets a small
 * hourly allowance, the wider network it belongs to (IPv4 /24, IPv6 /48) a few visitors' worth, and
 * the whole site a larger one. Each is checked before the next is touched, so neither one visitor
 * nor one network's many addresses can spend more than their share of the site budget.
 */
export async function admitDemoSearch(
  store: PublicStore,
  secret: string,
  address: string,
  limits: { sitePerHour: number; visitorPerHour: number },
  now: Date,
): Promise<DemoAdmission> {
  const hour = hourBucket(now);
  const resetsAt = nextHourStart(now);
  const retryAfterSeconds = Math.max(1, Math.ceil((resetsAt.getTime() - now.getTime()) / 1000));
  const visitor = await store.countCall(hashClientAddress(`travel-demo|${networkOf(address)}`, secret), hour);
  if (visitor > limits.visitorPerHour) return { admitted: false, who: 'visitor', limit: limits.visitorPerHour, retryAfterSeconds, resetsAt };
  const networkLimit = limits.visitorPerHour * NETWORK_SHARES;
  const network = await store.countCall(hashClientAddress(`travel-demo-network|${wideNetworkOf(address)}`, secret), hour);
  if (network > networkLimit) return { admitted: false, who: 'network', limit: networkLimit, retryAfterSeconds, resetsAt };
  const site = await store.countCall(hashClientAddress('travel-demo|site', secret), hour);
  if (site > limits.sitePerHour) return { admitted: false, who: 'site', limit: limits.sitePerHour, retryAfterSeconds, resetsAt };
  return { admitted: true };
}
