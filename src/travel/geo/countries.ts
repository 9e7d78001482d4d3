import { readBuiltIndex } from '../../built-indexes.js';
import { packageJson } from './json.js';
import { normalize } from './normalize.js';
import type { CountryInfo } from './types.js';

/** The fields of world-countries' records the service reads: the country table here, nationalities, road neighbours. */
export interface WorldCountry {
  cca2: string;
  cca3: string;
  name: { common: string; official: string };
  altSpellings: string[];
  region: string;
  subregion: string;
  latlng: [number, number];
  capital: string[];
  area: number;
  independent: boolean | null;
  demonyms?: Partial<Record<'eng' | 'fra', { m: string; f: string }>>;
  languages?: Record<string, string>;
  borders: string[];
  /** Common names by ISO 639-3 language code. */
  translations: Partial<Record<string, { common: string }>>;
}

/** The built index of world-countries' records (scripts/build-indexes.ts). */
export const COUNTRIES_INDEX = 'countries';

/**
 * world-countries' records with only the fields the service reads, translations as common names
 * only: 0.3 MB of JSON where the package is 1.4 MB (native names, flags, currencies, calling codes
 * and official translations are left out).
 */
export function readWorldCountries(): WorldCountry[] {
  return packageJson<WorldCountry[]>('world-countries').map((r) => ({
    cca2: r.cca2,
    cca3: r.cca3,
    name: { common: r.name.common, official: r.name.official },
    altSpellings: r.altSpellings,
    region: r.region,
    subregion: r.subregion,
    latlng: r.latlng,
    capital: r.capital,
    area: r.area,
    independent: r.independent,
    ...(r.demonyms && { demonyms: r.demonyms }),
    ...(r.languages && { languages: r.languages }),
    borders: r.borders,
    translations: Object.fromEntries(Object.entries(r.translations).map(([lang, t]) => [lang, t && { common: t.common }])),
  }));
}

let records: WorldCountry[] | undefined;

/**
 * world-countries' records, read once per process: from the built index in the compiled server, so
 * that neither the start nor the first request parses the whole package and collects its objects.
 */
export function worldCountries(): WorldCountry[] {
  records ??= readBuiltIndex<WorldCountry[]>(COUNTRIES_INDEX) ?? readWorldCountries();
  return records;
}

export interface Country extends CountryInfo {
  official: string;
  lat: number;
  lon: number;
  capital: string | null;
  area: number;
  independent: boolean;
  /** Normalized names, official names and alternative spellings. */
  names: string[];
  /** Normalized English and French demonyms/adjectives ("italian", "italienne"). */
  demonyms: string[];
  /** Official languages (ISO 639-3, world-countries). */
  languages: string[];
}

export interface CountryTable {
  byCode: Map<string, Country>;
  /** Normalized name -> country codes. */
  byName: Map<string, string[]>;
  /** Normalized demonym -> the country it most likely means (largest independent one). */
  byDemonym: Map<string, string>;
}

function push(map: Map<string, string[]>, key: string, code: string): void {
  const list = map.get(key);
  if (!list) map.set(key, [code]);
  else if (!list.includes(code)) list.push(code);
}

/** Extra names and adjectives people use that world-countries lacks, from data/geo/aliases.json. */
export function loadCountries(extra: { names: Record<string, string>; demonyms: Record<string, string> }): CountryTable {
  const raw = worldCountries();
  const byCode = new Map<string, Country>();
  const byName = new Map<string, string[]>();
  const demonymCandidates = new Map<string, Country[]>();
  for (const r of raw) {
    const names = [r.name.common, r.name.official, ...r.altSpellings.filter((s) => s.length > 2)].map(normalize);
    // English and French adjectives as world-countries gives them, with the French plural ("belges", "suisses").
    const fra = [r.demonyms?.fra?.m, r.demonyms?.fra?.f].filter((d): d is string => !!d).flatMap((d) => [d, d.endsWith('s') ? d : `${d}s`]);
    const demonyms = [r.demonyms?.eng?.m, r.demonyms?.eng?.f, ...fra].filter((d): d is string => !!d).map(normalize);
    const country: Country = {
      code: r.cca2,
      name: r.name.common,
      official: r.name.official,
      region: r.region,
      subregion: r.subregion,
      lat: r.latlng[0],
      lon: r.latlng[1],
      capital: r.capital[0] ?? null,
      area: r.area,
      independent: r.independent === true,
      names: [...new Set(names)],
      demonyms: [...new Set(demonyms)],
      languages: Object.keys(r.languages ?? {}),
    };
    byCode.set(country.code, country);
    for (const n of country.names) push(byName, n, country.code);
    for (const d of country.demonyms) demonymCandidates.set(d, [...(demonymCandidates.get(d) ?? []), country]);
  }
  for (const [name, code] of Object.entries(extra.names)) push(byName, normalize(name), code);
  const byDemonym = new Map<string, string>();
  for (const [d, list] of demonymCandidates) {
    // "French", "Dutch", "American" also name territories; the sovereign, larger country is meant.
    const best = [...list].sort((a, b) => Number(b.independent) - Number(a.independent) || b.area - a.area)[0];
    if (best) byDemonym.set(d, best.code);
  }
  for (const [d, code] of Object.entries(extra.demonyms)) byDemonym.set(normalize(d), code);
  return { byCode, byName, byDemonym };
}

/** Normalized capital name per country code (world-countries), for the city importance model. */
export function capitalsByCountry(): Map<string, string> {
  const out = new Map<string, string>();
  for (const r of worldCountries()) if (r.capital[0]) out.set(r.cca2, normalize(r.capital[0]));
  return out;
}
