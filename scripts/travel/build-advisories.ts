/**
 * Compiles the US State Department travel advisory levels into data/travel/advisories/us-state-department.json.
 * Input: unitedstates_summary.csv of the public repository marcolussetti/travel-advisories (a scrape of
 * travel.state.gov; the US file stopped changing on 2025-08-14), path in ADVISORIES_CSV.
 * Run: ADVISORIES_CSV=/path/unitedstates_summary.csv npx tsx scripts/travel/build-advisories.ts
 *
 * Two countries carry sub-national levels instead of one country level ("Other" in the summary);
 * those are taken by hand from the advisory text of the same scrape (unitedstates/<Country>/Advisory.md)
 * and written below with the advisory date. So are the "Do Not Travel" regions and areas inside
 * countries that have one level (SUBNATIONAL), so a traveller bound for Kashmir or Amhara is warned
 * at the level of the place, not of the country.
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

/**
 * Mexico, advisory of 2024-09-06: the advisory's state lists, by level (ISO 3166-2 codes without the
 * MX- prefix, in the advisory's order).
 */
const MEXICO_STATES_BY_LEVEL: Array<[number, string[]]> = [
  [4, ['COL', 'GRO', 'MIC', 'SIN', 'TAM', 'ZAC']],
  [3, ['BCN', 'CHP', 'CHH', 'GUA', 'JAL', 'MOR', 'SON']],
  [2, ['AGU', 'BCS', 'COA', 'DUR', 'HID', 'CMX', 'MEX', 'NAY', 'NLE', 'OAX', 'PUE', 'QUE', 'ROO', 'SLP', 'TAB', 'TLA', 'VER']],
  [1, ['CAM', 'YUC']],
];

/** Names of Mexico's states (ISO 3166-2:MX subdivisions, as the advisory names them), for the warnings. */
const MEXICO_STATE_NAMES: Record<string, string> = {
  AGU: 'Aguascalientes',
  BCN: 'Baja California',
  BCS: 'Baja California Sur',
  CAM: 'Campeche',
  CHP: 'Chiapas',
  CHH: 'Chihuahua',
  CMX: 'Mexico City',
  COA: 'Coahuila',
  COL: 'Colima',
  DUR: 'Durango',
  GUA: 'Guanajuato',
  GRO: 'Guerrero',
  HID: 'Hidalgo',
  JAL: 'Jalisco',
  MEX: 'State of Mexico',
  MIC: 'Michoacán',
  MOR: 'Morelos',
  NAY: 'Nayarit',
  NLE: 'Nuevo León',
  OAX: 'Oaxaca',
  PUE: 'Puebla',
  QUE: 'Querétaro',
  ROO: 'Quintana Roo',
  SLP: 'San Luis Potosí',
  SIN: 'Sinaloa',
  SON: 'Sonora',
  TAB: 'Tabasco',
  TAM: 'Tamaulipas',
  TLA: 'Tlaxcala',
  VER: 'Veracruz',
  YUC: 'Yucatán',
  ZAC: 'Zacatecas',
};

type Box = [number, number, number, number];
/**
 * Sub-national "Do Not Travel" (level 4) areas of countries with one country level, taken by hand
 * from each country's Advisory.md in the same scrape (the advisory date is the summary row's):
 * first-level subdivisions by ISO 3166-2 code (as the gazetteer keys them) with their names, and
 * named boxes [south, west, north, east] where the gazetteer gives no subdivision code or the
 * advisory names a part of one. A box at the country level inside a level-4 region is an exception
 * the advisory states ("Cauca, excluding Popayán").
 */
