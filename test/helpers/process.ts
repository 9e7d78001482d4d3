import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

export interface ServerProcess {
  baseUrl: string;
  child: ChildProcess;
  output: () => string;
  /** Sends a signal and waits for the process to exit; resolves with its exit code. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/** `npm start`'s command line after `node`: its options and the compiled entry point. */
export function startArguments(): string[] {
  return (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: { start: string } }).scripts.start.split(' ').slice(1);
}

/** The latest modification time of `dir` or anything under it (a deleted file changes its folder's). */
function latestChange(dir: string): number {
  let latest = statSync(dir, { throwIfNoEntry: false })?.mtimeMs ?? 0;
  for (const entry of readdirSync(dir, { recursive: true, encoding: 'utf8' })) latest = Math.max(latest, statSync(join(dir, entry)).mtimeMs);
  return latest;
}

let distIsCurrent: boolean | undefined;
/**
 * Whether the server bundle was built after the last change under src/. The bundle's own time, not
 * the newest file under dist/: a tool that rewrites one built index (the Lighthouse script rebuilds
 * the docs for its own address) must not make an old bundle look current. Decided once per process:
 * walking the tree costs more than some of the commands run, and it does not change during a run.
 */
export function compiledIsCurrent(): boolean {
  distIsCurrent ??= (statSync('dist/server.js', { throwIfNoEntry: false })?.mtimeMs ?? 0) >= latestChange('src');
  return distIsCurrent;
}

/**
 * The arguments after `node` that run one of the service's programs: its compiled form, as users
 * run it, when dist/ is current (`npm test` builds it before the tests); otherwise its sources
 * through tsx, which start slower (every module is compiled first) but are never older than the
 * code under test.
 */
export function programEntry(compiled: string[], source: string): string[] {
  return compiledIsCurrent() ? compiled : ['--import', 'tsx', source];
}

/** The server as `npm start` runs it, or its sources. */
export const serverEntry = (): string[] => programEntry(startArguments(), 'src/server/main.ts');

/** The operator tools as `svc-admin` runs them, or their sources. */
export const adminEntry = (): string[] => programEntry(['bin/svc-admin.js'], 'src/admin/main.ts');

/** Runs the service (serverEntry(), or `entry`) as a separate process. */
export async function spawnServer(env: Record<string, string>, entry = serverEntry()): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, entry, {
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const baseUrl = `http://127.0.0.1:${port}`;
  // Start-up (tsx compiling, data loading) can take long on a machine busy with other work.
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    try {
      if ((await fetch(`${baseUrl}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server did not start:\n${output}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    baseUrl,
    child,
    output: () => output,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null) child.kill(signal);
      return exited;
    },
  };
}
