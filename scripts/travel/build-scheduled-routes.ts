/**
 * Builds data/travel/scheduled-routes.json: which airport pairs had a scheduled nonstop in the
 * OpenFlights route database (routes.dat):
 *   npx tsx scripts/travel/build-scheduled-routes.ts <openflights git dir>
 * where the directory is a clone of github.com/jpatokal/openflights (read at the pinned commit below,
 * checked by SHA-256). A route
 * flown in either direction links both airports; codeshares count once. Each airport lists the
 * airports it is linked to, space-separated, so the file stays compact; each linked pair (codes in
 * alphabetical order) lists the IATA codes of the airlines that operated it (codeshares left out).
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { readPinnedAt } from './pinned-input.js';

const [dir] = process.argv.slice(2);
if (!dir) throw new Error('usage: build-scheduled-routes.ts <openflights git dir>');
const git = (...args: string[]) => execFileSync('git', ['-C', dir, ...args], { encoding: 'utf8', maxBuffer: 1 << 26 });
/** data/routes.dat as of this commit (exported 2017-02-02), and its SHA-256. */
const commit = '5a0360255a5a2ff2b9f1e9cb199716da68a8a33f';
const ROUTES_SHA256 = 'bd373706238134f619c624c606dccc74c05c2582a977c489c81de501735f2390';
const exported = git('log', '-1', '--format=%cs', commit, '--', 'data/routes.dat').trim();

const links = new Map<string, Set<string>>();
const link = (a: string, b: string) => (links.get(a) ?? links.set(a, new Set()).get(a))?.add(b);
const operators = new Map<string, Set<string>>();
for (const line of readPinnedAt(dir, commit, 'data/routes.dat', ROUTES_SHA256).split('\n')) {
  const f = line.split(',');
  const [from, to] = [f[2] ?? '', f[4] ?? ''];
  if (!/^[A-Z0-9]{3}$/.test(from) || !/^[A-Z0-9]{3}$/.test(to) || from === to) continue;
  link(from, to);
  link(to, from);
  const [airline, codeshare] = [f[0] ?? '', f[6] ?? ''];
  if (codeshare === 'Y' || !/^[A-Z0-9]{2}$/.test(airline)) continue;
  const pair = [from, to].sort().join('-');
  (operators.get(pair) ?? operators.set(pair, new Set()).get(pair))?.add(airline);
}

const routes = Object.fromEntries([...links.keys()].sort().map((code) => [code, [...(links.get(code) ?? [])].sort().join(' ')]));
const carriers = Object.fromEntries([...operators.keys()].sort().map((pair) => [pair, [...(operators.get(pair) ?? [])].sort().join(' ')]));
const out = {
  description:
    "Airport pairs with a scheduled nonstop (either direction) in the OpenFlights route database: each airport lists the airports it was linked to; 'carriers' gives, per pair (codes in alphabetical order), the IATA codes of the airlines that operated it, codeshares left out. Built by scripts/travel/build-scheduled-routes.ts; do not edit.",
  source: `OpenFlights route database, github.com/jpatokal/openflights data/routes.dat at ${commit.slice(0, 12)} (exported ${exported}; ODbL 1.0)`,
  commit,
  licence: 'Open Database License (ODbL) 1.0; this list is a derived database under the same licence',
  as_of: '2014-06',
  routes,
  carriers,
};
writeFileSync(new URL('../../data/travel/scheduled-routes.json', import.meta.url), `${JSON.stringify(out, null, 0).replace(/,"/g, ',\n"')}\n`);
console.log(`airports ${links.size}, links ${[...links.values()].reduce((s, x) => s + x.size, 0) / 2}`);
