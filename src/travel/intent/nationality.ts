import { readBuiltIndex } from '../../built-indexes.js';
import type { TravelIntentDetails } from '../../contracts/travel-intent.js';
import { adjectiveStems, nameStems } from '../geo/country-adjectives.js';
import { worldCountries } from '../geo/countries.js';
import { passportOf } from '../knowledge/models/visa-rules.js';
import { travelData } from './data.js';
import { pick, type Conflicts } from './merge.js';
import { clip, fold } from './text.js';
import type { Lang } from './language.js';
import { perLanguage } from './per-language.js';
import { PhraseIndex, type Tok } from './tokens.js';

/**
 * The traveller's stated nationality or passport ("I'm Moroccan", "indischer Pass", "we're US
 * citizens", "citoyen algérien", "passaporte do Brasil", "Indian and Canadian passports"): the
 * passports whose entry rules apply. A nationality word counts only in a slot that says who the
 * travellers are: beside a passport or citizen noun, after a first-person copula ("soy", "wir
 * sind"), after a nationality noun, or as a country named after "passport of". "Italian food" and
 * "Mexican beaches" are no such slot. The words come from data, per request language: country names
 * in English and in that language (world-countries translations and CLDR through Intl), English
 * and French demonyms (world-countries), the forms of data/travel/nationality-words.json, and the
 * regular demonym endings of the six languages applied to those names ("mexic-ano" from "Méxic-o",
 * "ind-ischer" from "Ind-ien"). A recogniser of the chart (chart.ts): the spans chosen are no place for the other readers.
 */
export interface NationalityReading {
  /** ISO 3166-1 alpha-2 codes of the passports, in the order stated. */
  passports: string[];
  /** The words read, as written. */
  text: string | null;
}

interface RawCountry {
  cca2: string;
  name: { common: string; official: string };
  altSpellings: string[];
  independent: boolean | null;
  demonyms?: Partial<Record<'eng' | 'fra', { m: string; f: string }>>;
  translations: Partial<Record<string, { common: string }>>;
}

const TRANSLATION: Partial<Record<Lang, string>> = { fr: 'fra', es: 'spa', de: 'deu', it: 'ita', pt: 'por' };

const words = (s: string) => new Set(s.split(' '));
const PASSPORT = words(
  'passport passports passeport passeports pasaporte pasaportes pass passe passen reisepass reisepasse reisepassen passaporto passaporti passaporte passaportes',
);
const CITIZEN = words(
  'citizen citizens national nationals citoyen citoyens citoyenne citoyennes ressortissant ressortissants ressortissante ressortissantes ciudadano ciudadanos ciudadana ciudadanas staatsburger staatsburgerin staatsburgern staatsangehoriger staatsangehorige staatsangehorigen cittadino cittadini cittadina cittadine cidadao cidadaos cidada cidadas',
);
const NATIONALITY = words(
  'nationality citizenship nationalite nacionalidad ciudadania staatsangehorigkeit staatsburgerschaft nationalitat nazionalita cittadinanza nacionalidade cidadania',
);
/** Words that say who the speaker or the party is, right before a nationality ("I'm", "wir sind", "en tant que"). */
const COPULA = words("i'm im we're were am are as soy somos sou sono siamo suis sommes est bin sind als como come");
/** Words allowed between a copula and the nationality ("we're both", "somos todos", "a German"). */
const BETWEEN = words('both all a an un une una um uma ein eine einer tous toutes todos todas ambos beide alle entrambi tutti tutte');
const HOLDERS = words('holder holders inhaber inhaberin titulaire titulaires titular titulares titolare titolari');
/** Links between a passport noun and a country name ("passport of Morocco", "Pass aus Indien", "passaporte do Brasil"). */
const OF = words("of from the de du des d' la l' del aus von der des di della dello do da dos das");
const AND = words('and & / , et y e und');

interface Lexicon {
  /** Country names and fixed forms (possibly several words) -> passport. */
  phrases: PhraseIndex<{ code: string; demonym: boolean }>;
  /** Name stems in English and the request's language -> the countries they stem from. */
  stems: Map<string, Set<string>>;
}

function addStem(stems: Map<string, Set<string>>, stem: string, code: string): void {
  const set = stems.get(stem) ?? new Set<string>();
  set.add(code);
  stems.set(stem, set);
}

/** A request language's words as its built index stores them: each form with its passport and whether it is a demonym, in the order added, and the stems. */
export interface StoredLexicon {
  forms: Array<[string, string, boolean]>;
  stems: Array<[string, string[]]>;
}

/** The built index of a request language's nationality words (scripts/build-indexes.ts). */
export const nationalityIndex = (lang: Lang): string => `nationality-words-${lang}`;

/**
 * The words of a request language: country names in English and in it, the English demonyms (and
 * the French ones in French), the fixed forms of every language (a few hundred, mixed in the data
 * file); the demonym endings of all six apply to the stems of those names.
 */
