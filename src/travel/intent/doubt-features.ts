import type { TravelIntentDetails } from '../../contracts/travel-intent.js';
import { greatCircleKm } from '../geo/distance.js';
import { loadGazetteer } from '../geo/index.js';
import { wonByProminence } from '../geo/resolve.js';
import type { PlaceMention } from './place-mentions.js';
import type { TextReading } from './read-text.js';
import type { RoleReviewed } from './role-model.js';
import { AND } from './clause-words.js';
import { OR } from './or-words.js';
import { fold } from './text.js';
import { DAY_MS } from './calendar.js';

/**
 * What the doubt model (doubt.ts) knows of one field the reader filled: numbers that describe the reading and the
 * text, never its words, so they mean the same in every language and style. The text-wide figures (length, lines,
 * numbers no field took, place mentions and how sure their roles are) are shared by
 * every field; each field adds how its own value was read (a place's prior and margin over its other readings, a
 * date window's length and distance, a party's parts, a budget's currency source).
 */

export const DOUBT_FIELDS = ['origin', 'destinations', 'excluded', 'dates', 'trip_days', 'travellers', 'budget'] as const;
export type DoubtField = (typeof DOUBT_FIELDS)[number];

export const TEXT_FEATURES = [
  'log_chars',
  'lines',
  'sentences',
  'quoted_or_forwarded',
  'log_numbers',
  'numbers_unread',
  'names_unread',
  'place_mentions',
  'places_given_up',
  'role_model_min_p',
  'language_unsure',
  'share_unexplained',
] as const;

const PLACE_FEATURES = [
  'count',
  'min_confidence',
  'min_margin',
  'not_as_named',
  'weak',
  'region',
  'role_p',
  'role_changed',
  'log_spread_km',
  'share_ungoverned',
  'by_prominence',
  'namesake_abroad',
  'holds_another',
  'log_isolated_km',
  'log_p_roles',
  'sentences_spanned',
  'misspelt',
  'holds_origin',
  'share_held',
  'list_runs_on',
] as const;

export const FIELD_FEATURES: Record<DoubtField, readonly string[]> = {
  origin: PLACE_FEATURES,
  destinations: PLACE_FEATURES,
  excluded: PLACE_FEATURES,
  dates: ['exact', 'named_event_or_holiday', 'log_window_days', 'log_days_ahead', 'phrases', 'text_share', 'numeric', 'one_end', 'week_or_weekend'],
  trip_days: ['from_dates', 'range', 'log_days', 'whole'],
  travellers: ['spans', 'log_travellers', 'children', 'ages', 'kind_unknown', 'kind_family_or_group'],
  budget: ['currency_assumed', 'per_total', 'log_usd', 'per_person'],
};

/** One field the reader filled: the words it was read from and its features (TEXT_FEATURES then FIELD_FEATURES[field]). */
export interface FieldReading {
  field: DoubtField;
  text: string;
  features: number[];
}

/** One named feature of a field's reading (0 when the field has no such feature). */
export const featureOf = (r: FieldReading, name: string): number => {
  const own = FIELD_FEATURES[r.field].indexOf(name);
  const i = own >= 0 ? TEXT_FEATURES.length + own : (TEXT_FEATURES as readonly string[]).indexOf(name);
  return i >= 0 ? (r.features[i] ?? 0) : 0;
};

const bit = (b: boolean) => (b ? 1 : 0);
const log1 = (x: number) => Math.log1p(Math.max(0, x));
const min = (xs: readonly number[], empty: number) => (xs.length === 0 ? empty : Math.min(...xs));

/** The spans of the text some field was read from. */
const explained = (r: TextReading) => [
  ...r.places.map((p) => p.mention),
  ...(r.origin ? [r.origin.mention] : []),
  ...(r.dates?.consumed ?? []),
  ...r.party.spans,
  ...(r.duration ? [r.duration.span] : []),
];

/** The share of the text's letters and digits outside every span a field was read from: what the readers left unexplained. */
function unexplained(r: TextReading, text: string): number {
  const spans = explained(r);
  let inside = 0;
  let all = 0;
  for (let i = 0; i < text.length; i++) {
    if (!/[\p{L}\p{N}]/u.test(text[i] ?? '')) continue;
    all += 1;
    if (spans.some((s) => i >= s.start && i < s.end)) inside += 1;
  }
  return all === 0 ? 0 : 1 - inside / all;
}

function textFeatures(r: TextReading, text: string): number[] {
  const lines = text.split('\n').filter((l) => l.trim() !== '');
  // A reply quotes with ">" and a forwarded thread or signature carries rules, addresses or headers ("From: x").
  const quoted = lines.filter((l) => /^\s*(>|-{2,}|_{2,})|@\w|^\s*\p{Lu}[\p{L} ]{1,20}:\s/u.test(l)).length;
  const sentences = (text.match(/[.!?]+(\s|$)/g) ?? []).length;
  return [
    log1(text.length),
    lines.length,
    sentences,
    quoted,
    log1((text.match(/\d+/g) ?? []).length),
    r.leftovers.numbers.length,
    r.leftovers.names.length + r.unknown_places.length + r.unrecognized.length,
    r.role_reviews.length,
    r.given_up.length,
    min(
      r.role_reviews.map((x) => x.review.p_rule),
      1,
    ),
    bit(r.language.detected === null),
    unexplained(r, text),
  ];
}

