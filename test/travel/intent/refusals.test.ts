import { describe, expect, it } from 'vitest';
import { placesOf } from './read-request.js';

describe('a refusing predicate of the place’s clause rules the place out', () => {
  it.each<[string, string[], string[]]>([
    ['Oslo is out of the question; Bergen in June.', ['Bergen'], ['Oslo']],
    ['Marseille, très peu pour nous. Annecy en juillet.', ['Annecy'], ['Marseille']],
    ['Benidorm lo descartamos. Granada en mayo.', ['Granada'], ['Benidorm']],
    ['Sylt fällt flach. Rügen im August.', ['Rügen'], ['Sylt']],
    ['Rimini la lasciamo perdere. Gallipoli ad agosto.', ['Gallipoli'], ['Rimini']],
    ['Nem pensar em Benidorm. Lisboa em maio.', ['Lisbon'], ['Benidorm']],
  ])('%s', (text, goes, not) => {
    const p = placesOf(text);
    expect(p.goes).toEqual(goes);
    expect(p.not).toEqual(not);
  });

  it('a refusal followed by its own place leaves the place before it alone', () => {
    expect(placesOf('Two weeks in Ireland, skipping Dublin.')).toMatchObject({ goes: ['Ireland'], not: ['Dublin'] });
  });

  it('a negated refusal (litotes) rules nothing out', () => {
    expect(placesOf('Bergen is not ruled out, and Oslo in June.').not).toEqual([]);
  });
});
