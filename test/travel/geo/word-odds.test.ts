import { describe, expect, it } from 'vitest';
import { loadGazetteer } from '../../../src/travel/geo/index.js';
import { parseIntent } from '../../../src/travel/intent/index.js';
import { placeOdds, type WordEvidence } from '../../../src/travel/geo/word-odds.js';

/**
 * A town whose name is an ordinary word is read only on evidence that outweighs the word's frequency: a place cue, a list
 * of places, the writer's casing; the same word without such evidence stays a word. A city's adjective beside a
 * festivity names the city.
 */
const g = loadGazetteer();
const now = new Date('2026-01-14T12:00:00Z');
const places = (text: string) => {
  const d = parseIntent({ user_request: text, reference_date: '2026-01-14' }, { now: () => now, gazetteer: g }).details;
  return [...d.hard_geography, ...d.soft_geography].map((p) => p.name);
};

const evidence = (over: Partial<WordEvidence>): WordEvidence => ({
  word: 'halle',
  lang: 'de',
  prior: 0.35,
  cue: null,
  listed: 0,
  casing: 'none',
  article: false,
  continued: false,
  ...over,
});

describe('odds of a word being a place', () => {
  it('takes nothing without a cue or a list, however prominent the place', () => {
    expect(placeOdds(evidence({ prior: 0.95, casing: 'name' }))).toBe(-Infinity);
  });

  it('lets a direction word outweigh a rare word but not a frequent one', () => {
    expect(placeOdds(evidence({ cue: 'strong' }))).toBeGreaterThan(0);
    expect(placeOdds(evidence({ word: 'essen', cue: 'strong', prior: 0.3 }))).toBeLessThan(0);
  });

  it('counts lower case against the place where the writer capitalises names, and an article', () => {
    expect(placeOdds(evidence({ cue: 'strong', casing: 'word' }))).toBeLessThan(0);
    expect(placeOdds(evidence({ cue: 'strong', article: true, word: 'hof', prior: 0.44 }))).toBeLessThan(
      placeOdds(evidence({ cue: 'strong', word: 'hof', prior: 0.44 })),
    );
  });
});

describe('words that are towns, in requests', () => {
  it.each([
    ['Wir fahren im Juni nach Halle und dann weiter nach Dresden', 'Halle'],
    ['vorremmo andare a prato e poi a lucca', 'Prato'],
    ['Pensamos en Toro, León y Burgos para el verano', 'Toro'],
  ])('%s', (text, town) => {
    expect(places(text).join(' ')).toContain(town);
  });

  it.each([
    ['Essen gehen ist uns wichtig, wir reisen nach Porto', 'Essen'],
    ['vamos a dar una ronda por el centro de granada', 'Ronda'],
    ['Mio figlio gioca in una squadra di rugby. Cerchiamo una settimana al mare in luglio.', 'Rugby'],
  ])('%s', (text, word) => {
    expect(places(text).join(' ')).not.toContain(word);
  });

  it('reads the city from its adjective beside a festivity', () => {
    expect(places('Wir wollen zum Kölner Karneval im Februar').join(' ')).toMatch(/K(ö|oe)ln|Cologne/);
    expect(places('Per il carnevale veneziano vorremmo due notti').join(' ')).toMatch(/Venice|Venezia/);
  });
});
