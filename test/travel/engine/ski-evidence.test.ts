import { describe, expect, it } from 'vitest';
import { context, testEngine } from './engine.js';

/**
 * A ski trip ranks places nobody curated on evidence: a known ski resort near is for skiing, a lowland,
 * low coast or airport suburb is against it, and no known resort near is unknown (the list is short).
 */
describe('a ski trip', () => {
  const search = (user_request: string) => testEngine().search({ user_request }, context());

  it('leaves out low coasts and lowlands, and names the model that did', async () => {
    for (const text of ['Ski trip to New Zealand in August, one week', 'Skiurlaub in Neuseeland im August, eine Woche']) {
      const res = await search(text);
      const names = res.results.map((r) => r.name);
      expect(names, text).toContain('Queenstown');
      expect(names, text).not.toContain('Milford Sound (Piopiotahi)');
    }
    const flat = await search('Vacances de ski aux Pays-Bas en février');
    for (const town of ['Rotterdam', 'Maastricht']) expect(flat.results.map((r) => r.name)).not.toContain(town);
    expect(flat.beta_warnings.join(' ')).toMatch(/ski_terrain_model_v1/);
  });

  it('keeps places with no known ski resort near but nothing against skiing, saying the evidence is unknown, in any language', async () => {
    for (const text of ['Ski trip to Georgia (the country) in February for a week', 'Viaje de esquí a Georgia (el país) en febrero, una semana']) {
      const res = await search(text);
      expect(res.match_status.status, text).toBe('matched');
      const research = res.results.filter((r) => r.coverage_mode === 'research_ready');
      expect(research.length, text).toBeGreaterThan(0);
      for (const r of research) expect(r.match_reasons.join(' '), text).toMatch(/skiing: unknown \(no ski resort Wikivoyage lists within 30 km/);
    }
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
