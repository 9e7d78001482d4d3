import { randomBytes } from 'node:crypto';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { Config } from '../../src/config.js';
import type { App, AppContext } from '../../src/server/types.js';
import { migrate, openDb } from '../../src/store/db.js';
import type { Store } from '../../src/store/index.js';
import type * as Service from '../../src/server/service.js';
import { OpenApiValidator } from './openapi-validator.js';
import { compiledIsCurrent, freePort } from './process.js';

export type Dialect = 'sqlite' | 'postgres';

/**
 * The dialects every integration suite runs on. TEST_DATABASE_URL names the PostgreSQL server;
 * the vitest global setup (postgres-setup.ts) starts one when it is not set, and a PostgreSQL
 * database asked for without it fails (never skips). Scripts that only use SQLite, such as
 * eval:travel, import these helpers without one.
 */
export const DIALECTS: Dialect[] = ['sqlite', 'postgres'];

/** A fresh, empty database of the given dialect (a copy of `template` when named); drop() removes it. */
export async function freshDatabase(dialect: Dialect, template?: string): Promise<{ database: Config['database']; drop: () => Promise<void> }> {
  if (dialect === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), 'svc-test-'));
    const path = join(dir, 'svc.sqlite');
    if (template) copyFileSync(template, path);
    return { database: { kind: 'sqlite', path }, drop: async () => rmSync(dir, { recursive: true, force: true }) };
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL must be set (test/helpers/postgres-setup.ts sets it) so every suite also runs on PostgreSQL');
  const name = `svc_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    database: { kind: 'postgres', url: url.toString(), poolSize: 10 },
    drop: async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/**
 * A fresh database with every migration applied: a copy of the run's migrated template
 * (database-templates.ts), or, where no vitest run made one (scripts), a fresh one migrated here.
 */
export async function migratedDatabase(dialect: Dialect): Promise<{ database: Config['database']; drop: () => Promise<void> }> {
  const template = dialect === 'sqlite' ? process.env.SVC_TEST_SQLITE_TEMPLATE : process.env.SVC_TEST_POSTGRES_TEMPLATE;
  const fresh = await freshDatabase(dialect, template);
  if (!template) {
    const db = openDb(fresh.database);
    await migrate(db);
    await db.close();
  }
  return fresh;
}

export interface Clock {
  now: () => Date;
  set(at: Date | string): void;
  advance(ms: number): void;
}

/** A clock that follows real time until a test sets it. */
export function testClock(): Clock {
  let fixed: Date | null = null;
  return {
    now: () => fixed ?? new Date(),
    set(at) {
      fixed = new Date(at);
    },
    advance(ms) {
      fixed = new Date((fixed ?? new Date()).getTime() + ms);
    },
  };
}

export interface TestResponse<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

export interface RequestOptions {
  body?: unknown;
  /** Sent as is, for malformed-input tests. */
  raw?: string;
  key?: string;
  headers?: Record<string, string>;
}

export interface TestServer {
  baseUrl: string;
  app: App;
  ctx: AppContext;
  store: Store;
  clock: Clock;
  config: Config;
  request<T = any>(method: string, path: string, options?: RequestOptions): Promise<TestResponse<T>>; // eslint-disable-line @typescript-eslint/no-explicit-any -- tests read arbitrary JSON
  activate(body?: Record<string, unknown>): Promise<string>;
  close(): Promise<void>;
}

/** An activation key moved to the Pro plan, for suites that make more calls than a sandbox hour allows. */
export async function proKey(server: TestServer): Promise<string> {
  const key = await server.activate();
  const me = await server.request<{ account: { id: string } }>('GET', '/api/v1/account/me', { key });
  await server.store.accounts.setPlan(me.body.account.id, 'pro');
  return key;
}

let addressCounter = 1;
/** A distinct client address per activation so the per-address throttle only bites where a test wants it. */
export function uniqueAddress(): string {
  const n = addressCounter++;
  return `198.51.${(n >> 8) & 255}.${n & 255}`;
}

/**
 * The service's parts, loaded on a file's first in-process start: the bundle `npm start` runs
 * (dist/service.js, which shares its chunks) when dist/ is current, as in `npm test`, which
 * builds it first; the sources otherwise, never older than the code under test. Node loads the
 * bundle itself (vitest.config.ts leaves dist/ to it), about half the CPU time of vitest
 * compiling and loading the sources module by module. A test that replaces one of the service's
 * modules (vi.mock) asks for the sources, where the replacement applies.
 */
function loadService(sources: boolean): Promise<typeof Service> {
  if (sources || !compiledIsCurrent()) return import('../../src/server/service.js');
  return import(new URL('../../dist/service.js', import.meta.url).href) as Promise<typeof Service>;
}

export async function startServer(
  options: { dialect: Dialect; env?: Record<string, string>; clock?: Clock; sources?: boolean; mailIntervalMs?: number } = { dialect: 'sqlite' },
): Promise<TestServer> {
  const service = await loadService(options.sources ?? false);
  const { database, drop } = await migratedDatabase(options.dialect);
  // The port is chosen before the app is built so every URL the service publishes is the real one.
  const port = await freePort();
  const config: Config = {
    ...service.loadConfig({ PORT: String(port), TRUST_PROXY: 'true', LOG_LEVEL: 'warn', ...options.env }),
    database,
  };
  const db = service.openDb(database);
  await service.migrate(db);
  const store = new service.Store(db);
  const clock = options.clock ?? testClock();
  const deps = { store, serverSecret: 'test-secret-0123456789', now: clock.now, logger: false, mailIntervalMs: options.mailIntervalMs };
  const { app, ctx } = await service.buildApp(config, deps);
  await app.listen({ host: '127.0.0.1', port });
  const baseUrl = config.publicBaseUrl;
  const openapi = (await (await fetch(`${baseUrl}/openapi.json`)).json()) as ConstructorParameters<typeof OpenApiValidator>[0];
  const validator = new OpenApiValidator(openapi);

  const request: TestServer['request'] = async (method, path, opts = {}) => {
    const headers: Record<string, string> = { ...opts.headers };
    if (opts.key) headers.authorization = `Bearer ${opts.key}`;
    let body: string | undefined;
    if (opts.raw !== undefined) body = opts.raw;
    else if (opts.body !== undefined) {
      body = JSON.stringify(opts.body);
      headers['content-type'] ??= 'application/json';
    }
    const res = await fetch(`${baseUrl}${path}`, { method, headers, body });
    const text = await res.text();
    const isJson = (res.headers.get('content-type') ?? '').includes('json');
    const parsed = isJson && text ? JSON.parse(text) : text;
    if (isJson) {
      const problem = validator.check(method, path, res.status, parsed);
      if (problem) throw new Error(`response does not match /openapi.json: ${problem}\n${text.slice(0, 2000)}`);
    }
    return { status: res.status, headers: res.headers, body: parsed, text };
  };

  return {
    baseUrl,
    app,
    ctx,
    store,
    clock,
    config,
    request,
    async activate(body = {}) {
      const res = await request<{ api_key: { value: string } }>('POST', '/api/v1/activation', { body, headers: { 'x-forwarded-for': uniqueAddress() } });
      if (res.status !== 201) throw new Error(`activation failed: ${res.status} ${res.text}`);
      return res.body.api_key.value;
    },
    async close() {
      await app.close();
      await db.close();
      await drop();
    },
  };
}
