import type { Gazetteer, ResolvedPlace } from '../geo/types.js';
import { countryCurrency, currenciesWritten, isCurrencyCode, worldCountryCurrency } from './currency.js';
import { touching, type Tok } from './tokens.js';

/**
 * The origin's namesake in the country whose money the request counts in. A name several towns share is read first as
 * the best known ("Surrey" as the city in British Columbia, "Birmingham" as England's), but a traveller counts money in their
 * own currency: "Family from Surrey ... £8k" lives in England, "Couple from Birmingham, $4,000" in Alabama. A sign that names
 * one currency ("£", "€", "R$", "CHF") moves the origin to a namesake in a country using it; a sign several currencies share
 * ("$", "pesos") only to a namesake of comparable size, since "from Paris ... $2,000" is rarely Paris, Texas.
 */

/** How far before a currency word its amount may stand ("8000 pounds", "3 lakh rupees", "40 mil reais"). */
const AMOUNT_REACH = 2;

/**
 * What the token at i says of the money's currency: a sign, two-part ones included ("£", "$", "R$", "C$"), a code in capitals
 * ("CHF", "AUD"), or a currency's word after its amount ("8000 pounds"; "we won" names no won).
 */
function currenciesAt(toks: readonly Tok[], i: number): readonly string[] {
  const [prev, t] = [toks[i - 1], toks[i] as Tok];
  if (t.kind === 'punct') {
    const joined = prev && touching(prev, t) ? currenciesWritten(prev.w + t.w) : [];
    return joined.length ? joined : currenciesWritten(t.w);
  }
  if (/^[A-Z]{3}$/.test(t.raw)) return isCurrencyCode(t.raw) ? [t.raw] : [];
  // The amount right before, or before one word of magnitude ("10 mil reais", "3 lakh rupees"); "8/1. Eu e minha" is no amount.
  const counted = prev?.kind === 'num' || (prev?.kind === 'word' && toks[i - AMOUNT_REACH]?.kind === 'num');
  return t.kind === 'word' && counted ? currenciesWritten(t.w) : [];
}

/** The currencies the request's money may be counted in, and whether a sign several currencies share is among them. */
function currenciesNamed(toks: readonly Tok[]): { codes: Set<string>; shared: boolean } {
  const read = toks.map((_, i) => currenciesAt(toks, i));
  return { codes: new Set(read.flat()), shared: read.some((r) => r.length > 1) };
}

const currencyOf = (country: string | null): string | undefined => (country ? (countryCurrency(country) ?? worldCountryCurrency(country)) : undefined);
/** How likely a namesake must be read, against the first reading (the gazetteer's confidence), for a sign several currencies share to move the origin to it. */
const COMPARABLE = 0.1;

/**
 * The origin read again where the request's money says the traveller lives, or as first read. The money of a country the trip
 * goes to (`visited`) says nothing of home: "saindo de Campinas ... Orlando ... US$ 10 mil" is counted in the place's money.
 */
export function originByMoney(origin: ResolvedPlace, toks: readonly Tok[], gazetteer: Gazetteer, visited: readonly (string | null)[]): ResolvedPlace {
  const { codes, shared } = currenciesNamed(toks);
  for (const country of visited) codes.delete(currencyOf(country) ?? '');
  const own = currencyOf(origin.country);
  if (codes.size === 0 || (own !== undefined && codes.has(own))) return origin;
  const alt = origin.alternatives.find((a) => {
    const c = currencyOf(a.country);
    return c !== undefined && codes.has(c) && (!shared || a.confidence >= origin.confidence * COMPARABLE);
  });
  const place = alt && gazetteer.byId(alt.id);
  if (!alt || !place) return origin;
  const alternatives = [origin, ...origin.alternatives.filter((a) => a.id !== alt.id)].map(({ type, id, name, country, confidence }) => ({
    type,
    id,
    name,
    country,
    confidence,
  }));
  return { ...alt, admin1: place.admin1, lat: place.lat, lon: place.lon, matched_text: origin.matched_text, alternatives, reason: 'currency of the request' };
}
