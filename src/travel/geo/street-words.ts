/**
 * Words naming a street, after its name in English ("Boston Road", "Elm Street") or before it in the other languages
 * ("rue de Paris", "calle Toledo", "Rua do Almada"): a place's name inside a street's is where someone lives or a hotel
 * stands, no place of the trip.
 */
export const STREET_AFTER = new Set('road rd street st avenue ave lane ln drive dr boulevard blvd way close crescent place square terrace'.split(' '));
const STREET_BEFORE_BY_LANG = new Map<string, readonly string[]>([
  ['fr', ['rue', 'avenue', 'boulevard', 'bd']],
  ['es', ['calle', 'avenida', 'av']],
  ['it', ['viale', 'piazza', 'corso', 'largo', 'vicolo']],
  ['pt', ['rua', 'avenida', 'av', 'travessa', 'praca', 'largo', 'alameda']],
]);
/**
 * Every language's words before a street's name, for an address written with its house number ("via dei Tribunali 128").
 * Italian "via" is one only there: alone it is as often the route word ("via Francoforte da Venezia").
 */
export const STREET_BEFORE = new Set([...[...STREET_BEFORE_BY_LANG.values()].flat(), 'via']);
/** Whether the word opens a street's name in that language, whatever follows it. */
export const isStreetWordOf = (w: string, lang: string): boolean => STREET_BEFORE_BY_LANG.get(lang)?.includes(w) ?? false;
