import { describe, expect, it } from 'vitest';
import { fitBedLine, reportedBedUsd } from '../../../src/travel/knowledge/models/hostel-beds.js';
import { PRODUCT_MODEL } from '../../../src/travel/knowledge/models/products.js';
import { costBasis, tierRates } from '../../../src/travel/knowledge/models/tiers.js';
import { analysis } from '../engine/engine.js';

/** hostel_bed_model_v1: a dorm bed priced from the country's price level through reported bed prices. */
describe('hostel_bed_model_v1', () => {
  it('fits the least-squares line through the points and floors it at the cheapest', () => {
    const line = fitBedLine([
      { level: 0.2, usd: 5 },
      { level: 0.6, usd: 25 },
      { level: 1, usd: 45 },
    ]);
    expect(line.slope).toBeCloseTo(50);
    expect(line.intercept).toBeCloseTo(-5);
    expect(line.floor).toBe(5);
  });

  it('prices a bed dearer where prices are higher, never under the cheapest reported bed', () => {
    const cheap = reportedBedUsd('LA');
    expect(cheap).toBeGreaterThanOrEqual(5);
    expect(reportedBedUsd('ID')).toBeLessThan(reportedBedUsd('PT'));
    expect(reportedBedUsd('NO')).toBeGreaterThan(28);
    expect(reportedBedUsd('CH')).toBeGreaterThan(reportedBedUsd('NO'));
  });

  it('prices a hostel trip to an expensive city at a bed there, not a fraction of a cheap room', () => {
    const a = analysis({ user_request: 'Hostel in Oslo, travelling alone, 4 nights in July 2027, from Berlin' });
    const oslo = a.ranked.find((r) => r.candidate.name === 'Oslo');
    expect(oslo?.cost.nightly_usd).toBeGreaterThanOrEqual(reportedBedUsd('NO'));
  });

  it('never prices a budget room abroad below the private room its dorm beds imply, and leaves cheaper budget rooms and the US alone', () => {
    const beds = (country: string) => reportedBedUsd(country) / PRODUCT_MODEL.hostel.bed_of_budget_room;
    const oslo = tierRates(costBasis('NO', 'Oslo', null, false), 'budget');
    expect(oslo.lodging_per_night_usd).toBe(Math.round(beds('NO')));
    expect(oslo.adjustments.join(' ')).toContain('hostel_bed_model_v1');
    const hanoi = tierRates(costBasis('VN', 'Hanoi', null, false), 'budget');
    expect(hanoi.lodging_per_night_usd).toBeGreaterThan(beds('VN'));
    expect(hanoi.adjustments).toEqual([]);
    expect(tierRates(costBasis('US', 'Boise', 'US-ID', false), 'budget').adjustments).toEqual([]);
    expect(tierRates(costBasis('NO', 'Oslo', null, false), 'mid').lodging_per_night_usd).toBeGreaterThan(oslo.lodging_per_night_usd);
    const banff = costBasis('CA', 'Banff', null, false);
    expect(tierRates(banff, 'budget').lodging_per_night_usd).toBeLessThan(tierRates(banff, 'mid').lodging_per_night_usd);
  });
});