export function nationalityWords(lang: Lang): StoredLexicon {
  const forms = new Map<string, { code: string; demonym: boolean }>();
  const stems = new Map<string, Set<string>>();
  // A word that is one country's name and another's demonym ("Algerien", "Philippine") is the demonym: the slots read it the same.
  const add = (key: string, code: string, demonym: boolean) => {
    const seen = forms.get(key);
    if (!seen || (demonym && !seen.demonym)) forms.set(key, { code: seen && seen.demonym === demonym ? seen.code : code, demonym });
  };
  const raw: RawCountry[] = worldCountries();
  const fixed = travelData<{ forms: Record<string, string> }>('nationality-words.json').forms;
  const regionNames = [...new Set(['en', lang])].map((l) => new Intl.DisplayNames([l], { type: 'region' }));
  // Sovereign states first, so that a form shared with a territory ("French") reads as the state's passport.
  for (const c of [...raw].sort((a, b) => Number(b.independent === true) - Number(a.independent === true))) {
    const code = passportOf(c.cca2);
    const names = [
      c.name.common,
      ...c.altSpellings,
      ...regionNames.map((display) => display.of(c.cca2) ?? ''),
      c.translations[TRANSLATION[lang] ?? '']?.common ?? '',
    ].filter(Boolean);
    for (const f of new Set(names.map(fold))) {
      add(f, code, false);
      for (const stem of nameStems(f)) addStem(stems, stem, code);
    }
    const own = lang === 'fr' ? [c.demonyms?.fra?.m, c.demonyms?.fra?.f] : [];
    const demonyms = [c.demonyms?.eng?.m, c.demonyms?.eng?.f, ...own].filter((d): d is string => Boolean(d));
    for (const d of demonyms) for (const form of [d, `${d}s`]) add(fold(form), code, true);
  }
  for (const [code, list] of Object.entries(fixed)) for (const f of list.split(' ')) add(fold(f), code, true);
  return { forms: [...forms].map(([form, { code, demonym }]) => [form, code, demonym]), stems: [...stems].map(([stem, codes]) => [stem, [...codes]]) };
}

/** A language's words from its built index (the compiled server), else derived from the country data. */
const lexicon = perLanguage((lang): Lexicon => {
  const stored = readBuiltIndex<StoredLexicon>(nationalityIndex(lang)) ?? nationalityWords(lang);
  const phrases = new PhraseIndex<{ code: string; demonym: boolean }>();
  for (const [form, code, demonym] of stored.forms) phrases.add(form, { code, demonym });
  return { phrases, stems: new Map(stored.stems.map(([stem, codes]) => [stem, new Set(codes)])) };
});

/** Two- and three-letter codes ("US", "UK", "USA") count only in capitals: "us" is a pronoun. */
const codeLike = (t: Tok) => t.raw.length <= 3 && t.raw !== t.raw.toUpperCase();
/**
 * A code written in capitals among words that are not ("US", "UK", "UAE"): used as an adjective, it goes with names and
 * demonyms alike. In a text all in capitals ("GERMAN AND IN JUNE") a short word is no code.
 */
const capitalCode = (toks: readonly Tok[], i: number) => {
  const raw = toks[i]?.raw ?? '';
  const lower = (t: Tok | undefined) => t !== undefined && t.raw !== t.raw.toUpperCase();
  return raw.length <= 3 && raw === raw.toUpperCase() && (lower(toks[i - 1]) || lower(toks[i + 1]));
};

/** What a nationality word is: a demonym ("Irish"), a country's name ("Canada") or a capital code that serves as either ("US"). */
type Kind = 'demonym' | 'name' | 'code';

/** The nationality word at token i: a listed form or name, else one word derived by a demonym ending from a single country's name. */
function nationalityAt(toks: readonly Tok[], i: number, lex: Lexicon): { code: string; end: number; kind: Kind } | undefined {
  const t = toks[i];
  if (!t || t.kind !== 'word') return undefined;
  const found = lex.phrases.at(toks, i);
  const single = found?.end === i + 1;
  if (found && single && codeLike(t)) return undefined;
  const kind: Kind | undefined = !found ? undefined : found.value.demonym ? 'demonym' : single && capitalCode(toks, i) ? 'code' : 'name';
  if (found && kind === 'demonym') return { code: found.value.code, end: found.end, kind };
  // A word both a name and a derived demonym ("Mexicanos", an alternative name of Mexico) is the demonym.
  for (const stem of adjectiveStems(t.w)) {
    const codes = lex.stems.get(stem);
    if (codes?.size === 1) return { code: [...codes][0] as string, end: i + 1, kind: 'demonym' };
  }
  return found && kind ? { code: found.value.code, end: found.end, kind } : undefined;
}

