import { generateKey, keyExpiry } from '../../accounts/keys.js';
import { newId } from '../../ids.js';
import type { KeyRow } from '../../store/accounts-store.js';
import type { Services } from '../services.js';

/** Live keys per account: enough for separate agents and environments, not a key farm. */
export const MAX_LIVE_KEYS = 10;

export type CreatedKey = { created: true; id: string; value: string; prefix: string } | { created: false };

/**
 * A key the account's owner creates in the browser. The limit is counted and the key inserted in
 * one transaction, so simultaneous requests never leave more than MAX_LIVE_KEYS live keys.
 */
export async function createDashboardKey(
  services: Services,
  accountId: string,
  request: { name: string | null; lifetimeDays: number | null },
): Promise<CreatedKey> {
  const now = services.now();
  const key = generateKey();
  const id = newId('key');
  const created = await services.store.accounts.createKeyWithinLimit(
    {
      id,
      account_id: accountId,
      hash: key.hash,
      prefix: key.prefix,
      origin: 'dashboard',
      name: request.name,
      created_at: now.toISOString(),
      revoked_at: null,
      expires_at: keyExpiry(now, request.lifetimeDays),
    },
    MAX_LIVE_KEYS,
  );
  return created ? { created: true, id, value: key.value, prefix: key.prefix } : { created: false };
}

/** Revokes one of the account's live keys; the key as it was, or null when it has no such live key. */
export async function revokeDashboardKey(services: Services, accountId: string, keyId: string): Promise<KeyRow | null> {
  const key = (await services.store.accounts.listKeys(accountId)).find((k) => k.id === keyId);
  if (!key) return null;
  return (await services.store.accounts.revokeKey(accountId, key.id, services.now().toISOString())) ? key : null;
}
