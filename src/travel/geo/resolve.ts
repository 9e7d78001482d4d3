import { airportByIata } from './airports.js';
import { compassPart, sideAround } from './compass-parts.js';
import type { Gazetteer as Catalog } from './gazetteer.js';
import { greatCircleKm } from './distance.js';
import { featureOf } from './feature.js';
import { kindPhrase } from './kind-names.js';
import { placeContains } from './contains.js';
import { normalize } from './normalize.js';
import { refOf, type HitKind, type Place } from './place.js';
import { confidences, scoreCandidate, type Candidate, type ScoreContext, type Scored } from './score.js';
import type { PlaceType, ResolveContext, ResolvedPlace } from './types.js';

/** Most same-name GeoNames cities considered for one name (they are sorted by importance). */
const MAX_CITY_READINGS = 25;

/** Words around a name that say what kind of place is meant ("Banff park", "the state of Georgia"). */
const TYPE_SUFFIXES: Array<[string, PlaceType]> = [
  ['national park', 'park'],
  ['park', 'park'],
  ['state', 'state'],
  ['province', 'state'],
  ['prefecture', 'state'],
  ['city', 'city'],
  ['town', 'city'],
  ['country', 'country'],
  ['region', 'region'],
  ['area', 'region'],
];
const TYPE_PREFIXES: Array<[string, PlaceType]> = [
  ['state of', 'state'],
  ['province of', 'state'],
  ['country of', 'country'],
  ['city of', 'city'],
  ['town of', 'city'],
];

/** Splits a stated type off a key: "georgia the country" -> ["georgia", 'country']. */
function typeOf(key: string): { base: string; type: PlaceType } | undefined {
  for (const [word, type] of TYPE_SUFFIXES) {
    const m = new RegExp(`^(.+?) (?:the )?${word}$`).exec(key);
    if (m?.[1]) return { base: m[1], type };
  }
  for (const [word, type] of TYPE_PREFIXES) if (key.startsWith(`${word} `)) return { base: key.slice(word.length + 1), type };
  return undefined;
}

const placeAliases = new WeakMap<Catalog, Map<string, string>>();

/** aliases.json place_aliases as a Map of normalized alias -> normalized target name (a Map: user keys never reach Object.prototype). */
function aliasTarget(cat: Catalog, key: string): string | undefined {
  let m = placeAliases.get(cat);
  if (!m) {
    m = new Map(Object.entries(cat.aliases.place_aliases?.aliases ?? {}).map(([a, t]) => [normalize(a), normalize(t)]));
    placeAliases.set(cat, m);
  }
  return m.get(key);
}

/**
 * What a city's name in another language gives up against a town whose own name it is exactly: a
 * prior gap of about 0.45 (Alexandria against Alessandria) is "comparably known"; a world city
 * against a village (Nice against Nizza Monferrato, Cologne against Cologne in the Gers) still wins.
 */
const EXONYM_PENALTY = 0.5;

/**
 * The city a name in another language names (data/geo/exonyms.tsv), unless the name is its subdivision's in a request
 * language: GeoNames lists a region's names among its capital's ("Vénétie" for Venice), and the subdivision table, which
 * says which language a name is in and leaves out the town's names where a subdivision is named after it ("Samarcanda"), knows better.
 */
function foreignCityName(cat: Catalog, key: string): number | undefined {
  const row = cat.exonymRow(key);
  const iso = cat.subdivisionNamed.get(key);
  return row !== undefined && iso !== undefined && cat.cities.admin1(row)?.iso === iso ? undefined : row;
}

/**
 * A town named by the distinctive part of its official name ("Polignano") is a little less surely meant than by its whole
 * name: a town that bears the short name as its own, when as prominent, stays the reading.
 */
const SHORT_NAME_PENALTY = 0.05;

/** What the kind of a name's hit adds to its reading: why it names the place, and how much less surely. */
function hitReading(kind: HitKind, key: string, place: Place): Partial<Candidate> {
  if (kind === 'event') return { note: `"${key}" is held in ${place.name}` };
  if (kind === 'short') return { bonus: -SHORT_NAME_PENALTY, note: `"${key}" is short for ${place.name}` };
  return {};
}

