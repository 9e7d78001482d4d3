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

  it('is a route when the trip is split between the stops', async () => {
    const res = await search('A week in May from London: 4 nights in Lisbon and 3 nights in Porto');
    expect(res.route?.legs.map((l) => [l.from, l.to])).toEqual([['Lisbon', 'Porto']]);
  });
});
