import { isOrdinaryWord } from '../geo/cues.js';
import { ARTICLES, INDEFINITE_ARTICLES } from './articles.js';
import { EXCESS, EXCESS_AFTER, NEGATION } from './clause-words.js';
import { travelData } from './data.js';
import { LANGUAGES, type Lang } from './language.js';
import { perLanguage } from './per-language.js';
import { excludingVerb } from './refusals.js';
import { PhraseIndex, tokenize, type Tok } from './tokens.js';
import { temperatureWish } from './warmth.js';

/**
 * Themes and named events from data/travel/themes.json: ids with synonyms in six languages, each
 * theme tied to the knowledge-base theme attributes it is scored against. Synonyms of the request
 * language and of English are read (English words are common in other languages: "surf", "trekking").
 * A negated mention ("no skiing", "pas de ski", "sin playa") is dropped; a hedged one ("maybe some
 * wine") is soft; a theme word that names another sport with the word beside it ("sky diving",
 * "plongée libre") is not the theme.
 */
export interface ThemeDef {
  id: string;
  kb_attributes: string[];
  seasonal: boolean;
  synonyms: Record<Lang, string[]>;
  /** Folded words right before or after a synonym (across "de", "di", "da") that make it another sport or thing ("mountain gorillas"). */
  other_sports?: { before: string[]; after: string[] };
  /** A wish for the weather (warmth, a swim): it ranks the weather and never gates, so it is always soft. */
  weather_wish?: boolean;
  /** A way of travelling (by road, by rail): it says how the trip moves, not what a place holds, so it weighs and never gates. */
  way_of_travel?: boolean;
  /** A product (a lodge, a cruise): the themes its words name are read beside it ("safari lodge" is also wildlife). */
  product?: boolean;
}
export type EventKind = 'concert' | 'festival' | 'sports' | 'conference' | 'wedding' | 'other';
export interface EventDef {
  id: string;
  kind: EventKind;
  name: string;
  themes: string[];
  synonyms: Record<Lang, string[]>;
}

const file = travelData<{ themes: ThemeDef[]; events: EventDef[] }>('themes.json');
export const THEME_DEFS: readonly ThemeDef[] = file.themes;
export const EVENT_DEFS: readonly EventDef[] = file.events;
export const THEME_IDS: readonly string[] = THEME_DEFS.map((t) => t.id);
export const EVENT_IDS: readonly string[] = EVENT_DEFS.map((e) => e.id);
const THEME_BY_ID = new Map(THEME_DEFS.map((t) => [t.id, t]));
/** The theme a temperature wished for is read as. */
const WARM_WEATHER = 'warm_weather';

type Hit = { kind: 'theme'; def: ThemeDef } | { kind: 'event'; def: EventDef };
/**
 * Per request language: its synonyms and the English ones, then those of the other languages that are
 * no ordinary word of it ("Nordlichter" in a short request detected as English; never "see", a German lake).
 */
const themeIndex = perLanguage((lang) => {
  const idx = new PhraseIndex<Hit>();
  const own = lang === 'en' ? ['en'] : [lang, 'en'];
  const foreign = (p: string) => p.split(' ').every((w) => !isOrdinaryWord(w, lang));
  for (const l of LANGUAGES) {
    const mine = own.includes(l);
    const add = (p: string, hit: Hit) => (mine || foreign(p)) && idx.add(p, hit);
    for (const def of THEME_DEFS) for (const p of def.synonyms[l] ?? []) add(p, { kind: 'theme', def });
    for (const def of EVENT_DEFS) for (const p of def.synonyms[l] ?? []) add(p, { kind: 'event', def });
  }
  return idx;
});

/** Whether themes' names fill the tokens from `start` to just before `end` ("a beach week", "a relaxing beach week"). */
export function themeNameSpans(toks: readonly Tok[], start: number, end: number, lang: Lang): boolean {
  let k = start;
  while (k < end) {
    const hit = themeIndex(lang).at(toks, k);
    if (hit?.value.kind !== 'theme') return false;
    k = hit.end;
  }
  return k === end && end > start;
}

