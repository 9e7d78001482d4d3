import { describe, expect, it } from 'vitest';
import { context, testEngine } from './engine.js';

/** A ski trip ranks only places with evidence of skiing: a curated skiing theme or a known ski resort near; cold parks and cities without one are left out and never priced with lift passes. */
describe('a ski trip', () => {
  const search = (user_request: string) => testEngine().search({ user_request }, context());

  it('leaves out cold places with no ski area, and says why', async () => {
    const res = await search('Ski trip to New Zealand in August, one week');
    const names = res.results.map((r) => r.name);
    expect(names).toContain('Queenstown');
    for (const park of ['Aoraki / Mount Cook National Park', 'Milford Sound (Piopiotahi)']) expect(names).not.toContain(park);
    expect(res.beta_warnings.join(' ')).toMatch(/left out for lacking required themes \(skiing\).*ski resorts Wikivoyage lists/);
  });

  it('prefers a town by a known ski resort to places that cannot offer skiing', async () => {
    const res = await search('Skiing in Australia in July');
    expect(res.results.map((r) => r.name)).toEqual(['Hotham Heights']);
    expect(res.results[0]?.stay_snapshot?.notes.join(' ')).toMatch(/lift passes/);
  });

  it('finds the towns that serve known ski resorts, with the resort as evidence, in any language', async () => {
    for (const text of ['Skiurlaub in Norwegen im März', 'Vacances de ski en Norvège en mars']) {
      const res = await search(text);
      const lillehammer = res.results.find((r) => r.name === 'Lillehammer');
      expect(lillehammer, text).toBeDefined();
      expect(lillehammer?.match_reasons.join(' '), text).toMatch(/skiing: Hafjell, a ski resort Wikivoyage lists, 14 km away/);
    }
  });
});
