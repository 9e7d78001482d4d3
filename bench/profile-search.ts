/**
 * Where a travel search's CPU goes, by V8's sampling profiler (`npm run build` first):
 * - `server [searches]`: this tree's compiled server, started with the inspector on; after 20
 *   unmeasured searches the profiler records `searches` (default 300) of search-throughput.ts's
 *   request at detail summary, one after another over HTTP, uncompressed as that bench asks.
 * - `reader [file.jsonl] [passes]`: the request reader (`parseIntent`) in this process, on that
 *   request's sentence or on each `{text, reference_date}` row of the file, after one unmeasured pass.
 * Prints the samples of named parts of a search (a sample counts once for every part on its stack)
 * and the functions with the most samples of their own.
 * PROFILE_OUT=file.cpuprofile keeps the whole profile.
 * Usage: npx tsx bench/profile-search.ts [server [searches] | reader [file.jsonl] [passes]] (server when none is named)
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadGazetteer } from '../src/travel/geo/index.js';
import { parseIntent } from '../src/travel/intent/index.js';
import { freePort } from '../test/helpers/process.js';
import { COMPILED, enterpriseKey, launch, search, SEARCH_BODY, type Running } from './_variants.js';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  parent?: number;
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
}

/** The parts of a search named in bench/RESULTS.md, by the function that enters each. */
const PARTS = [
  'parseIntent',
  'rankCandidates',
  'seasonalFindings',
  'buildResult',
  'providerHandoffs',
  'atLevel',
  'executeQuery',
  '(garbage collector)',
  '(program)',
];
const IDLE = new Set(['(idle)', '(root)']);
const SAMPLE_US = 200;

/** Keeps the whole profile (for a viewer such as Chrome's DevTools) when PROFILE_OUT names a file. */
function kept(profile: Profile): Profile {
  if (process.env.PROFILE_OUT) writeFileSync(process.env.PROFILE_OUT, JSON.stringify(profile));
  return profile;
}

/** Samples per named part and the functions with the most samples of their own. */
function summarise(profile: Profile, top = 30): string {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  for (const n of profile.nodes) for (const c of n.children ?? []) byId.get(c)!.parent = n.id;
  const own = new Map<string, number>();
  const parts = new Map<string, number>();
  let busy = 0;
  for (const id of profile.samples) {
    const leaf = byId.get(id)!;
    if (IDLE.has(leaf.callFrame.functionName)) continue;
    busy++;
    const where = `${leaf.callFrame.functionName || '(anonymous)'} ${leaf.callFrame.url.split('/').slice(-2).join('/')}:${leaf.callFrame.lineNumber + 1}`;
    own.set(where, (own.get(where) ?? 0) + 1);
    const seen = new Set<string>();
    for (let n: ProfileNode | undefined = leaf; n; n = n.parent === undefined ? undefined : byId.get(n.parent)) seen.add(n.callFrame.functionName);
    for (const part of PARTS) if (seen.has(part)) parts.set(part, (parts.get(part) ?? 0) + 1);
  }
  const share = (x: number) => `${x} (${((100 * x) / busy).toFixed(1)}%)`;
  const lines = [`busy samples: ${busy} at ${SAMPLE_US} us`, 'parts (inclusive):'];
  for (const part of PARTS) lines.push(`  ${part}: ${share(parts.get(part) ?? 0)}`);
  lines.push('own samples:');
  for (const [where, n] of [...own].sort((a, b) => b[1] - a[1]).slice(0, top)) lines.push(`  ${share(n)} ${where}`);
  return lines.join('\n');
}

/** A connection to a server's inspector over its WebSocket; `send` resolves with each command's result. */
function inspector(url: string): Promise<{ send: (method: string, params?: object) => Promise<unknown>; close: () => void }> {
  const socket = new WebSocket(url);
  const waiting = new Map<number, (result: unknown) => void>();
  let next = 1;
  socket.addEventListener('message', (event) => {
    const message = JSON.parse(String(event.data)) as { id?: number; result?: unknown };
    if (message.id !== undefined) waiting.get(message.id)?.(message.result);
  });
  return new Promise((resolve, reject) => {
    socket.addEventListener('error', () => reject(new Error(`cannot reach the inspector at ${url}`)));
    socket.addEventListener('open', () =>
      resolve({
        send: (method, params) =>
          new Promise((answer) => {
            const id = next++;
            waiting.set(id, answer);
            socket.send(JSON.stringify({ id, method, params }));
          }),
        close: () => socket.close(),
      }),
    );
  });
}

async function profileServer(searches: number): Promise<string> {
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'svc-profile-'));
  let server: Running | undefined;
  try {
    const path = join(dir, 'profile.sqlite');
    server = await launch({ ...COMPILED, args: [`--inspect=127.0.0.1:${port}`, ...COMPILED.args] }, path);
    const key = await enterpriseKey(server, path);
    const [target] = (await (await fetch(`http://127.0.0.1:${port}/json/list`)).json()) as Array<{ webSocketDebuggerUrl: string }>;
    const session = await inspector(target!.webSocketDebuggerUrl);
    // Uncompressed, as search-throughput.ts's load generator asks: the profile is of the work that bench measures.
    const plain = { 'accept-encoding': 'identity' };
    for (let i = 0; i < 20; i++) await search(server, key, plain);
    await session.send('Profiler.enable');
    await session.send('Profiler.setSamplingInterval', { interval: SAMPLE_US });
    await session.send('Profiler.start');
    for (let i = 0; i < searches; i++) await search(server, key, plain);
    const { profile } = (await session.send('Profiler.stop')) as { profile: Profile };
    session.close();
    return `${searches} searches of ${SEARCH_BODY} over HTTP\n${summarise(kept(profile))}`;
  } finally {
    await server?.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

async function profileReader(file: string | undefined, passes: number): Promise<string> {
  const rows = file
    ? readFileSync(file, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((l) => JSON.parse(l) as { text: string; reference_date: string })
    : [{ text: (JSON.parse(SEARCH_BODY) as { user_request: string }).user_request, reference_date: '2026-11-30' }];
  const gazetteer = loadGazetteer();
  const readAll = () => {
    for (const r of rows) parseIntent({ user_request: r.text, reference_date: r.reference_date }, { now: () => new Date(), gazetteer });
  };
  readAll();
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: SAMPLE_US });
  await session.post('Profiler.start');
  for (let pass = 0; pass < passes; pass++) readAll();
  const { profile } = (await session.post('Profiler.stop')) as { profile: Profile };
  session.disconnect();
  return `parseIntent on ${file ?? 'the benchmark sentence'}: ${rows.length} requests x ${passes} passes in-process\n${summarise(kept(profile))}`;
}

const [mode = 'server', ...rest] = process.argv.slice(2);
if (mode === 'server') console.log(await profileServer(Number(rest[0] ?? 300)));
else if (mode === 'reader') {
  const file = rest[0] && !/^\d+$/.test(rest[0]) ? rest[0] : undefined;
  console.log(await profileReader(file, Number(rest[file ? 1 : 0] ?? (file ? 5 : 2000))));
} else throw new Error('usage: npx tsx bench/profile-search.ts server [searches] | reader [file.jsonl] [passes]');
