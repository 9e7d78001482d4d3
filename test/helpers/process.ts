import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

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

/** The service's entry point from its sources; `npm start` runs the compiled and bundled one, dist/server.js. */
export const SOURCE_ENTRY = ['--import', 'tsx', 'src/server/main.ts'];

/** Runs the service's entry point (from its sources, or `entry`) as a separate process. */
export async function spawnServer(env: Record<string, string>, entry = SOURCE_ENTRY): Promise<ServerProcess> {
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
