/**
 * Rebuilds data/travel/public-holidays.json: the public holidays and common observances of the
 * countries where the reader's six languages are spoken (national and regional: every state's
 * holidays are taken) and of the countries whose calendars travellers name (the lunar, Islamic,
 * Hebrew and Hindu feasts: Chinese New Year, Eid al-Fitr, Hanukkah, Deepavali), with their names in
 * English, French, Spanish, German, Italian and Portuguese where the source has them (a name in
 * brackets is a second name: "End of Ramadan (Eid al-Fitr)"), and their first and last day in each
 * year 2025-2040 (a feast of several days, Hanukkah's eight, from its own end). The source is
 * date-holidays (code ISC, data CC-BY-3.0, github.com/commenthol/date-holidays), a dev dependency:
 *   npx tsx src/travel/intent/scripts/build-public-holidays.ts
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import Holidays from 'date-holidays';
import { fold } from '../text.js';

const LANGS = ['en', 'fr', 'es', 'de', 'it', 'pt'] as const;
/** Countries by language, most populous first: a name several of them share is read as the first one's holiday. */
const COUNTRIES = [
  ...['US', 'GB', 'CA', 'AU', 'IE', 'NZ', 'ZA', 'IN'],
  ...['FR', 'BE', 'CH', 'LU', 'MC'],
  ...['DE', 'AT', 'LI'],
  ...['ES', 'MX', 'AR', 'CO', 'PE', 'VE', 'CL', 'EC', 'GT', 'CU', 'BO', 'DO', 'PY', 'UY', 'CR', 'PA'],
  ...['IT', 'SM'],
  ...['BR', 'PT', 'AO', 'MZ'],
  'ET',
  ...['JP', 'CN', 'HK', 'TW', 'KR', 'SG', 'MY', 'ID', 'TH', 'VN', 'PH', 'NP', 'LK'],
  ...['IL', 'TR', 'AE', 'SA', 'QA', 'EG', 'MA', 'TN', 'JO', 'BA'],
];
const YEARS = Array.from({ length: 16 }, (_, k) => 2025 + k);
/** Types of day kept: days off, widely kept observances and school holidays (Hanukkah in Israel). */
const TYPES = new Set(['public', 'observance', 'optional', 'bank', 'school']);

interface Entry {
  id: string;
  countries: string[];
  names: Partial<Record<(typeof LANGS)[number], string[]>>;
  days: Record<string, [string, string]>;
}

const clean = (name: string) =>
  fold(name.replace(/\s*\(.*?\)\s*/g, ' '))
    .replace(/[’]/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
/** The name and the one in its brackets when that is a name, not a day's number or "substitute day". */
const namesOf = (name: string): string[] => {
  const inner = /\(([^)]*)\)/.exec(name)?.[1];
  return [clean(name), ...(inner && !/\d|substitute/i.test(inner) ? [clean(inner)] : [])].filter(Boolean);
};
/** The last day ("MM-DD") of a holiday: its first day plus its length in whole days, less one (its end is the next midnight). */
const lastDay = (h: { date: string; start: Date; end: Date }) => {
  const days = Math.max(1, Math.round((h.end.getTime() - h.start.getTime()) / 86_400_000));
  return new Date(Date.parse(`${h.date.slice(0, 10)}T00:00:00Z`) + (days - 1) * 86_400_000).toISOString().slice(5, 10);
};

const entries = new Map<string, Entry>();
for (const country of COUNTRIES) {
  const hd = new Holidays(country);
  const states = Object.keys(hd.getStates(country) ?? {});
  const calendars = [new Holidays(country), ...states.map((s) => new Holidays(country, s))];
  // One holiday is the days that share its rule's name in the country's own language, per year (a four-day carnival is one holiday).
  const byKey = new Map<string, Entry>();
  for (const cal of calendars) {
    const own = cal.getLanguages();
    for (const year of YEARS) {
      const named = Object.fromEntries(LANGS.map((lang) => [lang, cal.getHolidays(year, lang)]));
      const local = cal.getHolidays(year).filter((h) => TYPES.has(h.type) && !/substitute/i.test(h.name) && !('substitute' in h && h.substitute));
      const fromEarlier = new Set(Object.entries(Object.fromEntries(byKey)).flatMap(([k, e]) => (e.days[year] ? [k] : [])));
      for (const h of local) {
        const key = `${country}:${clean(h.name)}`;
        // A regional calendar does not move a holiday an earlier (national or state) calendar already dated this year.
        if (fromEarlier.has(key)) continue;
        const e = byKey.get(key) ?? { id: `${country.toLowerCase()}-${clean(h.name).replace(/[^a-z0-9]+/g, '-')}`, countries: [country], names: {}, days: {} };
        const day = h.date.slice(5, 10);
        const last = lastDay(h);
        const span = e.days[year];
        const near = span && Math.abs(Date.parse(`${year}-${day}`) - Date.parse(`${year}-${span[0]}`)) <= 7 * 86_400_000;
        if (span && !near) continue;
        // A last day before the first is in the next year (Hanukkah from 25 December to 1 January).
        e.days[year] = span ? [span[0] < day ? span[0] : day, span[1] > last ? span[1] : last] : [day, last];
        const ownName = clean(h.name);
        for (const lang of LANGS) {
          const same = named[lang]?.find((x) => x.date === h.date && x.rule === h.rule);
          // A name the source only falls back to (the country's own name under another language) is not that language's name.
          for (const n of same ? namesOf(same.name) : []) {
            const real = (own.includes(lang) || n !== ownName) && !/\d/.test(n);
            if (real && !(e.names[lang] ?? []).includes(n)) (e.names[lang] ??= []).push(n);
          }
        }
        byKey.set(key, e);
      }
    }
  }
  for (const e of byKey.values()) {
    // The same holiday on the same days in another country (Ascension, Christmas) is one entry with both countries.
    const same = [...entries.values()].find((o) => JSON.stringify(o.days) === JSON.stringify(e.days) && o.names.en?.[0] === e.names.en?.[0]);
    if (same) {
      same.countries.push(country);
      for (const lang of LANGS) for (const n of e.names[lang] ?? []) if (!(same.names[lang] ?? []).includes(n)) (same.names[lang] ??= []).push(n);
    } else entries.set(e.id, e);
  }
}

const out = {
  source:
    'date-holidays 3.37.0 (npm; code ISC, holiday data CC-BY-3.0, github.com/commenthol/date-holidays): public holidays and observances, national and regional, of the countries listed per record, names folded (lower case, no accents), first and last day per year; built by src/travel/intent/scripts/build-public-holidays.ts',
  as_of: '2026-11-29',
  years: [YEARS[0], YEARS[YEARS.length - 1]],
  holidays: [...entries.values()],
};
writeFileSync(fileURLToPath(new URL('../../../../data/travel/public-holidays.json', import.meta.url)), `${JSON.stringify(out)}\n`);
console.log(`${out.holidays.length} holidays`);
