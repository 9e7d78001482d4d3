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

describe("an activity's permit area says where the activity is", () => {
  it('a gorilla trek in Uganda ranks Bwindi first and prices the permits for the adults', async () => {
    const answer = await testEngine().search(
      { user_request: 'Mountain gorillas in Uganda in July, 2 adults from London, 8 days', reference_date: '2026-12-03' },
      context(),
    );
    const top = answer.results[0]!;
    expect(top.name).toBe('Bwindi Impenetrable National Park');
    expect(top.stay_snapshot.notes.join(' ')).toMatch(/Uganda gorilla trekking permit \(Bwindi, Mgahinga\) \(800 USD per adult.*: 1600 USD/);
  });
});
