import { keyExpired } from '../../accounts/keys.js';
import { limitsFor, type KeyOrigin, type PlanId } from '../../accounts/plans.js';
import type { QuotaState } from '../../accounts/quota.js';
import type { KeyRow } from '../../store/accounts-store.js';
import type { DailyRequests, KeyActivity, RequestRecord } from '../../store/activity-store.js';
import type { Services } from '../services.js';
import { DAY_MS } from '../../time-units.js';

/** The days of use the dashboard shows. */
const ACTIVITY_DAYS = 30;
/** How many of the latest requests it lists. */
const RECENT_REQUESTS = 20;

/** A key as the dashboard shows it; `expired` is judged at the time of the page. */
export type DashboardKey = KeyRow & { quota: QuotaState | null; activity: KeyActivity; expired: boolean };

/** The account's keys, each with its quota now (live keys only) and its use over the last ACTIVITY_DAYS days. */
export async function dashboardKeys(services: Services, account: { id: string; plan: string }): Promise<DashboardKey[]> {
  const now = services.now();
  const plan = account.plan as PlanId;
  const [keys, perKey] = await Promise.all([
    services.store.accounts.listKeys(account.id),
    services.store.activity.perKey(account.id, new Date(now.getTime() - ACTIVITY_DAYS * DAY_MS)),
  ]);
  return Promise.all(
    keys.map(async (k) => ({
      ...k,
      expired: keyExpired(k, now),
      quota:
        k.revoked_at || keyExpired(k, now) ? null : await services.store.usage.state(k.id, limitsFor(services.config.plans, plan, k.origin as KeyOrigin), now),
      activity: perKey.get(k.id) ?? { requests: 0, lastUsedAt: null },
    })),
  );
}

/** Requests per day over the last ACTIVITY_DAYS days and the latest requests, of the account or of one of its keys. */
export async function recentActivity(services: Services, accountId: string, keyId?: string): Promise<{ usage: DailyRequests[]; recent: RequestRecord[] }> {
  return {
    usage: await services.store.activity.daily(accountId, services.now(), ACTIVITY_DAYS, keyId),
    recent: await services.store.activity.recent(accountId, RECENT_REQUESTS, keyId),
  };
}
