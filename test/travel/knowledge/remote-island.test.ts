import { describe, expect, it } from 'vitest';
import { loadKnowledgeBase } from '../../../src/travel/knowledge/index.js';
import { placeGateways } from '../../../src/travel/knowledge/models/gateways.js';
import { REMOTE_ISLAND_MODEL, remoteIsland } from '../../../src/travel/knowledge/models/remote-island.js';
import { basisForRecord, tierRates } from '../../../src/travel/knowledge/models/tiers.js';

/** remote_island_model_v1 over real places and the gateways the engine gives them. */
const at = (lat: number, lon: number, country: string) => {
  const place = { lat, lon, country };
  return remoteIsland(place, placeGateways(place));
};

describe('remote_island_model_v1', () => {
  it('prices a small island no international flight reaches by road above the mainland, more the further out it lies', () => {
    const noronha = at(-3.85, -32.42, 'BR')!;
    const galapagos = at(-0.74, -90.31, 'EC')!;
    expect(noronha.factor).toBeGreaterThan(REMOTE_ISLAND_MODEL.base);
    expect(galapagos.factor).toBeGreaterThan(noronha.factor);
    expect(galapagos.factor).toBeLessThanOrEqual(REMOTE_ISLAND_MODEL.base + REMOTE_ISLAND_MODEL.per_isolation);
    expect(noronha.note).toContain(REMOTE_ISLAND_MODEL.name);
  });

  it('leaves mainland places, large islands, islands a bridge joins to the mainland and islands with their own international airport alone', () => {
    expect(at(-8.05, -34.9, 'BR')).toBeNull();
    expect(at(39.57, 2.65, 'ES')).toBeNull();
    expect(at(64.15, -21.94, 'IS')).toBeNull();
    expect(at(44.35, -68.22, 'US')).toBeNull();
  });

  it('raises a remote island to international rates before its premium', () => {
    const d = loadKnowledgeBase().byId('mallorca')!;
    const basis = basisForRecord(d);
    const island = { factor: 1.5, note: 'test' };
    const plain = tierRates(basis, 'mid').lodging_per_night_usd;
    expect(tierRates(basis, 'mid', { island }).lodging_per_night_usd).toBeGreaterThanOrEqual(Math.floor(plain * island.factor));
  });
});
