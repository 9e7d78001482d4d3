import type { TravelSearchRequest } from '../../contracts/travel.js';
import { INFORMATIVE_CODES, type IntentPlace, type TravelIntentDetails, type UnresolvedPart } from '../../contracts/travel-intent.js';
import type { ClarifyingQuestion, Understanding, UnderstoodPart, UnresolvedPhrase } from '../../contracts/travel-understanding.js';
import type { TextReading } from './read-text.js';
import { RATES_SOURCE } from './currency.js';
import { DOUBT_CODE, readingDoubts } from './doubt.js';
import { NOT_A_TRIP_QUESTION } from './relevance.js';
import { clip } from './text.js';

/**
 * How well a request was understood, built from the parse alone (pure): what was taken and from
 * where, what could not be used (with stable codes, catalogue in the guide) and what to ask. The
 * engine adds what it assumed or inferred from the knowledge base with addUnderstoodPart.
 * Status: not_understood when nothing meaningful was taken from the request, when it is blank and
 * carries no field, or when it is written in a language the reader does not read and no field
 * carries it; partial when something left unresolved could change a field (unread, read from weak
 * evidence, or contradicting another field); complete otherwise. What restates a field is consumed by
 * the readers and never listed (held-values.ts); informative entries (INFORMATIVE_CODES) are listed
 * without making the reading partial.
 */
interface Input {
  referenceDate: string;
  details: TravelIntentDetails;
  reading: TextReading;
  input: TravelSearchRequest;
}

const MAX_PARTS = 40;
const place = (p: IntentPlace) => `${p.name}${p.country ? `, ${p.country}` : ''} (${p.type})`;
const part = (field: UnderstoodPart['field'], value: string, source: UnderstoodPart['source'], text: string | null): UnderstoodPart => ({
  field,
  value: clip(value, 300),
  source,
  text: text === null ? null : clip(text, 300),
});
const fromText = (s: string): UnderstoodPart['source'] => (s === 'structured' ? 'structured' : 'user_request');

function partyValue(p: TravelIntentDetails['party']): string | null {
  const bits: string[] = [];
  if (p.adults !== null) bits.push(`${p.adults} adult${p.adults === 1 ? '' : 's'}`);
  if (p.children !== null) bits.push(`${p.children} child${p.children === 1 ? '' : 'ren'}${p.child_ages.length ? ` aged ${p.child_ages.join(', ')}` : ''}`);
  if (p.infants !== null) bits.push(`${p.infants} infant${p.infants === 1 ? '' : 's'}`);
  if (bits.length === 0 && p.travellers !== null) bits.push(`${p.travellers} traveller${p.travellers === 1 ? '' : 's'}`);
  return bits.length > 0 ? bits.join(', ') : null;
}

function understood(d: TravelIntentDetails, r: TextReading): UnderstoodPart[] {
  const out: UnderstoodPart[] = [];
  if (d.origin.iata || d.origin.name)
    out.push(part('origin', `${d.origin.name ?? d.origin.iata}${d.origin.iata ? ` (${d.origin.iata})` : ''}`, fromText(d.origin.source), d.origin.text));
  for (const p of d.hard_geography) out.push(part('destination', place(p), p.source === 'structured' ? 'structured' : 'user_request', p.matched_text));
  for (const p of d.soft_geography)
    out.push(part('destination', `maybe ${place(p)}`, p.source === 'structured' ? 'structured' : 'user_request', p.matched_text));
  for (const p of d.via) out.push(part('via', place(p), 'user_request', p.matched_text));
  for (const p of d.excluded) out.push(part('excluded', `not ${place(p)}`, 'user_request', p.matched_text));
  const w = d.date_window;
  if (w.start || w.end)
    out.push(
      part('dates', w.start && w.end && w.start !== w.end ? `${w.start} to ${w.end}` : w.start ? w.start : `back by ${w.end}`, fromText(w.source), w.text),
    );
  const t = d.trip_length;
  if (t.days !== null && t.source !== 'none')
    out.push(part('trip_length', t.min_days !== t.max_days ? `${t.min_days}-${t.max_days} days` : `${t.days} days`, fromText(t.source), t.text));
  const who = partyValue(d.party);
  if (who) out.push(part('travellers', who, 'user_request', d.party.text));
  const b = d.budget;
  if (b.amount !== null && b.currency) {
    const at = `${Math.round(b.amount_usd ?? 0)} USD at the ${b.rate_source === RATES_SOURCE ? 'ECB rate' : `rate of ${b.rate_source}`} of ${b.rates_as_of}`;
    const usd = b.amount_usd !== null && b.currency !== 'USD' ? (b.rate_source === RATES_SOURCE ? ` (about ${at})` : ` (an estimate: about ${at})`) : '';
    out.push(
      part(
        'budget',
        `${b.amount} ${b.currency} ${b.per === 'total' ? 'in total' : `per ${(b.per ?? '').replace('_', ' per ')}`}${usd}`,
        b.currency_source === 'default' ? 'default' : 'user_request',
        b.text,
      ),
    );
  } else if (b.amount_usd !== null) out.push(part('budget', `${b.amount_usd} USD in total`, 'structured', null));
  if (b.tier) out.push(part('budget', `${b.tier} spending tier`, 'user_request', r.tier?.text ?? null));
  for (const th of r.themes) out.push(part('themes', th.soft ? `${th.theme} (preference)` : th.theme, 'user_request', th.text));
  for (const th of d.required_themes) if (!r.themes.some((x) => x.theme === th)) out.push(part('themes', th, 'structured', null));
  if (d.event.id || d.event.requested) out.push(part('other', `event: ${d.event.name ?? d.event.kind ?? 'event'}`, 'user_request', d.event.text));
  if (d.accessibility.needs.length > 0) out.push(part('other', `accessibility: ${d.accessibility.needs.join(', ')}`, 'user_request', d.accessibility.text));
  if (d.health.conditions.length > 0) out.push(part('other', `health: ${d.health.conditions.join(', ')}`, 'user_request', d.health.text));
  if (d.remote_work.requested && !r.themes.some((x) => x.theme === 'remote_work')) out.push(part('other', 'remote work', 'structured', null));
  return out;
}

