import type { PlanValidation, TravelPlanValidateRequest, TravelPlanValidateResponse } from '../../../contracts/travel.js';
import { normalizeTheme } from '../../intent/index.js';
import { analyze, type Analysis } from '../analyze.js';
import { TRUTH_BOUNDARIES } from '../assemble/bookability.js';
import type { Catalog } from '../catalog.js';
import { requiredExternalChecks } from '../handoffs/handoffs.js';
import { BETA_CAVEAT, rankAlone, selectCandidate } from '../primitives/shared.js';
import { comfortIn, weatherPurpose } from '../climate-comfort.js';
import { daysBetween } from '../text.js';
import { THEME_MIN_STRENGTH, type Candidate, type EngineData } from '../types.js';
import { unsupportedLiveClaims } from './claims.js';
import { exclusionChecks } from './exclusions.js';
import { seasonalPlanChecks } from './seasonal.js';

/**
 * travel.plan.validate: check a proposed plan against the request it answers. Coherence
 * signals: stale_candidate_id, candidate_out_of_scope, dates_outside_window,
 * season_weather_mismatch, theme_mismatch, seasonal_closure, seasonal_hazard, travel_advisory,
 * event_out_of_season (each "signal: detail").
 */
type Check = PlanValidation['constraint_satisfaction']['checks'][number];
type Plan = TravelPlanValidateRequest['proposed_plan'];

const POOR_COMFORT = 0.45;
const DEFAULT_CHECKS = ['current_airfare', 'available_rooms', 'provider_rates', 'taxes_and_fees', 'cancellation_terms'];

function dateChecks(plan: Plan, a: Analysis, signals: string[]): Check[] {
  const checks: Check[] = [];
  const w = a.trip.window;
  if (plan.departure_date && w) {
    const ok = plan.departure_date >= w[0] && plan.departure_date <= w[1];
    checks.push({ constraint: `departure within ${w[0]}..${w[1]}`, status: ok ? 'satisfied' : 'violated', detail: `Plan departs ${plan.departure_date}.` });
    if (!ok) signals.push(`dates_outside_window: departure ${plan.departure_date} is outside ${w[0]}..${w[1]}`);
  }
  if (plan.departure_date && plan.return_date && plan.return_date < plan.departure_date) {
    checks.push({ constraint: 'return after departure', status: 'violated', detail: `Return ${plan.return_date} is before departure ${plan.departure_date}.` });
    signals.push('dates_outside_window: return date is before the departure date');
  }
  const planDays = plan.trip_length_days ?? (plan.departure_date && plan.return_date ? daysBetween(plan.departure_date, plan.return_date) + 1 : undefined);
  if (planDays !== undefined && a.trip.days_known) {
    const ok = Math.abs(planDays - a.trip.days) <= 1;
    checks.push({ constraint: `trip length about ${a.trip.days} days`, status: ok ? 'satisfied' : 'violated', detail: `Plan covers ${planDays} day(s).` });
    if (!ok) signals.push(`dates_outside_window: plan covers ${planDays} day(s), request asked for ${a.trip.days}`);
  }
  return checks;
}

function themeChecks(plan: Plan, c: Candidate, a: Analysis, signals: string[]): Check[] {
  const checks: Check[] = [];
  const planThemes = (plan.themes ?? []).map((t) => normalizeTheme(t) ?? t);
  for (const t of [...new Set([...a.trip.required_themes, ...planThemes])]) {
    if (!c.themes) {
      checks.push({ constraint: `theme ${t}`, status: 'unknown', detail: 'No curated theme data for this candidate.' });
      continue;
    }
    const strength = c.themes[t] ?? 0;
    const ok = strength >= THEME_MIN_STRENGTH;
    checks.push({ constraint: `theme ${t}`, status: ok ? 'satisfied' : 'violated', detail: `${c.name} strength ${strength}.` });
    if (!ok) signals.push(`theme_mismatch: ${c.name} is weak for ${t} (${strength})`);
  }
  return checks;
}

