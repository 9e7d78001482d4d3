import { describe, expect, it } from 'vitest';
import { DAY_MS, HOUR_MS, lastDays } from '../../src/time-units.js';

describe('time units', () => {
  it('lists the UTC dates of the last days up to the given one, oldest first, across a month end', () => {
    expect(lastDays(new Date('2026-03-01T23:30:00Z'), 3)).toEqual(['2026-02-27', '2026-02-28', '2026-03-01']);
    expect(lastDays(new Date('2026-03-01T00:00:00Z'), 1)).toEqual(['2026-03-01']);
  });
  it('has a day of 24 hours of 3,600 seconds', () => {
    expect(DAY_MS).toBe(24 * HOUR_MS);
    expect(HOUR_MS).toBe(3600 * 1000);
  });
});
