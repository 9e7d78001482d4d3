import type { TravelIntentDetails } from '../../../src/contracts/travel-intent.js';
import type { TravelPlanValidateResponse, TravelResult, TravelSearchResponse } from '../../../src/contracts/travel.js';
import type { Expectations, QualityCase, WarnCheck } from './cases.js';

/**
 * Judges one answer against a case's expectations, check by check, the way an expert travel
 * agent reads it. Every failed check names the area whose knowledge it exercises, so a run can
 * list failures by cause.
 */

export type Area = 'reading' | 'scope' | 'ranking' | 'coverage' | 'calendars' | 'events' | 'advisories' | 'costs' | 'gateways' | 'plan';

export interface Failure {
  check: string;
  area: Area;
  reason: string;
}

export interface Verdict {
  id: string;
  pass: boolean;
  failures: Failure[];
}

/** What the pipeline answered for a case: the search, the parse details, and a plan validation when the case has one. */
export interface Observation {
  search: TravelSearchResponse;
  details: TravelIntentDetails | null;
  plan: TravelPlanValidateResponse | null;
  /** Why the plan could not be validated (e.g. the place was not among the results). */
  plan_problem: string | null;
}

const LETTERS: Record<string, string> = { ø: 'o', æ: 'ae', ß: 'ss', ł: 'l', đ: 'd', ı: 'i' };
const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[øæßłđı]/g, (ch) => LETTERS[ch] ?? ch)
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/** A result matches a name when the folded name and the folded result name (or id) contain one another. */
function matchesName(r: TravelResult, name: string): boolean {
  const want = fold(name);
  if (!want) return false;
  const have = [fold(r.name), fold(r.id)];
  return have.some((h) => h.includes(want) || (h.length >= 4 && want.includes(h)));
}

const alternatives = (spec: string) =>
  spec
    .split('|')
    .map((s) => s.trim())
    .filter(Boolean);

/** The result a check reads: the first shown result matching a name alternative, else `top` when listed. */
export function findResult(results: readonly TravelResult[], spec: string): TravelResult | undefined {
  const alts = alternatives(spec);
  for (const alt of alts.filter((a) => a !== 'top')) {
    const hit = results.find((r) => matchesName(r, alt));
    if (hit) return hit;
  }
  return alts.includes('top') ? results[0] : undefined;
}

const WARNING_AREA: Record<string, Area> = { travel_advisory: 'advisories', event_out_of_season: 'events' };
const warnArea = (codes: readonly string[]): Area => WARNING_AREA[codes[0] ?? ''] ?? 'calendars';
const SERIOUS = new Set(['caution', 'serious']);

function hasWarning(r: TravelResult, codes: readonly string[], seriousOnly: boolean): boolean {
  return r.warnings.some((w) => codes.includes(w.code) && (!seriousOnly || SERIOUS.has(w.severity)));
}

function warnTargets(results: readonly TravelResult[], c: WarnCheck): { targets: TravelResult[]; missing: boolean } {
  if (c.on === '*') return { targets: results.filter((r) => !(c.except ?? []).some((e) => matchesName(r, e))), missing: false };
  const r = findResult(results, c.on);
  return { targets: r ? [r] : [], missing: !r && !c.if_present };
}

/** Every shown result matching one of the names (no_warn checks them all). */
const allMatching = (results: readonly TravelResult[], spec: string) =>
  results.filter((r) => alternatives(spec).some((a) => (a === 'top' ? r === results[0] : matchesName(r, a))));

