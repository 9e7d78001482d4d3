import tzLookup from '@photostructure/tz-lookup';
import { loadAirports } from './airports.js';
import { Catalog, type GazetteerIndex, type LateJoinIndex } from './catalog.js';
import { placeContains } from './contains.js';
import { extractMentions, mentionReader } from './extract.js';
import { publicPlace, type Place } from './place.js';
import { rank, readingsOf, scoreContext, toResolved } from './resolve.js';
import { withinPlace } from './within.js';
import type { Gazetteer, PlaceRef } from './types.js';

export type { CountryInfo, Gazetteer, GazetteerPlace, PlaceRef, PlaceType, PointLike, ResolveContext, ResolvedPlace } from './types.js';
export { airportByIata, airportsNear, type Airport } from './airports.js';
export { greatCircleKm } from './distance.js';
export { IMPORTANCE_MODEL } from './city-columns.js';
export { GAZETTEER_INDEX, GAZETTEER_LATE_INDEX, type GazetteerIndex } from './catalog.js';

let catalog: Catalog | undefined;
let cached: Gazetteer | undefined;

function build(cat: Catalog): Gazetteer {
  const placeOf = (ref: PlaceRef): Place | undefined => cat.place(ref.id);
  return {
    resolve(text, ctx) {
      const { candidates, typeHint } = readingsOf(cat, text);
      const sctx = scoreContext(ctx);
      if (typeHint) sctx.typeHint = typeHint;
      const types = ctx?.types;
      const allowed = types ? candidates.filter((c) => types.includes(c.place.type)) : candidates;
      return toResolved(rank(allowed, sctx), text.trim());
    },
    extract: (text, ctx) => extractMentions(cat, text, ctx),
    mentions: (text, words) => mentionReader(cat, text, words),
    contains(ref, point) {
      const place = placeOf(ref);
      return place ? placeContains(cat, place, point) : false;
    },
    placesWithin(ref, limit) {
      const place = placeOf(ref);
      return place ? withinPlace(cat, place, limit) : [];
    },
    byId(id) {
      const place = cat.place(id);
      return place && publicPlace(place);
    },
    nearestCity(point, country) {
      const i = cat.cities.nearest(point.lat, point.lon, country);
      return i === undefined ? undefined : publicPlace(cat.cityPlace(i));
    },
    country(code) {
      const c = cat.countries.byCode.get(code.toUpperCase());
      return c && { code: c.code, name: c.name, region: c.region, subregion: c.subregion };
    },
    timeZoneAt: (lat, lon) => tzLookup(lat, lon),
  };
}

function loadCatalog(): Catalog {
  if (!catalog) {
    loadAirports();
    catalog = new Catalog();
  }
  return catalog;
}

/** The gazetteer, built on first call (a fraction of a second with the city index) and shared afterwards. */
export function loadGazetteer(): Gazetteer {
  cached ??= build(loadCatalog());
  return cached;
}

/** What the gazetteer derives from the city index at start (the built index `npm run build` writes). */
export const gazetteerIndex = (): GazetteerIndex => loadCatalog().derived;

/** What the gazetteer's late join adds, recorded by running it (before any lookup has): the built index `npm run build` writes. */
export const gazetteerLateIndex = (): LateJoinIndex => loadCatalog().lateJoinIndex();
