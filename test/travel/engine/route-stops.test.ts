import { describe, expect, it } from 'vitest';
import { context, testEngine } from './engine.js';

/** A second place of one trip is reached from the stop before it, never priced from home. */
describe('stops of one trip', () => {
  const search = (user_request: string) => testEngine().search({ user_request }, context());

  it('prices a side trip from the base, in any language', async () => {
    for (const [text, base, side] of [
      ['A week in Bangkok in January from London for two, with a side trip to Chiang Mai', 'Bangkok', 'Chiang Mai'],
      ['Zwei Wochen im Mai ab München: erst Wien, dann ein Abstecher nach Budapest', 'Vienna', 'Budapest'],
      ['Quero ir ao Rio de Janeiro e depois a Foz do Iguaçu em agosto, saindo de Lisboa', 'Rio de Janeiro', 'Foz do Iguaçu'],
    ] as const) {
      const res = await search(text);
      expect(
        res.route?.legs.map((l) => [l.from, l.to]),
        text,
      ).toEqual([[base, side]]);
      expect(res.route?.to_and_from[0]?.to, text).toBe(base);
    }
  });

  it('is no route when the places are offered as a choice', async () => {
    expect((await search('Lisbon or Porto for a week in May from Paris?')).route ?? null).toBeNull();
    expect((await search('Somewhere warm in Europe in March from Oslo, cities like Lisbon, Seville or Malaga')).route ?? null).toBeNull();
  });

  it.each([
    'Compare Barcelona and Madrid for a week in May from London',
    '¿Barcelona y Madrid: cuál es mejor para una semana en mayo desde Londres?',
    'Is Lisbon cheaper than Porto for a week in May from London?',
    'Somewhere cheaper than Paris, like Lisbon, for a week in May from London',
    'Lisbon in May for a week from London, we already saw Porto last year',
    'A week in Banff in July from London, flying into Calgary',
  ])('is no route on a comparison, a past visit or a gateway (%s)', async (text) => {
    expect((await search(text)).route ?? null).toBeNull();
  });

  it('stops on the ground on the way, before the place it leads to, and flies through a layover', async () => {
    const via = await search('From Boston to Lisbon via Madrid and Seville, 10 days in May');
    expect(via.route?.stops.map((s) => s.name)).toEqual(['Madrid', 'Sevilla', 'Lisbon']);
    expect(via.route?.to_and_from.map((l) => [l.from, l.to])).toEqual([
      ['Boston', 'Madrid'],
      ['Lisbon', 'Boston'],
    ]);
    const layover = await search('From London to Sydney with a layover in Singapore, three weeks in February');
    expect(layover.route ?? null).toBeNull();
    // Said of a flight, "via" is where it connects.
    expect((await search('Cheap flights from Boston to Lisbon via Madrid in May')).route ?? null).toBeNull();
  });

  it('lands at the city flown into and leaves from the one flown home from', async () => {
    const res = await search('Cinque Terre and Portofino for 8 days in June, flying into Genoa from New York');
    expect(res.route?.stops.map((s) => s.name)).toEqual(['Genoa', 'Cinque Terre', 'Portofino']);
    expect(res.route?.to_and_from[0]?.to).toBe('Genoa');
  });

  it('is a route when the trip is split between the stops', async () => {
    const res = await search('A week in May from London: 4 nights in Lisbon and 3 nights in Porto');
    expect(res.route?.legs.map((l) => [l.from, l.to])).toEqual([['Lisbon', 'Porto']]);
  });

  it('answers a chain of stops as one route whose nights add up to the trip, each labelled stated or shared', async () => {
    const chain = await search('Tokyo - Kyoto - Osaka, 12 days in April, from San Francisco');
    expect(chain.route?.stops.map((s) => s.name)).toEqual(['Tokyo', 'Kyoto', 'Osaka']);
    expect(chain.route?.stops.reduce((n, s) => n + s.nights, 0)).toBe(11);
    expect(chain.route?.stops.every((s) => s.nights_basis === 'model_estimate')).toBe(true);
    const counted = await search('Rome 3 nights, Florence 2, Venice 2 in October, flying from Chicago');
    expect(counted.route?.stops.map((s) => [s.name, s.nights, s.nights_basis])).toEqual([
      ['Rome', 3, 'stated'],
      ['Florence', 2, 'stated'],
      ['Venice', 2, 'stated'],
    ]);
  });

  it('sets the trip in a region named before its stops, and says which named stop it cannot place', async () => {
    const sicily = await search('Sicily: Palermo and Catania, 6 days in May from Rome');
    expect(sicily.route?.stops.map((s) => s.name)).toEqual(['Palermo', 'Catania']);
    const crete = await search('Crete: Chania and Heraklion, 6 days in May from Athens');
    expect(crete.route?.stops.map((s) => s.name)).toEqual(['Chaniá', 'Irákleion']);
    const england = await search('A road trip in New England in September: Burlington, Portland and Boston, two weeks');
    expect(england.route?.stops.map((s) => s.name)).toEqual(['Burlington', 'Portland', 'Boston']);
    // A region listed with the places after it, or led from to them, is a stop among them, not their setting.
    const tuscany = await search('Tuscany, then Rome and Naples, 10 days in May');
    expect(tuscany.route?.stops[0]?.name).toBe('Tuscany');
    // Islands of one state are stops of their own, none the setting of the others.
    const hawaii = await search('Oahu, Maui and the Big Island, 12 days in October from Los Angeles');
    expect(hawaii.route?.stops).toHaveLength(3);
    const scotland = await search('Edinburgh, then Glenquarrock Falls, then Inverness, 7 days in June from Boston');
    expect(scotland.route?.stops.map((s) => s.name)).toEqual(['Edinburgh', 'Inverness']);
    expect(scotland.route?.unplaced).toEqual(['Glenquarrock Falls']);
    expect(scotland.route?.notes.some((n) => n.includes('Glenquarrock Falls'))).toBe(true);
  });
});
