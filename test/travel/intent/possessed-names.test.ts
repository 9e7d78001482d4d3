import { describe, expect, it } from 'vitest';
import { placesOf } from './read-request.js';

/** A name right after a possessive is something the traveller has (a dog of a breed named after a region), no place to go. */
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