/** Words before a theme that refuse it: a negation (clause-words.ts), or a word of avoiding or excepting ("avoid", "sauf", "tranne"). */
const NEGATIONS = new Set([
  ...NEGATION,
  'without',
  'nothing',
  'keine',
  'keinen',
  'niente',
  'nada',
  'avoid',
  'avoiding',
  'skip',
  'hate',
  'except',
  'sauf',
  'eviter',
  'evitar',
  'ausser',
  'evitare',
  'tranne',
  'exceto',
]);
const HEDGES = new Set([
  'maybe',
  'perhaps',
  'possibly',
  'bonus',
  'ideally',
  'optional',
  'optionally',
  'peut-etre',
  'eventuellement',
  'quizas',
  'tal vez',
  'quiza',
  'vielleicht',
  'eventuell',
  'forse',
  'magari',
  'talvez',
  'quem sabe',
]);
const CLAUSE = new Set([',', '.', ';', '!', '?', 'but', 'mais', 'pero', 'aber', 'ma', 'mas']);

export interface ThemeMention {
  theme: string;
  soft: boolean;
  /** The lowest daytime temperature wished for (Celsius), on the mention of a temperature ("at least 25 degrees"). */
  min_c?: number;
  /** Token span. */
  start: number;
  end: number;
}
export interface EventMention {
  def: EventDef;
  start: number;
  end: number;
}

/** The clause words before token i (up to 4). */
function before(toks: readonly Tok[], i: number): string[] {
  const out: string[] = [];
  for (let k = i - 1; k >= Math.max(0, i - 4); k--) {
    const w = toks[k]?.w ?? '';
    if (CLAUSE.has(w)) break;
    out.push(w);
  }
  return out;
}

/** Whether the words beside a theme's mention make it another sport ("cliff diving", "buceo libre"). */
function namesOtherSport(def: ThemeDef, toks: readonly Tok[], start: number, end: number): boolean {
  const other = def.other_sports;
  const before = OF_WORDS.has(toks[start - 1]?.w ?? '') ? toks[start - 2] : toks[start - 1];
  return !!other && (other.before.includes(before?.w ?? '') || other.after.includes(toks[wordAfterPlace(toks, end)]?.w ?? ''));
}

/** "of" between a thing and the theme word that qualifies it ("gorilles de montagne", "gorilas de montaña"). */
const OF_WORDS = new Set(['de', 'di', 'da', 'del', 'do']);

/** Where a sport is done, said between it and the word after ("swim in a pool", "nager dans la piscine", "schwimmen im Pool"). */
const PLACE_PREPOSITIONS = new Set(['in', 'at', 'dans', 'en', 'a', 'au', 'im', 'nel', 'nella', 'na', 'no', 'em']);

/** The first word at or after k past a preposition of place and articles. */
function wordAfterPlace(toks: readonly Tok[], k: number): number {
  if (!PLACE_PREPOSITIONS.has(toks[k]?.w ?? '')) return k;
  let j = k + 1;
  while (j < k + 3 && (ARTICLES.has(toks[j]?.w ?? '') || INDEFINITE_ARTICLES.has(toks[j]?.w ?? ''))) j++;
  return j;
}

/**
 * Verbs of fleeing something: they refuse a weather ("on fuit la chaleur", "huir del calor", "vor der Hitze fliehen"), not a
 * place, which may be where the flight goes ("wir fliehen nach Norwegen").
 */
const FLEEING = /^(?:flee\w*|fui(?:r|s|t|ent)|fuy(?:ons|ez|ait|aient)|huir|huimos|huyo|huyamos|flieh\w*|entflieh\w*|fugg\w*|fugir|fugimos|fujo)$/;

/**
 * The words of comparison that put what follows them second ("hiking way more than beaches", "la montagne plutôt que la
 * plage", "lieber Berge als Strand", "più montagna che mare"): a bare "than", or a comparative with its conjunction.
 */
