import { ARTICLES } from './articles.js';
import type { RoledMention } from './place-mentions.js';
import { asideWhenTripGoesElsewhere } from './role-context.js';
import type { Tok } from './tokens.js';

/**
 * A place name inside the proper name of a venue names the venue, not a place to go: "Café de Paris on Rose St", "the
 * Brooklyn Café in Paris", "restaurante Dubrovnik", "Hotel Roma in Florenz", "la pizzeria Napoli sotto casa". The venue
 * word stands right before the place, or with a capital before its "of" ("Café de Paris") or after it ("Brooklyn Café");
 * a venue word in lower case after a place is a lodging there ("a Barcelona hotel"), and one before a locative is a
 * stay in the place ("hotel in Lisbon").
 */
const VENUE =
  /^(?:cafe|caffe|bar|pub|hotel|hostel|restaurant|restaurante|ristorante|trattoria|osteria|pizzeria|bistro|brasserie|taverna|taberna|tasca|kneipe|gasthaus|gasthof|club|lounge|diner|deli)$/;
/** The "of" words of a venue's name ("Café de Paris", "Trattoria da Roma", "Bar do Porto"). */
const OF = new Set(['de', 'du', 'des', 'di', 'da', 'do', 'of']);

/** A word naming a venue or a lodging ("Hotel", "Café", "trattoria"): a name beside it is the venue's. */
export const venueWord = (t: Tok | undefined): boolean => t !== undefined && VENUE.test(t.w);

/**
 * Whether the mention at tokens [first, last) is written inside a venue's name. An article ("Hôtel Le Marseille", "Hotel
 * La Habana") or one more capitalised word of the name ("Hotel Bristol Paris") may stand between the venue word and it.
 */
function inVenueName(toks: readonly Tok[], first: number, last: number): boolean {
  if (venueWord(toks[first - 1])) return true;
  const between = toks[first - 1];
  if (between && (ARTICLES.has(between.w) || between.cap) && venueWord(toks[first - 2]) && toks[first - 2]?.cap === true) return true;
  if (OF.has(toks[first - 1]?.w ?? '') && venueWord(toks[first - 2]) && toks[first - 2]?.cap === true) return true;
  return venueWord(toks[last]) && toks[last]?.cap === true;
}

/**
 * The places to go or ruled out that only name a venue, when the trip goes somewhere else. Of two places written one after
 * the other in a venue's name ("Hotel Savoy Berlin"), the last says where the venue is: the one before it only names it.
 */
export function venueNames(toks: readonly Tok[], out: readonly RoledMention[]): RoledMention[] {
  const named = out.filter((r) => r.role !== 'origin' && inVenueName(toks, r.first, r.last));
  const locatedByNext = named.filter((r) => named.some((o) => o.first === r.last));
  return [...new Set([...asideWhenTripGoesElsewhere(out, named), ...locatedByNext])];
}
