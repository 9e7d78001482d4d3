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

  it('says nothing of scuba to a trip that snorkels, sky dives, cliff dives or free dives', async () => {
    for (const request of [
      'Snorkelling in Thailand in February',
      'Sky diving trip to Dubai in December',
      'Cliff diving in Croatia in August',
      'Plongée libre en Croatie en août',
    ]) {
      const warnings = await divingWarnings(request);
      expect(warnings.length).toBeGreaterThan(0);
      expect(warnings.every((w) => w === undefined)).toBe(true);
    }
  });

  it('warns only the results one dives at (not an inland park)', async () => {
    const res = await testEngine().search({ user_request: 'Scuba diving and hiking in Croatia in August' }, context());
    const warned = (name: string) => res.results.find((r) => r.name === name)?.warnings.some((w) => w.code === 'flying_after_diving');
    expect(res.results.map((r) => r.name)).toContain('Plitvice Lakes National Park');
    expect(warned('Plitvice Lakes National Park')).toBe(false);
  });
});