const SUBNATIONAL: Record<string, { regions?: Record<string, [string, number]>; areas?: Array<{ name: string; level: number; box: Box }> }> = {
  IN: { regions: { 'IN-JK': ['Jammu and Kashmir (Ladakh excepted)', 4], 'IN-MN': ['Manipur', 4] } },
  ET: { regions: { 'ET-AM': ['Amhara Region', 4], 'ET-TI': ['Tigray Region', 4], 'ET-GA': ['Gambella Region', 4], 'ET-BE': ['Benishangul Gumuz Region', 4] } },
  CD: {
    regions: {
      'CD-IT': ['Ituri', 4],
      'CD-TA': ['Tanganyika', 4],
      'CD-HL': ['Haut-Lomami', 4],
      'CD-KS': ['Kasaï', 4],
      'CD-KI': ['Kasaï', 4],
      'CD-KC': ['Kasaï-Central', 4],
      'CD-KE': ['Kasaï-Oriental', 4],
      'CD-MN': ['Mai-Ndombe', 4],
      'CD-NK': ['North Kivu', 4],
      'CD-SK': ['South Kivu', 4],
    },
    areas: [{ name: 'North and South Kivu (approximate box)', level: 4, box: [-4.9, 26.8, 0.9, 29.95] }],
  },
  CO: {
    regions: { 'CO-ARA': ['Arauca', 4], 'CO-CAU': ['Cauca (Popayán excepted)', 4], 'CO-NSA': ['Norte de Santander', 4] },
    areas: [{ name: 'Popayán (excepted from Cauca)', level: 3, box: [2.38, -76.68, 2.5, -76.54] }],
  },
  EG: { regions: { 'EG-SIN': ['North Sinai', 4] } },
  KE: {
    areas: [
      { name: 'Kenya-Somalia border counties of Garissa, Wajir and Mandera (approximate box)', level: 4, box: [-1.7, 39.0, 4.3, 41.95] },
      { name: 'coastal areas north of Malindi, Lamu County (approximate box)', level: 4, box: [-2.95, 40.15, -1.6, 41.6] },
    ],
  },
  PH: {
    areas: [
      { name: 'Sulu Archipelago (approximate box)', level: 4, box: [4.5, 119.2, 6.8, 122.4] },
      { name: 'Marawi City', level: 4, box: [7.9, 124.2, 8.1, 124.4] },
    ],
  },
  TG: { regions: { 'TG-S': ['Savanes Region (north of Kandé)', 4] } },
  BJ: {
    regions: { 'BJ-AL': ['Alibori (Kandi and north and east)', 4] },
    areas: [{ name: 'Tanguiéta and north and west, with Pendjari National Park (approximate box)', level: 4, box: [10.6, 0.75, 11.5, 1.9] }],
  },
  NG: {
    regions: {
      'NG-BO': ['Borno', 4],
      'NG-YO': ['Yobe', 4],
      'NG-KO': ['Kogi', 4],
      'NG-BA': ['Bauchi', 4],
      'NG-GO': ['Gombe', 4],
      'NG-KD': ['Kaduna', 4],
      'NG-KN': ['Kano', 4],
      'NG-KT': ['Katsina', 4],
      'NG-SO': ['Sokoto', 4],
      'NG-ZA': ['Zamfara', 4],
      'NG-AB': ['Abia', 4],
      'NG-AN': ['Anambra', 4],
      'NG-BY': ['Bayelsa', 4],
      'NG-DE': ['Delta', 4],
      'NG-EN': ['Enugu', 4],
      'NG-IM': ['Imo', 4],
      'NG-RI': ['Rivers (Port Harcourt excepted)', 4],
    },
    areas: [{ name: 'Port Harcourt (excepted from Rivers)', level: 3, box: [4.7, 6.9, 4.95, 7.15] }],
  },
  PK: { regions: { 'PK-BA': ['Balochistan', 4], 'PK-KP': ['Khyber Pakhtunkhwa, with the former FATA', 4] } },
  TR: { regions: { 'TR-73': ['Şırnak Province', 4], 'TR-30': ['Hakkari Province', 4] } },
  CM: { regions: { 'CM-NW': ['Northwest Region', 4], 'CM-SW': ['Southwest Region', 4], 'CM-NO': ['North Region', 4], 'CM-EN': ['Far North Region', 4] } },
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

for (const [code, sub] of Object.entries(SUBNATIONAL)) {
  const c = countries[code];
  if (!c) throw new Error(`sub-national levels for ${code}, which has no country row`);
  if (sub.regions) {
    const regions = Object.entries(sub.regions);
    c.regions = Object.fromEntries(regions.map(([iso, [, level]]) => [iso, level]));
    c.region_names = Object.fromEntries(regions.map(([iso, [name]]) => [iso, name]));
  }
  if (sub.areas) c.areas = sub.areas;
}

const ADVISORY_BASE = 'https://travel.state.gov/content/travel/en/traveladvisories/traveladvisories';
/** The countries of SUBNATIONAL_ROWS, written from their advisory text (page: the advisory under ADVISORY_BASE). */
const BY_HAND: Record<string, Omit<CountryAdvisory, 'url'> & { page: string }> = {
  MX: {
    name: 'Mexico',
    level: 2,
    issued: '2024-09-06',
    page: 'mexico-travel-advisory.html',
    regions: Object.fromEntries(MEXICO_STATES_BY_LEVEL.flatMap(([level, states]) => states.map((s) => [`MX-${s}`, level]))),
    region_names: Object.fromEntries(MEXICO_STATES_BY_LEVEL.flatMap(([, states]) => states.map((s) => [`MX-${s}`, MEXICO_STATE_NAMES[s]!]))),
    note: 'Levels are set state by state; the country figure (2) applies only where no state level is known.',
  },
  IL: {
    name: 'Israel',
    level: 3,
    issued: '2025-07-13',
    page: 'israel-west-bank-and-gaza-travel-advisory.html',
    areas: [{ name: 'within 4 km of the Lebanese and Syrian borders', level: 4, box: [33.0, 35.1, 33.35, 35.9] }],
  },
  PS: {
    name: 'The West Bank and Gaza',
    level: 3,
    issued: '2025-07-13',
    page: 'israel-west-bank-and-gaza-travel-advisory.html',
    areas: [{ name: 'Gaza', level: 4, box: [31.2, 34.2, 31.6, 34.6] }],
  },
};
for (const [code, { name, level, issued, page, ...subnational }] of Object.entries(BY_HAND)) {
  countries[code] = { name, level, issued, url: `${ADVISORY_BASE}/${page}`, ...subnational };
}

const doc = {
  source:
    'U.S. Department of State travel advisories (travel.state.gov), as compiled in marcolussetti/travel-advisories unitedstates_summary.csv, commit bbc331def9b73f61253cca713cd85a4b363a436f',
  licence: 'Work of the US government (public domain); only the levels and dates are taken',
  as_of: '2025-08-14',
  levels: { 1: 'Exercise Normal Precautions', 2: 'Exercise Increased Caution', 3: 'Reconsider Travel', 4: 'Do Not Travel' },
  format:
    'countries[ISO alpha-2] = { name, level 1-4, issued (advisory date), url, regions? (ISO 3166-2 -> level), region_names? (ISO 3166-2 -> name), areas? (named boxes [south, west, north, east] with their level; an area wins over its region) }',
  countries: Object.fromEntries(Object.entries(countries).sort(([a], [b]) => a.localeCompare(b))),
};
mkdirSync(out, { recursive: true });
writeFileSync(new URL('us-state-department.json', out), JSON.stringify(doc, null, 1) + '\n');
console.log(`advisories: ${Object.keys(countries).length} countries`);
