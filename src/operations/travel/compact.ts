/**
 * The compact detail levels of travel answers, derived from the full answer by rules about its
 * shape rather than a list of its fields, so fields other areas add later carry through:
 *
 * - standard: every decision field. Nulls and empty lists are left out (absent means none),
 *   reference-only blocks (REFERENCE_FIELDS, at any depth) and the service's offers (OFFER_FIELDS)
 *   are left out and named in `omitted`,
 *   the notes a reference list repeats on every item of one kind are stated once per kind under
 *   `common.<list>_by_<key>` (BY_KIND_LISTS), and whatever is identical in every item of a list of
 *   objects is stated once under `common.<list>` instead of in each item, warnings and answers aside (PER_ITEM_FIELDS);
 *   the answers every candidate gives word for word are stated once in `common_answers`, at summary too.
 * - summary: what an agent needs to choose and hand off. Lists of candidates (objects with an id
 *   and a name) become id, name, score, whole-party estimate with its tier, top reasons,
 *   warnings (each without its source line), answers to the request's questions (without source and check; an unknown one as
 *   its topic and known false), confidence level and handoff links; provider handoff blocks become their links,
 *   one per handoff (the place handoff aside);
 *   SUMMARY_FIELDS and reference blocks are left out; match_status keeps its scalar fields.
 */

import { BY_KIND_LISTS } from '../../contracts/travel-detail.js';
import { LIMIT_ADVICE } from '../../travel/engine/knowledge-limits.js';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

/** Provenance and explanation blocks: kept in full, left out of the compact levels. */
export const REFERENCE_FIELDS = ['intelligence_basis', 'place_candidates', 'suggested_itinerary', 'research_summary', 'notes', 'validation_checklist'] as const;

/** The service's offers and prompts: the full answer carries them, the compact levels do not. */
export const OFFER_FIELDS = ['commercial_next_step', 'feedback_prompt'] as const;

/**
 * Planning aids left out of both compact levels: the place handoff (map searches for things to do
 * there) helps plan the stay once a candidate is chosen, not choose one or hand it off.
 */
export const PLANNING_FIELDS = ['place_handoff'] as const;

/** Also left out of summary: blocks the summary restates in short. */
export const SUMMARY_FIELDS = ['beta_caveat', 'interpreted_constraints', 'bookability', 'requested_services', 'research_status', 'coverage'] as const;
const SUMMARY_DROPS: ReadonlySet<string> = new Set([...PLANNING_FIELDS, ...SUMMARY_FIELDS]);
/** Everything each compact level leaves out of the full answer. */
const STANDARD_DROPPED: ReadonlySet<string> = new Set([...REFERENCE_FIELDS, ...OFFER_FIELDS, ...PLANNING_FIELDS]);
const SUMMARY_DROPPED: ReadonlySet<string> = new Set([...REFERENCE_FIELDS, ...OFFER_FIELDS, ...SUMMARY_DROPS]);

/** Blocks whose own contract keeps empty lists and nulls meaningful: copied as they are. */
export const VERBATIM_FIELDS: ReadonlySet<string> = new Set(['understanding']);

const TOP_REASONS = 3;
const isObject = (v: unknown): v is JsonObject => v !== null && typeof v === 'object' && !Array.isArray(v);

/** Drops nulls, empty lists and the named fields, at every depth (verbatim blocks aside), naming what it dropped in `dropped`. */
function prune(value: Json, drop: ReadonlySet<string>, dropped: Set<string>): Json {
  if (Array.isArray(value)) return value.map((v) => prune(v, drop, dropped));
  if (!isObject(value)) return value;
  const out: JsonObject = {};
  for (const [key, v] of Object.entries(value)) {
    if (drop.has(key)) dropped.add(key);
    else if (VERBATIM_FIELDS.has(key)) out[key] = v;
    else if (v !== null && !(Array.isArray(v) && v.length === 0)) out[key] = prune(v, drop, dropped);
  }
  return out;
}

/** Names in `dropped` the fields prune would drop, without copying anything: for parts a level rebuilds its own way. */
function namesDropped(value: Json, drop: ReadonlySet<string>, dropped: Set<string>): void {
  if (Array.isArray(value)) for (const v of value) namesDropped(v, drop, dropped);
  else if (isObject(value))
    for (const key of Object.keys(value)) {
      if (drop.has(key)) dropped.add(key);
      else if (!VERBATIM_FIELDS.has(key)) namesDropped(value[key]!, drop, dropped);
    }
}

