import type { Lang } from './language.js';
import type { Tok } from './tokens.js';

/**
 * A place the writer wants to get away from is where they are, so where the trip starts: "escape London for a week", "to
 * escape the grey skies of Manchester", "fuir la grisaille de Lille", "huir del frío de Madrid", "dem Winter in Köln
 * entfliehen", "fuggire dalla nebbia di Milano", "fugir do frio de Curitiba". The verb governs the place directly, or a
 * noun of it (its weather, its winter) joined by an "of" word.
 */
const ESCAPE: Record<Lang, RegExp> = {
  en: /^(?:escape|escaping|flee|fleeing)$/,
  fr: /^(?:fuir|fuyons|fuyant|echapper|echappons)$/,
  es: /^(?:huir|huyendo|escapar\w*)$/,
  de: /^(?:entfliehen|entkommen|fliehen|flucht)$/,
  it: /^(?:fuggire|fuggiamo|scappare|scappiamo|evadere)$/,
  pt: /^(?:fugir|fugindo|escapar)$/,
};
/** Articles and "from" words between the verb and its object ("escape from the", "huir del", "fuggire dalla", "fugir do"). */
const LINKS = new Set("the from a la le les l' de del des du el los las al il lo dal dalla dallo dai da di do da dos das dem der den die aus von".split(' '));
/** "of" words joining a noun of the place to it ("the rain of", "la grisaille de", "el frío de", "la nebbia di", "o frio de"). */
const OF = new Set(['of', 'de', 'du', 'del', 'di', 'do', 'da']);
/** German words of going to a place: "nach Rom entfliehen" flees there. */
const TO = new Set(['nach', 'zu', 'zum', 'zur', 'an', 'ans', 'auf']);
/** How many words the noun of the place may take ("the endless grey skies of"). */
const NOUN_SPAN = 3;

const escapes = (w: string, lang: Lang): boolean => ESCAPE[lang].test(w) || ESCAPE.en.test(w);

/** Whether the place starting at token `first` (ending before `last`) is what the writer wants to escape. */
export function escapedFrom(toks: readonly Tok[], first: number, last: number, lang: Lang): boolean {
  const at = (k: number) => toks[k]?.w ?? '';
  let k = first - 1;
  while (k > 0 && LINKS.has(at(k)) && !OF.has(at(k))) k--;
  if (escapes(at(k), lang)) return true;
  // German puts the verb last: "dem Winter in Köln entfliehen".
  if (lang === 'de' && escapes(at(last), lang) && !TO.has(at(first - 1))) return true;
  if (!OF.has(at(k))) return false;
  for (let j = k - 1, words = 0; j >= 0 && words <= NOUN_SPAN; j--) {
    if (escapes(at(j), lang)) return true;
    if (toks[j]?.kind !== 'word') return false;
    if (!LINKS.has(at(j))) words++;
  }
  return false;
}