const DATE_DOUBTS: ReadonlyArray<UnresolvedPart['code']> = [
  'unread_date_words',
  'dates_not_fixed',
  'date_month_assumed',
  'date_week_assumed',
  'dates_from_parts',
  'ambiguous_date_order',
  'school_holidays_region_unknown',
  'school_holidays_assumed',
  'weekday_mismatch',
  'length_contradicts_dates',
];

/** The field a doubted reading asks about, by the request field it is reported on (doubt.ts). */
const DOUBTED_FIELD = new Map<string, ClarifyingQuestion['field']>([
  ['origin', 'origin'],
  ['destination_constraints', 'destination'],
  ['departure_window', 'dates'],
  ['trip_length_days', 'dates'],
  ['travellers', 'travellers'],
  ['budget_usd', 'budget'],
]);

/** Asks to confirm a doubted field by what was read for it ("Kioto, Tokio" read as Kyoto, JP (city); Tokyo, JP (city)). */
function confirmation(u: UnresolvedPhrase, field: ClarifyingQuestion['field'], parts: readonly UnderstoodPart[]): string {
  const read = parts.filter((p) => p.field === field || (field === 'dates' && p.field === 'trip_length')).map((p) => p.value);
  return clip(read.length > 0 ? `"${u.text}" was read as ${read.join('; ')}: is that right?` : `Is "${u.text}" read right?`, 300);
}

function questions(
  d: TravelIntentDetails,
  r: TextReading,
  status: Understanding['status'],
  doubted: readonly UnresolvedPhrase[],
  parts: readonly UnderstoodPart[],
): ClarifyingQuestion[] {
  const q: ClarifyingQuestion[] = [];
  if (status === 'not_understood') {
    if (d.unresolved.some((u) => u.code === 'not_a_trip_request')) return [{ field: 'destination', question: NOT_A_TRIP_QUESTION[r.lang], options: [] }];
    q.push({ field: 'destination', question: 'Where would you like to go, or what kind of trip (beach, skiing, city break...)?', options: [] });
    q.push({ field: 'dates', question: 'When do you want to travel, and for how long?', options: [] });
    q.push({ field: 'travellers', question: 'Who is travelling (how many adults and children)?', options: [] });
    return q;
  }
  const codes = new Set(d.unresolved.map((u) => u.code));
  if (codes.has('origin_not_airport') || codes.has('origin_alternatives'))
    q.push({ field: 'origin', question: 'Which airport will you leave from?', options: [] });
  if ((d.party.children ?? 0) > d.party.child_ages.length || (d.party.kind === 'family' && d.party.children === null && d.party.infants === null)) {
    q.push({
      field: 'travellers',
      question: d.party.children === null ? 'How many children are travelling, and how old are they?' : 'How old are the children?',
      options: [],
    });
  }
  if (codes.has('party_too_large')) q.push({ field: 'travellers', question: 'How many people are travelling (at most 100 per request)?', options: [] });
  if (codes.has('party_changes')) q.push({ field: 'travellers', question: 'Who travels for which part of the trip?', options: [] });
  if (codes.has('party_uncertain'))
    q.push({ field: 'travellers', question: 'How many people are travelling, and how many of them are children?', options: [] });
  if (codes.has('currency_assumed')) q.push({ field: 'budget', question: clip(`In which currency is the budget of ${d.budget.amount}?`, 300), options: [] });
  if (codes.has('foreign_currency')) q.push({ field: 'budget', question: 'What is the budget in US dollars?', options: [] });
  if (codes.has('budget_per_room')) q.push({ field: 'budget', question: 'How many rooms, and is the budget per room or for all of them?', options: [] });
  if (codes.has('budget_contradiction')) q.push({ field: 'budget', question: 'What is the budget for the whole party?', options: [] });
  if (DATE_DOUBTS.some((c) => codes.has(c)))
    q.push({ field: 'dates', question: 'Which dates exactly (day and month of leaving and of coming back)?', options: [] });
  if (codes.has('place_uncertain')) q.push({ field: 'destination', question: 'Which place do you want to go to?', options: [] });
  for (const u of d.unresolved.filter((x) => x.code === 'place_role_uncertain').slice(0, 3))
    q.push({ field: 'destination', question: clip(`Is "${u.text}" where you want to go, where you leave from, or a place to avoid?`, 300), options: [] });
  if (codes.has('unknown_place')) q.push({ field: 'destination', question: 'Which place did you mean? Some place names could not be found.', options: [] });
  for (const p of r.places) {
    const m = p.mention;
    const other = m.alternatives[0];
    // Two readings of one name that are close in belief: ask instead of guessing.
    if (other && m.confidence < 0.6 && (other.country !== m.country || other.type !== m.type) && q.length < 10) {
      q.push({
        field: p.role === 'origin' ? 'origin' : 'destination',
        question: clip(`Which "${m.matched_text}" do you mean?`, 300),
        options: [m, ...m.alternatives.slice(0, 3)].map((x) => clip(`${x.name}${x.country ? `, ${x.country}` : ''} (${x.type})`, 200)),
      });
    }
  }
  for (const u of doubted) {
    const field = DOUBTED_FIELD.get(u.field);
    if (field && !q.some((x) => x.field === field)) q.push({ field, question: confirmation(u, field, parts), options: [] });
  }
  if (d.budget.currency_source === 'default' && r.lang !== 'en' && !codes.has('currency_assumed')) {
    q.push({ field: 'budget', question: clip(`Is the budget of ${d.budget.amount} in ${d.budget.currency}?`, 300), options: [] });
  }
  return q.slice(0, 10);
}

