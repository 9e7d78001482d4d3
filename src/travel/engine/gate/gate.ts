import type { MatchStatus } from '../../../contracts/travel.js';
import { airportByIata } from '../../geo/airports.js';
import { greatCircleKm } from '../../geo/distance.js';
import { beyondAirportReach } from '../../knowledge/models/flights.js';
import { permitThemesAt } from '../../knowledge/models/entry-fees.js';
import type { GazetteerPlace } from '../../geo/types.js';
import { COAST_MODEL, ISLAND_THEMES, themesRuledOutByCoast } from '../../knowledge/models/coast.js';
import { RESORT_SEASON_MODEL, snowSomeMonth } from '../../knowledge/models/resort-season.js';
import type { Catalog } from '../catalog.js';
import { SKI_BASE_KM, SKI_EVIDENCE_BASIS, SKI_TERRAIN_MODEL, skiBases, skiEvidence, skiTerrainAgainst } from '../ski-areas.js';
import { homeArea, homeNote } from '../rank/origin.js';
import { beyondReach } from './beyond-reach.js';
import { GROUND_REACH_KM, groundOnly, reachPool } from './reach-pool.js';
import type { Gated } from './gated.js';
import type { Trip } from '../trip.js';
import { THEME_MIN_STRENGTH, type Candidate, type EngineData } from '../types.js';
import { curatedInScope, excludedBy, hasHardGeography, inScope, pointOf, scopeLabel, type Scope } from './scope.js';

/**
 * Gating before ranking: hard geography always filters (a hard constraint is hard whatever
 * strict_mode says); with strict_mode, required themes filter curated destinations too, unless
 * strict_mode was defaulted and the filter would leave nothing inside the named geography (then its
 * destinations stay, themes listed as missing). When
 * the scope holds fewer than MIN_RESULTS curated destinations, research-ready candidates from
 * the gazetteer inside the same scope fill in. Nothing outside the scope is ever added.
 */
export const MIN_RESULTS = 3;
const RESEARCH_POOL = 12;
/** A strict theme (coast, beach, islands) rules out most of a region's leading towns: the filter reads this many times deeper before it gives up. */
const THEMED_POOL_DEPTH = 4;
/** Research-ready places within a day's reach that an open-ended trip without flying adds beside the curated destinations. */
const REACH_RESULTS = 8;
/** Places of the reach pool tried for each one added: a few fail the strict themes or the gazetteer's figures. */
const REACH_TRIES = 3;
/** A gazetteer place this close to a curated candidate is the same destination. */
const SAME_PLACE_KM = 25;

export interface GateResult {
  status: MatchStatus['status'];
  reason: MatchStatus['reason'];
  gated: Gated[];
  notes: string[];
}

/** The models that can rule a theme out of a place, by name, for the answer's notes. */
const COAST_RULING = `${COAST_MODEL.name} (Natural Earth land)`;
const SNOW_RULING = `the snow months of ${RESORT_SEASON_MODEL.name}`;
const TERRAIN_RULING = `${SKI_TERRAIN_MODEL.name} (lowland, a low coast or an airport suburb, no ski resort Wikivoyage lists within ${SKI_BASE_KM} km)`;

/** Destinations a note names when the coast model leaves them out; the rest are counted. */
const NAMED_LEFT_OUT = 6;

/**
 * Which destinations left out for lacking required themes the coast model ruled out, and why: a sea
 * theme inland, an island theme on the mainland (the others' records lack the theme, counted). Empty
 * when the coast model ruled none out.
 */
