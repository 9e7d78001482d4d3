import type { PlaceCandidate, TravelResearchEvidence } from '../../contracts/travel.js';
import type { ResearchSubject } from '../research-port.js';
import { categorySpec } from './categories.js';
import type { ResearchConfig } from './config.js';
import { fetchJson, ProviderFailure, type HttpDeps } from './http.js';
import { clip } from './text.js';
import { Limiter, type CategoryFinding, type LiveProvider } from './types.js';

/**
 * other_search: the OpenStreetMap Overpass API. Request: POST {endpoint}/api/interpreter with the
 * form field `data` holding an Overpass QL query (`[out:json][timeout:N];` then the category's
 * tag filters around the destination, `out center N;`). Response: `{ elements: [{ type, id, lat,
 * lon, center?, tags }] }`. Named elements become place candidates with openstreetmap.org map
 * links built from their coordinates; the first few also become evidence.
 */

const PLACES_PER_CATEGORY = 10;
const EVIDENCE_PER_CATEGORY = 3;

interface WireElement {
  type?: unknown;
  id?: unknown;
  lat?: unknown;
  lon?: unknown;
  center?: { lat?: unknown; lon?: unknown };
  tags?: Record<string, unknown>;
}

export function overpassQuery(subject: ResearchSubject, category: string, radiusM: number, timeoutS: number): string {
  const around = `(around:${radiusM},${subject.lat.toFixed(5)},${subject.lon.toFixed(5)})`;
  const filters = categorySpec(category).osmTags.map(([k, v]) => `  nwr["${k}"="${v}"]["name"]${around};`);
  return `[out:json][timeout:${timeoutS}];\n(\n${filters.join('\n')}\n);\nout center ${PLACES_PER_CATEGORY * 4};`;
}

export function otherSearch(config: ResearchConfig['otherSearch'], deps: HttpDeps): LiveProvider {
  const limiter = new Limiter(config.concurrency);
  const endpoint = config.endpoint;
  return {
    name: 'other_search',
    state: endpoint ? 'configured' : 'unavailable',
    stateReason: endpoint ? '' : 'other_search has no Overpass endpoint (OVERPASS_ENDPOINT): unavailable',
    covers: (category) => categorySpec(category).osmTags.length > 0,
    async find(subject, category, now) {
      if (!endpoint) throw new ProviderFailure('not_configured', 'other_search: unavailable');
      const data = overpassQuery(subject, category, config.radiusM, Math.max(1, Math.ceil(config.timeoutMs / 1000)));
      const init = {
        method: 'POST',
        headers: { accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ data }).toString(),
      };
      const body = await limiter.run(() => fetchJson(`${endpoint}/api/interpreter`, init, config, deps));
      return toFinding(body, subject, category, now);
    },
  };
}

function wireElements(body: unknown): WireElement[] {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) throw new ProviderFailure('malformed', 'expected a JSON object');
  const elements = (body as { elements?: unknown }).elements;
  if (!Array.isArray(elements)) throw new ProviderFailure('malformed', 'elements is not an array');
  return elements.filter((e): e is WireElement => e !== null && typeof e === 'object');
}

const coordinate = (value: unknown, limit: number): number | null =>
  typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= limit ? Math.round(value * 1e6) / 1e6 : null;

export const mapsUrl = (lat: number, lon: number): string => `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=17/${lat}/${lon}`;

export function toFinding(body: unknown, subject: ResearchSubject, category: string, now: Date): CategoryFinding {
  const places: PlaceCandidate[] = [];
  const evidence: TravelResearchEvidence[] = [];
  const seen = new Set<string>();
  const tags = categorySpec(category).osmTags;
  for (const e of wireElements(body)) {
    const name = typeof e.tags?.name === 'string' ? clip(e.tags.name.trim(), 200) : '';
    const type = e.type === 'node' || e.type === 'way' || e.type === 'relation' ? e.type : null;
    const id = typeof e.id === 'number' && Number.isSafeInteger(e.id) ? e.id : null;
    const lat = coordinate(e.lat ?? e.center?.lat, 90);
    const lon = coordinate(e.lon ?? e.center?.lon, 180);
    if (!name || !type || id === null || lat === null || lon === null || seen.has(name.toLowerCase())) continue;
    seen.add(name.toLowerCase());
    const tag = tags.find(([k, v]) => e.tags?.[k] === v);
    const label = tag ? `${tag[0]}=${tag[1]}` : category;
    places.push({
      id: `osm:${type}/${id}`,
      name,
      category,
      source_tier: 'live_places',
      url: mapsUrl(lat, lon),
      lat,
      lon,
      why: `OpenStreetMap ${label} near ${clip(subject.name, 120)}.`,
    });
    if (evidence.length < EVIDENCE_PER_CATEGORY) {
      evidence.push({
        category,
        title: `${name} (OpenStreetMap ${label})`,
        url: `https://www.openstreetmap.org/${type}/${id}`,
        source: 'other_search',
        retrieved_at: now.toISOString(),
        freshness_days: 0,
        confidence: 'medium',
        supports: [category, label],
        caveats: [
          'OpenStreetMap is community-maintained: opening hours, access and current status are not checked.',
          'Evidence only: not availability, rates or airfare.',
        ],
      });
    }
    if (places.length >= PLACES_PER_CATEGORY) break;
  }
  return { evidence, places };
}