/** Every place a normalized name can mean: curated names first, then GeoNames cities, then what an alias in another language names. */
export function candidatesFor(cat: Catalog, key: string, readKinds = true): Candidate[] {
  const hits = cat.names.get(key);
  const cities = cat.cities.named(key);
  const target = aliasTarget(cat, key);
  const exonym = foreignCityName(cat, key);
  if (!hits && !cities.length && target === undefined && exonym === undefined) return readKinds ? kindCandidates(cat, key) : [];
  const aliased = target && target !== key ? candidatesFor(cat, target).map((c): Candidate => ({ ...c, kind: 'alias' })) : [];
  // "Cordoue", "Pékin": a city's name in another language (GeoNames alternate names, data/geo/exonyms.tsv).
  // Written exactly as a town's own name ("Alessandria"), the name means that town unless the foreign city is far better known ("Nizza" is Nice).
  if (exonym !== undefined) {
    const place = cat.cityPlace(exonym);
    // A half of the city's own name in two languages ("San Sebastián" of "Donostia / San Sebastián") is no foreign form.
    const ownHalf = place.name.includes(' / ') && place.name.split(' / ').some((half) => normalize(half) === key);
    const native = !ownHalf && cities.some((i) => i !== exonym);
    const bonus = native ? -EXONYM_PENALTY : 0;
    if (!aliased.some((c) => c.place.id === place.id))
      aliased.push({ place, kind: 'name', bonus, note: `"${key}" is a name of ${place.name} in another language` });
  }
  // "Syracuse" beside Taormina: a name a city bears in another language that other places bear as their own stays
  // one of its readings, as far behind as a foreign name behind a native town's, for the request's places to choose.
  for (const row of cat.contestedExonymRows(key)) {
    const place = cat.cityPlace(row);
    if (!aliased.some((c) => c.place.id === place.id))
      aliased.push({ place, kind: 'name', bonus: -EXONYM_PENALTY, contested: true, note: `"${key}" is also a name of ${place.name} in another language` });
  }
  if (!hits && !cities.length) return aliased;
  const out = new Map<string, Candidate>(aliased.map((c) => [c.place.id, c]));
  for (const hit of hits ?? []) {
    const place = cat.places.get(hit.id);
    if (place && !out.has(place.id)) out.set(place.id, { place, kind: hit.kind, ...hitReading(hit.kind, key, place) });
  }
  for (const i of cities.slice(0, MAX_CITY_READINGS)) {
    const place = cat.cityPlace(i);
    if (!out.has(place.id)) out.set(place.id, { place, kind: 'name' });
  }
  // A curated region that is exactly one subdivision (Tuscany = IT-52) stands for that subdivision.
  for (const [id, c] of out) {
    const region = c.place.type === 'state' && c.place.admin1 ? cat.regionOfAdmin1.get(c.place.admin1) : undefined;
    if (region && out.has(region)) out.delete(id);
  }
  return behindOwnTown([...out.values()]);
}

/**
 * How far a subdivision's reading stays behind the town inside it that bears the same name: far enough that the town holds
 * most of the belief (0.25 at the softmax temperature of geo/score.ts, 0.12: about 0.9), as the bare name means the town.
 */
const OWN_TOWN_LEAD = 0.25;

/**
 * A subdivision named after a town inside it (Québec, Salzburg, Guanajuato, São Paulo) is, by that name alone, the town:
 * travellers name the town and write the subdivision with its word ("the province of Québec", "Salzburger Land"), or
 * list it with other regions, which the score weighs. Without this a state's editorial prior (0.6 to 0.75 in federal
 * countries) outranks a mid-size capital of the same name.
 */
function behindOwnTown(cands: Candidate[]): Candidate[] {
  return cands.map((c) => {
    if (c.place.type !== 'state' || !c.place.admin1) return c;
    const towns = cands.filter((t) => t.place.type === 'city' && t.place.admin1 === c.place.admin1 && (t.kind === 'name' || t.kind === 'alias'));
    const town = Math.max(...towns.map((t) => t.place.prior + (t.bonus ?? 0)));
    const behind = town - OWN_TOWN_LEAD - (c.place.prior + (c.bonus ?? 0));
    return towns.length && behind < 0 ? { ...c, bonus: (c.bonus ?? 0) + behind, ownTown: true } : c;
  });
}

