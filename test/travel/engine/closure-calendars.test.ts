import { describe, expect, it } from 'vitest';
import { context, testEngine } from './engine.js';

const search = (user_request: string) => testEngine().search({ user_request }, context());
const warningsOf = async (user_request: string) => (await search(user_request)).results.flatMap((r) => r.warnings);

/** Closures, monsoon shutdowns, public holidays and an event that ends in the first days of the trip, told from the calendars. */
describe('closures and calendars in the trip window', () => {
  it.each([
    ['Diving trip to the Similan Islands from Bangkok, two weeks in late June'],
    ['Liveaboard diving at the Similan Islands from Phuket, 1 to 12 July'],
  ])('closes the Similan and Surin marine parks in the south-west monsoon: %s', async (text) => {
    const w = (await warningsOf(text)).find((x) => x.code === 'seasonal_closure' && /Similan/.test(x.message));
    expect(w?.severity).toBe('caution');
  });

  it('keeps the Similan parks open in their season', async () => {
    const warnings = await warningsOf('Diving trip to the Similan Islands from Bangkok, two weeks in late January');
    expect(warnings.some((x) => /Similan/.test(x.message))).toBe(false);
  });

  it('tells the north-east monsoon to the Kelantan coast where the Perhentian boats leave', async () => {
    const warnings = await warningsOf('Perhentian Islands for a beach week over Christmas from Kuala Lumpur');
    expect(warnings.some((x) => x.code === 'monsoon' && /north-east monsoon/i.test(x.message))).toBe(true);
  });

  it.each([
    ['Paris, 1 to 10 May, museums and restaurants', /1 May \(Fête du Travail\)/],
    ['Paris du 28 avril au 3 mai, musées', /1 May \(Fête du Travail\)/],
    ['Lyon 12 to 17 May 2026 from London', /Ascension Thursday/],
  ])('tells the French public holidays in the dates: %s', async (text, words) => {
    expect((await warningsOf(text)).some((x) => x.code === 'holiday_closure' && words.test(x.message))).toBe(true);
  });

  it('tells no French holiday outside its day', async () => {
    expect((await warningsOf('Paris, 10 to 20 June, museums')).some((x) => x.code === 'holiday_closure')).toBe(false);
  });

  it('says a Christmas market is on for only the first day of a 24-27 December trip, and nothing for one inside its season', async () => {
    const late = await search('Christmas market trip to Nuremberg, 24 to 27 December');
    const r = late.results[0];
    expect(r?.warnings.find((x) => x.code === 'event_out_of_season')?.message).toMatch(/ends on \d{4}-12-24: it is on for only 1 of the 4 days/);
    expect(r?.match_reasons.join(' ')).toMatch(/in season for part of your dates/);
    const inside = await warningsOf('Christmas market trip to Nuremberg, 10 to 13 December');
    expect(inside.some((x) => x.code === 'event_out_of_season')).toBe(false);
  });
});
