import { isGivenName } from '../geo/people.js';
import { AND } from './clause-words.js';
import type { Lang } from './language.js';
import { DETERMINERS, GROUP_NOUNS, KIN, PERSON_NOUNS, SELF, WITH } from './party-words.js';
import { isRelayed } from './perspective.js';
import type { Tok } from './tokens.js';

/**
 * The writer travelling alone, read from the grammar: a first-person singular verb of going, travelling, needing or wishing
 * ("I'm flying", "je pars", "viajo", "ich brauche", "vorrei", "vou"), no first person plural anywhere ("we", "nous", "on",
 * "salimos", "partiamo", "wir", "nós") and no group named; the caller asks it only when no one else was read as travelling.
 * "I" alone decides nothing ("I want to plan a trip for my parents" names who travels), and a companion named but not
 * counted ("Maria and I", "take Anna", "mit Lena") leaves the party unknown rather than alone.
 */
const SUBJECT: Partial<Record<Lang, ReadonlySet<string>>> = {
  en: new Set(['i', "i'm", 'im', "i'd", "i'll"]),
  fr: new Set(['je', "j'"]),
  de: new Set(['ich']),
};
/** First-person singular verbs, and English and German verbs after their "I", of going, travelling, needing or wishing. */
const VERBS: Record<Lang, ReadonlySet<string>> = {
  en: new Set('go going fly flying travel travelling traveling head heading leave leaving need want like book stay staying drive driving'.split(' ')),
  fr: new Set('pars partirai vais irai voyage voyagerai veux voudrais aimerais souhaite souhaiterais cherche dois descends logerai reste resterai'.split(' ')),
  es: new Set('viajo voy salgo vuelo quiero quisiera querria necesito busco gustaria ire viajare saldre llego'.split(' ')),
  de: new Set('fliege fahre reise mochte will brauche suche wurde wurd plane bin'.split(' ')),
  it: new Set('vorrei voglio parto vado viaggio devo cerco andro partiro arrivo volo'.split(' ')),
  pt: new Set('vou viajo quero queria gostaria preciso parto procuro saio irei viajarei chego'.split(' ')),
};
/** How far an English, French or German subject may stand from its verb ("I'd really like to go", "möchte ich"). */
const REACH = 3;
/**
 * The first person plural's pronouns and possessives, per language; Portuguese "nós" folds to "nos" ("in the") and is left to
 * its verbs ("queremos", "vamos"), and German "uns" is no Portuguese word of "we" ("com uns amigos").
 */
const WE: Record<Lang, ReadonlySet<string>> = {
  en: new Set("we us our ours we're we'll we'd let's lets".split(' ')),
  fr: new Set('nous notre nos on'.split(' ')),
  es: new Set('nosotros nosotras nuestro nuestra nuestros nuestras'.split(' ')),
  de: new Set('wir uns unser unsere unseren unserem unserer'.split(' ')),
  it: new Set('noi nostro nostra nostri nostre'.split(' ')),
  pt: new Set('nosso nossa nossos nossas'.split(' ')),
};
/** First-person plural endings of the languages that drop the pronoun ("salimos", "partiamo", "vorremmo", "vamos"). */
const PLURAL_VERB: Partial<Record<Lang, RegExp>> = { es: /..(amos|emos|imos)$/, pt: /..(amos|emos|imos)$/, it: /..(iamo|emmo)$/ };

/**
 * A word of the first person plural at token i: a pronoun or possessive of the language ("we", "nous", "on", "unser"), not
 * "the US"; or a verb ending ("salimos", "partiamo") with no determiner before it ("los últimos días" is no verb).
 */
function plural(toks: readonly Tok[], i: number, lang: Lang): boolean {
  const t = toks[i]!;
  if (WE[lang].has(t.w)) return !(t.w === 'us' && t.raw === 'US');
  return (PLURAL_VERB[lang]?.test(t.w) ?? false) && !DETERMINERS.has(toks[i - 1]?.w ?? '');
}

/** Whether the writer speaks as "we" anywhere in the request, so more than one person is in it. */
export const speaksAsWe = (toks: readonly Tok[], lang: Lang): boolean => toks.some((_, i) => plural(toks, i, lang));
/** "me gustaría" is the writer's wish; "le gustaría" someone else's. */
const ownWish = (toks: readonly Tok[], i: number) => toks[i]?.w !== 'gustaria' || toks[i - 1]?.w === 'me';

/** Words that join the writer to a companion ("Maria and I", "moi et Julie", "io e Giulia", "Lena und ich"). */
const JOINS = new Set([...AND, '&']);
/** German puts the companion before its verb of taking along ("ich will Lena mitnehmen"). */
const TAKE_AFTER = 'mitnehmen';

/** A person at token k: a capitalised given name or a noun of a person or relative, past a determiner or a personal "a". */
function personAt(toks: readonly Tok[], k: number): boolean {
  const skip = (t: Tok | undefined) => t !== undefined && (DETERMINERS.has(t.w) || t.w === 'a');
  let j = k;
  while (j < k + 2 && skip(toks[j])) j++;
  const t = toks[j];
  return t !== undefined && ((t.cap && isGivenName(t.w)) || PERSON_NOUNS.has(t.w) || KIN.has(t.w));
}

/** A companion beside the writer, after "with" or a verb of taking along, or shortly before its German verb. */
function namesCompanion(toks: readonly Tok[]): boolean {
  return toks.some((t, i) => {
    if (SELF.has(t.w)) return (JOINS.has(toks[i - 1]?.w ?? '') && personAt(toks, i - 2)) || (JOINS.has(toks[i + 1]?.w ?? '') && personAt(toks, i + 2));
    if (t.w === TAKE_AFTER) return Array.from({ length: REACH }, (_, d) => i - 1 - d).some((k) => personAt(toks, k));
    return WITH.has(t.w) && personAt(toks, i + 1);
  });
}

/** Whether the request is the writer's own trip alone, by the grammar above. */
export function writerAlone(toks: readonly Tok[], lang: Lang): boolean {
  if (speaksAsWe(toks, lang) || toks.some((t) => GROUP_NOUNS.has(t.w)) || isRelayed(toks) || namesCompanion(toks)) return false;
  const subject = SUBJECT[lang];
  return toks.some((t, i) => {
    if (!VERBS[lang].has(t.w) || !ownWish(toks, i)) return false;
    if (!subject) return true;
    return toks.slice(Math.max(0, i - REACH), i + REACH + 1).some((x) => subject.has(x.w));
  });
}