/** What the resolver's reason says of a name read as the misspelling of a place (geo/fuzzy.ts). */
const MISSPELT = 'read as a misspelling of';

/** The class of the cue word governing a mention ("to", "à", "nach"...), as the role model saw it: 'none' when no cue stood before it. */
const cueOf = (x: RoleReviewed) => x.features.find((f) => f.startsWith('cue=') && !f.includes('&'))?.slice('cue='.length) ?? 'none';

/** The highest belief any reading in another country than the chosen one keeps: a namesake abroad the context did not rule out. */
const namesakeAbroad = (m: PlaceMention) => Math.max(0, ...m.alternatives.filter((a) => a.country !== m.country).map((a) => a.confidence));

/** A country, or a region no country holds (a continent, a sea), named beside a place inside it: the writer's frame or one more stop. */
const holdsAnother = (m: PlaceMention, others: readonly PlaceMention[]) =>
  m.type !== 'city' && others.some((o) => o !== m && (m.country === null || (m.type === 'country' && o.country === m.country)));

/**
 * Whether place `a` holds place `b`: a country the places of its own country, an area (a state, region, coast, park) the
 * places its outline holds. A region no country holds (a continent, a sea) is read by its outline too.
 */
function holds(a: PlaceMention, b: PlaceMention): boolean {
  if (a === b || a.type === 'city') return false;
  if (a.type === 'country') return b.country === a.country;
  return loadGazetteer().contains(a, { country: b.country ?? '', admin1: b.admin1, lat: b.lat, lon: b.lon, destinationId: b.id });
}

/**
 * The share of a field's places that lie inside another of them ("Tuscany: Florence and Siena", "the Algarve, Lagos,
 * Faro"): a list that names an area with its own towns holds together, whatever the gold of one writer lists of it.
 */
const shareHeld = (ms: readonly PlaceMention[]) => (ms.length < 2 ? 0 : ms.filter((b) => ms.some((a) => holds(a, b))).length / ms.length);

/**
 * How far apart two places of the trip lie: none when one holds the other (a country or region and a town in it, "Japan:
 * Tokyo and Kyoto", "Tuscany: Siena"), whose centres stand apart though the places do not.
 */
const apartKm = (a: PlaceMention, b: PlaceMention): number => (holds(a, b) || holds(b, a) ? 0 : greatCircleKm(a, b));

/** How far the mention lying farthest from the field's other places is from the nearest of them (0 for one place). */
function isolatedKm(mentions: readonly PlaceMention[]): number {
  if (mentions.length < 2) return 0;
  return Math.max(...mentions.map((m) => Math.min(...mentions.filter((o) => o !== m).map((o) => apartKm(o, m)))));
}

/** A list joint after a place: a comma, slash, ampersand or plus, or "and"/"or" in a language read, then perhaps an article. */
const JOINT = /^\s*(?:[,/&+]\s*|(\p{L}+)\s+)(?:\p{Ll}{1,3}\s+)?(?=\p{Lu})/u;

/**
 * Whether a list of places runs on past what was read: a place followed by a list joint and a capitalised name that no
 * field explains ("Paris, the Louvre and Versailles" read as Paris and Versailles), a place the writer named and the
 * readers missed.
 */
function listRunsOn(mentions: readonly PlaceMention[], r: TextReading, text: string): boolean {
  const spans = explained(r);
  return mentions.some((m) => {
    const joint = JOINT.exec(text.slice(m.end));
    if (!joint || (joint[1] !== undefined && !AND.has(fold(joint[1])) && !OR.has(fold(joint[1])))) return false;
    const at = m.end + joint[0].length;
    return !spans.some((x) => at >= x.start && at < x.end);
  });
}

/** How many sentences the mentions lie in: one for a plain list ("Lisbon and Porto"), more for places gathered across a text. */
function sentencesSpanned(mentions: readonly PlaceMention[], text: string): number {
  if (mentions.length === 0) return 0;
  const from = Math.min(...mentions.map((m) => m.start));
  const to = Math.max(...mentions.map((m) => m.end));
  return 1 + (text.slice(from, to).match(/[.!?\n]+\s/g) ?? []).length;
}

/**
 * The mentions of the places a field holds, and how they were read: besides the prior and margin of each reading, whether a
 * cue word governed it or the role was taken by default, whether it won over its namesakes by prominence alone or keeps a
 * namesake abroad, and how the places stand together (the share held by another, one far from the rest, a country holding the
 * place the trip starts from: the writer's home more often than where they go).
 */
