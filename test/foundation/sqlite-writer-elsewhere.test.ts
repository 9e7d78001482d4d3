import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate, openDb, type Db } from '../../src/store/db.js';
import { Store } from '../../src/store/index.js';
import { freshDatabase } from '../helpers/server.js';

// Another process takes the write lock, commits a change 400 ms later and exits.
const OTHER_WRITER = `
const SQLite = require('better-sqlite3');
const db = new SQLite(process.argv[1]);
db.exec('begin immediate');
db.prepare("update accounts set email = 'other@example.com' where id = 'acct_other'").run();
process.stdout.write('locked\\n');
Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 400);
db.exec('commit');
db.close();
`;

describe('a SQLite store transaction while another process writes', () => {
  let db: Db;
  let path: string;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    const fresh = await freshDatabase('sqlite');
    drop = fresh.drop;
    if (fresh.database.kind !== 'sqlite') throw new Error('expected a SQLite file');
    path = fresh.database.path;
    db = openDb(fresh.database);
    await migrate(db);
    const store = new Store(db);
    const account = (id: string) => ({
      id,
      email: `${id}@example.com`,
      plan: 'free',
      created_for: 'agent_activation',
      traffic_type: 'external',
      created_at: '2026-11-29T00:00:00.000Z',
      password_hash: null,
      agent_name: null,
      intended_use: null,
    });
    await store.accounts.createAccount(account('acct_mine'));
    await store.accounts.createAccount(account('acct_other'));
  });
  afterAll(async () => {
    await db?.close();
    await drop?.();
  });

  it('waits for the other writer instead of failing with "database is locked" when it reads before it writes', async () => {
    const other = spawn(process.execPath, ['-e', OTHER_WRITER, path], { cwd: process.cwd(), stdio: ['ignore', 'pipe', 'inherit'] });
    const exited = once(other, 'exit');
    const [first] = (await once(other.stdout, 'data')) as [Buffer];
    expect(first.toString()).toContain('locked');
    const store = new Store(db);
    await expect(store.accounts.setPlan('acct_mine', 'pro')).resolves.toBe(true);
    await exited;
    expect((await store.accounts.findAccount('acct_mine'))?.plan).toBe('pro');
    expect((await store.accounts.findAccount('acct_other'))?.email).toBe('other@example.com');
  });
});
