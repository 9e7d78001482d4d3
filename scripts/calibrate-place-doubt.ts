/**
 * Measures the evidence the reader doubts destinations by (src/travel/intent/place-doubt.ts) on labelled requests.
 * Usage: npx tsx scripts/calibrate-place-doubt.ts --dev-dir <intent dev folder>
 * Every realistic-*.jsonl of the folder is one set of outside-written requests with gold. Each readable request the
 * readers would answer complete (the only readings judged) gives its destinations, labelled wrong or right by the eval's
 * scorer (scripts/reading-doubt/table.ts). For each kind of evidence the script prints how many readings carry it, and
 * the share of them that is wrong, per set and pooled, with its standard error; then the same for the readings with no
 * evidence. Doubt pays where the share wrong reaches
 * the break-even of the reader's cost (a wrong value answered as complete costs 3, a right reading made partial 1: 1/4):
 * a kind below it, or plain readings above it, are printed as such.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { loadGazetteer } from '../src/travel/geo/index.js';
import type { FieldReading } from '../src/travel/intent/doubt-features.js';
import { PLACE_DOUBT_KINDS, placeDoubts } from '../src/travel/intent/place-doubt.js';
import { GoldPlaces } from './eval-intent/score.js';
import { requestsOf } from './reading-doubt/table.js';

const SILENT_COST = 3;
const PARTIAL_COST = 1;
const BREAK_EVEN = PARTIAL_COST / (PARTIAL_COST + SILENT_COST);

const args = process.argv.slice(2);
const DEV = args[args.indexOf('--dev-dir') + 1];
if (!args.includes('--dev-dir') || !DEV) throw new Error('usage: npx tsx scripts/calibrate-place-doubt.ts --dev-dir <folder>');
const gazetteer = loadGazetteer();
const places = new GoldPlaces(gazetteer);

interface Judged {
  set: string;
  reading: FieldReading;
  read: number;
  wrong: boolean;
}
const judged: Judged[] = readdirSync(DEV)
  .filter((f) => /^realistic-.*\.jsonl$/.test(f))
  .sort()
  .flatMap((f) =>
    requestsOf(join(DEV, f), f.replace(/\.jsonl$/, ''), gazetteer, places)
      .filter((r) => r.before === 'complete')
      .flatMap((r) =>
        r.rows
          .filter((x) => x.field === 'destinations')
          .map((x) => ({ set: r.set, reading: { field: x.field, text: '', features: x.x }, read: r.read, wrong: x.wrong })),
      ),
  );
const SETS = [...new Set(judged.map((j) => j.set))];

/** "wrong/rows share ±se", and whether the share clears the break-even. */
function share(rows: readonly Judged[]): { cell: string; share: number } {
  const wrong = rows.filter((r) => r.wrong).length;
  const p = rows.length === 0 ? 0 : wrong / rows.length;
  const se = rows.length === 0 ? 0 : Math.sqrt((p * (1 - p)) / rows.length);
  return { cell: `${wrong}/${rows.length} ${p.toFixed(2)}±${se.toFixed(2)}`.padStart(20), share: p };
}

function line(name: string, pick: (j: Judged) => boolean, doubted: boolean): void {
  const pooled = share(judged.filter(pick));
  const verdict = doubted === pooled.share >= BREAK_EVEN ? '' : doubted ? '  below break-even' : '  above break-even';
  console.log(`${name.padEnd(24)}${SETS.map((s) => share(judged.filter((j) => j.set === s && pick(j))).cell).join('')}${pooled.cell}${verdict}`);
}

console.log(`destinations read in requests answered complete: wrong/rows share±se per set (${SETS.join(', ')}) and pooled; break-even ${BREAK_EVEN}`);
const kinds = (j: Judged) => placeDoubts(j.reading, j.read);
for (const k of PLACE_DOUBT_KINDS) line(k, (j) => kinds(j).includes(k), true);
line('any kind', (j) => kinds(j).length > 0, true);
line('none (plain)', (j) => kinds(j).length === 0, false);
