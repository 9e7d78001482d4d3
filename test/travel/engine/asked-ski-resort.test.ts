import { describe, expect, it } from 'vitest';
import { context, testEngine } from './engine.js';

/** A ski resort nobody curated, read from the request: priced as a resort in season, with lift passes, only on a ski trip in its snow months. */
describe('ski resorts read from the request', () => {
  const top = async (user_request: string) => (await testEngine().search({ user_request }, context())).results[0]!;

  it('a ski week in its snow months is a resort stay in peak season with lift passes; a summer week there is neither', async () => {
    const ski = await top('Ski week in Courchevel from London, 7 to 14 February 2027, two adults');
    const summer = await top('A week in Courchevel from London, 4 to 11 July 2027, two adults');
    expect(ski.id).toBe(summer.id);
    expect(ski.stay_snapshot!.adjustments?.join(' ')).toMatch(/ski resort in peak season.*resort_season_model_v1/);
    expect(ski.stay_snapshot!.notes.join(' ')).toMatch(/lift passes: 6 skiing day\(s\) x 2 skier\(s\)/);
    expect([...summer.stay_snapshot!.notes, ...(summer.stay_snapshot!.adjustments ?? [])].join(' ')).not.toMatch(/resort|lift passes/);
    expect(ski.stay_snapshot!.estimated_nightly_usd!).toBeGreaterThan(summer.stay_snapshot!.estimated_nightly_usd!);
  });
});
