import { describe, expect, it } from 'vitest';
import { monthDays } from '../../../src/travel/knowledge/calendars/index.js';
import { loadKnowledgeBase } from '../../../src/travel/knowledge/index.js';
import { askedResort, festiveNights, RESORT_SEASON_MODEL, resortKind, resortSeason, resortTerms } from '../../../src/travel/knowledge/models/resort-season.js';
import { basisForRecord, tierRates } from '../../../src/travel/knowledge/models/tiers.js';
import { bedUsdAtLevel } from '../../../src/travel/knowledge/models/hostel-beds.js';
import { comfortTable } from '../../../src/travel/engine/climate-comfort.js';

/** resort_season_model_v1 over curated records: their themes, their own climate and the stay's months. */
const kb = loadKnowledgeBase();
const place = (id: string) => {
  const d = kb.byId(id)!;
  return { d, basis: basisForRecord(d), comfort: comfortTable(d.climate), kind: resortKind(d.themes) };
};
const nights = (start: string, end: string) => monthDays({ start, end });

describe('resort_season_model_v1', () => {
  it('tells beach and ski resorts from cities, and never guesses for places nobody curated', () => {
    expect(resortKind(kb.byId('zermatt')!.themes)).toBe('ski');
    expect(resortKind(kb.byId('mallorca')!.themes)).toBe('beach');
    expect(resortKind(kb.byId('paris')!.themes)).toBeNull();
    expect(resortKind(null)).toBeNull();
  });

  it('takes a place nobody curated for a ski resort only on a ski trip whose stay falls in its snow months (any, without dates)', () => {
    const z = place('zermatt');
    const february = nights('2027-02-07', '2027-02-13');
    expect(askedResort(['skiing'], z.comfort, february)).toBe('ski');
    expect(askedResort(['hiking'], z.comfort, february)).toBeNull();
    expect(askedResort(['skiing'], z.comfort, nights('2027-07-10', '2027-07-16'))).toBeNull();
    expect(askedResort(['skiing'], z.comfort, undefined)).toBe('ski');
    expect(askedResort(['skiing'], place('mallorca').comfort, february)).toBeNull();
    expect(askedResort(['skiing'], place('mallorca').comfort, undefined)).toBeNull();
  });

  it('takes a place nobody curated for a beach resort on an all-inclusive stay where the beach has a season, in any month', () => {
    const m = place('mallorca');
    expect(askedResort(['all_inclusive'], m.comfort, nights('2027-01-10', '2027-01-16'))).toBe('beach');
    expect(askedResort(['beach'], m.comfort, undefined)).toBeNull();
    expect(askedResort(['all_inclusive'], place('zermatt').comfort, undefined)).toBeNull();
  });

  it("reads the season from the place's own climate and hemisphere", () => {
    const m = place('mallorca');
    expect(resortSeason('beach', m.comfort.beach[7]!, 8, m.d.lat)).toBe('peak');
    expect(resortSeason('beach', m.comfort.beach[0]!, 1, m.d.lat)).toBe('low');
    const z = place('zermatt');
    expect(resortSeason('ski', z.comfort.snow[1]!, 2, z.d.lat)).toBe('peak');
    expect(resortSeason('ski', 0.9, 8, -36)).toBe('peak');
    expect(resortSeason('ski', 0.9, 2, -36)).toBe('shoulder');
  });

  it('prices a resort in peak season at international rates times the peak factor, and off season lower', () => {
    const m = place('mallorca');
    const august = nights('2026-08-01', '2026-08-07');
    const january = nights('2027-01-10', '2027-01-16');
    const plain = tierRates(m.basis, 'mid', { month_nights: august }).lodging_per_night_usd;
    const peak = resortTerms(m.kind, m.comfort.beach, m.d.lat, august)!;
    const low = resortTerms(m.kind, m.comfort.beach, m.d.lat, january)!;
    expect(peak.factor).toBe(RESORT_SEASON_MODEL.factor.peak);
    expect(low.factor).toBe(RESORT_SEASON_MODEL.factor.low);
    const inPeak = tierRates(m.basis, 'mid', { month_nights: august, resort: peak });
    const offPeak = tierRates(m.basis, 'mid', { month_nights: january, resort: low });
    expect(inPeak.lodging_per_night_usd).toBeGreaterThan(2 * plain);
    expect(offPeak.lodging_per_night_usd).toBeLessThan(inPeak.lodging_per_night_usd / 2);
    expect(inPeak.adjustments.join(' ')).toContain('resort_season_model_v1');
  });

  it('weights a stay across seasons by its nights, and prices a stay without dates in the resort season', () => {
    const m = place('mallorca');
    const split = resortTerms(m.kind, m.comfort.beach, m.d.lat, nights('2026-06-27', '2026-07-06'))!;
    expect(split.factor).toBeGreaterThan(RESORT_SEASON_MODEL.factor.shoulder);
    expect(split.factor).toBeLessThan(RESORT_SEASON_MODEL.factor.peak);
    const undated = resortTerms(m.kind, m.comfort.beach, m.d.lat, undefined)!;
    expect(undated.factor).toBeGreaterThan(RESORT_SEASON_MODEL.factor.shoulder);
    expect(undated.factor).toBeLessThan(RESORT_SEASON_MODEL.factor.peak);
    expect(undated.note).toContain('no dates');
    const z = place('zermatt');
    expect(resortTerms(z.kind, z.comfort.snow, z.d.lat, undefined)!.factor).toBeGreaterThan(RESORT_SEASON_MODEL.factor.shoulder);
    expect(resortTerms(m.kind, Array(12).fill(0.2), m.d.lat, undefined)!.factor).toBe(1);
    expect(resortTerms(null, m.comfort.beach, m.d.lat, undefined)).toBeNull();
  });

  it('prices the Christmas and New Year nights above the peak where they fall in it, and only there', () => {
    const z = place('zermatt');
    const dates = (start: string, n: number) => Array.from({ length: n }, (_, i) => new Date(Date.parse(start) + i * 864e5).toISOString().slice(0, 10));
    const festive = festiveNights(dates('2026-12-28', 7));
    expect([...festive]).toEqual([
      [12, 4],
      [1, 2],
    ]);
    const stay = nights('2026-12-28', '2027-01-03');
    const plain = resortTerms(z.kind, z.comfort.snow, z.d.lat, stay)!;
    const holidays = resortTerms(z.kind, z.comfort.snow, z.d.lat, stay, festive)!;
    const m = RESORT_SEASON_MODEL;
    expect(holidays.factor).toBeCloseTo(m.factor.peak * (1 + ((m.festive.of_peak - 1) * 6) / 7), 2);
    expect(holidays.note).toContain('Christmas and New Year');
    expect(festiveNights(dates('2027-01-09', 7)).size).toBe(0);
    expect(resortTerms(z.kind, z.comfort.snow, -36, stay, festive)!.factor).toBe(resortTerms(z.kind, z.comfort.snow, -36, stay)!.factor);
    expect(plain.factor).toBe(m.factor.peak);
  });

  it("averages a resort's per-diem room abroad with the room its country's dorm beds imply", () => {
    const m = place('mallorca');
    const terms = resortTerms(m.kind, m.comfort.beach, m.d.lat, undefined)!;
    const r = tierRates(m.basis, 'mid', { resort: { ...terms, factor: 1 } });
    const fromBeds = bedUsdAtLevel(m.basis.price_level.ratio) * RESORT_SEASON_MODEL.mid_room_beds;
    expect(r.lodging_per_night_usd).toBe(Math.round(Math.sqrt(m.basis.ceiling_annual * 0.5 * fromBeds)));
    expect(r.adjustments.join(' ')).toContain('resort_season_model_v1');
    // The blend is the resort's: the same place priced as no resort keeps its per-diem room.
    expect(tierRates(m.basis, 'mid').lodging_per_night_usd).not.toBe(r.lodging_per_night_usd);
  });
});
