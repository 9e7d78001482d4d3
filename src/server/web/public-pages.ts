import type { PlanTable } from '../../accounts/plans.js';
import { pricingMarkdown } from '../discovery/documents.js';
import { html, page, raw } from './layout.js';
import { renderMarkdown } from './markdown.js';

/** `/`: what the service is, in one screen. */
export function homePage(baseUrl: string): string {
  const body = html`<h1>Ranked, honest trip candidates for AI agents</h1>
<p>svc turns a messy trip request into ranked, in-scope destinations with score breakdowns, provenance on every figure and provider-ready handoffs. Agents call it over REST, hosted MCP or a small CLI.</p>
<div class="cards">
<section class="card" aria-labelledby="h-what"><h2 id="h-what">What you get</h2><ul><li>Hard geography and theme constraints respected before ranking</li><li>Every figure tagged <span class="tier">curated_baseline</span>, <span class="tier">model_estimate</span>, <span class="tier">live_places</span> or <span class="tier">handoff_required</span></li><li>Flight, hotel and place handoffs with validation checklists</li></ul></section>
<section class="card" aria-labelledby="h-not"><h2 id="h-not">What it is not</h2><ul><li>Not live booking inventory</li><li>Not provider-backed hotel rates</li><li>Not live airfare, and not a booking API</li></ul><p class="hint">Every response says so in <code>truth_boundaries</code>.</p></section>
<section class="card" aria-labelledby="h-start"><h2 id="h-start">Start</h2><p><a class="button" href="/travel">Try the travel demo</a></p><p><a href="/signup">Sign up</a> for dashboard keys, or let an agent call <code>POST ${baseUrl}/api/v1/activation</code>.</p><p><a href="/docs">Guide</a> · <a href="/developers">Quickstart</a> · <a href="/pricing">Pricing</a></p></section>
</div>
<p>Also available: used-goods deal validation, skill search, agent launch audits and notability preflight. See <a href="/openapi.json">the OpenAPI description</a>.</p>`;
  return page('Home', body, { current: '/' });
}

/** `/pricing`: the same document as /pricing.md, generated from the enforced plan table. */
export function pricingPage(plans: PlanTable): string {
  const document = renderMarkdown(pricingMarkdown(plans)).replace(/^<h1[^>]*>.*?<\/h1>/, '<h1>Pricing and limits</h1>');
  const body = html`${raw(document)}
<p><a class="button" href="/signup?next=%2Fbilling">Sign up and upgrade</a> or <a href="/login?next=%2Fbilling">log in to billing</a>.</p>`;
  return page('Pricing', body, { current: '/pricing' });
}

/**
 * The one pricing statement of the service (the two descriptions of the spec reconciled), taken
 * from /pricing.md so it is never written twice.
 */
export function pricingStatement(plans: PlanTable): string {
  const markdown = pricingMarkdown(plans);
  const start = markdown.indexOf('## What a plan costs');
  if (start === -1) return '';
  const end = markdown.indexOf('\n## ', start + 3);
  const section = markdown.slice(start, end === -1 ? undefined : end);
  return renderMarkdown(section.replace(/^## [^\n]*\n/, ''));
}
