import { describe, expect, it } from 'vitest';
import { readDates } from '../../../src/travel/intent/dates.js';
import type { Lang } from '../../../src/travel/intent/language.js';
import { SCHOOL_HOLIDAYS, schoolWindows } from '../../../src/travel/intent/school-holidays.js';
import { tokenize } from '../../../src/travel/intent/tokens.js';

const today = new Date(Date.UTC(2026, 10, 20));
const read = (text: string, lang: Lang, origin?: { country: string; region: string | null }) =>
  readDates(text, tokenize(text), lang, today, origin ? { countries: [origin.country], origin } : {});
const win = (text: string, lang: Lang, origin?: { country: string; region: string | null }) => {
  const d = read(text, lang, origin);
  return [d?.start, d?.end];
};

describe('school holidays of the writer (OpenHolidays data)', () => {
  it("reads a school holiday as the writer's region's, with the weekends around it", () => {
    // Bavaria's Osterferien 2027: Monday 22 March to Friday 2 April.
    expect(win('the Easter holidays in Crete', 'en', { country: 'DE', region: 'DE-BY' })).toEqual(['2027-03-20', '2027-04-04']);
    // North Rhine-Westphalia's Herbstferien 2027: Saturday 23 October to Saturday 6 November.
    expect(win('in den Herbstferien nach Mallorca', 'de', { country: 'DE', region: 'DE-NW' })).toEqual(['2027-10-23', '2027-11-07']);
    // Zone A (Lyon) winter holidays 2027 start on Sunday 14 February: the pupils are free from the Saturday.
    expect(win("pendant les vacances d'hiver", 'fr', { country: 'FR', region: 'FR-ARA' })).toEqual(['2027-02-13', '2027-02-28']);
  });

  it('spans every region and says so when the region is not known and the regions differ', () => {
    const d = read("pendant les vacances d'hiver", 'fr');
    expect([d?.start, d?.end]).toEqual(['2027-02-06', '2027-03-07']);
    expect(d?.regional).toBe("vacances d'hiver");
    expect(read('pendant les vacances de la Toussaint', 'fr', { country: 'FR', region: null })?.regional).toBeUndefined();
  });

  it("is not another country's school holiday: the name keeps its ordinary reading there", () => {
    // From Boston, "Easter holidays" is Easter (Good Friday to Easter Monday), not a European school calendar.
    expect(win('the Easter holidays in Crete', 'en', { country: 'US', region: 'US-MA' })).toEqual(['2027-03-26', '2027-03-29']);
  });

  it('joins the regions of one occurrence and keeps occurrences apart', () => {
    const winter = SCHOOL_HOLIDAYS.find((h) => h.id === 'fr-winter-holidays');
    expect(winter).toBeDefined();
    const all = schoolWindows(winter as NonNullable<typeof winter>, null).filter((w) => w.start.getUTCFullYear() === 2027);
    expect(all).toHaveLength(1);
    expect(all[0]?.regional).toBe(true);
  });
});
