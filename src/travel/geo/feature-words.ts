/**
 * Words that name a kind of natural or regional feature people travel to (a lake, an island, a
 * valley, a range, a coast, a national park, a ski area), in the six request languages, folded. Written
 * before a name ("lago di Como", "ilha da Madeira", "Val di Fassa", "lac de Vouglans", "isla de
 * Vis") they say the name is a place as surely as a direction word does; German joins them to the
 * name ("Zillertal", "Gardasee", "Fichtelgebirge").
 */
// eslint-disable-next-line no-restricted-syntax -- only iterated (into Maps), never looked up
const HEADS: Record<string, readonly string[]> = {
  en: ['lake', 'lakes', 'isle', 'isles', 'island', 'islands', 'mount', 'mt'],
  fr: ['lac', 'lacs', 'ile', 'iles', 'val', 'vallee', 'mont', 'monts', 'massif', 'golfe', 'baie', 'presqu', 'peninsule', 'archipel', 'gorges'],
  es: [
    'lago',
    'lagos',
    'laguna',
    'isla',
    'islas',
    'valle',
    'sierra',
    'monte',
    'montes',
    'cordillera',
    'cerro',
    'volcan',
    'costa',
    'golfo',
    'bahia',
    'peninsula',
    'archipielago',
  ],
  de: ['insel', 'inseln', 'halbinsel', 'skigebiet'],
  it: ['lago', 'laghi', 'isola', 'isole', 'val', 'valle', 'monte', 'monti', 'costa', 'golfo', 'baia', 'penisola', 'arcipelago', 'comprensorio'],
  pt: ['lago', 'lagoa', 'ilha', 'ilhas', 'vale', 'serra', 'monte', 'costa', 'golfo', 'baia', 'peninsula', 'arquipelago', 'chapada'],
};

/** Words that join a feature word to its name ("lago di", "ilha da", "valle del", "lac de", "Isle of"). */
const LINKS = new Set([
  'of',
  'the',
  'de',
  'del',
  'la',
  'l',
  'du',
  'des',
  'd',
  'di',
  'della',
  'dello',
  'delle',
  'dei',
  'degli',
  'dell',
  'da',
  'do',
  'dos',
  'das',
]);

/** Endings of German compounds that name a feature ("Zillertal", "Tegernsee", "Erzgebirge", "Nordseeinsel"). */
const SUFFIXES = ['tal', 'see', 'gebirge', 'insel', 'inseln', 'wald', 'alm', 'land'];
/** A compound needs this many letters before its ending ("Zillertal", not "Tal"; "Gardasee", not "See"). */
const MIN_STEM = 3;

const HEADS_BY_LANG = new Map(Object.entries(HEADS).map(([lang, words]) => [lang, new Set(lang === 'en' ? words : [...words, ...(HEADS.en ?? [])])]));

const isHead = (w: string, lang: string) => (HEADS_BY_LANG.get(lang) ?? HEADS_BY_LANG.get('en'))?.has(w) ?? false;

/** A feature word of any request language ("lago", "lac", "insel"). */
export const isFeatureWord = (w: string): boolean => [...HEADS_BY_LANG.values()].some((s) => s.has(w));

/**
 * Words that open the names of towns in the six languages ("Saint-Malo", "San Blas", "Sankt Anton", "Bad Ischl", "São Jorge"),
 * harbours' and beaches' among them ("Porto Venere", "Puerto Madryn", "Port Douglas", "Praia da Rocha", "Playa Blanca").
 */
const TOWN_HEADS = new Set([
  'saint',
  'sainte',
  'st',
  'ste',
  'san',
  'santa',
  'santo',
  'sao',
  'sankt',
  'bad',
  'porto',
  'puerto',
  'port',
  'praia',
  'playa',
  'plage',
]);

/** A word that opens a place's name, a feature's ("Monte", "Val", "Isla") or a town's ("Saint", "Bad"): what follows is that place's own name. */
export const isPlaceNameHead = (w: string): boolean => isFeatureWord(w) || TOWN_HEADS.has(w);

/**
 * Whether the words before a name end with a feature word, possibly followed by its link words
 * ("... lago di", "... ilha da", "... Val di", "... Isle of"): the name is then a feature's own name.
 */
export function featureWordBefore(words: readonly string[], lang: string): boolean {
  const folded = words.map((w) => w.replace(/'$/, ''));
  let k = folded.length - 1;
  while (k > 0 && LINKS.has(folded[k] ?? '')) k--;
  return isHead(folded[k] ?? '', lang);
}

/**
 * The languages other than English whose feature word ends these words ("Val di", "Valle", "Costa da"): such a
 * word names a feature of a country speaking one of them. Empty for an English word, said of features anywhere.
 */
export function featureWordLanguages(words: readonly string[]): string[] {
  const folded = words.map((w) => w.replace(/'$/, ''));
  let k = folded.length - 1;
  while (k > 0 && LINKS.has(folded[k] ?? '')) k--;
  const w = folded[k] ?? '';
  if (HEADS.en?.includes(w)) return [];
  return Object.keys(HEADS).filter((lang) => HEADS[lang]?.includes(w));
}

/** Where the name after a feature word at words[i] begins ("lago di Como": the index of "Como"), or undefined when words[i] is none. */
export function afterFeatureWord(words: readonly string[], i: number, lang: string): number | undefined {
  if (!isHead(words[i] ?? '', lang)) return undefined;
  let j = i + 1;
  while (j < words.length && LINKS.has((words[j] ?? '').replace(/'$/, ''))) j++;
  return j;
}

/** A German compound ending in a feature word ("Zillertal", "Chiemsee"): the name of a feature. */
export const isFeatureCompound = (w: string): boolean => SUFFIXES.some((s) => w.endsWith(s) && w.length >= s.length + MIN_STEM);

/**
 * English nouns that end the name of a feature, after the words that name it ("the Hunter Valley", "the Blue Mountains",
 * "the Gold Coast"): with one, a run of capitalised words is a place's name even when each of its words is an ordinary word.
 */
const TRAILING_HEADS = new Set(
  'valley valleys coast mountains mountain highlands hills peninsula river bay lakes islands isles gorge canyon falls range forest desert riviera reef glacier sound fjord fjords dales moors downs district region'.split(
    ' ',
  ),
);
export const isTrailingFeatureHead = (w: string): boolean => TRAILING_HEADS.has(w);
