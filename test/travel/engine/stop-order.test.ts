import { describe, expect, it } from 'vitest';
import { saidAsLayover, stopOrder } from '../../../src/travel/engine/route/stop-order.js';

const names = (request: string, lang: Parameters<typeof stopOrder>[1], said: string[]) => stopOrder(request, lang, said).order.map((i) => said[i]);

describe('the order of a route stops from the grammar of the request', () => {
  it('puts the places on the way before the stop they lead to, over the whole list after the via word', () => {
    expect(names('From Boston to Lisbon via Madrid and Seville', 'en', ['Lisbon', 'Madrid', 'Seville'])).toEqual(['Madrid', 'Seville', 'Lisbon']);
    expect(names('Von München nach Wien über Salzburg und Hallstatt', 'de', ['Wien', 'Salzburg', 'Hallstatt'])).toEqual(['Salzburg', 'Hallstatt', 'Wien']);
    expect(names('Lyon, then Nice via Avignon, then Menton', 'en', ['Lyon', 'Nice', 'Avignon', 'Menton'])).toEqual(['Lyon', 'Avignon', 'Nice', 'Menton']);
  });

  it('puts a place a first word governs first and one a last word governs last, wherever they are written', () => {
    expect(names('Ending in Edinburgh; York then the Lake District', 'en', ['Edinburgh', 'York', 'Lake District'])).toEqual([
      'York',
      'Lake District',
      'Edinburgh',
    ]);
    expect(names('Palermo, poi Agrigento e infine Catania, ma prima di tutto Cefalù', 'it', ['Palermo', 'Agrigento', 'Catania', 'Cefalù'])).toEqual([
      'Cefalù',
      'Palermo',
      'Agrigento',
      'Catania',
    ]);
    expect(names('Málaga primero, por último Sevilla, y entre medias Granada', 'es', ['Málaga', 'Sevilla', 'Granada'])).toEqual([
      'Málaga',
      'Granada',
      'Sevilla',
    ]);
  });

  it('starts at the airport flown into and ends at the one flown home from', () => {
    const o = stopOrder('Cinque Terre and Portofino, flying into Genoa', 'en', ['Cinque Terre', 'Portofino', 'Genoa']);
    expect(o.order).toEqual([2, 0, 1]);
    expect(o.arrivals).toBe(1);
    expect(names('Verona, fly back from Venice, landing in Milan', 'en', ['Verona', 'Venice', 'Milan'])).toEqual(['Milan', 'Verona', 'Venice']);
    expect(stopOrder('Atterrir à Lisbonne et repartir de Porto', 'fr', ['Lisbonne', 'Porto'])).toMatchObject({ order: [0, 1], arrivals: 1, departures: 1 });
  });

  it('keeps the written order where no word orders the places', () => {
    expect(stopOrder('Rome, Florence and Venice', 'en', ['Rome', 'Florence', 'Venice'])).toEqual({
      order: [0, 1, 2],
      sequenced: false,
      arrivals: 0,
      departures: 0,
    });
  });

  it('tells a layover from a place on the way', () => {
    expect(saidAsLayover('London to Sydney with a layover in Singapore', 'Singapore')).toBe(true);
    expect(saidAsLayover('Los Angeles to San Francisco via Big Sur', 'Big Sur')).toBe(false);
  });
});
