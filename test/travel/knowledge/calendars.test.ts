import { describe, expect, it } from 'vitest';
import { advisoryFinding, advisoryFor } from '../../../src/travel/knowledge/advisories.js';
import { TravelWarning } from '../../../src/contracts/travel-understanding.js';
import {
  eventAt,
  fitWarning,
  impliedWindow,
  placeCalendar,
  seasonalFindings,
  type PlacePoint,
  type TripDates,
} from '../../../src/travel/knowledge/calendars/index.js';
import { daysInPeriod, easterSunday, firstAdventSunday, nthWeekday, oktoberfest } from '../../../src/travel/knowledge/calendars/dates.js';
import { auroraVisibility, darkSeason, midnightSunSeason } from '../../../src/travel/knowledge/calendars/sky.js';
import { loadKnowledgeBase } from '../../../src/travel/knowledge/index.js';
import { compileSchema } from '../../helpers/schema.js';

const kb = loadKnowledgeBase();
const curated = (id: string) => {
  const d = kb.byId(id)!;
  return { id: d.id, country: d.country, admin1: d.admin1, lat: d.lat, lon: d.lon, climate: d.climate, climate_provenance: d.provenance.climate };
};
const point = (id: string, country: string, admin1: string | null, lat: number, lon: number): PlacePoint => ({ id, country, admin1, lat, lon });
const dates = (start: string, end: string, assumed = false): TripDates => ({ range: { start, end }, assumed });
const findings = (place: ReturnType<typeof curated>, trip: TripDates, themes: string[] = []) => seasonalFindings(place, placeCalendar(place), trip, themes);
const codes = (fs: ReturnType<typeof findings>) => fs.map((f) => `${f.warning.code}:${f.warning.severity}`);

describe('calendar dates', () => {
  it('computes Easter, Advent, n-th weekdays and the Oktoberfest rule', () => {
    expect([easterSunday(2026), easterSunday(2027), easterSunday(2024)]).toEqual(['2026-04-05', '2027-03-28', '2024-03-31']);
    expect([firstAdventSunday(2026), firstAdventSunday(2022)]).toEqual(['2026-11-29', '2022-11-27']);
    expect([nthWeekday(2026, 8, 3, -1), nthWeekday(2026, 10, 6, 1), nthWeekday(2026, 9, 1, 1)]).toEqual(['2026-08-26', '2026-10-03', '2026-09-07']);
    expect([oktoberfest(2026), oktoberfest(2023), oktoberfest(2018)]).toEqual([
      { start: '2026-09-19', end: '2026-10-04' },
      { start: '2023-09-16', end: '2023-10-03' },
      { start: '2018-09-22', end: '2018-10-07' },
    ]);
  });

  it('counts the days of a range inside a yearly period, wrapping over the year end', () => {
    expect(daysInPeriod({ from: '11-15', to: '04-30' }, { start: '2026-12-25', end: '2027-01-04' })).toBe(11);
    expect(daysInPeriod({ from: '06-01', to: '11-30' }, { start: '2026-11-25', end: '2026-12-05' })).toBe(6);
    expect(daysInPeriod({ from: '06-01', to: '11-30' }, { start: '2026-03-01', end: '2026-03-31' })).toBe(0);
  });
});

describe('sky phenomena', () => {
  it('places the aurora under the oval and not in the subtropics', () => {
    expect(auroraVisibility(69.65, 18.96).likelihood).toBe(1);
    expect(auroraVisibility(62.45, -114.37).likelihood).toBe(1);
    expect(auroraVisibility(32.08, -81.09).likelihood).toBeLessThan(0.05);
    expect(auroraVisibility(43.65, -79.38).likelihood).toBeLessThan(0.2);
  });

  it('knows when Arctic nights are dark and when the sun does not set', () => {
    const dark = darkSeason(69.65);
    expect(dark).not.toBe('always');
    expect(typeof dark === 'object' && dark.from >= '08-20' && dark.from <= '09-15' && dark.to >= '04-01' && dark.to <= '04-20').toBe(true);
    const sun = midnightSunSeason(69.65);
    expect(typeof sun === 'object' && sun.from >= '05-15' && sun.from <= '05-25' && sun.to >= '07-20' && sun.to <= '07-30').toBe(true);
    expect(midnightSunSeason(64.1)).toBe('never');
  });
});

