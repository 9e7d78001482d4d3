import { readFileSync } from 'node:fs';
import { readBuiltIndex } from '../../built-indexes.js';
import { COMPILED_INDEX_DIR, dataFilePath } from '../../data-paths.js';
import { worldCountries, type WorldCountry } from './countries.js';
import { normalize } from './normalize.js';

/**
 * Country adjectives of the six request languages ("finnish", "finlandaise", "chilena", "griechische",
 * "svizzere", "franceses"): the word -> the country. They come from data: country names in English and
 * the request's language (CLDR through Intl, world-countries translations), the English and French
 * demonyms of world-countries, the irregular forms of data/travel/nationality-words.json, and the
 * regular demonym endings of the six languages applied to the stems of those names ("chil-ena" from
 * "Chil-e", "griech-ische" from "Griech-enland"). A derived word counts only when one country's name
 * has that stem.
 */

/** Demonym endings of the six languages with their inflections (folded), longest tried first. */
const ADJECTIVE_ENDINGS: readonly string[] = [
  ...new Set(
    [
      'ian ians an ans ese i is ish er ers',
      'ien iens ienne iennes ais aise aises ois oise oises ain aine ains aines',
      'ano ana anos anas ense enses iense ienses es esa esas eses eno ena enos enas ino ina inos inas ita itas o a os as i ies',
      'isch ische ischer ischen isches ischem nisch nische nischer nischen aner anerin anern anerinnen ianer ianerin ianern ier ierin iern er erin ern e en es em',
      'iano iana iani iane ani ane ese esi ini ine olo ola oli ole',
      'eiro eira eiros eiras eses',
    ]
      .join(' ')
      .split(' '),
  ),
].sort((a, b) => b.length - a.length);
/** What a country's name may end with beyond the stem its demonyms share ("Ind-ien", "Marokk-o", "Deutsch-land", "Türk-ei"). */
const NAME_TAILS = ['lande', 'land', 'ien', 'ia', 'ie', 'en', 'ei', 'a', 'e', 'o', 'i', 'y'];
const MIN_STEM = 3;
const MIN_ADJECTIVE = 4;

const TRANSLATION: ReadonlyMap<string, string> = new Map([
  ['fr', 'fra'],
  ['es', 'spa'],
  ['de', 'deu'],
  ['it', 'ita'],
  ['pt', 'por'],
]);

const displays = new Map<string, Intl.DisplayNames>();
const display = (lang: string) => {
  let d = displays.get(lang);
  if (!d) displays.set(lang, (d = new Intl.DisplayNames([lang], { type: 'region' })));
  return d;
};

/** A country's names in English and in the request's language, folded. */
function countryNames(c: WorldCountry, lang: string): string[] {
  const shown = [...new Set(['en', lang])].map((l) => display(l).of(c.cca2) ?? '');
  const translated = c.translations[TRANSLATION.get(lang) ?? '']?.common ?? '';
  return [...new Set([c.name.common, ...c.altSpellings, ...shown, translated].filter(Boolean).map(normalize))];
}

/** The stems a country's name gives its adjectives: the name itself and the name less a usual tail. */
export function nameStems(name: string): string[] {
  const stems = [name, ...NAME_TAILS.filter((t) => name.endsWith(t)).map((t) => name.slice(0, -t.length))];
  return stems.filter((s) => s.length >= MIN_STEM);
}

/** The stem of a word once an adjective ending is cut, longest ending first. */
export function adjectiveStems(word: string): string[] {
  return ADJECTIVE_ENDINGS.filter((e) => word.endsWith(e) && word.length - e.length >= MIN_STEM).map((e) => word.slice(0, -e.length));
}

/** The irregular forms of every language (data/travel/nationality-words.json): folded word -> country. */
function fixedAdjectives(): ReadonlyMap<string, string> {
  fixed ??= new Map(
    Object.entries((JSON.parse(readFileSync(dataFilePath('travel/nationality-words.json'), 'utf8')) as { forms: Record<string, string> }).forms).flatMap(
      ([code, list]) => list.split(' ').map((f): [string, string] => [normalize(f), code]),
    ),
  );
  return fixed;
}
let fixed: ReadonlyMap<string, string> | undefined;

