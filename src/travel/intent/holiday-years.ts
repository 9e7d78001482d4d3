import { holidayWindow } from './holidays.js';
import type { DateMention } from './date-mention.js';

/**
 * A holiday named without its year beside a month or a year that holds another year's occurrence of it ("Christmas in Vienna,
 * December 2027", "Navidad, diciembre de 2027", "Ostern, April 2028") is that occurrence: the month says which one, as a year
 * written after the name does ("Easter 2028"). Read from today the name would be its next one, outside the month said with it.
 */
export function holidaysInMonthsSaid(ms: DateMention[]): DateMention[] {
  const broad = ms.filter((o) => !o.holiday && (o.kind === 'month' || o.year === true));
  if (broad.length === 0) return ms;
  return ms.map((m) => {
    const day = m.anchor;
    if (!m.holiday || !day) return m;
    const outside = (o: DateMention) => m.window.end < o.window.start || m.window.start > o.window.end;
    const holder = broad.find((o) => outside(o) && o.window.start.getUTCFullYear() !== day.getUTCFullYear());
    if (!holder) return m;
    const w = holidayWindow(m.holiday, holder.window.start.getUTCFullYear());
    if (!w.day || w.unknown || w.day < holder.window.start || w.day > holder.window.end) return m;
    // The holiday's own window when the phrase said it whole; else the same days around its day (a weekend, the day alone).
    const whole = holidayWindow(m.holiday, day.getUTCFullYear());
    const same = whole.start.getTime() === m.window.start.getTime() && whole.end.getTime() === m.window.end.getTime();
    const shift = w.day.getTime() - day.getTime();
    const moved = (d: Date) => new Date(d.getTime() + shift);
    const window = same ? { start: w.start, end: w.end } : { start: moved(m.window.start), end: moved(m.window.end) };
    return { ...m, window, anchor: w.day };
  });
}