describe('seasonal findings', () => {
  it('warns about the Atlantic hurricane peak in the belt, not in March, and only informs on the ABC islands', () => {
    const sept = dates('2026-09-01', '2026-09-30');
    const puntaCana = findings(curated('punta-cana'), sept);
    expect(codes(puntaCana)).toContain('tropical_cyclone_season:caution');
    expect(puntaCana.find((f) => f.warning.code === 'tropical_cyclone_season')!.weather_factor).toBeLessThan(0.8);
    expect(codes(findings(curated('punta-cana'), dates('2026-03-01', '2026-03-14')))).toEqual([]);
    expect(codes(findings(curated('aruba'), sept))).toEqual(['tropical_cyclone_season:info']);
  });

  it("separates Sri Lanka's coasts and Thailand's coasts by monsoon", () => {
    const may = dates('2026-05-10', '2026-05-20');
    const galle = findings({ ...curated('sri-lanka-south-coast') }, may);
    expect(codes(galle)).toContain('monsoon:caution');
    const trinco = point('gz:city:lk-trincomalee', 'LK', 'LK-5', 8.578, 81.229);
    expect(
      codes(seasonalFindings({ ...trinco, climate: [], climate_provenance: { tier: 'model_estimate', model: 'x' } }, placeCalendar(trinco), may, [])),
    ).toEqual([]);
    expect(codes(findings(curated('koh-samui'), dates('2026-11-01', '2026-11-14')))).toContain('monsoon:caution');
    // Thailand's public holiday of 5 December is told; no monsoon is.
    expect(codes(findings(curated('phuket'), dates('2026-11-20', '2026-12-05')))).toEqual(['public_holiday:info']);
  });

  it('flags closures that matter to the trip, informs a trip that names no activity, and says nothing to a trip about something else', () => {
    const lateMarch = dates('2027-03-20', '2027-03-27');
    expect(codes(findings(curated('japanese-alps'), lateMarch, ['hiking']))).toContain('seasonal_closure:caution');
    expect(codes(findings(curated('japanese-alps'), lateMarch))).toContain('seasonal_closure:info');
    expect(codes(findings(curated('japanese-alps'), lateMarch, ['food']))).not.toContain('seasonal_closure:info');
    const septemberHike = findings(curated('interlaken-jungfrau'), dates('2027-09-04', '2027-09-11'), ['hiking']);
    expect(septemberHike.map((f) => f.warning.message).join(' ')).not.toMatch(/ski lifts/i);
    expect(codes(findings(curated('interlaken-jungfrau'), dates('2027-09-04', '2027-09-11'), ['skiing']))).toContain('seasonal_closure:caution');
    const yellowstone = findings(curated('yellowstone'), dates('2027-01-10', '2027-01-17'));
    expect(codes(yellowstone)).toContain('seasonal_closure:caution');
    expect(yellowstone.find((f) => f.warning.code === 'seasonal_closure')!.score_factor).toBe(0.6);
    expect(codes(findings(curated('yellowstone'), dates('2026-07-10', '2026-07-17')))).toEqual([]);
  });

  it('derives extreme heat from the normals and keeps everything informational without dates', () => {
    expect(codes(findings(curated('dubai'), dates('2026-08-01', '2026-08-10')))).toContain('extreme_heat:serious');
    expect(codes(findings(curated('seville'), dates('2026-08-01', '2026-08-10')))).toContain('extreme_heat:caution');
    expect(codes(findings(curated('seville'), dates('2026-10-01', '2026-10-10')))).toEqual([]);
    const assumed = findings(curated('punta-cana'), dates('2026-08-01', '2026-09-30', true));
    expect(assumed.length).toBeGreaterThan(0);
    expect(assumed.every((f) => f.warning.severity === 'info' && f.weather_factor === 1 && f.warning.message.startsWith('No travel dates given'))).toBe(true);
  });
});

