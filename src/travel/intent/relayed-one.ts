import { DETERMINERS, WITH } from './party-words.js';
import { titledPeople } from './person-names.js';
import type { Tok } from './tokens.js';

/** The writer's own group ("we", "nous", "wir", "noi", "nós"): a request that speaks for it is no one titled person's. */
const WRITERS_GROUP = new Set(
  'we us our nous notre nos nosotros nosotras nuestro nuestra nuestros nuestras wir uns unser unsere unseren noi nostro nostra nostri nosso nossa nossos'.split(
    ' ',
  ),
);

/** Words that join a second person to the titled one. */
const JOINED = new Set(['and', '&', '+', 'et', 'y', 'e', 'und', 'plus']);

/**
 * A request relayed for one person named by a title ("Dr Achieng Otieno is moving to Kigali and needs…", "Pour le Dr Martin,
 * qui se rend à…", "Frau Dr. Weber fliegt…", "Pedido do Sr. Almeida: precisa…"): one titled person, not greeted, and no
 * "we" of the writer, nor anyone taken along whom the lexicon does not name ("viaggia con la badante"). The reader calls it
 * only when no one else is named, so that person is the party: one traveller.
 */
export function relayedForOne(toks: readonly Tok[]): boolean {
  if (toks.some((t, i) => WRITERS_GROUP.has(t.w) || (WITH.has(t.w) && DETERMINERS.has(toks[i + 1]?.w ?? '')))) return false;
  const titled = titledPeople(toks).filter((p) => !p.greeted);
  // "Sr. Gómez y señora", "il sig. Rossi e la moglie": someone joined to the titled person travels too.
  return titled.length === 1 && !titled.some((p) => JOINED.has(toks[p.end]?.w ?? ''));
}
