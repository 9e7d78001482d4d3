import { describe, expect, it } from 'vitest';
import { context, testEngine } from './engine.js';

const search = (user_request: string) => testEngine().search({ user_request }, context());

/** A road trip across the sea names the car ferry it takes; the train is named as the train, not as a drive. */
describe('sea crossings and the way there by surface', () => {
  it.each([
    ['From Paris to Ireland by car for two weeks in July, no flying. Do we need a ferry?'],
    ['De Paris en Irlande en voiture, deux semaines en juillet, sans avion. Faut-il un ferry ?'],
  ])('names the car ferry to Ireland from Paris, not "no open water" (%s)', async (text) => {
    const res = await search(text);
    expect(res.results.length).toBeGreaterThan(0);
    for (const r of res.results) {
      expect(r.match_reasons.join(' ')).toMatch(/car ferry/);
      const ferry = r.answers.find((a) => a.topic === 'ferry');
      if (ferry) expect(ferry.answer).toMatch(/car ferry .*(Rosslare|Dublin|Cork)/);
      expect(r.provider_handoffs.ground_handoff?.leg.name).toMatch(/car ferry/);
    }
  });

  it('answers a ferry question on a flown trip with the crossing a drive would take', async () => {
    const res = await search('We live in Paris and fly to Dublin for a week in July. Do we need a ferry?');
    const ferry = res.results[0]?.answers.find((a) => a.topic === 'ferry');
    expect(ferry?.answer).toMatch(/^None by air; by road from \w+, the car ferry /);
  });

  it('says no ferry where a fixed link carries the car (London to Paris through the Channel Tunnel)', async () => {
    const res = await search('From London to Paris by car in May, no flying');
    expect(res.results[0]?.match_reasons.join(' ')).toMatch(/h drive from LHR/);
  });

  it('names a rail trip as by train, not as a drive', async () => {
    const res = await search('Three days in Ljubljana from Vienna by train');
    expect(res.results[0]?.match_reasons.join(' ')).toMatch(/h by train \(Vienna - Ljubljana, .* modelled from distance/);
  });
});
