/**
 * Compiles the published per-diem CSVs (the folder given as the first argument, each file checked
 * against the SHA-256 below; sources in data/README.md) into the compact
 * tables data/travel/per-diem-foreign.json and data/travel/per-diem-conus.json: one
 * [lodging, meals_incidentals] pair per location, the lodging figure being the day-weighted
 * annual mean of the seasonal rows; when the rate is seasonal, [min, max] and the twelve monthly
 * lodging rates (each month's day-weighted mean of the seasons covering it) are appended.
 * Run: npx tsx scripts/travel/build-per-diem.ts <folder holding foreign-2026-04.csv and conus-fy2026.csv>
 */
import { writeFileSync } from 'node:fs';
import { isoForCountryName } from './country-codes.js';
import { parseCsv } from './csv.js';
import { readPinned } from './pinned-input.js';

const dir = process.argv[2];
if (!dir) throw new Error('usage: npx tsx scripts/travel/build-per-diem.ts <folder holding foreign-2026-04.csv and conus-fy2026.csv>');
const FOREIGN_SHA256 = 'e45f9bc4b9f57cb645e19b32aadbc1fc9ba991925abd34dcd07e92b3f40c5c5e';
const CONUS_SHA256 = '60c3c55aa2c3dc1103c2cf22cf0fb98b52065c94896fc05a426e8f30055fd384';
const out = new URL('../../data/travel/', import.meta.url);
const OTHER_FOREIGN = 'OTHER FOREIGN LOCALITIES';
const SKIP = new Set(['ASCENSION ISLAND', 'ANTARCTICA']);

type Rate = [number, number] | [number, number, number, number, number[]];
/** One season row: its rates, its length, and its first and last day of the year (1-365) when dated. */
interface Season {
  lodging: number;
  mie: number;
  days: number;
  from: number | null;
  to: number | null;
}

const dayMs = 86_400_000;
const MONTH_START = [0, 31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334, 365];
/** Day of the year (1-365, non-leap) of a timestamp's month and day. */
const dayOfYear = (t: number) => (MONTH_START[new Date(t).getUTCMonth()] ?? 0) + new Date(t).getUTCDate();
const covers = (s: Season, doy: number) => s.from !== null && s.to !== null && (s.from <= s.to ? doy >= s.from && doy <= s.to : doy >= s.from || doy <= s.to);

/** Each month's lodging: the day-weighted mean of the seasons covering its days (the annual mean for uncovered days). */
function monthly(seasons: Season[], annual: number): number[] {
  return MONTH_START.slice(0, 12).map((start, m) => {
    const end = MONTH_START[m + 1] ?? 365;
    let sum = 0;
    for (let doy = start + 1; doy <= end; doy++) sum += seasons.find((s) => covers(s, doy))?.lodging ?? annual;
    return Math.round(sum / (end - start));
  });
}

/** Day-weighted annual mean of seasonal rows; min, max and monthly rates kept when seasonal. */
function combine(seasons: Season[]): Rate {
  const total = seasons.reduce((s, x) => s + x.days, 0) || 1;
  const lodging = Math.round(seasons.reduce((s, x) => s + x.lodging * x.days, 0) / total);
  const mie = Math.round(seasons.reduce((s, x) => s + x.mie * x.days, 0) / total);
  const ls = seasons.map((s) => s.lodging);
  const lo = Math.min(...ls);
  const hi = Math.max(...ls);
  return lo === hi ? [lodging, mie] : [lodging, mie, lo, hi, monthly(seasons, lodging)];
}

/** Inclusive length of a season; a season whose end precedes its start wraps over the year end. */
function seasonDays(start: number, end: number): number {
  const raw = Math.round((end - start) / dayMs) + 1;
  return raw > 0 ? raw : raw + 365;
}

