import { airportByIata } from '../../src/travel/geo/airports.js';
import type { Gazetteer } from '../../src/travel/geo/types.js';
import type { ParsedIntent } from '../../src/travel/intent/index.js';
import type { ReaderView, ViewPlace } from './score.js';

/** The reader's parse in the scorers' shape. */
export function viewOf(p: ParsedIntent, gazetteer: Gazetteer): ReaderView {
  const d = p.details;
  const place = (x: { id: string | null; name: string; country: string | null }): ViewPlace => {
    const g = x.id ? gazetteer.byId(x.id) : undefined;
    return { id: x.id, name: x.name, country: x.country, lat: g?.lat ?? null, lon: g?.lon ?? null };
  };
  const airport = d.origin.iata ? airportByIata(d.origin.iata) : undefined;
  const origin: ViewPlace | null = airport ? { id: null, name: airport.city, country: airport.country, lat: airport.lat, lon: airport.lon } : null;
  const w = d.date_window;
  const party = [d.party.adults, d.party.children, d.party.infants];
  const b = d.budget;
  return {
    origin,
    destinations: [...d.hard_geography, ...d.soft_geography].map(place),
    via: [],
    excluded: d.unresolved.filter((u) => u.code === 'excluded_place').map((u) => ({ id: null, name: u.text, country: null, lat: null, lon: null })),
    date_start: w.start,
    date_end: w.end,
    trip_days: d.trip_length.days === null ? null : { days: d.trip_length.days, min: d.trip_length.min_days ?? d.trip_length.days, max: d.trip_length.max_days ?? d.trip_length.days },
    window_days: w.start && w.end ? (Date.parse(w.end) - Date.parse(w.start)) / 86_400_000 + 1 : null,
    travellers: party.every((x) => x === null) ? null : party.reduce<number>((s, x) => s + (x ?? 0), 0),
    adults: d.party.adults,
    children: d.party.children,
    infants: d.party.infants,
    child_ages: [],
    budget: b.amount_usd === null ? null : { amount: b.amount_usd, currency: 'USD', per: b.per ?? 'total' },
    tier: b.tier,
    themes: [...d.required_themes, ...d.soft_themes],
    events: d.event.name ? [d.event.name.toLowerCase().replace(/[^a-z0-9]+/g, '_')] : [],
    status: null,
    unresolved: d.unresolved.map((u) => u.text),
  };
}
