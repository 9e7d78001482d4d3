import { describe, expect, it } from 'vitest';
import type { PlacePoint, TripDates } from '../../../src/travel/knowledge/calendars/index.js';
import { calendars } from '../../../src/travel/knowledge/calendars/index.js';
import { islamicMonthsStartingIn, occurrencesOverlapping } from '../../../src/travel/knowledge/calendars/dates.js';
import { holidayWeekendNights, publicHolidayFinding, publicHolidaysIn } from '../../../src/travel/knowledge/calendars/public-holidays.js';
import { schoolHolidayFinding } from '../../../src/travel/knowledge/calendars/school-holidays.js';

const place = (country: string, admin1: string | null): PlacePoint => ({ id: `test-${country}`, country, admin1, lat: 0, lon: 0 });
const dates = (start: string, end: string, assumed = false): TripDates => ({ range: { start, end }, assumed });

describe('Islamic months for any year', () => {
  it('finds Ramadan from the Umm al-Qura calendar, twice in 2030', () => {
    expect(islamicMonthsStartingIn(2026, 9)).toEqual([{ start: '2026-02-18', end: '2026-03-19' }]);
    expect(islamicMonthsStartingIn(2030, 9).map((r) => r.start)).toEqual(['2030-01-05', '2030-12-26']);
  });

  it('gives the calendar event its occurrence in a year no table lists', () => {
    const ramadan = calendars().events.get('ramadan')!;
    const hits = occurrencesOverlapping(ramadan.when!, { start: '2031-12-18', end: '2031-12-24' });
    expect(hits.map((h) => h.start)).toEqual(['2031-12-16']);
    expect(occurrencesOverlapping(ramadan.when!, { start: '2031-11-20', end: '2031-11-26' })).toEqual([]);
  });
});

describe('public holidays at the destination', () => {
  it('lists the national holidays in the dates, movable ones included', () => {
    expect(publicHolidaysIn('JP', { start: '2026-09-19', end: '2026-09-23' }).map((h) => h.date)).toEqual(['2026-09-21', '2026-09-22', '2026-09-23']);
    expect(publicHolidaysIn('US', { start: '2026-11-25', end: '2026-11-29' }).map((h) => h.name)).toEqual(['Thanksgiving Day']);
    expect(publicHolidaysIn('FR', { start: '2026-05-18', end: '2026-05-22' })).toEqual([]);
  });

  it('counts the nights of a stay inside a long weekend that holds a holiday', () => {
    // Saturday 19 to Wednesday 23 September 2026 are all days off: four nights inside the run.
    expect(holidayWeekendNights('JP', { start: '2026-09-19', end: '2026-09-24' })).toBe(4);
    // An ordinary weekend holds no holiday.
    expect(holidayWeekendNights('DE', { start: '2026-05-15', end: '2026-05-19' })).toBe(0);
    // Whit Monday 25 May 2026: Saturday to Monday, two nights.
    expect(holidayWeekendNights('DE', { start: '2026-05-22', end: '2026-05-26' })).toBe(2);
  });

  it('tells the holidays with their source, only for known dates', () => {
    const f = publicHolidayFinding(place('FR', 'FR-IDF'), dates('2026-07-12', '2026-07-16'));
    expect(f?.warning).toMatchObject({ code: 'public_holiday', severity: 'info' });
    expect(f?.warning.message).toContain('Bastille Day (14 July)');
    expect(f?.warning.source).toContain('date-holidays');
    expect(publicHolidayFinding(place('FR', 'FR-IDF'), dates('2026-07-12', '2026-07-16', true))).toBeNull();
  });
});

describe('school holidays at the destination', () => {
  it('tells the periods of the place region only', () => {
    const february = dates('2027-02-13', '2027-02-19');
    expect(schoolHolidayFinding(place('FR', 'FR-ARA'), february)?.warning.message).toContain('Winter holidays (14 February 2027 - 28 February 2027)');
    expect(schoolHolidayFinding(place('FR', 'FR-BRE'), february)).toBeNull();
    expect(schoolHolidayFinding(place('FR', null), february)?.warning.message).toContain('in parts of the country');
  });
});

describe('holidays in a window of departures', () => {
  it('tells only what every departure of the window reaches', () => {
    // A week leaving any day from 1 to 25 July: 4 July is reached by a few departures only; the summer school holidays by all.
    const july = { range: { start: '2026-07-01', end: '2026-07-31' }, assumed: false, last_departure: '2026-07-25' };
    expect(publicHolidayFinding(place('US', 'US-WA'), july)).toBeNull();
    expect(publicHolidayFinding(place('US', 'US-WA'), dates('2026-07-01', '2026-07-07'))?.warning.message).toContain('Independence Day (4 July)');
    expect(schoolHolidayFinding(place('FR', 'FR-IDF'), { ...july, range: { start: '2026-07-10', end: '2026-07-31' } })?.warning.code).toBe('school_holidays');
  });
});
