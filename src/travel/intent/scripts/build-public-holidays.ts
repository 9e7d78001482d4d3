/**
 * Rebuilds data/travel/public-holidays.json: the public holidays and common observances of the
 * countries where the reader's six languages are spoken (national and regional: every state's
 * holidays are taken), with their names in English, French, Spanish, German, Italian and Portuguese
 * where the source has them, and their first and last day in each year 2025-2040. The source is
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
];
const YEARS = Array.from({ length: 16 }, (_, k) => 2025 + k);
/** Types of day kept: days off and widely kept observances (not school days or bank-only closures). */
const TYPES = new Set(['public', 'observance', 'optional', 'bank']);

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
        const span = e.days[year];
        const near = span && Math.abs(Date.parse(`${year}-${day}`) - Date.parse(`${year}-${span[0]}`)) <= 7 * 86_400_000;
        if (span && !near) continue;
        e.days[year] = span ? [span[0] < day ? span[0] : day, span[1] > day ? span[1] : day] : [day, day];
        const ownName = clean(h.name);
        for (const lang of LANGS) {
          const same = named[lang]?.find((x) => x.date === h.date && x.rule === h.rule);
          const n = same && clean(same.name);
          // A name the source only falls back to (the country's own name under another language) is not that language's name.
          const real = n && (own.includes(lang) || n !== ownName) && !/\d/.test(n);
          if (real && !(e.names[lang] ?? []).includes(n)) (e.names[lang] ??= []).push(n);
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
  as_of: '2026-11-28',
  years: [YEARS[0], YEARS[YEARS.length - 1]],
  holidays: [...entries.values()],
};
writeFileSync(fileURLToPath(new URL('../../../../data/travel/public-holidays.json', import.meta.url)), `${JSON.stringify(out)}\n`);
console.log(`${out.holidays.length} holidays`);
