import { createHmac } from 'node:crypto';
import { hashKey, KEY_PREFIX, displayPrefix } from '../../accounts/keys.js';
import type { PlanId } from '../../accounts/plans.js';
import type { Store } from '../../store/index.js';

export const DEMO_ACCOUNT_ID = 'acct_travel_demo';
/** The demo account's plan: its limits sit above the demo's own site-wide budget, which is what binds. */
export const DEMO_PLAN: PlanId = 'enterprise';

/**
 * The server-side key the /travel demo searches with. Its value is derived from the server
 * secret, so every instance on one database uses the same key (and the same quota) without the
 * value ever being stored. The account is created on first use; a race between instances ends
 * with one of them inserting and the other finding it.
 */
export async function ensureDemoKey(store: Store, serverSecret: string, now: Date): Promise<string> {
  const value = KEY_PREFIX + createHmac('sha256', serverSecret).update('svc travel demo key v1').digest('base64url');
  const hash = hashKey(value);
  const existing = await store.accounts.findByKeyHash(hash, now);
  if (existing) {
    if (existing.account.plan !== DEMO_PLAN) await store.accounts.setPlan(DEMO_ACCOUNT_ID, DEMO_PLAN, 'travel demo budget', now.toISOString());
    return value;
  }
  const at = now.toISOString();
  const key = {
    id: 'key_travel_demo',
    account_id: DEMO_ACCOUNT_ID,
    hash,
    prefix: displayPrefix(value),
    origin: 'dashboard',
    name: 'travel demo (server-side)',
    created_at: at,
    revoked_at: null,
  };
  const account = {
    id: DEMO_ACCOUNT_ID,
    email: 'travel-demo@svc.invalid',
    password_hash: null,
    plan: DEMO_PLAN,
    created_for: 'browser_signup',
    // Demo searches are people trying the site, not agents: kept out of the external funnel.
    traffic_type: 'test_operational',
    agent_name: 'travel demo page',
    intended_use: 'the /travel demo',
    created_at: at,
  };
  try {
    if (await store.accounts.findAccount(DEMO_ACCOUNT_ID)) await store.accounts.createKey({ ...key, id: `key_travel_demo_${at.slice(0, 10)}` });
    else await store.accounts.createAccountWithKey(account, key);
  } catch (err) {
    if (!(await store.accounts.findByKeyHash(hash, now))) throw err;
  }
  return value;
}