const same = (a: Json | undefined, b: Json | undefined) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Fields every item keeps in standard even when all items share them: a safety warning belongs to each
 * result it applies to, so an agent reading one result never misses it; the answers to the traveller's
 * questions stay with each result too, less those every result gives word for word (withCommonAnswers).
 */
export const PER_ITEM_FIELDS: ReadonlySet<string> = new Set(['warnings', 'answers']);

/** Splits objects into the part every one of them shares (recursively) and what remains of each; `keep` stays in each. */
function splitCommon(items: JsonObject[], keep: ReadonlySet<string> = new Set()): { shared: JsonObject; rest: JsonObject[] } {
  const shared: JsonObject = {};
  const rest: JsonObject[] = items.map(() => ({}));
  const keys = new Set(items.flatMap((item) => Object.keys(item)));
  for (const key of keys) {
    const values = items.map((item) => item[key]);
    const first = values[0];
    if (!keep.has(key) && values.every((v) => v !== undefined && same(v, first))) {
      shared[key] = first as Json;
      continue;
    }
    if (!keep.has(key) && values.every(isObject)) {
      const inner = splitCommon(values);
      if (Object.keys(inner.shared).length > 0) shared[key] = inner.shared;
      inner.rest.forEach((r, i) => {
        if (Object.keys(r).length > 0) rest[i]![key] = r;
      });
      continue;
    }
    values.forEach((v, i) => {
      if (v !== undefined) rest[i]![key] = v;
    });
  }
  return { shared, rest };
}

/** Every item of the named list, at any depth (verbatim blocks aside), by the value of its kind field. */
function itemsByKind(value: Json, list: string, kindKey: string, out: Map<string, JsonObject[]>): Map<string, JsonObject[]> {
  if (Array.isArray(value)) for (const v of value) itemsByKind(v, list, kindKey, out);
  else if (isObject(value))
    for (const [key, v] of Object.entries(value)) {
      if (VERBATIM_FIELDS.has(key)) continue;
      if (key === list && Array.isArray(v))
        for (const item of v) {
          const kind = isObject(item) ? item[kindKey] : undefined;
          if (typeof kind !== 'string') continue;
          const ofKind = out.get(kind);
          if (ofKind) ofKind.push(item as JsonObject);
          else out.set(kind, [item as JsonObject]);
        }
      else itemsByKind(v, list, kindKey, out);
    }
  return out;
}

/** Fields (the kind field aside) identical in every item of each kind that has two items or more. */
function sharedByKind(byKind: Map<string, JsonObject[]>, kindKey: string): JsonObject {
  const shared: JsonObject = {};
  for (const [kind, items] of byKind) {
    if (items.length < 2) continue;
    const fields = Object.entries(items[0]!).filter(([key, v]) => key !== kindKey && items.every((item) => same(item[key], v)));
    if (fields.length > 0) shared[kind] = Object.fromEntries(fields);
  }
  return shared;
}

/** The value with the fields stated under `shared` taken out of each item of the named list. */
function withoutShared(value: Json, list: string, kindKey: string, shared: JsonObject): Json {
  if (Array.isArray(value)) return value.map((v) => withoutShared(v, list, kindKey, shared));
  if (!isObject(value)) return value;
  const out: JsonObject = {};
  for (const [key, v] of Object.entries(value)) {
    if (VERBATIM_FIELDS.has(key)) out[key] = v;
    else if (key === list && Array.isArray(v)) out[key] = v.map((item) => (isObject(item) ? stripKind(item, kindKey, shared) : item));
    else out[key] = withoutShared(v, list, kindKey, shared);
  }
  return out;
}

function stripKind(item: JsonObject, kindKey: string, shared: JsonObject): JsonObject {
  const kind = item[kindKey];
  const notes = typeof kind === 'string' ? shared[kind] : undefined;
  return isObject(notes) ? Object.fromEntries(Object.entries(item).filter(([key]) => !Object.hasOwn(notes, key))) : item;
}

/** States each reference list's per-kind notes once: returns the body without them and the notes by list. */
function stateByKind(body: JsonObject): { body: JsonObject; notes: JsonObject } {
  const notes: JsonObject = {};
  let out = body;
  for (const [list, kindKey] of BY_KIND_LISTS) {
    const shared = sharedByKind(itemsByKind(out, list, kindKey, new Map()), kindKey);
    if (Object.keys(shared).length === 0) continue;
    notes[`${list}_by_${kindKey}`] = shared;
    out = withoutShared(out, list, kindKey, shared) as JsonObject;
  }
  return { body: out, notes };
}