function warnChecks(results: readonly TravelResult[], e: Expectations, fail: (f: Failure) => void): void {
  for (const c of e.warn ?? []) {
    const { targets, missing } = warnTargets(results, c);
    const area = warnArea(c.codes);
    if (missing) fail({ check: 'warn', area: 'ranking', reason: `${c.on} is not among the results, so it cannot carry ${c.codes.join('/')}` });
    for (const r of targets.filter((t) => !hasWarning(t, c.codes, false))) {
      fail({ check: 'warn', area, reason: `${r.name} has no ${c.codes.join('/')} warning (has: ${r.warnings.map((w) => w.code).join(', ') || 'none'})` });
    }
  }
  for (const c of e.no_warn ?? []) {
    const targets = c.on === '*' ? warnTargets(results, c).targets : allMatching(results, c.on);
    for (const r of targets.filter((t) => hasWarning(t, c.codes, true))) {
      const w = r.warnings.find((x) => c.codes.includes(x.code));
      fail({ check: 'no_warn', area: warnArea(c.codes), reason: `${r.name} wrongly warns ${w?.code}: ${w?.message}` });
    }
  }
}

function placeChecks(results: readonly TravelResult[], e: Expectations, area: Area, fail: (f: Failure) => void): void {
  const names = results.map((r) => r.name).join('; ');
  for (const n of e.include ?? []) {
    if (!findResult(results, n)) fail({ check: 'include', area, reason: `${n} missing from [${names}]` });
  }
  for (const g of e.include_any ?? []) {
    const hits = g.names.filter((n) => findResult(results, n));
    if (hits.length < g.min) fail({ check: 'include_any', area, reason: `${hits.length} of ${g.names.join('/')} shown, ${g.min} expected; got [${names}]` });
  }
  for (const n of e.exclude ?? []) {
    const r = findResult(results, n);
    if (r) fail({ check: 'exclude', area: 'ranking', reason: `${r.name} should not be offered` });
  }
  const first = results.slice(0, 1);
  if (e.top && !e.top.some((n) => findResult(first, n))) {
    fail({ check: 'top', area, reason: `first result is ${results[0]?.name ?? 'nothing'}, expected ${e.top.join(' or ')}` });
  }
  for (const [a, b] of e.before ?? []) {
    const rb = findResult(results, b);
    if (!rb) continue;
    const ra = findResult(results, a);
    if (!ra || results.indexOf(ra) > results.indexOf(rb)) fail({ check: 'before', area: 'ranking', reason: `${ra?.name ?? a} should rank above ${rb.name}` });
  }
}

/** The window the answer works with: the interpreted date window, else a knowledge-base date in the understanding block. */
function answerWindow(search: TravelSearchResponse): [string, string] | null {
  const w = search.interpreted_constraints.date_window;
  if (w && w.length === 2) return [w[0] as string, w[1] as string];
  const understanding = (search as { understanding?: { understood?: Array<{ field: string; value: string; source: string }> } }).understanding;
  const part = understanding?.understood?.find((u) => u.field === 'dates' && u.source === 'knowledge_base');
  const dates = part?.value.match(/\d{4}-\d{2}-\d{2}/g);
  return dates && dates.length >= 2 ? [dates[0] as string, dates[1] as string] : null;
}

/** Calendar months (1-12) a window touches, in order. */
function monthsOf([start, end]: [string, string]): number[] {
  const index = (iso: string) => Number(iso.slice(0, 4)) * 12 + Number(iso.slice(5, 7)) - 1;
  const out: number[] = [];
  for (let i = index(start); i <= index(end) && out.length < 12; i++) out.push((i % 12) + 1);
  return out;
}

function windowCheck(search: TravelSearchResponse, e: Expectations, fail: (f: Failure) => void): void {
  if (!e.window) return;
  const w = answerWindow(search);
  if (!w) return fail({ check: 'window', area: 'events', reason: 'no date window (the event or phenomenon implies one)' });
  if (e.window.within && (w[0] < e.window.within[0] || w[1] > e.window.within[1])) {
    fail({ check: 'window', area: 'events', reason: `window ${w.join('..')} is outside ${e.window.within.join('..')}` });
  }
  if (e.window.months && monthsOf(w).some((m) => !e.window?.months?.includes(m))) {
    fail({ check: 'window', area: 'events', reason: `window ${w.join('..')} leaves months ${e.window.months.join(',')}` });
  }
}

