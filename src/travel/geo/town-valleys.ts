import type { Area } from './areas.js';
import type { CityIndex } from './cities.js';
import { greatCircleKm } from './distance.js';
import { normalize } from './normalize.js';

/**
 * Valleys named by their towns. Alpine and Apennine towns often carry their valley's name after their own
 * ("Pozza di Fassa" and "Campitello di Fassa", "Castiglione d'Orcia", "Ried im Zillertal" and "Aschau im Zillertal"):
 * towns of one country near one another that end with the same valley name locate that valley, a model_estimate
 * (the area around their mean point). The valley is named as travellers write it: "Val di Fassa", "Val d'Orcia",
 * "Zillertal". Only those forms are names: "Fassa" alone stays whatever else it may be.
 */
const MIN_TOWNS = 2;
/** Every town of a valley lies this close to their mean point. */
const VALLEY_KM = 30;

/** Where a valley named by its towns comes from: its point is the towns' mean, its extent that of a valley. */
const SOURCE = 'GeoNames cities500 (CC BY 4.0) town names; point and extent model_estimate (src/travel/geo/town-valleys.ts)';

/** Whether a name (a town's last words) already names a city, province or region of that country. */
export type NamedPlace = (name: string, country: string) => boolean;

/** The end of a town's name that names its valley: German "im/in <X>tal", Italian "di <X>" or "d'<X>". */
const GERMAN = /\si[mn]\s(\p{Lu}\p{Ll}+tal)$/u;
const ITALIAN = /\s(di\s|d['’])(\p{Lu}\p{Ll}+)$/u;
const MAY_END_SO = / (?:i[mn] \S+tal|di \S+|d\S+)$/;

/** The names a valley is written by, its first the name it is shown with. */
function valleyNames(townName: string, country: string, named: NamedPlace): string[] | undefined {
  const german = GERMAN.exec(townName);
  if (german?.[1]) return [german[1]];
  const italian = ITALIAN.exec(townName);
  // "Castel di Sangro" ends with a valley's name, "Torre del Greco di Napoli" or "Costigliole d'Asti" with a place's.
  if (!italian?.[1] || !italian[2] || named(italian[2], country)) return undefined;
  const link = italian[1].startsWith('di') ? 'di ' : "d'";
  return ['Val', 'Valle'].map((head) => `${head} ${link}${italian[2]}`);
}

export function valleysNamedByTowns(cities: CityIndex, named: NamedPlace): Area[] {
  const towns = new Map<string, { names: string[]; rows: number[] }>();
  for (let i = 0; i < cities.size; i++) {
    // The normalized key tells cheaply which names may end so (an elided "d'" joins the next word there).
    if (!MAY_END_SO.test(cities.key(i))) continue;
    const names = valleyNames(cities.name(i), cities.country(i), named);
    if (!names?.[0]) continue;
    const key = `${cities.country(i)}:${names[0]}`;
    const entry = towns.get(key) ?? { names, rows: [] };
    entry.rows.push(i);
    towns.set(key, entry);
  }
  const areas: Area[] = [];
  for (const [key, { names, rows }] of towns) {
    if (rows.length < MIN_TOWNS) continue;
    const point = {
      lat: rows.reduce((s, i) => s + (cities.lat[i] ?? 0), 0) / rows.length,
      lon: rows.reduce((s, i) => s + (cities.lon[i] ?? 0), 0) / rows.length,
    };
    if (rows.some((i) => greatCircleKm(point, { lat: cities.lat[i] ?? 0, lon: cities.lon[i] ?? 0 }) > VALLEY_KM)) continue;
    // A town of that very name ("Valle di Cadore") keeps it: a derived area never takes a real place's name.
    const free = names.filter((n) => cities.named(normalize(n)).length === 0);
    if (free.length) areas.push({ kind: 'valley', names: free, ...point, country: key.slice(0, 2), source: SOURCE });
  }
  return areas;
}
