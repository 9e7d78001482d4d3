import type { RoledMention } from './place-mentions.js';
import { asideWhenTripGoesElsewhere } from './role-context.js';
import type { Tok } from './tokens.js';

/**
 * A saint's name after a word of a day or a feast names the saint's feast, not a place of that name: "o fim de semana do
 * São Martinho", "la fiesta de San Juan", "the weekend of St Patrick", "la fête de la Saint-Jean", "zu Sankt Martin",
 * "la festa di San Giovanni". The trip's places are named elsewhere; the feast says when.
 */
const SAINTS = new Set(['saint', 'st', 'sainte', 'ste', 'san', 'santo', 'santa', 'sao', 'sant', 'sankt']);
/** Words of a day, a night, a holiday or a feast, in the six languages. */
const FEAST = new Set(
  (
    'day days weekend night feast festival eve holiday holidays ' +
    'jour jours fete fetes nuit semaine ' +
    'dia dias fiesta fiestas noche puente semana verbena ' +
    'tag tage fest feste nacht wochenende ' +
    'giorno giorni festa feste notte ponte settimana ' +
    'noite festas feriado feriadao'
  ).split(' '),
);
/** The "of" words, with their article, between a feast and its saint ("do", "de la", "della", "of"). */
const OF = new Set(['of', 'de', 'du', 'la', 'del', 'do', 'da', 'di', 'della', 'dello', 'dos', 'das', 'des', 'von', 'zu', 'a']);

/** Whether the mention at tokens [first, last) is a saint's name after a word of a feast. */
function namesFeast(toks: readonly Tok[], first: number): boolean {
  if (!SAINTS.has(toks[first]?.w ?? '')) return false;
  let k = first - 1;
  for (let n = 0; n < 2 && OF.has(toks[k]?.w ?? ''); n++) k--;
  return k < first - 1 && FEAST.has(toks[k]?.w ?? '');
}

/** The places named only as a saint's feast, when the trip goes somewhere else. */
export function saintsFeasts(toks: readonly Tok[], out: readonly RoledMention[]): RoledMention[] {
  return asideWhenTripGoesElsewhere(
    out,
    out.filter((r) => r.role !== 'origin' && namesFeast(toks, r.first)),
  );
}
