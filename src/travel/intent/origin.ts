import { airportByIata, airportsNear, writtenAsAirportCode } from '../geo/airports.js';
import { airportLabel } from '../geo/airport-words.js';
import type { Gazetteer, ResolvedPlace } from '../geo/types.js';
import { nonstopLinkCount } from '../knowledge/models/routes.js';
import { fold } from './text.js';

/**
 * Where the traveller leaves from, as a place and its airport. An IATA code is taken as is; a city
 * becomes its primary airport (the conventional one for multi-airport metros, otherwise the nearest
 * large airport with scheduled service within 100 km). A city-state (Singapore, Hong Kong, Macau,
 * Monaco) is its city. A country, state or region is reported, never guessed.
 */
export interface OriginPlace {
  name: string;
  id: string | null;
  country: string | null;
  lat: number;
  lon: number;
}

export interface OriginResolution {
  iata: string | null;
  place: OriginPlace | null;
  problem: string | null;
}

/** Primary airport by convention for metros people name instead of an airport (a Map: user text never reaches Object.prototype). */
const METRO_AIRPORTS = new Map(
  Object.entries({
    'new york': 'JFK',
    'new york city': 'JFK',
    nyc: 'JFK',
    manhattan: 'JFK',
    brooklyn: 'JFK',
    queens: 'JFK',
    'los angeles': 'LAX',
    chicago: 'ORD',
    london: 'LHR',
    'san francisco': 'SFO',
    washington: 'IAD',
    houston: 'IAH',
    dallas: 'DFW',
    paris: 'CDG',
    tokyo: 'HND',
    miami: 'MIA',
    boston: 'BOS',
    seattle: 'SEA',
    atlanta: 'ATL',
    denver: 'DEN',
    philadelphia: 'PHL',
    'las vegas': 'LAS',
    toronto: 'YYZ',
    montreal: 'YUL',
    vancouver: 'YVR',
    sydney: 'SYD',
    milan: 'MXP',
    rome: 'FCO',
    berlin: 'BER',
    'mexico city': 'MEX',
    'san diego': 'SAN',
    phoenix: 'PHX',
    minneapolis: 'MSP',
    detroit: 'DTW',
    portland: 'PDX',
    austin: 'AUS',
    nashville: 'BNA',
    orlando: 'MCO',
    honolulu: 'HNL',
    'salt lake city': 'SLC',
    'new orleans': 'MSY',
    charlotte: 'CLT',
    'san jose': 'SJC',
    oakland: 'OAK',
    sacramento: 'SMF',
    'saint louis': 'STL',
    pittsburgh: 'PIT',
    baltimore: 'BWI',
    moscow: 'SVO',
    'sao paulo': 'GRU',
    'rio de janeiro': 'GIG',
    'buenos aires': 'EZE',
    bangkok: 'BKK',
    'kuala lumpur': 'KUL',
    'hong kong': 'HKG',
    singapore: 'SIN',
    istanbul: 'IST',
    frankfurt: 'FRA',
    munich: 'MUC',
    madrid: 'MAD',
    barcelona: 'BCN',
    lisbon: 'LIS',
    amsterdam: 'AMS',
    dubai: 'DXB',
    seoul: 'ICN',
    beijing: 'PEK',
    shanghai: 'PVG',
  }),
);

/** Airport of a point, remembered: the airport table scan is the slowest step of reading an origin, and places repeat. */
const NEAR = new Map<string, string | null>();
const NEAR_MAX = 20_000;

/** How close a scheduled airport of medium or large size stands to a city to be the city's own. */
const OWN_AIRPORT_KM = 20;
/** How far a city's main airport may lie when the city's own is a smaller one (Arlanda, 37 km from Stockholm, beside Bromma). */
const MAIN_AIRPORT_KM = 60;
/** How many times the nonstop links of the city's own airport a farther large airport needs to be the city's main one. */
const MAIN_AIRPORT_LINKS = 5;

/**
 * Main scheduled airport near a point: the city's own airport first (a large one within OWN_AIRPORT_KM: Cork's, not
 * Shannon's 90 km away), unless it is a medium one of the city's country and a large airport of that country within MAIN_AIRPORT_KM has
 * MAIN_AIRPORT_LINKS times its nonstop links in the route snapshot (Stockholm is Arlanda, not Bromma); then a large one within
 * 100 km, then the nearest with service.
 */