function rangeCheck(
  results: readonly TravelResult[],
  name: 'cost' | 'nightly',
  spec: { on: string; range: [number, number] } | undefined,
  fail: (f: Failure) => void,
): void {
  if (!spec) return;
  const r = findResult(results, spec.on);
  if (!r) return fail({ check: name, area: 'ranking', reason: `${spec.on} is not among the results` });
  const value = name === 'cost' ? r.total_trip_estimate_usd : r.stay_snapshot.estimated_nightly_usd;
  if (value === null || value < spec.range[0] || value > spec.range[1]) {
    fail({
      check: name,
      area: 'costs',
      reason: `${r.name} ${name === 'cost' ? 'whole-party total' : 'nightly'} ${value} USD outside ${spec.range[0]}-${spec.range[1]}`,
    });
  }
}

const GROUND = /\b(train|rail|eurostar|tgv|shinkansen|ferry|drive|driving|by road|bus)\b/i;

function gatewayChecks(results: readonly TravelResult[], e: Expectations, fail: (f: Failure) => void): void {
  if (e.gateway) {
    const r = findResult(results, e.gateway.on);
    const airports = r ? [r.flight_snapshot.destination_airport, r.provider_handoffs.flight_handoff?.search_params.destination_airport].filter(Boolean) : [];
    if (!r) fail({ check: 'gateway', area: 'coverage', reason: `${e.gateway.on} is not among the results` });
    else if (!airports.some((a) => e.gateway?.airports.includes(a as string))) {
      fail({
        check: 'gateway',
        area: 'gateways',
        reason: `${r.name} flies into ${airports.join('/') || 'nothing'}, expected ${e.gateway.airports.join(' or ')}`,
      });
    }
  }
  if (e.ground) {
    const r = findResult(results, e.ground.on);
    const text = r ? [...r.flight_snapshot.notes, ...r.match_reasons, JSON.stringify(r.provider_handoffs)].join(' ') : '';
    if (!r) fail({ check: 'ground', area: 'coverage', reason: `${e.ground.on} is not among the results` });
    else if (!GROUND.test(text))
      fail({ check: 'ground', area: 'gateways', reason: `${r.name} is offered as a flight to ${r.flight_snapshot.destination_airport}, no ground leg` });
  }
}

/** How the answer gets the traveller to the place at the end: the proposed ground leg, else the gateway leg, else a short road. */
function lastLegMode(r: TravelResult): string {
  const g = r.provider_handoffs.ground_handoff;
  if (g && g.leg.role !== 'alternative') return g.leg.mode;
  return r.flight_snapshot.gateway?.mode ?? 'road';
}

function transferChecks(results: readonly TravelResult[], e: Expectations, fail: (f: Failure) => void): void {
  for (const [check, spec, want] of [
    ['transfer', e.transfer, true],
    ['no_transfer', e.no_transfer, false],
  ] as const) {
    if (!spec) continue;
    const r = findResult(results, spec.on);
    if (!r) {
      fail({ check, area: 'coverage', reason: `${spec.on} is not among the results` });
      continue;
    }
    const mode = lastLegMode(r);
    if ((mode === spec.mode) !== want)
      fail({ check, area: 'gateways', reason: `${r.name}: last leg by ${mode}, expected ${want ? '' : 'anything but '}${spec.mode}` });
  }
}

/** Rooms or cabins in the stay's first note ("2 room(s) x 6 night(s) for ..."). */
function roomsCheck(results: readonly TravelResult[], e: Expectations, fail: (f: Failure) => void): void {
  if (!e.rooms) return;
  const r = findResult(results, e.rooms.on);
  if (!r) return fail({ check: 'rooms', area: 'coverage', reason: `${e.rooms.on} is not among the results` });
  const units = Number(/^(\d+) (room|cabin)/.exec(r.stay_snapshot.notes[0] ?? '')?.[1] ?? NaN);
  if (units !== e.rooms.count) fail({ check: 'rooms', area: 'costs', reason: `${r.name}: priced for ${units} room(s), expected ${e.rooms.count}` });
}