function coastLeftOutWords(left: readonly Gated[]): string {
  const ruled = left.map((g) => ({ name: g.candidate.name, themes: themesRuledOutByCoast(g.candidate, g.themes_missing) })).filter((r) => r.themes.length > 0);
  if (ruled.length === 0) return '';
  const names = ruled.map((r) => r.name);
  const shown = `${names.slice(0, NAMED_LEFT_OUT).join(', ')}${names.length > NAMED_LEFT_OUT ? ` and ${names.length - NAMED_LEFT_OUT} more` : ''}`;
  const where = ruled.every((r) => r.themes.every((t) => ISLAND_THEMES.has(t))) ? 'on the mainland' : 'inland';
  const others = left.length - ruled.length;
  return `: ${shown} ${where} by ${COAST_MODEL.name}${others > 0 ? `; ${others} lack them in their record` : ''}`;
}

const reachNote = (trip: Trip, n: number): string =>
  `${n} research-ready candidate(s) within about ${GROUND_REACH_KM} km of ${trip.origin} by ${(trip.travel_modes ?? []).join(', ')} come from the gazetteer with model_estimate figures (few curated destinations lie that near).`;

interface RuledOut {
  themes: string[];
  /** The models that ruled them out. */
  models: string[];
}

/**
 * Themes the place cannot have: sea themes inland and island themes on the mainland
 * (coast_distance_model_v1), skiing where no month of its own climate is good for snow or, for a
 * place the search found rather than one the traveller named to ski at ("a ski week in Courchevel"),
 * where the terrain speaks against it (ski-areas.ts). No known resort near is no evidence either way.
 */
function ruledOutByModels(c: Candidate, themes: readonly string[], named = false): RuledOut {
  const coast = themesRuledOutByCoast(c, themes);
  const byCoast: RuledOut = { themes: coast, models: coast.length ? [COAST_RULING] : [] };
  if (!themes.includes('skiing')) return byCoast;
  const ski = !snowSomeMonth(c.comfort.snow) ? SNOW_RULING : !named && skiTerrainAgainst(c) ? TERRAIN_RULING : null;
  return ski ? { themes: [...coast, 'skiing'], models: [...byCoast.models, ski] } : byCoast;
}

/** The models that ruled out themes of some places, once each, in words. */
const modelsWords = (ruled: readonly RuledOut[]) => [...new Set(ruled.flatMap((r) => r.models))].join(' and ');

/**
 * Required themes a candidate has, lacks, or nobody checked. A research-ready place has no curated
 * themes, but the land and climate models rule some out (ruledOutByModels), and an asked activity's permit area rules its theme in.
 */
function themeCheck(c: Candidate, trip: Trip, named = false): Pick<Gated, 'themes_matched' | 'themes_missing' | 'themes_unverified'> {
  if (!c.themes) {
    const ruledOut = ruledOutByModels(c, trip.required_themes, named).themes;
    // Where an asked activity's permit is due (gorilla trekking at Bwindi), the activity's theme is there.
    const offered = permitThemesAt(c, trip.permits_asked);
    const matched = trip.required_themes.filter((t) => offered.includes(t) && !ruledOut.includes(t));
    const unverified = trip.required_themes.filter((t) => !ruledOut.includes(t) && !matched.includes(t));
    return { themes_matched: matched, themes_missing: ruledOut, themes_unverified: unverified };
  }
  const themes = c.themes;
  const matched = trip.required_themes.filter((t) => (themes[t] ?? 0) >= THEME_MIN_STRENGTH);
  return { themes_matched: matched, themes_missing: trip.required_themes.filter((t) => !matched.includes(t)), themes_unverified: [] };
}

/** A place a ski trip may hold: any place when skiing is not required, else one with ski evidence or one the traveller named. */
const skiable = (trip: Trip, c: Candidate, named: boolean): boolean => named || !trip.required_themes.includes('skiing') || skiEvidence(c);

/** Whether the traveller named the candidate's own town or park, not only a region or country around it. */
const namedByTraveller = (scope: Scope, c: Candidate): boolean =>
  scope.places.some((p) => (p.type === 'city' || p.type === 'park') && (p.id === c.id || greatCircleKm(p, c) < SAME_PLACE_KM));

/**
 * Gazetteer places inside the scope's places, taken in turn from each place so every alternative gets some. A named town or
 * park comes first in its own list; a named island, region or coast comes after the places it holds, so it stands for itself
 * only where the data holds too few places inside it (Stromboli, whose villages are too small for the gazetteer).
 */