function seasonCheck(plan: Plan, c: Candidate, a: Analysis, signals: string[]): Check[] {
  const month = plan.departure_date ? Number(plan.departure_date.slice(5, 7)) : a.trip.months_assumed ? null : a.trip.months[0];
  if (!month) return [];
  const comfort = comfortIn(c, a.trip)(month);
  const ok = comfort >= POOR_COMFORT;
  const normals = c.climate.find((m) => m.month === month);
  const detail = normals
    ? `Month ${month}: highs ${normals.high_c} C, ${normals.rainy_days} rainy days (${c.climate_provenance.tier}); comfort ${comfort} for ${a.trip.warmth ? weatherPurpose(a.trip) : a.trip.weather_profile}.`
    : 'No normals.';
  if (!ok) signals.push(`season_weather_mismatch: ${detail}`);
  return [{ constraint: `season suits ${a.trip.weather_profile} trip`, status: ok ? 'satisfied' : 'violated', detail }];
}

export function validatePlan(data: EngineData, catalog: Catalog, input: TravelPlanValidateRequest, now: Date): TravelPlanValidateResponse {
  const a = analyze(data, catalog, input, now);
  const plan = input.proposed_plan;
  const s = selectCandidate(data, catalog, a, plan.candidate_id);
  const signals: string[] = [];
  const checks: Check[] = [];
  if (!s.candidate) signals.push(`stale_candidate_id: ${s.problem}`);
  else {
    if (plan.candidate_name && plan.candidate_name.trim().toLowerCase() !== s.candidate.name.toLowerCase()) {
      signals.push(`stale_candidate_id: id ${s.candidate.id} is ${s.candidate.name}, not "${plan.candidate_name}"`);
    }
    checks.push({
      constraint: 'inside hard scope',
      status: s.outside_hard_scope ? 'violated' : 'satisfied',
      detail: s.problem ?? `${s.candidate.name} is an in-scope candidate.`,
    });
    if (s.outside_hard_scope) signals.push(`candidate_out_of_scope: ${s.problem}`);
    checks.push(
      ...themeChecks(plan, s.candidate, a, signals),
      ...seasonCheck(plan, s.candidate, a, signals),
      ...seasonalPlanChecks(plan, s.candidate, a, signals),
      ...exclusionChecks(data, s.candidate, a, signals),
    );
  }
  checks.push(...dateChecks(plan, a, signals));
  const claims = unsupportedLiveClaims(plan);
  const ranked = s.ranked ?? (s.candidate ? rankAlone(data, a, s.candidate) : undefined);
  const violated = checks.filter((c) => c.status === 'violated').length;
  const external = ranked ? requiredExternalChecks(ranked, a.trip) : DEFAULT_CHECKS;
  return {
    product: 'travel_plan_validate_v0',
    understanding: a.understanding,
    beta_warnings: a.parsed.beta_warnings,
    beta_caveat: BETA_CAVEAT,
    interpreted_constraints: a.parsed.interpreted_constraints,
    constraint_conflicts: a.parsed.constraint_conflicts,
    plan_validation: {
      constraint_satisfaction: {
        status: checks.length === 0 ? 'unknown' : violated === 0 ? 'satisfied' : violated < checks.length ? 'partially_satisfied' : 'violated',
        checks,
      },
      candidate_intent_coherence: { status: signals.length === 0 ? 'coherent' : 'mismatch_detected', signals },
      unsupported_live_claims: claims,
      provider_validation_required: true,
      required_external_checks: external,
      validation_checklist: [
        ...signals.map((x) => `Resolve: ${x}`),
        ...claims.map((c) => `Reword or remove: "${c.claim}"`),
        ...external.map((c) => `Check ${c.replace(/_/g, ' ')} with a provider before presenting prices or availability`),
      ],
    },
    truth_boundaries: { ...TRUTH_BOUNDARIES },
    next_step:
      signals.length === 0 && claims.length === 0
        ? 'Coherent: call travel.provider_handoffs.generate for this candidate.'
        : 'Fix the mismatches and claims listed, then validate again or pick another candidate with travel.destinations.search.',
  };
}