function placeFeatures(
  mentions: readonly PlaceMention[],
  r: TextReading,
  trip: readonly PlaceMention[],
  text: string,
  origin: readonly PlaceMention[],
): number[] {
  const reviews = r.role_reviews.filter((x) => mentions.some((m) => m.start === x.mention.start && m.end === x.mention.end));
  let spread = 0;
  for (const a of trip) for (const b of trip) spread = Math.max(spread, apartKm(a, b));
  return [
    mentions.length,
    min(
      mentions.map((m) => m.confidence),
      1,
    ),
    min(
      mentions.map((m) => m.confidence - (m.alternatives[0]?.confidence ?? 0)),
      1,
    ),
    bit(mentions.some((m) => fold(m.matched_text).trim() !== fold(m.name))),
    bit(mentions.some((m) => m.weak === true)),
    bit(mentions.some((m) => m.type !== 'city')),
    min(
      reviews.map((x) => x.review.p_rule),
      1,
    ),
    bit(reviews.some((x) => x.review.decision === 'changed')),
    log1(spread),
    reviews.length === 0 ? 0 : reviews.filter((x) => cueOf(x) === 'none').length / reviews.length,
    bit(mentions.some((m) => wonByProminence(m.reason))),
    Math.max(0, ...mentions.map(namesakeAbroad)),
    bit(mentions.some((m) => holdsAnother(m, mentions))),
    log1(isolatedKm(mentions)),
    reviews.reduce((sum, x) => sum + Math.log(Math.max(1e-3, x.review.p_rule)), 0),
    sentencesSpanned(mentions, text),
    bit(mentions.some((m) => m.reason?.includes(MISSPELT) === true)),
    bit(mentions.some((m) => m.type === 'country' && origin.some((o) => o !== m && o.country === m.country))),
    shareHeld(mentions),
    bit(listRunsOn(mentions, r, text)),
  ];
}

/** How the window was said: its length and distance, whether a holiday or event named it, in figures or in words, with one end or both. */
function dateFeatures(d: NonNullable<TextReading['dates']>, today: string, text: string): number[] {
  const start = d.start ?? d.end ?? today;
  const end = d.end ?? start;
  return [
    bit(d.exact),
    bit(d.holiday !== null),
    log1((Date.parse(end) - Date.parse(start)) / DAY_MS + 1),
    Math.sign(Date.parse(start) - Date.parse(today)) * log1(Math.abs(Date.parse(start) - Date.parse(today)) / DAY_MS),
    d.consumed.length,
    d.text.length / Math.max(1, text.length),
    bit(/\d/.test(d.text)),
    bit(d.start === null || d.end === null),
    bit(d.weekend_days !== null),
  ];
}

/** Every content field the reader filled from the text, with its features; fields from structured input are not the reader's. */
export function fieldReadings(details: TravelIntentDetails, r: TextReading, text: string, today: string): FieldReading[] {
  const common = textFeatures(r, text);
  const roled = (role: string) => r.places.filter((p) => p.role === role && !p.aside).map((p) => p.mention);
  const origin = r.origin?.mention ? [r.origin.mention] : [];
  const trip = [...origin, ...roled('destination'), ...roled('excluded')];
  const out: FieldReading[] = [];
  const add = (field: DoubtField, said: string | null, own: number[]) => out.push({ field, text: said ?? '', features: [...common, ...own] });
  if (details.origin.source === 'user_request' || (details.origin.name && r.origin))
    add('origin', details.origin.text, placeFeatures(origin, r, trip, text, origin));
  for (const [field, role] of [
    ['destinations', 'destination'],
    ['excluded', 'excluded'],
  ] as const) {
    const ms = roled(role);
    if (ms.length > 0) add(field, ms.map((m) => m.matched_text).join(', '), placeFeatures(ms, r, trip, text, origin));
  }
  const d = r.dates;
  if (d && (d.start || d.end) && details.date_window.source === 'user_request') add('dates', details.date_window.text, dateFeatures(d, today, text));
  const t = details.trip_length;
  if (t.days !== null && t.source === 'user_request')
    add('trip_days', t.text, [bit(r.duration === null), (t.max_days ?? t.days) - (t.min_days ?? t.days), log1(t.days), bit(r.duration?.whole === true)]);
  const p = details.party;
  if (p.travellers !== null || p.adults !== null || p.children !== null)
    add('travellers', p.text, [
      r.party.spans.length,
      log1(p.travellers ?? 0),
      p.children ?? 0,
      p.child_ages.length,
      bit(p.kind === 'unknown'),
      bit(p.kind === 'family' || p.kind === 'group'),
    ]);
  const b = r.budget;
  if (b)
    add('budget', details.budget.text, [
      bit(b.currency_source === 'default'),
      bit(b.per === 'total'),
      log1(b.amount_usd ?? 0),
      bit(b.per === 'person' || b.per.startsWith('person_')),
    ]);
  return out;
}