export function standardView(full: JsonObject): JsonObject {
  const dropped = new Set<string>();
  const pruned = prune(full, STANDARD_DROPPED, dropped) as JsonObject;
  const { body, notes } = stateByKind(pruned);
  if (Object.hasOwn(body, 'understanding')) body.understanding = compactUnderstanding(body.understanding ?? null, Object.hasOwn(full, 'asked_questions'));
  if (Object.hasOwn(body, 'asked_questions')) body.asked_questions = compactAsked(body.asked_questions ?? null, 'standard');
  if (Object.hasOwn(body, 'beta_warnings')) body.beta_warnings = unrestatedWarnings(body.beta_warnings ?? null, full.understanding ?? null);
  const common: JsonObject = { ...notes };
  let commonAnswers: Json[] = [];
  for (const [key, value] of Object.entries(body)) {
    if (!isCandidateList(value)) continue;
    const shared = withCommonAnswers(value);
    body[key] = shared.candidates;
    if (shared.common.length > 0) commonAnswers = shared.common;
  }
  for (const [key, value] of Object.entries(body)) {
    if (!Array.isArray(value) || value.length < 2 || !value.every(isObject)) continue;
    const { shared, rest } = splitCommon(value, PER_ITEM_FIELDS);
    if (Object.keys(shared).length === 0) continue;
    common[key] = shared;
    body[key] = rest;
  }
  return {
    detail: 'standard',
    ...body,
    ...(commonAnswers.length ? { common_answers: commonAnswers } : {}),
    ...(Object.keys(common).length ? { common } : {}),
    omitted: [...dropped].sort(),
  };
}

interface Link {
  label: string;
  url: string;
}

const isLink = (v: Json): v is JsonObject & Link => isObject(v) && typeof v.url === 'string' && typeof v.label === 'string';

/** How much of the travelling party a link's search carries (`carries_party`): the more, the less the traveller retypes. */
const CARRIES: ReadonlyMap<Json, number> = new Map([
  ['whole_party', 2],
  ['adults_only', 1],
]);
const carries = (link: JsonObject) => CARRIES.get(link.carries_party ?? null) ?? 0;

/**
 * One {label, url} per handoff, in document order: a list of links holds alternative searches for
 * the same thing (three flight metasearches, two route maps), so summary keeps the one that carries
 * the most of the party, the first among equals; standard and full list them all.
 */
function links(value: Json | undefined, out: Link[] = []): Link[] {
  if (Array.isArray(value)) {
    const alternatives = value.filter(isLink);
    const best = alternatives.reduce<(JsonObject & Link) | undefined>((kept, link) => (kept && carries(kept) >= carries(link) ? kept : link), undefined);
    if (best) out.push({ label: best.label, url: best.url });
    for (const v of value) if (!isLink(v)) links(v, out);
  } else if (isObject(value)) {
    if (isLink(value)) out.push({ label: value.label, url: value.url });
    else for (const v of Object.values(value)) links(v, out);
  }
  return out;
}

const isCandidate = (v: Json): v is JsonObject => isObject(v) && typeof v.id === 'string' && typeof v.name === 'string';
const isCandidateList = (v: Json): v is JsonObject[] => Array.isArray(v) && v.length > 0 && v.every(isCandidate);

/** The links of a handoff block, less the blocks summary leaves out (named in `dropped`). */
function handoffLinks(handoffs: Json | undefined, dropped: Set<string>): Link[] {
  if (!isObject(handoffs)) return links(handoffs);
  const kept: JsonObject = {};
  for (const [key, value] of Object.entries(handoffs)) {
    if (SUMMARY_DROPS.has(key)) dropped.add(key);
    else kept[key] = value;
  }
  return links(kept);
}

const withoutKey = (o: JsonObject, key: string): JsonObject => Object.fromEntries(Object.entries(o).filter(([k]) => k !== key));

/**
 * An answer without its source line and where to check, and without a null date, as prune leaves everything else. An unknown
 * answer keeps only its topic, unless it cites data: then it says a rule as a condition (what the origin's passport needs
 * when no passport is stated), which an agent needs to ask the right question.
 */
const answerSummary = (a: JsonObject): JsonObject =>
  a.known === false && !(typeof a.source === 'string' && a.source !== '')
    ? { topic: a.topic ?? null, known: false }
    : Object.fromEntries(Object.entries(a).filter(([k, v]) => k !== 'source' && k !== 'check' && v !== null));

