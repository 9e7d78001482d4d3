import { describe, expect, it } from 'vitest';
import { airportByIata } from '../../../src/travel/geo/airports.js';
import { surfaceReach } from '../../../src/travel/knowledge/models/surface.js';
import { context, testEngine } from './engine.js';

const wayThere = async (user_request: string, name: string) => {
  const r = (await testEngine().search({ user_request }, context())).results.find((x) => x.name === name);
  return r?.match_reasons.find((m) => /^About [\d.]+ h (by|drive)/.test(m)) ?? '';
};

/** A party with a pet goes by no rail line that refuses pets (Eurostar through the Channel Tunnel): the drive with the car crossing. */
describe('rail lines that carry no pets', () => {
  it.each([
    ['We are a couple from Paris with our dog, no plane, a week in Cornwall in June', 'Cornwall'],
    ['Nous partons de Paris avec notre chien en Cornouailles, sans avion, une semaine en juin', 'Cornwall'],
    ['London to Paris with our dog for a long weekend', 'Paris'],
    ['From London to Amsterdam by train with our cat, 5 days', 'Amsterdam'],
  ])('drives a party with a pet across the Channel: %s', async (text, name) => {
    const way = await wayThere(text, name);
    expect(way).toMatch(/h drive from .*not by train: Eurostar's .* carry no pets .*LeShuttle/);
  });

  it.each([
    ['We are a couple from Paris, no plane, a week in Cornwall in June', 'Cornwall'],
    ['London to Paris for a long weekend', 'Paris'],
  ])('keeps the train for a party without a pet: %s', async (text, name) => {
    expect(await wayThere(text, name)).toMatch(/h by train \(/);
  });

  it('finds no way by rail alone for a pet through the Channel Tunnel, and the train without one', () => {
    const paris = airportByIata('CDG')!;
    const penzance = { id: 'penzance', name: 'Penzance', lat: 50.12, lon: -5.54, country: 'GB', admin1: null };
    const withPet = surfaceReach(paris, penzance, ['rail'], true);
    expect(withPet.status).toBe('no_route');
    expect(withPet.status !== 'reachable' && withPet.reason).toMatch(/Eurostar/);
    const without = surfaceReach(paris, penzance, ['rail'], false);
    expect(without.status === 'reachable' && without.profile.ground_leg?.mode).toBe('rail');
  });
});
