/**
 * Builds data/travel/entry-rule-unsettled.json: the passport and destination pairs whose entry rule
 * the Passport Index dataset (github.com/ilyankou/passport-index-dataset, MIT) has not settled. A
 * pair is unsettled when, over the dataset's updates from UNSETTLED_FROM to the pinned input of
 * build-visa-rules.ts, it went from a visa-free stay or a visa on arrival to "visa required" and back
 * (UK passports to Ghana: visa required from 2020, visa on arrival from December 2023, visa required
 * from February 2024, visa on arrival again from December 2024). The source has said both, so the
 * service asserts neither.
 *   npx tsx scripts/travel/build-entry-unsettled.ts <passport-index-dataset git dir>
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { readPinnedAt } from './pinned-input.js';
import { VISA_INPUT } from './build-visa-rules.js';

/** The dataset's first update of 2023 (11 January 2023): two years of updates before the pinned input. */
const UNSETTLED_FROM = '8cbf15385b87da40e23abf12ef784fe51287f26e';
/** The updates read, first to last (a rebuild from another history fails). */
const UPDATES = 23;

type Kind = 'lax' | 'visa_required' | 'other';
const kindOf = (value: string): Kind =>
  value === 'visa free' || value === 'visa on arrival' || /^[1-9][0-9]*$/.test(value) ? 'lax' : value === 'visa required' ? 'visa_required' : 'other';

/** Destination -> the passports whose rule went from lax to visa required and back, from the updates' CSVs in order. */
export function unsettledPairs(csvs: readonly string[]): Map<string, string[]> {
  const runs = new Map<string, Kind[]>();
  for (const csv of csvs) {
    for (const line of csv.trim().split('\n').slice(1)) {
      const [passport = '', destination = '', value = ''] = line.trim().split(',');
      const key = `${passport},${destination}`;
      const seen = runs.get(key) ?? [];
      const kind = kindOf(value);
      if (seen.at(-1) !== kind) seen.push(kind);
      runs.set(key, seen);
    }
  }
  const out = new Map<string, string[]>();
  for (const [key, seen] of runs) {
    const [passport = '', destination = ''] = key.split(',');
    const backAgain = seen.at(-1) === 'lax' && seen.includes('visa_required') && seen.filter((k) => k === 'lax').length >= 2;
    if (backAgain) out.set(destination, [...(out.get(destination) ?? []), passport].sort());
  }
  return new Map([...out].sort(([a], [b]) => (a < b ? -1 : 1)));
}

function main(dir: string): void {
  const commits = execFileSync('git', ['-C', dir, 'rev-list', '--reverse', `${UNSETTLED_FROM}^..${VISA_INPUT.commit}`, '--', VISA_INPUT.path], {
    encoding: 'utf8',
  })
    .trim()
    .split('\n');
  if (commits.length !== UPDATES || commits[0] !== UNSETTLED_FROM)
    throw new Error(`expected ${UPDATES} updates from ${UNSETTLED_FROM}, found ${commits.length}`);
  const csvs = commits.map((c) =>
    c === VISA_INPUT.commit
      ? readPinnedAt(dir, c, VISA_INPUT.path, VISA_INPUT.sha256)
      : execFileSync('git', ['-C', dir, 'show', `${c}:${VISA_INPUT.path}`], { encoding: 'utf8', maxBuffer: 1 << 27 }),
  );
  const pairs = unsettledPairs(csvs);
  const out = {
    description:
      'Passport and destination pairs whose entry rule the Passport Index dataset has not settled: over its updates from `from` to `to` it went from a visa-free stay or a visa on arrival to visa required and back. Their requirement is unknown (src/travel/knowledge/models/visa-rules.ts). Built by scripts/travel/build-entry-unsettled.ts; do not edit.',
    source: `Passport Index (passportindex.org) via github.com/ilyankou/passport-index-dataset, ${UPDATES} updates from ${UNSETTLED_FROM.slice(0, 12)} (2023-01-11) to ${VISA_INPUT.commit.slice(0, 12)} (${VISA_INPUT.as_of})`,
    licence: 'MIT (c) 2019 Ilya Ilyankou',
    from: UNSETTLED_FROM,
    to: VISA_INPUT.commit,
    as_of: VISA_INPUT.as_of,
    destinations: Object.fromEntries([...pairs].map(([destination, passports]) => [destination, passports.join(' ')])),
  };
  writeFileSync(new URL('../../data/travel/entry-rule-unsettled.json', import.meta.url), `${JSON.stringify(out, null, 1)}\n`);
  console.log(`unsettled pairs ${[...pairs.values()].reduce((s, p) => s + p.length, 0)} in ${pairs.size} destinations`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [dir] = process.argv.slice(2);
  if (!dir) throw new Error('usage: build-entry-unsettled.ts <passport-index-dataset git dir>');
  main(dir);
}
