import { describe, expect, it } from 'vitest';
import { loadKnowledgeBase } from '../../../src/travel/knowledge/index.js';
import { calendars } from '../../../src/travel/knowledge/calendars/index.js';
import { readTravelJson } from '../../../src/travel/knowledge/data-files.js';
import {
  BlossomSiteSchema,
  ClosureSchema,
  EventSchema,
  ExtremeSchema,
  HazardSchema,
  type Area,
  type Period,
  type When,
} from '../../../src/travel/knowledge/calendars/types.js';
import type { CountryAdvisory } from '../../../src/travel/knowledge/advisories.js';
import { compileSchema } from '../../helpers/schema.js';

/**
 * The calendar and advisory data files: every record validates, names its source and as-of
 * date, uses real calendar dates and real curated ids, and says whether it was verified.
 */
const cal = calendars();
const curatedIds = new Set(loadKnowledgeBase().destinations.map((d) => d.id));
const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

function invalid(schema: Parameters<typeof compileSchema>[0], records: readonly object[]): string[] {
  const validate = compileSchema(schema);
  const name = (r: object) => ('id' in r ? r.id : 'site' in r ? r.site : '?') as string;
  return records.flatMap((r) => (validate(r) ? [] : [`${name(r)}: ${JSON.stringify(validate.errors)}`]));
}

const realMonthDay = (md: string) => Number(md.slice(3)) <= (DAYS_IN_MONTH[Number(md.slice(0, 2)) - 1] ?? 0);
const periodProblems = (p: Period, where: string) => [p.from, p.to].filter((md) => !realMonthDay(md)).map((md) => `${where}: ${md} is not a calendar day`);

function whenProblems(w: When | null | undefined, where: string): string[] {
  if (!w) return [];
  if (w.rule === 'fixed') return periodProblems(w.period, where);
  if (w.rule === 'advent') return realMonthDay(w.to) ? [] : [`${where}: ${w.to}`];
  if (w.rule === 'dates')
    return w.dates.flatMap(([a, b]) => (Number.isNaN(Date.parse(a)) || Number.isNaN(Date.parse(b)) || a > b ? [`${where}: ${a}..${b}`] : []));
  if (w.rule === 'easter' || w.rule === 'weekday') return w.from_days <= w.to_days ? [] : [`${where}: from_days after to_days`];
  return [];
}

const areaProblems = (a: Area, where: string) =>
  [...(a.destinations ?? []), ...(a.except?.destinations ?? [])].filter((id) => !curatedIds.has(id)).map((id) => `${where}: unknown destination ${id}`);

describe('calendar data', () => {
  it('validates every record against its schema', () => {
    expect(invalid(HazardSchema, cal.hazards)).toEqual([]);
    expect(invalid(ClosureSchema, cal.closures)).toEqual([]);
    expect(invalid(ExtremeSchema, cal.extremes.places)).toEqual([]);
    expect(invalid(EventSchema, [...cal.events.values()])).toEqual([]);
    expect(invalid(BlossomSiteSchema, cal.blossom)).toEqual([]);
  });

  it('names a source and an as-of date on every record, and says whether it was verified', () => {
    const records = [...cal.hazards, ...cal.closures, ...cal.extremes.places, ...cal.events.values()];
    const missing = records.filter((r) => r.source.trim().length < 10 || !/^\d{4}(-\d{2}(-\d{2})?)?$/.test(r.as_of) || typeof r.verified !== 'boolean');
    expect(missing.map((r) => r.id)).toEqual([]);
    const unverifiedNoted = records.filter((r) => !r.verified && !r.note);
    expect(unverifiedNoted.map((r) => r.id)).toEqual([]);
  });

  it('uses real calendar days, ordered date pairs and ids of curated destinations', () => {
    const problems = [
      ...cal.hazards.flatMap((h) => [...periodProblems(h.season, h.id), ...h.peak.flatMap((p) => periodProblems(p, h.id)), ...areaProblems(h.area, h.id)]),
      ...cal.closures.flatMap((c) => [...periodProblems(c.closed, c.id), ...areaProblems(c.area, c.id)]),
      ...cal.extremes.places.flatMap((x) => areaProblems(x.area, x.id)),
      ...[...cal.events.values()].flatMap((e) => [
        ...whenProblems(e.when, e.id),
        ...e.places.flatMap((p) => [...whenProblems(p.when, `${e.id}/${p.label}`), ...areaProblems(p.area, `${e.id}/${p.label}`)]),
      ]),
      ...cal.blossom.flatMap((b) => [b.mean, b.early, b.late].filter((md) => !realMonthDay(md)).map((md) => `${b.site}: ${md}`)),
    ];
    expect(problems).toEqual([]);
  });

  it("has unique ids, peak factors no milder than the season's, partial closures that say which trips they matter to", () => {
    const ids = [...cal.hazards, ...cal.closures, ...cal.extremes.places].map((r) => r.id);
    expect(ids.length).toBe(new Set(ids).size);
    expect(cal.closures.filter((c) => c.partial && c.themes.length === 0).map((c) => c.id)).toEqual([]);
    expect(cal.hazards.filter((h) => h.weather_factor.peak > h.weather_factor.season).map((h) => h.id)).toEqual([]);
  });

  it('covers the event ids and seasonal themes of the request vocabulary', () => {
    for (const id of [
      'oktoberfest',
      'carnival',
      'mardi_gras',
      'holi',
      'diwali',
      'songkran',
      'day_of_the_dead',
      'lunar_new_year',
      'christmas_markets',
      'aurora',
      'cherry_blossom',
      'wildlife_migration',
      'midnight_sun',
    ]) {
      expect(cal.events.has(id), id).toBe(true);
    }
  });
});

describe('advisory data', () => {
  const file = readTravelJson<{ source: string; as_of: string; countries: Record<string, CountryAdvisory> }>('advisories/us-state-department.json');

  it('has a level 1-4, an advisory date no later than the as-of date and a travel.state.gov URL per country', () => {
    expect(file.as_of).toBe('2025-08-14');
    expect(file.source).toContain('travel.state.gov');
    const bad = Object.entries(file.countries).filter(
      ([code, a]) => !/^[A-Z]{2}$/.test(code) || !(a.level >= 1 && a.level <= 4) || !(a.issued <= file.as_of) || !a.url.startsWith('https://travel.state.gov/'),
    );
    expect(bad.map(([code]) => code)).toEqual([]);
    expect(Object.keys(file.countries).length).toBeGreaterThanOrEqual(200);
  });

  it('carries the levels the scrape shows for well-known countries, and Mexico state by state', () => {
    const level = (c: string) => file.countries[c]?.level;
    expect([level('BY'), level('RU'), level('UA'), level('VE'), level('HT')]).toEqual([4, 4, 4, 4, 4]);
    expect([level('CO'), level('GT'), level('HN')]).toEqual([3, 3, 3]);
    expect([level('CZ'), level('HU'), level('PL'), level('JP')]).toEqual([1, 1, 1, 1]);
    expect(file.countries['MX']?.regions?.['MX-ROO']).toBe(2);
    expect(file.countries['MX']?.regions?.['MX-GRO']).toBe(4);
    expect(file.countries['MX']?.regions?.['MX-YUC']).toBe(1);
  });
});
