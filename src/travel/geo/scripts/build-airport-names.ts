/**
 * Derives data/geo/airport-names.tsv: airports named by their own name ("Heathrow", "Malpensa",
 * "Schiphol", "Galeão", "Charles de Gaulle") -> the airport and the city it serves. Travellers name
 * the airport they fly from or to and mean that city. From the OurAirports name and municipality of
 * every airport with scheduled service, large or medium (the airport table of src/travel/geo/airports.ts):
 *   - the name is cut at its generic words ("International", "Aeroporto"), at punctuation
 *     ("Rome–Fiumicino", "Paris (Orly, Val-de-Marne)") and at the names of notable cities near it
 *     ("London", "Milano"); function words at either end of a remainder are dropped;
 *   - a remainder of one to four words names the airport; of the municipality only the place named
 *     right after the city counts ("Paris (Orly, Val-de-Marne)", "London/Gatwick, West Sussex");
 *   - it is no ordinary word of the six languages, has MIN_LETTERS letters or more, holds no given
 *     name ("Charles de Gaulle", "Nelson Mandela" are said of the person), and no place the gazetteer
 *     knows bears it: no country or region, no town of TOWN_PRIOR or more, no town within
 *     SAME_SPOT_KM of the airport ("Orly", "Fiumicino", "Guarulhos" stay the towns, which lie by the city);
 *   - the served city is the most likely city within NEAR_KM named in the airport's name or
 *     municipality ("Milan" for Malpensa, whose municipality is Ferno), else the municipality's city;
 *   - large airports only (the ones travellers name: medium ones are mostly named for their region).
 * Run after rebuilding the city index:
 *   npx tsx src/travel/geo/scripts/build-airport-names.ts
 */
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { AIRPORT_NAMES_FILE } from '../airport-names.js';
import { allAirports, type Airport } from '../airports.js';
import { Catalog } from '../catalog.js';
import { isCommonWord, isDeterminer, isFunctionWord, isOrdinaryWord } from '../cues.js';
import { greatCircleKm } from '../distance.js';
import { dataPath } from '../json.js';
import { normalize } from '../normalize.js';
import { isGivenName } from '../people.js';
import type { Place } from '../place.js';
import { candidatesFor } from '../resolve.js';

/** Words of airport names that say what it is, not which one (folded; English and the six languages). */
const GENERIC = new Set(
  'airport airports international intl regional municipal national domestic airfield field air terminal aerodrome aeroport aeroporto aeropuerto aerogare flughafen flugplatz internacional internazionale internationale base city county metropolitan'.split(
    ' ',
  ),
);
const BREAK = /[-\u2013\u2014/(),.]+/u;
const PLACE_PRIOR = 0.5;
const NEAR_KM = 60;
const SAME_SPOT_KM = 15;
const TOWN_PRIOR = 0.3;
const MAX_WORDS = 4;
const MIN_LETTERS = 4;
const LANGS = ['en', 'fr', 'es', 'de', 'it', 'pt'];

const cat = new Catalog();
const citiesNamed = (key: string, a: Airport, km: number): Place[] =>
  candidatesFor(cat, key)
    .map((c) => c.place)
    .filter((p) => p.type === 'city' && p.cityIx !== undefined && greatCircleKm(p, a) < km);

/** Function words at either end belong to no name, except an article opening one ("El Prat", "Le Bourget"). */
function trim(run: string[]): string[] {
  let [i, j] = [0, run.length];
  const word = (k: number) => run[k] ?? '';
  while (i < j && LANGS.some((l) => isFunctionWord(word(i), l) && !isDeterminer(word(i), l))) i++;
  while (j > i && LANGS.some((l) => isFunctionWord(word(j - 1), l))) j--;
  return run.slice(i, j);
}

/**
 * The airport's name, and of its municipality the place named right after the city ("Paris (Orly,
 * Val-de-Marne)", "London/Gatwick, West Sussex", "Buenos Aires (Ezeiza)"): what follows is a county or
 * a department, no name of the airport.
 */
function partsOf(a: Airport): string[][] {
  const [, city = a.city.split(',')[0] ?? '', local = ''] = /^([^(/]*)[(/]([^,)]*)/u.exec(a.city) ?? [];
  return [a.name, city, local].flatMap((s) => s.split(BREAK)).map((part) => normalize(part).split(' ').filter(Boolean));
}

/** The city the airport serves: the most likely city near it named by a part or a word of its name or municipality. */
function servedCity(a: Airport): Place | undefined {
  const named = partsOf(a).flatMap((words) => [words.join(' '), ...words].flatMap((key) => citiesNamed(key, a, NEAR_KM)));
  return named.sort((x, y) => y.prior - x.prior)[0];
}

/** The runs of words that can name the airport: its name and municipality cut at generic words and at the served city's name. */
function runsOf(a: Airport, city: Place): string[][] {
  const runs: string[][] = [];
  for (const words of partsOf(a)) {
    let run: string[] = [];
    for (const w of words) {
      if (GENERIC.has(w) || candidatesFor(cat, w).some((c) => c.place.id === city.id)) {
        runs.push(run);
        run = [];
      } else run.push(w);
    }
    runs.push(run);
  }
  return runs.map(trim).filter((r) => r.length > 0 && r.length <= MAX_WORDS);
}

function nameable(key: string, a: Airport): boolean {
  const words = key.split(' ');
  // "Charleroi", "Luton": an airport named for the notable city it lies in leaves the name to that city.
  if (key === normalize(a.city) && candidatesFor(cat, key).some((c) => c.place.prior >= PLACE_PRIOR)) return false;
  // "Charles de Gaulle", "Nelson Mandela": a name with a given name in it is said of the person.
  if (key.replace(/ /g, '').length < MIN_LETTERS || words.every((w) => isOrdinaryWord(w)) || words.some(isGivenName)) return false;
  if (words.length === 1 && LANGS.some((l) => isCommonWord(key, l))) return false;
  return !candidatesFor(cat, key).some(
    (c) => c.place.type !== 'city' || c.place.prior >= TOWN_PRIOR || greatCircleKm(c.place, a) < SAME_SPOT_KM || c.kind !== 'name',
  );
}

const best = new Map<string, { a: Airport; city: Place }>();
for (const a of allAirports().sort((x, y) => (x.iata < y.iata ? -1 : 1))) {
  if (!a.scheduled || a.size !== 'large') continue;
  const city = servedCity(a);
  if (!city) continue;
  for (const run of runsOf(a, city)) {
    const key = run.join(' ');
    const held = best.get(key);
    // "Chiang" of Chiang Mai, "Salaam" of Dar es Salaam: a word of the city's own name is no name of the airport.
    if (
      normalize(city.name)
        .split(' ')
        .some((w) => run.includes(w)) ||
      held ||
      !nameable(key, a)
    )
      continue;
    best.set(key, { a, city });
  }
}
const lines = [...best].sort(([x], [y]) => (x < y ? -1 : 1)).map(([key, { a, city }]) => `${key}\t${a.iata}\t${city.cityIx}\t${city.name}`);
const body = `${lines.join('\n')}\n`;
writeFileSync(join(dataPath('.'), AIRPORT_NAMES_FILE), body);
console.log(JSON.stringify({ names: lines.length, bytes: body.length, sha256: createHash('sha256').update(body).digest('hex') }));
