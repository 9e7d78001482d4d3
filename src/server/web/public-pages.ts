import type { PlanTable } from '../../accounts/plans.js';
import { pricingMarkdown } from '../discovery/documents.js';
import { html, page, raw } from './layout.js';
import { codeBlock, renderMarkdown } from './markdown.js';

const fmt = (n: number) => n.toLocaleString('en-US');

/** The home page's words, shared by the HTML page and its markdown rendering. */
const HOME = {
  title: 'Trip ideas your agent can trust',
  lead: 'svc reads a trip request the way a person writes it, says what it understood, and ranks destinations that really fit, with a cost estimate for the whole party and the source of every figure. Over REST, hosted MCP or a small CLI.',
  answer:
    'The answer: what was understood and what was not, ranked destinations with why each fits, warnings for your dates, estimated costs, and links to check live prices on booking sites.',
  what: [
    'Where, when and what you asked for respected before ranking',
    'Every figure labelled: published data, estimate, live, or for a booking site to confirm',
    'Pre-filled flight, hotel and map searches to hand over',
  ],
  not: ['Not a booking site', 'No live hotel rates or room availability', 'No live airfare'],
  notHint: 'Every answer says so, so your agent never has to guess.',
  more: ['Used-goods deal checks', 'Skill search', 'Launch audits for agent products', 'Notability evidence checks'],
};

const freeLine = (plans: PlanTable) =>
  `Free: ${fmt(plans.free_sandbox.limits.hourly)} requests an hour and ${fmt(plans.free_sandbox.limits.monthly)} per 30 days, no card needed.`;

const exampleCall = (baseUrl: string) => `curl -s -X POST ${baseUrl}/api/v1/travel/search \\
  -H "Authorization: Bearer $SVC_API_KEY" -H 'content-type: application/json' \\
  -d '{"user_request":"A long weekend with redwoods and rugged coast near San Francisco in May"}'`;

/** `/`: what the service is, a real call, and how to start for free, in one screen. */
export function homePage(baseUrl: string, plans: PlanTable): string {
  const list = (items: string[]) => items.map((item) => html`<li>${item}</li>`);
  const body = html`<section class="hero" aria-labelledby="hero-title">
<h1 id="hero-title">${HOME.title}</h1>
<p class="lead">${HOME.lead}</p>
<p class="cta"><a class="button" href="/signup">Get a free API key</a> <a class="button secondary" href="/travel">Try the demo</a></p>
<p class="hint">${freeLine(plans)}</p>
</section>
<section aria-labelledby="call-title"><h2 id="call-title">One call</h2>
${raw(codeBlock('home-curl', exampleCall(baseUrl), 'bash'))}
<p>${HOME.answer} <a href="/docs/travel">How a search is answered</a>.</p></section>
<div class="cards">
<section class="card" aria-labelledby="h-what"><h2 id="h-what">What you get</h2><ul>${list(HOME.what)}</ul></section>
<section class="card" aria-labelledby="h-not"><h2 id="h-not">What it is not</h2><ul>${list(HOME.not)}</ul><p class="hint">${HOME.notHint}</p></section>
<section class="card" aria-labelledby="h-more"><h2 id="h-more">Also in the API</h2><ul>${list(HOME.more)}</ul><p><a href="/docs">Read the docs</a></p></section>
</div>`;
  return page(HOME.title, body, {
    current: '/',
    description:
      'svc is an API and MCP server that turns a trip request into ranked, honest destination candidates with whole-party cost estimates and booking-site handoffs. Free tier included.',
  });
}

/** `/` for a client that asks for text/markdown: the same words, with absolute links. */
export function homeMarkdown(baseUrl: string, plans: PlanTable): string {
  const list = (items: string[]) => items.map((item) => `- ${item}`).join('\n');
  return `# ${HOME.title}

${HOME.lead}

[Get a free API key](${baseUrl}/signup) · [Try the demo](${baseUrl}/travel)

${freeLine(plans)}

## One call

\`\`\`bash
${exampleCall(baseUrl)}
\`\`\`

${HOME.answer} [How a search is answered](${baseUrl}/docs/travel).

## What you get

${list(HOME.what)}

## What it is not

${list(HOME.not)}

${HOME.notHint}

## Also in the API

${list(HOME.more)}

[Read the docs](${baseUrl}/docs.md) · [OpenAPI](${baseUrl}/openapi.json) · [llms.txt](${baseUrl}/llms.txt) · [Pricing](${baseUrl}/pricing.md)
`;
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