function researchPool(catalog: Catalog, scope: Scope, first: readonly GazetteerPlace[] = [], size = RESEARCH_POOL): GazetteerPlace[] {
  const lists = scope.places.map((place) => {
    const own: GazetteerPlace[] =
      place.type === 'country'
        ? []
        : [{ type: place.type, id: place.id, name: place.name, country: place.country ?? '', admin1: place.admin1, lat: place.lat, lon: place.lon }];
    const inside = catalog.placesWithin(place, size);
    return place.type === 'city' || place.type === 'park' ? [...own, ...inside] : [...inside, ...own];
  });
  const out: GazetteerPlace[] = [...first];
  for (let i = 0; lists.some((l) => i < l.length); i++) for (const l of lists) if (l[i]) out.push(l[i]!);
  return out.filter((p, i) => p.country !== '' && out.findIndex((q) => q.id === p.id) === i);
}

/** The gazetteer places inside the scope a research-ready candidate may come from, ski towns first for a ski trip. */
function scopePool(data: EngineData, catalog: Catalog, scope: Scope, trip: Trip): GazetteerPlace[] {
  // A ski trip looks first at the towns that serve the ski resorts the data knows; the scope check keeps those inside.
  const first = trip.required_themes.includes('skiing') ? skiBases(data.gazetteer) : [];
  const size = trip.strict && trip.required_themes.length > 0 ? RESEARCH_POOL * THEMED_POOL_DEPTH : RESEARCH_POOL;
  return researchPool(catalog, scope, first, size);
}

/** Research-ready candidates from a pool of gazetteer places, and how many of them were left out for lacking required themes. */
function researchCandidates(
  data: EngineData,
  catalog: Catalog,
  scope: Scope,
  trip: Trip,
  pool: readonly GazetteerPlace[],
  taken: readonly Candidate[],
  want: number,
  atHome: (p: GazetteerPlace) => boolean,
): { gated: Gated[]; left_out: RuledOut[]; at_home: string[] } {
  const out: Gated[] = [];
  const home: string[] = [];
  const leftOut: RuledOut[] = [];
  for (const place of pool) {
    if (out.length >= want) break;
    const point = { country: place.country, admin1: place.admin1, lat: place.lat, lon: place.lon, destinationId: place.id };
    if (!inScope(scope, data.gazetteer, point)) continue;
    if (atHome(place)) {
      home.push(place.name);
      continue;
    }
    const near = (c: Candidate) => greatCircleKm(c, place) < SAME_PLACE_KM;
    if (taken.some(near) || out.some((g) => near(g.candidate))) continue;
    const candidate = catalog.researchCandidate(place);
    if (!candidate) continue;
    // A place that is a curated record under another name comes back as that record: list it once,
    // and filter it by strict themes like any curated record.
    const listed = (c: Candidate) => c.id === candidate.id;
    const named = scope.places.some((p) => p.id === place.id);
    const themes = themeCheck(candidate, trip, named);
    if (taken.some(listed) || out.some((g) => listed(g.candidate))) continue;
    if (trip.strict && themes.themes_missing.length > 0) {
      leftOut.push(ruledOutByModels(candidate, trip.required_themes, named));
      continue;
    }
    if (!skiable(trip, candidate, named)) {
      leftOut.push({ themes: ['skiing'], models: [`the ski areas known (${SKI_EVIDENCE_BASIS})`] });
      continue;
    }
    out.push({ candidate, in_scope: true, ...themes });
  }
  return { gated: out, left_out: leftOut, at_home: home };
}

/**
 * What is known of a place in scope that no airport model reaches (no scheduled airport within
 * 2,500 km): a place the gazetteer holds inside the scope (McMurdo Station for Antarctica), else the
 * named place itself when it is not a whole country (Kerguelen). With an origin, the far place nearest it, the part of the scope a
 * trip from there would reach. None when an airport is in reach of every such place: then nothing was
 * covered for other reasons (themes, a region no one country holds), which the other notes say.
 */
