import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { watchCommits, type CommitWatch } from '../../src/store/commit-watch.js';
import { SQLite, type SQLiteDatabase } from '../../src/store/sqlite-driver.js';

describe('commit watch on a WAL-mode SQLite file', () => {
  let dir: string;
  let path: string;
  let ours: SQLiteDatabase;
  let theirs: SQLiteDatabase;
  let watch: CommitWatch;

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'svc-watch-'));
    path = join(dir, 'db.sqlite');
    ours = new SQLite(path);
    ours.pragma('journal_mode = WAL');
    ours.exec('CREATE TABLE t (x INTEGER)');
    theirs = new SQLite(path);
    watch = watchCommits(path);
  });

  afterEach(() => {
    watch.close();
    ours.close();
    theirs.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('says maybe the first time, then no until a connection commits', () => {
    expect(watch.mayHaveCommitted()).toBe(true);
    expect(watch.mayHaveCommitted()).toBe(false);
    ours.prepare('SELECT count(*) FROM t').get();
    theirs.prepare('SELECT count(*) FROM t').get();
    expect(watch.mayHaveCommitted()).toBe(false);
  });

  it('sees every commit, by another connection or by its own, however many come in a row', () => {
    watch.mayHaveCommitted();
    for (let i = 0; i < 50; i++) {
      (i % 2 ? ours : theirs).prepare('INSERT INTO t VALUES (?)').run(i);
      expect(watch.mayHaveCommitted()).toBe(true);
      expect(watch.mayHaveCommitted()).toBe(false);
    }
  });

  it('sees commits after the WAL has been checkpointed and restarted from its start', () => {
    theirs.prepare('INSERT INTO t VALUES (1)').run();
    theirs.pragma('wal_checkpoint(TRUNCATE)');
    watch.mayHaveCommitted();
    theirs.prepare('INSERT INTO t VALUES (2)').run();
    expect(watch.mayHaveCommitted()).toBe(true);
  });

  it('says maybe, every time, when there is no -shm file or its header is not the documented format', () => {
    const missing = watchCommits(join(dir, 'absent.sqlite'));
    expect([missing.mayHaveCommitted(), missing.mayHaveCommitted()]).toEqual([true, true]);
    missing.close();
    const foreign = join(dir, 'foreign.sqlite');
    writeFileSync(`${foreign}-shm`, Buffer.alloc(4096, 7));
    const unknown = watchCommits(foreign);
    expect([unknown.mayHaveCommitted(), unknown.mayHaveCommitted()]).toEqual([true, true]);
    unknown.close();
  });
});
