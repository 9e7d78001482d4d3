import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { migrate, openDb } from '../../src/store/db.js';

/**
 * Vitest global setup (after postgres-setup.ts): one migrated database of each dialect per run,
 * which `migratedDatabase` in server.ts copies for every server a test starts instead of running
 * every migration again (a SQLite file copy, a PostgreSQL CREATE DATABASE ... TEMPLATE). The
 * workers inherit where they are; the run removes them when it ends. Migrating an empty database
 * stays tested where that is the point: the migration files and the started processes use empty ones.
 */
export default async function setup(): Promise<() => Promise<void>> {
  const dir = mkdtempSync(join(tmpdir(), 'svc-template-'));
  const path = join(dir, 'svc.sqlite');
  const sqlite = openDb({ kind: 'sqlite', path });
  await migrate(sqlite);
  await sqlite.close();

  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `svc_template_${randomBytes(6).toString('hex')}`;
  await admin(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const postgres = openDb({ kind: 'postgres', url: url.toString(), poolSize: 1 });
  await migrate(postgres);
  await postgres.close();

  process.env.SVC_TEST_SQLITE_TEMPLATE = path;
  process.env.SVC_TEST_POSTGRES_TEMPLATE = name;
  return async () => {
    rmSync(dir, { recursive: true, force: true });
    await admin(adminUrl, `drop database if exists ${name} with (force)`);
  };
}

async function admin(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