const THAN = new Set(['than']);
const COMPARED_WITH: ReadonlyMap<string, ReadonlySet<string>> = new Map([
  ['que', new Set(['plus', 'plutot', 'mas', 'mais', 'antes', 'mieux', 'mejor'])],
  ['als', new Set(['mehr', 'lieber', 'eher', 'besser'])],
  ['che', new Set(['piu', 'meglio', 'piuttosto'])],
  ['do', new Set(['mais'])],
]);

/** Whether the mention at start is the second term of a comparison, what the traveller wants less. */
function comparedAway(toks: readonly Tok[], start: number): boolean {
  let k = start - 1;
  while (k > 0 && ARTICLES.has(toks[k]?.w ?? '')) k--;
  const w = toks[k]?.w ?? '';
  if (THAN.has(w)) return true;
  const firsts = COMPARED_WITH.get(w);
  return firsts !== undefined && toks.slice(Math.max(0, k - 4), k).some((t) => firsts.has(t.w));
}

/** Whether a mention's words say the traveller does not want it: negated, avoided, hated, in excess ("on fuit la chaleur", "calor demais") or wanted less than another. */
function unwanted(toks: readonly Tok[], start: number, end: number, lang: Lang): boolean {
  const words = before(toks, start);
  if (words.some((w) => NEGATIONS.has(w) || EXCESS.has(w) || FLEEING.test(w) || excludingVerb(w, lang)) || comparedAway(toks, start)) return true;
  return EXCESS_AFTER.has(toks[end]?.w ?? '') || (lang === 'de' && words[0] === 'zu');
}

/**
 * Whether a weather word belongs to a name or describes one ("Miami Heat", "sunny Sydney", "das sonnige Sevilla"):
 * a word with a capital in the middle of a sentence before or on it, or a name right after a weather adjective.
 * German writes every noun with a capital, so there only the adjective before a name counts.
 */
function partOfName(toks: readonly Tok[], start: number, end: number, lang: Lang): boolean {
  const midCap = (k: number) => k > 0 && toks[k]?.cap === true && (toks[k]?.w.length ?? 0) > 1 && !SENTENCE_MARKS.has(toks[k - 1]?.w ?? '');
  const describesName = WEATHER_ADJECTIVE.test(toks[end - 1]?.w ?? '') && midCap(end);
  return lang === 'de' ? describesName : describesName || midCap(start - 1) || midCap(start);
}
const SENTENCE_MARKS = new Set(['.', '!', '?', ':', '\n']);
/** Endings of the weather adjectives ("sunny", "sonnig", "soleado", "soleggiato", "ensolarado", "ensoleille"). */
const WEATHER_ADJECTIVE = /(?:nny|ig|ige|igen|eado|eada|ggiato|ggiata|arado|arada|eille|eillee)$/;

/** Themes named inside a product's words, with their spans ("safari lodge" is also wildlife). */
function innerThemes(
  toks: readonly Tok[],
  hit: { start: number; end: number; def: ThemeDef },
  lang: Lang,
): Array<{ def: ThemeDef; start: number; end: number }> {
  const inner: Array<{ def: ThemeDef; start: number; end: number }> = [];
  for (let k = hit.start; k < hit.end; k++) {
    for (let e = k + 1; e <= hit.end; e++) {
      const sub = themeIndex(lang).at(toks.slice(k, e), 0);
      if (sub?.value.kind === 'theme' && sub.end === e - k && sub.value.def.id !== hit.def.id) inner.push({ def: sub.value.def, start: k, end: e });
    }
  }
  return inner;
}

