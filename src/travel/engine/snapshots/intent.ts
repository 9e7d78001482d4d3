import type { AccessibilitySnapshot, FamilySnapshot, RemoteWorkSnapshot, VisaStaySnapshot } from '../../../contracts/travel.js';
import { LEISURE_COST_MODEL, tierRates } from '../../knowledge/models/tiers.js';
import type { Ranked } from '../rank/ranked.js';
import { round } from '../text.js';
import { offsetInMonth, utcOffsets, workdayOverlapHours } from '../time-zones.js';
import type { Trip } from '../trip.js';
import { entryFor, entryRelevance, statedRuleWords } from './entry.js';
import { provenanceText, RESEARCH_PROVENANCE } from './provenance.js';

/** Snapshots for the remote-work, family, accessibility and stay-length intents. */

const CALIFORNIA = utcOffsets('America/Los_Angeles');
const UNVERIFIED = 'unverified: no curated record for this place';
/** A month of nights, priced as a monthly rental. */
const LONG_STAY_NIGHTS = 30;

export function remoteWorkSnapshot(r: Ranked, trip: Trip): RemoteWorkSnapshot {
  const c = r.candidate;
  const rw = c.record?.remote_work;
  const month = trip.months[0] ?? 1;
  const overlap = workdayOverlapHours(offsetInMonth(c.utc_offsets, month), offsetInMonth(CALIFORNIA, month));
  const monthly = (tier: 'budget' | 'mid') => round(tierRates(c.cost_basis, tier, { nights: LONG_STAY_NIGHTS }).lodging_per_night_usd * LONG_STAY_NIGHTS, -1);
  const [monthlyLow, monthlyMid] = [monthly('budget'), monthly('mid')];
  return {
    suitability_score: r.breakdown.remote_work_fit,
    time_zone_overlap_with_california: `${overlap} of 8 workday hours overlap with California (${c.time_zone}).`,
    internet_reliability: rw ? `${rw.internet_reliability} (editorial signal, not a measurement)` : UNVERIFIED,
    coworking_access: rw ? rw.coworking : UNVERIFIED,
    walkability: rw ? rw.walkability : UNVERIFIED,
    monthly_stay_usd: `About $${monthlyLow}-$${monthlyMid} per month for lodging (model_estimate: ${LEISURE_COST_MODEL.name} budget-to-mid monthly-rental rate x ${LONG_STAY_NIGHTS} nights); not a lodging quote.`,
    long_stay_notes: rw?.long_stay_notes ?? 'No curated long-stay notes; check local long-stay rentals and entry rules.',
    workday_validation_handoff: 'Confirm internet speed at the chosen lodging and coworking day-pass availability with live local sources.',
    official_stay_rule_next_step: 'Check the official entry and stay rules for your nationality (remote work may need a specific visa).',
    validation_checklist: [
      'Lodging Wi-Fi speed test or host confirmation',
      'Coworking day-pass or monthly pass availability',
      'Official stay and remote-work rules for your passport',
    ],
    blocked_reasons: ['No live internet measurement, coworking inventory or visa advice in svc.'],
    recommended_next_tool: 'live_local_workation_and_official_stay_sources',
    official_validation_required: true,
    provenance: c.record ? provenanceText(c.record.provenance.remote_work) : RESEARCH_PROVENANCE,
  };
}

export function familySnapshot(r: Ranked, trip: Trip): FamilySnapshot {
  const rec = r.candidate.record;
  return {
    assumed_travelers: r.cost.travellers,
    assumed_children: trip.children + trip.infants,
    party_size_cost_estimate_usd: r.cost.total_usd,
    family_fit_score: r.breakdown.family_fit,
    child_friendly_signal: rec ? `${rec.family.child_friendly}: ${rec.family.notes}` : UNVERIFIED,
    transfer_friction:
      r.transfer_minutes === 0
        ? 'No airport transfer (drive from origin).'
        : `About ${r.transfer_minutes} min from ${r.flight.profile.destination_airport} to the destination (model_estimate).`,
    safety_signal: rec ? `${rec.safety.level}: ${rec.safety.notes}` : UNVERIFIED,
    provenance: rec ? provenanceText(rec.provenance.family) : RESEARCH_PROVENANCE,
  };
}

export function accessibilitySnapshot(r: Ranked, trip: Trip): AccessibilitySnapshot {
  const rec = r.candidate.record;
  const acc = rec?.accessibility;
  const month = r.candidate.climate.find((m) => m.month === trip.months[0]);
  return {
    constraint_handling: `Needs (${trip.accessibility_needs.join(', ')}) are handed off for validation; they are not scored.`,
    accessibility_decision_summary: acc ? `Step-free access ${acc.step_free_access}, terrain ${acc.terrain}. ${acc.notes}` : `Accessibility ${UNVERIFIED}.`,
    validation_checklist: [
      'Step-free route from arrival to lodging',
      'Accessible room features (roll-in shower, door widths)',
      'Accessible transfer vehicle',
      'Step-free access at the planned sights',
    ],
    blocked_reasons: ['svc has no live accessibility inventory; confirm with official or local providers.'],
    recommended_next_tool: 'official_accessibility_or_live_local_provider',
    official_validation_required: true,
    step_free_transit_status: acc ? `${acc.step_free_access} (editorial signal)` : UNVERIFIED,
    accessible_lodging_status: 'unknown: check accessible rooms with the lodging provider',
    transfer_friction: r.transfer_minutes === 0 ? 'No airport transfer (drive).' : `About ${r.transfer_minutes} min airport transfer.`,
    weather_mobility_note: month
      ? `Travel month: highs ${month.high_c} C, ${month.rainy_days} rainy days (normals).`
      : 'No climate normals for the travel month.',
    provenance: rec ? provenanceText(rec.provenance.accessibility) : RESEARCH_PROVENANCE,
  };
}

export function visaStaySnapshot(r: Ranked, trip: Trip): VisaStaySnapshot {
  const rec = r.candidate.record;
  const entry = entryFor(r, trip);
  const stated = statedRuleWords(entry, r.candidate.country);
  const notes = rec ? rec.visa_stay.notes : 'No curated entry notes for this country: verify with official sources.';
  // With documents beside the rule the statement already dates it.
  const own = stated && (entry.documents ? `Your passport: ${stated}.` : `Your passport: ${stated} (data of ${entry.as_of}).`);
  return {
    stay_length_days: trip.days,
    entry_requirement: entry,
    // The stated passport's rule leads: the editorial notes speak of common passports, which may not be the traveller's,
    // and for a visa-free stay the sourced documents beside the rule (ETIAS, passport validity) supersede them.
    visa_rule_status: own
      ? rec && !(entry.documents && entry.requirement === 'visa_free')
        ? `${own} Country notes for common passports: ${notes}`
        : `${own} Verify with official sources.`
      : notes,
    official_validation_required: true,
    relevance: entryRelevance(entry, trip, r.candidate.country),
    provenance: rec ? provenanceText(rec.provenance.visa_stay) : RESEARCH_PROVENANCE,
  };
}