function routeCheck(results: readonly TravelResult[], e: Expectations, fail: (f: Failure) => void): void {
  if (!e.route) return;
  const r = findResult(results, e.route.on);
  if (!r) return fail({ check: 'route', area: 'coverage', reason: `${e.route.on} is not among the results` });
  const route = r.flight_snapshot.route;
  if (!route || route.status !== e.route.status || !route.source || !route.as_of) {
    fail({
      check: 'route',
      area: 'gateways',
      reason: `${r.name}: route ${route ? `${route.status} (${route.source ?? 'no source'}, ${route.as_of ?? 'no date'})` : 'missing'}, expected ${e.route.status} with source and date`,
    });
  }
}

function currencyCheck(results: readonly TravelResult[], e: Expectations, fail: (f: Failure) => void): void {
  if (!e.currency) return;
  const r = findResult(results, e.currency.on);
  if (!r) return fail({ check: 'currency', area: 'coverage', reason: `${e.currency.on} is not among the results` });
  const local = r.total_trip_estimate_local;
  if (
    !local ||
    local.currency !== e.currency.code ||
    !local.rates_as_of ||
    Math.abs(local.amount * local.usd_rate - r.total_trip_estimate_usd) > 0.02 * r.total_trip_estimate_usd + 1
  ) {
    fail({
      check: 'currency',
      area: 'costs',
      reason: `${r.name}: total in ${local ? `${local.currency} ${local.amount}` : 'USD only'}, expected ${e.currency.code} with its rate date`,
    });
  }
}

function legsCheck(search: TravelSearchResponse, e: Expectations, fail: (f: Failure) => void): void {
  if (!e.legs) return;
  const route = search.route;
  if (!route) return fail({ check: 'legs', area: 'gateways', reason: 'no route: the stops are answered as separate destinations' });
  const legs = route.legs;
  const said = legs.map((l) => `${l.from}-${l.to} by ${l.mode} [${l.crossings.map((c) => c.kind).join(',')}]`).join('; ');
  if (e.legs.count !== undefined && legs.length !== e.legs.count)
    fail({ check: 'legs', area: 'gateways', reason: `${legs.length} leg(s), expected ${e.legs.count}: ${said}` });
  for (const m of e.legs.modes ?? []) if (!legs.some((l) => l.mode === m)) fail({ check: 'legs.modes', area: 'gateways', reason: `no leg by ${m}: ${said}` });
  for (const m of e.legs.no_modes ?? [])
    if (legs.some((l) => l.mode === m)) fail({ check: 'legs.no_modes', area: 'gateways', reason: `a leg by ${m}: ${said}` });
  const overWater = legs.filter((l) => l.crossings.some((c) => c.kind === 'water'));
  for (const l of e.legs.water_by ? overWater : [])
    if (!e.legs.water_by?.includes(l.mode) || l.cost_usd <= 0)
      fail({ check: 'legs.water_by', area: 'gateways', reason: `${l.from}-${l.to} crosses water by ${l.mode} at ${l.cost_usd} USD` });
  const flownEnds = route.to_and_from.filter((l) => l.mode === 'flight');
  if (e.legs.ends_no_flight && flownEnds.length)
    fail({ check: 'legs.ends_no_flight', area: 'gateways', reason: `flown: ${flownEnds.map((l) => `${l.from}-${l.to}`).join('; ')}` });
  for (const k of e.legs.crossings ?? [])
    if (!legs.some((l) => l.crossings.some((c) => c.kind === k))) fail({ check: 'legs.crossings', area: 'gateways', reason: `no ${k} crossing told: ${said}` });
  if (e.legs.no_flight && legs.some((l) => l.mode === 'flight')) fail({ check: 'legs.no_flight', area: 'gateways', reason: `a flight between stops: ${said}` });
  const total = route.total_usd;
  if (e.legs.total && (total === null || total < e.legs.total[0] || total > e.legs.total[1]))
    fail({ check: 'legs.total', area: 'costs', reason: `route total ${total} USD outside ${e.legs.total.join('-')}` });
}