describe('events and implied dates', () => {
  const ref = '2026-03-10';
  it('infers the next occurrence of a named event, at its place', () => {
    expect(impliedWindow('oktoberfest', ref)).toMatchObject({ start: '2026-09-19', end: '2026-10-04' });
    const rio = point('rio-de-janeiro', 'BR', 'BR-RJ', -22.9, -43.2);
    expect(impliedWindow('carnival', ref, rio)).toMatchObject({ start: '2027-02-05', end: '2027-02-10' });
    const germany = point('gz:country:de', 'DE', null, 51, 10);
    expect(impliedWindow('christmas_markets', ref, germany, null, 'country')).toMatchObject({ start: '2026-11-25', end: '2026-12-23' });
    expect(impliedWindow('songkran', ref)).toMatchObject({ start: '2026-04-13', end: '2026-04-15' });
    expect(impliedWindow('no_such_event', ref)).toBeNull();
  });

  it("picks a window by the request's words and skips an occurrence with less than a week left", () => {
    expect(impliedWindow('wildlife_migration', ref, null, 'Great Migration river crossings')).toMatchObject({ start: '2026-07-01', end: '2026-10-31' });
    expect(impliedWindow('wildlife_migration', ref, null, 'Serengeti calving season')).toMatchObject({ start: '2027-01-15', end: '2027-03-15' });
    const blossom = impliedWindow('cherry_blossom', ref)!;
    expect(blossom.start >= '2026-03-15' && blossom.end <= '2026-04-20').toBe(true);
  });

  it('says whether a place has the event and whether the dates catch it', () => {
    const feb = { start: '2027-02-05', end: '2027-02-12' };
    const tromso = eventAt('aurora', point('tromso', 'NO', null, 69.65, 18.96), feb)!;
    expect(tromso.at_place && tromso.in_season && tromso.strength > 0.9).toBe(true);
    expect(eventAt('aurora', point('savannah', 'US', 'US-GA', 32.08, -81.09), feb)!.at_place).toBe(false);
    const april = { start: '2026-03-30', end: '2026-04-05' };
    expect(eventAt('cherry_blossom', point('kyoto', 'JP', 'JP-26', 35.01, 135.77), april)).toMatchObject({ at_place: true, in_season: true });
    expect(eventAt('cherry_blossom', point('okinawa', 'JP', 'JP-47', 26.21, 127.68), april)).toMatchObject({ at_place: true, in_season: false });
    expect(eventAt('christmas_markets', point('vienna', 'AT', null, 48.21, 16.37), { start: '2026-12-27', end: '2026-12-30' })).toMatchObject({
      at_place: true,
      in_season: false,
    });
    expect(eventAt('christmas_markets', point('prague', 'CZ', null, 50.08, 14.43), { start: '2026-12-27', end: '2026-12-30' })).toMatchObject({
      at_place: true,
      in_season: true,
    });
  });
});

