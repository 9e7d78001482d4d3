import type { TravelComparison } from '../../../contracts/travel.js';
import type { Gazetteer } from '../../geo/types.js';
import type { ParsedIntent } from '../../intent/index.js';
import type { Scope } from '../gate/scope.js';
import { budgetedUsd, wayThereKnown } from '../rank/costs.js';
import type { Ranked } from '../rank/ranked.js';
import type { Trip } from '../trip.js';
import { dollars } from '../text.js';
import { clip } from '../../../text/clip.js';

/**
 * "X or Y?": when the request offers two or three places as a choice, the answer compares them
 * side by side rather than only ranking them. Each named place is represented by its best-ranked
 * candidate (the place itself or the best destination inside it); every one is shown among the
 * results, and the comparison says which is cheaper, quicker to reach, better in its weather for
 * the trip, has fewer cautions for the dates, and which the ranking puts first. Every figure is
 * the results' own (model estimates and curated data), so the comparison adds no new claim.
 */
const MAX_COMPARED = 3;
const SERIOUS = new Set(['serious', 'caution']);
/** Words that offer a choice between the names they join, in the six languages; a question mark between them does too ("Oporto? Budapest?"). */
const DISJUNCTION = /(^|[^\p{L}])(or|vs|versus|ou|o|u|oder|oppure|ovvero)([^\p{L}]|$)|\?|\//iu;
/** Words that join names into one trip; between two names they outweigh a disjunction (Portuguese "Lisboa e o Porto": "o" is the article). */
const CONJUNCTION = /(^|[^\p{L}])(and|et|y|e|und|ed)([^\p{L}]|$)|&|\+/iu;

/** At most this many words stand between two names offered as a choice ("Lisbon or Porto", "meglio Atene o forse Istanbul"). */
const CHOICE_GAP_WORDS = 3;

/**
 * Whether the request offers the named places as a choice: in the order written, each is joined to the
 * next by a disjunction ("Lisbon or Porto", "Madeira oder Teneriffa", "¿Cancún o Puerto Vallarta?"),
 * or in a list by a comma with a disjunction before the last ("Kyoto, Seoul or Taipei"), with only a few
 * words between; not by "and" ("Italy and Greece" is one trip through both), and not across a sentence
 * about something else.
 */
export function offeredAsChoice(text: string, names: readonly string[]): boolean {
  const lower = text.toLowerCase();
  const at = names.map((n) => ({ n, i: lower.indexOf(n.toLowerCase()) }));
  if (at.some((x) => x.i < 0)) return false;
  at.sort((a, b) => a.i - b.i);
  const gaps = at.slice(1).map((x, k) => lower.slice(at[k]!.i + at[k]!.n.length, x.i));
  const short = (gap: string) => gap.split(/[^\p{L}]+/u).filter(Boolean).length <= CHOICE_GAP_WORDS;
  const last = gaps[gaps.length - 1] ?? '';
  return gaps.every((g) => short(g) && !CONJUNCTION.test(g) && (DISJUNCTION.test(g) || g.trim() === ',')) && DISJUNCTION.test(last);
}

/** The best-ranked candidate inside each named place, or null when the places are not two or three alternatives each represented. */
export function comparedPicks(ranked: readonly Ranked[], scope: Scope, gazetteer: Gazetteer, parsed: ParsedIntent): Ranked[] | null {
  const places = scope.places;
  if (places.length < 2 || places.length > MAX_COMPARED || scope.together.some((t) => t.length > 0)) return null;
  // A country is no single place to weigh against another: its best result would stand for all of it.
  if (places.some((p) => p.type === 'country')) return null;
  const named = parsed.details.hard_geography.filter((p) => p.source === 'user_request').map((p) => p.matched_text);
  if (named.length !== places.length || !offeredAsChoice(parsed.effective_input.user_request ?? '', named)) return null;
  const picks: Ranked[] = [];
  for (const [i, place] of places.entries()) {
    const pick = ranked.find((r) => !picks.includes(r) && (scope.members[i]?.has(r.candidate.id) || gazetteer.contains(place, r.candidate)));
    if (!pick) return null;
    picks.push(pick);
  }
  return picks;
}

