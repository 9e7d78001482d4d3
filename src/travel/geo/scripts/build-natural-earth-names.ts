/**
 * Builds data/geo/natural-earth-names.tsv: the names Natural Earth gives its physical features in English, French,
 * Spanish, German, Italian and Portuguese ("Cicladi", "Kykladen", "Cícladas"; "Gaspésie"; "Cervin"; "Genfersee"),
 * each under the gazetteer place that is that feature:
 *   - regions and seas (geography_regions_polys, geography_marine_polys): the Natural Earth record of
 *     natural-earth.json (built from v4.0.0 outlines) named like the feature's name, label, alternate name or English
 *     name, when only that record is;
 *   - named points (geography_regions_points: capes, deserts...; geography_regions_elevation_points: peaks): the one
 *     place of the gazetteer other than a town, country or state (a park or landmark, a Natural Earth feature, a
 *     Wikivoyage area) named like the feature within POINT_JOIN_KM of its point ("Matterhorn");
 *   - lakes (no point in these tables): the one such place named like the lake that is no island;
 *   - rivers (rivers_lake_centerlines): the one river record of natural-earth.json named like the river; a form a town
 *     of prior RIVER_YIELDS_TO_PRIOR or more bears stays the town's;
 *   - a name joins when it is written in Latin-1 letters, has MIN_LETTERS letters or more and at most MAX_WORDS words,
 *     after its opening article ("les Cyclades" is Cyclades); never a frequent word of the six languages nor a
 *     phrase made only of such words, and a single word never a word of their spelling dictionaries nor a person's
 *     name (scripts/language-words.ts, the exonyms' rules); a lake's name that a town bears stays the town's
 *     ("Constanza"); a form places farther apart than SAME_FEATURE_KM claim joins none.
 * Source: the attribute tables of Natural Earth 1:10m vectors (v5, names from Wikidata; public domain), as the
 * tab-separated files of the repository Raysphere24/NaturalEarthCsvTsv, tsv_with_names/ at commit
 * 7cc9ef2bd1e761f382238908066713be36dc30f0 (2022-05-10), pinned by SHA-256 below. Run after natural-earth.json and areas.tsv:
 *   git archive 7cc9ef2bd1e761f382238908066713be36dc30f0 tsv_with_names/10m_physical | tar -x -C <folder>
 *   npx tsx src/travel/geo/scripts/build-natural-earth-names.ts <folder>/tsv_with_names
 */
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Catalog } from '../catalog.js';
import { loadNaturalEarth } from '../curated.js';
import { greatCircleKm } from '../distance.js';
import { FEATURE_NAMES_FILE } from '../feature-names.js';
import { dataPath } from '../json.js';
import { isPersonName } from '../people.js';
import { normalize } from '../normalize.js';
import type { Place } from '../place.js';
import { candidatesFor } from '../resolve.js';
import { isLanguageWord, isWordsPhrase, opensWithFunctionWord } from './language-words.js';