function buildForeign(): void {
  const rows = parseCsv(readPinned(`${dir}/foreign-2026-04.csv`, FOREIGN_SHA256));
  const table: Record<string, { name: string; locations: Record<string, Season[]> }> = {};
  const unmapped = new Set<string>();
  let otherForeign: [number, number] | undefined;
  for (const r of rows) {
    const country = r['Country'] ?? '';
    if (country.toUpperCase() === OTHER_FOREIGN) otherForeign = [Number(r['Lodging']), Number(r['Meals & Incidentals'])];
    if (SKIP.has(country.toUpperCase()) || country.toUpperCase() === OTHER_FOREIGN) continue;
    const iso = isoForCountryName(country);
    if (!iso) {
      unmapped.add(country);
      continue;
    }
    const start = Date.parse(r['Season Start Date'] ?? '');
    const end = Date.parse(r['Season End Date'] ?? '');
    const dated = Number.isFinite(start) && Number.isFinite(end);
    const days = dated ? seasonDays(start, end) : 365;
    const entry = (table[iso] ??= { name: country, locations: {} });
    const season = {
      lodging: Number(r['Lodging']),
      mie: Number(r['Meals & Incidentals']),
      days,
      from: dated ? dayOfYear(start) : null,
      to: dated ? dayOfYear(end) : null,
    };
    (entry.locations[r['Location'] ?? '[Other]'] ??= []).push(season);
  }
  if (unmapped.size) throw new Error(`unmapped State Department country names: ${[...unmapped].join(', ')}`);
  const countriesOut = Object.fromEntries(
    Object.entries(table)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([iso, c]) => [iso, { name: c.name, locations: Object.fromEntries(Object.entries(c.locations).map(([loc, s]) => [loc, combine(s)])) }]),
  );
  const doc = {
    source: 'US State Department foreign per diem rates, April 2026',
    as_of: '2026-04-01',
    licence: 'Work of the US government (public domain)',
    format:
      'countries[ISO alpha-2].locations[Location] = [lodging_usd_per_night, meals_incidentals_usd_per_day] or, when seasonal, [day-weighted annual mean lodging, mie, lodging_min, lodging_max, [lodging for January..December]]. "[Other]" covers the rest of the country; other_foreign_localities is the row for countries the list does not name.',
    other_foreign_localities: otherForeign,
    countries: countriesOut,
  };
  writeFileSync(new URL('per-diem-foreign.json', out), JSON.stringify(doc) + '\n');
  console.log(`foreign: ${Object.keys(countriesOut).length} countries`);
}

/** GSA seasons are "Month Day" within fiscal year Oct 1 2025 .. Sep 30 2026. */
function fyDate(text: string): number {
  const month = new Date(`${text} 2000`).getMonth();
  const year = month >= 9 ? 2025 : 2026;
  return Date.parse(`${text} ${year} UTC`);
}

function buildConus(): void {
  const rows = parseCsv(readPinned(`${dir}/conus-fy2026.csv`, CONUS_SHA256));
  const [standardRow, ...rest] = rows;
  if (!standardRow) throw new Error('GSA CSV is empty');
  const table: Record<string, Record<string, Season[]>> = {};
  for (const r of rest) {
    const begin = r['SEASON BEGIN'] ?? '';
    const end = r['SEASON END'] ?? '';
    const dated = Boolean(begin && end);
    const days = dated ? seasonDays(fyDate(begin), fyDate(end)) : 365;
    const state = (table[r['STATE'] ?? ''] ??= {});
    const season = {
      lodging: Number(r['Lodging Rate']),
      mie: Number(r['M&IE']),
      days,
      from: dated ? dayOfYear(fyDate(begin)) : null,
      to: dated ? dayOfYear(fyDate(end)) : null,
    };
    (state[(r['DESTINATION'] ?? '').trim()] ??= []).push(season);
  }
  const doc = {
    source: 'GSA per diem rates FY2026',
    as_of: '2025-10-01',
    licence: 'Work of the US government (public domain)',
    format:
      'standard = [lodging, mie] of the standard CONUS rate; states[ST][Destination] = [lodging_usd_per_night, meals_incidentals_usd_per_day] or, when seasonal, [day-weighted FY mean lodging, mie, lodging_min, lodging_max, [lodging for January..December]].',
    standard: [Number(standardRow['Lodging Rate']), Number(standardRow['M&IE'])],
    states: Object.fromEntries(
      Object.entries(table)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([st, d]) => [st, Object.fromEntries(Object.entries(d).map(([k, s]) => [k, combine(s)]))]),
    ),
  };
  writeFileSync(new URL('per-diem-conus.json', out), JSON.stringify(doc) + '\n');
  console.log(`conus: ${Object.keys(doc.states).length} states, standard ${doc.standard.join('/')}`);
}

buildForeign();
buildConus();
