import type { InterpretedConstraints, TravelSearchRequest } from '../../contracts/travel.js';
import type { IntentSource, TravelIntentDetails } from '../../contracts/travel-intent.js';
import { budgetTotal, Conflicts, mergeGeography, mergeQuery, mergeThemes, pick, sameNumber, sameWindow } from './merge.js';
import { readText, type TextReading } from './read-text.js';
import {
  intentPlace,
  normalizeStructuredThemes,
  resolveStructuredOrigin,
  resolveStructuredPlaces,
  structuredIntentPlace,
  type Unresolved,
} from './structured.js';
import { repairTypos } from './typos.js';
import { SUPPORTED_ORIGINS } from '../knowledge/types.js';
import type { IntentDeps, ParsedIntent } from './types.js';

/**
 * Parse a travel request: read the natural-language request, resolve the structured fields,
 * merge them (the text wins, disagreements become constraint_conflicts) and report what could
 * not be resolved instead of guessing it.
 */
export function parseIntent(input: TravelSearchRequest, deps: IntentDeps): ParsedIntent {
  const conflicts = new Conflicts();
  const unresolved: Unresolved[] = [];
  const text = mergeQuery(input, conflicts) ?? '';
  const reading = readText(repairTypos(text), deps.now(), deps.gazetteer);
  reportUnresolvedText(reading, unresolved);

  const structuredOrigin = resolveStructuredOrigin(input, deps.gazetteer, unresolved);
  const origin = pick('origin', input.origin, reading.origin?.iata, (a, b) => a.toUpperCase() === b, conflicts);
  const originIata = reading.origin?.iata ?? structuredOrigin;

  const textWindow = reading.dates ? [reading.dates.start, reading.dates.end] : null;
  const window = pick('departure_window', input.departure_window, textWindow, sameWindow, conflicts);

  const exactDays = reading.dates?.exact ? (Date.parse(reading.dates.end) - Date.parse(reading.dates.start)) / 86_400_000 + 1 : null;
  const textDays = reading.duration?.days ?? exactDays;
  const inRange = (provided: number, days: number) =>
    sameNumber(provided, days) || (reading.duration !== null && provided >= reading.duration.min_days && provided <= reading.duration.max_days);
  const days = pick('trip_length_days', input.trip_length_days, textDays, inRange, conflicts);

  const total = budgetTotal(reading, days ?? null);
  const budget = pick('budget_usd', input.budget_usd, total, sameNumber, conflicts);

  const structuredPlaces = resolveStructuredPlaces(input, deps.gazetteer, unresolved);
  const geo = mergeGeography(reading, structuredPlaces, deps.gazetteer, conflicts);

  const textRequired = unique(reading.themes.filter((t) => !t.soft).map((t) => t.theme));
  const requiredThemes = mergeThemes(textRequired, normalizeStructuredThemes(input.required_themes ?? [], unresolved), conflicts);
  const softThemes = unique(reading.themes.filter((t) => t.soft).map((t) => t.theme)).filter((t) => !requiredThemes.includes(t));
  const interests = unique([...(input.interests ?? []), ...softThemes]);
  const services = unique([...(input.services ?? []), ...reading.services]);
  const hasHard = geo.constraints.some((c) => c.hard !== false) || requiredThemes.length > 0;
  const strict = input.strict_mode ?? hasHard;

  const effective: TravelSearchRequest = compact({
    user_request: text || undefined,
    origin: originIata ?? (origin && !unresolved.some((u) => u.field === 'origin') ? origin : undefined),
    departure_window: window,
    trip_length_days: days,
    budget_usd: budget,
    interests: interests.length > 0 ? interests : undefined,
    destination_constraints: geo.constraints.length > 0 ? geo.constraints : undefined,
    required_themes: requiredThemes.length > 0 ? requiredThemes : undefined,
    strict_mode: strict,
    live_research_mode: input.live_research_mode,
    max_live_research_ms: input.max_live_research_ms,
    services: services.length > 0 ? services : undefined,
  });

  const hardConstraints = geo.constraints.filter((c) => c.hard !== false).map((c) => ({ type: c.type, value: c.value }));
  const interpreted: InterpretedConstraints = {
    destination_region: hardConstraints.find((c) => c.type !== 'city' && c.type !== 'park')?.value ?? null,
    destination_city: hardConstraints.find((c) => c.type === 'city')?.value ?? null,
    hard_destination_constraints: hardConstraints,
    required_themes: requiredThemes,
    date_window: window ? [window[0] as string, window[1] as string] : null,
    strict_mode: strict,
    precedence: 'user_request_over_structured_fields',
  };

  const details = buildDetails(input, reading, { originIata, window, days: days ?? null, total, requiredThemes, softThemes, interests, services, unresolved, geo });
  return {
    effective_input: effective,
    interpreted_constraints: interpreted,
    constraint_conflicts: conflicts.list,
    beta_warnings: warnings(originIata, services, unresolved),
    details,
    hard_places: geo.hard,
    soft_places: geo.soft,
  };
}

const unique = <T>(xs: readonly T[]): T[] => [...new Set(xs)];

