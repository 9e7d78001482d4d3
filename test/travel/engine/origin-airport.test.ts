import { describe, expect, it } from 'vitest';
import { context, testEngine } from './engine.js';

const originOf = async (user_request: string) =>
  (await testEngine().search({ user_request }, context())).understanding.understood.find((u) => u.field === 'origin')?.value;

/** A departure city is flown from its own airport when it has one with scheduled service, not from a bigger one farther off. */
describe("the origin city's own airport", () => {
  it.each([
    ['From Cork, a week in Lisbon in May', /\(ORK\)/],
    ['Desde Oporto, una semana en Roma en mayo', /\(OPO\)/],
    ['Von Bremen eine Woche nach Kreta im Juni', /\(BRE\)/],
  ])('%s', async (text, airport) => {
    expect(await originOf(text)).toMatch(airport);
  });

  it('leaves a town whose only airport is a small field to a large airport in reach (Oxford)', async () => {
    expect(await originOf('From Oxford, a week in Lisbon in May')).toMatch(/\((LHR|LTN|LGW|STN|BHX)\)/);
  });
});
