/** UTC offsets of IANA time zones, computed with Intl once per zone and kept (zones are few). */

const cache = new Map<string, readonly [number, number]>();

function offsetAt(timeZone: string, at: Date): number {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' }).formatToParts(at);
  const name = parts.find((p) => p.type === 'timeZoneName')?.value ?? 'GMT';
  const m = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  if (!m) return 0;
  const hours = Number(m[2]) + Number(m[3]) / 60;
  return m[1] === '-' ? -hours : hours;
}

/** Offsets in hours on 15 January and 15 July of a fixed year (the two daylight-saving states). */
export function utcOffsets(timeZone: string): readonly [number, number] {
  let found = cache.get(timeZone);
  if (!found) {
    found = [offsetAt(timeZone, new Date(Date.UTC(2026, 0, 15, 12))), offsetAt(timeZone, new Date(Date.UTC(2026, 6, 15, 12)))] as const;
    cache.set(timeZone, found);
  }
  return found;
}

/** Offset for a month (1-12): the July offset from April to October, else the January one. */
export function offsetInMonth(offsets: readonly [number, number], month: number): number {
  return month >= 4 && month <= 10 ? offsets[1] : offsets[0];
}

/** Hours of a 9:00-17:00 workday shared by two zones with the given offsets. */
export function workdayOverlapHours(a: number, b: number): number {
  return Math.max(0, 8 - Math.abs(a - b));
}
