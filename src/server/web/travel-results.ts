import type { TravelResult } from '../../contracts/travel.js';
import { climateChart, type ClimateMonthPoint } from './charts.js';
import { html, type Raw } from './layout.js';
import type { DemoResponse } from './travel-understanding.js';

/** Curated monthly climate for a ranked destination, with where the figures came from. */
export interface ClimateFigures {
  months: ClimateMonthPoint[];
  provenance: string;
}

export const SHOWN_RESULTS = 5;
const usd = (n: number) => `${Math.round(n).toLocaleString('en-US')} USD`;

/** The whole-party estimate in the traveller's currency first when the answer gives one, with USD, the rate and its date. */
function wholeParty(r: TravelResult): Raw {
  const local = r.total_trip_estimate_local;
  if (!local) return html`<strong>${usd(r.total_trip_estimate_usd)}</strong>`;
  return html`<strong>${Math.round(local.amount).toLocaleString('en-US')} ${local.currency}</strong><br><span class="hint">${usd(r.total_trip_estimate_usd)}; 1 ${local.currency} = ${local.usd_rate.toFixed(4)} USD on ${local.rates_as_of}</span>`;
}

const FACTORS: Array<{ field: keyof TravelResult['ranking_breakdown']; label: string; asked: (r: TravelResult, asked: Set<string>) => boolean }> = [
  { field: 'interest_fit', label: 'Interests', asked: (_r, a) => a.has('themes') },
  { field: 'weather_fit', label: 'Weather in your dates', asked: (_r, a) => a.has('dates') },
  { field: 'budget_fit', label: 'Budget', asked: (_r, a) => a.has('budget') },
  { field: 'flight_fit', label: 'Getting there', asked: (_r, a) => a.has('origin') },
  { field: 'duration_fit', label: 'Trip length', asked: (_r, a) => a.has('trip_length') },
  { field: 'remote_work_fit', label: 'Remote work', asked: (r) => r.remote_work_snapshot !== undefined },
  { field: 'family_fit', label: 'Family', asked: (r) => r.family_snapshot !== undefined },
  { field: 'event_fit', label: 'Event', asked: (r) => r.event_snapshot !== undefined },
];

/** Only the factors the request asked about; the others hold neutral values that say nothing. */
function breakdown(result: TravelResult, index: number, asked: Set<string>): Raw | string {
  const rows = FACTORS.filter((f) => f.asked(result, asked)).map((f) => {
    const value = result.ranking_breakdown[f.field];
    const id = `fit-${index}-${f.field}`;
    return html`<span id="${id}" title="API: ranking_breakdown.${f.field}">${f.label}</span><meter min="0" max="1" value="${value}" aria-labelledby="${id}"></meter><span>${Math.round(value * 100)}%</span>`;
  });
  if (rows.length === 0) return '';
  return html`<h4>How it fits what you asked</h4><div class="bars" data-testid="breakdown">${rows}</div>`;
}

function handoffLinks(result: TravelResult): Raw {
  const h = result.provider_handoffs;
  const links = [...(h.flight_handoff?.search_links ?? []), ...h.hotel_handoff.search_links, ...h.place_handoff.search_links];
  if (links.length === 0) return html`<p>No booking-site links for this destination.</p>`;
  return html`<h4>Look it up on booking sites</h4><ul class="handoffs">${links.map((l) => html`<li><a href="${l.url}" rel="noopener noreferrer nofollow">${l.label}</a></li>`)}</ul>
<p class="hint">Pre-filled searches on other sites; svc does not check their prices or availability.</p>`;
}

function climate(figures: ClimateFigures | undefined, result: TravelResult, index: number): Raw {
  if (figures) return html`<h4>Climate through the year</h4>${climateChart(figures.months, figures.provenance, `climate-${index}`)}`;
  const w = result.weather_snapshot;
  return html`<h4>Climate in your dates</h4><p>${w.avg_high_c ?? '?'} °C high, ${w.avg_low_c ?? '?'} °C low, ${w.precipitation_mm ?? '?'} mm of rain (${w.season_label}). Long-term averages, not a forecast.</p>`;
}

function costLines(result: TravelResult): Raw {
  const f = result.flight_snapshot;
  const s = result.stay_snapshot;
  return html`<ul class="costs">
${f.estimated_round_trip_usd !== null ? html`<li>Flights: about ${usd(f.estimated_round_trip_usd)} round trip${f.destination_airport ? ` to ${f.destination_airport}` : ''} <span class="hint">(estimate)</span></li>` : ''}
${f.estimated_travel_hours !== null ? html`<li>Travel time: about ${f.estimated_travel_hours} h each way</li>` : ''}
${s.estimated_nightly_usd !== null ? html`<li>Stay: about ${usd(s.estimated_nightly_usd)} a night × ${s.nights} night${s.nights === 1 ? '' : 's'} (${s.lodging_tier}) <span class="hint">(${s.basis === 'curated_baseline' ? 'published per-diem data' : 'estimate'}${s.as_of ? `, ${s.as_of}` : ''})</span></li>` : ''}
</ul>`;
}

