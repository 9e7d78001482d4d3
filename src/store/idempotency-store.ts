import type { Db } from './db.js';

/** The first use of an Idempotency-Key by an account. */
export interface IdempotencyRecord {
  operationId: string;
  requestHash: string;
  /** Null while the first call is still running. */
  result: { status: number; body: string } | null;
  expiresAt: string;
}

export interface IdempotencyClaim {
  accountId: string;
  key: string;
  operationId: string;
  requestHash: string;
  now: Date;
  ttlMs: number;
}

/**
 * Idempotency keys scoped per account. `claim` inserts a pending row atomically (the primary key
 * decides between concurrent first uses on any instance); the winner later stores its result or
 * releases the key when its call failed on the server's side.
 */
export class IdempotencyStore {
  constructor(private readonly db: Db) {}

  /** 'claimed' when this call owns the key now; otherwise the record of the earlier use. */
  async claim(c: IdempotencyClaim): Promise<'claimed' | IdempotencyRecord> {
    const nowIso = c.now.toISOString();
    // An expired record no longer binds the key.
    await this.db.kysely
      .deleteFrom('idempotency_keys')
      .where('account_id', '=', c.accountId)
      .where('idempotency_key', '=', c.key)
      .where('expires_at', '<=', nowIso)
      .execute();
    const inserted = await this.db.kysely
      .insertInto('idempotency_keys')
      .values({
        account_id: c.accountId,
        idempotency_key: c.key,
        operation_id: c.operationId,
        request_hash: c.requestHash,
        status: null,
        response: null,
        created_at: nowIso,
        expires_at: new Date(c.now.getTime() + c.ttlMs).toISOString(),
      })
      .onConflict((oc) => oc.columns(['account_id', 'idempotency_key']).doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0) return 'claimed';
    const row = await this.db.kysely
      .selectFrom('idempotency_keys')
      .selectAll()
      .where('account_id', '=', c.accountId)
      .where('idempotency_key', '=', c.key)
      .executeTakeFirst();
    // Released between our insert and this read: the caller may simply retry.
    if (!row) return { operationId: c.operationId, requestHash: c.requestHash, result: null, expiresAt: nowIso };
    return {
      operationId: row.operation_id,
      requestHash: row.request_hash,
      result: row.status === null || row.response === null ? null : { status: Number(row.status), body: row.response },
      expiresAt: row.expires_at,
    };
  }

  async complete(accountId: string, key: string, status: number, body: string): Promise<void> {
    await this.db.kysely
      .updateTable('idempotency_keys')
      .set({ status, response: body })
      .where('account_id', '=', accountId)
      .where('idempotency_key', '=', key)
      .execute();
  }

  async release(accountId: string, key: string): Promise<void> {
    await this.db.kysely
      .deleteFrom('idempotency_keys')
      .where('account_id', '=', accountId)
      .where('idempotency_key', '=', key)
      .where('status', 'is', null)
      .execute();
  }

  /** Removes expired records (run now and then; expired ones are also ignored on read). */
  async purgeExpired(now: Date): Promise<number> {
    const result = await this.db.kysely.deleteFrom('idempotency_keys').where('expires_at', '<=', now.toISOString()).executeTakeFirst();
    return Number(result.numDeletedRows ?? 0);
  }
}
