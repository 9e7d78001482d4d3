import { describe, expect, it } from 'vitest';
import { runsOf, vouchedByList } from '../../../src/travel/geo/coordination.js';
import { requestPlaces as places } from '../../helpers/request-places.js';

/**
 * Names coordinated in one list share its reading: a town whose name is an ordinary word takes the places listed beside it
 * as evidence, a route's "then" joins as "and" does, and a list whose places lie together vouches for names with no cue.
 * A list of ordinary words stays words.
 */

describe('runs and lists', () => {
  it('numbers the runs of joined names in text order', () => {
    expect(runsOf([true, false, true, false], 4)).toEqual([0, 0, 1, 1]);
  });

  it('vouches for two rare names that lie together, or for a run of three that all do, never for a lone name', () => {
    const near = (a: number, b: number) => a !== 3 && b !== 3;
    expect([...vouchedByList([0, 0, 1], [true, true, true], near)]).toEqual([0, 1]);
    expect([...vouchedByList([0, 0, 0], [false, true, false], near)]).toEqual([0, 1, 2]);
    expect([...vouchedByList([0, 0, 0, 0], [false, false, false, false], near)]).toEqual([]);
    expect([...vouchedByList([0, 0], [true, false], near)]).toEqual([]);
  });
});

describe('a town named by an ordinary word, in a list of places', () => {
  it.each([
    ['Eine Rundreise über Jena, Gotha und Halle im Mai', 'Halle'],
    ['Tre giorni fra Firenze, Prato e Pistoia', 'Prato'],
    ['Pensamos passar por Leiria, Tomar e Fátima', 'Tomar'],
    ['We land in Quito, then Lima for a week', 'Lima'],
    ['Trois jours : Angers, puis Tours et Saumur', 'Tours'],
    ['ruta por ragusa, modica y scicli en abril', 'Modica'],
    // The next name's article is part of the join.
    ['Queremos hacer el norte en invierno: Salta, la Quebrada de Humahuaca y Cafayate, 10 días.', 'Salta'],
  ])('%s', (text, town) => {
    expect(places(text).join(' ')).toContain(town);
  });

  it.each([
    ['Wir wollen Essen, Trinken und Baden, irgendwo am Meer'],
    ['queremos sol, playa y fiesta en agosto'],
    ['cheap, nice and quiet, then maybe somewhere warm'],
    ['vorremmo mare, sole e relax, poi cultura'],
  ])('%s reads no place', (text) => {
    expect(places(text)).toEqual([]);
  });
});