const SOURCE = { repo: 'Raysphere24/NaturalEarthCsvTsv', commit: '7cc9ef2bd1e761f382238908066713be36dc30f0', as_of: '2022-05-10' };
const INPUTS = {
  '10m_physical/ne_10m_geography_regions_polys.tsv': '61ce8130d06ec17b83aeca959324100f0207dde9a10aec38d955facaeb7d06c2',
  '10m_physical/ne_10m_geography_marine_polys.tsv': 'e68ff532ee55e3830652f55ba2761dfb97764f1029fce9d972132f4d9fe75e3b',
  '10m_physical/ne_10m_geography_regions_points.tsv': '512a643d8e34268628614811e1a3f2d481ad95e2c6755ca4a0bf1422a18b736a',
  '10m_physical/ne_10m_geography_regions_elevation_points.tsv': 'a5dc0aba0c95ba5b70c218d1fb42445210884717b78f2cb98a3c73c40e343ba9',
  '10m_physical/ne_10m_lakes.tsv': '6a83098e6a4cc47d35e10d06b6329db9e1e7cfd8bbd592fe749c45f238672f35',
  '10m_physical/ne_10m_lakes_europe.tsv': '4471e2a211708e7d3b80d1b824fed14951d390ccd7e5026ec2c2e62c80e5ef2f',
  '10m_physical/ne_10m_rivers_lake_centerlines.tsv': 'e5cbc9c27283d1871dfb9c4758e842bcadfd0c850d940d9676145feb02d1c93a',
} as const;
type Input = keyof typeof INPUTS;
const POLYS: Input[] = ['10m_physical/ne_10m_geography_regions_polys.tsv', '10m_physical/ne_10m_geography_marine_polys.tsv'];
const POINTS: Input[] = ['10m_physical/ne_10m_geography_regions_points.tsv', '10m_physical/ne_10m_geography_regions_elevation_points.tsv'];
const LAKES: Input[] = ['10m_physical/ne_10m_lakes.tsv', '10m_physical/ne_10m_lakes_europe.tsv'];
const RIVERS: Input = '10m_physical/ne_10m_rivers_lake_centerlines.tsv';
/** A river's name in another language that a town this likely bears stays the town's; a village's ("Nilo", Colombia) does not hold back the Nile's. */
const RIVER_YIELDS_TO_PRIOR = 0.45;
/** A named point is the place of its name within this distance (a peak's landmark, a cape's park). */
const POINT_JOIN_KM = 30;
const MIN_LETTERS = 4;
const MAX_WORDS = 5;
const NAME_COLUMNS = ['name_en', 'name_fr', 'name_es', 'name_de', 'name_it', 'name_pt'];
const LATIN1 = /^[A-Za-zÀ-ÖØ-öø-ÿ'’. -]+$/u;

type Row = Record<string, string>;

function readInput(dir: string, file: Input): { rows: Row[]; sha: string } {
  const text = readFileSync(join(dir, file), 'utf8');
  const sha = createHash('sha256').update(text).digest('hex');
  if (sha !== INPUTS[file]) throw new Error(`${file}: sha256 ${sha}, expected ${INPUTS[file]}`);
  const [head = '', ...lines] = text.split(/\r?\n/).filter(Boolean);
  const columns = head.split('\t').map((c) => c.toLowerCase());
  return { rows: lines.map((l) => Object.fromEntries(l.split('\t').map((v, i) => [columns[i] ?? '', v.trim()]))), sha };
}

/** The keys a feature is known by in Natural Earth's own columns. */
const ownKeys = (r: Row): string[] => [
  ...new Set(['name', 'label', 'namealt', 'name_alt', 'name_en', 'name_local', 'gn_name'].map((c) => normalize(r[c] ?? '')).filter(Boolean)),
];

/**
 * A form as a name: without its opening article, unless what is left is a word or too short to tell from one. A river's
 * name in a language is a proper name there ("Donau", "Nilo"), which a spelling dictionary lists beside its words: only
 * the frequent words and people's names hold it back.
 */
function asName(form: string, river = false): string | undefined {
  if (!LATIN1.test(form)) return undefined;
  let key = normalize(form);
  if (opensWithFunctionWord(key)) key = key.slice(key.indexOf(' ') + 1);
  const words = key.split(' ');
  if (key.replace(/[ '-]/g, '').length < MIN_LETTERS || words.length > MAX_WORDS || opensWithFunctionWord(key)) return undefined;
  if (isWordsPhrase(key) || (words.length === 1 && (river ? isPersonName(key) : isLanguageWord(key)))) return undefined;
  return key;
}

const dir = process.argv[2];
if (!dir) throw new Error('usage: build-natural-earth-names.ts <folder tsv_with_names of the Natural Earth attribute tables>');
// The gazetteer must not know the previous build's names while places are joined.
writeFileSync(dataPath(FEATURE_NAMES_FILE), '');
const inputs = Object.fromEntries((Object.keys(INPUTS) as Input[]).map((f) => [f, readInput(dir, f)])) as Record<Input, ReturnType<typeof readInput>>;

/** Place id -> the rows naming it. */
const joined = new Map<string, Row[]>();
const join1 = (id: string, r: Row) => joined.set(id, [...(joined.get(id) ?? []), r]);

const records = loadNaturalEarth();
const recordsByKey = new Map<string, string[]>();
for (const rec of records)
  for (const key of new Set([rec.name, ...rec.aliases].map(normalize))) recordsByKey.set(key, [...(recordsByKey.get(key) ?? []), rec.id]);
for (const file of POLYS)
  for (const r of inputs[file].rows) {
    const ids = [...new Set(ownKeys(r).flatMap((k) => recordsByKey.get(k) ?? []))];
    if (ids.length === 1) join1(ids[0] ?? '', r);
  }

const cat = new Catalog();
/** The places of the gazetteer (other than towns) that bear one of the feature's names as written, not as a misspelling. */
const placesNamed = (r: Row): Place[] =>
  ownKeys(r).flatMap((k) =>
    (cat.names.get(k) ?? []).flatMap((h) => {
      const p = h.kind === 'name' || h.kind === 'alias' ? cat.place(h.id) : undefined;
      return p ? [p] : [];
    }),
  );
const isArea = (p: Place) => p.type !== 'city' && p.type !== 'country' && p.type !== 'state';
/** Joins the row to the one place `fits` keeps among those named like it; none or two join nothing. */
function joinNamed(r: Row, fits: (p: Place) => boolean): void {
  const ids = [
    ...new Set(
      placesNamed(r)
        .filter(fits)
        .map((p) => p.id),
    ),
  ];
  if (ids.length === 1) join1(ids[0] ?? '', r);
}
for (const file of POINTS)
  for (const r of inputs[file].rows) {
    const at = { lat: Number(r.lat_y), lon: Number(r.long_x) };
    joinNamed(r, (p) => isArea(p) && greatCircleKm(at, p) <= POINT_JOIN_KM);
  }
// Natural Earth's lakes carry no point here: a lake is the one area of its name (its shore's region, Wikivoyage's lake),
// never an island ("Bear Lake" is "Bear" in English there, as are the Bear Islands).
const isLand = (p: Place) => p.region?.feature === 'island' || p.region?.feature === 'archipelago';
/** A lake's name that a town bears is the town's ("Constanza" is Konstanz or Constanța). */
const yieldsToTowns = new Set<Row>();
for (const file of LAKES)
  for (const r of inputs[file].rows) {
    yieldsToTowns.add(r);
    joinNamed(r, (p) => isArea(p) && !isLand(p));
  }
// A river is the one river record of natural-earth.json that bears its name (all its pieces are one record).
const riverRows = new Set<Row>();
for (const r of inputs[RIVERS].rows) {
  riverRows.add(r);
  joinNamed(r, (p) => p.region?.feature === 'river');
}
const isTownsName = (key: string, minPrior = 0) => candidatesFor(cat, key).some((c) => c.place.type === 'city' && c.place.prior >= minPrior);
const yieldsTo = (row: Row, key: string) => (yieldsToTowns.has(row) && isTownsName(key)) || (riverRows.has(row) && isTownsName(key, RIVER_YIELDS_TO_PRIOR));

/** Form -> the places claiming it; a form claimed twice joins neither. */
const claims = new Map<string, Set<string>>();
const formsOf = new Map<string, Map<string, string>>();
for (const [id, rows] of joined) {
  // A Natural Earth record whose every name a curated record holds never joins the gazetteer: nothing to name.
  if (!cat.place(id)) continue;
  const forms = new Map<string, string>();
  for (const row of rows)
    for (const c of NAME_COLUMNS) {
      // "Taal (Vulkan)": the parenthesis says what the name is, and is no part of it.
      const written = (row[c] ?? '').replace(/\s*\(.*\)\s*/g, ' ').trim();
      const key = written && asName(written, riverRows.has(row));
      if (key && !forms.has(key) && !yieldsTo(row, key)) forms.set(key, written);
    }
  formsOf.set(id, forms);
  for (const key of forms.keys()) claims.set(key, (claims.get(key) ?? new Set()).add(id));
}
/** One form for places no farther apart than this is one feature described twice (an island group and its state). */
const SAME_FEATURE_KM = 300;
function uncontested(key: string): boolean {
  const places = [...(claims.get(key) ?? [])].flatMap((id) => cat.place(id) ?? []);
  return places.every((a) => places.every((b) => greatCircleKm(a, b) <= SAME_FEATURE_KM));
}
const lines = [...formsOf]
  .map(([id, forms]) => [id, [...forms].filter(([key]) => uncontested(key)).map(([, written]) => written)] as const)
  .filter(([, forms]) => forms.length > 0)
  .sort(([a], [b]) => a.localeCompare(b))
  .map(([id, forms]) => `${id}\t${forms.join('|')}`);
const shas = Object.entries(inputs)
  .map(([f, { sha }]) => `${f} ${sha}`)
  .join(', ');
const header = [
  `# Names of Natural Earth's physical features in en fr es de it pt, by gazetteer place id. Generated by src/travel/geo/scripts/build-natural-earth-names.ts`,
  `# from Natural Earth 1:10m physical attribute tables v5 (public domain; names from Wikidata, CC0) via ${SOURCE.repo} at ${SOURCE.commit} (${SOURCE.as_of}); inputs sha256: ${shas}`,
];
writeFileSync(dataPath(FEATURE_NAMES_FILE), `${[...header, ...lines].join('\n')}\n`);
console.log(`wrote ${FEATURE_NAMES_FILE}: ${lines.length} places, ${lines.reduce((n, l) => n + l.split('|').length, 0)} names`);
