import { KIN, MY, POSSESSIVES, PRINCIPAL } from './party-words.js';
import type { Tok } from './tokens.js';

/**
 * Whose trip a request speaks of. Most requests are the traveller's own ("I", "we"), but an
 * assistant, a secretary or an AI agent relays a principal's in the third person ("User is looking
 * for...", "My principal wants...", "Mme Dupont souhaite...", "Mi jefe quiere...", "Nutzer sucht...",
 * "L'utente chiede...", "O meu cliente pretende..."). Then the principal stands where the writer
 * stands in a first-person request: their possessives name their companions ("for herself and her two
 * sons" is three), and the writer does not travel. A request is relayed when a principal (a pronoun,
 * a person the writer works for, a title before a name, the user of an agent) is the subject of a verb
 * of wanting in the third person, within a few words (a name or an apposition may stand between).
 */

/** People a request is relayed for, besides the pronouns and the people one works for of party-words.ts. */
const RELAYED_FOR = new Set(
  'principal traveller traveler guest passenger utilisateur utilisatrice voyageur voyageuse usuario usuaria viajero viajera nutzer nutzerin benutzer benutzerin reisende reisender gast utente viaggiatore viaggiatrice usuario usuaria viajante hospede passageiro passageira'.split(
    ' ',
  ),
);
/** Titles before a person's name ("M." and "Sra." as abbreviated, "sig.ra" as its last part after the point). */
export const TITLES = new Set(
  'mr mrs ms miss m mme mlle madame monsieur sr sra srta senor senora don dona hr herr fr frau sig sigra ra signora signor dott dottoressa dr prof senhor senhora'.split(
    ' ',
  ),
);
/** Verbs of wanting and asking in the third person singular, in the six languages. */
const WANTS = new Set(
  (
    'wants would like looking needs seeks asks prefers plans hopes ' +
    'souhaite veut voudrait cherche demande desire aimerait prefere envisage ' +
    'quiere quisiera busca desea necesita pide prefiere planea ' +
    'mochte sucht braucht wunscht plant bittet ' +
    'vuole vorrebbe cerca desidera chiede preferisce necessita ' +
    'quer queria procura deseja pretende precisa gostaria pede prefere'
  ).split(' '),
);
/** How far the verb may stand after the principal ("Meine Chefin, Frau Keller, möchte"). */
const REACH = 5;
const CLAUSE_END = new Set(['.', '!', '?', ';', ':']);
/** Words that end the reach of a principal: the writer speaking ("I", "we"), so the verb is theirs. */
const WRITER = new Set(['i', 'we', 'je', 'nous', 'on', 'yo', 'nosotros', 'ich', 'wir', 'io', 'noi', 'eu', 'nos']);

const isPrincipal = (w: string) => PRINCIPAL.has(w) || RELAYED_FOR.has(w) || TITLES.has(w) || KIN.get(w)?.principal === true;

/** Whether the request relays a principal's wish in the third person. */
export function isRelayed(toks: readonly Tok[]): boolean {
  return toks.some((t, i) => {
    if (!isPrincipal(t.w)) return false;
    for (let k = i + 1; k <= i + REACH && k < toks.length; k++) {
      const w = toks[k]?.w ?? '';
      if (WRITER.has(w) || CLAUSE_END.has(w)) return false;
      if (WANTS.has(w)) return true;
    }
    return false;
  });
}

/** The possessives of a principal's companions when the request is relayed ("her sons", "ses enfants", "sus hijos"); the writer's own otherwise. */
export const THEIRS = new Set([...POSSESSIVES].filter((w) => !MY.has(w) && !/^(?:our|notre|nos|nuestr|unser|nostr|noss)/.test(w)));
export const principalOwns = (relayed: boolean) => (w: string) => MY.has(w) || (relayed && THEIRS.has(w));
