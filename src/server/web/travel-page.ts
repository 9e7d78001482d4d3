import type { TravelResult, TravelSearchResponse } from '../../contracts/travel.js';
import { climateChart, type ClimateMonthPoint } from './charts.js';
import { html, page, type Raw } from './layout.js';

/** Curated monthly climate for a ranked destination, with where the figures came from. */
export interface ClimateFigures {
  months: ClimateMonthPoint[];
  provenance: string;
}

export interface TravelDemoView {
  query: string;
  origin: string;
  response?: TravelSearchResponse;
  climate?: (resultId: string) => ClimateFigures | undefined;
  /** Shown instead of results: the route is missing, the demo quota is spent, the request was refused. */
  problem?: string;
}

const EXAMPLES = [
  'A long weekend in Northern California with redwoods and rugged coast, flying from SFO in May',
  'Two weeks of beaches and food in Southeast Asia in February, budget 3000 USD from LAX',
  'A family ski trip in the Alps in January from LHR',
];

const BREAKDOWN_LABELS: Array<[keyof TravelResult['ranking_breakdown'], string]> = [
  ['budget_fit', 'Budget'],
  ['interest_fit', 'Interests'],
  ['weather_fit', 'Weather'],
  ['flight_fit', 'Flight'],
  ['duration_fit', 'Duration'],
  ['remote_work_fit', 'Remote work'],
  ['family_fit', 'Family'],
  ['event_fit', 'Event'],
];

function form(view: TravelDemoView): Raw {
  const examples = EXAMPLES.map((e) => html`<li><a href="/travel?q=${encodeURIComponent(e)}">${e}</a></li>`);
  return html`<form class="stack" method="get" action="/travel" role="search">
<div><label for="q">Describe the trip</label><textarea id="q" name="q" required maxlength="1000" aria-describedby="q-hint">${view.query}</textarea>
<p class="hint" id="q-hint">Where, when, how long, budget, interests; the text wins over any other field.</p></div>
<div><label for="origin">Flying from (airport code, optional)</label><input id="origin" name="origin" type="text" maxlength="3" autocomplete="off" value="${view.origin}"></div>
<div><button type="submit">Search</button></div>
</form>
<details><summary>Examples</summary><ul>${examples}</ul></details>`;
}

function breakdown(result: TravelResult, index: number): Raw {
  const rows = BREAKDOWN_LABELS.map(([field, label]) => {
    const value = result.ranking_breakdown[field];
    const id = `fit-${index}-${field}`;
    return html`<span id="${id}">${label}</span><meter min="0" max="1" value="${value}" aria-labelledby="${id}"></meter><span>${value.toFixed(2)}</span>`;
  });
  return html`<h4>Score breakdown</h4><div class="bars" data-testid="breakdown">${rows}</div>
<p class="hint">Component scores from curated_baseline and model_estimate data, 0 to 1. Not live validation.</p>`;
}

function handoffLinks(result: TravelResult): Raw {
  const h = result.provider_handoffs;
  const links = [...(h.flight_handoff?.search_links ?? []), ...h.hotel_handoff.search_links, ...h.place_handoff.search_links];
  if (links.length === 0) return html`<p>No handoff links for this candidate.</p>`;
  const items = links.map((l) => html`<li><a href="${l.url}" rel="noopener noreferrer nofollow">${l.label}</a> <span class="tier">${l.provider_kind}</span></li>`);
  return html`<h4>Handoff links (provider status: ${h.provider_status})</h4><ul class="handoffs">${items}</ul>
<p class="hint">Pre-filled searches on other sites. Prices and availability there are not checked by svc.</p>`;
}

function climate(view: TravelDemoView, result: TravelResult, index: number): Raw {
  const figures = view.climate?.(result.id);
  if (figures) return html`<h4>Monthly climate</h4>${climateChart(figures.months, figures.provenance, `climate-${index}`)}`;
  const w = result.weather_snapshot;
  return html`<h4>Climate for the travel months</h4><p>${w.avg_high_c ?? '?'} °C high, ${w.avg_low_c ?? '?'} °C low, ${w.precipitation_mm ?? '?'} mm (${w.season_label}; ${w.basis}). Not a forecast.</p>`;
}

function resultCard(view: TravelDemoView, result: TravelResult, index: number): Raw {
  const tiers = result.intelligence_basis.source_tiers.map((t) => html`<span class="tier">${t}</span> `);
  return html`<article class="result" aria-labelledby="r-${index}">
<h3 id="r-${index}">${index + 1}. ${result.name} <span class="hint">score ${result.score.toFixed(1)} / 100</span></h3>
<p>Coverage: <span class="tier">${result.coverage_mode}</span> · Sources: ${tiers}· Bookability: <span class="tier">${result.bookability_status}</span></p>
<p>Whole-trip estimate: <strong>${Math.round(result.total_trip_estimate_usd).toLocaleString('en-US')} USD</strong> <span class="tier">model_estimate</span>; not a quote.</p>
${result.match_reasons.length ? html`<ul>${result.match_reasons.slice(0, 4).map((r) => html`<li>${r}</li>`)}</ul>` : ''}
${breakdown(result, index)}
${climate(view, result, index)}
${handoffLinks(result)}
<p class="hint">Why not bookable yet: ${result.why_not_bookable_yet}</p>
</article>`;
}

function truth(response: TravelSearchResponse): Raw {
  const t = response.truth_boundaries;
  const yesNo = (b: boolean) => (b ? 'yes' : 'no');
  return html`<section class="notice" aria-labelledby="truth-title" id="truth"><h2 id="truth-title">Truth boundaries</h2><ul class="truth">
<li>Live booking inventory: <strong>${yesNo(t.live_booking_inventory)}</strong></li>
<li>Provider-backed hotel rates: <strong>${yesNo(t.provider_backed_rates)}</strong></li>
<li>Live airfare: <strong>${yesNo(t.live_airfare)}</strong></li>
<li>Booking supported: <strong>${yesNo(t.booking_supported)}</strong></li></ul>
<p>Prices are curated baselines or model estimates for ranking, never live quotes.</p></section>`;
}

function results(view: TravelDemoView): Raw | string {
  if (view.problem) return html`<div class="notice error" role="alert"><p>${view.problem}</p></div>`;
  const r = view.response;
  if (!r) return '';
  const m = r.match_status;
  const warnings = r.beta_warnings.length ? html`<details><summary>Beta warnings (${r.beta_warnings.length})</summary><ul>${r.beta_warnings.map((w) => html`<li>${w}</li>`)}</ul></details>` : '';
  const conflicts = r.constraint_conflicts.length
    ? html`<p>Conflicts resolved in favour of your text: ${r.constraint_conflicts.map((c) => html`${c.field} (${c.provided_value} → ${c.interpreted_value}) `)}</p>`
    : '';
  return html`<section aria-labelledby="results-title" id="results" data-match="${m.status}"><h2 id="results-title">Results</h2>
<p role="status">Match: <strong>${m.status}</strong> (${m.reason.replace(/_/g, ' ')}), ${r.results.length} ranked candidate${r.results.length === 1 ? '' : 's'}. Request <code>${r.request_id}</code>.</p>
${conflicts}${warnings}${truth(r)}
${r.results.slice(0, 5).map((result, i) => resultCard(view, result, i))}
</section>`;
}

export function travelPage(view: TravelDemoView): string {
  const body = html`<h1>Travel demo</h1>
<p>Type a trip request; svc ranks in-scope destinations and shows why. This page calls the same search pipeline agents use, with a demo key held by the server.</p>
${form(view)}
${results(view)}`;
  return page('Travel demo', body, { current: '/travel' });
}
