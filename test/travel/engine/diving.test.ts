import { describe, expect, it } from 'vitest';
import { context, testEngine } from './engine.js';

const divingWarnings = async (user_request: string) => {
  const res = await testEngine().search({ user_request }, context());
  return res.results.map((r) => r.warnings.find((w) => w.code === 'flying_after_diving'));
};

describe('flying after diving', () => {
  it('warns every result of a diving trip with the surface intervals and their source', async () => {
    const warnings = await divingWarnings('Scuba diving in the Red Sea in October, flying home from Hurghada to London');
    expect(warnings.length).toBeGreaterThan(0);
    for (const w of warnings) {
      expect(w?.severity).toBe('caution');
      expect(w?.message).toMatch(/at least 12 h after a single no-decompression dive, 18 h after several dives/);
      expect(w?.source).toMatch(/Flying After Recreational Diving Workshop/);
    }
  });

  it('says nothing of diving on a trip that does not dive', async () => {
    const warnings = await divingWarnings('A week in Lisbon in May');
    expect(warnings.every((w) => w === undefined)).toBe(true);
  });
});
