import { createRequire } from 'node:module';
import type BetterSqlite3 from 'better-sqlite3';

/**
 * The SQLite driver for this Node. better-sqlite3 12 wraps its objects in node::ObjectWrap, whose
 * destructor from Node 24.19 on aborts the process when the garbage collector finalizes a statement
 * outside a JavaScript context (idle GC). Version 13 is built on Node-API and does not, but it needs
 * Node 22 or later (on Node 20 it crashes). Both are installed; Node 20 loads 12, newer Nodes load 13.
 * The two share one API, typed by @types/better-sqlite3.
 */
const nodeMajor = Number(process.versions.node.split('.')[0]);
const packageName = nodeMajor >= 22 ? 'better-sqlite3-napi' : 'better-sqlite3';

export const SQLite = createRequire(import.meta.url)(packageName) as typeof BetterSqlite3;
export type SQLiteDatabase = BetterSqlite3.Database;
export type SQLiteStatement = BetterSqlite3.Statement;
