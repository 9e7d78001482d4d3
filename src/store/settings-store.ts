import { randomToken } from '../ids.js';
import type { Db } from './db.js';

/**
 * The server secret (HMAC key for client addresses) comes from SVC_SECRET when set; otherwise one
 * is generated on first start and kept in the database, so every instance on that database and
 * every restart uses the same one.
 */
export async function serverSecret(db: Db, configured: string | null): Promise<string> {
  if (configured) return configured;
  await db.kysely
    .insertInto('server_settings')
    .values({ key: 'server_secret', value: randomToken(32) })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const row = await db.kysely.selectFrom('server_settings').select('value').where('key', '=', 'server_secret').executeTakeFirstOrThrow();
  return row.value;
}
