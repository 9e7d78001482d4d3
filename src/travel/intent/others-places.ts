import type { Lang } from './language.js';
import { DETERMINERS, KIN, PERSON_NOUNS } from './party-words.js';
import { livesThere, thirdPartySubject } from './residence.js';
import type { Tok } from './tokens.js';

/**
 * Places that belong to someone else: "my son lives in Denver", "ma sœur habite à Genève", "mi
 * hermano vive en Miami", "mein Kollege war in Lissabon", "mia sorella abita a Berlino", "minha
 * filha mora em Londres", "my sister in Osaka". The clause's subject is another person and the
 * place is where that person lives, is, works or studies (a verb of state, or none). Such a place
 * is context: the writer goes there only to visit them ("visit my sister", "aller le voir", "ir a
 * verla", "sie besuchen", "andarlo a trovare", "visitar meu irmão"), and a visit that is denied
 * ("we won't see her", "no vamos a verlo", "non andiamo da lei") is none.
 */
const STATE: Record<Lang, RegExp> = {
  en: /^(?:is|are|was|were|'s|works?|working|worked|stud\w*|stays?|staying|based)$/,
  fr: /^(?:est|sont|etait|etaient|travaill\w*|etudi\w*|install\w*|base|basee)$/,
  es: /^(?:esta|estan|estaba|estuvo|es|son|trabaj\w*|estudi\w*|instalad\w*)$/,
  de: /^(?:ist|sind|war|waren|arbeit\w*|studier\w*)$/,
  it: /^(?:sono|era|erano|stat[oaie]|lavor\w*|studi\w*)$/,
  pt: /^(?:esta|estao|estava|esteve|sao|trabalh\w*|estud\w*)$/,
};
/** Locatives of being somewhere; a preposition of going ("to", "nach", "para", "verso") makes the place where someone goes. */
const AT = new Set(['in', 'at', 'a', 'en', 'au', 'aux', 'dans', 'em', 'no', 'na', 'nos', 'nas', 'im', 'am', 'auf', 'nel', 'nella', 'ad']);
const CLAUSE = new Set(['.', ',', ';', ':', '!', '?', '(', ')', 'and', 'but', 'et', 'mais', 'y', 'pero', 'und', 'aber', 'e', 'ma', 'mas']);

/** Whether the place whose locative cue is at token `at` is where someone other than the party lives or is. */
export function othersPlace(toks: readonly Tok[], at: number, lang: Lang): boolean {
  if (!AT.has(toks[at]?.w ?? '') || !thirdPartySubject(toks, at)) return false;
  // Between the subject and the place only a verb of state, or nothing ("my sister in Osaka").
  for (let k = at - 1; k >= Math.max(0, at - 6); k--) {
    const w = toks[k]?.w ?? '';
    if (CLAUSE.has(w)) break;
    if (STATE[lang].test(w) || STATE.en.test(w) || livesThere(w, lang)) return true;
  }
  // "my sister in Osaka": a determiner and the person noun right before the locative.
  const noun = toks[at - 1]?.w ?? '';
  return (KIN.has(noun) || PERSON_NOUNS.has(noun)) && DETERMINERS.has(toks[at - 2]?.w ?? '');
}

/** Verbs of visiting someone, in the six languages ("visit", "rendre visite", "visitar", "besuchen", "trovare", "verla"). */
const VISIT = /^(?:visit\w*|rendre|besuch\w*|trovar\w*|verl[aoe]s?|vederl[aoie]|invit\w*)$/;
/** Verbs of seeing, which visit only a person ("see my sister", "voir ma fille", "ver a mi hija", "vedere mia figlia", "ver o meu irmão"). */
const SEE = new Set(['see', 'seeing', 'voir', 'revoir', 'ver', 'sehen', 'vedere', 'rever']);
const PERSON_OBJECT = new Set(
  'him her them my our le la les lui leur mon ma mes notre nos a al lo los las mi mis su sus ihn sie ihre meine meinen unsere unseren li mio mia miei nostra nostro o os as meu minha meus nossa nosso'.split(
    ' ',
  ),
);
/** Object pronouns written before the verb ("aller la voir", "la voglio vedere", "ihn sehen"). */
const CLITICS = new Set(['le', 'la', 'les', "l'", 'lui', 'leur', 'lo', 'li', 'ihn', 'sie', 'ihm', 'o', 'a', 'os', 'as']);
/** Going to someone's place: "chez", "da lei", "zu ihr", "casa de". */
const TO_SOMEONE = new Set(['chez', 'zu']);
const NEGATION = new Set([
  'not',
  "won't",
  'wont',
  "don't",
  'dont',
  'no',
  'pas',
  'sans',
  'nicht',
  'ohne',
  'kein',
  'non',
  'nao',
  'nem',
  'ni',
  'sin',
  'sem',
  'senza',
]);

/** Whether the request visits someone, and the visit is not denied. */
export function visitsSomeone(toks: readonly Tok[]): boolean {
  return toks.some((t, k) => {
    const visit = VISIT.test(t.w) || (SEE.has(t.w) && (PERSON_OBJECT.has(toks[k + 1]?.w ?? '') || CLITICS.has(toks[k - 1]?.w ?? ''))) || TO_SOMEONE.has(t.w);
    if (!visit) return false;
    for (let j = k - 1; j >= Math.max(0, k - 4); j--) {
      const w = toks[j]?.w ?? '';
      if (CLAUSE.has(w) && w !== 'e') break;
      if (NEGATION.has(w)) return false;
    }
    return true;
  });
}
