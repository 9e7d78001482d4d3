import { sql } from 'kysely';
import { activationDecision, type ThrottleDecision } from '../accounts/activation-throttle.js';
import type { NewAccount, NewKeyRow } from './accounts-store.js';
import type { Db } from './db.js';
import { DAY_MS, HOUR_MS } from '../time-units.js';

/**
 * Activation with its abuse control in one transaction: count the address's recent activations,
 * decide, and create the account, key and activation record only if allowed. On PostgreSQL an
 * advisory lock on the hashed address makes concurrent attempts from one address wait their turn.
 */
export class ActivationsStore {
  constructor(private readonly db: Db) {}

  async activate(clientHash: string, now: Date, created: { activationId: string; account: NewAccount; key: NewKeyRow }): Promise<ThrottleDecision> {
    return this.db.kysely.transaction().execute(async (trx) => {
      if (this.db.dialect === 'postgres') {
        await sql`select pg_advisory_xact_lock(hashtext(${clientHash}))`.execute(trx);
      }
      const dayAgo = new Date(now.getTime() - DAY_MS).toISOString();
      const hourAgo = new Date(now.getTime() - HOUR_MS).toISOString();
      const recent = (
        await trx
          .selectFrom('activations')
          .select('created_at')
          .where('client_hash', '=', clientHash)
          .where('created_at', '>', dayAgo)
          .orderBy('created_at')
          .execute()
      ).map((r) => r.created_at);
      const decision = activationDecision({ lastDay: recent.length, lastHour: recent.filter((t) => t > hourAgo).length, recent }, now);
      if (!decision.allowed) return decision;
      await trx.insertInto('accounts').values(created.account).execute();
      await trx.insertInto('api_keys').values(created.key).execute();
      await trx
        .insertInto('activations')
        .values({
          id: created.activationId,
          client_hash: clientHash,
          account_id: created.account.id,
          traffic_type: created.account.traffic_type,
          created_at: now.toISOString(),
        })
        .execute();
      return decision;
    });
  }
}
