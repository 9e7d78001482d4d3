import pg from 'pg';
import type { Config } from '../config.js';

type PostgresDatabase = Extract<Config['database'], { kind: 'postgres' }>;

/**
 * The PostgreSQL connection pool. Its own module, imported when a PostgreSQL database is first
 * queried, so a service on SQLite never loads the driver.
 */
export function postgresPool(database: PostgresDatabase, onPoolError: (err: Error) => void): pg.Pool {
  const pool = new pg.Pool({
    connectionString: database.url,
    max: database.poolSize,
    connectionTimeoutMillis: 5000,
    types: { getTypeParser: readLikeSqlite },
  });
  // A client losing its connection (database restart) must not crash the process: pg emits
  // 'error' on idle clients through the pool, and on checked-out clients on the client itself.
  pool.on('error', onPoolError);
  pool.on('connect', (client) => client.on('error', onPoolError));
  return pool;
}

const parseTimestamptz = pg.types.getTypeParser(pg.types.builtins.TIMESTAMPTZ) as (text: string) => Date;

/**
 * PostgreSQL keeps times as timestamptz, JSON as jsonb and flags as boolean; they are read back in
 * SQLite's shapes (ISO-8601 UTC strings, JSON text, 0 or 1) so every store reads one row type and
 * returns the same domain objects on both databases.
 */
function readLikeSqlite(oid: number, format?: string): (text: string) => unknown {
  if (oid === pg.types.builtins.TIMESTAMPTZ) return (text) => parseTimestamptz(text).toISOString();
  // jsonb prints with its own spacing; compact, as the service writes it.
  if (oid === pg.types.builtins.JSONB) return (text) => JSON.stringify(JSON.parse(text));
  if (oid === pg.types.builtins.BOOL) return (text) => (text === 't' ? 1 : 0);
  return pg.types.getTypeParser(oid, format as 'text');
}
