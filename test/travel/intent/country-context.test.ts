import { describe, expect, it } from 'vitest';
import { loadGazetteer } from '../../../src/travel/geo/index.js';
import { parseIntent } from '../../../src/travel/intent/index.js';

const gazetteer = loadGazetteer();
const addWeek = (day: string) => new Date(Date.parse(day) + 7 * 86_400_000).toISOString().slice(0, 10);
const read = (text: string) => parseIntent({ user_request: text }, { now: () => new Date('2027-03-02T12:00:00Z'), gazetteer }).details;

describe("the origin's country is context for the readers of money and dates", () => {
  it('reads a shared currency sign and a bare budget in the currency of the origin', () => {
    expect(read('from Sydney, 10 days in Japan in May, budget $6,000').budget).toMatchObject({ amount: 6000, currency: 'AUD' });
    expect(read('from Toronto, a week in Lisbon in June, budget $4,000').budget).toMatchObject({ amount: 4000, currency: 'CAD' });
    expect(read('from Denver, a week in Lisbon in June, budget $4,000').budget).toMatchObject({ amount: 4000, currency: 'USD' });
    expect(read('Abflug Zürich, eine Woche Lissabon im Juni, Budget 3000').budget).toMatchObject({ amount: 3000, currency: 'CHF' });
  });

  it("reads a holiday several countries keep on different days as the origin country's", () => {
    const covers = (text: string, day: string) => {
      const window = read(text).date_window;
      return window.start !== null && window.end !== null && window.start <= day && day <= window.end && window.end < addWeek(day);
    };
    expect(covers('flying out of Toronto to Lisbon over Thanksgiving', '2027-10-11')).toBe(true);
    expect(covers('flying out of Chicago to Lisbon over Thanksgiving', '2027-11-25')).toBe(true);
  });
});