/** Drop undefined members so the effective input only carries fields that have a value. */
function compact(r: Record<string, unknown>): TravelSearchRequest {
  return Object.fromEntries(Object.entries(r).filter(([, v]) => v !== undefined)) as TravelSearchRequest;
}

function reportUnresolvedText(r: TextReading, unresolved: Unresolved[]): void {
  if (r.origin?.problem) unresolved.push({ field: 'origin', text: r.origin.text, code: 'origin_not_airport', reason: r.origin.problem });
  if (r.vague_time) unresolved.push({ field: 'departure_window', text: r.vague_time, code: 'vague_dates', reason: `"${r.vague_time}" names no dates; ask the traveller for a month or dates.` });
  if (r.budget.foreign) {
    unresolved.push({ field: 'budget_usd', text: r.budget.foreign, code: 'foreign_currency', reason: 'Budget is not in US dollars and no exchange rate is applied; send budget_usd.' });
  }
  for (const p of r.unknown_places) unresolved.push({ field: 'destination_constraints', text: p, code: 'unknown_place', reason: `"${p}" is not a place we can resolve; it is not used as scope.` });
  for (const p of r.geography.excluded) {
    unresolved.push({ field: 'destination_constraints', text: p.matched_text, code: 'excluded_place', reason: `Exclusion of ${p.name} noted; exclusions are not applied as filters.` });
  }
}

function warnings(origin: string | null, services: readonly string[], unresolved: readonly Unresolved[]): string[] {
  const out: string[] = [];
  if (origin && !(SUPPORTED_ORIGINS as readonly string[]).includes(origin)) {
    out.push(`Origin ${origin} has no curated flight profile (supported: ${SUPPORTED_ORIGINS.join(', ')}); default model_estimate flight values are used.`);
  }
  if (!origin) out.push('No origin airport was given; flight cost and time use default model_estimate values.');
  if (services.length > 0) {
    out.push('services are used only to label the response and for live place-discovery handoff; they never enable booking inventory, provider rates or live fares.');
  }
  for (const u of unresolved) out.push(`Could not use ${u.field} "${u.text}": ${u.reason}`);
  return out;
}

interface Merged {
  originIata: string | null;
  window: string[] | undefined;
  days: number | null;
  total: number | null;
  requiredThemes: string[];
  softThemes: string[];
  interests: string[];
  services: string[];
  unresolved: Unresolved[];
  geo: ReturnType<typeof mergeGeography>;
}

function buildDetails(input: TravelSearchRequest, r: TextReading, m: Merged): TravelIntentDetails {
  const src = (fromText: boolean, fromField: boolean): IntentSource => (fromText ? 'user_request' : fromField ? 'structured' : 'none');
  const d = r.duration;
  return {
    origin: { iata: m.originIata, source: src(Boolean(r.origin?.iata), Boolean(input.origin) && m.originIata !== null), text: r.origin?.text ?? input.origin ?? null },
    date_window: {
      start: m.window?.[0] ?? null,
      end: m.window?.[1] ?? null,
      source: src(Boolean(r.dates), Boolean(input.departure_window)),
      text: r.dates?.text ?? null,
    },
    trip_length: {
      days: m.days,
      min_days: d?.min_days ?? m.days,
      max_days: d?.max_days ?? m.days,
      source: src(d !== null || Boolean(r.dates?.exact), input.trip_length_days !== undefined),
      text: d?.text ?? (r.dates?.exact ? r.dates.text : null),
    },
    budget: {
      amount_usd: r.budget.amount_usd ?? input.budget_usd ?? null,
      per: r.budget.per ?? (input.budget_usd !== undefined ? 'total' : null),
      total_usd: m.total ?? input.budget_usd ?? null,
      tier: r.budget.tier,
      source: src(r.budget.amount_usd !== null || r.budget.tier !== null, input.budget_usd !== undefined),
      text: r.budget.text,
    },
    party: { adults: r.party.adults, children: r.party.children, infants: r.party.infants, kind: r.party.kind, text: r.party.text },
    interests: m.interests,
    required_themes: m.requiredThemes,
    soft_themes: m.softThemes,
    hard_geography: [...r.geography.hard.map((p) => intentPlace(p, 'user_request')), ...m.geo.keptStructured.filter((s) => s.constraint.hard !== false).map(structuredIntentPlace)],
    soft_geography: [...r.geography.soft.map((p) => intentPlace(p, 'user_request')), ...m.geo.keptStructured.filter((s) => s.constraint.hard === false).map(structuredIntentPlace)],
    remote_work: { requested: r.remote_work.requested || m.requiredThemes.includes('remote_work'), text: r.remote_work.text },
    accessibility: { needs: r.accessibility.needs, text: r.accessibility.text },
    event: {
      requested: r.event.requested,
      kind: r.event.kind,
      name: r.event.name,
      venue: r.event.venue,
      start: r.event.requested ? (m.window?.[0] ?? null) : null,
      end: r.event.requested ? (m.window?.[1] ?? null) : null,
      text: r.event.text,
    },
    multi_city: r.multi_city,
    services: m.services,
    unresolved: m.unresolved,
  };
}
