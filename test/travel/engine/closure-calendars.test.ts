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
    expect(warnings.some((x) => x.code === 'seasonal_closure' && /Similan/.test(x.message))).toBe(false);
  });

  it('tells the north-east monsoon to the Kelantan coast where the Perhentian boats leave', async () => {
    const warnings = await warningsOf('Perhentian Islands for a beach week, 20 to 30 December, from Kuala Lumpur');
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
    expect(r?.warnings.find((x) => x.code === 'event_out_of_season')?.message).toMatch(/ends on \d{4}-12-24: your dates catch only 1 of its \d+ days/);
    expect(r?.match_reasons.join(' ')).toMatch(/in season for part of your dates/);
    expect(r?.match_reasons.join(' ')).toMatch(/event out of season x0\.85/);
    const inside = await warningsOf('Christmas market trip to Nuremberg, 10 to 13 December');
    expect(inside.some((x) => x.code === 'event_out_of_season')).toBe(false);
  });

  it.each([
    ['Mathura and Vrindavan from 10 to 20 March 2028 for Holi', 'Mathura'],
    ['10 days in Chiang Mai around Songkran', 'Chiang Mai'],
    ['Ten days in Rio de Janeiro for Carnival', 'Rio de Janeiro'],
    ['Bangkok for Songkran, 8 to 18 April', 'Bangkok'],
  ])('neither cautions nor ranks down a trip built around a festival shorter than it: %s', async (text, name) => {
    const r = (await search(text)).results.find((x) => x.name === name);
    expect(r?.match_reasons.join(' ')).toMatch(/in season for your dates/);
    expect(r?.warnings.some((x) => x.code === 'event_out_of_season')).toBe(false);
    expect(r?.match_reasons.join(' ')).not.toMatch(/event out of season/);
  });

  it('cautions a trip that starts on the last day of a long Christmas market, or after most of it', async () => {
    for (const text of ['Vienna Christmas markets, 26 to 29 December', 'Nuremberg Christmas market, 21 to 30 December']) {
      const r = (await search(text)).results[0];
      expect(r?.warnings.find((x) => x.code === 'event_out_of_season')?.message).toMatch(/ends on \d{4}-12-2\d: your dates catch only \d of its \d+ days/);
    }
  });
});
