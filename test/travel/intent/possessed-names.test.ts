import { describe, expect, it } from 'vitest';
import { parseRequest, placesOf } from './read-request.js';

/**
 * A name right after a possessive is something the traveller has (a dog of a breed named after a region), no place to go,
 * unless a place word comes before the possessive ("dans notre Bretagne").
 */
describe('a place name after a possessive', () => {
  it.each([
    ['Nous partons avec notre Labrador en Bretagne en août', 'Brittany'],
    ['Wir reisen mit unserem Labrador im Juni an die Ostsee', 'German Baltic coast'],
    ['Viaggiamo col nostro Labrador in Toscana a settembre', 'Tuscany'],
    ['Vamos com o nosso Labrador para o Algarve em maio', 'Algarve'],
    ['We travel with our Labrador to Cornwall in May', 'Cornwall'],
  ])('%s: is not read as a place', (text, place) => {
    expect(placesOf(text).goes).toEqual([place]);
  });

  it.each([
    ['Cette année on retourne dans notre Ardèche pour dix jours en juillet', 'Ardèche'],
    ['Este verano volvemos a nuestra Asturias querida, dos semanas en agosto', 'Asturias'],
    ['Im September wieder in unserem Spreewald paddeln', 'Spreewald'],
    ['Ad agosto torniamo nella nostra Umbria per due settimane', 'Umbria'],
    ['Em setembro voltamos para a nossa Ericeira por uma semana', 'Ericeira'],
    ['In October we head back to our Whitby, for a week.', 'Whitby'],
  ])('%s: after a place word before the possessive, is where the trip goes', (text, place) => {
    const p = parseRequest(text);
    expect([...p.hard_places, ...p.soft_places].map((x) => x.name)).toEqual([place]);
    expect(p.details.unresolved.map((u) => u.code)).not.toContain('unread_name');
  });

  it('a noun in lower case after a place word and a possessive stays a noun', () => {
    expect(parseRequest('Vamos visitar a minha tia em Lyon em março').details.via).toEqual([]);
  });

  it('stays a pet after a genitive link before the possessive', () => {
    expect(placesOf('Les croquettes de notre Labrador, puis une semaine en Bretagne').goes).toEqual(['Brittany']);
  });

  it('stays a place where, in English, it qualifies the noun after it, or where it is world-famous', () => {
    expect(placesOf('Planning our Italy trip for May').goes).toEqual(['Italy']);
    expect(placesOf('Mi Barcelona querida: volvemos en julio').goes).toEqual(['Barcelona']);
  });
});

/** A word in lower case after an article, where the writer capitalises names, is a noun ("la medina"), however well known the place. */
describe('a place name in lower case after an article', () => {
  it.each([
    ['Nous voulons flâner dans la medina et les souks, puis Fès', 'Fes'],
    ['Queremos perdernos por la medina y luego ir a Marrakech', 'Marrakesh'],
  ])('%s: is the noun', (text, place) => {
    expect(placesOf(text).goes).toEqual([place]);
  });
});
