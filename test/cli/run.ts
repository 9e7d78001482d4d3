import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildProgram } from '../../src/cli/program.js';
import { programEntry } from '../helpers/process.js';

export interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
}

/**
 * Runs the command in this process: the program main.ts builds, with its input and output captured.
 * Most tests are about what a command does, not about the process around it, and a spawned Node
 * that compiles the sources costs seconds on a busy machine.
 */
export async function svc(args: string[], env: Record<string, string | undefined> = {}, stdin?: string): Promise<CliRun> {
  let stdout = '';
  let stderr = '';
  const program = buildProgram({
    env,
    fetch: globalThis.fetch,
    stdout: (text) => (stdout += text),
    stderr: (text) => (stderr += text),
    readFile: (path) => readFile(path, 'utf8'),
    readStdin: async () => stdin ?? '',
    sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    now: () => Date.now(),
  });
  const code = await program.run(args);
  return { code, stdout, stderr };
}

/**
 * Runs the command (`bin/svc.js`, or its sources when dist/ is older: programEntry) as a child
 * process: for the process boundary itself (exit status, stdout and stderr, stdin, files and the
 * environment).
 */
export function spawnSvc(args: string[], env: Record<string, string | undefined> = {}, stdin?: string): Promise<CliRun> {
  return new Promise((resolve) => {
    const child = execFile(
      process.execPath,
      [...programEntry(['bin/svc.js'], 'src/cli/main.ts'), ...args],
      { env: { PATH: process.env.PATH, ...env }, timeout: 60_000 },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : -1) : 0;
        resolve({ code, stdout, stderr });
      },
    );
    child.stdin?.end(stdin ?? '');
  });
}

/** The single stderr line of a failed run (asserts there is exactly one). */
export function oneLine(run: CliRun): string {
  const lines = run.stderr.split('\n').filter(Boolean);
  if (lines.length !== 1) throw new Error(`expected one stderr line, got ${lines.length}:\n${run.stderr}`);
  return lines[0]!;
}

/** A local HTTP server that records every request and answers with `handler` (404 JSON by default). */
export async function countingServer(
  handler?: (req: IncomingMessage, res: ServerResponse) => void,
): Promise<{ url: string; requests: string[]; close: () => Promise<void> }> {
  const requests: string[] = [];
  const server = createServer((req, res) => {
    requests.push(`${req.method} ${req.url}`);
    if (handler) return handler(req, res);
    res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ error: `no such route: ${req.method} ${req.url}` }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, requests, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
