import { compassSide, type CompassSide } from './compass-words.js';
import type { CuratedRegion, RegionMember } from './curated.js';
import type { Gazetteer } from './gazetteer.js';
import { inBox } from './geometry.js';
import type { Place } from './place.js';
import { townsWithin } from './within.js';

/**
 * A side of a place named by a compass word ("North Goa", "southern Spain", "le sud-ouest de la France", "Bretagne sud"):
 * the part of the place that holds the outer share of its towns in that direction. The north lies north of the latitude
 * that 60% of the place's towns lie south of, a corner beyond both such cuts, the centre between the quartiles of both, so
 * each side holds a like share of what the place offers whatever its shape, and "southern Spain" leaves Madrid out while
 * "North Goa" and "South Goa" still meet near the middle. The part is a region whose members are the place's own,
 * each cut by that box: an extent this model draws (compass_part_model_v1, a model_estimate), not a surveyed border,
 * named in English as travellers name the sides of places.
 */
export const COMPASS_PART_MODEL = 'compass_part_model_v1';

/** The towns whose spread places the cut: the place's most prominent, as travellers know it. */
const SAMPLE = 300;
/** The share of those towns a side holds. */
const SIDE_SHARE = 0.4;
/** A place with fewer towns has no sides worth telling apart. */
const MIN_TOWNS = 6;
/** The kinds of place a side can be taken of (of one country: a side of a continent or a sea is no part of one place). */
const PARTED = new Set(['country', 'state', 'region']);
/** The GeoNames towns the cut is placed by (cities500 as of that day). */
const TOWNS_AS_OF = '2023-03-05';

const SIDE_NAMES: Record<CompassSide, string> = {
  n: 'North',
  s: 'South',
  e: 'East',
  w: 'West',
  ne: 'North East',
  nw: 'North West',
  se: 'South East',
  sw: 'South West',
  c: 'Central',
};

const PREFIX = 'part:';
const partId = (side: CompassSide, parent: Place) => `${PREFIX}${side}:${parent.id}`;

const made = new WeakMap<Gazetteer, Map<string, Place | null>>();

/** Whether a place may have sides: a country, a subdivision or a region of one country. */
export const mayHaveSides = (place: Place): boolean => PARTED.has(place.type) && place.country !== '';

/** The side of `parent` a compass word names, made once per gazetteer; undefined for a place with no sides to tell apart. */
export function compassPart(cat: Gazetteer, side: CompassSide, parent: Place): Place | undefined {
  if (!mayHaveSides(parent)) return undefined;
  let parts = made.get(cat);
  if (!parts) made.set(cat, (parts = new Map()));
  const id = partId(side, parent);
  if (!parts.has(id)) parts.set(id, partOf(cat, side, parent, id) ?? null);
  return parts.get(id) ?? undefined;
}

/** The part an id names ('part:n:state:in-ga'), or undefined for any other id. */
export function partById(cat: Gazetteer, id: string): Place | undefined {
  if (!id.startsWith(PREFIX)) return undefined;
  const at = id.indexOf(':', PREFIX.length);
  const side = id.slice(PREFIX.length, at) as CompassSide;
  const parent = at > 0 && Object.hasOwn(SIDE_NAMES, side) ? cat.places.get(id.slice(at + 1)) : undefined;
  return parent && compassPart(cat, side, parent);
}

const sorted = (xs: number[]) => xs.sort((a, b) => a - b);
const quantile = (xs: readonly number[], q: number) => xs[Math.min(xs.length - 1, Math.floor(q * xs.length))] ?? 0;

/** The [south, west, north, east] box of a side, from the sorted latitudes and longitudes of the place's towns. */
function sideBox(side: CompassSide, lats: readonly number[], lons: readonly number[]): [number, number, number, number] {
  if (side === 'c') return [quantile(lats, 0.25), quantile(lons, 0.25), quantile(lats, 0.75), quantile(lons, 0.75)];
  const [south, west, north, east] = [-90, -180, 90, 180];
  return [
    side.includes('n') ? quantile(lats, 1 - SIDE_SHARE) : south,
    side.includes('e') ? quantile(lons, 1 - SIDE_SHARE) : west,
    side.includes('s') ? quantile(lats, SIDE_SHARE) : north,
    side.includes('w') ? quantile(lons, SIDE_SHARE) : east,
  ];
}

const overlap = (a: readonly number[], b: readonly number[]): [number, number, number, number] | undefined => {
  const box: [number, number, number, number] = [
    Math.max(a[0] ?? 0, b[0] ?? 0),
    Math.max(a[1] ?? 0, b[1] ?? 0),
    Math.min(a[2] ?? 0, b[2] ?? 0),
    Math.min(a[3] ?? 0, b[3] ?? 0),
  ];
  return box[0] <= box[2] && box[1] <= box[3] ? box : undefined;
};

