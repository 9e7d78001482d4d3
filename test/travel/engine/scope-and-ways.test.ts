import { describe, expect, it } from 'vitest';
import { context, testEngine } from './engine.js';

/** A road trip or a train journey says how the trip moves between places, not what a place must hold. */
describe('a way of travelling weighs the places and never leaves one out', () => {
  it("a road trip through Utah's national parks keeps the parks no record tags for road trips", async () => {
    const answer = await testEngine().search(
      { user_request: "Road trip through Utah's national parks in May, family of 4 (kids 9, 12) from Chicago, 10 days", reference_date: '2026-12-03' },
      context(),
    );
    const names = answer.results.map((r) => r.name);
    expect(names).toEqual(expect.arrayContaining(['Zion National Park', 'Bryce Canyon National Park']));
    expect(names[0]).toBe('Moab, Arches and Canyonlands');
  });
});

describe('a hedged place never widens the scope the narrower hard places leave', () => {
  it('Colorado inside the United States keeps out a hedged Zion in Utah', async () => {
    const answer = await testEngine().search(
      {
        destination_constraints: [
          { type: 'state', value: 'Colorado' },
          { type: 'country', value: 'United States' },
          { type: 'park', value: 'Zion', hard: false },
        ],
      },
      context(),
    );
    expect(answer.results.length).toBeGreaterThan(0);
    expect(answer.results.map((r) => r.name)).not.toContain('Zion National Park');
  });
});
