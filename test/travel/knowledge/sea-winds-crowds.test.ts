import { describe, expect, it } from 'vitest';
import { placeCalendar, seasonalFindings, type PlacePoint, type TripDates } from '../../../src/travel/knowledge/calendars/index.js';

const dates = (start: string, end: string, assumed = false): TripDates => ({ range: { start, end }, assumed });
const warningsAt = (p: PlacePoint, trip: TripDates, themes: string[] = []) =>
  seasonalFindings({ ...p, climate: [], climate_provenance: { tier: 'model_estimate', model: 'test' } }, placeCalendar(p), trip, themes).map((f) => f.warning);
const codes = (p: PlacePoint, trip: TripDates, themes: string[] = []) => warningsAt(p, trip, themes).map((w) => `${w.code}:${w.severity}`);

const naxos: PlacePoint = { id: 'gz:naxos', country: 'GR', admin1: null, lat: 37.1, lon: 25.38 };
const athens: PlacePoint = { id: 'gz:athens', country: 'GR', admin1: null, lat: 37.98, lon: 23.73 };
const bodrum: PlacePoint = { id: 'gz:bodrum', country: 'TR', admin1: null, lat: 37.03, lon: 27.43 };
const korcula: PlacePoint = { id: 'gz:korcula', country: 'HR', admin1: null, lat: 42.96, lon: 17.13 };
const zagreb: PlacePoint = { id: 'gz:zagreb', country: 'HR', admin1: null, lat: 45.81, lon: 15.98 };

describe('seasonal winds at sea', () => {
  it('warns an island trip in the meltemi peak as a caution, whatever the island, on either shore of the Aegean', () => {
    expect(codes(naxos, dates('2027-07-20', '2027-07-30'))).toContain('strong_winds:caution');
    expect(codes(bodrum, dates('2027-08-03', '2027-08-12'), ['beach'])).toContain('strong_winds:caution');
    const w = warningsAt(naxos, dates('2027-08-01', '2027-08-08')).find((x) => x.code === 'strong_winds');
    expect(w?.message).toMatch(/ferries/);
    expect(w?.source).toMatch(/Hellenic National Meteorological Service/);
  });

  it('tells a mainland city break only for information, and nothing out of season', () => {
    expect(codes(athens, dates('2027-07-20', '2027-07-24'), ['culture'])).toContain('strong_winds:info');
    expect(codes(naxos, dates('2027-10-10', '2027-10-20')).some((c) => c.startsWith('strong_winds'))).toBe(false);
  });

  it('warns island trips on the Croatian coast of the winter bora, not inland Zagreb', () => {
    expect(codes(korcula, dates('2027-01-10', '2027-01-20'))).toContain('strong_winds:caution');
    expect(codes(korcula, dates('2027-07-10', '2027-07-20')).some((c) => c.startsWith('strong_winds'))).toBe(false);
    expect(codes(zagreb, dates('2027-01-10', '2027-01-20')).some((c) => c.startsWith('strong_winds'))).toBe(false);
  });
});

describe('crowd safety at mass gatherings', () => {
  const mathura: PlacePoint = { id: 'gz:mathura', country: 'IN', admin1: null, lat: 27.49, lon: 77.67 };
  const pamplona: PlacePoint = { id: 'gz:pamplona', country: 'ES', admin1: null, lat: 42.82, lon: -1.64 };

  it('tells the crowd advice to a trip at the festival, asked for or not, naming the event and its dates', () => {
    const holi = warningsAt(mathura, dates('2027-03-18', '2027-03-23')).find((w) => w.code === 'crowd_safety');
    expect(holi?.severity).toBe('caution');
    expect(holi?.message).toMatch(/^Holi \(Mathura.*2027-03-15 to 2027-03-22\) is a mass gathering/);
    expect(holi?.source).toMatch(/World Health Organization/);
    expect(codes(pamplona, dates('2027-07-07', '2027-07-09'))).toContain('crowd_safety:caution');
  });

  it('says nothing outside the festival or when the trip has no dates', () => {
    expect(codes(pamplona, dates('2027-07-20', '2027-07-25'))).not.toContain('crowd_safety:caution');
    expect(codes(pamplona, dates('2027-07-07', '2027-07-09', true))).not.toContain('crowd_safety:caution');
  });
});
