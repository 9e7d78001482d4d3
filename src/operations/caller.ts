import { hashKey, keyExpired, looksLikeKey } from '../accounts/keys.js';
import { limitsFor, type KeyOrigin, type PlanId, type PlanTable } from '../accounts/plans.js';
import { quotaState, type QuotaState } from '../accounts/quota.js';
import { DomainError } from '../errors.js';
import type { KeyLookup } from '../store/accounts-store.js';
import type { Services } from './services.js';

/** The authenticated caller of a bearer operation. */
export interface Caller {
  accountId: string;
  email: string;
  plan: PlanId;
  trafficType: string;
  accountCreatedFor: string;
  accountCreatedAt: string;
  keyId: string;
  keyPrefix: string;
  keyOrigin: KeyOrigin;
  keyCreatedAt: string;
  /**
   * Usage as authenticated; after a consuming call's admission, the state including this call.
   * Shared by the callers built from one lookup, so it is replaced, never changed in place.
   */
  quota: QuotaState;
}

const unauthorized = (message: string) => new DomainError('unauthorized', message);

const BEARER = /^Bearer[ \t]+(\S+)[ \t]*$/i;

/** The token of an `Authorization: Bearer ...` header, or why there is none. */
export function bearerToken(header: string | undefined): { token: string } | { problem: string } {
  if (!header) return { problem: 'missing API key: send "Authorization: Bearer svc_live_..."; get a key from POST /api/v1/activation or the dashboard' };
  const match = BEARER.exec(header);
  if (!match?.[1]) return { problem: 'malformed Authorization header: expected "Bearer svc_live_..."' };
  if (!looksLikeKey(match[1])) return { problem: 'malformed API key: keys begin with svc_live_ followed by 32 or more characters' };
  return { token: match[1] };
}

/**
 * Callers as built from a key lookup. The store hands back the same lookup while nothing about
 * the key has changed in this hour, so the caller (and its quota state) is built once per lookup
 * and each call gets its own shallow copy: a consuming call replaces its copy's quota.
 */
const built = new WeakMap<KeyLookup, { plans: PlanTable; caller: Caller }>();

/** The caller behind an Authorization header; a DomainError('unauthorized') says why not. */
export async function authenticate(services: Services, header: string | undefined, now: Date): Promise<Caller> {
  const parsed = bearerToken(header);
  if ('problem' in parsed) throw unauthorized(parsed.problem);
  const plans = services.config.plans;
  const found = await services.store.accounts.findByKeyHash(hashKey(parsed.token), now);
  // An expired key is refused exactly like an unknown one: the answer says nothing about keys that once existed.
  if (!found || keyExpired(found.key, now)) throw unauthorized('API key not recognized: check for a copy error, or create a new key');
  if (found.key.revoked_at) throw unauthorized(`API key ${found.key.prefix}... was revoked at ${found.key.revoked_at}; create a new key in the dashboard`);
  let kept = built.get(found);
  if (kept?.plans !== plans) {
    kept = { plans, caller: callerOf(found, plans, now) };
    built.set(found, kept);
  }
  return { ...kept.caller };
}

function callerOf(found: KeyLookup, plans: PlanTable, now: Date): Caller {
  const plan = found.account.plan as PlanId;
  const origin = found.key.origin as KeyOrigin;
  return {
    accountId: found.account.id,
    email: found.account.email,
    plan,
    trafficType: found.account.traffic_type,
    accountCreatedFor: found.account.created_for,
    accountCreatedAt: found.account.created_at,
    keyId: found.key.id,
    keyPrefix: found.key.prefix,
    keyOrigin: origin,
    keyCreatedAt: found.key.created_at,
    // A consuming call replaces this with the state read inside its admission transaction.
    quota: quotaState(limitsFor(plans, plan, origin), found.usage, now),
  };
}

/**
 * Who a call's fetched content is read for: its API key, or for a keyless call the client address
 * (kept in process memory only, as a queue name). A caller's reads queue behind its own, never
 * behind another caller's.
 */
export const contentCaller = (ctx: { caller: Caller | null; clientAddress: string }): string =>
  ctx.caller ? `key:${ctx.caller.keyId}` : `address:${ctx.clientAddress}`;
