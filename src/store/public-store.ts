import { sql } from 'kysely';
import { storableJson, type Db } from './db.js';

/** State of the public (keyless) endpoints: stored launch scans and per-address hourly call counts. */
export class PublicStore {
  constructor(private readonly db: Db) {}

  async saveScan(id: string, domain: string, result: unknown, at: string): Promise<void> {
    await this.db.kysely
      .insertInto('launch_scans')
      .values({ id, domain, result: storableJson(JSON.stringify(result)), created_at: at })
      .execute();
  }

  async scan<T>(id: string): Promise<T | undefined> {
    const row = await this.db.kysely.selectFrom('launch_scans').select('result').where('id', '=', id).executeTakeFirst();
    return row ? (JSON.parse(row.result) as T) : undefined;
  }

  /** Counts calls (one unless said) for the address in this hour and returns the new count (atomic upsert). */
  async countCall(clientHash: string, hour: string, calls = 1): Promise<number> {
    const row = await this.db.kysely
      .insertInto('public_calls')
      .values({ client_hash: clientHash, hour, count: calls })
      .onConflict((oc) => oc.columns(['client_hash', 'hour']).doUpdateSet({ count: sql`public_calls.count + ${calls}` }))
      .returning('count')
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  /** Gives back counted calls (they failed on the server's side). */
  async uncountCall(clientHash: string, hour: string, calls = 1): Promise<void> {
    await this.db.kysely
      .updateTable('public_calls')
      .set({ count: sql`case when count > ${calls} then count - ${calls} else 0 end` })
      .where('client_hash', '=', clientHash)
      .where('hour', '=', hour)
      .where('count', '>', 0)
      .execute();
  }
}