describe('travel advisories', () => {
  it("warns and penalises levels 3 and 4, states the data's age, and reads Mexico by state", () => {
    const belarus = advisoryFinding(advisoryFor({ country: 'BY', admin1: null, lat: 53.9, lon: 27.56 }), '2026-03-10')!;
    expect(belarus.warning).toMatchObject({ code: 'travel_advisory', severity: 'serious', as_of: '2025-08-14' });
    expect(belarus.score_factor).toBe(0.5);
    expect(belarus.warning.message).toMatch(/Level 4.*as of 2025-08-14, 6 month\(s\) old/);
    expect(advisoryFinding(advisoryFor({ country: 'CO', admin1: null, lat: 6.24, lon: -75.58 }), '2026-03-10')?.score_factor).toBe(0.8);
    expect(advisoryFinding(advisoryFor({ country: 'CZ', admin1: null, lat: 50.08, lon: 14.43 }), '2026-03-10')).toBeNull();
    expect(advisoryFor({ country: 'MX', admin1: 'MX-ROO', lat: 21.16, lon: -86.85 })?.level).toBe(2);
    expect(advisoryFor({ country: 'MX', admin1: 'MX-GRO', lat: 16.85, lon: -99.88 })?.level).toBe(4);
    expect(advisoryFor({ country: 'PS', admin1: null, lat: 31.5, lon: 34.45 })?.level).toBe(4);
  });

  it('keys "Do Not Travel" regions inside a lower-level country to the place: by subdivision, by area, with stated exceptions', () => {
    const at = (country: string, admin1: string | null, lat: number, lon: number) => advisoryFor({ country, admin1, lat, lon });
    expect(at('IN', 'IN-JK', 34.05, 74.38)).toMatchObject({ level: 4, where: 'India, Jammu and Kashmir (Ladakh excepted)' });
    expect(at('IN', 'IN-LA', 34.16, 77.58)?.level).toBe(2);
    expect(at('IN', 'IN-GA', 15.5, 73.83)?.level).toBe(2);
    expect(at('ET', 'ET-AM', 12.03, 39.05)?.level).toBe(4);
    expect(at('ET', 'ET-AA', 9.03, 38.74)?.level).toBe(3);
    expect(at('CD', null, -1.67, 29.23)?.level).toBe(4);
    expect(at('CO', 'CO-CAU', 2.44, -76.61)?.level).toBe(3);
    expect(at('CO', 'CO-CAU', 2.0, -77.0)?.level).toBe(4);
    expect(at('KE', null, -1.5, 35.1)?.level).toBe(2);
    expect(at('KE', null, -2.27, 40.9)?.level).toBe(4);
    const finding = advisoryFinding(at('IN', 'IN-JK', 34.05, 74.38), '2026-12-01')!;
    expect(finding.warning.message).toMatch(/India, Jammu and Kashmir.*Level 4, Do Not Travel/);
  });

  it("names the country's Do Not Travel parts a place is not in: information without penalty below level 3, part of the warning at 3 and 4", () => {
    const at = (country: string, admin1: string | null, lat: number, lon: number) => advisoryFinding(advisoryFor({ country, admin1, lat, lon }), '2026-12-01');
    const luxor = at('EG', 'EG-LX', 25.7, 32.64)!;
    expect(luxor).toMatchObject({ score_factor: 1, warning: { code: 'travel_advisory', severity: 'info' } });
    expect(luxor.warning.message).toMatch(/Level 4, Do Not Travel, in parts of Egypt: North Sinai\. Egypt itself: Level 2/);
    expect(luxor.warning.message).not.toMatch(/Ranking lowered/);
    const oaxaca = at('MX', 'MX-OAX', 17.06, -96.72)!;
    expect(oaxaca.warning.message).toMatch(/in parts of Mexico: Colima; Guerrero; Michoacán; Sinaloa and 2 more\. Mexico, Oaxaca itself: Level 2/);
    const medellin = at('CO', 'CO-ANT', 6.24, -75.58)!;
    expect(medellin).toMatchObject({ score_factor: 0.8, warning: { severity: 'caution' } });
    expect(medellin.warning.message).toMatch(/Level 3.*elsewhere in the country: Arauca; Cauca \(Popayán excepted\); Norte de Santander/);
    // Popayán is the stated exception inside Cauca: Cauca is not "elsewhere" for it, the other two are.
    expect(at('CO', 'CO-CAU', 2.44, -76.61)!.warning.message).toMatch(/elsewhere in the country: Arauca; Norte de Santander \(/);
    // The part the place is in is its own level, not "elsewhere".
    expect(at('EG', 'EG-SIN', 31.1, 33.8)!.warning.message).not.toMatch(/elsewhere/);
    // No Do Not Travel part anywhere in the country: nothing below level 3.
    expect(at('TH', null, 13.75, 100.5)).toBeNull();
    for (const f of [luxor, oaxaca, medellin]) expect(f.warning.message.length).toBeLessThanOrEqual(500);
  });
});

describe('every curated place in every month', () => {
  it('gives warnings that fit the TravelWarning contract, with a source and (except computed geometry) a date', () => {
    const validate = compileSchema(TravelWarning);
    const bad: string[] = [];
    let count = 0;
    for (const d of kb.destinations) {
      const place = curated(d.id);
      const records = placeCalendar(place);
      for (let m = 1; m <= 12; m++) {
        const start = `2027-${String(m).padStart(2, '0')}-10`;
        const trip = dates(start, `2027-${String(m).padStart(2, '0')}-20`);
        const all = [...seasonalFindings(place, records, trip, ['hiking', 'beach', 'scenic_drives']), advisoryFinding(advisoryFor(place), start)].filter(
          (f) => f !== null,
        );
        for (const f of all) {
          count++;
          const w = fitWarning(f.warning);
          if (
            !validate(w) ||
            w.source.length < 10 ||
            (w.as_of === null && w.code !== 'polar_night') ||
            f.weather_factor <= 0 ||
            f.weather_factor > 1 ||
            f.score_factor <= 0 ||
            f.score_factor > 1
          )
            bad.push(`${d.id} ${m}: ${JSON.stringify(w).slice(0, 200)}`);
        }
      }
    }
    expect(count).toBeGreaterThan(500);
    expect(bad).toEqual([]);
  });
});

describe('information every trip gets', () => {
  it("tells about Ramadan, Golden Week, big events and polar night; a holiday's notice even to a trip timed to it, a big event's crowds only to one that did not ask for it", () => {
    const marrakech = curated('marrakech');
    const inRamadan = dates('2027-02-15', '2027-02-22');
    expect(codes(findings(marrakech, inRamadan))).toContain('ramadan:info');
    expect(codes(seasonalFindings(marrakech, placeCalendar(marrakech), inRamadan, [], ['ramadan']))).toContain('ramadan:info');
    expect(codes(findings(curated('tokyo'), dates('2026-04-30', '2026-05-04')))).toContain('holiday_crowds:info');
    expect(codes(findings(curated('tromso'), dates('2026-12-10', '2026-12-16')))).toContain('polar_night:info');
    expect(codes(findings(curated('tromso'), dates('2026-02-10', '2026-02-16')))).not.toContain('polar_night:info');
    expect(codes(findings(curated('munich'), dates('2026-09-25', '2026-09-30')))).toContain('event_crowds:info');
    expect(codes(seasonalFindings(curated('munich'), placeCalendar(curated('munich')), dates('2026-09-25', '2026-09-30'), [], ['oktoberfest']))).not.toContain(
      'event_crowds:info',
    );
    expect(codes(findings(curated('rome'), dates('2026-09-25', '2026-09-30')))).not.toContain('event_crowds:info');
  });

  it('warns a ski trip out of season and a beach trip about summer sargassum and northern Thailand about smoke', () => {
    expect(codes(findings(curated('whistler'), dates('2026-07-01', '2026-07-07'), ['skiing']))).toContain('seasonal_closure:caution');
    expect(codes(findings(curated('whistler'), dates('2027-01-10', '2027-01-17'), ['skiing']))).not.toContain('seasonal_closure:caution');
    expect(codes(findings(curated('tulum-riviera-maya'), dates('2026-06-10', '2026-06-17'), ['beach']))).toContain('sargassum:caution');
    expect(codes(findings(curated('tulum-riviera-maya'), dates('2026-06-10', '2026-06-17'), ['history']))).toContain('sargassum:info');
    expect(codes(findings(curated('chiang-mai'), dates('2027-03-10', '2027-03-17')))).toContain('air_quality:caution');
  });

  it('tells about bushfire and wildfire seasons, rip currents, crocodiles and the harmattan where and when they apply', () => {
    const at = (id: string, country: string, admin1: string | null, lat: number, lon: number, trip: TripDates, themes: string[] = []) => {
      const p = point(id, country, admin1, lat, lon);
      return codes(seasonalFindings({ ...p, climate: [], climate_provenance: { tier: 'model_estimate', model: 'x' } }, placeCalendar(p), trip, themes));
    };
    const christmas = dates('2026-12-20', '2026-12-31');
    expect(at('gz:katoomba', 'AU', 'AU-NSW', -33.71, 150.31, christmas, ['hiking'])).toContain('wildfire_season:caution');
    expect(at('gz:katoomba', 'AU', 'AU-NSW', -33.71, 150.31, dates('2027-06-10', '2027-06-20'))).not.toContain('wildfire_season:caution');
    expect(at('gz:katoomba', 'AU', 'AU-NSW', -33.71, 150.31, christmas)).not.toContain('dangerous_surf:info');
    expect(at('gz:bondi', 'AU', 'AU-NSW', -33.89, 151.27, christmas, ['beach'])).toContain('dangerous_surf:caution');
    expect(at('gz:crete', 'GR', 'GR-M', 35.24, 24.81, dates('2027-08-01', '2027-08-14'))).toContain('wildfire_season:info');
    expect(at('gz:crete', 'GR', 'GR-M', 35.24, 24.81, dates('2027-01-05', '2027-01-14'))).not.toContain('wildfire_season:info');
    const accra = at('gz:accra', 'GH', 'GH-AA', 5.56, -0.2, dates('2026-12-22', '2027-01-02'), ['beach']);
    expect(accra).toContain('dangerous_surf:caution');
    expect(accra.some((c) => c.startsWith('air_quality'))).toBe(true);
    expect(at('gz:cairns', 'AU', 'AU-QLD', -16.92, 145.77, dates('2027-07-01', '2027-07-07'), ['beach'])).toContain('dangerous_wildlife:caution');
    expect(at('gz:santiago', 'CL', 'CL-RM', -33.45, -70.65, dates('2027-07-01', '2027-07-07')).some((c) => c.startsWith('air_quality'))).toBe(true);
  });
});

describe('implied windows by kind of place', () => {
  const ref = '2026-03-10';
  it("finds a country's phenomenon away from its centre, and no festival for a city that has none", () => {
    const norway = point('gz:country:no', 'NO', null, 61, 9);
    expect(impliedWindow('midnight_sun', ref, norway, null, 'country')).toMatchObject({ start: expect.stringMatching(/^2026-05/) });
    const kenya = point('gz:country:ke', 'KE', null, 0.5, 38);
    expect(impliedWindow('wildlife_migration', ref, kenya, 'safari for the great migration', 'country')).toMatchObject({
      start: '2026-07-01',
      end: '2026-10-31',
    });
    const mendoza = point('gz:city:ar-mendoza', 'AR', 'AR-M', -32.89, -68.83);
    expect(impliedWindow('festivals', ref, mendoza, 'Fiesta de la Vendimia en Mendoza', 'city')).toBeNull();
    expect(impliedWindow('oktoberfest', ref, point('gz:country:de', 'DE', null, 51, 10), null, 'country')).toMatchObject({ start: '2026-09-19' });
  });
});
