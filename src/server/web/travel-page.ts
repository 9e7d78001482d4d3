import { html, page, raw, type Raw } from './layout.js';
import { codeBlock } from './markdown.js';
import { otherAirports, type OriginSuggestion } from './origins.js';
import { comparison, SHOWN_RESULTS, type ClimateFigures } from './travel-results.js';
import type { UnderstoodPart } from '../../contracts/travel.js';
import { understandingFromConstraints, understandingPanel, type DemoResponse } from './travel-understanding.js';

export type { ClimateFigures } from './travel-results.js';

export interface TravelDemoView {
  query: string;
  /** What was typed in "Flying from". */
  originText: string;
  /** The airport the search used, with its label. */
  origin?: { code: string; label: string };
  /** Airports to choose from when "Flying from" named no single airport. */
  originChoices?: OriginSuggestion[];
  response?: DemoResponse;
  climate?: (resultId: string) => ClimateFigures | undefined;
  /** Shown instead of results: the demo budget is spent, the request was refused. */
  problem?: string;
  baseUrl: string;
}

const EXAMPLES = [
  'A long weekend in Northern California with redwoods and rugged coast in May',
  'Two weeks of beaches and food in Southeast Asia in February for 2 adults, budget 3000 USD',
  'A family ski trip in the Alps in January, 2 adults and 2 kids',
];

function examples(): Raw {
  return html`<details class="examples"><summary>Examples</summary><ul>${EXAMPLES.map((e) => html`<li><a href="/travel?q=${encodeURIComponent(e)}">${e}</a></li>`)}</ul></details>`;
}

function form(view: TravelDemoView): Raw {
  return html`<form class="stack travel-form" method="get" action="/travel" role="search" id="travel-form">
<div><label for="q">Describe the trip</label><textarea id="q" name="q" required maxlength="1000" rows="2" aria-describedby="q-hint">${view.query}</textarea>
<p class="hint" id="q-hint">Where, when, how long, who is going, budget, what you like; what you write wins over the other field.</p></div>
<div class="origin-field"><label for="origin">Flying from <span class="hint">(optional)</span></label>
<input id="origin" name="origin" type="text" maxlength="120" autocomplete="off" list="origin-options" aria-describedby="origin-hint" value="${view.originText}" placeholder="City or airport, e.g. San Francisco or SFO">
<datalist id="origin-options"></datalist>
<p class="hint" id="origin-hint">A city or an airport code; suggestions appear as you type.</p></div>
<div class="form-actions"><button type="submit" id="search-button">Search</button><p class="loading" id="loading" role="status" aria-live="polite"></p></div>
</form>
${view.response ? '' : examples()}`;
}

function originChoices(view: TravelDemoView): Raw | string {
  if (!view.originChoices) return '';
  const links = view.originChoices.map((c) => html`<li><a href="/travel?q=${encodeURIComponent(view.query)}&amp;origin=${c.code}">${c.label}</a></li>`);
  return html`<section class="notice warn" aria-labelledby="origin-q" id="origin-choices"><h2 id="origin-q">Which airport do you fly from?</h2>
<p>“${view.originText}” could mean ${view.originChoices.length ? 'several airports' : 'no airport we know'}. ${view.originChoices.length ? 'Choose one:' : 'Type a city or a three-letter airport code such as SFO.'}</p>
${view.originChoices.length ? html`<ul>${links}</ul>` : ''}</section>`;
}

/** The airport the search flew from: what the results priced, else what the words overrode the field with, else the field's. */
function usedOrigin(view: TravelDemoView, r: DemoResponse): string | null {
  const conflict = r.constraint_conflicts.find((c) => c.field === 'origin');
  return r.results[0]?.flight_snapshot.origin ?? conflict?.interpreted_value ?? view.origin?.code ?? null;
}

/**
 * The same search from another airport. An origin read from the words is changed in the words
 * ("from London" becomes "from LGW"), since what the request says wins over the field; one given
 * in the field is changed in the field.
 */
function searchFrom(view: TravelDemoView, code: string, written: string | null): string {
  const at = written ? view.query.toLowerCase().indexOf(written.toLowerCase()) : -1;
  if (written && at >= 0) return `/travel?q=${encodeURIComponent(view.query.slice(0, at) + code + view.query.slice(at + written.length))}`;
  return `/travel?q=${encodeURIComponent(view.query)}&origin=${code}`;
}

/**
 * The origin as one editable reading: the airport used, the others the traveller may have meant
 * (one link each, the same search from there), and, when the words overrode the field, that said.
 */
