import type { CuratedRegion } from './curated.js';

/** Points of an outline looked at for the towns along it: enough to meet a second country, few enough for the late join. */
const OUTLINE_SAMPLES = 12;
/** Fewest sampled points with a town near them for the towns to speak for the outline. */
const MIN_PLACED = 3;

/**
 * The country of a Natural Earth feature none of whose simplified parts holds a town (the Gaspé Peninsula and the
 * Laurentians are thin outlines along a coast or a ridge), from the towns nearest points of its outline: their one
 * country (model_estimate), or none when they lie in several, or near too few of the points. Seas, rivers and mountain
 * ranges, which border or cross several countries by nature, keep none.
 */
/** Natural Earth's words for a mountain range ("Caucasus Mts.", "Stanovoy Range", "Chaîne Annamitique"): ranges make borders. */
const RANGE = /\b(mts?|mountains?|range|ra|cha[iî]ne)\b/iu;

export function countryAlongOutline(r: CuratedRegion, countryNear: (lat: number, lon: number) => string | undefined): string | undefined {
  if (r.feature === 'sea' || r.feature === 'river' || RANGE.test(r.name) || r.members.some((m) => m.countries?.length || m.admin1?.length)) return undefined;
  const points = r.members.flatMap((m) => m.polygon ?? []);
  const step = Math.max(1, Math.floor(points.length / OUTLINE_SAMPLES));
  const countries = new Set<string>();
  let sampled = 0;
  let placed = 0;
  for (let k = 0; k < points.length; k += step) {
    const [lat, lon] = points[k] ?? [0, 0];
    const country = countryNear(lat, lon);
    sampled++;
    if (!country) continue;
    countries.add(country);
    placed++;
  }
  // Towns near two thirds of the outline or more: a desert or a range with a town at one end says nothing of the country of the rest.
  return countries.size === 1 && placed >= Math.max(MIN_PLACED, (sampled * 2) / 3) ? [...countries][0] : undefined;
}