/** Themes and events read from the tokens; `blocked(i)` marks tokens other readers took (dates, place names). */
export function readThemes(
  toks: readonly Tok[],
  lang: Lang,
  blocked: (i: number) => boolean,
): { themes: ThemeMention[]; events: EventMention[]; repeats: ThemeSpan[]; refused: ThemeSpan[] } {
  const themes: ThemeMention[] = [];
  const events: EventMention[] = [];
  // A theme said again ("Diving trip ... both PADI Advanced") is one theme, its later words read as it too.
  const repeats: ThemeSpan[] = [];
  // A theme the traveller does not want ("pas de plage") is read as no theme, but its words are the theme's.
  const refused: ThemeSpan[] = [];
  for (const hit of themeIndex(lang).all(toks)) {
    let free = true;
    for (let k = hit.start; k < hit.end; k++) if (blocked(k)) free = false;
    if (!free) continue;
    if (unwanted(toks, hit.start, hit.end, lang)) {
      if (hit.value.kind === 'theme') refused.push({ theme: hit.value.def.id, start: hit.start, end: hit.end });
      continue;
    }
    if (hit.value.kind === 'event') {
      if (!events.some((e) => e.def.id === hit.value.def.id)) events.push({ def: hit.value.def, start: hit.start, end: hit.end });
      continue;
    }
    const def = hit.value.def;
    if (namesOtherSport(def, toks, hit.start, hit.end) || (def.weather_wish && partOfName(toks, hit.start, hit.end, lang))) continue;
    const hedged = before(toks, hit.start).some((w) => HEDGES.has(w));
    for (const m of [{ def, start: hit.start, end: hit.end }, ...(def.product ? innerThemes(toks, { ...hit, def }, lang) : [])]) {
      if (!themes.some((t) => t.theme === m.def.id))
        themes.push({ theme: m.def.id, soft: m.def.weather_wish === true || m.def.way_of_travel === true || hedged, start: m.start, end: m.end });
      else repeats.push({ theme: m.def.id, start: m.start, end: m.end });
    }
  }
  // A temperature wished for is a warmth wish, read first so that a merge keeping one mention per theme keeps its figure.
  const weatherWord = (i: number) => themes.some((t) => THEME_BY_ID.get(t.theme)?.weather_wish && i >= t.start && i < t.end);
  const wish = temperatureWish(toks, lang, weatherWord);
  if (wish && !blocked(wish.start)) themes.unshift({ theme: WARM_WEATHER, soft: true, min_c: wish.min_c, start: wish.start, end: wish.end });
  return { themes, events, repeats, refused };
}

/** Where a theme's words stand. */
interface ThemeSpan {
  theme: string;
  start: number;
  end: number;
}

/** The reader's themes that state a wish for warm weather ("swimming" among them: to swim in it). */
export const WARMTH_THEMES: readonly string[] = THEME_DEFS.filter((t) => t.weather_wish).map((t) => t.id);

/** A free-text theme (structured required_themes or interests) as a theme id, or null. */
export function normalizeTheme(value: string): string | null {
  const slug = value
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
  if (THEME_BY_ID.has(slug)) return slug;
  const toks = tokenize(value);
  for (const lang of LANGUAGES) {
    const found = readThemes(toks, lang, () => false).themes[0];
    if (found) return found.theme;
  }
  return null;
}

/** Knowledge-base theme attributes a theme is scored against ([] for an unknown id). */
export const themeAttributes = (id: string): readonly string[] => THEME_BY_ID.get(id)?.kb_attributes ?? [];

/**
 * The one knowledge-base attribute a required theme filters on: the theme itself when destinations
 * carry it, or its single attribute when the theme is a narrower name for it ("diving" is
 * snorkeling_diving). Seasonal themes (aurora, cherry blossom...) do not filter: calendars decide.
 */
export function gateAttribute(id: string, known: ReadonlySet<string>): string | null {
  if (known.has(id)) return id;
  const def = THEME_BY_ID.get(id);
  return def && !def.seasonal && def.kb_attributes.length === 1 && known.has(def.kb_attributes[0] ?? '') ? (def.kb_attributes[0] ?? null) : null;
}

export const eventById = (id: string): EventDef | undefined => EVENT_DEFS.find((e) => e.id === id);
