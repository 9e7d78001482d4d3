import { describe, expect, it } from 'vitest';
import { loadGazetteer } from '../../../src/travel/geo/index.js';

/**
 * Lakes, rivers and capes of Natural Earth (data/geo/natural-earth.json, names in the six languages from
 * natural-earth-names.tsv) named as where the trip goes.
 */
const g = loadGazetteer();
const read = (text: string) => g.extract(text).map((m) => ({ name: m.name, feature: m.feature, country: m.country }));

describe('natural features named as destinations', () => {
  it.each([
    ['Queremos conocer Cusco y el lago Titicaca en julio.', 'Lago Titicaca', 'lake'],
    ['On aimerait passer une semaine au bord du lac Balaton.', 'Lake Balaton', 'lake'],
    ['Wir träumen von einer Kreuzfahrt auf der Donau.', 'Danube', 'river'],
    ['Vorremmo fare una crociera sul Nilo a febbraio.', 'Nile', 'river'],
    ['We would love a river cruise on the Danube next spring.', 'Danube', 'river'],
    ['Mit den Hurtigruten von Bergen bis zum Nordkap.', 'Nordkapp', 'cape'],
  ])('%s -> %s (%s)', (text, name, feature) => {
    expect(read(text)).toContainEqual(expect.objectContaining({ name, feature }));
  });

  it('keeps both ranges of one name for the request to choose ("Sierra Nevada" of Granada or of Yosemite)', () => {
    expect(read('Queremos esquiar en Sierra Nevada y visitar Granada.')).toContainEqual(expect.objectContaining({ name: 'Sierra Nevada', country: 'ES' }));
    expect(read('Hiking in the Sierra Nevada near Yosemite.')).toContainEqual(expect.objectContaining({ name: 'Sierra Nevada', country: 'US' }));
  });

  it('names no country for a feature that spans several: none is picked in silence', () => {
    expect(read('Una crociera sul Nilo, per favore.')).toContainEqual(expect.objectContaining({ name: 'Nile', country: null }));
  });

  it('leaves a name a département or a known town bears to it ("Loire", "Columbia")', () => {
    expect(read('Une semaine dans la Loire en mai.').map((p) => p.feature)).not.toContain('river');
    expect(read('A week in Columbia, South Carolina.').map((p) => p.feature)).not.toContain('river');
  });
});
