import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT_DIR } from '../src/data-paths.js';
import { freePort } from '../test/helpers/process.js';

/**
 * The two servers the runtime benchmarks compare in one run: this tree's compiled server (what
 * `npm start` runs) and the code before it, at BASELINE_COMMIT, run the way its `npm start` ran it
 * (TypeScript through tsx), from a temporary `git worktree` that borrows this tree's node_modules.
 */
export const BASELINE_COMMIT = '4a9e1af';

export interface Variant {
  name: string;
  cwd: string;
  args: string[];
}

/** What `npm start` runs (node, its options, the entry point). */
const START = (JSON.parse(readFileSync(join(ROOT_DIR, 'package.json'), 'utf8')) as { scripts: { start: string } }).scripts.start;

export const COMPILED: Variant = {
  name: `compiled (npm start: ${START}, ${git(['rev-parse', '--short', 'HEAD'])})`,
  cwd: ROOT_DIR,
  args: START.split(' ').slice(1),
};

function git(args: string[], cwd = ROOT_DIR): string {
  return execFileSync('git', args, { cwd, encoding: 'utf8' }).trim();
}

/**
 * Checks out BASELINE_COMMIT into a temporary folder. Its node_modules links every package of this
 * tree's, plus better-sqlite3-napi (the name under which that code loads the Node-API SQLite
 * driver on Node >= 22) for this tree's better-sqlite3 13.
 */
export function checkoutBaseline(): { variant: Variant; remove: () => void } {
  const dir = join(mkdtempSync(join(tmpdir(), 'svc-baseline-')), 'tree');
  git(['worktree', 'add', '--quiet', '--detach', dir, BASELINE_COMMIT]);
  const modules = join(dir, 'node_modules');
  mkdirSync(modules);
  for (const entry of readdirSync(join(ROOT_DIR, 'node_modules'))) symlinkSync(join(ROOT_DIR, 'node_modules', entry), join(modules, entry));
  symlinkSync(join(ROOT_DIR, 'node_modules', 'better-sqlite3'), join(modules, 'better-sqlite3-napi'));
  return {
    variant: { name: `baseline (tsx src/server/main.ts, ${BASELINE_COMMIT})`, cwd: dir, args: ['--import', 'tsx', 'src/server/main.ts'] },
    remove: () => {
      git(['worktree', 'remove', '--force', dir]);
      rmSync(join(dir, '..'), { recursive: true, force: true });
    },
  };
}

export interface Running {
  baseUrl: string;
  child: ChildProcess;
  /** Resident memory of the server process, in MB. */
  rssMb(): number;
  stop(): Promise<void>;
}

/** Starts a variant on a fresh SQLite file and returns at once (it is not listening yet). */
export async function launch(variant: Variant, sqlitePath: string): Promise<Running> {
  const port = await freePort();
  const child = spawn(process.execPath, variant.args, {
    cwd: variant.cwd,
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), SQLITE_PATH: sqlitePath, LOG_LEVEL: 'error', DATABASE_URL: '' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    child,
    rssMb: () => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))?.[1] ?? 0) / 1024,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Activates a key, retrying every 5 ms while the server is not yet listening. */
export async function activateWhenUp(server: Running, deadlineMs = 120_000): Promise<{ key: string; accountId: string }> {
  const deadline = Date.now() + deadlineMs;
  for (;;) {
    try {
      const res = await fetch(`${server.baseUrl}/api/v1/activation`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
      const body = (await res.json()) as { api_key: { value: string }; account: { id: string } };
      return { key: body.api_key.value, accountId: body.account.id };
    } catch (err) {
      if (server.child.exitCode !== null || Date.now() > deadline) throw err;
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  }
}

export const SEARCH_BODY = JSON.stringify({ user_request: 'beach week in July from LAX for a family of four, budget $8000', detail: 'summary' });

/** One travel search at detail summary; throws unless it is answered with 200. */
export async function search(server: Running, key: string): Promise<void> {
  const res = await fetch(`${server.baseUrl}/api/v1/travel/search`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
    body: SEARCH_BODY,
  });
  if (res.status !== 200) throw new Error(`travel search answered ${res.status}: ${await res.text()}`);
  await res.arrayBuffer();
}
