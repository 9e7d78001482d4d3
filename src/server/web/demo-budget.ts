import { hashClientAddress } from '../../accounts/keys.js';
import { hourBucket, nextHourStart } from '../../accounts/quota.js';
import { networkOf } from '../../accounts/throttle.js';
import type { PublicStore } from '../../store/public-store.js';

export type DemoAdmission = { admitted: true } | { admitted: false; who: 'visitor' | 'site'; limit: number; retryAfterSeconds: number; resetsAt: Date };

/**
 * The travel demo's budget: each visitor (client network) gets a small hourly allowance, and the
 * whole site a larger one. A visitor over their allowance is refused before the site budget is
 * touched, so no single visitor can spend more than their share of it.
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
  const site = await store.countCall(hashClientAddress('travel-demo|site', secret), hour);
  if (site > limits.sitePerHour) return { admitted: false, who: 'site', limit: limits.sitePerHour, retryAfterSeconds, resetsAt };
  return { admitted: true };
}
