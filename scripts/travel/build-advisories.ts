/**
 * Compiles the US State Department travel advisory levels into data/travel/advisories/us-state-department.json.
 * Input: unitedstates_summary.csv of the public repository marcolussetti/travel-advisories (a scrape of
 * travel.state.gov; the US file stopped changing on 2025-08-14), path in ADVISORIES_CSV.
 * Run: ADVISORIES_CSV=/path/unitedstates_summary.csv npx tsx scripts/travel/build-advisories.ts
 *
 * Two countries carry sub-national levels instead of one country level ("Other" in the summary);
 * those are taken by hand from the advisory text of the same scrape (unitedstates/<Country>/Advisory.md)
 * and written below with the advisory date.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import type { CountryAdvisory } from '../../src/travel/knowledge/advisories.js';
import { isoForCountryName } from './country-codes.js';
import { parseCsv } from './csv.js';
import { readPinned } from './pinned-input.js';

const input = process.env.ADVISORIES_CSV;
if (!input) throw new Error('Set ADVISORIES_CSV to the path of unitedstates_summary.csv');
/** unitedstates_summary.csv of marcolussetti/travel-advisories at commit bbc331def9b73f61253cca713cd85a4b363a436f. */
const INPUT_SHA256 = 'ccbd81b17b7d7bd1449aef3b9f1fbee2a462bd2abfb4e6fcc46efb0f3791e9a5';
const out = new URL('../../data/travel/advisories/', import.meta.url);

/** Summary rows that name several territories at once. */
const MULTI: Record<string, string[]> = { 'FRENCH WEST INDIES': ['GP', 'MQ', 'BL', 'MF'] };
/** Rows with no single level; handled by SUBNATIONAL. */
const SUBNATIONAL_ROWS = new Set(['MEXICO', 'ISRAEL, THE WEST BANK AND GAZA']);

/** Mexico, advisory of 2024-09-06: levels per state (ISO 3166-2), from the advisory's state lists. */
const MEXICO_STATES: Record<string, number> = {
  'MX-COL': 4,
  'MX-GRO': 4,
  'MX-MIC': 4,
  'MX-SIN': 4,
  'MX-TAM': 4,
  'MX-ZAC': 4,
  'MX-BCN': 3,
  'MX-CHP': 3,
  'MX-CHH': 3,
  'MX-GUA': 3,
  'MX-JAL': 3,
  'MX-MOR': 3,
  'MX-SON': 3,
  'MX-AGU': 2,
  'MX-BCS': 2,
  'MX-COA': 2,
  'MX-DUR': 2,
  'MX-HID': 2,
  'MX-CMX': 2,
  'MX-MEX': 2,
  'MX-NAY': 2,
  'MX-NLE': 2,
  'MX-OAX': 2,
  'MX-PUE': 2,
  'MX-QUE': 2,
  'MX-ROO': 2,
  'MX-SLP': 2,
  'MX-TAB': 2,
  'MX-TLA': 2,
  'MX-VER': 2,
  'MX-CAM': 1,
  'MX-YUC': 1,
};

const rows = parseCsv(readPinned(input, INPUT_SHA256));
const countries: Record<string, CountryAdvisory> = {};
const unmapped: string[] = [];
for (const r of rows) {
  const name = r['destination'] ?? '';
  const level = Number(r['risk_level_number']);
  const issued = (r['last_updated_advisory'] ?? '').slice(0, 10);
  const url = r['advisory_details_url'] ?? '';
  const upper = name.toUpperCase();
  if (!issued || SUBNATIONAL_ROWS.has(upper)) continue;
  if (!(level >= 1 && level <= 4)) continue;
  const codes = MULTI[upper] ?? [isoForCountryName(name)].filter((c): c is string => Boolean(c));
  if (codes.length === 0) unmapped.push(name);
  for (const code of codes) countries[code] = { name, level, issued, url };
}
if (unmapped.length) throw new Error(`unmapped advisory destinations: ${unmapped.join(', ')}`);

const ADVISORY_BASE = 'https://travel.state.gov/content/travel/en/traveladvisories/traveladvisories';
countries['MX'] = {
  name: 'Mexico',
  level: 2,
  issued: '2024-09-06',
  url: `${ADVISORY_BASE}/mexico-travel-advisory.html`,
  regions: MEXICO_STATES,
  note: 'Levels are set state by state; the country figure (2) applies only where no state level is known.',
};
countries['IL'] = {
  name: 'Israel',
  level: 3,
  issued: '2025-07-13',
  url: `${ADVISORY_BASE}/israel-west-bank-and-gaza-travel-advisory.html`,
  areas: [{ name: 'within 4 km of the Lebanese and Syrian borders', level: 4, box: [33.0, 35.1, 33.35, 35.9] }],
};
countries['PS'] = {
  name: 'The West Bank and Gaza',
  level: 3,
  issued: '2025-07-13',
  url: `${ADVISORY_BASE}/israel-west-bank-and-gaza-travel-advisory.html`,
  areas: [{ name: 'Gaza', level: 4, box: [31.2, 34.2, 31.6, 34.6] }],
};

const doc = {
  source:
    'U.S. Department of State travel advisories (travel.state.gov), as compiled in marcolussetti/travel-advisories unitedstates_summary.csv, commit bbc331def9b73f61253cca713cd85a4b363a436f',
  licence: 'Work of the US government (public domain); only the levels and dates are taken',
  as_of: '2025-08-14',
  levels: { 1: 'Exercise Normal Precautions', 2: 'Exercise Increased Caution', 3: 'Reconsider Travel', 4: 'Do Not Travel' },
  format:
    'countries[ISO alpha-2] = { name, level 1-4, issued (advisory date), url, regions? (ISO 3166-2 -> level), areas? (named boxes [south, west, north, east] with their level) }',
  countries: Object.fromEntries(Object.entries(countries).sort(([a], [b]) => a.localeCompare(b))),
};
mkdirSync(out, { recursive: true });
writeFileSync(new URL('us-state-department.json', out), JSON.stringify(doc, null, 1) + '\n');
console.log(`advisories: ${Object.keys(countries).length} countries`);
