import { spawn, spawnSync, execFileSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT_DIR } from '../src/data-paths.js';
import { migrate, openDb } from '../src/store/db.js';
import { Store } from '../src/store/index.js';
import { freePort } from '../test/helpers/process.js';

/**
 * The servers the runtime benchmarks compare in one run: this tree's compiled server (what
 * `npm start` runs; `npm run build` first) and a baseline revision, checked out into a temporary
 * `git worktree` that borrows this tree's node_modules, built there when its `npm start` runs
 * compiled code, and started the way its own `npm start` starts it.
 */
export interface Variant {
  name: string;
  cwd: string;
  args: string[];
}

/** The node arguments of a tree's `npm start` (`node <options> <entry>`, or `tsx <entry>` before the compiled runtime). */
function startArgs(tree: string): string[] {
  const start = (JSON.parse(readFileSync(join(tree, 'package.json'), 'utf8')) as { scripts: { start: string } }).scripts.start;
  const [command, ...args] = start.split(' ');
  if (command === 'node') return args;
  if (command === 'tsx') return ['--import', 'tsx', ...args];
  throw new Error(`cannot run this start script without npm: ${start}`);
}

export const COMPILED: Variant = {
  name: `current (${git(['rev-parse', '--short', 'HEAD'])}${git(['status', '--porcelain', '--untracked-files=no', 'src']) ? ' + uncommitted changes' : ''}: node ${startArgs(ROOT_DIR).join(' ')})`,
  cwd: ROOT_DIR,
  args: startArgs(ROOT_DIR),
};

function git(args: string[], cwd = ROOT_DIR): string {
  return execFileSync('git', args, { cwd, encoding: 'utf8' }).trim();
}

/**
 * The benchmark's arguments: `--baseline <rev>` (a commit, branch or tag; `fallback` when absent)
 * and the positional ones.
 */
export function benchArgs(fallback: string): { baseline: string; positional: string[] } {
  const argv = process.argv.slice(2);
  const at = argv.indexOf('--baseline');
  if (at === -1) return { baseline: fallback, positional: argv };
  const baseline = argv[at + 1];
  if (!baseline) throw new Error('--baseline needs a revision');
  return { baseline, positional: argv.filter((_, i) => i !== at && i !== at + 1) };
}

/**
 * Checks `rev` out into a temporary folder and builds it when its `npm start` runs `dist/`. Its
 * node_modules links every package of this tree's, plus better-sqlite3-napi (the name under which
 * code before the compiled runtime loads the Node-API SQLite driver) for this tree's better-sqlite3.
 * A `rev` that is a directory is taken as a tree already checked out and built (repeated runs
 * against one revision skip the build), and is left as it is.
 */
export function checkoutBaseline(rev: string): { variant: Variant; remove: () => void } {
  if (existsSync(join(rev, 'package.json'))) {
    const commit = git(['rev-parse', '--short', 'HEAD'], rev);
    return { variant: { name: `baseline (${rev} at ${commit}: node ${startArgs(rev).join(' ')})`, cwd: rev, args: startArgs(rev) }, remove: () => undefined };
  }
  const commit = git(['rev-parse', '--short', `${rev}^{commit}`]);
  const dir = join(mkdtempSync(join(tmpdir(), 'svc-baseline-')), 'tree');
  git(['worktree', 'add', '--quiet', '--detach', dir, commit]);
  const remove = () => {
    git(['worktree', 'remove', '--force', dir]);
    rmSync(join(dir, '..'), { recursive: true, force: true });
  };
  try {
    const modules = join(dir, 'node_modules');
    mkdirSync(modules);
    for (const entry of readdirSync(join(ROOT_DIR, 'node_modules'))) symlinkSync(join(ROOT_DIR, 'node_modules', entry), join(modules, entry));
    if (!existsSync(join(modules, 'better-sqlite3-napi'))) symlinkSync(join(ROOT_DIR, 'node_modules', 'better-sqlite3'), join(modules, 'better-sqlite3-napi'));
    const args = startArgs(dir);
    if (args.some((a) => a.startsWith('dist/'))) {
      const build = spawnSync('npm', ['run', 'build'], { cwd: dir, encoding: 'utf8' });
      if (build.status !== 0) throw new Error(`building ${rev} failed:\n${build.stdout}${build.stderr}`);
    }
    return { variant: { name: `baseline (${rev} = ${commit}: node ${args.join(' ')})`, cwd: dir, args }, remove };
  } catch (error) {
    remove();
    throw error;
  }
}

export interface Running {
  baseUrl: string;
  child: ChildProcess;
  /** Resident memory of the server process, in MB. */
  rssMb(): number;
  /** CPU time the server process has used (user and system, all its threads), in ms. */
  cpuMs(): number;
  /** CPU time its main thread (the one that answers requests) has used, in ms. */
  mainThreadCpuMs(): number;
  stop(): Promise<void>;
}

const CLOCK_TICKS = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim());

/** CPU time in ms from a /proc stat file: fields 14 and 15 (utime, stime), counted after the command name's closing parenthesis. */
function cpuOf(statFile: string): number {
  const fields = readFileSync(statFile, 'utf8').split(') ')[1]!.split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
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
    cpuMs: () => cpuOf(`/proc/${child.pid}/stat`),
    // A process's main thread is the task whose id is the process id.
    mainThreadCpuMs: () => cpuOf(`/proc/${child.pid}/task/${child.pid}/stat`),
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Resolves when GET /healthz first answers 200, polling every 5 ms while the server is not yet listening. */
export async function healthyWhenUp(server: Running, deadlineMs = 120_000): Promise<void> {
  const deadline = Date.now() + deadlineMs;
  for (;;) {
    try {
      const res = await fetch(`${server.baseUrl}/healthz`);
      await res.arrayBuffer();
      if (res.status === 200) return;
    } catch (err) {
      if (server.child.exitCode !== null || Date.now() > deadline) throw err;
    }
    if (Date.now() > deadline) throw new Error(`${server.baseUrl}/healthz did not answer 200 in ${deadlineMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
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

/** A key on the enterprise plan, so quotas never answer 429 during the run. */
export async function enterpriseKey(server: Running, sqlitePath: string): Promise<string> {
  const { key, accountId } = await activateWhenUp(server);
  const db = openDb({ kind: 'sqlite', path: sqlitePath });
  await migrate(db);
  await new Store(db).accounts.setPlan(accountId, 'enterprise');
  await db.close();
  return key;
}

export const SEARCH_BODY = JSON.stringify({ user_request: 'beach week in July from LAX for a family of four, budget $8000', detail: 'summary' });

/** One travel search at detail summary, with any further request headers; throws unless it is answered with 200. */
export async function search(server: Running, key: string, headers: Record<string, string> = {}): Promise<void> {
  const res = await fetch(`${server.baseUrl}/api/v1/travel/search`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${key}`, ...headers },
    body: SEARCH_BODY,
  });
  if (res.status !== 200) throw new Error(`travel search answered ${res.status}: ${await res.text()}`);
  await res.arrayBuffer();
}
