/**
 * Which figures of a reading tell a wrong reading from a right one, set by set: for each feature of doubt-request.ts, the
 * area under the ROC curve on each set's readings the readers would answer complete (0.5: no separation; above: higher
 * values mean more wrong readings), so a feature that separates in one set only, or in opposite directions, shows.
 * Usage: npx tsx scripts/reading-doubt/separation.ts [--dev-dir <folder>] [--set <file>]... [--min 0.1]
 * (--min: show a feature only when some set's AUC lies that far from 0.5)
 */
import { loadGazetteer } from '../../src/travel/geo/index.js';
import { REQUEST_FEATURES } from '../../src/travel/intent/doubt-request.js';
import { GoldPlaces } from '../eval-intent/score.js';
import { flagValue, setFiles, setName } from './sets.js';
import { requestsOf, type Request } from './table.js';

const args = process.argv.slice(2);
const FILES = setFiles(args);
if (FILES.length === 0) throw new Error('usage: npx tsx scripts/reading-doubt/separation.ts [--dev-dir <folder>] [--set <file>]... [--min 0.1]');
const MIN = Number(flagValue(args, '--min') ?? '0');
const gazetteer = loadGazetteer();
const places = new GoldPlaces(gazetteer);
const sets = FILES.map((f) => requestsOf(f, setName(f), gazetteer, places).filter((r) => r.before === 'complete'));

/** The chance that a wrong reading's value exceeds a right one's (ties count half). */
function auc(reqs: readonly Request[], i: number): number {
  const wrong = reqs.filter((r) => r.wrong).map((r) => r.x[i] ?? 0);
  const right = reqs.filter((r) => !r.wrong).map((r) => r.x[i] ?? 0);
  let s = 0;
  for (const w of wrong) for (const r of right) s += w > r ? 1 : w === r ? 0.5 : 0;
  return s / Math.max(1, wrong.length * right.length);
}

console.log(`feature${' '.repeat(33)}${sets.map((s) => `${s[0]?.set ?? ''} (${s.filter((r) => r.wrong).length}/${s.length})`.padStart(48)).join('')}`);
REQUEST_FEATURES.forEach((name, i) => {
  const aucs = sets.map((s) => auc(s, i));
  if (aucs.some((a) => Math.abs(a - 0.5) >= MIN)) console.log(`${name.padEnd(40)}${aucs.map((a) => a.toFixed(2).padStart(48)).join('')}`);
});
