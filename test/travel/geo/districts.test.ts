import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadGazetteer } from '../../../src/travel/geo/index.js';

const g = loadGazetteer();
const read = (text: string, lang: string) => g.extract(text, { lang }).map((m) => [m.name, m.feature, m.city?.name ?? null]);

describe('districts resolve to the city they are part of (GeoNames sections of populated places)', () => {
  it('names the city of a district given as a home, in any language', () => {
    expect(read('Ich wohne in Prenzlauer Berg und will nach Rom', 'de')).toEqual([
      ['Prenzlauer Berg', 'neighbourhood', 'Berlin'],
      ['Rome', 'city', null],
    ]);
    expect(read('Meine Eltern wohnen in Eggenberg', 'de')).toEqual([['Eggenberg', 'neighbourhood', 'Graz']]);
    expect(read('un hôtel à Altona', 'fr')).toEqual([['Altona', 'neighbourhood', 'Hamburg']]);
  });

  it('leaves a town that is not a section of a city a city', () => {
    expect(read('a week in Heidelberg', 'en')).toEqual([['Heidelberg', 'city', null]]);
  });

  it('ships its source, licence, input checksum and the rule that estimates the parent', () => {
    const head = readFileSync(new URL('../../../data/geo/districts.tsv', import.meta.url), 'utf8')
      .split('\n')
      .slice(0, 2)
      .join('\n');
    expect(head).toMatch(/model_estimate/);
    expect(head).toMatch(/CC BY 4\.0/);
    expect(head).toMatch(/sha256 [0-9a-f]{64}/);
  });
});
