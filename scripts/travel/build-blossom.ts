/**
 * Compiles cherry-blossom windows per observation site into data/travel/calendars/cherry-blossom-sites.json
 * from the CSVs of GMU-CherryBlossomCompetition/peak-bloom-prediction (data/japan.csv: JMA full bloom;
 * data/south_korea.csv: KMA first flowering; data/washingtondc.csv: EPA/NPS peak bloom), in BLOSSOM_DIR.
 * Per site: the mean, 10th and 90th percentile date over the last 30 observed years up to 2021 (dates
 * taken as month-day, so leap years do not shift them).
 * Run: BLOSSOM_DIR=/path/to/data npx tsx scripts/travel/build-blossom.ts
 */
import { writeFileSync } from 'node:fs';
import { parseCsv } from './csv.js';
import { readPinned } from './pinned-input.js';

const dir = process.env.BLOSSOM_DIR;
if (!dir) throw new Error('Set BLOSSOM_DIR to the data folder of peak-bloom-prediction');
const LAST_YEAR = 2021;
const YEARS = 30;

/** Sites that stand for a country's classic blossom belt (country-wide windows use them). */
const MAIN = new Set(['Tokyo', 'Kyoto', 'Osaka', 'Nara', 'Kobe', 'Yokohama', 'Nagoya', 'Hiroshima', 'Fukuoka', 'Seoul', 'Busan', 'Gyeongju', 'washingtondc']);
/** The files as of peak-bloom-prediction commit ce10de88ee7c518d51cf0087ffbfdab77309b6b9, with their SHA-256. */
const SOURCES = [
  { file: 'japan.csv', country: 'JP', measure: 'full_bloom', sha256: 'b75a9dcf8d160269fa12001ec939e148b410b1a5bb2efbb6402ead2efffadcbf' },
  { file: 'south_korea.csv', country: 'KR', measure: 'first_flowering', sha256: 'f2a3a657cf0c84f10f7a085b36a3e06fbae5b2408e739e76855d2f36c3a777fa' },
  { file: 'washingtondc.csv', country: 'US', measure: 'full_bloom', sha256: '872008addfce6706a1b88dbd743d1246a83ec781013258d241b534f97bec0aec' },
] as const;

const MONTH_START = [0, 31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334];
const dayOfYear = (iso: string) => (MONTH_START[Number(iso.slice(5, 7)) - 1] ?? 0) + Number(iso.slice(8, 10));
function monthDay(doy: number): string {
  const d = Math.round(doy);
  let m = 11;
  while (m > 0 && (MONTH_START[m] ?? 0) >= d) m--;
  return `${String(m + 1).padStart(2, '0')}-${String(d - (MONTH_START[m] ?? 0)).padStart(2, '0')}`;
}
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.round(p * (sorted.length - 1))))] ?? 0;

const sites = [];
for (const source of SOURCES) {
  const bySite = new Map<string, { lat: number; lon: number; days: Array<{ year: number; doy: number }> }>();
  for (const r of parseCsv(readPinned(`${dir}/${source.file}`, source.sha256))) {
    const year = Number(r['year']);
    if (!(year <= LAST_YEAR) || !r['bloom_date']) continue;
    const name = (r['location'] ?? '').split('/').slice(1).join('/') || (r['location'] ?? '');
    const site = bySite.get(name) ?? { lat: Number(r['lat']), lon: Number(r['long']), days: [] };
    site.days.push({ year, doy: dayOfYear(r['bloom_date']) });
    bySite.set(name, site);
  }
  for (const [name, site] of bySite) {
    const recent = site.days
      .sort((a, b) => b.year - a.year)
      .slice(0, YEARS)
      .map((d) => d.doy)
      .sort((a, b) => a - b);
    if (recent.length < 10) continue;
    const mean = recent.reduce((s, d) => s + d, 0) / recent.length;
    sites.push({
      site: name,
      country: source.country,
      lat: Math.round(site.lat * 1000) / 1000,
      lon: Math.round(site.lon * 1000) / 1000,
      measure: source.measure,
      mean: monthDay(mean),
      early: monthDay(percentile(recent, 0.1)),
      late: monthDay(percentile(recent, 0.9)),
      years: recent.length,
      main: MAIN.has(name),
    });
  }
}
const doc = {
  about: 'Cherry-blossom dates per observation site: mean, 10th and 90th percentile over the last 30 observed years up to 2021.',
  source:
    'Japan Meteorological Agency (full bloom, 102 sites), Korea Meteorological Administration (first flowering), EPA Climate Change Indicators / National Park Service (Washington DC peak bloom); compiled in GMU-CherryBlossomCompetition/peak-bloom-prediction, commit ce10de88ee7c518d51cf0087ffbfdab77309b6b9',
  licence:
    'JMA: reproduction allowed with the source indicated ("Source: Japan Meteorological Agency"); EPA: US government work; KMA: reuse terms unverified. Only dates (facts) are taken.',
  as_of: '2021',
  sites,
};
writeFileSync(
  new URL('../../data/travel/calendars/cherry-blossom-sites.json', import.meta.url),
  `${JSON.stringify({ ...doc, sites: [] }, null, 2).replace('"sites": []', `"sites": [\n${sites.map((s) => `    ${JSON.stringify(s)}`).join(',\n')}\n  ]`)}\n`,
);
console.log(`blossom: ${sites.length} sites`);
