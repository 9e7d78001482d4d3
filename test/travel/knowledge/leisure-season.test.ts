import { describe, expect, it } from 'vitest';
import { monthDays } from '../../../src/travel/knowledge/calendars/index.js';
import { loadKnowledgeBase } from '../../../src/travel/knowledge/index.js';
import { LEISURE_SEASON_MODEL, leisureSeason } from '../../../src/travel/knowledge/models/leisure-season.js';
import { basisForRecord, tierRates } from '../../../src/travel/knowledge/models/tiers.js';
import { comfortTable } from '../../../src/travel/engine/climate-comfort.js';

/** leisure_season_model_v1 over curated records: their own climate and the stay's months. */
const kb = loadKnowledgeBase();
const place = (id: string) => {
  const d = kb.byId(id)!;
  return { d, comfort: comfortTable(d.climate).general };
};
const nights = (start: string, end: string) => monthDays({ start, end });
const july = nights('2027-07-10', '2027-07-16');

describe('leisure_season_model_v1', () => {
  it('raises lodging in the summer holidays of a place whose climate allows a short season, more the shorter it is', () => {
    const f = place('norwegian-fjords');
    const good = f.comfort.filter((c) => c >= LEISURE_SEASON_MODEL.good_comfort).length;
    const peak = leisureSeason(f.comfort, f.d.lat, july)!;
    expect(good).toBeLessThan(LEISURE_SEASON_MODEL.full_season_months);
    expect(peak.factor).toBeCloseTo(1 + LEISURE_SEASON_MODEL.crowding * (1 - good / LEISURE_SEASON_MODEL.full_season_months), 2);
    expect(peak.note).toContain(LEISURE_SEASON_MODEL.name);
    const basis = basisForRecord(f.d);
    const plain = tierRates(basis, 'mid', { month_nights: july }).lodging_per_night_usd;
    const raised = tierRates(basis, 'mid', { month_nights: july, peak }).lodging_per_night_usd;
    expect(Math.abs(raised - plain * peak.factor)).toBeLessThanOrEqual(1);
  });

  it('leaves winter, places good most of the year and the southern winter alone', () => {
    const f = place('norwegian-fjords');
    expect(leisureSeason(f.comfort, f.d.lat, nights('2027-01-10', '2027-01-16'))).toBeNull();
    const p = place('paris');
    expect(leisureSeason(p.comfort, p.d.lat, july)).toBeNull();
    expect(leisureSeason(f.comfort, -f.d.lat, july)).toBeNull();
  });

  it('weighs the factor by the nights that fall in the high season', () => {
    const f = place('norwegian-fjords');
    const full = leisureSeason(f.comfort, f.d.lat, july)!.factor;
    const half = leisureSeason(f.comfort, f.d.lat, nights('2027-08-28', '2027-09-02'))?.factor ?? 1;
    expect(half).toBeLessThan(full);
  });

  it('divides the factor by what a row set for the place already stands above its country, and lifts none once that covers it', () => {
    const f = place('norwegian-fjords');
    const full = leisureSeason(f.comfort, f.d.lat, july)!.factor;
    const part = leisureSeason(f.comfort, f.d.lat, july, 1.1)!.factor;
    expect(part).toBeCloseTo(full / 1.1, 1);
    expect(leisureSeason(f.comfort, f.d.lat, july, full + 0.1)).toBeNull();
  });
});