function warningList(result: TravelResult): Raw | string {
  if (result.warnings.length === 0) return html`<span class="hint">None known</span>`;
  return html`<ul class="warnings">${result.warnings.map((w) => html`<li class="sev-${w.severity}"><span class="visually-hidden">${w.severity}: </span>${plainWords(w.message)}</li>`)}</ul>`;
}

function details(result: TravelResult, index: number, asked: Set<string>, figures: ClimateFigures | undefined): Raw {
  return html`<details class="result-details" id="details-${index}"><summary>Details for ${result.name}</summary>
<h4>Why it ranks here</h4><ul>${result.match_reasons.map((r) => html`<li>${plainWords(r)}</li>`)}</ul>
${breakdown(result, index, asked)}
<h4>Cost estimate</h4>${costLines(result)}
${result.warnings.length ? html`<h4>Warnings for your dates</h4>${result.warnings.map((w) => html`<p class="warning sev-${w.severity}">${plainWords(w.message)} <span class="hint">Source: ${w.source}${w.as_of ? `, ${w.as_of}` : ''}.</span></p>`)}` : ''}
${climate(figures, result, index)}
${handoffLinks(result)}
</details>`;
}

/**
 * The answer's reasons are written for agents and name their models ("(model_estimate)",
 * "Score x0.7 (seasonal_penalty_v1): ..."); people get the same sentence without the identifiers.
 */
export function plainWords(text: string): string {
  return text
    .replace(/Score x([\d.]+) \([a-z0-9_]+\):\s*/g, 'Ranked lower (score × $1): ')
    .replace(/\s*\((?:[a-z]+_)+[a-z0-9]+\)/g, '')
    .replace(/\b(?:[a-z]+_)+v\d+\b/g, 'our model')
    .replace(/\bmodel_estimate\b/g, 'estimated')
    .replace(/\bcurated_baseline\b/g, 'checked data');
}

/** "12% over" when the answer says the estimate exceeds the traveller's budget. */
function overBudget(result: TravelResult): string | null {
  for (const reason of result.match_reasons) {
    const over = /(\d+)% over the .{1,40} budget/.exec(reason);
    if (over) return `${over[1]}% over`;
  }
  return null;
}

/** Plain words for the score, so a low score is never presented as a good match. */
function fitWords(score: number): string {
  if (score >= 80) return 'Strong fit';
  if (score >= 65) return 'Good fit';
  if (score >= 50) return 'Partial fit';
  return 'Weak fit';
}

/** The comparison: one row per candidate, the essentials side by side; everything else on demand. */
export function comparison(response: DemoResponse, asked: Set<string>, climateOf: (id: string) => ClimateFigures | undefined): Raw {
  const shown = response.results.slice(0, SHOWN_RESULTS);
  const rows = shown.map((r, i) => {
    const why = r.match_reasons.find((m) => !m.startsWith('In scope:') && !m.startsWith(r.name)) ?? r.match_reasons[0] ?? '';
    const over = overBudget(r);
    const fit = over
      ? html`<strong class="warn-text">Over budget</strong> <span class="hint">${over}; otherwise ${fitWords(r.score).toLowerCase()}, ${Math.round(r.score)}/100</span>`
      : html`<span title="API: score (0-100)">${fitWords(r.score)}</span> <span class="hint">${Math.round(r.score)}/100</span>`;
    return html`<tr id="result-${i}"><th scope="row" data-label="Destination"><span class="rank">${i + 1}.</span> ${r.name}</th>
<td data-label="Fit">${fit}</td>
<td data-label="Whole party">${wholeParty(r)}<br><span class="badge" title="API: total_trip_estimate_usd, tier model_estimate">estimate</span></td>
<td data-label="Why">${plainWords(why)}</td>
<td data-label="Warnings">${warningList(r)}</td></tr>
<tr class="details-row"><td colspan="5">${details(r, i, asked, climateOf(r.id))}</td></tr>`;
  });
  return html`<div class="table-wrap"><table class="compare cards-on-phone" id="compare"><caption class="visually-hidden">Ranked destinations: fit, estimated cost for the whole party, main reason and warnings</caption>
<thead><tr><th scope="col">Destination</th><th scope="col">Fit</th><th scope="col">Whole party</th><th scope="col">Why</th><th scope="col">Warnings</th></tr></thead>
<tbody>${rows}</tbody></table></div>`;
}