const nameIs = (name: string, spec: string) => alternatives(spec).some((a) => fold(name).includes(fold(a)) || fold(a).includes(fold(name)));

function stopsCheck(search: TravelSearchResponse, e: Expectations, fail: (f: Failure) => void): void {
  if (!e.stops) return;
  const route = search.route;
  if (!route) return fail({ check: 'stops', area: 'gateways', reason: 'no route: the stops are answered as separate destinations' });
  const said = route.stops.map((s) => `${s.name} ${s.nights}`).join(', ');
  const { names, nights, total_nights: total, unplaced } = e.stops;
  if (route.stops.length !== names.length || !names.every((n, i) => nameIs(route.stops[i]?.name ?? '', n)))
    fail({ check: 'stops', area: 'reading', reason: `stops ${said}, expected ${names.join(', ')}` });
  if (nights && !nights.every((n, i) => route.stops[i]?.nights === n))
    fail({ check: 'stops.nights', area: 'reading', reason: `nights ${said}, expected ${nights.join(', ')}` });
  const sum = route.stops.reduce((n, s) => n + s.nights, 0);
  const [low, high] = typeof total === 'number' ? [total, total] : (total ?? [sum, sum]);
  if (sum < low || sum > high) fail({ check: 'stops.total', area: 'reading', reason: `${sum} nights in all (${said}), expected ${low}-${high}` });
  for (const u of unplaced ?? [])
    if (!route.unplaced.some((x) => nameIs(x, u))) fail({ check: 'stops.unplaced', area: 'reading', reason: `${u} not said to be unplaced` });
  const flights = route.to_and_from.filter((l) => l.mode === 'flight');
  const [there, home] = [flights[0], flights.length > 1 ? flights[flights.length - 1] : undefined];
  if (e.stops.arrive && !nameIs(there?.to ?? '', e.stops.arrive))
    fail({ check: 'stops.arrive', area: 'gateways', reason: `the flight there lands at ${there?.to ?? 'nothing'}, expected ${e.stops.arrive}` });
  if (e.stops.leave && !nameIs(home?.from ?? '', e.stops.leave))
    fail({ check: 'stops.leave', area: 'gateways', reason: `the flight home leaves from ${home?.from ?? 'nothing'}, expected ${e.stops.leave}` });
}

/** A result reached by a flight: its flight handoff, or a flight profile to a gateway airport. */
const byFlight = (r: TravelResult) => r.provider_handoffs.flight_handoff !== null || r.flight_snapshot.route !== null;

function modesCheck(search: TravelSearchResponse, e: Expectations, fail: (f: Failure) => void): void {
  const m = e.modes;
  if (!m) return;
  const told = search.travel_modes;
  if (!told) return fail({ check: 'modes', area: 'gateways', reason: 'the stated way of travelling is not applied (no travel_modes block)' });
  if (m.no_flight) {
    for (const r of search.results.filter(byFlight)) fail({ check: 'modes.no_flight', area: 'gateways', reason: `${r.name} is offered with a flight` });
    const route = search.route;
    if (route?.legs.some((l) => l.mode === 'flight')) fail({ check: 'modes.no_flight', area: 'gateways', reason: 'a route leg flies' });
    const ends = route?.to_and_from.filter((l) => l.mode === 'flight') ?? [];
    if (ends.length)
      fail({
        check: 'modes.no_flight',
        area: 'costs',
        reason: `the way there or home is priced as a flight: ${ends.map((l) => `${l.from}-${l.to}`).join('; ')}`,
      });
  }
  if (m.left_out_any && told.left_out_count === 0)
    fail({ check: 'modes.left_out', area: 'gateways', reason: 'no candidate said to be left out for the way of travelling' });
  if (m.origin_unknown && told.checked_from !== null)
    fail({ check: 'modes.origin', area: 'gateways', reason: `checked from ${told.checked_from}, but no origin was given` });
}

