import type { PlanTable } from '../../accounts/plans.js';
import { pricingMarkdown } from '../discovery/documents.js';
import { html, page, raw } from './layout.js';
import { codeBlock, renderMarkdown } from './markdown.js';

const fmt = (n: number) => n.toLocaleString('en-US');

/** `/`: what the service is, a real call, and how to start for free, in one screen. */
export function homePage(baseUrl: string, plans: PlanTable): string {
  const free = plans.free_sandbox.limits;
  const example = `curl -s -X POST ${baseUrl}/api/v1/travel/search \\
  -H "Authorization: Bearer $SVC_API_KEY" -H 'content-type: application/json' \\
  -d '{"user_request":"A long weekend with redwoods and rugged coast near San Francisco in May"}'`;
  const body = html`<section class="hero" aria-labelledby="hero-title">
<h1 id="hero-title">Trip ideas your agent can trust</h1>
<p class="lead">svc reads a trip request the way a person writes it, says what it understood, and ranks destinations that really fit, with a cost estimate for the whole party and the source of every figure. Over REST, hosted MCP or a small CLI.</p>
<p class="cta"><a class="button" href="/signup">Get a free API key</a> <a class="button secondary" href="/travel">Try the demo</a></p>
<p class="hint">Free: ${fmt(free.hourly)} requests an hour and ${fmt(free.monthly)} per 30 days, no card needed.</p>
</section>
<section aria-labelledby="call-title"><h2 id="call-title">One call</h2>
${raw(codeBlock('home-curl', example, 'bash'))}
<p>The answer: what was understood and what was not, ranked destinations with why each fits, warnings for your dates, estimated costs, and links to check live prices on booking sites. <a href="/docs/travel">How a search is answered</a>.</p></section>
<div class="cards">
<section class="card" aria-labelledby="h-what"><h2 id="h-what">What you get</h2><ul><li>Where, when and what you asked for respected before ranking</li><li>Every figure labelled: published data, estimate, live, or for a booking site to confirm</li><li>Pre-filled flight, hotel and map searches to hand over</li></ul></section>
<section class="card" aria-labelledby="h-not"><h2 id="h-not">What it is not</h2><ul><li>Not a booking site</li><li>No live hotel rates or room availability</li><li>No live airfare</li></ul><p class="hint">Every answer says so, so your agent never has to guess.</p></section>
<section class="card" aria-labelledby="h-more"><h2 id="h-more">Also in the API</h2><ul><li>Used-goods deal checks</li><li>Skill search</li><li>Launch audits for agent products</li><li>Notability evidence checks</li></ul><p><a href="/docs">Read the docs</a></p></section>
</div>`;
  return page('Trip ideas your agent can trust', body, {
    current: '/',
    description: 'svc is an API and MCP server that turns a trip request into ranked, honest destination candidates with whole-party cost estimates and booking-site handoffs. Free tier included.',
  });
}

/** `/pricing`: the same document as /pricing.md, generated from the enforced plan table. */
export function pricingPage(plans: PlanTable): string {
  const document = renderMarkdown(pricingMarkdown(plans)).replace(/^<h1[^>]*>.*?<\/h1>/, '<h1>Pricing and limits</h1>');
  const body = html`${raw(document)}
<p class="cta"><a class="button" href="/signup?next=%2Fbilling">Sign up and upgrade</a> <a class="button secondary" href="/login?next=%2Fbilling">Log in to billing</a></p>`;
  return page('Pricing', body, { current: '/pricing', description: 'svc plans, prices and request limits: a free tier, Hobby, Pro and Enterprise.' });
}

/** The one pricing statement of the service, taken from /pricing.md so it is never written twice. */
export function pricingStatement(plans: PlanTable): string {
  const markdown = pricingMarkdown(plans);
  const start = markdown.indexOf('## What a plan costs');
  if (start === -1) return '';
  const end = markdown.indexOf('\n## ', start + 3);
  const section = markdown.slice(start, end === -1 ? undefined : end);
  return renderMarkdown(section.replace(/^## [^\n]*\n/, ''));
}