interface Table {
  /** Demonyms and irregular forms -> country. */
  forms: Map<string, string>;
  /** The countries' own names (folded): "Croatia" is no adjective even where a name stem and ending would make it one. */
  names: Map<string, string>;
  /** Name stems -> the countries whose names give them. */
  stems: Map<string, Set<string>>;
}

/** A language's table as its built index stores it: each map's entries, in insertion order. */
export interface StoredAdjectives {
  forms: Array<[string, string]>;
  names: Array<[string, string]>;
  stems: Array<[string, string[]]>;
}

/** The built index of a language's table (scripts/build-indexes.ts), which the compiled server reads instead of deriving it. */
export const adjectiveIndex = (lang: string): string => `country-adjectives-${lang}`;

/** A language's table in its stored form, derived from the sources. */
export function storedAdjectives(lang: string): StoredAdjectives {
  const t = deriveTable(lang);
  return { forms: [...t.forms], names: [...t.names], stems: [...t.stems].map(([stem, codes]) => [stem, [...codes]]) };
}

/** A language's table from its built index in `indexDir` when that is current, else derived. */
function table(lang: string, indexDir: string | null): Table {
  const built = readBuiltIndex<StoredAdjectives>(adjectiveIndex(lang), indexDir);
  return built
    ? { forms: new Map(built.forms), names: new Map(built.names), stems: new Map(built.stems.map(([stem, codes]) => [stem, new Set(codes)])) }
    : deriveTable(lang);
}

function deriveTable(lang: string): Table {
  const t: Table = { forms: new Map(fixedAdjectives()), names: new Map(), stems: new Map() };
  // Sovereign states first, so that a form shared with a territory ("French") is the state's.
  const raw = [...worldCountries()].sort((a, b) => Number(b.independent === true) - Number(a.independent === true));
  for (const c of raw) {
    const own = lang === 'fr' ? [c.demonyms?.fra?.m, c.demonyms?.fra?.f] : [];
    for (const d of [c.demonyms?.eng?.m, c.demonyms?.eng?.f, ...own]) {
      if (!d) continue;
      for (const form of [normalize(d), `${normalize(d)}s`]) if (!t.forms.has(form)) t.forms.set(form, c.cca2);
    }
    for (const name of countryNames(c, lang)) {
      if (!t.names.has(name)) t.names.set(name, c.cca2);
      for (const stem of nameStems(name)) t.stems.set(stem, new Set([...(t.stems.get(stem) ?? []), c.cca2]));
    }
  }
  return t;
}

/**
 * The country a folded word is the adjective of in the request's language, or undefined. A country's own name is one only
 * where `names` allows it: after a region in the Romance languages the feminine adjective is often the name ("Patagonia
 * argentina"), while before one a name starts a list ("Croatia - Istria").
 */
export type AdjectiveReader = (word: string, lang: string, names?: boolean) => string | undefined;

/** A reader over the built indexes in `indexDir` where they are current, each language's table made at its first word. */
export function adjectiveReader(indexDir: string | null = COMPILED_INDEX_DIR): AdjectiveReader {
  const tables = new Map<string, Table>();
  return (word, lang, names = false) => {
    // Two- and three-letter words are codes or function words ("no", "la", "et"), never an adjective of a country here.
    if (word.length < MIN_ADJECTIVE) return undefined;
    let t = tables.get(lang);
    if (!t) tables.set(lang, (t = table(lang, indexDir)));
    const listed = t.forms.get(word);
    if (listed) return listed;
    if (t.names.has(word)) return names ? t.names.get(word) : undefined;
    for (const stem of adjectiveStems(word)) {
      const codes = t.stems.get(stem);
      if (codes?.size === 1) return [...codes][0];
    }
    return undefined;
  };
}

export const countryOfAdjective: AdjectiveReader = adjectiveReader();