function answersCheck(results: readonly TravelResult[], e: Expectations, fail: (f: Failure) => void): void {
  for (const a of e.answers ?? []) {
    const r = findResult(results, a.on);
    if (!r) {
      fail({ check: 'answers', area: 'coverage', reason: `${a.on} is not among the results` });
      continue;
    }
    const got = r.answers.find((x) => x.topic === a.topic);
    if (!got) fail({ check: 'answers', area: 'advisories', reason: `${r.name}: the ${a.topic} question is not answered` });
    else if (got.known !== a.known || (got.known && (!got.source || (!got.as_of && !got.source.includes('model_estimate')))))
      fail({
        check: 'answers',
        area: 'advisories',
        reason: `${r.name}: ${a.topic} answered known=${got.known} (${got.answer}), expected known=${a.known} with source and date`,
      });
    else {
      for (const word of (a.says ?? []).filter((w) => !fold(got.answer).includes(fold(w))))
        fail({ check: 'answers.says', area: 'advisories', reason: `${r.name}: the ${a.topic} answer does not say "${word}": ${got.answer}` });
      for (const word of (a.says_not ?? []).filter((w) => fold(got.answer).includes(fold(w))))
        fail({ check: 'answers.says_not', area: 'advisories', reason: `${r.name}: the ${a.topic} answer says "${word}": ${got.answer}` });
    }
  }
}

function entryCheck(results: readonly TravelResult[], e: Expectations, fail: (f: Failure) => void): void {
  if (!e.entry) return;
  const r = findResult(results, e.entry.on);
  if (!r) return fail({ check: 'entry', area: 'coverage', reason: `${e.entry.on} is not among the results` });
  const got = r.visa_stay_snapshot?.entry_requirement;
  if (got?.requirement !== e.entry.requirement)
    fail({
      check: 'entry',
      area: 'advisories',
      reason: `${r.name}: entry ${got?.requirement ?? 'not shown'} (${got?.statement ?? ''}), expected ${e.entry.requirement}`,
    });
}

/** Nights in the stay's first note ("2 room(s) x 6 night(s) for ..."). */
function nightsCheck(results: readonly TravelResult[], e: Expectations, fail: (f: Failure) => void): void {
  if (!e.nights) return;
  const r = findResult(results, e.nights.on);
  if (!r) return fail({ check: 'nights', area: 'coverage', reason: `${e.nights.on} is not among the results` });
  const nights = Number(/x (\d+) night/.exec(r.stay_snapshot.notes[0] ?? '')?.[1] ?? NaN);
  if (!(nights >= e.nights.range[0] && nights <= e.nights.range[1]))
    fail({ check: 'nights', area: 'costs', reason: `${r.name}: priced for ${nights} night(s), expected ${e.nights.range.join('-')}` });
}

function climateCheck(results: readonly TravelResult[], e: Expectations, fail: (f: Failure) => void): void {
  if (!e.climate) return;
  const r = findResult(results, e.climate.on);
  if (!r) return fail({ check: 'climate', area: 'coverage', reason: `${e.climate.on} is not among the results` });
  const high = r.weather_snapshot.avg_high_c;
  if (high === null || high < e.climate.high_c[0] || high > e.climate.high_c[1])
    fail({ check: 'climate', area: 'calendars', reason: `${r.name}: highs ${high} C, expected ${e.climate.high_c.join('-')} (${r.weather_snapshot.source})` });
}