/** The results to show: the first `limit` ranked, with every compared pick among them (a missing pick takes the place of the lowest other). */
export function shownWith(ranked: readonly Ranked[], picks: readonly Ranked[] | null, limit: number): Ranked[] {
  const shown = ranked.slice(0, limit);
  for (const pick of picks ?? []) {
    if (shown.includes(pick)) continue;
    const at = shown.findLastIndex((r) => !picks!.includes(r));
    if (at >= 0) shown[at] = pick;
  }
  return shown.sort((a, b) => ranked.indexOf(a) - ranked.indexOf(b));
}

const hoursOf = (r: Ranked) => Math.round((r.flight.profile.typical_hours + r.transfer_minutes / 60) * 10) / 10;
const cautionsOf = (r: Ranked) => r.season.warnings.filter((w) => SERIOUS.has(w.severity)).length;

/**
 * The pick that is best by `key` (lower is better), or null when the runner-up is within `margin` of
 * it: differences inside the estimates' own rounding are no reason to choose.
 */
function bestBy(picks: readonly Ranked[], key: (r: Ranked) => number, margin: (best: number) => number): Ranked | null {
  const sorted = [...picks].sort((a, b) => key(a) - key(b));
  const best = key(sorted[0]!);
  return key(sorted[1]!) - best > margin(best) ? sorted[0]! : null;
}

/** Margins below which two places are alike: 5% of the cost, half an hour of travel, 0.05 of weather fit, any caution. */
const COST_MARGIN = 0.05;
const HOURS_MARGIN = 0.5;
const WEATHER_MARGIN = 0.05;

export function comparison(picks: readonly Ranked[] | null, trip: Trip): TravelComparison | null {
  if (!picks) return null;
  const name = (r: Ranked | null) => r?.candidate.name ?? null;
  const cheaper = bestBy(
    picks,
    (r) => r.cost.total_usd,
    (best) => best * COST_MARGIN,
  );
  // From no origin the way there is not timed, so neither is quicker.
  const quicker = picks.every((r) => wayThereKnown(r.flight)) ? bestBy(picks, hoursOf, () => HOURS_MARGIN) : null;
  const weather = bestBy(
    picks,
    (r) => -r.breakdown.weather_fit,
    () => WEATHER_MARGIN,
  );
  const calmer = bestBy(picks, cautionsOf, () => 0);
  const first = picks.reduce((a, b) => (b.score > a.score ? b : a));
  const fitting = trip.budget_usd === null ? [] : picks.filter((r) => budgetedUsd(r.cost, trip) <= trip.budget_usd!);
  const clauses = [
    `${cheaper ? `${cheaper.candidate.name} costs less` : 'they cost about the same'} (${picks.map((r) => dollars(r.cost.total_usd)).join(' vs ')} for the party)`,
    quicker && `${quicker.candidate.name} is quicker to reach (${picks.map((r) => `${hoursOf(r)} h`).join(' vs ')} each way)`,
    weather && `${weather.candidate.name} has the better weather for the trip`,
    calmer && `${calmer.candidate.name} has fewer cautions for the dates (${picks.map(cautionsOf).join(' vs ')})`,
    fitting.length > 0 && fitting.length < picks.length
      ? `only ${fitting.map((r) => r.candidate.name).join(' and ')} ${fitting.length === 1 ? 'fits' : 'fit'} the budget`
      : null,
  ].filter((c): c is string => typeof c === 'string');
  const statement = `${picks.map((r) => r.candidate.name).join(' or ')}: ${clauses.join('; ')}. Overall the ranking puts ${first.candidate.name} first.`;
  return {
    compared: picks.map((r) => ({
      id: r.candidate.id,
      name: r.candidate.name,
      total_trip_estimate_usd: r.cost.total_usd,
      travel_hours_each_way: wayThereKnown(r.flight) ? hoursOf(r) : null,
      weather_fit: r.breakdown.weather_fit,
      cautions: cautionsOf(r),
      score: r.score,
    })),
    cheaper: name(cheaper),
    quicker: name(quicker),
    better_weather: name(weather),
    fewer_cautions: name(calmer),
    ranked_first: first.candidate.name,
    statement: clip(statement, 1000),
  };
}
