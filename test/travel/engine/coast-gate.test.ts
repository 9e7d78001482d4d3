import { describe, expect, it } from 'vitest';
import { analysis } from './engine.js';

/** Coast and island themes as hard filters on places nobody curated, from the land data, with the reason stated. */
describe('coast and island filters', () => {
  it('leaves inland gazetteer places out of a coast request and says why', () => {
    const a = analysis({ user_request: 'Beach towns on the coast of Portugal in June 2026 for a week, from London' });
    const names = a.ranked.map((r) => r.candidate.name);
    expect(names).not.toContain('Viseu');
    expect(a.ranked.length).toBeGreaterThanOrEqual(3);
    expect(a.gate.notes.join(' ')).toMatch(/left out .*coast_distance_model_v1/);
  });

  it('keeps only island places for an islands request', () => {
    const a = analysis({ user_request: 'Island hopping in the Philippines in March 2027 for two weeks from Singapore' });
    expect(a.trip.required_themes).toContain('islands');
    expect(a.ranked.map((r) => r.candidate.name)).not.toContain('Manila');
  });
});