function originEdit(view: TravelDemoView, r: DemoResponse, understood: UnderstoodPart | undefined): Raw | string {
  const used = usedOrigin(view, r);
  if (!used) return '';
  const conflict = r.constraint_conflicts.find((c) => c.field === 'origin');
  const written = understood?.source === 'user_request' ? understood.text : null;
  const others = otherAirports(used, written);
  const link = (c: OriginSuggestion) => html`<li><a href="${searchFrom(view, c.code, written)}">${c.label}</a></li>`;
  const overridden = conflict
    ? html`<p class="warn-text" id="origin-conflict">“Flying from” said ${conflict.provided_value}, but your request says ${understood?.value ?? conflict.interpreted_value}, and what you write wins. To fly from ${conflict.provided_value}, take the place out of your words or write that airport there.</p>`
    : '';
  const how = written ? 'Choosing one writes its code in your request in place of “' + written + '”.' : 'Or type a city or airport in “Flying from” above.';
  const choose = others.length
    ? html`<details class="origin-change" id="origin-change"><summary>Fly from another airport</summary><ul>${others.map(link)}</ul><p class="hint">${how}</p></details>`
    : '';
  return html`${overridden}${choose}`;
}

function shellQuote(text: string): string {
  return `'${text.replace(/'/g, `'\\''`)}'`;
}

/** The same request for an agent: curl and MCP, with a placeholder instead of a key. */
function apiPanel(view: TravelDemoView, response: DemoResponse): Raw {
  const args = { user_request: view.query, ...(view.origin ? { origin: view.origin.code } : {}) };
  const curl = `curl -s -X POST ${view.baseUrl}/api/v1/travel/search \\
  -H "Authorization: Bearer $SVC_API_KEY" \\
  -H 'content-type: application/json' \\
  -d ${shellQuote(JSON.stringify(args))}`;
  const mcp = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'rank_travel_destinations', arguments: args } }, null, 2);
  const block = (id: string, code: string, language: string) => raw(codeBlock(id, code, language));
  return html`<section aria-labelledby="api-title" id="api-call"><h2 id="api-title">This request for your agent</h2>
<p>The page above is built from this call's JSON. Replace <code>$SVC_API_KEY</code> with your key (<a href="/signup">free</a>).</p>
<h3>curl</h3>${block('api-curl', curl, 'bash')}
<h3>MCP (<code>POST ${view.baseUrl}/mcp</code>)</h3>${block('api-mcp', mcp, 'json')}
<details class="as-json"><summary>The response as JSON (request <code>${response.request_id}</code>)</summary>
${response.results.length > 1 ? html`<p class="hint">Shown with its first result only, to keep this page light; the call above returns all ${response.results.length}, each of the same shape.</p>` : ''}
${block('api-json', JSON.stringify({ ...response, results: response.results.slice(0, 1) }, null, 2), 'plain')}</details>
</section>`;
}

function truth(response: DemoResponse): Raw {
  const t = response.truth_boundaries;
  const claims = [t.live_booking_inventory, t.provider_backed_rates, t.live_airfare, t.booking_supported].some(Boolean);
  return html`<p class="hint" id="truth" title="API: truth_boundaries">${claims ? 'Some figures come from live providers; see details.' : 'Prices are estimates for comparing places, not live fares, room rates or availability; svc does not book.'}</p>`;
}

function headline(response: DemoResponse, status: string): Raw {
  const n = Math.min(SHOWN_RESULTS, response.results.length);
  if (status === 'not_understood' || response.results.length === 0) {
    return html`<p role="status" class="warn-text">No destination matches this request${response.match_status.reason === 'unsupported_coverage' ? ': it is outside the places svc covers' : ''}.</p>`;
  }
  const all = response.match_status.status === 'matched';
  return html`<p role="status">${all ? `${n} destination${n === 1 ? '' : 's'} that fit your request, best first.` : `No destination fits everything you asked; the ${n} closest are below.`}</p>`;
}

function results(view: TravelDemoView): Raw | string {
  if (view.problem) return html`<div class="notice error" role="alert" id="problem"><p>${view.problem}</p></div>`;
  const r = view.response;
  if (!r) return '';
  const understanding = r.understanding ?? understandingFromConstraints(r, view.origin?.label ?? null);
  const originPart = understanding.understood.find((p) => p.field === 'origin');
  const asked = new Set(understanding.understood.filter((p) => p.source !== 'default').map((p) => p.field));
  if (view.origin) asked.add('origin');
  const list = understanding.status === 'not_understood' || r.results.length === 0 ? '' : comparison(r, asked, view.climate ?? (() => undefined));
  return html`${understandingPanel(understanding, originEdit(view, r, originPart))}
<section aria-labelledby="results-title" id="results" data-match="${r.match_status.status}"><h2 id="results-title">Results</h2>
${headline(r, understanding.status)}${truth(r)}
${list}
</section>
${apiPanel(view, r)}`;
}

export function travelPage(view: TravelDemoView): string {
  const body = html`<h1>Travel demo</h1>
${view.response ? '' : html`<p class="lead">Describe a trip in your own words. svc shows how it read the request, then ranks destinations that fit, with an estimated cost for the whole party.</p>`}
${form(view)}
${originChoices(view)}
${results(view)}`;
  return page(view.query ? `${view.query.slice(0, 60)} · Travel demo` : 'Travel demo', body, {
    current: '/travel',
    scripts: ['travel.js'],
    styles: ['results.css'],
    description: 'Try svc’s travel search: describe a trip in plain words and see ranked destinations, what was understood, and the API call behind it.',
  });
}
