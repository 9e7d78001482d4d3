/** Lengths of time in milliseconds, for arithmetic on UTC instants (no local time zone, so every day has 24 hours). */
export const HOUR_MS = 3_600_000;
export const DAY_MS = 24 * HOUR_MS;

/** The UTC dates (YYYY-MM-DD) of the `days` days that end with `now`'s, oldest first. */
export function lastDays(now: Date, days: number): string[] {
  return Array.from({ length: days }, (_, i) => new Date(now.getTime() - (days - 1 - i) * DAY_MS).toISOString().slice(0, 10));
}
