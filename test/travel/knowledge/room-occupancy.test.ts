import { describe, expect, it } from 'vitest';
import { nightlyBand, occupancyFactor } from '../../../src/travel/knowledge/models/room-occupancy.js';
import { context, testEngine } from '../engine/engine.js';

describe('rooms for families and groups (room_occupancy_model_v1)', () => {
  it('prices a room for more than two above a double, and two a room at the double rate', () => {
    expect(occupancyFactor(4, 1).factor).toBeCloseTo(1.3);
    expect(occupancyFactor(3, 1).factor).toBeCloseTo(1.15);
    expect(occupancyFactor(5, 3)).toEqual({ factor: 1, note: null });
  });

  it('gives a band, not one figure, where the rate is least sure', () => {
    expect(nightlyBand(50, 'low season')).toContain('40-80 USD');
  });

  it('prices a family of four in a mid-range hotel on the Algarve in February as a family room with a band', async () => {
    const res = await testEngine().search(
      { user_request: 'A week on the Algarve in February from London, family of four (kids 6 and 9), mid-range hotel' },
      context(),
    );
    const stay = res.results[0]?.stay_snapshot;
    expect(stay?.estimated_nightly_usd).toBeGreaterThan(45);
    expect(stay?.adjustments?.some((n) => n.includes('room_occupancy_model_v1') && /plan on \d+-\d+ USD/.test(n))).toBe(true);
  });
});