/** The members whose union is the place: a country's territory, a subdivision, or a region's own members. */
function membersOf(parent: Place): RegionMember[] {
  if (parent.region) return parent.region.members;
  if (parent.type === 'state' && parent.admin1) return [{ admin1: [parent.admin1] }];
  return [{ countries: [parent.country] }];
}

function partOf(cat: Gazetteer, side: CompassSide, parent: Place, id: string): Place | undefined {
  const towns = townsWithin(cat, parent, SAMPLE);
  if (towns.length < MIN_TOWNS) return undefined;
  const lat = (i: number) => cat.cities.lat[i] ?? 0;
  const lon = (i: number) => cat.cities.lon[i] ?? 0;
  const box = sideBox(side, sorted(towns.map(lat)), sorted(towns.map(lon)));
  const members = membersOf(parent).flatMap((m) => {
    const cut = m.bbox ? overlap(m.bbox, box) : box;
    return cut ? [{ ...m, bbox: cut }] : [];
  });
  const inside = towns.filter((i) => inBox(lat(i), lon(i), box));
  if (members.length === 0 || inside.length === 0) return undefined;
  const name = `${SIDE_NAMES[side]} ${parent.name}`;
  const region: CuratedRegion = {
    id,
    type: 'region',
    name,
    aliases: [],
    members,
    source: `${COMPASS_PART_MODEL} (model_estimate): the part of ${parent.name} ${side === 'c' ? 'between the quartiles' : `holding the outer ${SIDE_SHARE * 100}%`} of its towns' latitudes and longitudes (GeoNames)`,
    as_of: TOWNS_AS_OF,
  };
  const mid = (f: (i: number) => number) => quantile(sorted(inside.map(f)), 0.5);
  return {
    type: 'region',
    id,
    name,
    country: parent.country,
    admin1: parent.admin1,
    lat: mid(lat),
    lon: mid(lon),
    prior: parent.prior,
    region,
    sideOf: parent,
  };
}

/** Words that join a compass word to the place it is a side of ("the south of France", "le sud de la France", "Italia del Nord"). */
const OF_LINKS = new Set(['of', 'de', 'du', 'des', 'del', 'della', 'dell', 'di', 'da', 'do', 'von']);
/** Articles between the link and the place ("de la France", "de l'Italie", "do Brasil" is one word). */
const ARTICLES = new Set(['the', 'la', 'le', 'l', 'el', 'il', 'lo', 'o', 'a', 'der', 'die', 'das']);
/** Compass words that are often another word right before a name: French "sur" (on), "est" (is), Spanish "este" (this), Italian "sul" (on the). */
const NOT_BEFORE = new Set([
  'sur',
  'est',
  'este',
  'sul',
  'oriental',
  'occidental',
  'orientale',
  'occidentale',
  'meridional',
  'meridionale',
  'septentrional',
  'settentrionale',
  'septentrionale',
]);
/** Languages that may write the compass word after the place ("Bretagne sud", "Sicilia orientale", "Goa Norte"). */
const AFTER_LANGS = new Set(['fr', 'es', 'it', 'pt']);
/** Compass words that are often another word right after a name (French "est": is; Spanish "este": this; "sur": on). */
const NOT_AFTER = new Set(['est', 'este', 'sur']);
/** Words that make a compass word after a place one end of a span across it ("de norte a sul", "du nord au sud"). */
const SPAN_TO = new Set(['a', 'ao', 'au', 'al', 'à', 'to']);

export interface SideSpan {
  side: CompassSide;
  /** The words [start, end) of the side and the place together. */
  start: number;
  end: number;
  /** Joined by "of" or its like ("north of Inverness"), which may also say how a place lies from a town. */
  linked: boolean;
}

/** The compass word(s) ending just before `at`: a corner in two words ("south west", "sud-ouest") or one. */
function compassEndingAt(words: readonly string[], at: number): { side: CompassSide; start: number } | undefined {
  const corner = compassSide(words[at - 2] ?? '', words[at - 1]);
  if (corner && words[at - 2] !== undefined) return { side: corner, start: at - 2 };
  const one = compassSide(words[at - 1] ?? '');
  return one ? { side: one, start: at - 1 } : undefined;
}

/**
 * The compass word(s) around the words [start, end) of a place that name a side of it: before it ("North Goa", "southern
 * Spain", "the south of France", "le sud-ouest de la France", "im Norden von Dänemark") or, in the Romance languages,
 * after it ("Bretagne sud", "Italia del Nord"), unless the after-word opens a span across the place ("de norte a sul"). A
 * name read on its own (no `lang`) may have it either way.
 */
