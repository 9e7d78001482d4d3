import { Kysely, Migrator, PostgresDialect, SqliteDialect, type Migration, type SqliteDatabase, type SqliteStatement } from 'kysely';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import pg from 'pg';
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
import { watchCommits, type CommitWatch } from './commit-watch.js';
import type { Database } from './schema.js';
import { SQLite, type SQLiteDatabase, type SQLiteStatement } from './sqlite-driver.js';

export type Dialect = 'sqlite' | 'postgres';

export interface Db {
  kysely: Kysely<Database>;
  dialect: Dialect;
  /**
   * A value that changes whenever the tables behind an API key's identity and usage (accounts,
   * api_keys, usage_hourly) may have changed: a write by this process, or a commit by any other
   * connection (another instance on the same file, svc-admin). Null where there is no such cheap
   * signal (PostgreSQL, shared by several instances); there every key lookup reads the database.
   */
  keyTablesVersion: (() => string) | null;
  close(): Promise<void>;
}

/** Numbered migrations, applied in order at start. Add new ones at the end; never edit an applied one. */
const migrations: Record<string, Migration> = {
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
};

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
    const statements = withStatementCache(sqlite);
    const kysely = new Kysely<Database>({ dialect: new SqliteDialect({ database: statements.database }) });
    const close = async () => {
      await kysely.destroy();
      statements.close();
    };
    return { kysely, dialect: 'sqlite', keyTablesVersion: statements.keyTablesVersion, close };
  }
  const pool = new pg.Pool({ connectionString: database.url, max: database.poolSize, connectionTimeoutMillis: 5000 });
  // A client losing its connection (database restart) must not crash the process: pg emits
  // 'error' on idle clients through the pool, and on checked-out clients on the client itself.
  pool.on('error', onPoolError);
  pool.on('connect', (client) => client.on('error', onPoolError));
  const kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return { kysely, dialect: 'postgres', keyTablesVersion: null, close: () => kysely.destroy() };
}

/** The tables an API key lookup reads; a statement that names one and is not a plain SELECT counts as a write to them. */
const KEY_TABLES = /\b(accounts|api_keys|usage_hourly)\b/;
const PLAIN_SELECT = /^\s*select\b/i;

/**
 * Kysely prepares every query anew; preparing dominates the cost of small SQLite queries. Queries
 * of one shape compile to the same SQL text, so their prepared statements are reused. Kysely runs
 * one query at a time on this connection, so a statement is never in use twice at once.
 *
 * The same place sees every statement this process runs, so it also counts writes to the key
 * tables. With SQLite's data_version (which moves on every commit by another connection, and is
 * read only when the commit watch says some connection may have committed) that makes
 * keyTablesVersion.
 */
function withStatementCache(sqlite: SQLiteDatabase): { database: SqliteDatabase; keyTablesVersion: () => string; close: () => void } {
  const cache = new Map<string, SqliteStatement>();
  const dataVersion = sqlite.prepare('PRAGMA data_version').pluck();
  const commits: CommitWatch | null = sqlite.memory ? null : watchCommits(sqlite.name);
  let lastDataVersion = '';
  let keyTableWrites = 0;
  const counting =
    <A extends unknown[], R>(run: (...args: A) => R) =>
    (...args: A): R => {
      try {
        return run(...args);
      } finally {
        keyTableWrites++;
      }
    };
  const counted = (statement: SQLiteStatement): SqliteStatement => ({
    reader: statement.reader,
    all: counting((parameters: readonly unknown[]) => statement.all(parameters)),
    run: counting((parameters: readonly unknown[]) => statement.run(parameters)),
    iterate: counting((parameters: readonly unknown[]) => statement.iterate(parameters)),
  });
  const database: SqliteDatabase = {
    close: () => sqlite.close(),
    prepare(text: string) {
      let statement = cache.get(text);
      if (!statement) {
        const prepared = sqlite.prepare(text);
        statement = KEY_TABLES.test(text) && !PLAIN_SELECT.test(text) ? counted(prepared) : prepared;
        if (cache.size < 500) cache.set(text, statement);
      }
      return statement;
    },
  };
  // A commit by another instance or svc-admin (a revocation) must be seen by the very next call.
  // data_version is read only when some connection may have committed since the last read: it
  // starts a read transaction, about half a key lookup, where the watch is one pread.
  const keyTablesVersion = () => {
    if (!commits || commits.mayHaveCommitted()) lastDataVersion = String(dataVersion.get());
    return `${lastDataVersion}:${keyTableWrites}`;
  };
  return { database, keyTablesVersion, close: () => commits?.close() };
}

export async function migrate(db: Db): Promise<void> {
  // Migrations run in the order of their numbers; one numbered below an applied one is refused.
  const migrator = new Migrator({
    db: db.kysely,
    provider: { getMigrations: async () => migrations },
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
  const migrator = new Migrator({ db: db.kysely, provider: { getMigrations: async () => migrations } });
  const all = await migrator.getMigrations();
  return all.every((m) => m.executedAt !== undefined);
}