function parseChecks(o: Observation, e: Expectations, fail: (f: Failure) => void): void {
  const p = e.parse;
  if (!p) return;
  const d = o.details;
  if (!d) return fail({ check: 'parse', area: 'reading', reason: 'no parse details' });
  const tier = d.budget.tier ?? 'mid';
  if (p.tier && tier !== p.tier) fail({ check: 'parse.tier', area: 'reading', reason: `tier ${tier}, expected ${p.tier}` });
  if (p.days !== undefined && d.trip_length.days !== p.days)
    fail({ check: 'parse.days', area: 'reading', reason: `trip length ${d.trip_length.days}, expected ${p.days}` });
  // A reader may report "for two" as two travellers without saying adults: with no children that is two adults.
  const travellers = (d.party as { travellers?: number | null }).travellers ?? null;
  const adults = d.party.adults ?? (d.party.children ? null : travellers);
  if (p.adults !== undefined && adults !== p.adults) fail({ check: 'parse.adults', area: 'reading', reason: `adults ${adults}, expected ${p.adults}` });
  if (p.children !== undefined && d.party.children !== p.children)
    fail({ check: 'parse.children', area: 'reading', reason: `children ${d.party.children}, expected ${p.children}` });
  if (p.passports) {
    const read = d.nationality.passports;
    if (read.join(' ') !== p.passports.join(' '))
      fail({ check: 'parse.passports', area: 'reading', reason: `passports [${read.join(', ')}], expected [${p.passports.join(', ')}]` });
  }
  if (p.window_months) {
    const w = o.search.interpreted_constraints.date_window;
    const months = w && w.length === 2 ? monthsOf([w[0] as string, w[1] as string]) : [];
    if (months.length === 0 || months.some((m) => !p.window_months?.includes(m)))
      fail({ check: 'parse.window', area: 'reading', reason: `window ${w?.join('..') ?? 'none'}, expected months ${p.window_months.join(',')}` });
  }
}

function planCheck(o: Observation, e: Expectations, fail: (f: Failure) => void): void {
  if (!e.plan) return;
  if (!o.plan) return fail({ check: 'plan', area: 'ranking', reason: o.plan_problem ?? 'plan not validated' });
  const signals = o.plan.plan_validation.candidate_intent_coherence.signals;
  const raised = (code: string) => signals.some((s) => s.startsWith(code));
  for (const code of e.plan.signals ?? [])
    if (!raised(code)) fail({ check: 'plan', area: 'plan', reason: `plan not flagged ${code} (signals: ${signals.join(' | ') || 'none'})` });
  for (const code of e.plan.no_signals ?? [])
    if (raised(code)) fail({ check: 'plan', area: 'plan', reason: `plan wrongly flagged: ${signals.find((s) => s.startsWith(code))}` });
}

/** Slack on a stated travel-time cap: the modelled hours are rounded to the quarter hour. */
const CAP_SLACK_HOURS = 0.25;

function maxHoursCheck(results: readonly TravelResult[], e: Expectations, fail: (f: Failure) => void): void {
  if (e.max_hours === undefined) return;
  for (const r of results)
    if ((r.flight_snapshot.estimated_travel_hours ?? 0) > e.max_hours + CAP_SLACK_HOURS)
      fail({
        check: 'max_hours',
        area: 'gateways',
        reason: `${r.name} is ${r.flight_snapshot.estimated_travel_hours} h away, over the stated ${e.max_hours} h`,
      });
}