export function sideAround(words: readonly string[], start: number, end: number, lang?: string): SideSpan | undefined {
  let at = start;
  if (ARTICLES.has(words[at - 1] ?? '') && OF_LINKS.has(words[at - 2] ?? '')) at--;
  if (OF_LINKS.has(words[at - 1] ?? '')) {
    const c = compassEndingAt(words, at - 1);
    if (c) return { side: c.side, start: c.start, end, linked: true };
  } else if (at === start && !NOT_BEFORE.has(words[start - 1] ?? '')) {
    const c = compassEndingAt(words, start);
    if (c) return { side: c.side, start: c.start, end, linked: false };
  }
  if (lang !== undefined && !AFTER_LANGS.has(lang)) return undefined;
  const link = OF_LINKS.has(words[end] ?? '') ? 1 : 0;
  const word = words[end + link] ?? '';
  const side = NOT_AFTER.has(word) ? undefined : compassSide(word);
  if (!side || SPAN_TO.has(words[end + link + 1] ?? '')) return undefined;
  return { side, start, end: end + link + 1, linked: link === 1 };
}

/** German writes a side joined to its place ("Norditalien", "Südwestfrankreich"): the compass head, longest first. */
const COMPOUND_HEADS: ReadonlyArray<[string, CompassSide]> = [
  ['nordost', 'ne'],
  ['nordwest', 'nw'],
  ['sudost', 'se'],
  ['sudwest', 'sw'],
  ['nord', 'n'],
  ['sud', 's'],
  ['ost', 'e'],
  ['west', 'w'],
];
/** The shortest place name a compound's head may join ("Ostia" is no side of anything). */
const COMPOUND_REST_MIN = 4;

/** A German compound of a compass head and a place's name ("norditalien"): the side and the name, or undefined. */
export function compoundSide(word: string): { side: CompassSide; rest: string } | undefined {
  const head = COMPOUND_HEADS.find(([h]) => word.startsWith(h) && word.length - h.length >= COMPOUND_REST_MIN);
  return head && { side: head[1], rest: word.slice(head[0].length) };
}

/** Definite articles (and their contractions with a preposition) that make a compass word a noun: "the south", "il sud", "im Norden". */
const SIDE_ARTICLES = new Map(
  Object.entries({
    en: 'the',
    fr: 'le l au du',
    es: 'el al del',
    de: 'der den dem im vom zum',
    it: 'il l al del nel dal',
    pt: 'o ao do no pelo',
  }).map(([lang, words]) => [lang, new Set(words.split(' '))]),
);
/**
 * Prepositions of heading towards: a compass noun after one is the way the traveller goes, not a part of the place named
 * before ("on aimerait descendre vers le sud", "hacia el norte", "verso il sud", "towards the west").
 */
const TOWARDS = new Set(['towards', 'toward', 'vers', 'hacia', 'verso', 'rumo', 'gen', 'richtung']);
/** Nouns that point back to the place named before ("the north of the island", "el norte de la isla"). */
const PLACE_NOUNS = new Set(['island', 'country', 'region', 'isla', 'pais', 'ile', 'pays', 'insel', 'land', 'isola', 'paese', 'regione', 'ilha', 'regiao']);
/** Words after a compass noun that make it part of another thing's name ("the east coast", "the north side", "the South Pole"). */
const NOT_A_SIDE_AFTER = new Set([
  'coast',
  'coastline',
  'shore',
  'side',
  'part',
  'pole',
  'face',
  'bank',
  'wind',
  'cote',
  'costa',
  'kuste',
  'litoral',
  'littoral',
  'teil',
  'parte',
  'partie',
]);

/**
 * A compass word used as a noun with no place of its own ("not the south", "nada del sur", "il sud non ci interessa",
 * "el norte de la isla"): the side and the words' end (after "of the island" when they say it), for the place named
 * before to lend its name to; undefined when the word is no such noun (an adverb: "heading south").
 */
export function bareSideAt(words: readonly string[], i: number, lang: string): { side: CompassSide; end: number } | undefined {
  if (!SIDE_ARTICLES.get(lang)?.has(words[i - 1] ?? '') || TOWARDS.has(words[i - 2] ?? '')) return undefined;
  const corner = words[i + 1] === undefined ? undefined : compassSide(words[i] ?? '', words[i + 1]);
  const side = corner ?? compassSide(words[i] ?? '');
  if (!side) return undefined;
  let end = i + (corner ? 2 : 1);
  if (NOT_A_SIDE_AFTER.has(words[end] ?? '')) return undefined;
  if (OF_LINKS.has(words[end] ?? '')) {
    const noun = ARTICLES.has(words[end + 1] ?? '') ? end + 2 : end + 1;
    if (!PLACE_NOUNS.has(words[noun] ?? '')) return undefined;
    end = noun + 1;
  }
  return { side, end };
}
