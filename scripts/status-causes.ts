/**
 * Why the reader's status is what it is, on the realistic request sets of an intent dev folder: the confusion of the
 * gold status against the status read, and among the requests read right but answered partial, the unresolved codes
 * that made them partial (the doubt model's entries by the field doubted).
 * Usage: npx tsx scripts/status-causes.ts --dev-dir <intent dev folder> [--show <code>] (the requests one code made partial)
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { INFORMATIVE_CODES } from '../src/contracts/travel-intent.js';
import { loadGazetteer } from '../src/travel/geo/index.js';
import { parseIntent } from '../src/travel/intent/index.js';
import { allRight, judge, realisticCases, silentMisread } from './eval-intent/realistic.js';
import { GoldPlaces } from './eval-intent/score.js';
import { viewOf } from './eval-intent/view.js';

const args = process.argv.slice(2);
const flag = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const DEV = flag('--dev-dir');
if (!DEV) throw new Error('usage: npx tsx scripts/status-causes.ts --dev-dir <folder> [--show <code>]');
const SHOW = flag('--show');
const gazetteer = loadGazetteer();
const places = new GoldPlaces(gazetteer);
const STATUSES = ['complete', 'partial', 'not_understood'];

for (const file of readdirSync(DEV).filter((f) => /^realistic-.*\.jsonl$/.test(f))) {
  const cases = realisticCases(join(DEV, file));
  const codesOf = new Map<string, string[]>();
  const judged = judge(
    cases,
    (c) => {
      const now = () => new Date(`${c.reference_date}T12:00:00Z`);
      const parsed = parseIntent({ user_request: c.text, reference_date: c.reference_date }, { gazetteer, now });
      const material = parsed.understanding.unresolved.filter((u) => !INFORMATIVE_CODES.has(u.code));
      codesOf.set(
        c.id,
        material.map((u) => (u.code === 'reading_doubtful' ? `doubt:${u.field}` : u.code)),
      );
      return viewOf(parsed, gazetteer);
    },
    places,
  );
  console.log(`\n${file}: gold status (rows) against status read (columns)`);
  console.log(`${''.padEnd(16)}${STATUSES.map((s) => s.padStart(16)).join('')}`);
  for (const g of STATUSES)
    console.log(
      `${g.padEnd(16)}${STATUSES.map((s) => String(judged.filter((j) => j.c.gold.status === g && j.view.status === s).length).padStart(16)).join('')}`,
    );
  const right = judged.filter((j) => j.c.gold.status === j.view.status).length;
  const readable = judged.filter((j) => j.c.gold.status === 'complete');
  const earned = readable.filter((j) => j.view.status === 'complete' && allRight(j)).length;
  console.log(
    `status right ${right}/${judged.length}, silent misreads ${judged.filter(silentMisread).length}, readable complete with every field right ${earned}/${readable.length}`,
  );
  const rightPartial = judged.filter((j) => j.c.gold.status === 'complete' && j.view.status === 'partial' && allRight(j));
  const byCode = new Map<string, number>();
  const alone = new Map<string, number>();
  for (const j of rightPartial) {
    const codes = [...new Set(codesOf.get(j.c.id) ?? [])];
    for (const c of codes) byCode.set(c, (byCode.get(c) ?? 0) + 1);
    if (codes.length === 1) alone.set(codes[0] ?? '', (alone.get(codes[0] ?? '') ?? 0) + 1);
  }
  console.log(`right but partial: ${rightPartial.length}; by code (requests with it, requests with it alone)`);
  for (const [c, n] of [...byCode].sort((a, b) => b[1] - a[1]))
    console.log(`  ${c.padEnd(34)}${String(n).padStart(4)}${String(alone.get(c) ?? 0).padStart(5)}`);
  if (SHOW)
    for (const j of rightPartial.filter((x) => codesOf.get(x.c.id)?.includes(SHOW)))
      console.log(`  ${j.c.id} [${codesOf.get(j.c.id)?.join(' ')}] ${j.c.text.replace(/\s+/g, ' ').slice(0, 220)}`);
}
