import type { Gazetteer } from '../geo/types.js';
import { messageParts, type PartRole } from './discourse.js';
import type { Doubt } from './evidence.js';
import type { LanguageId } from './language.js';
import { readText, type TextReading } from './read-text.js';
import { restateNumbers } from './restated-numbers.js';
import { repairText } from './self-repair.js';
import { proposeModes } from './travel-modes.js';
import type { PlaceMention, RoledMention } from './place-mentions.js';

/**
 * Read a whole message (nothing of one in a language the reader does not read): its parts (discourse.ts) are read one by one and each field comes from the
 * first part, in precedence order, that states it. Where to go comes whole from one part (the
 * newest that wants somewhere, less what a newer part rules out); what any part rules out stays
 * ruled out; a place the writer gives up that the quoted plan wanted is dropped from the plan, so
 * ruled out. A clause calling a plan off gives only the places it rules out; a visit already made
 * rules its place out only when the request weighs that place (wanted before the visit is told:
 * "Lisbon or Porto? ... Lisbon was last year"), and is history otherwise ("last year we did
 * Cornwall"). Within one part a place both wanted and refused keeps what its last mention says.
 * Numbers and names no reader took count in every part read for fields; unread words are the
 * writer's own; a doubt counts when its part supplied the field. A number restated by a self-correction is read as
 * corrected (restated-numbers.ts), a place or date withdrawn by a self-repair is not read at all (self-repair.ts). `language` is the whole request's (`message` may be the request less the words another
 * reader took).
 */
export function readMessage(message: string, today: Date, gazetteer: Gazetteer, language: LanguageId): TextReading {
  // Words of a language the reader does not read are no evidence: a place or number found among them is a guess.
  if (!language.supported) return readText('', today, gazetteer, language);
  const repairs = repairText(message, language.lang, today, gazetteer);
  return refuseWithdrawn(readRepaired(restateNumbers(repairs.text, language.lang), today, gazetteer, language), repairs.refused);
}

/** The message read part by part once its self-repairs and restated numbers are applied. */
function readRepaired(text: string, today: Date, gazetteer: Gazetteer, language: LanguageId): TextReading {
  const parts = messageParts(text, language.lang, (toks) => proposeModes(toks, language.lang).proposals.filter((m) => m.kind === 'ruled_out'));
  if (parts.length === 1) return settle(readText(parts[0]?.text ?? text, today, gazetteer, language));
  // A correction's sentence is also read whole for its dates: the date grammar lets the date said after the correction replace
  // the one of its kind before it ("vom zehnten bis zum siebzehnten Juni, nein Moment, bis zum achtzehnten" keeps the 10th).
  const newest = parts.find((p) => p.role === 'newest');
  const earlier = parts.find((p) => p.role === 'earlier');
  const sentence = newest && earlier ? correctedSentence(text, earlier.text, newest.text) : null;
  const repaired = sentence ? readText(sentence, today, gazetteer, language) : null;
  return mergeParts(
    parts.map((p) => {
      const r = readText(p.text, today, gazetteer, language, p.role);
      return { role: p.role, text: p.text, r: p.role === 'past' ? r : settle(r) };
    }),
    repaired,
  );
}

/** A place withdrawn by a self-repair and named again in the reason for it ("a Tulum, que Cancún ya está lleno") is ruled out. */
function refuseWithdrawn(r: TextReading, refused: ReadonlyArray<{ start: number; end: number }>): TextReading {
  const at = (x: RoledMention) => x.role === 'destination' && refused.some((s) => x.mention.start >= s.start && x.mention.start < s.end);
  return refused.length && r.places.some(at) ? { ...r, places: r.places.map((x) => (at(x) ? { ...x, role: 'excluded', soft: false } : x)) } : r;
}

/** The sentence of a correction: what it takes back, the correction's words and what follows them (each part blanks the others). */
function correctedSentence(text: string, earlier: string, newest: string): string {
  const from = earlier.search(/\S\s*$/);
  const to = newest.search(/\S/);
  return [...text].map((ch, i) => (i > from && i < to ? ch : newest[i] !== ' ' ? (newest[i] ?? ' ') : (earlier[i] ?? ' '))).join('');
}