/** A feature named after a place lies near it: the Niagara Falls by the town of Niagara, Lake Geneva by Geneva. */
const NAMED_AFTER_KM = 100;

/**
 * "lago di Ginevra", "chutes du Niagara", "Niagarafälle": the feature of that kind the gazetteer holds under the English
 * name of a place the rest names, near that place. "la ville de Québec", "Québec-Stadt": the name's readings of the type
 * the words say.
 */
function kindCandidates(cat: Catalog, key: string): Candidate[] {
  const phrase = kindPhrase(key);
  if (!phrase) return [];
  const named = candidatesFor(cat, phrase.name, false).filter((c) => c.place.type !== 'country');
  const { english, type } = phrase.kind;
  if (!english) return named.filter((c) => c.place.type === type).map((c) => ({ ...c, note: `"${key}" names the ${type}` }));
  const out = new Map<string, Candidate>();
  for (const c of named)
    for (const form of english(normalize(c.place.name)))
      for (const f of candidatesFor(cat, form, false))
        if (!out.has(f.place.id) && greatCircleKm(f.place, c.place) < NAMED_AFTER_KM) out.set(f.place.id, { ...f, note: `"${key}" is ${f.place.name}` });
  return [...out.values()];
}

export const asPoint = (p: Place) => ({ country: p.country, admin1: p.admin1, lat: p.lat, lon: p.lon, destinationId: p.id });

/** Readings of "<head>, <qualifier>" / "<head> <qualifier>": head places inside a named state or country. */
export function qualifiedCandidates(cat: Catalog, headKey: string, qualKey: string): Candidate[] {
  const quals = candidatesFor(cat, qualKey).filter((q) => q.place.type === 'country' || q.place.type === 'state');
  if (!quals.length) return [];
  const out: Candidate[] = [];
  for (const h of candidatesFor(cat, headKey)) {
    if (h.place.type === 'country') continue;
    const q = quals.find((qq) => qq.place.id !== h.place.id && placeContains(cat, qq.place, asPoint(h.place)));
    if (q) out.push({ ...h, bonus: 1, note: `qualified by "${q.place.name}"` });
  }
  return out;
}

/** "Italian coast", "Mexican beaches", "Italy's coastline": the country, with the feature left as a theme. */
export function demonymCandidates(cat: Catalog, words: string[]): Candidate[] {
  const features = cat.words.features;
  for (let k = words.length - 1; k >= 1; k--) {
    const rest = words.slice(k);
    if (!rest.every((w) => features.has(w))) continue;
    const head = words.slice(0, k).join(' ');
    const code = cat.countries.byDemonym.get(head) ?? cat.countries.byName.get(head)?.[0];
    const place = code ? cat.places.get(`country:${code.toLowerCase()}`) : undefined;
    if (place) return [{ place, kind: 'demonym', note: `"${head}" read as ${place.name}; "${rest.join(' ')}" is a theme, not a place` }];
  }
  return [];
}

/** All readings of a phrase, unscored. */
/** "North Goa", "Southern Sardinia", "the south of France", "Bretagne sud": the named side of each place the rest names (compass-parts.ts). */
function sideCandidates(cat: Catalog, words: readonly string[]): Candidate[] {
  for (let start = 0; start < words.length; start++) {
    for (let end = words.length; end > start; end--) {
      const span = sideAround(words, start, end);
      if (!span || span.start !== 0 || span.end !== words.length) continue;
      const parts = candidatesFor(cat, words.slice(start, end).join(' ')).flatMap((c) => {
        const part = compassPart(cat, span.side, c.place);
        return part ? [{ ...c, place: part }] : [];
      });
      if (parts.length) return parts;
    }
  }
  return [];
}

