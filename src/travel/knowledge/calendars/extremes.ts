import type { TravelWarning } from '../../../contracts/travel-understanding.js';
import type { ClimateMonth, Provenance } from '../types.js';
import { daysInPeriod, describePeriod, MONTH_NAMES, monthDays } from './dates.js';
import { NO_DATES_PREFIX, type SeasonFinding, type TripDates } from './findings.js';
import type { ExtremesModel } from './load.js';
import type { Extreme, Period } from './types.js';

/**
 * climate_extremes_v1: extreme heat or cold in the trip's months, from the climate normals the
 * ranking already uses (thresholds in data/travel/calendars/extremes.json), plus curated
 * micro-climates the place's normals miss (the inner Grand Canyon, desert camps). A party at higher
 * risk of heat illness (infants and young children, a pregnancy) is cautioned from a lower threshold,
 * without lowering the place's weather fit for everyone else's sake.
 */

/** monthDays of a trip's range, and the months with at least a week of the trip (else the longest), once per trip. */
const byTrip = new WeakMap<TripDates, { days: Map<number, number>; counted: Set<number> }>();
function monthsOf(trip: TripDates): { days: Map<number, number>; counted: Set<number> } {
  let v = byTrip.get(trip);
  if (!v) {
    const days = monthDays(trip.range);
    const longest = Math.max(...days.values());
    byTrip.set(trip, (v = { days, counted: new Set([...days].filter(([, n]) => n >= Math.min(7, longest)).map(([m]) => m)) }));
  }
  return v;
}

const climateSource = (p: Provenance) => [p.tier, p.source ?? p.model].filter(Boolean).join(': ');

/** The trip's hottest month (highest mean high) and coldest (furthest below the cold thresholds), over the months counted. */
function extremeMonths(model: ExtremesModel, climate: readonly ClimateMonth[], trip: TripDates): { hot?: ClimateMonth; cold?: ClimateMonth } {
  const { counted } = monthsOf(trip);
  let hot: ClimateMonth | undefined;
  let cold: ClimateMonth | undefined;
  let coldness = -Infinity;
  for (const m of climate) {
    if (!counted.has(m.month)) continue;
    if (!hot || m.high_c > hot.high_c) hot = m;
    const c = -Math.min(m.high_c - model.cold_caution_high_c, m.low_c - model.cold_caution_low_c);
    if (c > coldness) [cold, coldness] = [m, c];
  }
  return { hot, cold };
}

function extremeFinding(
  model: ExtremesModel,
  provenance: Provenance,
  trip: TripDates,
  code: string,
  severity: TravelWarning['severity'],
  factor: number,
  message: string,
): SeasonFinding {
  return {
    warning: {
      code,
      severity: trip.assumed ? 'info' : severity,
      message: `${trip.assumed ? NO_DATES_PREFIX : ''}${message}`,
      source: `${model.name} over the climate normals (${climateSource(provenance)})`,
      as_of: provenance.as_of ?? null,
    },
    weather_factor: trip.assumed ? 1 : factor,
    score_factor: 1,
  };
}

export function climateExtremeFinding(model: ExtremesModel, climate: readonly ClimateMonth[], provenance: Provenance, trip: TripDates): SeasonFinding | null {
  const { hot, cold } = extremeMonths(model, climate, trip);
  if (hot && hot.high_c >= model.heat_caution_high_c) {
    const serious = hot.high_c >= model.heat_serious_high_c;
    const advice = serious
      ? 'dangerous heat: plan outdoor activity for early morning and evening, and avoid strenuous hikes'
      : 'very hot afternoons: start early, rest at midday and carry water';
    const party = trip.heat_sensitive ? ` Hardest on ${trip.heat_sensitive}.` : '';
    const message = `${MONTH_NAMES[hot.month - 1]} highs average about ${Math.round(hot.high_c)} C: ${advice}.${party}`;
    return extremeFinding(
      model,
      provenance,
      trip,
      'extreme_heat',
      serious ? 'serious' : 'caution',
      serious ? model.weather_factor.serious : model.weather_factor.caution,
      message,
    );
  }
  if (hot && trip.heat_sensitive && hot.high_c >= model.heat_sensitive_high_c) {
    const message = `${MONTH_NAMES[hot.month - 1]} highs average about ${Math.round(hot.high_c)} C: hot for ${trip.heat_sensitive}, at higher risk of heat illness; keep to shade at midday, plenty of fluids, a room with air conditioning.`;
    const found = extremeFinding(model, provenance, trip, 'extreme_heat', 'caution', 1, message);
    return { ...found, warning: { ...found.warning, source: `${found.warning.source}; ${model.heat_sensitive_source}` } };
  }
  if (cold && (cold.high_c <= model.cold_caution_high_c || cold.low_c <= model.cold_caution_low_c)) {
    const message = `${MONTH_NAMES[cold.month - 1]} averages highs of ${Math.round(cold.high_c)} C and lows of ${Math.round(cold.low_c)} C: severe cold that needs expedition-grade clothing and limits time outdoors.`;
    return extremeFinding(model, provenance, trip, 'extreme_cold', 'caution', model.weather_factor.caution, message);
  }
  return null;
}

/** A micro-climate record that applies to the place (the caller has matched its area). */
export function placeExtremeFinding(x: Extreme, trip: TripDates, themes: readonly string[]): SeasonFinding | null {
  if (!x.months.some((m) => monthsOf(trip).days.has(m))) return null;
  const matters = x.themes.length === 0 || themes.some((t) => x.themes.includes(t));
  return {
    warning: {
      code: x.code,
      severity: matters && !trip.assumed ? 'caution' : 'info',
      message: `${trip.assumed ? NO_DATES_PREFIX : ''}${x.name}: ${x.what}.`,
      source: x.verified ? x.source : `${x.source} (not verified against the source)`,
      as_of: x.as_of,
    },
    weather_factor: matters && !trip.assumed ? 0.7 : 1,
    score_factor: 1,
  };
}

/** Polar night (midnight_sun_model_v1 geometry): the sun does not rise during the trip. Information only. */
export function polarNightFinding(night: Period | 'always' | 'never', trip: TripDates): SeasonFinding | null {
  if (night === 'never' || trip.assumed) return null;
  const days = night === 'always' ? 1 : daysInPeriod(night, trip.range);
  if (days === 0) return null;
  const when = night === 'always' ? '' : ` from ${describePeriod(night)}`;
  return {
    warning: {
      code: 'polar_night',
      severity: 'info',
      message: `Polar night: the sun does not rise here${when}; expect a few hours of blue twilight around midday (good for aurora, short for sightseeing and driving).`,
      source: 'Solar geometry (midnight_sun_model_v1: solar declination and latitude)',
      as_of: null,
    },
    weather_factor: 1,
    score_factor: 1,
  };
}
