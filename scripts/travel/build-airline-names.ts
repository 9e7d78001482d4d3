/**
 * Builds data/travel/airline-names.json: the names of airlines that flew scheduled services, from the
 * OpenFlights airline database (airlines.dat):
 *   npx tsx scripts/travel/build-airline-names.ts <openflights git dir>
 * where the directory is a clone of github.com/jpatokal/openflights (read at the pinned commit below,
 * checked by SHA-256). An airline is kept when the database marks it active and gives it an IATA
 * code; its name and alias are kept when they have two words or more, since only a name of several
 * words can hold a place name beside other words ("Air France", "Turkish Airlines").
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { csvRows } from './csv.js';
import { readPinnedAt } from './pinned-input.js';

const [dir] = process.argv.slice(2);
if (!dir) throw new Error('usage: build-airline-names.ts <openflights git dir>');
const commit = '5a0360255a5a2ff2b9f1e9cb199716da68a8a33f';
const exported = execFileSync('git', ['-C', dir, 'log', '-1', '--format=%cs', commit, '--', 'data/airlines.dat'], { encoding: 'utf8' }).trim();
const AIRLINES_SHA256 = '39be1a432e8b04ebc12860c29281c974a9cb52169c82b2456a835d66ab1548a1';

const names = new Set<string>();
for (const row of csvRows(readPinnedAt(dir, commit, 'data/airlines.dat', AIRLINES_SHA256))) {
  const [, name = '', alias = '', iata = '', , , , active = ''] = row;
  if (active !== 'Y' || !/^[A-Z0-9]{2}$/.test(iata)) continue;
  for (const n of [name, alias]) {
    // "(Partner)" and similar notes in brackets are the database's, not part of the name.
    const bare = n
      .replace(/\([^)]*\)/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
    // The company's legal suffix is not said ("Air India Limited" is "Air India").
    const clean = bare.replace(/ (?:Limited|Ltd\.?|Inc\.?|GmbH|S\.A\.|SA|AG|Co\.?)$/, '');
    if (clean !== '\\N' && clean.split(' ').length >= 2) names.add(clean);
  }
}

const out = {
  description:
    'Names of airlines with an IATA code marked active in the OpenFlights airline database, those of two words or more. Used only to tell a place name written inside an airline name ("Air France") from a place. Built by scripts/travel/build-airline-names.ts; do not edit.',
  source: `OpenFlights airline database (openflights.org), data/airlines.dat of github.com/jpatokal/openflights at ${commit}`,
  licence: 'Open Database License (ODbL) 1.0; this list is a derived database under the same licence',
  as_of: `airlines.dat exported ${exported}`,
  names: [...names].sort(),
};
writeFileSync(
  new URL('../../data/travel/airline-names.json', import.meta.url),
  `${JSON.stringify(out, null, 1)
    .replace(/\n {2}"/g, ' "')
    .replace(/\n \]/g, ' ]')}\n`,
);
console.log(`airline names ${out.names.length}`);
