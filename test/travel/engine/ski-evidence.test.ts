import { describe, expect, it } from 'vitest';
import { context, testEngine } from './engine.js';

/**
 * A ski trip holds only places with ski evidence: curated skiing, or a known ski resort near; a lowland, low coast
 * or airport suburb is against it. Where no place has any, the answer says no ski area is known there.
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

  it('never fills a ski trip with places without ski evidence, in any language', async () => {
    for (const text of [
      'Skiing in Chile or Argentina in August, from Buenos Aires',
      'Ski trip to New Zealand in July from Sydney',
      'Viaje de esquí a Georgia (el país) en febrero, una semana',
    ]) {
      const res = await search(text);
      for (const r of res.results.filter((x) => x.coverage_mode === 'research_ready'))
        expect(r.match_reasons.join(' '), `${text}: ${r.name}`).toMatch(/skiing: .+, a ski resort Wikivoyage lists, \d+ km away/);
    }
    const chile = await search('Skiing in Chile or Argentina in August, from Buenos Aires');
    expect(chile.results.map((r) => r.name)).not.toContain('Los Glaciares National Park');
  });

  it('says no ski area is known where no place in scope has ski evidence, rather than listing other places', async () => {
    for (const [text, where] of [
      ['Skiing in Thailand in January', 'Thailand'],
      ['Ski week in the Algarve in January from London', 'Algarve'],
    ] as const) {
      const res = await search(text);
      expect(res.results, text).toEqual([]);
      expect(res.match_status.status, text).toBe('no_match');
      expect((res.match_status.validation_checklist ?? []).join(' '), text).toContain(`No ski area known inside ${where}`);
    }
  });

  it('keeps a place the traveller names to ski at, with no ski resort known near it', async () => {
    const res = await search('A ski week in Courchevel in February from London');
    expect(res.results.map((r) => r.name)).toContain('Courchevel');
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