function airportNear(lat: number, lon: number, country: string | null): string | null {
  const key = `${lat.toFixed(3)},${lon.toFixed(3)},${country ?? ''}`;
  const known = NEAR.get(key);
  if (known !== undefined) return known;
  const near = airportsNear(lat, lon, 100);
  const own = airportsNear(lat, lon, OWN_AIRPORT_KM).filter((a) => a.size !== 'small');
  const ownLarge = own.find((a) => a.size === 'large');
  // Only within the city's own country: Singapore's airports are no main airport of Johor Bahru's.
  const inCountry = (a: { country: string } | undefined) => a !== undefined && a.country === country;
  const wider = inCountry(own[0]) && !ownLarge ? airportsNear(lat, lon, MAIN_AIRPORT_KM).find((a) => a.size === 'large' && inCountry(a)) : undefined;
  const main = wider && nonstopLinkCount(wider.iata) >= MAIN_AIRPORT_LINKS * Math.max(1, nonstopLinkCount(own[0]?.iata ?? '')) ? wider : undefined;
  const iata = (ownLarge ?? main ?? own[0] ?? near.find((a) => a.size === 'large') ?? near[0])?.iata ?? null;
  if (NEAR.size < NEAR_MAX) NEAR.set(key, iata);
  return iata;
}

const placeOf = (p: ResolvedPlace): OriginPlace => ({ name: p.name, id: p.id, country: p.country, lat: p.lat, lon: p.lon });

/** A resolved place as a departure point. */
export function originFromPlace(p: ResolvedPlace, written: string): OriginResolution {
  // "Singapore", "Hong Kong": the country reading of a city-state; its city is the departure point. Likewise
  // "on part de Québec", "saindo de Braga": one leaves from the city that gives the province or district its name.
  const said = fold(written).trim();
  const namesake = (name: string) => {
    const n = fold(name);
    return n === said || n.startsWith(`${said} `) || said.startsWith(`${n} `);
  };
  const city =
    p.type === 'country'
      ? p.alternatives.find((a) => a.type === 'city' && a.country === p.country)
      : p.type === 'state' || p.type === 'region'
        ? p.alternatives.find((a) => a.type === 'city' && a.country === p.country && namesake(a.name))
        : undefined;
  const place = city ? { ...placeOf(p), name: city.name, id: city.id } : placeOf(p);
  // A park or a stretch of coast ("Big Sur") leaves from its nearest airport; a region, state or country names no
  // departure point, but it is still where the traveller lives ("Canadian couple"), so the place is kept.
  if (!city && p.type !== 'city' && p.type !== 'park' && p.type !== 'coast') {
    return { iata: null, place, problem: `"${written}" is a ${p.type}, not a departure point; send the IATA code of the departure airport as origin.` };
  }
  // Named by one of its airports ("from Gatwick", "Milano Linate"): that airport, called as travellers call it. Named by its code
  // ("from: BOM", "CDG-OPO") when it is the city's main airport, the city it serves; a second airport ("ORY", "BGY") keeps its name.
  const named = p.iata ? airportByIata(p.iata) : undefined;
  const code = fold(written).trim().toUpperCase();
  const main = (n: string) => (METRO_AIRPORTS.get(fold(place.name).replace(/\./g, '')) ?? airportNear(place.lat, place.lon, place.country)) === n;
  if (named?.scheduled)
    return { iata: named.iata, place: code === named.iata && main(named.iata) ? place : { ...place, name: airportLabel(place.name, named) }, problem: null };
  const direct = writtenAsAirportCode(code) ? airportByIata(code) : undefined;
  const iata = direct?.scheduled
    ? direct.iata
    : (METRO_AIRPORTS.get(fold(place.name).replace(/\./g, '').replace(/^st /, 'saint ')) ?? airportNear(place.lat, place.lon, place.country));
  if (!iata)
    return {
      iata: null,
      place,
      problem: `${place.name} has no airport with scheduled service within 100 km; send the IATA code of the airport the traveller will use.`,
    };
  return { iata, place, problem: null };
}

/** A structured origin field: an IATA code, or a place name resolved like the text's. */
export function resolveOrigin(raw: string, gazetteer: Gazetteer): OriginResolution {
  const text = fold(raw).trim();
  if (/^[a-z]{3}$/.test(text)) {
    const airport = airportByIata(text);
    if (airport?.scheduled)
      return { iata: airport.iata, place: { name: airport.city, id: null, country: airport.country, lat: airport.lat, lon: airport.lon }, problem: null };
  }
  const place = gazetteer.resolve(raw)[0];
  if (!place) return { iata: null, place: null, problem: `"${raw}" is not a place or airport we know; send an IATA airport code as origin.` };
  return originFromPlace(place, raw);
}