function farPlaceNote(data: EngineData, catalog: Catalog, scope: Scope, trip: Trip): string[] {
  const inside = researchPool(catalog, scope).filter((p) => inScope(scope, data.gazetteer, { ...p, destinationId: p.id }));
  const named = scope.places.filter((p) => p.type !== 'country');
  const far = [...inside, ...named].filter((p) => beyondAirportReach(p));
  const origin = trip.origin ? airportByIata(trip.origin) : undefined;
  const nearest = origin ? far.sort((a, b) => greatCircleKm(origin, a) - greatCircleKm(origin, b))[0] : far[0];
  return nearest ? [beyondReach(nearest, trip)] : [];
}

export function gate(data: EngineData, catalog: Catalog, scope: Scope, trip: Trip): GateResult {
  if (scope.not_understood) {
    return {
      status: 'no_match',
      reason: 'empty_ranked_set',
      gated: [],
      notes: ['Nothing in the request could be read as a travel constraint; see understanding.clarifying_questions.'],
    };
  }
  if (scope.unresolved.length > 0 || scope.unknown_places.length > 0) {
    const names = [...scope.unresolved, ...scope.unknown_places].join(', ');
    return {
      status: 'no_match',
      reason: 'unsupported_coverage',
      gated: [],
      notes: [`Hard geography ${names} could not be resolved to a place the service covers.`],
    };
  }
  const geo = hasHardGeography(scope);
  const notes: string[] = [];
  // Excluded places are hard negative constraints: a destination inside one never passes.
  const allowed = scope.excluded.length ? catalog.curated.filter((c) => !excludedBy(scope, data.gazetteer, pointOf(c))) : catalog.curated;
  const inGeo = geo ? allowed.filter((c) => curatedInScope(scope, c.id)) : allowed;
  if (allowed.length < catalog.curated.length)
    notes.push(
      `${catalog.curated.length - allowed.length} destination(s) inside excluded places (${scope.excluded.map((p) => p.name).join(', ')}) were left out.`,
    );
  const skiing = inGeo.filter((c) => skiable(trip, c, namedByTraveller(scope, c)));
  const noSki = inGeo.length - skiing.length;
  if (noSki > 0) notes.push(`${noSki} destination(s) in scope were left out of the ski trip: no ski area known (${SKI_EVIDENCE_BASIS}).`);
  const checked = skiing.map((c) => ({ candidate: c, in_scope: true, ...themeCheck(c, trip) }));
  const withThemes = trip.strict ? checked.filter((g) => g.themes_missing.length === 0) : checked;
  // A place the traveller names outranks the themes asked of it: when no destination inside it has them all
  // ("Dubai in August, beach and snorkeling"), its destinations stay, with the missing themes listed, rather than none.
  // A caller who sends strict_mode itself gets the themes as a hard filter.
  const namedKept = geo && !trip.strict_stated && withThemes.length === 0 && checked.length > 0;
  const home = homeArea(trip, scope.places, data.gazetteer);
  const atHome = (p: { lat: number; lon: number }) => home?.near(p) ?? false;
  // Kept for the place's sake, a destination that can offer nothing of what was asked (a warm coast for a ski week: every
  // required theme absent from its record and ruled out by the models) still goes; places nobody curated that the models
  // allow are sought first, and the ruled-out ones come back only when nothing else is left. A curated record with some of
  // a theme (Granada's skiing in the Sierra Nevada) is never ruled out for it.
  const offersNothing = (g: Gated) => {
    const absent = g.themes_missing.filter((t) => !g.candidate.themes?.[t]);
    return absent.length === trip.required_themes.length && ruledOutByModels(g.candidate, absent).themes.length === absent.length;
  };
  const ruledOut = namedKept ? checked.filter(offersNothing) : [];
  const kept = namedKept ? checked.filter((g) => !ruledOut.includes(g)) : withThemes;
  const atHomeGated = kept.filter((g) => atHome(g.candidate));
  const gated = kept.filter((g) => !atHome(g.candidate));
  const homeNames = atHomeGated.map((g) => g.candidate.name);
  if (namedKept) {
    notes.push(
      `No destination inside ${scopeLabel(scope)} has every required theme (${trip.required_themes.join(', ')}); the named place is kept and each result lists the themes it lacks.`,
    );
  } else if (trip.strict && checked.length > withThemes.length) {
    const leftOut = checked.filter((g) => g.themes_missing.length > 0);
    notes.push(
      `${leftOut.length} destination(s) in scope were left out for lacking required themes (${trip.required_themes.join(', ')})${coastLeftOutWords(leftOut)}.`,
    );
  }
  if (geo && gated.length < MIN_RESULTS) {
    const research = researchCandidates(
      data,
      catalog,
      scope,
      trip,
      scopePool(data, catalog, scope, trip),
      [...gated, ...atHomeGated].map((g) => g.candidate),
      MIN_RESULTS - gated.length,
      atHome,
    );
    if (research.left_out.length > 0) {
      notes.push(
        `${research.left_out.length} gazetteer place(s) inside ${scopeLabel(scope)} were left out for lacking required themes (${trip.required_themes.join(', ')}) by ${modelsWords(research.left_out)}.`,
      );
    }
    if (research.gated.length > 0) {
      notes.push(
        `${research.gated.length} research-ready candidate(s) inside ${scopeLabel(scope)} come from the gazetteer with model_estimate figures (no curated coverage).`,
      );
    }
    gated.push(...research.gated);
    homeNames.push(...research.at_home);
  }
  if (!geo && groundOnly(trip)) {
    const near = researchCandidates(
      data,
      catalog,
      scope,
      trip,
      reachPool(data, catalog, trip, REACH_RESULTS * REACH_TRIES),
      [...gated, ...atHomeGated].map((g) => g.candidate),
      REACH_RESULTS,
      atHome,
    );
    if (near.gated.length > 0) notes.push(reachNote(trip, near.gated.length));
    gated.push(...near.gated);
  }
  if (gated.length === 0 && ruledOut.length > 0) {
    gated.push(...ruledOut.filter((g) => !atHome(g.candidate)));
    notes.push(
      `By ${modelsWords(ruledOut.map((g) => ruledOutByModels(g.candidate, trip.required_themes)))}, none of these can offer ${trip.required_themes.join(', ')}; they are listed for the place's sake.`,
    );
  }
  // Home stays when nothing else is left (a weekend in the home region).
  if (gated.length === 0) gated.push(...atHomeGated);
  else if (home && homeNames.length > 0) notes.push(homeNote(home, [...new Set(homeNames)]));
  const hard = geo || trip.required_themes.length > 0;
  if (gated.length === 0 && trip.required_themes.includes('skiing')) {
    const where = geo ? ` inside ${scopeLabel(scope)}` : '';
    return {
      status: 'no_match',
      reason: 'empty_ranked_set',
      gated,
      notes: [...notes, `No ski area known${where}: no place the data holds there has ski evidence (${SKI_EVIDENCE_BASIS}).`],
    };
  }
  if (gated.length === 0) {
    return geo
      ? {
          status: 'no_match',
          reason: 'unsupported_coverage',
          gated,
          notes: [
            ...notes,
            `Nothing inside ${scopeLabel(scope)} can be covered (no curated destination and no place an airport model reaches).`,
            ...farPlaceNote(data, catalog, scope, trip),
          ],
        }
      : { status: 'no_match', reason: 'empty_ranked_set', gated, notes: [...notes, 'No destination satisfies the required themes.'] };
  }
  return { status: 'matched', reason: hard && !namedKept ? 'hard_constraints_satisfied' : 'ranked_candidates_available', gated, notes };
}
