import { travelData } from './data.js';
import { PhraseIndex, type Tok } from './tokens.js';

/**
 * Airlines' names: a place name inside one names the airline, not a place to go or to leave from ("on Air France to
 * Tokyo", "TAP Air Portugal", "Turkish Airlines"). The names are the OpenFlights airline database's
 * (data/travel/airline-names.json), those of two words or more; a name is read as one only when its first word is written
 * with a capital, as a proper name is, so "fly france" in running text stays a place.
 */
let index: PhraseIndex<true> | undefined;
function airlineNames(): PhraseIndex<true> {
  if (!index) {
    const built = new PhraseIndex<true>();
    for (const name of travelData<{ names: string[] }>('airline-names.json').names) built.add(name, true);
    index = built;
  }
  return index;
}

/** The token spans written as an airline's name. */
export function proposeCarriers(toks: readonly Tok[]): Array<{ start: number; end: number }> {
  return airlineNames()
    .all(toks)
    .filter((hit) => toks[hit.start]?.cap === true)
    .map(({ start, end }) => ({ start, end }));
}