export function readingsOf(cat: Catalog, text: string): { candidates: Candidate[]; typeHint?: PlaceType } {
  let key = normalize(text);
  let candidates = candidatesFor(cat, key);
  if (!candidates.length && key.startsWith('the ')) {
    key = key.slice(4);
    candidates = candidatesFor(cat, key);
  }
  const typed = typeOf(key);
  if (typed) candidates.push(...candidatesFor(cat, typed.base), ...candidatesFor(cat, `${typed.base} national park`));
  const comma = text.indexOf(',');
  const words = key.split(' ');
  if (comma > 0) candidates.push(...qualifiedCandidates(cat, normalize(text.slice(0, comma)), normalize(text.slice(comma + 1))));
  else if (!candidates.length) {
    for (let k = 1; k <= Math.min(3, words.length - 1); k++)
      candidates.push(...qualifiedCandidates(cat, words.slice(0, -k).join(' '), words.slice(-k).join(' ')));
  }
  if (!candidates.length) candidates.push(...sideCandidates(cat, words));
  if (!candidates.length) candidates.push(...demonymCandidates(cat, words));
  if (!candidates.length) candidates.push(...cat.fuzzy.candidates(key));
  return typed ? { candidates, typeHint: typed.type } : { candidates };
}

/**
 * Scores readings and keeps the best reading per place, best first. A contested reading that loses is left out: the name
 * means its own places, and their shares of the belief (what says a name is ambiguous) are as if it were not there.
 */
export function rank(candidates: Candidate[], ctx: ScoreContext): Scored[] {
  const best = new Map<string, Scored>();
  const topPrior = Math.max(0, ...candidates.filter((c) => !c.contested).map((c) => c.place.prior));
  for (const c of candidates) {
    const s = scoreCandidate(c, { ...ctx, topPrior });
    const prev = best.get(s.place.id);
    if (!prev || s.score > prev.score) best.set(s.place.id, s);
  }
  const ranked = [...best.values()].sort((a, b) => b.score - a.score);
  return ranked[0]?.contested ? ranked : ranked.filter((s) => !s.contested);
}

export function scoreContext(ctx: ResolveContext | undefined): ScoreContext {
  const out: ScoreContext = {};
  if (ctx?.countryHint) out.countryHint = ctx.countryHint.toUpperCase();
  const origin = ctx?.origin ? airportByIata(ctx.origin) : undefined;
  if (origin) out.origin = origin;
  if (ctx?.nearby) out.nearby = ctx.nearby;
  if (ctx?.tripDays) out.tripDays = ctx.tripDays;
  return out;
}

/** The reason of a reading that won by prominence alone: nothing in the request chose it over its namesakes. */
const BY_PROMINENCE = 'more prominent place of that name';

/** The reading (by its reason, as reasonFor words it) won by prominence alone: nothing in the request chose it. */
export const wonByProminence = (reason: string | undefined): boolean => reason?.endsWith(`: ${BY_PROMINENCE}`) === true;

/** Why a reading ranks where it does, in words an agent can show. */
function reasonFor(ranked: Scored[], k: number): string {
  const me = ranked[k] as Scored;
  const why = me.why.join('; ');
  if (k > 0) return why ? `alternative reading: ${why}` : 'alternative reading';
  const other = ranked[1];
  if (!other) return why || 'only place of that name';
  return `chosen over ${other.place.name}${other.place.country ? ` (${other.place.country})` : ''}: ${why || BY_PROMINENCE}`;
}

/** Scored readings -> public records, each listing the other readings as alternatives. */
export function toResolved(ranked: Scored[], matched: string, limit = 6): ResolvedPlace[] {
  const top = ranked.slice(0, limit);
  const conf = confidences(top.map((s) => s.score));
  return top.map((s, k) => ({
    ...refOf(s.place, conf[k] ?? 0),
    ...(s.country ? { country: s.country } : {}),
    admin1: s.place.admin1,
    lat: s.place.lat,
    lon: s.place.lon,
    matched_text: matched,
    alternatives: top.filter((_, j) => j !== k).map((o) => refOf(o.place, conf[top.indexOf(o)] ?? 0)),
    reason: reasonFor(top, k),
    feature: featureOf(s.place),
    ...(s.place.within ? { city: refOf(s.place.within, 1) } : {}),
    ...(s.place.sideOf ? { side_of: refOf(s.place.sideOf, 1) } : {}),
    ...(s.kind === 'airport' ? { airport: true as const, ...(s.iata ? { iata: s.iata } : {}) } : {}),
    ...(s.kind === 'event' ? { held_event: true as const } : {}),
  }));
}
