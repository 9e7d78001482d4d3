import SQLite from 'better-sqlite3';
import {
  CompiledQuery,
  Kysely,
  Migrator,
  PostgresDialect,
  SqliteDialect,
  SqliteDriver,
  sql,
  type DatabaseConnection,
  type Driver,
  type Migration,
  type RawBuilder,
  type SqliteDialectConfig,
} from 'kysely';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Config } from '../config.js';
import * as m001 from './migrations/001-accounts.js';
import * as m002 from './migrations/002-records.js';
import * as m003 from './migrations/003-browser.js';
import * as m004 from './migrations/004-plan-changes.js';
import * as m005 from './migrations/005-research.js';
import * as m006 from './migrations/006-public-calls.js';
import * as m007 from './migrations/007-auth-throttle.js';
import * as m008 from './migrations/008-idempotency-keys.js';
import * as m009 from './migrations/009-commercial-intent-once.js';
import * as m010 from './migrations/010-research-jobs-by-account.js';
import * as m011 from './migrations/011-retention-indexes.js';
import * as m012 from './migrations/012-postgres-native-types.js';
import * as m013 from './migrations/013-account-lifecycle.js';
import type { Database } from './schema.js';

export type Dialect = 'sqlite' | 'postgres';

export interface Db {
  kysely: Kysely<Database>;
  dialect: Dialect;
  close(): Promise<void>;
}

/** Numbered migrations, applied in order at start. Add new ones at the end; never edit an applied one. */
// eslint-disable-next-line no-restricted-syntax -- Kysely's migration provider takes a plain object; only the migrator reads it
export const MIGRATIONS: Readonly<Record<string, Migration>> = {
  '001-accounts': m001,
  '002-records': m002,
  '003-browser': m003,
  '004-plan-changes': m004,
  '005-research': m005,
  '006-public-calls': m006,
  '007-auth-throttle': m007,
  '008-idempotency-keys': m008,
  '009-commercial-intent-once': m009,
  '010-research-jobs-by-account': m010,
  '011-retention-indexes': m011,
  '012-postgres-native-types': m012,
  '013-account-lifecycle': m013,
};

/**
 * Every store transaction reads and then writes. SQLite's plain BEGIN takes the write lock only at
 * the first write, and when another process (the admin tool, a second instance) committed after the
 * transaction's first read, that upgrade fails at once with "database is locked" whatever the busy
 * timeout. BEGIN IMMEDIATE takes the write lock first, so a writer elsewhere is waited for instead.
 */
class WriteFirstSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

class WriteFirstSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;
  constructor(config: SqliteDialectConfig) {
    super(config);
    this.#config = config;
  }
  override createDriver(): Driver {
    return new WriteFirstSqliteDriver(this.#config);
  }
}

export function openDb(database: Config['database'], onPoolError: (err: Error) => void = () => {}): Db {
  if (database.kind === 'sqlite') {
    mkdirSync(dirname(database.path), { recursive: true });
    const sqlite = new SQLite(database.path);
    // WAL keeps readers and the writer apart; synchronous=NORMAL in WAL mode loses nothing on a
    // process crash (only on power loss), which is the durability this embedded default promises.
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('synchronous = NORMAL');
    // Every authenticated call appends its request record; checkpointing the WAL into the database
    // every 1,000 pages (the default) made a synced checkpoint every few hundred calls, on the
    // event loop. 10,000 pages (at most ~40 MB of WAL) coalesces the hot index pages first.
    sqlite.pragma('wal_autocheckpoint = 10000');
    sqlite.pragma('busy_timeout = 5000');
    sqlite.pragma('foreign_keys = ON');
    const kysely = new Kysely<Database>({ dialect: new WriteFirstSqliteDialect({ database: sqlite }) });
    return { kysely, dialect: 'sqlite', close: () => kysely.destroy() };
  }
  // The driver loads on the first query (kysely calls the function once), not at start.
  const pool = async () => (await import('./postgres.js')).postgresPool(database, onPoolError);
  const kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return { kysely, dialect: 'postgres', close: () => kysely.destroy() };
}

/**
 * JSON text as stored in a jsonb column: PostgreSQL's jsonb cannot hold the NUL character or an
 * unpaired surrogate, which fetched pages and provider answers may carry (JSON.stringify escapes a
 * lone surrogate as `\udXXX`), so either escape (not itself escaped by a backslash) becomes U+FFFD on
 * both databases instead of failing the write.
 */
export function storableJson(text: string): string {
  return text
    .replace(/(?<!\\)((?:\\\\)*)\\u0000/g, '$1\\ufffd')
    .replace(/(?<!\\)((?:\\\\)*)\\u(d[89ab][0-9a-f]{2})(?!\\ud[c-f][0-9a-f]{2})/gi, '$1\\ufffd')
    .replace(/(?<!(?:^|[^\\])(?:\\\\)*\\ud[89ab][0-9a-f]{2})(?<!\\)((?:\\\\)*)\\u(d[c-f][0-9a-f]{2})/gi, '$1\\ufffd');
}

/** The UTC day (`2026-11-22`) of a time column, for grouping by day on either database. */
export function utcDay(db: Db, column: string): RawBuilder<string> {
  return db.dialect === 'postgres' ? sql<string>`to_char(${sql.ref(column)} at time zone 'UTC', 'YYYY-MM-DD')` : sql<string>`substr(${sql.ref(column)}, 1, 10)`;
}

export async function migrate(db: Db): Promise<void> {
  // Migrations run in the order of their numbers; one numbered below an applied one is refused.
  const migrator = new Migrator({
    db: db.kysely,
    provider: { getMigrations: async () => MIGRATIONS },
    allowUnorderedMigrations: false,
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`database migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}

/** Whether every known migration has been applied (used by readiness checks). */
export async function migrationsCurrent(db: Db): Promise<boolean> {
  const migrator = new Migrator({ db: db.kysely, provider: { getMigrations: async () => MIGRATIONS } });
  const all = await migrator.getMigrations();
  return all.every((m) => m.executedAt !== undefined);
}