/**
 * Nationalities joined at i ("Indian and Canadian", "US and Irish"): their codes and the end of the last. A list is of one
 * kind ("Indian and Canadian", "Morocco and Spain"), codes fitting either: a country's name after a demonym is a place of
 * the trip ("nationalité suisse, Vietnam").
 */
function joinedAt(toks: readonly Tok[], i: number, lex: Lexicon, demonymOnly: boolean): { codes: string[]; end: number } | undefined {
  let kind: Kind | null = demonymOnly ? 'demonym' : null;
  const codes: string[] = [];
  let end = i;
  for (let k = i; ; k = end + 1) {
    const next = nationalityAt(toks, k, lex);
    if (!next || (kind !== null && next.kind !== 'code' && next.kind !== kind)) break;
    codes.push(next.code);
    end = next.end;
    if (next.kind !== 'code') kind = next.kind;
    if (!AND.has(toks[end]?.w ?? '')) break;
  }
  return codes.length > 0 ? { codes, end } : undefined;
}

const isNoun = (t: Tok | undefined) => t !== undefined && (PASSPORT.has(t.w) || CITIZEN.has(t.w));

/** One stated nationality starting at token i: its codes and token span, or undefined. */
function statedAt(toks: readonly Tok[], i: number, lex: Lexicon): { codes: string[]; start: number; end: number } | undefined {
  const w = toks[i]?.w ?? '';
  // "Moroccan passport", "US citizens", "indischen Pass", "German passport holders".
  const adjective = joinedAt(toks, i, lex, false);
  if (adjective && isNoun(toks[adjective.end])) {
    const end = HOLDERS.has(toks[adjective.end + 1]?.w ?? '') ? adjective.end + 2 : adjective.end + 1;
    return { codes: adjective.codes, start: i, end };
  }
  // "passaporte brasileiro", "citoyen algérien", "nationality: Moroccan", "passport of Morocco", "Pass aus Indien".
  if (isNoun(toks[i]) || NATIONALITY.has(w)) {
    let j = i + 1;
    while (toks[j] && (OF.has(toks[j]?.w ?? '') || toks[j]?.w === ':')) j++;
    const after = joinedAt(toks, j, lex, j === i + 1 && !NATIONALITY.has(w));
    if (after) return { codes: after.codes, start: i, end: isNoun(toks[after.end]) ? after.end + 1 : after.end };
  }
  // "I'm Moroccan", "somos mexicanos", "wir sind Türken", "as a German".
  if (COPULA.has(w)) {
    let j = i + 1;
    while (BETWEEN.has(toks[j]?.w ?? '')) j++;
    const after = joinedAt(toks, j, lex, true);
    if (after) return { codes: after.codes, start: j, end: after.end };
  }
  return undefined;
}

/** One stated nationality: the token span the chart weighs (the slot word with it: "I'm", "passport") and the passports. */
export interface NationalityProposal {
  start: number;
  end: number;
  codes: string[];
  /** The nationality words themselves, reported as read. */
  words: { start: number; end: number };
}

/** The recogniser: every stated nationality in the tokens, in the request's language. */
export function proposeNationality(toks: readonly Tok[], lang: Lang): NationalityProposal[] {
  const lex = lexicon(lang);
  const out: NationalityProposal[] = [];
  for (let i = 0; i < toks.length; i++) {
    const s = statedAt(toks, i, lex);
    if (!s) continue;
    out.push({ start: Math.min(i, s.start), end: s.end, codes: s.codes, words: { start: s.start, end: s.end } });
    i = s.end - 1;
  }
  return out;
}

/** The passports the chosen proposals state, in order, and the words that state them. */
export function nationalityFrom(chosen: readonly NationalityProposal[], wordsText: (p: NationalityProposal) => string): NationalityReading | null {
  const passports = [...new Set(chosen.flatMap((p) => p.codes))];
  return passports.length > 0 ? { passports, text: chosen.map(wordsText).join(', ') } : null;
}

/** The nationality stated in a request read alone, from its tokens in its language. */
export function readNationality(text: string, toks: readonly Tok[], lang: Lang): NationalityReading {
  const read = nationalityFrom(proposeNationality(toks, lang), (p) => text.slice(toks[p.words.start]?.start ?? 0, toks[p.words.end - 1]?.end ?? 0));
  return read ?? { passports: [], text: null };
}

export interface StatedNationality {
  passports: string[];
  details: TravelIntentDetails['nationality'];
}

const samePassports = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((c) => b.includes(c));

/** The passports of the request: the ones its text states win over the passports field, a disagreement becoming a conflict. */
export function statedNationality(read: NationalityReading | null, provided: string[] | undefined, conflicts: Conflicts): StatedNationality {
  const passports = pick('passports', provided, read ? read.passports : null, samePassports, conflicts) ?? [];
  const source = read ? 'user_request' : passports.length > 0 ? 'structured' : 'none';
  return { passports, details: { passports, source, text: read?.text ? clip(read.text, 300) : null } };
}
