import { describe, expect, it } from 'vitest';
import { deriveTrip } from '../../../src/travel/engine/trip.js';
import { tripDates } from '../../../src/travel/engine/rank/seasonal.js';
import { parseRequest, placesOf } from './read-request.js';

describe('what the reader warns about the origin', () => {
  it('names an origin that was read but gives no airport, and says none was given only when none was', () => {
    const country = parseRequest('Leaving from Tuvalu, two weeks in Rome in May').beta_warnings.join(' ');
    expect(country).toContain('The origin Tuvalu was read but gives no departure airport');
    expect(country).not.toContain('No origin');
    expect(parseRequest('Two weeks in Rome in May').beta_warnings.join(' ')).toContain('No origin was given');
  });
});

describe('a trip of fixed days leaves on its first day', () => {
  const ranges = [
    'Porto from 5 to 12 March',
    'Porto du 5 au 12 mars',
    'Oporto del 5 al 12 de marzo',
    'Porto vom 5. bis 12. März',
    'Porto dal 5 al 12 marzo',
    'Porto de 5 a 12 de março',
    'Porto 5-12 March',
    'Porto March 5-12',
  ];
  it.each(ranges)('%s: departure window is the first day, the trip ends on the last', (text) => {
    const p = parseRequest(text);
    expect(p.effective_input.departure_window).toEqual(['2026-03-05', '2026-03-05']);
    expect(p.effective_input.trip_length_days).toBe(8);
    expect([p.details.date_window.start, p.details.date_window.end]).toEqual(['2026-03-05', '2026-03-12']);
    const trip = deriveTrip(p, new Date('2026-01-14T12:00:00Z'));
    expect(tripDates(trip).range).toEqual({ start: '2026-03-05', end: '2026-03-12' });
  });
  it('keeps a window of departure days open when the trip is shorter than it', () => {
    const p = parseRequest('Porto for 4 days sometime between 5 and 20 March');
    expect(p.effective_input.departure_window?.[0]).toBe('2026-03-05');
    expect(p.effective_input.departure_window?.[1]).not.toBe('2026-03-05');
  });
});

describe('a start read without an end dates the weather', () => {
  it.each(['Two weeks in Bali from mid-September, flying from Dublin', 'Deux semaines à Bali à partir de mi-septembre, départ de Dublin'])(
    '%s: the months from the start through the trip, not the next 60 days',
    (text) => {
      const p = parseRequest(text);
      expect(p.effective_input.departure_window).toBeUndefined();
      expect(p.details.date_window.start?.slice(5, 7)).toBe('09');
      const trip = deriveTrip(p, new Date('2026-01-14T12:00:00Z'));
      expect(trip.months_assumed).toBe(false);
      expect(trip.months).toEqual([9]);
    },
  );
});

describe('a place after a transit word is passed through, and ruled out under negation', () => {
  const avoided = [
    'Two weeks in Japan in April, no transit through the US please',
    'Two weeks in Japan in April, we do not want to transit through the US',
    'Deux semaines au Japon en avril, sans escale aux États-Unis',
    'Dos semanas en Japón en abril, sin escala en Estados Unidos',
    'Zwei Wochen Japan im April, kein Umstieg in den USA',
    'Duas semanas no Japão em abril, sem conexão nos Estados Unidos',
  ];
  it.each(avoided)('%s', (text) => {
    const p = parseRequest(text);
    expect(p.excluded_places.map((x) => x.name)).toEqual(['United States']);
    expect(p.details.via).toEqual([]);
    expect(p.hard_places.map((x) => x.name)).toEqual(['Japan']);
    expect(p.understanding.unresolved.map((u) => u.code)).not.toContain('unread_requirement');
  });
  it.each(['Zwei Wochen Japan im April mit Zwischenstopp in Dubai', 'Due settimane in Giappone ad aprile, con scalo a Dubai'])(
    '%s: a stop on the way',
    (text) => {
      const p = parseRequest(text);
      expect(p.details.via.map((x) => x.name)).toEqual(['Dubai']);
      expect(p.hard_places.map((x) => x.name)).toEqual(['Japan']);
    },
  );
  it('reads "don\'t want to go to X" as ruling X out', () => {
    expect(placesOf("Two weeks in Japan, we don't want to go to Korea").not).toEqual(['South Korea']);
  });
});

describe('stops in order', () => {
  it.each([
    'Japan in May: Kyoto first, then Osaka',
    "Japon en mai : Kyoto d'abord, puis Osaka",
    'Japón en mayo: Kyoto primero y luego Osaka',
    'Japan im Mai: Kyoto zuerst, dann Osaka',
    'Giappone a maggio: Kyoto prima, poi Osaka',
    'Japão em maio: Kyoto primeiro e depois Osaka',
  ])('%s', (text) => {
    const p = parseRequest(text);
    expect(p.details.multi_city.requested).toBe(true);
    expect(p.details.multi_city.cities).toEqual(['Kyoto', 'Osaka']);
  });
});

describe('a question is its form and its topic word', () => {
  it.each([
    ['Naples in August. Will there be many tourists?', 'crowds'],
    ['Naples en août. Y aura-t-il du monde ?', 'crowds'],
    ['Nápoles en agosto. ¿Estará lleno?', 'crowds'],
    ['Neapel im August. Ist es dann sehr voll?', 'crowds'],
    ['Napoli ad agosto. Ci sarà tanta folla?', 'crowds'],
    ['Nápoles em agosto. Vai estar muito cheio?', 'crowds'],
    ['Naples in August. How much does it cost?', 'crowds'],
    ['Nápoles em agosto. Como vai estar o tempo?', 'season'],
    ['Napoli ad agosto: ci serve il visto?', 'documents'],
  ])('%s asks %s', (text, topic) => {
    expect(parseRequest(text).details.asks.map((a) => a.topic)).toContain(topic);
  });
  it.each(['Napoli ad agosto, in quattro, albergo pieno di charme', 'Nápoles em agosto, ficamos numa casa cheia de luz'])('%s: no question, no ask', (text) => {
    expect(parseRequest(text).details.asks.map((a) => a.topic)).not.toContain('crowds');
  });
});
