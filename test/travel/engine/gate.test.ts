import { describe, expect, it } from 'vitest';
import { pointOf } from '../../../src/travel/engine/gate/scope.js';
import { analysis, testEngine } from './engine.js';
import { rankedConfidence } from '../../../src/travel/engine/rank/rank.js';

const inside = (placeName: string, ids: string[]) => {
  const g = testEngine().data.gazetteer;
  const place = g.resolve(placeName)[0]!;
  return ids.map((id) => g.contains(place, pointOf(testEngine().catalog.byId(id)!)));
};

describe('gating before ranking', () => {
  it('keeps only destinations inside the hard region, and with strict themes only those with the themes', () => {
    const a = analysis({ user_request: 'Northern California, redwoods and rugged coast, 4 days in May from SFO' });
    expect(a.gate.status).toBe('matched');
    const ids = a.ranked.map((r) => r.candidate.id);
    expect(ids.length).toBeGreaterThan(0);
    expect(inside('Northern California', ids).every(Boolean)).toBe(true);
    for (const r of a.ranked.filter((x) => x.candidate.themes)) {
      expect(r.gated.themes_missing).toEqual([]);
    }
  });

  it('names the destinations a hard beach wish leaves out, and why', () => {
    const a = analysis({ user_request: 'From London, a beach holiday on the coast of Spain in July, 2 adults' });
    const note = a.gate.notes.find((n) => n.includes('left out for lacking required themes (beach)'));
    expect(note).toMatch(/: [^.]*Madrid[^.]* inland by coast_distance_model_v1/);
    expect(a.ranked.map((r) => r.candidate.name)).not.toContain('Madrid');
  });

  it('strict_mode false relaxes required themes but never hard geography', () => {
    const strict = analysis({ user_request: 'somewhere in Northern California', required_themes: ['diving'], strict_mode: true });
    const loose = analysis({ user_request: 'somewhere in Northern California', required_themes: ['diving'], strict_mode: false });
    expect(loose.ranked.length).toBeGreaterThan(strict.ranked.filter((r) => r.candidate.themes).length);
    expect(
      inside(
        'Northern California',
        loose.ranked.map((r) => r.candidate.id),
      ).every(Boolean),
    ).toBe(true);
  });

  it('disjoint hard places are alternatives, nested ones narrow, overlapping ones must all hold', () => {
    const either = analysis({
      destination_constraints: [
        { type: 'country', value: 'Portugal' },
        { type: 'country', value: 'Spain' },
      ],
    });
    expect(new Set(either.ranked.map((r) => r.candidate.country))).toEqual(new Set(['PT', 'ES']));
    const parks = analysis({ user_request: 'Banff and Jasper national parks, 9 days in July' });
    expect(parks.ranked.map((r) => r.candidate.id)).toEqual(expect.arrayContaining(['banff', 'jasper']));
    const nested = analysis({
      destination_constraints: [
        { type: 'country', value: 'Italy' },
        { type: 'region', value: 'Tuscany' },
      ],
    });
    expect(nested.ranked.length).toBeGreaterThan(0);
    expect(
      inside(
        'Tuscany',
        nested.ranked.map((r) => r.candidate.id),
      ).every(Boolean),
    ).toBe(true);
    const overlap = analysis({
      destination_constraints: [
        { type: 'region', value: 'Pacific Northwest' },
        { type: 'country', value: 'Canada' },
      ],
    });
    expect(overlap.ranked.length).toBeGreaterThan(0);
    expect(overlap.ranked.every((r) => r.candidate.country === 'CA')).toBe(true);
    expect(
      inside(
        'Pacific Northwest',
        overlap.ranked.map((r) => r.candidate.id),
      ).every(Boolean),
    ).toBe(true);
  });

  it('resolved geography without curated coverage yields research_ready gazetteer candidates inside it', () => {
    const a = analysis({ user_request: 'a week somewhere in Bolivia in August from JFK' });
    expect(a.gate.status).toBe('matched');
    expect(a.ranked.length).toBeGreaterThan(0);
    for (const r of a.ranked) {
      expect(r.candidate.coverage_mode).toBe('research_ready');
      expect(r.candidate.country).toBe('BO');
      expect(r.candidate.climate_provenance.tier).toBe('model_estimate');
      const confidence = rankedConfidence(r, a.trip);
      expect(confidence.score).toBeLessThan(0.5);
      expect(confidence.reasons[0]).toMatch(/No curated record/);
    }
  });

  it('unresolvable or mistyped hard geography is no_match with unsupported_coverage', () => {
    for (const input of [{ user_request: 'two weeks in Narnia' }, { destination_constraints: [{ type: 'country' as const, value: 'Atlantis' }] }]) {
      const a = analysis(input);
      expect(a.gate).toMatchObject({ status: 'no_match', reason: 'unsupported_coverage' });
      expect(a.ranked).toEqual([]);
    }
  });

  it('a real place beyond every scheduled airport is no_match, with what is known of it: nearest airport, normals, advisory, entry', () => {
    const a = analysis({ user_request: 'Antarctica in January from Buenos Aires, German passport' });
    expect(a.gate).toMatchObject({ status: 'no_match', reason: 'unsupported_coverage' });
    const known = a.gate.notes.find((n) => n.startsWith('What is known of'));
    expect(known).toMatch(/^What is known of McMurdo Station \(Antarctica\): nearest scheduled airport .* \([A-Z]{3}, New Zealand\), [\d,]+ km away/);
    expect(known).toMatch(/Jan normals: highs about -?\d+ C, lows -\d+ C \(station_normals_idw_v1, .*Scott Base/);
    expect(known).toMatch(/US State Department advisory for Antarctica: Level \d/);
    expect(known).toMatch(/entry: the data has no entry rule for Germany passport holders/);
    expect(analysis({ user_request: 'two weeks in Narnia' }).gate.notes.join(' ')).not.toMatch(/What is known of/);
  });

  it('says nothing of a place beyond reach when airports are near and nothing was covered for other reasons (surfing in the Alps)', () => {
    const a = analysis({ user_request: 'Surfing in the Alps in July', strict_mode: true });
    expect(a.gate.status).toBe('no_match');
    expect(a.gate.notes.join(' ')).not.toMatch(/What is known of|by ship or charter/);
  });

  it('a structured constraint of the wrong type is no_match; an excluded place alone does not block the search', () => {
    const wrong = analysis({ destination_constraints: [{ type: 'city', value: 'Tuscany' }] });
    expect(wrong.gate).toMatchObject({ status: 'no_match', reason: 'unsupported_coverage' });
    expect(wrong.gate.notes.join(' ')).toContain('city:Tuscany');
    const excluded = analysis({ user_request: 'a beach week in March, anywhere but Florida' });
    expect(excluded.gate.status).toBe('matched');
  });

  it('required themes with no matching destination and no geography is no_match / empty_ranked_set', () => {
    const a = analysis({ required_themes: ['skiing', 'snorkeling', 'desert'], strict_mode: true });
    expect(a.gate).toMatchObject({ status: 'no_match', reason: 'empty_ranked_set' });
  });
  it('a named place whose destinations lack the required themes stays, with the missing themes listed, instead of no_match', () => {
    for (const user_request of ['Dubai in August, beach and snorkeling', 'Chiang Mai in February for the beaches']) {
      const a = analysis({ user_request });
      expect(a.gate, user_request).toMatchObject({ status: 'matched', reason: 'ranked_candidates_available' });
      const named = a.ranked.filter((r) => r.candidate.themes);
      expect(named.length, user_request).toBeGreaterThan(0);
      expect(
        named.every((r) => r.gated.themes_missing.length > 0),
        user_request,
      ).toBe(true);
    }
    // With a destination inside that has the themes, strict themes still filter.
    const thai = analysis({ user_request: 'Thailand for two weeks, beaches and diving' });
    expect(thai.gate.reason).toBe('hard_constraints_satisfied');
    expect(thai.ranked.filter((r) => r.candidate.themes).every((r) => r.gated.themes_missing.length === 0)).toBe(true);
  });

  it("rules skiing out where no month of the place's own climate is good for snow, for places nobody curated and for kept ones", () => {
    const snowy = (r: { candidate: { comfort: { snow: readonly number[] } } }) => r.candidate.comfort.snow.some((v) => v >= 0.7);
    const chile = analysis({ user_request: 'Skiing in Chile in August, one week' });
    const research = chile.ranked.filter((r) => !r.candidate.themes);
    expect(research.every(snowy)).toBe(true);
    expect(chile.gate.notes.join(' ')).toMatch(/left out for lacking required themes \(skiing\) by .*snow months of resort_season_model_v1/);
    const japan = analysis({ user_request: 'Ski trip to Japan in February for 10 days' });
    expect(japan.ranked.filter((r) => !r.candidate.themes).every(snowy)).toBe(true);
    // No Spanish record is a ski resort: the warm coasts go, Granada (some skiing, the Sierra Nevada) stays.
    const spain = analysis({ user_request: 'Skiing in Spain in January' }).ranked.map((r) => r.candidate.id);
    expect(spain).toContain('granada');
    expect(spain).not.toContain('costa-del-sol');
    expect(spain).not.toContain('barcelona');
  });

  it('lists ruled-out destinations of a named place only when nothing else is left, and says why', () => {
    const a = analysis({ user_request: 'A beach week in Switzerland in July' });
    expect(a.ranked.length).toBeGreaterThan(0);
    expect(a.gate.notes.join(' ')).toMatch(/none of these can offer beach; they are listed for the place's sake/);
  });
});
