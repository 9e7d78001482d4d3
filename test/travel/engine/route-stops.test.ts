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
});