/** Something left unresolved could change a field: the status is partial (informative codes name what cannot, INFORMATIVE_CODES). */
const materialLeft = (unresolved: readonly UnresolvedPhrase[]): boolean => unresolved.some((u) => !INFORMATIVE_CODES.has(u.code));

/**
 * The status the readers' own entries give, before the doubt model's (doubt.ts): the reading the model is trained to
 * judge, and what the readers' tests of materiality check.
 */
export function readersStatus(u: Understanding): Understanding['status'] {
  if (u.status === 'not_understood') return u.status;
  return materialLeft(u.unresolved.filter((x) => x.code !== DOUBT_CODE)) ? 'partial' : 'complete';
}

/** Whether structured fields state a request on their own. */
export const structuredCarries = (i: TravelSearchRequest): boolean =>
  Boolean(
    i.origin ||
    i.departure_window ||
    i.trip_length_days !== undefined ||
    i.budget_usd !== undefined ||
    i.interests?.length ||
    i.destination_constraints?.length ||
    i.required_themes?.length,
  );

export function buildUnderstanding(x: Input): Understanding {
  const parts = understood(x.details, x.reading).slice(0, MAX_PARTS);
  const left: UnresolvedPhrase[] = x.details.unresolved.map((u) => ({ field: u.field, text: u.text, code: u.code, reason: u.reason }));
  // A reading the readers would answer as complete is judged by the doubt model (doubt.ts): a field it finds likely wrong
  // is reported, its value kept. A reading left partial already asks the traveller, so it is not judged.
  const doubted = materialLeft(left) ? [] : readingDoubts(x.details, x.reading, x.input.user_request ?? x.input.query ?? '', x.referenceDate);
  const unresolved = [...left, ...doubted].slice(0, MAX_PARTS);
  const asked = (x.input.user_request ?? x.input.query ?? '').trim() !== '';
  const fields = structuredCarries(x.input);
  // A blank request with no fields, words that say nothing usable, and text in a language the reader does not read
  // (unless the fields carry the request) are not understood.
  const unsupported = x.details.language === 'unsupported' && !fields;
  const status: Understanding['status'] =
    unsupported || (parts.length === 0 && (asked || !fields)) ? 'not_understood' : materialLeft(unresolved) ? 'partial' : 'complete';
  return {
    status,
    reference_date: x.referenceDate,
    understood: parts,
    unresolved,
    clarifying_questions: questions(x.details, x.reading, status, doubted, parts),
  };
}

/**
 * Adds a part the engine took from elsewhere: an assumed default (source default), a fact from the
 * knowledge base (source knowledge_base, e.g. an event's dates) or a phrase the engine applies itself
 * (a flying-time cap). Drops the unresolved phrases the part `resolves` and sets the status again;
 * returns a new object.
 */
export function addUnderstoodPart(u: Understanding, p: UnderstoodPart, resolves?: (x: UnresolvedPhrase) => boolean): Understanding {
  const understood =
    u.understood.length < MAX_PARTS ? [...u.understood, { ...p, value: clip(p.value, 300), text: p.text === null ? null : clip(p.text, 300) }] : u.understood;
  const unresolved = resolves ? u.unresolved.filter((x) => !resolves(x)) : u.unresolved;
  const status = u.status === 'not_understood' ? u.status : materialLeft(unresolved) ? 'partial' : 'complete';
  return { ...u, understood, unresolved, status };
}
