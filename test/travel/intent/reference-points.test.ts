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

  it.each([
    ['Gîte à 10 km de Nontron pour une semaine en août, deux adultes', 'Nontron'],
    ['Un piso a 10 minutos de Zaragoza para una semana en agosto', 'Zaragoza'],
    ['Eine Ferienwohnung 10 Minuten von Lindau, eine Woche im August', 'Lindau'],
    ['An apartment 5 miles from Asheville for a week in August', 'Asheville'],
    ['Casa a 15 km de Tavira por uma semana em agosto', 'Tavira'],
  ])('%s: a stay a short way from a place goes there', (text, place) => {
    const read = placesOf(text);
    expect(read.goes).toContain(place);
    expect(read.origin).not.toBe(place);
  });

  it.each([
    ['A weekend with 72 hours of Lisbon food tours', 'Lisbon'],
    ['Deux heures de Lyon à pied, puis une semaine au bord de la mer', 'Lyon'],
  ])('%s: a time spent at a place is no distance from it', (text, place) => {
    expect(placesOf(text).origin).not.toBe(place);
  });

  it.each([
    ['Somewhere warm two hours and a half from Leeds in May', 'Leeds'],
    ['Un week-end à deux heures et demie de Nantes en mai', 'Nantes'],
    ['Una escapada a una hora y media de Zaragoza en mayo', 'Zaragoza'],
    ['Um fim de semana a uma hora e meia de Coimbra em maio', 'Coimbra'],
    ["Un weekend a un'ora e mezza da Bologna a maggio", 'Bologna'],
    ['Um fim de semana a poucas horas de Coimbra em maio', 'Coimbra'],
    ['Una escapada a pocos kilómetros de Zaragoza en mayo', 'Zaragoza'],
    ['A weekend in May somewhere 2 hours away from Leeds', 'Leeds'],
    ['Ein Wochenende im Mai, zwei Stunden entfernt von Erfurt', 'Erfurt'],
  ])('%s: a measure with its half, a vague quantity or "away" is read', (text, place) => {
    const read = placesOf(text);
    expect(read.origin).toBe(place);
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
