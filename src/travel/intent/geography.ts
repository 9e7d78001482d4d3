import type { ResolvedPlace } from '../geo/types.js';
import { PhraseIndex, type Tok } from './tokens.js';

export type Mention = ResolvedPlace & { start: number; end: number };

/** Phrases that ask for several stops in one trip, in the six languages (folded). */
const MULTI = new PhraseIndex<true>();
for (const p of [
  'two cities|three cities|several cities|multiple cities|a few cities|a couple of cities|2 cities|3 cities|two towns|several towns|multiple stops|a few stops|several places|multi city|multi-city|multicity|multi destination|multi-destination|multi stop|multi-stop|city hopping|city-hopping|split the time|split our time|split my time|split the trip|split the week|itinerary covering',
  'plusieurs villes|deux villes|trois villes|combiner|circuit de plusieurs|varias ciudades|dos ciudades|tres ciudades|combinar|mehrere stadte|zwei stadte|drei stadte|stadtehopping|kombinieren|piu citta|due citta|tre citta|diverse citta|combinare|varias cidades|duas cidades|tres cidades',
]
  .join('|')
  .split('|'))
  MULTI.add(p, true);

/** Words that join two stops of one trip ("Paris and Rome", "Lisbonne puis Porto"); never "or". */
const JOINERS = new Set(
  ', and & + then plus before after et puis ensuite avant apres y luego despues antes und dann danach e poi dopo prima depois'.split(' '),
);
/** Words that offer places as alternatives ("Lisbon, Porto or Faro"): such a list is no route. */
const ALTERNATIVES = new Set('or either ou oder entweder oppure ovvero'.split(' '));
/** Filler allowed between two joined stops ("then a few days in"). */
const FILLER = new Set('a few days in couple of quelques jours a en unos dias en ein paar tage in qualche giorno alguns dias em the'.split(' '));
/** Words that order the stops, said after the first one ("Kyoto first, then Osaka", "Lima zuerst, dann Cusco"). */
const ORDER = new Set("first firstly initially d' d abord premier primero primera erst zuerst prima primeiro primeira".split(' '));

export function proposeMultiCity(toks: readonly Tok[]): Array<{ start: number; end: number }> {
  return MULTI.all(toks).map((h) => ({ start: h.start, end: h.end }));
}

/**
 * Several stops in one trip: a chosen cue ("two cities", "city hopping", "plusieurs villes") or two
 * hard mentions of places smaller than a country (cities, islands, regions, parks, coasts) joined by
 * and/then/commas ("Paris and Rome", "Santorini then Mykonos"); a list with "or" anywhere in it, or
 * asked as a question ("Ibiza, Magaluf, Marbella?"), offers alternatives and is no route. A country
 * beside its places is their container, not a stop.
 */
export function readMultiCity(
  toks: readonly Tok[],
  text: string,
  cue: { start: number; end: number } | null,
  hard: readonly Mention[],
): { requested: boolean; cities: string[]; text: string | null } {
  const cities = hard.filter((m) => m.type !== 'country').sort((a, b) => a.start - b.start);
  let joined = false;
  let offered = false;
  for (let i = 1; i < cities.length; i++) {
    const between = toks.filter((t) => t.start >= (cities[i - 1] as Mention).end && t.end <= (cities[i] as Mention).start);
    if (between.some((t) => JOINERS.has(t.w)) && between.every((t) => JOINERS.has(t.w) || FILLER.has(t.w) || ORDER.has(t.w))) joined = true;
    if (between.some((t) => ALTERNATIVES.has(t.w))) offered = true;
  }
  const last = cities[cities.length - 1];
  if (last && toks.find((t) => t.start >= last.end)?.w === '?') offered = true;
  const route = joined && !offered;
  const requested = cue !== null || route;
  const first = cities[0];
  const matched = cue
    ? text.slice(toks[cue.start]?.start ?? 0, toks[cue.end - 1]?.end ?? 0)
    : route && first && last
      ? text.slice(first.start, last.end)
      : null;
  return { requested, cities: requested ? cities.map((c) => c.name) : [], text: matched };
}