const weighed = (x: RoledMention) => x.role === 'destination' || x.role === 'excluded';
/** The same place: one gazetteer entry, or the same words read alone and in context ("Madeira ou Açores? Na Madeira já estivemos"). */
const same = (a: PlaceMention, b: PlaceMention) => key(a) === key(b) || fold(a.matched_text) === fold(b.matched_text);
const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * One text's places settled: a visit told as a story and never put forward before it is history,
 * not a refusal; then a place both wanted and refused keeps the role of its last mention ("Ibiza or
 * Majorca? ... Ibiza, no way"; "we did Rome last year ... Rome again").
 */
function settle(r: TextReading): TextReading {
  const wishes = r.places.filter((x) => x.role === 'destination');
  const history = (x: RoledMention) =>
    x.role === 'excluded' && x.visited === 'told' && !wishes.some((w) => same(w.mention, x.mention) && w.mention.start < x.mention.start);
  const told = r.places.filter((x) => !history(x));
  const last = new Map<string, RoledMention>();
  for (const x of told.filter(weighed)) {
    const seen = last.get(key(x.mention));
    if (!seen || x.mention.start >= seen.mention.start) last.set(key(x.mention), x);
  }
  const places = told.filter((x) => !weighed(x) || last.get(key(x.mention))?.role === x.role);
  return places.length === r.places.length ? r : { ...r, places };
}

interface PartReading {
  role: PartRole;
  text: string;
  r: TextReading;
}

const key = (m: PlaceMention) => m.id ?? m.name;
const OWN: readonly PartRole[] = ['newest', 'rest', 'earlier'];

function mergeParts(all: readonly PartReading[], repaired: TextReading | null): TextReading {
  const order = all.filter((p) => p.role !== 'past' && p.role !== 'off' && p.role !== 'later');
  const own = order.filter((p) => OWN.includes(p.role));
  const first = <T>(f: (r: TextReading) => T | null | undefined): { value: T; from: PartReading } | null => {
    for (const p of order) {
      const v = f(p.r);
      if (v !== null && v !== undefined) return { value: v, from: p };
    }
    return null;
  };
  const newest = (order[0] as PartReading).r;

  // What each part rules out, then where to go from the newest part whose wishes a newer part does not rule out.
  const refused = new Map<string, { place: RoledMention; at: number }>();
  all.forEach((p, at) =>
    p.r.places.filter((x) => x.role === 'excluded' && !x.visited).forEach((x) => refused.has(key(x.mention)) || refused.set(key(x.mention), { place: x, at })),
  );
  // A place been to is refused everywhere when the visit is experience or answers the place put forward
  // (quoted, or earlier in the writer's text); a wish written after the visit stands ("... Rome again").
  const putForward = order.flatMap((p) => p.r.places.filter((x) => x.role === 'destination').map((x) => ({ x, quoted: p.role === 'quoted' })));
  for (const v of all.flatMap((p) => p.r.places.filter((x) => x.role === 'excluded' && x.visited))) {
    const wishes = putForward.filter((w) => same(w.x.mention, v.mention));
    if (refused.has(key(v.mention)) || wishes.some((w) => !w.quoted && w.x.mention.start > v.mention.start)) continue;
    if (v.visited === 'done' || wishes.length > 0) refused.set(key(v.mention), { place: v, at: 0 });
  }
  const quotedWants = new Set(
    order.filter((p) => p.role === 'quoted').flatMap((p) => p.r.places.filter((x) => x.role === 'destination').map((x) => key(x.mention))),
  );
  own.forEach((p, at) =>
    p.r.given_up.forEach((m) => {
      if (quotedWants.has(key(m)) && !refused.has(key(m))) refused.set(key(m), { place: { mention: m, role: 'excluded', soft: false, first: 0, last: 0 }, at });
    }),
  );
  let wanted: RoledMention[] = [];
  let wantedFrom: PartReading | null = null;
  for (const [at, p] of order.entries()) {
    const ok = p.r.places.filter((x) => x.role === 'destination' && !refusedBefore(refused, x, at));
    if (ok.length) {
      wanted = ok;
      wantedFrom = p;
      break;
    }
  }
  const wantedKeys = new Set(wanted.map((x) => key(x.mention)));
  const excluded = [...refused.values()].map((v) => v.place).filter((x) => !wantedKeys.has(key(x.mention)));
  // A start named in a clause that calls the plan off is no longer the start ("wir fliegen nicht mehr ab Frankfurt").
  const calledOff = new Set(all.filter((p) => p.role === 'past' || p.role === 'off').flatMap((p) => p.r.places.map((x) => key(x.mention))));
  const origin = first((r) => (r.origin && !calledOff.has(key(r.origin.mention)) ? r.origin : null));
  const originPlaces = origin ? origin.from.r.places.filter((x) => x.role === 'origin') : [];
  const via = first((r) => (r.places.some((x) => x.role === 'via') ? r.places.filter((x) => x.role === 'via') : null));

  const repairedDates = repaired?.dates ?? null;
  const dates = repairedDates ? { value: repairedDates, from: order[0] as PartReading } : first((r) => r.dates);
  const duration = first((r) => r.duration);
  const budget = first((r) => r.budget);
  const tier = first((r) => r.tier);
  const party = first((r) => (r.party.travellers !== null || r.party.adults !== null ? r.party : null));
  const suppliers = new Map<Doubt['field'], PartReading | null>([
    ['departure_window', dates?.from ?? null],
    ['budget_usd', budget?.from ?? null],
    ['destination_constraints', wantedFrom],
    ['origin', origin?.from ?? null],
  ]);
  const unique = <T>(xs: T[], k: (x: T) => string) => xs.filter((x, i) => xs.findIndex((y) => k(y) === k(x)) === i);
  const ownFlat = <T>(f: (r: TextReading) => T[]) => own.flatMap((p) => f(p.r));
  return {
    ...newest,
    origin: origin?.value ?? null,
    places: [...originPlaces, ...wanted, ...(via?.value ?? []), ...excluded],
    given_up: ownFlat((r) => r.given_up),
    dates: dates?.value ?? null,
    duration: duration?.value ?? null,
    budget: budget?.value ?? null,
    tier: tier?.value ?? null,
    party: party?.value ?? newest.party,
    party_doubt: party ? party.from.r.party_doubt : newest.party_doubt,
    party_change: party ? party.from.r.party_change : newest.party_change,
    themes: unique(
      order.flatMap((p) => p.r.themes),
      (t) => t.theme,
    ),
    events: unique(
      order.flatMap((p) => p.r.events),
      (e) => e.def.id,
    ),
    multi_city: first((r) => (r.multi_city.requested ? r.multi_city : null))?.value ?? newest.multi_city,
    remote_work: first((r) => (r.remote_work.requested ? r.remote_work : null))?.value ?? newest.remote_work,
    accessibility: first((r) => (r.accessibility.needs.length ? r.accessibility : null))?.value ?? newest.accessibility,
    health: {
      conditions: [...new Set(order.flatMap((p) => p.r.health.conditions))],
      text: first((r) => (r.health.conditions.length ? r.health : null))?.value.text ?? null,
    },
    event: first((r) => (r.event.requested ? r.event : null))?.value ?? newest.event,
    services: [...new Set(order.flatMap((p) => p.r.services))],
    asks: ownFlat((r) => r.asks),
    unknown_places: ownFlat((r) => r.unknown_places),
    unrecognized: ownFlat((r) => r.unrecognized),
    dates_out_of_range: dates ? null : (own.find((p) => p.r.dates_out_of_range)?.r.dates_out_of_range ?? null),
    vague_time: dates ? null : (own.find((p) => p.r.vague_time)?.r.vague_time ?? null),
    // Quoted text fills fields too: what no reader took there is reported as in the writer's own text.
    leftovers: {
      numbers: order.flatMap((p) => p.r.leftovers.numbers),
      names: order.flatMap((p) => p.r.leftovers.names),
      asides: order.flatMap((p) => p.r.leftovers.asides),
      caps: ownFlat((r) => r.leftovers.caps),
    },
    unread_requirements: ownFlat((r) => r.unread_requirements),
    questions: ownFlat((r) => r.questions),
    later_trips: all.filter((p) => p.role === 'later').map((p) => p.text.replace(/\s+/g, ' ').trim()),
    // Dates read from a correction's whole sentence carry that reading's doubts (its month is said before the correction).
    doubts: [
      ...(repairedDates ? (repaired?.doubts ?? []).filter((d) => d.field === 'departure_window') : []),
      ...order.flatMap((p) => p.r.doubts.filter((d) => suppliers.get(d.field) === p && !(repairedDates && d.field === 'departure_window'))),
    ],
    role_reviews: order.flatMap((p) => p.r.role_reviews),
    modes: first((r) => r.modes)?.value ?? null,
    nationality: first((r) => r.nationality)?.value ?? null,
    anything: all.some((p) => p.r.anything),
  };
}

/** Whether a part newer than `at` (or `at` itself) rules the place out. */
function refusedBefore(refused: ReadonlyMap<string, { place: RoledMention; at: number }>, x: RoledMention, at: number): boolean {
  return [...refused.values()].some((r) => same(r.place.mention, x.mention) && r.at <= at);
}
