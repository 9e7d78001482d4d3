import { describe, expect, it } from 'vitest';
import { context, testEngine } from './engine.js';

/** An origin the request gives whose airport is unknown is said to be given, never "no origin". */
describe('an origin without a known airport', () => {
  const search = (user_request: string, origin?: string) => testEngine().search({ user_request, ...(origin ? { origin } : {}) }, context());

  it('is named as given, with the way there unpriced, in the result and its flight snapshot', async () => {
    const res = await search('A week in Lisbon in May for two from Tristan da Cunha, budget 2000 USD');
    const r = res.results[0]!;
    const said = [...r.match_reasons, ...r.flight_snapshot.notes, ...r.confidence.reasons].join(' ');
    expect(said).toMatch(/origin "Tristan da Cunha" is given but no airport was found/);
    expect(said).not.toMatch(/no origin/i);
    // The stand-in hub's route is no route of the traveller's.
    expect(r.flight_snapshot.notes.join(' ')).not.toMatch(/connection|Nonstop|Within driving range|instead of a flight|Also by/);
    expect(r.flight_snapshot.route).toBeNull();
  });

  it('names an origin field that is no airport', async () => {
    const res = await search('A week in Lisbon in May for two', 'QQX');
    expect(res.results[0]!.flight_snapshot.notes.join(' ')).toMatch(/origin "QQX" is given but no airport was found/);
  });

  it('asks for the departure airport, not the origin, to check a flying-time cap or a way without flying', async () => {
    for (const text of [
      'A week somewhere warm in May for two from Tristan da Cunha, no flight over 6 hours',
      'A week in Lisbon in May for two from Tristan da Cunha, we travel by train, no flights',
    ]) {
      const said = JSON.stringify(await search(text));
      expect(said, text).toMatch(/give the departure airport to have it (applied|checked)/i);
      expect(said, text).not.toMatch(/give the origin/i);
    }
  });

  it('still says no origin is given when none is', async () => {
    const res = await search('A week in Lisbon in May for two');
    expect(res.results[0]!.flight_snapshot.notes.join(' ')).toMatch(/No origin is given/);
  });
});
