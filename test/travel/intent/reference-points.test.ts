import { describe, expect, it } from 'vitest';
import { parseRequest, placesOf } from './read-request.js';

/** The unread requirements of a reading: where a reference point's measure is reported. */
const requirements = (text: string) =>
  parseRequest(text)
    .understanding.unresolved.filter((u) => u.code === 'unread_requirement')
    .map((u) => u.text);

describe('a place a distance or travel time is measured from is a reference point, never the place to go', () => {
  it.each([
    ['A long weekend in July somewhere within three hours of Leeds, two adults', 'Leeds'],
    ['Un week-end en juin à 150 km de Nantes, pour deux', 'Nantes'],
    ['Una escapada en junio a dos horas en coche de Zaragoza, dos adultos', 'Zaragoza'],
    ['Ein Wochenende im Juni, höchstens zwei Stunden Fahrt von Nürnberg, zu zweit', 'Nuremberg'],
    ["Un weekend a giugno a un'ora di treno da Bologna, in due", 'Bologna'],
    ['Um fim de semana em junho a 3 horas de carro de Coimbra, dois adultos', 'Coimbra'],
  ])('%s: the origin when no other start is named', (text, place) => {
    const read = placesOf(text);
    expect(read.origin).toBe(place);
    expect(read.goes).not.toContain(place);
    expect(requirements(text).some((r) => r.includes(place === 'Nuremberg' ? 'Nürnberg' : place))).toBe(true);
    expect(parseRequest(text).understanding.status).toBe('partial');
  });

  it.each([
    ['From Bristol, a town within 2 hours of Glasgow, 4 nights in May', 'Bristol', 'Glasgow'],
    ['Départ de Bordeaux, une ville à 200 km de Toulouse, 4 nuits en mai', 'Bordeaux', 'Toulouse'],
    ['Salimos de Bilbao, un pueblo a 100 km de Madrid, cuatro noches en mayo', 'Bilbao', 'Madrid'],
  ])('%s: context beside another start, reported', (text, origin, place) => {
    const read = placesOf(text);
    expect(read.origin).toBe(origin);
    expect(read.goes).not.toContain(place);
    expect(requirements(text).some((r) => r.includes(place))).toBe(true);
  });

  it('a place only near, with no measure, is where the trip goes', () => {
    expect(placesOf('A cabin near Bozeman for 3 nights in July, 2 adults, from Denver').goes).toContain('Bozeman');
    expect(placesOf('Cerco un agriturismo vicino a Siena per 3 notti a luglio, partiamo da Roma').goes).toContain('Siena');
  });

  it('a measure of the stay itself is no reference point', () => {
    expect(placesOf('Three hours in Lisbon between flights, then a week in Porto').goes).toContain('Porto');
    expect(placesOf('Zwei Stunden in Wien und dann eine Woche in Graz').goes).toContain('Graz');
  });
});