/** The decision core of one candidate. */
function candidateSummary(item: JsonObject, dropped: Set<string>): JsonObject {
  const out: JsonObject = { id: item.id!, name: item.name! };
  if (typeof item.score === 'number') out.score = item.score;
  if (typeof item.total_trip_estimate_usd === 'number') {
    const travelers = isObject(item.family_snapshot) ? item.family_snapshot.assumed_travelers : undefined;
    out.whole_party_estimate = {
      usd: item.total_trip_estimate_usd,
      ...(isObject(item.total_trip_estimate_local) ? { local: item.total_trip_estimate_local } : {}),
      tier: typeof item.cost_tier === 'string' ? item.cost_tier : 'model_estimate',
      ...(typeof travelers === 'number' ? { travelers } : {}),
    };
  }
  const confidence = isObject(item.confidence) ? item.confidence.level : undefined;
  if (typeof confidence === 'string') out.confidence = confidence;
  const eligibility = isObject(item.eligibility) ? item.eligibility.in_scope : undefined;
  if (typeof eligibility === 'boolean') out.in_scope = eligibility;
  const reasons = Array.isArray(item.match_reasons)
    ? item.match_reasons
    : isObject(item.eligibility) && Array.isArray(item.eligibility.reasons)
      ? item.eligibility.reasons
      : [];
  out.top_reasons = reasons.slice(0, TOP_REASONS);
  // Every warning stays; its source line (often longer than the message) is left to standard and full.
  out.warnings = Array.isArray(item.warnings) ? item.warnings.map((w) => (isObject(w) ? withoutKey(w, 'source') : w)) : [];
  // The request's own questions are answered at every level; the source line and where to check are left to standard and full, as for
  // warnings, and so is the wording of an answer the service does not know (known false says it).
  if (Array.isArray(item.answers) && item.answers.length > 0) out.answers = item.answers.map((a) => (isObject(a) ? answerSummary(a) : a));
  const found = handoffLinks(item.provider_handoffs, dropped);
  if (found.length) out.handoff_links = found as unknown as Json;
  return out;
}

/** The reader's notice for a question the request asks: each result answers it in `answers`. */
const QUESTION_CODE = 'unanswered_question';
const NOTICE_TEXT_MAX = 300;

/**
 * The request's questions, once, at both compact levels: the per-question notices (one per question,
 * each saying that the results answer it) become one notice naming them all, and a notice of a subject
 * the service holds no data on keeps its code and its advice (where to check); full keeps every notice
 * as it is, with the whole reason.
 */
function compactNotices(unresolved: JsonObject[], listed: boolean): JsonObject[] {
  const questions = unresolved.filter((u) => u.code === QUESTION_CODE);
  const others = unresolved
    .filter((u) => u.code !== QUESTION_CODE)
    .map((u) => {
      const advice = typeof u.code === 'string' ? LIMIT_ADVICE.get(u.code) : undefined;
      return advice ? { ...u, reason: advice } : u;
    });
  if (questions.length === 0) return others;
  if (listed) return others;
  const asked = questions.map((q) => `"${String(q.text)}"`).join(', ');
  const folded = {
    field: 'user_request',
    text: asked.length > NOTICE_TEXT_MAX ? `${asked.slice(0, NOTICE_TEXT_MAX - 3)}...` : asked,
    code: QUESTION_CODE,
    reason: `${questions.length} question(s) asked: answered in results[].answers, plus common_answers for those every result shares; unknown where the service holds no data.`,
  };
  return [folded, ...others];
}

/** The understanding at a compact level: its notices as compactNotices says (listed: the answer lists its questions in asked_questions), the rest as it is. */
function compactUnderstanding(u: Json, listed: boolean): Json {
  if (!isObject(u) || !Array.isArray(u.unresolved)) return u;
  return { ...u, unresolved: compactNotices(u.unresolved.filter(isObject), listed) };
}

/**
 * The asked questions at a compact level. Standard keeps each question less what it asks for
 * (`kinds`). Summary keeps only the questions answered here in words, question and answer: the
 * understanding's notice names every question, results[].answers answer their topics, and the
 * notices of subjects without data say where to check; null when none is answered in words.
 */
function compactAsked(asked: Json, level: 'standard' | 'summary'): Json {
  if (!isObject(asked) || !Array.isArray(asked.questions)) return asked;
  const items = asked.questions.filter(isObject);
  if (level === 'standard') return { ...asked, questions: items.map((q) => withoutKey(q, 'kinds')) };
  const answered = items
    .filter((q) => q.known === true && typeof q.answer === 'string')
    .map((q) => ({ question: q.question ?? null, answer: q.answer ?? null }));
  return answered.length ? { questions: answered } : null;
}