function budgetFitCheck(search: TravelSearchResponse, e: Expectations, fail: (f: Failure) => void): void {
  const b = e.budget_fit;
  if (!b) return;
  const got = search.budget_fit;
  if (!got) return fail({ check: 'budget_fit', area: 'costs', reason: 'the answer does not say whether the budget holds' });
  if (b.within && (got.within < b.within[0] || got.within > b.within[1]))
    fail({ check: 'budget_fit.within', area: 'costs', reason: `${got.within} result(s) said to fit, expected ${b.within.join('-')}: ${got.statement}` });
  if (b.leaves_out_travel && !got.statement.includes('the way there left out'))
    fail({ check: 'budget_fit.basis', area: 'costs', reason: `the budget leaves out the flights, but the answer counts them: ${got.statement}` });
  if (b.offers && got.within === 0 && !/what fits|within it further down|alone comes to/i.test(got.statement))
    fail({ check: 'budget_fit.offers', area: 'costs', reason: `nothing fits and nothing that fits is offered: ${got.statement}` });
}

function compareCheck(search: TravelSearchResponse, e: Expectations, fail: (f: Failure) => void): void {
  if (!e.compare) return;
  const got = search.comparison;
  if (!got) return fail({ check: 'compare', area: 'ranking', reason: `${e.compare.join(' or ')} are not compared` });
  for (const name of e.compare) {
    const hit = got.compared.find((p) => fold(p.name).includes(fold(name)) || fold(name).includes(fold(p.name)));
    if (!hit) fail({ check: 'compare', area: 'ranking', reason: `${name} is not among the places compared (${got.compared.map((p) => p.name).join(', ')})` });
    else if (!search.results.some((r) => r.id === hit.id)) fail({ check: 'compare', area: 'ranking', reason: `${hit.name} is compared but not shown` });
  }
}

/** No origin stated: no result times or prices a flight from a made-up origin, and none says it did. */
function noOriginFaresCheck(results: readonly TravelResult[], e: Expectations, fail: (f: Failure) => void): void {
  if (!e.no_origin_fares) return;
  for (const r of results) {
    const f = r.flight_snapshot;
    if (f.estimated_round_trip_usd !== null || f.estimated_travel_hours !== null)
      fail({
        check: 'no_origin_fares',
        area: 'costs',
        reason: `${r.name}: a ${f.estimated_travel_hours} h, ${f.estimated_round_trip_usd} USD flight from no stated origin`,
      });
    if (r.match_reasons.some((m) => /typical origin/i.test(m)))
      fail({ check: 'no_origin_fares', area: 'costs', reason: `${r.name}: reasons name a typical origin` });
  }
}

export function judge(c: QualityCase, o: Observation): Verdict {
  const failures: Failure[] = [];
  const fail = (f: Failure) => void failures.push(f);
  const e = c.expect;
  const results = o.search.results;
  const status = o.search.match_status.status;
  if (status !== (e.status ?? 'matched')) fail({ check: 'status', area: 'scope', reason: `match status ${status}, expected ${e.status ?? 'matched'}` });
  if (results.length < (e.min_results ?? 1) && (e.status ?? 'matched') === 'matched')
    fail({ check: 'results', area: 'scope', reason: `${results.length} result(s)` });
  parseChecks(o, e, fail);
  placeChecks(results, e, c.family === 'coverage' ? 'coverage' : 'ranking', fail);
  warnChecks(results, e, fail);
  windowCheck(o.search, e, fail);
  rangeCheck(results, 'nightly', e.nightly, fail);
  rangeCheck(results, 'cost', e.cost, fail);
  gatewayChecks(results, e, fail);
  routeCheck(results, e, fail);
  transferChecks(results, e, fail);
  roomsCheck(results, e, fail);
  currencyCheck(results, e, fail);
  planCheck(o, e, fail);
  legsCheck(o.search, e, fail);
  stopsCheck(o.search, e, fail);
  modesCheck(o.search, e, fail);
  answersCheck(results, e, fail);
  entryCheck(results, e, fail);
  nightsCheck(results, e, fail);
  climateCheck(results, e, fail);
  maxHoursCheck(results, e, fail);
  budgetFitCheck(o.search, e, fail);
  compareCheck(o.search, e, fail);
  noOriginFaresCheck(results, e, fail);
  return { id: c.id, pass: failures.length === 0, failures };
}
