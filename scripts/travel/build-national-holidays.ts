/**
 * Builds data/travel/calendars/national-holidays.json: every country's national public holidays
 * (days off by law, substitute days included; observances, bank-only and regional days left out)
 * for the years 2025-2036, with their English names, from the date-holidays package (code ISC,
 * holiday data CC-BY-3.0, github.com/commenthol/date-holidays), a dev dependency pinned here:
 *   npx tsx scripts/travel/build-national-holidays.ts
 * Per country: the holiday names, the days every year shares ("MMDD:<name index>")
 * and per year the other days, so the file stays small enough to read at start-up.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import Holidays from 'date-holidays';
import { pinnedPackage } from './pinned-input.js';

const VERSION = '3.37.0';
const YEARS = Array.from({ length: 12 }, (_, k) => 2025 + k);

// Refuses any other installed version than the pinned one.
pinnedPackage(fileURLToPath(new URL('../../node_modules/', import.meta.url)), 'date-holidays', VERSION);

interface CountryHolidays {
  names: string[];
  every_year: string;
  days: Record<string, string>;
}

const countries: Record<string, CountryHolidays> = {};
for (const code of Object.keys(new Holidays().getCountries('en')).sort()) {
  const hd = new Holidays(code, { languages: ['en'] });
  const names: string[] = [];
  const perYear = YEARS.map((year) =>
    hd
      .getHolidays(year, 'en')
      .filter((h) => h.type === 'public')
      .map((h) => {
        if (!names.includes(h.name)) names.push(h.name);
        return `${h.date.slice(5, 7)}${h.date.slice(8, 10)}:${names.indexOf(h.name)}`;
      }),
  );
  const everyYear = perYear[0]!.filter((day) => perYear.every((held) => held.includes(day)));
  const days = Object.fromEntries(YEARS.map((year, k) => [year, perYear[k]!.filter((day) => !everyYear.includes(day)).join(' ')]));
  if (names.length > 0) countries[code] = { names, every_year: everyYear.join(' '), days };
}

const out = {
  source: `date-holidays ${VERSION} (npm; code ISC, holiday data CC-BY-3.0, github.com/commenthol/date-holidays): national public holidays, type "public" (substitute days included), of every country the package covers; built by scripts/travel/build-national-holidays.ts`,
  licence: 'CC-BY-3.0 (holiday data of date-holidays)',
  as_of: '2026-12-01',
  years: [YEARS[0], YEARS.at(-1)],
  format:
    'countries[ISO alpha-2] = { names, every_year: "MMDD:i ...", days: { year: "MMDD:i ..." } }: the days every year holds, then each year\'s others; i is the index in names',
  countries,
};
writeFileSync(new URL('../../data/travel/calendars/national-holidays.json', import.meta.url), `${JSON.stringify(out)}\n`);
console.log(`${Object.keys(countries).length} countries`);
