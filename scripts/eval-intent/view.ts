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
  const origin: ViewPlace | null =
    airport || d.origin.name
      ? { id: null, name: d.origin.name ?? airport?.city ?? '', country: airport?.country ?? null, lat: airport?.lat ?? null, lon: airport?.lon ?? null }
      : null;
  const w = d.date_window;
  const party = [d.party.adults, d.party.children, d.party.infants];
  const b = d.budget;
  return {
    origin,
    destinations: [...d.hard_geography, ...d.soft_geography].map(place),
    via: d.via.map(place),
    excluded: d.excluded.map(place),
    date_start: w.start,
    date_end: w.end,
    trip_days:
      d.trip_length.days === null
        ? null
        : { days: d.trip_length.days, min: d.trip_length.min_days ?? d.trip_length.days, max: d.trip_length.max_days ?? d.trip_length.days },
    window_days: w.start && w.end ? (Date.parse(w.end) - Date.parse(w.start)) / 86_400_000 + 1 : null,
    travellers: d.party.travellers ?? (party.every((x) => x === null) ? null : party.reduce<number>((s, x) => s + (x ?? 0), 0)),
    adults: d.party.adults,
    children: d.party.children,
    infants: d.party.infants,
    child_ages: d.party.child_ages,
    budget: b.amount === null || b.currency === null ? null : { amount: b.amount, currency: b.currency, per: b.per ?? 'total' },
    tier: b.tier,
    themes: [...d.required_themes, ...d.soft_themes],
    events: d.event.id ? [d.event.id] : [],
    status: p.understanding.status,
    unresolved: p.understanding.unresolved.map((u) => u.text),
  };
}