/** Beta warnings less those that restate a notice of the full understanding (its reason): the notice carries it. */
function unrestatedWarnings(warnings: Json, understanding: Json): Json {
  const reasons = isObject(understanding) && Array.isArray(understanding.unresolved) ? understanding.unresolved.filter(isObject).map((u) => u.reason) : [];
  if (!Array.isArray(warnings)) return warnings;
  return warnings.filter((w) => !(typeof w === 'string' && reasons.some((r) => typeof r === 'string' && w.includes(r))));
}

/**
 * The answers every candidate of a list gives word for word (a country's entry rule, its advisory),
 * stated once at both compact levels: each candidate keeps the answers that differ, and the list's
 * shared ones go to `common_answers` (add them to each candidate's to rebuild its answers). Nothing is
 * lost, and a request with many questions stays within the level's budget.
 */
function withCommonAnswers(candidates: JsonObject[]): { candidates: JsonObject[]; common: Json[] } {
  const lists = candidates.map((c) => (Array.isArray(c.answers) ? c.answers : []));
  if (candidates.length < 2) return { candidates, common: [] };
  const common = (lists[0] ?? []).filter((a) => lists.every((list) => list.some((b) => same(a, b))));
  if (common.length === 0) return { candidates, common: [] };
  const rest = candidates.map((c, i) => {
    const own = (lists[i] ?? []).filter((a) => !common.some((b) => same(a, b)));
    const { answers: _all, ...others } = c;
    return own.length > 0 ? { ...others, answers: own } : others;
  });
  return { candidates: rest, common };
}

const RATE_KEYS = ['currency', 'usd_rate', 'rates_as_of', 'rate_source', 'basis'] as const;
const localOf = (c: JsonObject): JsonObject | null => {
  const estimate = c.whole_party_estimate;
  return isObject(estimate) && isObject(estimate.local) ? estimate.local : null;
};

/**
 * The exchange rate every candidate's local estimate repeats (one traveller currency per request),
 * stated once: each candidate keeps its currency and amount, the rate goes to `currency_rate`.
 */
function withCommonRate(candidates: JsonObject[]): { candidates: JsonObject[]; rate: JsonObject | null } {
  const locals = candidates.map(localOf);
  const first = locals[0];
  if (!first || candidates.length < 2 || !locals.every((l) => l !== null && RATE_KEYS.every((k) => l[k] === first[k]))) return { candidates, rate: null };
  const rate = Object.fromEntries(RATE_KEYS.map((k) => [k, first[k]!]));
  const rest = candidates.map((c) => {
    const local = localOf(c)!;
    return { ...c, whole_party_estimate: { ...(c.whole_party_estimate as JsonObject), local: { currency: local.currency!, amount: local.amount! } } };
  });
  return { candidates: rest, rate };
}

export function summaryView(full: JsonObject): JsonObject {
  const dropped = new Set<string>();
  // Candidate lists are rebuilt item by item (candidateSummary): from them prune only collects the names they drop.
  const entries = Object.entries(full);
  for (const [, value] of entries) if (isCandidateList(value)) namesDropped(value, SUMMARY_DROPPED, dropped);
  const body = prune(Object.fromEntries(entries.filter(([, v]) => !isCandidateList(v))), SUMMARY_DROPPED, dropped) as JsonObject;
  const out: JsonObject = { detail: 'summary' };
  for (const [key, value] of entries) {
    if (isCandidateList(value)) {
      const { candidates, common } = withCommonAnswers(value.map((v) => candidateSummary(v, dropped)));
      const { candidates: listed, rate } = withCommonRate(candidates);
      out[key] = listed;
      if (rate) out.currency_rate = rate;
      if (common.length > 0) out.common_answers = common;
    } else if (key === 'provider_handoffs' && isObject(value)) out.handoff_links = handoffLinks(value, dropped) as unknown as Json;
    else if (key === 'understanding') out[key] = compactUnderstanding(value, false);
    else if (key === 'asked_questions') {
      const asked = compactAsked(value, 'summary');
      if (asked !== null) out[key] = asked;
    } else if (key === 'beta_warnings') out[key] = unrestatedWarnings(value, full.understanding ?? null);
    else if (key === 'match_status' && isObject(value))
      out[key] = Object.fromEntries(Object.entries(value).filter(([, v]) => !isObject(v) && !Array.isArray(v)));
    else if (Object.hasOwn(body, key)) out[key] = body[key]!;
  }
  return { ...out, omitted: [...dropped].sort() };
}
