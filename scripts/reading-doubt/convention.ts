import type { Gazetteer, GazetteerPlace, PlaceRef } from '../../src/travel/geo/types.js';
import { sameList, type GoldPlaces, type ViewPlace } from '../eval-intent/score.js';

/**
 * Whether a destination list scored wrong differs from its gold only by an area named beside its own places: the reading
 * lists "Brazil" with Florianópolis and Búzios where the gold lists the towns alone, or the gold lists "Kerala" with its
 * towns where the reading does not. Writers list such a frame or leave it out by their own habit, so the difference says
 * nothing of whether the places were read right: the doubt model is not taught on it either way.
 */
export function differsByFrameOnly(gold: readonly string[], view: readonly ViewPlace[], gazetteer: Gazetteer, places: GoldPlaces): boolean {
  const area = (p: PlaceRef | undefined) => (p && p.type !== 'city' ? p : undefined);
  const inside = (a: PlaceRef | undefined, b: { country: string | null; lat: number | null; lon: number | null; id: string | null }) => {
    if (!a || b.lat === null || b.lon === null) return false;
    return a.type === 'country'
      ? a.country === b.country
      : gazetteer.contains(a, { country: b.country ?? '', lat: b.lat, lon: b.lon, destinationId: b.id ?? '' });
  };
  const placeOf = (spec: string) => {
    const r = places.resolve(spec);
    return r ? { ...r, id: r.id as string | null } : null;
  };
  const asRef = (g: GazetteerPlace | undefined): PlaceRef | undefined => g && { ...g, confidence: 1 };
  const viewArea = (p: ViewPlace) => asRef(p.id ? gazetteer.byId(p.id) : undefined);
  const coreView = view.filter((p) => !view.some((q) => q !== p && inside(area(viewArea(p)), q)));
  const coreGold = gold.filter((g) => {
    const a = area(places.resolve(g) ?? undefined);
    return !gold.some((h) => h !== g && inside(a, placeOf(h) ?? { country: null, lat: null, lon: null, id: null }));
  });
  const framed = coreView.length < view.length || coreGold.length < gold.length;
  return framed && coreGold.length > 0 && sameList(coreGold, coreView, places);
}
